"""The Activity on Discord (issue 37): when it is configured (`Settings.activity`), an "Open the
table" button on the live table, whose click answers with the interaction response that launches
the Activity (LAUNCH_ACTIVITY) in the channel; the Activity then finds this channel's table.

The App Launcher's entry-point command is synced with the others (`bot.discord.core.entry_point`).
Off, nothing of it shows: no button, no entry point.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord.core.bot import TavoloBot
from bot.discord.core.components import TableButton
from bot.service.model import Table
from i18n import DEFAULT, translate


class LaunchButton(TableButton, template=r"tv:launch:(?P<t>\d+)"):
    kind = "launch"

    def __init__(self, table_id: int, locale: str = DEFAULT) -> None:
        label = translate(locale, "activity-launch-button")
        super().__init__(table_id, label=label, emoji="🃏", style=discord.ButtonStyle.primary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        await interaction.response.launch_activity()


def launch_button(table: Table, locale: str) -> list[discord.ui.Item[Any]]:
    return [LaunchButton(table.id, locale)]


async def setup(bot: TavoloBot) -> None:
    if bot.settings.activity is None:
        return
    bot.add_dynamic_items(LaunchButton)
    for status in ("lobby", "playing"):
        bot.table_controls.add(status, launch_button, order=5)  # after the lobby's, My hand, Follow
