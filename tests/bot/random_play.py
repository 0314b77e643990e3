"""Positions of a random game, for tests that draw or describe a table mid-game or at its end."""

from __future__ import annotations

import random
from typing import Any

import games


def random_position(
    game: str,
    players: int,
    *,
    moves: int | None = None,
    options: dict[str, Any] | None = None,
    preset: str | None = None,
    seed: int = 3,
) -> games.State:
    """`game` dealt from `seed`, then `moves` random legal moves (all of them to its end when None)."""
    kwargs = {"preset": preset} if preset else {}
    state = games.get(game).new(players=players, options=options or None, seed=seed, **kwargs)
    rng = random.Random(seed)
    played = 0
    while not state.over and (moves is None or played < moves):
        state = state.play(rng.choice(state.legal()))
        played += 1
    return state
