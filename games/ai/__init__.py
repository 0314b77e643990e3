"""Computer players. They are handed only what `state.view(seat)` shows, never the full state.

    from games import ai
    action = ai.choose("scopa", view, legal, level="normal", seed=1)
    action, why = ai.hint("scopa", view, legal, seed=1)

`legal` is the seat's own legal actions (derivable from its view; passed for convenience).
Levels: `easy` (plausible, makes human mistakes), `normal` (a per-game heuristic), `hard`
(determinized search over worlds sampled from the view, see `games.ai.search`).

`choose` is a module-level function of plain arguments so a process pool can run it.
With `iterations` it is deterministic given `seed`, whatever the machine. Without, the hard
search plans a number of simulations from `budget_ms` (sized so an unloaded core finishes them
inside the budget, and then it is deterministic too) and the wall clock cuts it short when the
machine is busy, so that a move never takes much longer than `budget_ms`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from games.ai.registry import player_for
from games.ai.search import SearchResult, search
from i18n import Text

LEVELS = ("easy", "normal", "hard")
DEFAULT_BUDGET_MS = 300
# The search stops at this share of the budget: the rest covers sampling the last world,
# process-pool transfer and the caller's own work.
_DEADLINE_SHARE = 0.75

__all__ = ["DEFAULT_BUDGET_MS", "LEVELS", "choose", "hint", "search_move"]


def _check(legal: Sequence[str], level: str) -> None:
    if not legal:
        raise ValueError("no legal action to choose from")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")


def choose(
    game: str,
    view: Mapping[str, Any],
    legal: Sequence[str],
    level: str = "normal",
    seed: int = 0,
    *,
    budget_ms: float = DEFAULT_BUDGET_MS,
    iterations: int | None = None,
) -> str:
    """Pick one of `legal` for the seat whose `view` this is. Deterministic given `seed`.

    `budget_ms` caps a hard player's thinking time; `iterations` fixes its search size exactly
    (no clock at all), for tests and reproducible benchmarks.
    """
    _check(legal, level)
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    player = player_for(game)
    rng = random.Random(seed)
    if level == "easy":
        return player.easy(view, legal, rng)
    if level == "normal" or not player.searches:
        return player.normal(view, legal, rng)
    return search_move(game, view, legal, seed, budget_ms=budget_ms, iterations=iterations).action


def search_move(
    game: str,
    view: Mapping[str, Any],
    legal: Sequence[str],
    seed: int = 0,
    *,
    budget_ms: float = DEFAULT_BUDGET_MS,
    iterations: int | None = None,
) -> SearchResult:
    """The hard player's search, with its statistics (for hints and benchmarks)."""
    # The clock starts first: the default move and the player's set-up are part of the budget.
    deadline = time.perf_counter() + budget_ms * _DEADLINE_SHARE / 1000.0
    player = player_for(game)
    rng = random.Random(seed)
    default = player.search_default(view, legal, random.Random(seed))
    if iterations is not None:
        return search(player, view, legal, rng, iterations, default=default)
    planned = max(8, int(budget_ms * player.iterations_per_ms))
    return search(player, view, legal, rng, planned, deadline, default=default)


def hint(
    game: str,
    view: Mapping[str, Any],
    legal: Sequence[str],
    seed: int = 0,
    *,
    budget_ms: float = DEFAULT_BUDGET_MS,
) -> tuple[str, Text]:
    """A suggested move for the seat and a one-line reason (a `Text`, said in the reader's
    language; `str()` is English), for `/hint`."""
    _check(legal, "hard")
    legal = list(legal)
    player = player_for(game)
    if len(legal) == 1:
        return legal[0], Text("hint-only-move")
    if not player.searches:
        action = player.normal(view, legal, random.Random(seed))
        return action, player.explain(view, action)
    result = search_move(game, view, legal, seed, budget_ms=budget_ms)
    reason = player.explain(view, result.action)
    chosen = result.stats.get(result.action)
    others = [arm for move, arm in result.stats.items() if move != result.action and arm.visits]
    if chosen is not None and chosen.visits and others:
        margin = chosen.mean - max(arm.mean for arm in others)
        if margin > 0:
            reason = Text("hint-margin", reason=reason, margin=margin, deals=result.iterations)
    return result.action, reason
