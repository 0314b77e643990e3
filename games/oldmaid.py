"""The Old Maid family: Babanuki (joker), Old Maid (a Queen removed) and Jiji-nuki (a hidden card removed).

Every card is dealt one at a time from seat 0, as evenly as possible; pairs of the same rank
are discarded face up at once (the deal's pairs too). In turn a player draws one face-down
card from a neighbour (`draw:<position>`, 0-based in the neighbour's hand), discards a pair if
it forms, and play moves on. A player whose hand empties is out in that place; the last player
holding a card (the unmatched one) loses.

Seats sit in a ring, seat+1 to the left. `direction=left` draws from the next player still
holding cards on the left (seat+1), `right` from the right (seat-1). `draw_order` picks who
moves first and how the turn travels; "the first player" is seat 0 (or the first seat after
it still holding cards):
  - `draw_then_drawn` (default, the Japanese reading): the first player draws first, and is then
    drawn from; the turn passes to whoever draws from the player who just drew.
  - `drawn_first` (the English reading): the first player is drawn from first; same travel.
  - `drawn_then_draw`: the first player is drawn from first, then the turn passes to whoever was
    just drawn from (they draw from their other neighbour).
  - `draw_then_draw`: the first player draws first; the turn passes to whoever was just drawn from.

Hand order is private. The engine keeps it unpredictable to everyone else: the deal is
shuffled, and every card received goes to a random place (seed-driven). With
`holder_may_shuffle` (on by default) the player to move may also `shuffle` their own hand,
once per turn, before drawing; it does not end the turn. Under the two default draw orders
the player to move is exactly the next player to be drawn from, so this is the holder
reshuffling before being drawn from, without ever waiting on anyone.

When two players empty on the same draw, the holder (emptied by the draw) goes out before
the drawer (emptied by the pair); players emptied by the deal share their place.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from games.cards import JOKERS, french_deck, rank_of
from games.core import (
    PLAYER,
    BadDeal,
    Game,
    IllegalAction,
    Option,
    PlayCheckedState,
    Result,
    State,
    action_text,
    quoted,
)
from games.family_common import FamilyState, check_deal_cards, parse_index, rank, rng_at, sort_cards
from i18n import Text

VARIANTS = ("babanuki", "old-maid", "jiji-nuki")
DRAW_ORDERS = ("draw_then_drawn", "drawn_first", "drawn_then_draw", "draw_then_draw")
QUEENS = ("Qs", "Qh", "Qd", "Qc")
_DRAWER_FIRST = {"draw_then_drawn", "draw_then_draw"}
_TURN_TO_DRAWN = {"drawn_then_draw", "draw_then_draw"}


def deck_for(variant: str) -> list[str]:
    """Every card of the variant, the removed one included (Babanuki adds one joker)."""
    return french_deck(1) if variant == "babanuki" else french_deck(0)


def discard_pairs(hand: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """Take pairs of equal rank out of `hand` (earlier cards first); the rest keeps its order."""
    waiting: dict[str, int] = {}
    paired: set[int] = set()
    pairs: list[tuple[str, str]] = []
    for index, card in enumerate(hand):
        key = rank(card)
        if key in waiting:
            first = waiting.pop(key)
            paired.update((first, index))
            pairs.append((hand[first], card))
        else:
            waiting[key] = index
    return [card for index, card in enumerate(hand) if index not in paired], pairs


class OldMaidState(FamilyState, PlayCheckedState):
    """A position of an Old Maid family game (immutable from the outside: `play` returns a copy)."""

    def __init__(self, game: OldMaidGame, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.removed: str | None = None
        self.discards: list[tuple[int, str, str]] = []
        self.places: list[int | None] = [None] * players
        self.finish_order: list[int] = []
        self.mover: int | None = None
        self.shuffled = False
        self.ply = 0
        self.history: list[tuple[int, str]] = []
        self.last_draw: dict[str, Any] | None = None

    def _copy(self) -> OldMaidState:
        new = OldMaidState.__new__(OldMaidState)
        new.__dict__.update(self.__dict__)
        new.hands = [list(hand) for hand in self.hands]
        new.discards = list(self.discards)
        new.places = list(self.places)
        new.finish_order = list(self.finish_order)
        new.history = list(self.history)
        return new

    # --- the ring -------------------------------------------------------------------------

    @property
    def _step(self) -> int:
        return 1 if self.options["direction"] == "left" else -1

    def _next_live(self, seat: int, step: int) -> int | None:
        for offset in range(1, self.num_players):
            other = (seat + step * offset) % self.num_players
            if self.hands[other]:
                return other
        return None

    def source(self, drawer: int) -> int | None:
        """The seat `drawer` draws from: the next player still holding cards in `direction`."""
        return self._next_live(drawer, self._step)

    def _drawer_of(self, holder: int) -> int | None:
        return self._next_live(holder, -self._step)

    def _live(self) -> list[int]:
        return [seat for seat in range(self.num_players) if self.hands[seat]]

    def _go_out(self, seats: list[int]) -> None:
        """Seats that just emptied, all in one place (the deal) or called one by one."""
        place = len(self.finish_order)
        for seat in seats:
            self.places[seat] = place
            self.finish_order.append(seat)

    def _finish_if_done(self) -> bool:
        live = self._live()
        if len(live) > 1:
            return False
        for seat in live:  # the loser, holding the odd card
            self.places[seat] = self.num_players - 1
        self.mover = None
        return True

    def _start(self) -> None:
        self._go_out([seat for seat in range(self.num_players) if not self.hands[seat]])
        if self._finish_if_done():
            return
        first = next(seat for seat in range(self.num_players) if self.hands[seat])
        if self.options["draw_order"] in _DRAWER_FIRST:
            self.mover = first
        else:
            self.mover = self._drawer_of(first)

    # --- the protocol ---------------------------------------------------------------------

    @property
    def loser(self) -> int | None:
        if not self.over:
            return None
        return next((s for s in range(self.num_players) if self.hands[s]), None)

    @property
    def scores(self) -> list[float]:
        """Players still in score 0; a finished player scores how many players finished after it."""
        last = self.num_players - 1
        return [float(last - place) if place is not None else 0.0 for place in self.places]

    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        ranks = [place if place is not None else self.num_players - 1 for place in self.places]
        return Result(
            sides=self.sides,
            scores=self.scores,
            ranks=ranks,
            winners=[seat for seat in range(self.num_players) if ranks[seat] == 0],
            detail={
                "variant": self.options["variant"],
                "loser": self.loser,
                "losing_card": self._odd_card(),
                "removed": self.removed,
                "finish_order": list(self.finish_order),
            },
        )

    def _odd_card(self) -> str | None:
        loser = self.loser
        return self.hands[loser][0] if loser is not None and self.hands[loser] else None

    def _may_shuffle(self) -> bool:
        return (
            self.options["holder_may_shuffle"]
            and not self.shuffled
            and self.mover is not None
            and len(self.hands[self.mover]) > 1
        )

    def legal(self) -> list[str]:
        if self.mover is None:
            return []
        holder = self.source(self.mover)
        assert holder is not None
        actions = [f"draw:{position}" for position in range(len(self.hands[holder]))]
        if self._may_shuffle():
            actions.append("shuffle")
        return actions

    def play(self, action: str) -> OldMaidState:
        """The position after `action` (`draw:<position>` or `shuffle`); `IllegalAction` says why not."""
        text = action_text(action, "draw:0").strip().lower()
        if self.mover is None:
            raise IllegalAction("game-over")
        if text == "shuffle":
            return self._shuffle(action)
        verb, _, argument = text.partition(":")
        if verb != "draw" or not argument:
            raise IllegalAction("oldmaid-not-understood", action=quoted(action))
        holder = self.source(self.mover)
        assert holder is not None
        size = len(self.hands[holder])
        position = parse_index(
            argument,
            "draw",
            size,
            Text("oldmaid-position-in", player=Text(PLAYER, number=holder + 1, start="no"), count=size),
        )
        return self._draw(holder, position)

    def _shuffle(self, action: str) -> OldMaidState:
        assert self.mover is not None
        if not self.options["holder_may_shuffle"]:
            raise IllegalAction("oldmaid-shuffle-off")
        if self.shuffled:
            raise IllegalAction("oldmaid-shuffled")
        if len(self.hands[self.mover]) < 2:
            raise IllegalAction("oldmaid-one-card")
        new = self._copy()
        rng_at(self.seed, self.ply, "shuffle").shuffle(new.hands[self.mover])
        new.shuffled = True
        new.history.append((self.mover, "shuffle"))
        new.ply += 1
        return new

    def _draw(self, holder: int, position: int) -> OldMaidState:
        drawer = self.mover
        assert drawer is not None
        new = self._copy()
        card = new.hands[holder].pop(position)
        hand = new.hands[drawer]
        match = next((i for i, mine in enumerate(hand) if rank(mine) == rank(card)), None)
        if match is not None:
            partner = hand.pop(match)
            new.discards.append((drawer, partner, card))
        else:
            hand.insert(rng_at(self.seed, self.ply, "place").randrange(len(hand) + 1), card)
        new.last_draw = {
            "drawer": drawer,
            "holder": holder,
            "position": position,
            "card": card,
            "paired": match is not None,
        }
        new.history.append((drawer, f"draw:{position}"))
        new.ply += 1
        new.shuffled = False
        for seat in (holder, drawer):
            if not new.hands[seat] and new.places[seat] is None:
                new._go_out([seat])
        if new._finish_if_done():
            return new
        if self.options["draw_order"] in _TURN_TO_DRAWN:
            new.mover = holder if new.hands[holder] else new._next_live(holder, new._step)
        else:
            new.mover = new._drawer_of(drawer)
        return new

    # --- what players see -----------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        over = self.over
        last = None
        if self.last_draw is not None:
            last = {key: self.last_draw[key] for key in ("drawer", "holder", "position", "paired")}
            if self.last_draw["paired"] or seat in (self.last_draw["drawer"], self.last_draw["holder"]):
                last["card"] = self.last_draw["card"]
        mover = self.mover
        return {
            "game": self.game.name,
            "seat": seat,
            "players": self.num_players,
            "options": dict(self.options),
            "variant": self.options["variant"],
            "to_move": mover,
            "draw_from": self.source(mover) if mover is not None else None,
            "hand": list(self.hands[seat]) if seat is not None else [],
            "hand_sizes": [len(hand) for hand in self.hands],
            "table": [],
            "discards": [[who, [a, b]] for who, a, b in self.discards],
            "finished": list(self.finish_order),
            "places": list(self.places),
            "shuffled_this_turn": self.shuffled,
            "can_shuffle": self._may_shuffle(),
            "last_draw": last,
            "history": [[who, action] for who, action in self.history],
            "sides": self.sides,
            "scores": self.scores,
            "deal": 0,
            "over": over,
            "loser": self.loser,
            "losing_card": self._odd_card() if over else None,
            "removed": self.removed if over else None,
        }

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        if action.strip().lower() == "shuffle":
            return Text("oldmaid-label-shuffle")
        _, _, argument = action.partition(":")
        holder = self.source(self.mover) if self.mover is not None else None
        try:
            number = int(argument) + 1
        except ValueError:
            return Text.plain(action)
        if holder is None:
            return Text("oldmaid-label-draw", number=number)
        return Text("oldmaid-label-draw-from", number=number, who=Text(PLAYER, number=holder + 1, start="no"))


class OldMaidGame(Game):
    name = "oldmaid"
    order = 60
    title = "Old Maid"
    summary = (
        "Deal everything, discard pairs, then draw blind from your neighbour's hand; "
        "whoever is left holding the odd card (joker, Queen or hidden jiji) loses."
    )
    min_players = 2
    max_players = 10
    default_preset = "babanuki"
    preset_titles: ClassVar[dict[str, str]] = {
        "babanuki": "Babanuki",
        "old-maid": "Old Maid",
        "jiji-nuki": "Jiji-nuki",
    }
    subtitles: ClassVar[dict[str, str]] = {
        "babanuki": "subtitle-babanuki",
        "old-maid": "subtitle-old-maid",
        "jiji-nuki": "subtitle-jiji-nuki",
    }
    presets: ClassVar[dict[str, dict[str, Any]]] = {
        "babanuki": {"variant": "babanuki"},
        "old-maid": {"variant": "old-maid"},
        "jiji-nuki": {"variant": "jiji-nuki"},
    }
    option_list = (
        Option(
            "variant",
            "choice",
            "babanuki",
            "babanuki: 52 cards + a joker, the joker loses; old-maid: one Queen removed, the odd Queen "
            "loses; jiji-nuki: one unseen card removed, the odd card of its rank loses (shown at the end).",
            allowed=VARIANTS,
        ),
        Option(
            "direction",
            "choice",
            "left",
            "Draw from the next player on the left (left) or on the right (right).",
            allowed=("left", "right"),
        ),
        Option(
            "draw_order",
            "choice",
            "draw_then_drawn",
            "Who starts: the first player draws first then is drawn from (draw_then_drawn), is drawn from "
            "first (drawn_first), or the turn follows the drawn-from player (drawn_then_draw, "
            "draw_then_draw).",
            allowed=DRAW_ORDERS,
        ),
        Option(
            "holder_may_shuffle",
            "bool",
            True,
            "On your turn, before drawing, you may shuffle your own hand once (you are next to be "
            "drawn from).",
        ),
    )

    def _new(self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None) -> State:
        variant = options["variant"]
        deck = deck_for(variant)
        state = OldMaidState(self, players, options, seed)
        if deal is not None:
            hands, removed = self._check_deal(players, variant, deal)
        else:
            rng = random.Random(seed)
            removed = None
            if variant == "old-maid":
                removed = rng.choice(QUEENS)
            elif variant == "jiji-nuki":
                removed = rng.choice(deck)
            cards = [card for card in deck if card != removed]
            rng.shuffle(cards)
            hands = [cards[seat::players] for seat in range(players)]
        state.removed = removed
        for seat, hand in enumerate(hands):
            kept, pairs = discard_pairs(list(hand))
            state.hands[seat] = kept
            state.discards.extend((seat, a, b) for a, b in pairs)
        state._start()
        return state

    @staticmethod
    def _check_deal(
        players: int, variant: str, deal: Mapping[str, Any]
    ) -> tuple[list[list[str]], str | None]:
        hands = deal.get("hands")
        if not isinstance(hands, list | tuple) or len(hands) != players:
            raise BadDeal(f"A deal needs `hands`: one list of cards for each of the {players} players.")
        removed = deal.get("removed")
        if variant == "babanuki" and removed is not None:
            raise BadDeal("Babanuki removes no card: leave `removed` out.")
        if variant == "old-maid" and removed not in QUEENS:
            raise BadDeal("Old Maid needs `removed`: the Queen taken out, like `Qs`.")
        if variant == "jiji-nuki" and (removed is None or removed in JOKERS):
            raise BadDeal("Jiji-nuki needs `removed`: the card taken out face down, like `7h`.")
        dealt = [card for hand in hands for card in hand] + ([removed] if removed else [])
        check_deal_cards(dealt, deck_for(variant), "deal")
        return [list(hand) for hand in hands], removed

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """A full position consistent with `view`: own hand as seen, other hands random but pair-free
        and of the sizes shown, the removed card (if any) random among the unseen cards."""
        players = view["players"]
        options = dict(view["options"])
        variant = options["variant"]
        seat = view["seat"]
        state = OldMaidState(self, players, options, rng.randrange(2**63))
        own = list(view["hand"]) if seat is not None else []
        gone = {card for _, pair in view["discards"] for card in pair}
        unseen = [card for card in deck_for(variant) if card not in gone and card not in own]
        sizes = list(view["hand_sizes"])
        fixed: dict[int, list[str]] = {}
        last = view.get("last_draw")
        if last and "card" in last and not last["paired"] and seat == last["holder"]:
            # We saw which card the drawer took from us; it is still theirs.
            fixed[last["drawer"]] = [last["card"]]
        if view["over"]:
            removed = view["removed"]
            hands = [[] for _ in range(players)]
            if view["loser"] is not None:
                hands[view["loser"]] = [view["losing_card"]]
        else:
            removed, hands = _sample_hidden(variant, seat, own, unseen, sizes, fixed, rng)
        state.removed = removed
        state.hands = hands
        state.discards = [(who, a, b) for who, (a, b) in view["discards"]]
        state.places = list(view["places"])
        state.finish_order = list(view["finished"])
        state.mover = view["to_move"]
        state.shuffled = view["shuffled_this_turn"]
        state.history = [(who, action) for who, action in view["history"]]
        if last is not None:
            state.last_draw = {**last, "card": last.get("card")}
        state.ply = len(state.history)
        return state


def _sample_hidden(
    variant: str,
    seat: int | None,
    own: list[str],
    unseen: list[str],
    sizes: list[int],
    fixed: dict[int, list[str]],
    rng: random.Random,
) -> tuple[str | None, list[list[str]]]:
    """Deal `unseen` into the other hands (sizes as shown, no pair in any hand) plus the removed card."""
    others = [s for s in range(len(sizes)) if s != seat]
    for _attempt in range(200):
        pool = [card for card in unseen if card not in {c for cards in fixed.values() for c in cards}]
        removed: str | None = None
        if variant == "old-maid":
            removed = rng.choice([card for card in pool if rank_of(card) == "Q"])
        elif variant == "jiji-nuki":
            removed = rng.choice(pool)
        if removed is not None:
            pool.remove(removed)
        hands = _pair_free_split(pool, others, sizes, fixed, rng)
        if hands is not None:
            if seat is not None:
                hands[seat] = list(own)
            return removed, hands
    # Unreachable for views of real positions; keep computer players going regardless.
    pool = list(unseen)
    rng.shuffle(pool)
    removed = pool.pop() if variant != "babanuki" else None
    hands = [[] for _ in sizes]
    for s in others:
        hands[s] = [pool.pop() for _ in range(sizes[s])]
    if seat is not None:
        hands[seat] = list(own)
    return removed, hands


def _pair_free_split(
    pool: list[str],
    others: list[int],
    sizes: list[int],
    fixed: dict[int, list[str]],
    rng: random.Random,
) -> list[list[str]] | None:
    hands: list[list[str]] = [list(fixed.get(s, [])) for s in range(len(sizes))]
    room = {s: sizes[s] - len(hands[s]) for s in others}
    if sum(room.values()) != len(pool) or any(r < 0 for r in room.values()):
        return None
    by_rank: dict[str, list[str]] = {}
    for card in pool:
        by_rank.setdefault(rank(card), []).append(card)
    # Place the most constrained ranks first, each card with a distinct player (most room first).
    groups = sorted(by_rank.values(), key=lambda cards: (-len(cards), rng.random()))
    for cards in groups:
        held = [s for s in others if room[s] > 0 and all(rank(c) != rank(cards[0]) for c in hands[s])]
        if len(held) < len(cards):
            return None
        held.sort(key=lambda s: (-room[s], rng.random()))
        for card, s in zip(cards, held, strict=False):
            hands[s].append(card)
            room[s] -= 1
    for s in others:
        rng.shuffle(hands[s])
    return hands


GAME = OldMaidGame()


__all__ = ["GAME", "OldMaidGame", "OldMaidState", "deck_for", "discard_pairs", "sort_cards"]
