"""Tavolo's rules core: pure, deterministic card-game engines behind one protocol.

    import games
    games.names()                 # registered games
    game = games.get("scopa")
    state = game.new(players=2, preset="scopa", options={"target": 15}, seed=7)

Each game lives in its own module exposing `GAME`; modules are imported on first use.
"""

from __future__ import annotations

import importlib
import importlib.util

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

# Game name -> module. A module that is not written yet is simply not listed by names().
_MODULES = {
    "scopa": "games.scopa",
    "scarto": "games.scarto",
    "stovkahra": "games.stovkahra",
    "gofish": "games.gofish",
    "concentration": "games.concentration",
    "oldmaid": "games.oldmaid",
}
_loaded: dict[str, Game] = {}


def _available(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def names() -> list[str]:
    """The registered games, in a stable order."""
    return [name for name, module in _MODULES.items() if _available(module)]


def get(name: str) -> Game:
    """The game called `name`; raises `BadOptions` naming the known games otherwise."""
    key = name.strip().lower()
    if key not in _loaded:
        module = _MODULES.get(key)
        if module is None or not _available(module):
            raise BadOptions(f"There is no game `{name}`. Games: {', '.join(names())}.")
        _loaded[key] = importlib.import_module(module).GAME
    return _loaded[key]


def find(name: str) -> tuple[Game, str]:
    """A game and preset from a game name or a preset name (`scopone` -> scopa, scopone)."""
    key = name.strip().lower()
    if key in _MODULES and _available(_MODULES[key]):
        game = get(key)
        return game, game.default_preset
    for game_name in names():
        game = get(game_name)
        if key in game.presets:
            return game, key
    raise BadOptions(f"There is no game or preset `{name}`. Games: {', '.join(names())}.")
