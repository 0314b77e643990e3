"""Determinized search (Perfect Information Monte Carlo with UCB1 at the root).

Every iteration samples a fresh world consistent with the seat's view (hidden cards dealt
at random, respecting what is public), picks a root move by UCB1, plays it, lets the
game's rollout policy finish the deal, and credits the move with the deal's outcome for
the seat's side. Because each iteration draws a new world, the statistics average over
the seat's information set rather than over one guessed deal, and because worlds come
from the view alone, the search cannot peek at cards the seat does not see.

The number of iterations is fixed by the caller, so a seeded search is reproducible;
`deadline` (a `time.perf_counter()` instant) only cuts it short when the machine is slow.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from games.ai.player import Player, View
from games.core import GameError, State


@dataclass
class ArmStats:
    """Running statistics of one root move."""

    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class SearchResult:
    """The chosen move and what the search saw, for hints and benchmarks."""

    action: str
    iterations: int
    stats: dict[str, ArmStats] = field(default_factory=dict)

    def ranked(self) -> list[tuple[str, ArmStats]]:
        return sorted(self.stats.items(), key=lambda item: (-item[1].mean, -item[1].visits, item[0]))


def search(
    player: Player,
    view: View,
    legal: Sequence[str],
    rng: random.Random,
    iterations: int,
    deadline: float | None = None,
    exploration: float = 1.0,
) -> SearchResult:
    """Run `iterations` determinized simulations and return the move with the best mean outcome."""
    seat = int(view["seat"])
    moves = player.candidates(view, legal) or list(legal)
    if len(moves) == 1:
        return SearchResult(moves[0], 0, {moves[0]: ArmStats()})
    stats = {move: ArmStats() for move in moves}
    done = 0
    # Welford running variance of all rewards, so exploration scales with the game's point spread.
    mean, m2 = 0.0, 0.0
    for done in range(1, iterations + 1):
        world = player.determinize(view, rng)
        move = _select(stats, moves, done, exploration * (math.sqrt(m2 / (done - 1)) if done > 2 else 1.0))
        value = _simulate(player, world, move, seat, rng)
        arm = stats[move]
        arm.visits += 1
        arm.total += value
        delta = value - mean
        mean += delta / done
        m2 += delta * (value - mean)
        if deadline is not None and time.perf_counter() > deadline:
            break
    best = max(moves, key=lambda m: (stats[m].mean if stats[m].visits else -math.inf, stats[m].visits))
    return SearchResult(best, done, stats)


def _select(stats: dict[str, ArmStats], moves: list[str], step: int, scale: float) -> str:
    for move in moves:
        if stats[move].visits == 0:
            return move
    log_n = math.log(step)
    return max(moves, key=lambda m: stats[m].mean + scale * math.sqrt(2.0 * log_n / stats[m].visits))


def _simulate(player: Player, world: State, move: str, seat: int, rng: random.Random) -> float:
    start = world
    try:
        state = world.play(move)
    except GameError:
        # The sampled world disagrees with the seat's own legal moves: an engine sampler bug.
        # Scoring it neutral keeps the search alive without trusting the broken world.
        return 0.0
    return player.simulate(start, state, seat, rng)
