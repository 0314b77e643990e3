"""Determinized search (Perfect Information Monte Carlo over the seat's information set).

Every round samples a fresh world consistent with the seat's view (hidden cards dealt at
random, respecting what is public), plays each root move still in the running in it, lets
the game's rollout policy finish the deal, and credits each move with the deal's outcome for
the seat's side. Because each round draws a new world, the statistics average over
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

from games.ai.player import Player, View
from games.ai.results import ArmStats, SearchResult
from games.core import GameError, State


def search(
    player: Player,
    view: View,
    legal: Sequence[str],
    rng: random.Random,
    iterations: int,
    deadline: float | None = None,
    default: str | None = None,
) -> SearchResult:
    """Spend about `iterations` simulations and return the move with the best mean outcome.

    Moves are compared in pairs on the same sampled worlds (common random numbers): each world
    is dealt once and every move still in the running is simulated in it, with the same rollout
    seed. Most of the noise of a deal is which cards sit where, and pairing cancels it. A move
    whose paired deficit to the leader is clearly negative stops being simulated. When `default`
    (the normal player's move) is given, the search departs from it only for a move that beats it
    on the same worlds by `player.confidence_z` standard errors: in very noisy games this keeps
    the search from trading a sound habit for a lucky streak of simulations.
    """
    # A game may bring its own search for some tables (2-player Scopa searches each world exactly).
    found = player.own_search(view, legal, rng, iterations, deadline, default)
    if found is not None:
        return found
    seat = int(view["seat"])
    solved = player.solve(view, legal)
    if solved is not None:
        return SearchResult(solved, 0, {solved: ArmStats()})
    moves = player.candidates(view, legal) or list(legal)
    if len(moves) == 1:
        return SearchResult(moves[0], 0, {moves[0]: ArmStats()})
    stats = {move: ArmStats() for move in moves}
    outcomes: dict[str, list[float]] = {move: [] for move in moves}
    alive = list(moves)
    done = 0
    rounds = 0
    while done < iterations and len(alive) > 1:
        world = player.determinize(view, rng)
        seed = rng.getrandbits(48)
        late = False
        for move in alive:
            value = _simulate(player, world, move, seat, random.Random(seed))
            outcomes[move].append(value)
            arm = stats[move]
            arm.visits += 1
            arm.total += value
            done += 1
            # Checked per simulation: a round over many moves can outlast what is left of the budget.
            if deadline is not None and time.perf_counter() > deadline:
                late = True
                break
        if late:
            break
        rounds += 1
        if rounds >= _MIN_ROUNDS and rounds % 2 == 0:
            alive = _prune(alive, outcomes, rounds)
    tried = [m for m in alive if stats[m].visits]
    if not tried or (rounds < 2 and default is not None):
        # Out of time before the moves could be compared: the heuristic's move stands.
        return SearchResult(default if default is not None else moves[0], done, stats)
    best = max(tried, key=lambda m: (stats[m].mean, m))
    # Leave the heuristic's move only for one that beats it on the same worlds beyond noise.
    contested = default is not None and default in outcomes and best != default and rounds > 1
    if contested and _paired_z(outcomes[best], outcomes[default]) < player.confidence_z:
        best = default
    return SearchResult(best, done, stats)


def _paired_z(better: list[float], other: list[float]) -> float:
    n = min(len(better), len(other))
    if n < 2:
        return 0.0
    diffs = [a - b for a, b in zip(better[:n], other[:n], strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean / math.sqrt(var / n) if var > 0 else (math.inf if mean > 0 else 0.0)


_MIN_ROUNDS = 6
_PRUNE_Z = 2.5


def _prune(alive: list[str], outcomes: dict[str, list[float]], rounds: int) -> list[str]:
    """Drop the moves that trail the leader on the worlds both were tried in, beyond doubt."""
    leader = max(alive, key=lambda m: sum(outcomes[m][-rounds:]))
    kept = []
    for move in alive:
        if move == leader:
            kept.append(move)
            continue
        # Every alive move was tried in the same recent worlds; compare on those.
        n = min(len(outcomes[move]), len(outcomes[leader]))
        diffs = [a - b for a, b in zip(outcomes[move][-n:], outcomes[leader][-n:], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean + _PRUNE_Z * math.sqrt(var / n) >= 0.0:
            kept.append(move)
    return kept


def _simulate(player: Player, world: State, move: str, seat: int, rng: random.Random) -> float:
    start = world
    try:
        state = world.play(move)
    except GameError:
        # The sampled world disagrees with the seat's own legal moves: an engine sampler bug.
        # Scoring it neutral keeps the search alive without trusting the broken world.
        return 0.0
    return player.simulate(start, state, seat, rng)
