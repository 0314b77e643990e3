"""Which `Player` plays which game. Per-game players live in `games/ai/<game>.py` as `PLAYER`."""

from __future__ import annotations

import importlib
import importlib.util

from games.ai.player import Player

_players: dict[str, Player] = {}


def player_for(game: str) -> Player:
    """The computer player of `game` (the generic one if the game has no dedicated player)."""
    key = game.strip().lower()
    if key not in _players:
        module = f"games.ai.{key}_player"
        if importlib.util.find_spec(module) is not None:
            _players[key] = importlib.import_module(module).PLAYER
        else:
            _players[key] = Player(key)
    return _players[key]
