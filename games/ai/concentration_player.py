"""Computer players for Concentration (Shinkei-suijaku).

The view's `seen` is the table's perfect memory of where face-down cards were turned up. A
person's memory fades: the easy and normal players recall each remembered card with a chance
that falls with the number of flips since it was last seen (seeded, so a move is repeatable).
The hard player remembers everything and searches; among cards nobody has seen, any place is
as good as another, so it only weighs one of them against the remembered ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from games.ai.concentration_sim import Playout, standard
from games.ai.player import Player, View
from games.cards import JOKERS, symbol
from games.concentration import DECK_RANKS, RED
from games.core import State
from games.family_common import rank
from i18n import Text

ROLLOUT_NOISE = 0.05
# Chance of still recalling a card per flip since it was last seen.
RECALL = {"easy": 0.9, "normal": 0.96}

Match = Callable[[str, str], bool]


def matcher(options: Mapping[str, Any]) -> Match:
    """Whether two cards pair under these options (mirrors the engine's rules)."""
    mode = options.get("match", "rank")
    ranks = DECK_RANKS[options.get("deck", 52)]
    wrap = bool(options.get("wrap_ace_king"))

    def pair(a: str, b: str) -> bool:
        if a in JOKERS or b in JOKERS:
            return a in JOKERS and b in JOKERS
        if mode == "rank":
            return rank(a) == rank(b)
        if mode == "rank_and_colour":
            return rank(a) == rank(b) and (a[-1] in RED) == (b[-1] in RED)
        gap = abs(ranks.index(rank(a)) - ranks.index(rank(b)))
        return gap == 1 or (wrap and gap == len(ranks) - 1)

    return pair


def group_size(options: Mapping[str, Any]) -> int:
    flip = options.get("flip", 2)
    return 2 if flip == 2 or (flip == 3 and options.get("flip3") == "pairs") else int(flip)


def complete_set(
    down: Sequence[int], memory: Mapping[int, str], face_up: Sequence[str], pair: Match, group: int
) -> int | None:
    """A remembered place that completes (or starts) a set with what is face up, if there is one."""
    known = {i: memory[i] for i in down if i in memory}
    if group == 2:
        if face_up:
            for card in face_up:
                for i, other in known.items():
                    if pair(card, other):
                        return i
            return None
        items = sorted(known.items())
        for x, (i, a) in enumerate(items):
            for _j, b in items[x + 1 :]:
                if pair(a, b):
                    return i
        return None
    wanted = {rank(c) for c in face_up if c not in JOKERS}
    if len(wanted) > 1 or any(c in JOKERS for c in face_up):
        return None  # the face-up cards can no longer make a set
    places: dict[str, list[int]] = {}
    for i, card in known.items():
        if card not in JOKERS:
            places.setdefault(rank(card), []).append(i)
    for r, spots in sorted(places.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        if (not wanted or r in wanted) and len(spots) + len(face_up) >= group:
            return spots[0]
    return None


def pick_flip(
    down: Sequence[int],
    memory: Mapping[int, str],
    face_up: Sequence[str],
    pair: Match,
    group: int,
    rng: random.Random,
) -> int:
    """The place to turn up: complete a remembered set, else try a card nobody remembers."""
    found = complete_set(down, memory, face_up, pair, group)
    if found is not None:
        return found
    unknown = [i for i in down if i not in memory]
    if unknown:
        return unknown[int(rng.random() * len(unknown))]
    return min(down)


def _ages(view: View) -> dict[int, int]:
    """Flips since each place was last turned up, from the public history."""
    history = view.get("history", [])
    total = len(history)
    ages: dict[int, int] = {}
    for k, (_who, action) in enumerate(history):
        ages[int(action.split(":")[1])] = total - 1 - k
    return ages


class ConcentrationPlayer(Player):
    """Concentration: fading memory for easy and normal, perfect memory and search for hard."""

    iterations_per_ms = 0.8

    def _memory(self, view: View, rng: random.Random, recall: float | None) -> dict[int, str]:
        seen = {i: card for i, card in enumerate(view.get("seen", [])) if card is not None}
        if recall is None:
            return seen
        ages = _ages(view)
        return {i: card for i, card in seen.items() if rng.random() < recall ** ages.get(i, 0)}

    def _pick(self, view: View, legal: Sequence[str], rng: random.Random, recall: float | None) -> str:
        board = view["board"]
        face_up = [board[i] for i in view.get("face_up", [])]
        down = [int(a.split(":")[1]) for a in legal]
        options = view.get("options") or {}
        memory = self._memory(view, rng, recall)
        return f"flip:{pick_flip(down, memory, face_up, matcher(options), group_size(options), rng)}"

    def easy(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        return self._pick(view, legal, rng, RECALL["easy"])

    def normal(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        return self._pick(view, legal, rng, RECALL["normal"])

    def candidates(self, view: View, legal: Sequence[str]) -> list[str]:
        board = view["board"]
        options = view.get("options") or {}
        memory = self._memory(view, random.Random(0), None)
        down = [int(a.split(":")[1]) for a in legal]
        face_up = [board[i] for i in view.get("face_up", [])]
        found = complete_set(down, memory, face_up, matcher(options), group_size(options))
        if found is not None:
            return [f"flip:{found}"]  # a remembered set is there to take: nothing to weigh
        # Every unseen place is alike to this seat: one stands for all of them.
        moves = [f"flip:{i}" for i in down if i in memory]
        unknown = [i for i in down if i not in memory]
        if unknown:
            moves.append(f"flip:{unknown[0]}")
        return moves

    def explain(self, view: View, action: str) -> Text:
        index = int(action.split(":")[1])
        seen = view.get("seen", [])
        # Places are counted from 1 for people, as the board and `describe` show them.
        if index < len(seen) and seen[index] is not None:
            return Text("hint-concentration-seen", number=index + 1, card=symbol(seen[index]))
        return Text("hint-concentration-unseen", number=index + 1)

    def simulate(self, start: State, state: State, seat: int, rng: random.Random) -> float:
        if state.over or not standard(state.options):
            return super().simulate(start, state, seat, rng)
        taken = Playout(state).play_out(rng, ROLLOUT_NOISE)
        before = [len(cards) for cards in start.taken]  # type: ignore[attr-defined]
        gains = [after - was for after, was in zip(taken, before, strict=True)]
        others = [g for s, g in enumerate(gains) if s != seat]
        return gains[seat] - (sum(others) / len(others) if others else 0.0)

    def rollout_move(self, state: State, rng: random.Random) -> str:
        board = state.board  # type: ignore[attr-defined]
        face = state.face_up  # type: ignore[attr-defined]
        down = [i for i, card in enumerate(board) if card is not None and i not in face]
        if rng.random() < ROLLOUT_NOISE:
            return f"flip:{down[int(rng.random() * len(down))]}"
        options = state.options
        choice = pick_flip(
            down,
            state.seen,
            [board[i] for i in face],
            matcher(options),
            group_size(options),
            rng,  # type: ignore[attr-defined]
        )
        return f"flip:{choice}"


PLAYER = ConcentrationPlayer("concentration")
