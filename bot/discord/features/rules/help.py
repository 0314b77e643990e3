"""`/help`: what the bot does, its games, how to open a table and the commands a player needs, on
one screen, in the reader's language (ephemeral: a help page is nobody else's business)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.core.bot import TavoloBot
from bot.discord.core.embeds import COLOR_LOBBY
from bot.discord.core.interact import guarded
from bot.discord.core.language import locale_for_user
from bot.discord.core.limits import fit_embed
from i18n import Text, translate


def seats_text(game: games.Game) -> Text:
    """How many play `game`, as the reader's language says it: "2 to 6 players", "2〜6人"."""
    low, high = game.min_players, game.max_players
    return Text("help-seats", low=low, high=high, same="yes" if low == high else "no")


def games_text(locale: str) -> str:
    """One line per game: its name, its seats, what it is (the subtitles `/table new` offers)."""
    lines = []
    for name in games.names():
        game = games.get(name)
        subtitle = game.subtitle(game.default_preset)
        title, seats = game.title_text(), seats_text(game)
        if subtitle is None:
            lines.append(translate(locale, "help-game-plain", title=title, seats=seats))
        else:
            lines.append(translate(locale, "help-game", title=title, seats=seats, about=subtitle))
    return "\n".join(lines)


def help_embed(locale: str) -> discord.Embed:
    """The help page in `locale`."""
    embed = discord.Embed(
        title=translate(locale, "help-title"),
        description=translate(locale, "help-what"),
        colour=COLOR_LOBBY,
    )
    embed.add_field(name=translate(locale, "help-games"), value=games_text(locale), inline=False)
    for title, text in (
        ("help-start", "help-start-how"),
        ("help-play", "help-play-how"),
        ("help-more", "help-more-how"),
    ):
        embed.add_field(name=translate(locale, title), value=translate(locale, text), inline=False)
    return fit_embed(embed)


class Help(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="What this bot does, its games and how to start playing")
    async def help(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            embed = help_embed(await locale_for_user(interaction))
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await guarded(interaction, work())


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(Help(bot))
