"""Restart-safe controls bound to one table, the base of every button and select a feature adds.

A control's custom id is `tv:<kind>:<table>`: discord.py's `DynamicItem` rebuilds it from a click
after a restart (`from_custom_id`), and its answer runs under `report`, so a refusal reaches the
player who clicked as a short private line. A subclass names its template (with the table as `t`)
and its `kind`, builds its look in `__init__`, and answers in `clicked` or `chosen`.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord

from bot.discord.core.interact import report, restored_select


class TableButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"(?!)"):
    """A button bound to one table (`tv:<kind>:<table>`)."""

    kind: ClassVar[str] = ""

    def __init__(self, table_id: int, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=f"tv:{self.kind}:{table_id}", **button))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> TableButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self.clicked(interaction)
        except Exception as error:
            await report(interaction, error)

    async def clicked(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class TableSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"(?!)"):
    """A select bound to one table (`tv:<kind>:<table>`); rebuilt from a click, it has no options
    of its own (the click carries the values chosen)."""

    kind: ClassVar[str] = ""

    def __init__(
        self, table_id: int, options: list[discord.SelectOption] | None = None, **shown: Any
    ) -> None:
        super().__init__(restored_select(f"tv:{self.kind}:{table_id}", options, **shown))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> TableSelect:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = [str(value) for value in (interaction.data or {}).get("values") or []]
            await self.chosen(interaction, values)
        except Exception as error:
            await report(interaction, error)

    async def chosen(self, interaction: discord.Interaction, values: list[str]) -> None:
        raise NotImplementedError
