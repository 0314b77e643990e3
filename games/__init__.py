"""Tavolo's rules core: pure, deterministic card-game engines behind one protocol.

    import games
    games.names()                 # registered games
    game = games.get("scopa")
    state = game.new(players=2, preset="scopa", options={"target": 15}, seed=7)

Each game lives in its own module or package exposing `GAME`, found by walking this package on
first use (listed nowhere); `Game.order` keeps `names()` in a stable order.
"""

from __future__ import annotations

import importlib
import pkgutil

from games.core import (
    BadDeal,
    BadOptions,
    Game,
    GameError,
    IllegalAction,
    Option,
    Result,
    State,
    ranks_from_scores,
)

__all__ = [
    "BadDeal",
    "BadOptions",
    "Game",
    "GameError",
    "IllegalAction",
    "Option",
    "Result",
    "State",
    "find",
    "get",
    "names",
    "ranks_from_scores",
]

_games: dict[str, Game] | None = None


def _discover() -> dict[str, Game]:
    """Every game: the modules and packages of this package that define `GAME`, by `Game.order`."""
    global _games
    if _games is None:
        found: list[Game] = []
        for module in pkgutil.iter_modules(__path__, __name__ + "."):
            game = getattr(importlib.import_module(module.name), "GAME", None)
            if isinstance(game, Game):
                found.append(game)
        _games = {game.name: game for game in sorted(found, key=lambda g: (g.order, g.name))}
    return _games


def names() -> list[str]:
    """The games, in a stable order (`Game.order`): scopa, scarto, stovkahra, gofish, ..."""
    return list(_discover())


def get(name: str) -> Game:
    """The game called `name`; raises `BadOptions` naming the known games otherwise."""
    game = _discover().get(name.strip().lower())
    if game is None:
        raise BadOptions(f"There is no game `{name}`. Games: {', '.join(names())}.")
    return game


def find(name: str) -> tuple[Game, str]:
    """A game and preset from a game name or a preset name (`scopone` -> scopa, scopone)."""
    key = name.strip().lower()
    if key in _discover():
        game = get(key)
        return game, game.default_preset
    for game_name in names():
        game = get(game_name)
        if key in game.presets:
            return game, key
    raise BadOptions(f"There is no game or preset `{name}`. Games: {', '.join(names())}.")
