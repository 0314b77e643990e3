"""The one hook through which features put their controls on a message another feature draws.

The live table feature draws each table's live message; the lobby's buttons, My hand and Follow
belong to other features. Each registers a maker at setup (`bot.table_controls.add(...)`), and
the live table asks for the items of a table's status when it draws. No feature imports another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import discord

from bot.service.model import Table

Maker = Callable[[Table, str], Iterable[discord.ui.Item[Any]]]


class TableControls:
    """Who adds which controls to a table's live message, per status, in a fixed order."""

    def __init__(self) -> None:
        self._makers: dict[str, list[tuple[int, Maker]]] = {}

    def add(self, status: str, maker: Maker, *, order: int) -> None:
        """`maker(table, locale)` gives the items for a table in `status` (`lobby`, `playing`);
        lower `order` first, whatever the order the features were loaded in."""
        makers = self._makers.setdefault(status, [])
        if all(m is not maker for _, m in makers):
            makers.append((order, maker))
            makers.sort(key=lambda pair: pair[0])

    def view(self, table: Table, locale: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for _, maker in self._makers.get(table.status, ()):
            for item in maker(table, locale):
                view.add_item(item)
        return view
