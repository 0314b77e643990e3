"""`/leaderboard`, `/stats` and `/rules`."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.app import TavoloBot
from bot.discord.cogs.history import add_record_fields
from bot.discord.cogs.tables import game_choices
from bot.discord.embeds import COLOR_SUMMARY
from bot.discord.interact import display_name, guarded, service_of
from bot.discord.rules_book import (
    RULES_ITEMS,
    channel_table_of,
    rules_choices,
    rules_locale,
    rules_message,
    subject_of,
)
from bot.service import history
from bot.service.history import PERIODS

Choices = list[app_commands.Choice[str]]


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def games_won(games_played: int, wins: int) -> str:
    """`3 games, 2 wins (67%)`."""
    rate = f" ({round(100 * wins / games_played)}%)" if games_played else ""
    return f"{plural(games_played, 'game')}, {plural(wins, 'win')}{rate}"


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
                since = "yet" if period == "all" else f"in {when}"
                await interaction.response.send_message(
                    f"No rated {found.title} games in this server {since}. "
                    f"Open one with `/table new game:{found.name}`.",
                    ephemeral=True,
                )
                return
            lines = [
                f"`{i + 1:>2}.` <@{row.user_id}> — **{row.shown}** · {games_won(row.games, row.wins)}"
                for i, row in enumerate(rows)
            ]
            embed = discord.Embed(
                title=f"{found.title} leaderboard" + ("" if period == "all" else f" — {when}"),
                description="\n".join(lines),
                colour=COLOR_SUMMARY,
            )
            embed.set_footer(
                text="New players start at 1500; the order also weighs how sure the rating is "
                "(few games rank lower). Games with computer players are not rated."
            )
            await interaction.response.send_message(
                embed=embed, allowed_mentions=discord.AllowedMentions.none()
            )

        await guarded(interaction, work())

    @leaderboard.autocomplete("game")
    async def leaderboard_game(self, interaction: discord.Interaction, current: str) -> Choices:
        return [c for c in game_choices(current) if c.value in games.names()]

    @app_commands.command(name="stats", description="A player's games, wins and ratings in this server")
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        async def work() -> None:
            who = user or interaction.user
            rows = await service_of(interaction).player_stats(interaction.guild_id or 0, who.id)
            if not rows:
                await interaction.response.send_message(
                    f"{display_name(who)} has no finished games in this server yet.", ephemeral=True
                )
                return
            embed = discord.Embed(title=f"{display_name(who)}'s games", colour=COLOR_SUMMARY)
            for row in rows:
                title = games.get(row.game).title if row.game in games.names() else row.game
                embed.add_field(
                    name=title,
                    value=f"rating **{row.shown}**\n{games_won(row.games, row.wins)}",
                    inline=True,
                )
            await add_record_fields(interaction, embed, who.id)
            await interaction.response.send_message(embed=embed)

        await guarded(interaction, work())

    @app_commands.command(name="rules", description="How to play a game, and its house rules")
    @app_commands.describe(game="Game or preset, e.g. scopa, scopone-scientifico, babanuki")
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        async def work() -> None:
            subject = subject_of(game)
            language = await rules_locale(interaction)
            embed, view = rules_message(subject, language, 1, channel_table_of(interaction))
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)

        await guarded(interaction, work())

    @rules.autocomplete("game")
    async def rules_game(self, interaction: discord.Interaction, current: str) -> Choices:
        return rules_choices(current, await rules_locale(interaction))


async def setup(bot: TavoloBot) -> None:
    bot.add_dynamic_items(*RULES_ITEMS)
    await bot.add_cog(Info(bot))
