"""Small helpers every cog and component shares: finding the table, answering, refusing."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord

import games
from bot.discord.core.adapter import PlayError
from bot.discord.core.language import locale_for_user
from bot.discord.core.limits import fit_text
from bot.service.errors import NoSuchTable, NotSeated, NotYourTurn, TableError
from bot.service.model import Table, seat_text
from bot.service.table_service import TableService
from games.core import GameError, State
from i18n import Text, translate
from i18n.slash import SlashText

if TYPE_CHECKING:
    from bot.discord.core.bot import TavoloBot

log = logging.getLogger("tavolo.discord")

NOT_PLAYING = "no-table-yours"
SEVERAL = "several-tables"
STALE = Text("stale-turn")


def bot_of(interaction: discord.Interaction) -> TavoloBot:
    return interaction.client  # type: ignore[return-value]


def service_of(interaction: discord.Interaction) -> TableService:
    return bot_of(interaction).service


def jump_url(table: Table, message_id: int | None) -> str:
    """A link to a table's channel, or to one of its messages there."""
    where = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
    return f"{where}/{message_id}" if message_id else where


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


def is_admin(interaction: discord.Interaction) -> bool:
    """Manage Server lets a moderator close or clean up any table in the guild."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms and perms.manage_guild)


def channel_table(interaction: discord.Interaction, *, playing: bool = False) -> Table:
    """The open table in this channel, or (in DMs) the one table this user plays at."""
    service = service_of(interaction)
    if interaction.guild_id is not None and interaction.channel_id is not None:
        table = service.table_in_channel(interaction.channel_id)
        if table is None:
            raise NoSuchTable("no-table-here")
        return table
    mine = [t for t in service.tables_for_user(interaction.user.id) if t.status == "playing" or not playing]
    if not mine:
        raise NoSuchTable(NOT_PLAYING)
    if len(mine) > 1:
        raise NoSuchTable(SEVERAL)
    return mine[0]


def check_game(table: Table, game: str, command: str) -> Table:
    """`table`, refused unless it plays `game` (the one `/command` belongs to)."""
    if table.game != game:
        title, playing = games.get(game).title_text(), games.get(table.game).title_text()
        raise TableError("command-other-game", command=SlashText(f"/{command}"), game=title, playing=playing)
    return table


def seat_to_move(table: Table, user_id: int) -> tuple[int, State]:
    """The user's seat and the position if they are to move now; a specific refusal otherwise."""
    seat = table.seat_of(user_id)
    if seat is None:
        raise NotSeated("not-playing-here")
    state = table.state
    if table.status == "lobby":
        raise TableError("error-not-started")
    if table.status == "finished" or (state is not None and state.over):
        raise TableError("game-finished")  # "That game is over."
    if table.status != "playing" or state is None:
        raise TableError("error-game-over")  # closed before its end: "That table is closed."
    if state.to_move != seat:
        mover = state.to_move
        if mover is None:
            raise NotYourTurn()
        raise NotYourTurn("not-your-turn-who", who=seat_text(table.seats[mover]))
    return seat, state


async def refuse(interaction: discord.Interaction, message: str | Text) -> None:
    """An ephemeral, specific refusal — as a reply, or a follow-up if we already answered; a
    `Text` is said in the user's language.

    Refusals often quote what the player typed, which may be thousands of characters long:
    `fit_text` keeps the answer within Discord's limits, or Discord would refuse it."""
    if isinstance(message, Text):
        message = message.render(await locale_for_user(interaction))
    message = fit_text(message)
    if interaction.response.is_done():
        await interaction.followup.send(message, ephemeral=True)
    else:
        await interaction.response.send_message(message, ephemeral=True)


async def refuse_stale(interaction: discord.Interaction, table_id: int, seq: int) -> None:
    """Refuse a control drawn for an earlier turn (`seq`), saying what changed since: the moves
    made after it, as the live table says them, in the player's language."""
    locale = await locale_for_user(interaction)
    missed = bot_of(interaction).presenter.moves_since(table_id, seq)
    said = STALE.render(locale)
    if missed:
        lines = "\n".join(f"- {line.render(locale)}" for line in missed)
        said = f"{said}\n{Text('stale-since').render(locale)}\n{lines}"
    await refuse(interaction, said)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer a refusal ephemerally. Anything else is a bug: apologise, then let it propagate."""
    locale = await locale_for_user(interaction)
    if isinstance(error, TableError | GameError | PlayError):
        await refuse(interaction, error.text.render(locale))  # one lookup of the locale
        return
    try:
        await refuse(interaction, translate(locale, "error-on-my-side"))
    except discord.HTTPException:
        log.warning("could not tell the user about an error", exc_info=True)
    raise error


async def guarded(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a command body; every refusal becomes an ephemeral answer (see `report`)."""
    try:
        await work
    except Exception as error:
        await report(interaction, error)


def restored_select(
    custom_id: str, options: list[discord.SelectOption] | None, **shown: Any
) -> discord.ui.Select[Any]:
    """A select for a restart-safe `DynamicItem`. Rebuilt from a click's custom id it has no options
    of its own (the click carries the chosen values), but discord.py wants at least one: a stand-in
    nobody sees."""
    return discord.ui.Select(
        custom_id=custom_id, options=options or [discord.SelectOption(label="-", value="-")], **shown
    )
