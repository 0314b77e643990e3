"""Computer players for Scarto: the dealer's discard, then standard tarot card play.

The hard player searches the card play over worlds from the engine's sampler (which keeps
every shown void and the discard's restrictions); its rollouts run the shared trick engine
directly with the standard-play policy and score the deal with the engine's own scoring.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from games.ai.player import Player, View
from games.ai.trick_play import Table, pick_card
from games.core import State
from games.scarto.rules import INDEX, NAMES, TRUMP, VARIANTS, Variant, discardable, score_deal
from games.tricks import Tricks, bits
from i18n import Text

ALL = (1 << len(NAMES)) - 1
ROLLOUT_NOISE = 0.1


def _mask(cards: Sequence[str]) -> int:
    out = 0
    for card in cards:
        out |= 1 << INDEX[card]
    return out


def variant_of(view: View) -> Variant:
    return VARIANTS[bool((view.get("options") or {}).get("angel_is_21"))]


def table_of(view: View) -> Table:
    """The seat's knowledge as the trick heuristics want it."""
    variant = variant_of(view)
    rules = variant.rules
    seat = int(view["seat"])
    hand = _mask(view["hand"])
    played = 0
    voids = [0, 0, 0]
    records = [(t["leader"], [INDEX[c] for c in t["cards"]]) for t in view.get("tricks", [])]
    if view.get("trick"):
        records.append((view["trick"][0][0], [INDEX[c] for _, c in view["trick"]]))
    for first, cards in records:
        for i, card in enumerate(cards):
            played |= 1 << card
            voids[(first + i) % 3] |= rules.forbidden(card, cards[:i], TRUMP)
    own_discard = _mask(view["discard"]) if view.get("discard") else 0
    trick = tuple(INDEX[c] for _, c in view.get("trick", []))
    return Table(
        rules=rules,
        trump=TRUMP,
        seat=seat,
        sides=(0, 1, 2),
        hand=hand,
        trick=trick,
        leader=int(view["leader"]),
        unseen=ALL & ~played & ~hand & ~own_discard,
        voids=voids,
        points=variant.points,
        trick_value=1.0,
    )


def best_discard(variant: Variant, hand: int, rng: random.Random, careless: bool = False) -> str:
    """Three cards to lay away: sure points (Queens, Cavalli, Jacks) and voids, never trumps if avoidable.

    The discard scores for the dealer, so a court card laid away is points banked; a suit laid
    away entirely lets the dealer ruff it later. Every allowed set of three is weighed.
    """
    cs = variant.cards
    pool = bits(discardable(variant, hand))
    plain = [c for c in pool if cs.suits[c] != TRUMP]
    if careless:
        picked = rng.sample(plain if len(plain) >= 3 else pool, 3)
        return "discard:" + "+".join(NAMES[c] for c in sorted(picked))
    if len(plain) >= 3:
        pool = plain
    lengths = [(hand & cs.suit_masks[suit]).bit_count() for suit in range(len(cs.suit_masks))]

    def worth(three: tuple[int, ...]) -> tuple[float, int]:
        score = 0.0
        by_suit: dict[int, int] = {}
        for card in three:
            suit = cs.suits[card]
            by_suit[suit] = by_suit.get(suit, 0) + 1
            score += variant.points[card] * 10.0 - (100.0 + cs.power[card] if suit == TRUMP else 0.0)
        for suit, count in by_suit.items():
            if suit != TRUMP and count == lengths[suit]:
                score += 15.0  # a void to ruff in
        return score, -sum(cs.power[c] for c in three)

    best = max(itertools.combinations(pool, 3), key=worth)
    return "discard:" + "+".join(NAMES[c] for c in sorted(best))


class ScartoPlayer(Player):
    """Scarto: heuristic discard at every level, standard play, searched play for hard."""

    # 150 simulations in the default 300 ms (75 before issue 34's faster rollouts; docs/BENCHMARKS.md).
    iterations_per_ms = 0.5

    def _discard(self, view: View, legal: Sequence[str], rng: random.Random, careless: bool) -> str:
        choice = best_discard(variant_of(view), _mask(view["hand"]), rng, careless)
        return choice if choice in legal else rng.choice(list(legal))

    def easy(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        if view.get("phase") == "discard":
            return self._discard(view, legal, rng, careless=True)
        # A casual player: usually the standard card, sometimes whatever comes to hand.
        if rng.random() < 0.35:
            return rng.choice(list(legal))
        return self.normal(view, legal, rng)

    def normal(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        if view.get("phase") == "discard":
            return self._discard(view, legal, rng, careless=False)
        card = NAMES[pick_card(table_of(view))]
        return card if card in legal else rng.choice(list(legal))

    def candidates(self, view: View, legal: Sequence[str]) -> list[str]:
        if view.get("phase") == "discard":
            return [self._discard(view, legal, random.Random(0), careless=False)]
        return list(legal)

    def explain(self, view: View, action: str) -> Text:
        if action.startswith("discard:"):
            return Text("hint-scarto-discard")
        return explain_trick_card(table_of(view), INDEX[action])

    def simulate(self, start: State, state: State, seat: int, rng: random.Random) -> float:
        if state.over or state.deal != start.deal or state.phase != "play":  # type: ignore[attr-defined]
            return self.reward(start, state, seat)
        variant: Variant = state._m.variant  # type: ignore[attr-defined]
        dealer: int = state._dealer  # type: ignore[attr-defined]
        discard: int = state._discard  # type: ignore[attr-defined]
        t: Tricks = state._tricks  # type: ignore[attr-defined]
        rules = variant.rules
        no_voids = (0, 0, 0)
        while not t.finished:
            mover = t.to_move
            if rng.random() < ROLLOUT_NOISE:
                options = bits(t.allowed())
                card = options[int(rng.random() * len(options))]
            else:
                hands = t.hands
                others = ALL & ~hands[mover] & (hands[0] | hands[1] | hands[2] | discard)
                if mover == dealer:
                    others &= ~discard
                card = pick_card(
                    Table(
                        rules,
                        TRUMP,
                        mover,
                        (0, 1, 2),
                        hands[mover],
                        t.trick,
                        t.leader,
                        others,
                        no_voids,
                        variant.points,
                        1.0,
                    )
                )
            t = t.play(card)
        seats = score_deal(variant, t.won, t.taken, dealer, discard)
        mine = seats[seat]["score"]
        return mine - sum(s["score"] for i, s in enumerate(seats) if i != seat) / 2.0


def explain_trick_card(table: Table, card: int) -> Text:
    """A one-line reason for a card in standard-play terms. It follows the move that names the card
    (`/hint`'s "Try …", `/replay`'s "Hard would have played …"), so it does not name it again."""
    rules, cs = table.rules, table.rules.cards
    if not table.trick:
        if not (cs.above[card] & table.unseen):
            return Text("hint-trick-best-lead")
        return Text("hint-trick-long-lead")
    trick = (*table.trick, card)
    position = rules.winner(trick, table.trump)
    if position == len(table.trick):
        return Text("hint-trick-cheapest")
    if (cs.excuse_mask >> card) & 1:
        return Text("hint-trick-excuse")
    winner = (table.leader + position) % len(table.sides)
    if table.sides[winner] == table.sides[table.seat] and winner != table.seat:
        return Text("hint-trick-partner")
    return Text("hint-trick-lose")


PLAYER = ScartoPlayer("scarto")
