"""`/replay table:<id>`: step through a finished table of this server, and download its record."""

from __future__ import annotations

from datetime import UTC, datetime

import discord
from babel.dates import format_skeleton
from discord import app_commands
from discord.ext import commands

from bot.discord.core.bot import TavoloBot
from bot.discord.core.embeds import shown_name
from bot.discord.core.interact import guarded, service_of
from bot.discord.core.language import locale_for_user
from bot.discord.features.records.replay_view import REPLAY_ITEMS, send_replay
from bot.service.faces import game_title
from bot.service.history import recent_tables
from i18n import Who, translate
from persistence.history import FinishedTable


def table_choice_name(table: FinishedTable, user_id: int | None = None, locale: str = "en") -> str:
    """`#12 Scopa · alice 11, bob 7 · Nov 23` (autocomplete shows plain text only), in `locale`."""
    title = game_title(table.game).render(locale)
    you = translate(locale, "replay-choice-you")
    by_side: dict[int, tuple[list[Who | str], float]] = {}
    for seat in table.seats:
        names, _ = by_side.get(seat.side, ([], seat.score))
        by_side[seat.side] = (
            [*names, Who.phrase(you) if seat.user_id == user_id else shown_name(seat.name, locale)],
            seat.score,
        )
    sides = translate(locale, "names-comma").join(
        translate(locale, "name-and-score", who=Who.group(names).label(locale), score=f"{score:g}")
        for names, score in by_side.values()
    )
    day = format_skeleton("MMMd", datetime.fromtimestamp(table.finished_at, UTC), locale=locale)
    return f"#{table.id} {title} · {sides} · {day}"[:100]


class Replays(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    @app_commands.command(name="replay", description="Step through a finished game, move by move")
    @app_commands.describe(table="The table's number (finished games of this server)")
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction, table: app_commands.Range[int, 1]) -> None:
        await guarded(interaction, send_replay(interaction, table))

    @replay.autocomplete("table")
    async def replay_table(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        tables = await recent_tables(
            service_of(interaction).db, interaction.guild_id or 0, interaction.user.id, limit=25
        )
        wanted = current.strip().lstrip("#").lower()
        locale = await locale_for_user(interaction)
        choices = [
            app_commands.Choice(name=table_choice_name(t, interaction.user.id, locale), value=t.id)
            for t in tables
        ]
        return [c for c in choices if wanted in c.name.lower()][:25]


async def setup(bot: TavoloBot) -> None:
    bot.add_dynamic_items(*REPLAY_ITEMS)
    await bot.add_cog(Replays(bot))
