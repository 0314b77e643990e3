"""Clicks on a table that another of the bot's processes serves.

Discord sends every direct-message interaction to shard 0, so with several processes a hand-DM
button of a table on shard 5 reaches shard 0's process. That process reads the table from the
database (rebuilt from its log, read-only) to check the click and to redraw a half-made choice, and
hands a move to the table's own process (`bot.service.forwarding`): it defers the click at once
(Discord allows 3 s), the owner plays the move under the table's lock and answers through the
interaction token — the panel redrawn in place, or a refusal — and a click the owner does not take
within `OWNER_WAIT` seconds (its process is down) is answered with `NOT_ANSWERING`.
The owner's side is `bot.discord.forwarded`.
"""

from __future__ import annotations

import logging

import discord

from bot.discord.interact import NOT_PLAYING, SEVERAL, bot_of, channel_table, service_of
from bot.discord.language import locale_for_user
from bot.service import errors
from bot.service.table_service import Table
from i18n import Text

__all__ = [
    "NOT_ANSWERING",
    "OWNER_WAIT",
    "PANEL",
    "SAID",
    "click_table",
    "command_table",
    "forward_command",
    "forward_play",
    "served_here",
]

log = logging.getLogger("tavolo.forwarding")

OWNER_WAIT = 5.0  # seconds the table's process has to take a forwarded click
NOT_ANSWERING = Text("forward-not-answering")
PANEL = "panel"  # the forward's `reply`: redraw the clicked hand panel in place
SAID = "said:"  # the forward's `reply` for a typed move: this prefix, then the text to answer with


def served_here(interaction: discord.Interaction, table_id: int) -> bool:
    """Whether this process serves the table (always, with one process)."""
    try:
        service_of(interaction).table(table_id)
    except errors.NoSuchTable:
        return getattr(bot_of(interaction), "forwarding", None) is None
    return True


async def click_table(interaction: discord.Interaction, table_id: int) -> Table:
    """The clicked table: this process's own, or (served elsewhere) read from the database."""
    service = service_of(interaction)
    if served_here(interaction, table_id):
        return service.table(table_id)
    return await service.fetch_table(table_id)


async def command_table(interaction: discord.Interaction, *, playing: bool = False) -> Table:
    """`channel_table` for a command, which in a direct message also finds the user's table when
    another of the bot's processes serves it (read from the database)."""
    if interaction.guild_id is not None or getattr(bot_of(interaction), "forwarding", None) is None:
        return channel_table(interaction, playing=playing)
    mine = [
        t
        for t in await service_of(interaction).user_tables_anywhere(interaction.user.id)
        if t.status == "playing" or not playing
    ]
    if not mine:
        raise errors.NoSuchTable(NOT_PLAYING)
    if len(mine) > 1:
        raise errors.NoSuchTable(SEVERAL)
    return mine[0]


async def forward_command(interaction: discord.Interaction, table: Table, action: str, said: str) -> None:
    """Hand a typed move (`/move`, `/play` in a DM) to the table's process; it answers `said`
    privately once played, or the refusal."""
    forwarding = bot_of(interaction).forwarding
    assert forwarding is not None
    await interaction.response.defer(ephemeral=True, thinking=True)
    # The owner answers a refusal in the player's language: the one their click showed here.
    locale = await locale_for_user(interaction)

    async def unanswered() -> None:
        log.warning("table %s: no process took a forwarded move within %.0f s", table.id, OWNER_WAIT)
        await interaction.followup.send(NOT_ANSWERING.render(locale), ephemeral=True)

    await forwarding.forward(
        table.id,
        interaction.user.id,
        action,
        table.seq,
        interaction.token,
        reply=SAID + said,
        locale=locale,
        unanswered=unanswered,
        wait=OWNER_WAIT,
    )


async def forward_play(interaction: discord.Interaction, table_id: int, seq: int, action: str) -> None:
    """Hand a panel click's move to the table's process; it redraws the panel or refuses."""
    forwarding = bot_of(interaction).forwarding
    assert forwarding is not None  # `served_here` is True without forwarding
    await interaction.response.defer()  # within Discord's 3 s; the owner answers through the token
    locale = await locale_for_user(interaction)

    async def unanswered() -> None:
        log.warning("table %s: no process took a forwarded click within %.0f s", table_id, OWNER_WAIT)
        await interaction.followup.send(NOT_ANSWERING.render(locale), ephemeral=True)

    await forwarding.forward(
        table_id,
        interaction.user.id,
        action,
        seq,
        interaction.token,
        reply=PANEL,
        locale=locale,
        unanswered=unanswered,
        wait=OWNER_WAIT,
    )
