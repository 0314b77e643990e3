"""A Stovkahra position as `view.py` and `playout.py` read it.

The position is a `StovkahraState` (state.py), which imports both modules: they name it here by
what they read of it, a `Protocol`, so no two modules import each other.
"""

from __future__ import annotations

from typing import Any, Protocol, Self

from games.core import Result
from games.tricks import Tricks


class Position(Protocol):
    _m: Any  # the match's record: game, options, seed
    _d: Any  # the deal's record: its number, dealer, deck
    _phase: int
    _tricks: Tricks
    _history: tuple[tuple[int, str], ...]
    _pending: tuple[int, ...]
    _declared: tuple[tuple[int, str, int], ...]
    _signal: tuple[int, int] | None
    _totals: tuple[int, int]
    _brcke: tuple[int, int]
    _summaries: tuple[dict[str, Any], ...]
    _games: tuple[dict[str, Any], ...]
    _brcka: tuple[int, int, int] | None
    _result: Result | None

    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...
    def play(self, action: str) -> Self: ...
    def _copy(self) -> Self: ...
    def _declarable(self, seat: int) -> list[str]: ...
