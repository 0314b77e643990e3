"""`/settings`: a player's own choices, kept across tables and restarts."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import TavoloBot
from bot.discord.interact import guarded, service_of
from bot.service.preferences import PING


class Settings(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="Your own settings; without options, shows them")
    @app_commands.describe(ping="How you are told that it is your turn")
    @app_commands.choices(
        ping=[app_commands.Choice(name=f"{v}: {PING.meaning[v]}"[:100], value=v) for v in PING.values]
    )
    async def settings(self, interaction: discord.Interaction, ping: str | None = None) -> None:
        async def work() -> None:
            preferences = service_of(interaction).preferences
            if ping is not None:
                await preferences.set(PING, interaction.user.id, ping)
            now = await preferences.get(PING, interaction.user.id)
            lead = "Saved. " if ping is not None else ""
            await interaction.response.send_message(
                f"{lead}Turn notifications: **{now}** — {PING.meaning[now]}.\n"
                "Change it with `/settings ping:`.",
                ephemeral=True,
            )

        await guarded(interaction, work())


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(Settings(bot))
