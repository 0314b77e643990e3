"""Computer players. They are handed only what `state.view(seat)` shows, never the full state.

    from games import ai
    action = ai.choose("scopa", view, legal, level="normal", seed=1)

`legal` is the seat's own legal actions (derivable from its view; passed for convenience).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

LEVELS = ("easy", "normal", "hard")


def choose(game: str, view: Mapping[str, Any], legal: Sequence[str], level: str = "normal", seed: int = 0) -> str:
    """Pick one of `legal` for the seat whose `view` this is. Deterministic given `seed`."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    return random.Random(seed).choice(list(legal))
