"""What a computer player for one game provides; the search in `games.ai.search` drives it.

A `Player` has three ways to pick a move from a seat's view (easy, normal, and the
rollout policy the search uses inside sampled worlds), a way to sample such worlds,
and a way to score the end of a simulated deal. Per-game players subclass it and
override what their game needs; the defaults are playable for any game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import games
from games.ai.results import SearchResult
from games.core import State
from i18n import Text

View = Mapping[str, Any]


class Player:
    """Default computer player for `game`: random easy/normal, search with random rollouts."""

    #: Search iterations per millisecond of budget, measured on this project's machine so that a
    #: deterministic iteration count stays well inside the wall-clock budget.
    iterations_per_ms: float = 1.0
    #: How many standard errors a searched move must beat the normal player's move by, on the
    #: same sampled worlds, before the hard player prefers it (0: the best mean simply wins).
    confidence_z: float = 1.0
    #: False for games where no search can beat the heuristic (the hard player then plays normal).
    searches: bool = True
    #: Plies after which a rollout gives up (a safety net against endless simulated play).
    max_rollout_plies: int = 4000

    def __init__(self, game: str) -> None:
        self.name = game

    @property
    def game(self) -> games.Game:
        return games.get(self.name)

    # --- choosing from a view -----------------------------------------------------------

    def easy(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        """Legal, plausible and fallible."""
        return rng.choice(list(legal))

    def normal(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        """A sound heuristic for the game."""
        return rng.choice(list(legal))

    def own_search(
        self,
        view: View,
        legal: Sequence[str],
        rng: random.Random,
        iterations: int,
        deadline: float | None,
        default: str | None,
    ) -> SearchResult | None:
        """A game's own search for this position, or None for the shared rollout search."""
        return None

    def search_default(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        """The move the hard search keeps unless another beats it beyond noise (normal's move)."""
        return self.normal(view, legal, rng)

    def explain(self, view: View, action: str) -> Text:
        """One line saying why `action` is a good idea, for `/hint` (said in the reader's language)."""
        return Text("hint-best-tried")

    # --- what the search needs -----------------------------------------------------------

    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with `view`; the engine's sampler unless a game overrides it."""
        return self.game.determinize(view, rng)

    def solve(self, view: View, legal: Sequence[str]) -> str | None:
        """A move found by exact search when nothing relevant is hidden any more (None: search)."""
        return None

    def candidates(self, view: View, legal: Sequence[str]) -> list[str]:
        """The root moves worth searching (all by default; games with many equivalent moves prune)."""
        return list(legal)

    def rollout_move(self, state: State, rng: random.Random) -> str:
        """The move the simulated player to act makes inside a sampled world (cheap is good)."""
        return rng.choice(state.legal())

    def simulate(self, start: State, state: State, seat: int, rng: random.Random) -> float:
        """Finish the deal of `state` (a sampled world right after the root move) and score it for `seat`."""
        return self.reward(start, self.rollout(start, state, rng), seat)

    def rollout(self, start: State, state: State, rng: random.Random) -> State:
        """Play `state` (a sampled world after the root move) to the end of `start`'s deal."""
        for _ in range(self.max_rollout_plies):
            if self.finished(start, state):
                break
            state = state.play(self.rollout_move(state, rng))
        return state

    def finished(self, start: State, state: State) -> bool:
        """Whether a simulation from `start` has reached the end of its deal."""
        return state.over or state.deal != start.deal

    def reward(self, start: State, end: State, seat: int) -> float:
        """How good the simulated deal was for `seat`: its side's gain minus the others' mean gain."""
        sides = start.sides
        mine = sides[seat]
        gains = [after - before for before, after in zip(start.scores, end.scores, strict=True)]
        others = [gain for side, gain in enumerate(gains) if side != mine]
        return gains[mine] - (sum(others) / len(others) if others else 0.0)
