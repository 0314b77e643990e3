"""`/leaderboard` and `/stats`: ratings and records in this server."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.core.bot import TavoloBot
from bot.discord.core.embeds import COLOR_SUMMARY
from bot.discord.core.interact import display_name, guarded, service_of
from bot.discord.core.language import locale_for_channel, locale_for_user
from bot.discord.core.option_words import bare_game_choices
from bot.discord.features.records.history import add_record_fields
from bot.service import history
from bot.service.faces import game_title
from bot.service.history import PERIODS
from i18n import Text, translate
from i18n.slash import SlashText

Choices = list[app_commands.Choice[str]]


def games_won(games_played: int, wins: int, locale: str = "en") -> str:
    """`3 games, 2 wins (67%)`, in `locale`."""
    if not games_played:
        return translate(locale, "stats-games-none")
    return translate(locale, "stats-games-won", games=games_played, wins=wins, rate=wins / games_played)


class Info(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(period="All time (default), this season, or this month")
    @app_commands.choices(period=[app_commands.Choice(name=p, value=p) for p in PERIODS])
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str, period: str = "all") -> None:
        async def work() -> None:
            found, _ = games.find(game)
            rows, when = await history.leaderboard(
                service_of(interaction), interaction.guild_id or 0, found.name, period, limit=10
            )
            if not rows:
                empty = "board-empty" if period == "all" else "board-empty-period"
                opening = SlashText(f"/table new game:{found.name}")  # in the reader's command names
                said = Text(empty, game=game_title(found.name), period=when, command=opening)
                await interaction.response.send_message(
                    said.render(await locale_for_user(interaction)), ephemeral=True
                )
                return
            locale = await locale_for_channel(interaction)
            lines = [
                f"`{i + 1:>2}.` <@{row.user_id}> — **{row.shown}** · {games_won(row.games, row.wins, locale)}"
                for i, row in enumerate(rows)
            ]
            title = "board-title" if period == "all" else "board-title-period"
            embed = discord.Embed(
                title=translate(locale, title, game=game_title(found.name), period=when),
                description="\n".join(lines),
                colour=COLOR_SUMMARY,
            )
            embed.set_footer(text=translate(locale, "board-footer"))
            await interaction.response.send_message(
                embed=embed, allowed_mentions=discord.AllowedMentions.none()
            )

        await guarded(interaction, work())

    @leaderboard.autocomplete("game")
    async def leaderboard_game(self, interaction: discord.Interaction, current: str) -> Choices:
        locale = await locale_for_user(interaction)
        return bare_game_choices(current, locale)

    @app_commands.command(name="stats", description="A player's games, wins and ratings in this server")
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        async def work() -> None:
            who = user or interaction.user
            rows = await service_of(interaction).player_stats(interaction.guild_id or 0, who.id)
            if not rows:
                said = Text("stats-none", who=display_name(who))
                await interaction.response.send_message(
                    said.render(await locale_for_user(interaction)), ephemeral=True
                )
                return
            locale = await locale_for_channel(interaction)
            embed = discord.Embed(
                title=translate(locale, "stats-title", who=display_name(who)), colour=COLOR_SUMMARY
            )
            for row in rows:
                title = game_title(row.game).render(locale)
                rating = translate(locale, "stats-rating", rating=str(row.shown))
                embed.add_field(
                    name=title, value=f"{rating}\n{games_won(row.games, row.wins, locale)}", inline=True
                )
            await add_record_fields(interaction, embed, who.id, locale)
            await interaction.response.send_message(embed=embed)

        await guarded(interaction, work())


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(Info(bot))
