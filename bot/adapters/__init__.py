"""Per-game Discord adapters: how a game's actions become `/play` arguments, buttons and labels.

The default `Adapter` works for any game from `state.legal()` and `state.describe()`:
- an action that is a card (`7d`) or a card with a target (`7d:3c+4s`) is a *card play*: `/play`
  and the `/hand` card buttons use it;
- any other action (`ask:2:7`, `flip:12`) is offered in the `/hand` "moves" select and by `/move`.

A game that wants different labels, parsing or panel controls subclasses `Adapter` in its own
module under `bot/adapters/` and adds one line to `_MODULES` below. See docs/ARCHITECTURE.md,
"Discord adapters".
"""

from __future__ import annotations

import importlib
from typing import Any

from bot.adapters.base import Adapter, PlayError, split_action

__all__ = ["Adapter", "PlayError", "adapter_for", "register", "split_action"]

# game name -> module that registers its adapter (imported on first use)
_MODULES: dict[str, str] = {
    "scopa": "bot.adapters.scopa",
    **dict.fromkeys(("gofish", "concentration", "oldmaid"), "bot.adapters.family"),
    **dict.fromkeys(("scarto", "stovkahra"), "bot.adapters.tricks"),
}
_REGISTRY: dict[str, Adapter] = {}
_DEFAULT = Adapter()


def register(adapter: Adapter) -> Adapter:
    """Make `adapter` the one used for `adapter.game`. Returns it, so modules can keep a handle."""
    _REGISTRY[adapter.game] = adapter
    return adapter


def adapter_for(game: str | Any) -> Adapter:
    """The adapter for a game name (or a `Game`); the generic default when none is registered."""
    name = game if isinstance(game, str) else game.name
    if name not in _REGISTRY and name in _MODULES:
        importlib.import_module(_MODULES[name])
    return _REGISTRY.get(name, _DEFAULT)
