"""A lean Concentration playout for the search: the standard rules only, ranks on a board.

The engine copies the whole board, memory and history on every flip; a playout needs far
less. Under the standard options (turn up two, match by rank, no jokers, no reshuffles or
moves) a position is the ranks still on the board, where each was seen, what is face up,
who moves and how many cards each player took. Every simulated player remembers everything
seen (the table's public memory), which is how the search's opponents are modelled.
"""

from __future__ import annotations

import random
from typing import Any

from games.family_common import rank


def standard(options: dict[str, Any]) -> bool:
    """Whether these options are the ones this playout implements."""
    return (
        options.get("flip", 2) == 2
        and options.get("match", "rank") == "rank"
        and not options.get("jokers")
        and not options.get("shuffle_when_few")
        and not options.get("move_on_flip_back")
    )


class Playout:
    """A mutable Concentration game under the standard rules, built from an engine state."""

    __slots__ = ("board", "face_up", "left", "mover", "n", "seen", "taken")

    def __init__(self, state: Any) -> None:
        self.n = state.num_players
        self.board: list[str | None] = [None if card is None else rank(card) for card in state.board]
        self.face_up = list(state.face_up)
        self.seen = {i: rank(card) for i, card in state.seen.items() if state.board[i] is not None}
        for i in self.face_up:
            self.seen.pop(i, None)
        self.taken = [len(cards) for cards in state.taken]
        self.mover = state.mover
        self.left = sum(1 for card in self.board if card is not None)

    def _unknown(self) -> list[int]:
        return [
            i
            for i, card in enumerate(self.board)
            if card is not None and i not in self.seen and i not in self.face_up
        ]

    def pick(self, rng: random.Random, noise: float) -> int:
        """Take a remembered pair, else turn up a card nobody has seen."""
        if rng.random() >= noise:
            if self.face_up:
                wanted = self.board[self.face_up[0]]
                for i, card in self.seen.items():
                    if card == wanted:
                        return i
            else:
                by_rank: dict[str, int] = {}
                for i, card in self.seen.items():
                    if card in by_rank:
                        return i
                    by_rank[card] = i  # type: ignore[index]
        unknown = self._unknown()
        if not unknown:
            unknown = [i for i in self.seen if i not in self.face_up]
        return unknown[int(rng.random() * len(unknown))]

    def flip(self, index: int) -> None:
        self.face_up.append(index)
        self.seen.pop(index, None)
        if len(self.face_up) < 2:
            return
        a, b = self.face_up
        self.face_up = []
        if self.board[a] == self.board[b]:
            self.board[a] = self.board[b] = None
            self.taken[self.mover] += 2
            self.left -= 2
            return
        self.seen[a] = self.board[a]  # type: ignore[assignment]
        self.seen[b] = self.board[b]  # type: ignore[assignment]
        self.mover = (self.mover + 1) % self.n

    def play_out(self, rng: random.Random, noise: float) -> list[int]:
        # With matching by rank on a full deck every rank pairs up, so the board always empties.
        while self.left > 0:
            self.flip(self.pick(rng, noise))
        return self.taken
