"""Answering an interaction with a table's live message itself (drawn by the presenter): posted
as the answer (`/table new`, New table) or edited in place (a lobby click)."""

from __future__ import annotations

import discord

from bot.discord.core.interact import bot_of
from bot.service.model import Table


async def post_live(interaction: discord.Interaction, table: Table) -> None:
    """Answer with a just-opened table's live message (a lobby), in the channel's language: the
    answer becomes the table's message, redrawn through this interaction's token while it lasts."""
    bot = bot_of(interaction)
    presenter = bot.presenter
    locale = await presenter.channel_locale(table)
    payload = presenter.live_message(table, locale)
    callback = await interaction.response.send_message(embed=payload["embed"], view=payload["view"])
    if callback.message_id is not None:
        await bot.service.set_message(table.id, "table", callback.message_id)
        presenter.tokens.remember(callback.message_id, interaction, original=True)
    presenter.live_drawn(table)


async def redraw_live(interaction: discord.Interaction, table: Table) -> None:
    """Answer a click on the live/lobby message by editing it in place (one REST call)."""
    presenter = bot_of(interaction).presenter
    locale = await presenter.channel_locale(table)
    await interaction.response.edit_message(**presenter.live_message(table, locale))
    presenter.live_drawn(table)
    if interaction.message is not None:
        # The live table can be redrawn through this click's token for a while (free of the budget).
        presenter.tokens.remember(interaction.message.id, interaction, original=True)
