"""Go Fish positions for the computer-player tests: a seeded game after some random plies."""

from __future__ import annotations

import random
from typing import Any

from games import get
from games.core import State

GOFISH = get("gofish")


def played(seed: int, players: int, plies: int, options: dict[str, Any] | None = None) -> State:
    """The game after up to `plies` random legal actions (fewer if it ends first)."""
    state = GOFISH.new(players, seed=seed, options=options or {})
    rng = random.Random(seed)
    for _ in range(plies):
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))
    return state
