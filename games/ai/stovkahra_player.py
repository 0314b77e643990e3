"""Computer players for Stovkahra: declarations, the signal, dost, brčke, and team card play.

Every level declares what it holds (a declaration only ever scores), passes at once when it holds
nothing, and claims dost only when it is right. Card play is standard play with the 7 bonuses in
mind; the partner of a signaller leads the signalled suit to the first trick. The hard player
searches the card play, in worlds where a seat that has passed holds nothing it did not declare
(so do computer players; a person may keep quiet, and then the worlds drop the assumption).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.ai.player import Player, View
from games.ai.scarto_player import explain_trick_card
from games.ai.trick_play import Table, pick_card
from games.cards import SUITS
from games.core import State
from games.stovkahra.knowledge import determinize, done_declaring
from games.stovkahra.rules import (
    ALL,
    CARDS,
    INDEX,
    NAMES,
    POINTS,
    TOKENS,
    combinations,
    score_deal,
    trick_rules,
)
from games.tricks import Tricks, bits
from i18n import Text

SIDES = (0, 1, 0, 1)
ROLLOUT_NOISE = 0.1


def _mask(cards: Sequence[str]) -> int:
    out = 0
    for card in cards:
        out |= 1 << INDEX[card]
    return out


def table_of(view: View) -> Table:
    """The seat's knowledge as the trick heuristics want it."""
    options = view.get("options") or {}
    rules = trick_rules(options.get("follow", "strict"))
    trump = SUITS.index(view["trump"])
    seat = int(view["seat"])
    hand = _mask(view["hand"])
    played = 0
    voids = [0, 0, 0, 0]
    records = [(t["leader"], [INDEX[c] for c in t["cards"]]) for t in view.get("tricks", [])]
    if view.get("trick"):
        records.append((view["trick"][0][0], [INDEX[c] for _, c in view["trick"]]))
    for first, cards in records:
        for i, card in enumerate(cards):
            played |= 1 << card
            voids[(first + i) % 4] |= rules.forbidden(card, cards[:i], trump)
    return Table(
        rules=rules,
        trump=trump,
        seat=seat,
        sides=SIDES,
        hand=hand,
        trick=tuple(INDEX[c] for _, c in view.get("trick", [])),
        leader=int(view["leader"]),
        unseen=ALL & ~played & ~hand,
        voids=voids,
        points=POINTS,
        seven_bonus=True,
    )


def deal_points(view: View) -> list[int]:
    """Each team's points in this deal so far: declarations, card points and 7 bonuses."""
    options = view.get("options") or {}
    trump = SUITS.index(view["trump"])
    points = list(view.get("card_points") or [0, 0])
    for who, _token, value in view.get("declarations", []):
        points[who % 2] += value
    must_be_trump = bool(options.get("seven_must_be_trump"))
    for i, record in enumerate(view.get("tricks", [])):
        card = record["winning_card"]
        if card.startswith("7") and (not must_be_trump or SUITS.index(card[-1]) == trump):
            # The deal is not over, so no trick here is the last: first trick 52, any other 10.
            points[record["winner"] % 2] += 52 if i == 0 else 10
    return points


def dost_wins(view: View) -> bool:
    """Whether claiming dost now would be right (the team has reached the target)."""
    side = int(view["seat"]) % 2
    return view["scores"][side] + deal_points(view)[side] >= view["target"]


def _brcka(view: View, legal: Sequence[str]) -> str:
    info: Mapping[str, Any] = view.get("brcka") or {}
    side = int(view["seat"]) % 2
    tally = view.get("brcke") or [0, 0]
    amount = int(info.get("brcke", 1))
    # Adding wins outright when it reaches the target; otherwise pull back the team that is ahead.
    if tally[side] + amount >= view.get("brcke_target", 10) or tally[1 - side] < tally[side]:
        return "brcka:add"
    return "brcka:take" if "brcka:take" in legal else "brcka:add"


def _signalled_lead(view: View, legal: Sequence[str]) -> list[str]:
    signal = view.get("signal")
    if not signal or signal.get("to") != view["seat"] or view.get("tricks") or view.get("trick"):
        return []
    return [a for a in legal if a in INDEX and a[-1] == signal["suit"]]


