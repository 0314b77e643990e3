"""`/rules`: how to play a game, how to move, and its house rules, with this table's values."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.core.bot import TavoloBot
from bot.discord.core.interact import guarded
from bot.discord.features.rules.book import (
    RULES_ITEMS,
    channel_table_of,
    rules_choices,
    rules_locale,
    rules_message,
    subject_of,
)

Choices = list[app_commands.Choice[str]]


class Rules(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

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
    await bot.add_cog(Rules(bot))