class StovkahraPlayer(Player):
    """Stovkahra: the rules' formalities done right at every level; play differs by level."""

    # 240 simulations in the default 300 ms: 480 played no measurably better (issue 34, BENCHMARKS).
    iterations_per_ms = 0.8

    def _formal(self, view: View, legal: Sequence[str]) -> str | None:
        """The move every level makes when it has one: brčke, dost when right, declare, signal."""
        if view.get("phase") == "brcka":
            return _brcka(view, legal)
        if "dost" in legal and dost_wins(view):
            return "dost"
        declares = [a for a in legal if a.startswith("declare:")]
        if declares:
            return declares[0]
        signals = [a for a in legal if a.startswith("signal:")]
        if signals:
            return signals[0]
        if "pass" in legal:
            return "pass"
        return None

    def determinize(self, view: View, rng: random.Random) -> State:
        """A world for the search: the engine's, reading each finished declaration turn as "declared
        everything held" (the turn order itself no longer says who holds a combination)."""
        return determinize(self.game, view, rng, declared_all=done_declaring(view))

    def _cards(self, legal: Sequence[str]) -> list[str]:
        return [a for a in legal if a in INDEX]

    def easy(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        formal = self._formal(view, legal)
        if formal is not None:
            return formal
        if rng.random() < 0.35:
            return rng.choice(self._cards(legal) or list(legal))
        return self.normal(view, legal, rng)

    def normal(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        formal = self._formal(view, legal)
        if formal is not None:
            return formal
        lead = _signalled_lead(view, legal)
        if lead:
            return min(lead, key=lambda a: CARDS.power[INDEX[a]])
        card = NAMES[pick_card(table_of(view))]
        return card if card in legal else rng.choice(self._cards(legal) or list(legal))

    def candidates(self, view: View, legal: Sequence[str]) -> list[str]:
        formal = self._formal(view, legal)
        if formal is not None:
            return [formal]
        return _signalled_lead(view, legal) or self._cards(legal) or list(legal)

    def explain(self, view: View, action: str) -> Text:
        if action == "dost":
            return Text("hint-stovkahra-dost")
        if action.startswith("declare:"):  # the move names the declaration: the reason says why
            return Text("hint-stovkahra-declare")
        if action.startswith("signal:"):
            return Text("hint-stovkahra-signal")
        if action.startswith("brcka:"):
            return Text("hint-stovkahra-brcka")
        if action == "pass":
            return Text("hint-stovkahra-pass")
        if _signalled_lead(view, [action]):
            return Text("hint-stovkahra-signalled")
        table = table_of(view)
        card = INDEX[action]
        wins = bool(table.trick) and table.rules.winner((*table.trick, card), table.trump) == len(table.trick)
        if wins and CARDS.power[card] == 0:
            return Text("hint-stovkahra-seven")
        return explain_trick_card(table, card)

    def reward(self, start: State, end: State, seat: int) -> float:
        """The deal's team totals, read from the summary the public view keeps of a finished deal."""
        if not (end.over or end.deal != start.deal):
            return 0.0
        summary = end.view(seat).get("previous_deal")
        if not summary:
            return 0.0
        teams = summary["teams"]
        return float(teams[seat % 2]["total"] - teams[1 - seat % 2]["total"])

    def simulate(self, start: State, state: State, seat: int, rng: random.Random) -> float:
        deal = start.deal
        # Formalities first: declare everything, no signals or dost inside a simulation.
        while state.phase == "declare" and state.deal == deal:  # type: ignore[attr-defined]
            legal = state.legal()
            state = state.play(next((a for a in legal if a.startswith("declare:")), "pass"))
        if state.phase != "play" or state.deal != deal:  # type: ignore[attr-defined]
            return self.reward(start, state, seat)
        t: Tricks = state._tricks  # type: ignore[attr-defined]
        declared = list(state._declared)  # type: ignore[attr-defined]
        if not t.done and not t.trick:
            # The leader may still declare before leading; so would any sensible player.
            done = {(who, token) for who, token, _ in declared}
            leader = t.leader
            for token in combinations(t.hands[leader]):
                if (leader, token) not in done:
                    declared.append((leader, token, TOKENS[token][2]))
        trump: int = state._d.trump  # type: ignore[attr-defined]
        signal = state._signal  # type: ignore[attr-defined]
        rules = t.rules
        no_voids = (0, 0, 0, 0)
        while not t.finished:
            mover = t.to_move
            hands = t.hands
            card = -1
            if signal is not None and not t.done and not t.trick and mover == (signal[0] + 2) % 4:
                suit_cards = bits(hands[mover] & CARDS.suit_masks[signal[1]])
                if suit_cards:
                    card = suit_cards[0]
            if card < 0:
                if rng.random() < ROLLOUT_NOISE:
                    options = bits(t.allowed())
                    card = options[int(rng.random() * len(options))]
                else:
                    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[mover]
                    card = pick_card(
                        Table(
                            rules,
                            trump,
                            mover,
                            SIDES,
                            hands[mover],
                            t.trick,
                            t.leader,
                            others,
                            no_voids,
                            POINTS,
                            0.0,
                            True,
                        )
                    )
            t = t.play(card)
        must = bool(state.options.get("seven_must_be_trump"))
        teams = score_deal(t, tuple(declared), trump, True, must)
        return float(teams[seat % 2]["total"] - teams[1 - seat % 2]["total"])


PLAYER = StovkahraPlayer("stovkahra")
