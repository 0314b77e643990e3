"""`/settings`: this server's defaults for new tables, its cards as pictures or text and its
leaderboard seasons (Manage Server), and a player's own choices (`/settings ping`, `/settings
cards`), kept across tables and restarts.

One `app_commands.Group`. Anyone may look with `/settings show`; server changes need Manage Server.
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.core.bot import TavoloBot
from bot.discord.core.embeds import COLOR_LOBBY
from bot.discord.core.interact import guarded, is_admin, service_of
from bot.discord.core.language import locale_for_channel, locale_for_user
from bot.discord.core.option_words import (
    bare_game_choices,
    option_label,
    option_line,
    option_values,
    typed_value,
    value_name,
)
from bot.service import server_settings as server
from bot.service.errors import TableError
from bot.service.faces import game_gender, game_title
from bot.service.model import LEVELS
from bot.service.preferences import CARDS, LANGUAGE, PING, SERVER_CARDS, SERVER_LANGUAGE, Setting
from i18n import LANGUAGE_NAMES, Text, translate
from i18n.text import joined

ADMIN_ONLY = "settings-admin-only"
CARDS_MEANING = {"server": "cards-server", "pictures": "cards-pictures", "text": "cards-text"}
Choices = list[app_commands.Choice[str]]


def _check_admin(interaction: discord.Interaction) -> None:
    if not is_admin(interaction):
        raise TableError(ADMIN_ONLY)


def timer_text(seconds: int) -> Text:
    """A turn timer as people say it: off, 2 hours, 5 min, 30 s."""
    if not seconds:
        return Text("timer-off")
    if seconds % 3600 == 0:
        return Text("timer-hours", hours=seconds // 3600)
    if seconds % 60 == 0:
        return Text("timer-minutes", minutes=seconds // 60)
    return Text("timer-seconds", seconds=seconds)


def settings_embed(
    current: server.ServerSettings, locale: str, cards: str = SERVER_CARDS.default
) -> discord.Embed:
    def t(msg_id: str, /, **args: object) -> str:
        return translate(locale, msg_id, **args)

    embed = discord.Embed(title=t("settings-title"), colour=COLOR_LOBBY)
    embed.add_field(name=t("settings-turn-timer"), value=timer_text(current.turn_seconds).render(locale))
    embed.add_field(name=t("settings-computer-level"), value=t("level-" + current.computer_level))
    embed.add_field(name=t("settings-cards"), value=t(CARDS_MEANING[cards]))
    if current.season_starts:
        season = t("settings-season-since", season=current.season, since=f"<t:{int(current.season_start)}:D>")
    else:
        season = t("settings-season", season=current.season)
    embed.add_field(name=t("settings-leaderboard"), value=season, inline=True)
    allowed = (
        t("settings-all-games")
        if current.allowed_games is None
        else joined([game_title(g).render(locale) for g in current.allowed_games], locale)
    )
    embed.add_field(name=t("settings-games"), value=allowed, inline=False)
    channels = (
        joined([f"<#{c}>" for c in current.channels], locale)
        if current.channels
        else t("settings-any-channel")
    )
    embed.add_field(name=t("settings-channels"), value=channels[:1024], inline=False)
    rules = [
        t(
            "settings-house-rules-line",
            game=game_title(g),
            rules=[option_line(g, k, v, locale) for k, v in o.items()],  # listed as the reader lists
        )
        for g, o in current.house_rules.items()
        if g in games.names()
    ]
    embed.add_field(
        name=t("settings-house-rules"),
        value="\n".join(rules)[:1024] or t("settings-standard-rules"),
        inline=False,
    )
    embed.set_footer(text=t("settings-footer"))
    return embed


LANGUAGE_CHOICES = [
    app_commands.Choice(name="auto", value="auto"),
    *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()),
]
#: The server's own `auto` follows the server's preferred language, not a member's Discord's.
SERVER_LANGUAGE_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str("auto", choice_id="choice-server-auto"), value="auto"),
    *LANGUAGE_CHOICES[1:],
]


def _language_name(value: str, locale: str) -> str:
    return translate(locale, "settings-language-auto") if value == "auto" else LANGUAGE_NAMES[value]


async def _own_choice(
    interaction: discord.Interaction, preference: Setting, value: str | None, told: Callable[[str, str], str]
) -> None:
    """A player's own setting: saved when given, then said as it now stands (`told(now, locale)`),
    privately, in their language."""
    preferences = service_of(interaction).preferences
    if value is not None:
        await preferences.set(preference, interaction.user.id, value)
    now = await preferences.get(preference, interaction.user.id)
    locale = await locale_for_user(interaction)
    said = told(now, locale)
    if value is not None:
        said = translate(locale, "settings-saved", told=said)
    await interaction.response.send_message(said, ephemeral=True)


class Settings(commands.Cog):
    settings = app_commands.Group(
        name="settings",
        description="This server's defaults for new tables, and your own choices",
        guild_only=True,
    )
    season = app_commands.Group(name="season", description="Leaderboard seasons", parent=settings)

    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    async def _show(self, interaction: discord.Interaction, note: Text | None = None) -> None:
        service = service_of(interaction)
        current = await server.load(service, interaction.guild_id or 0)
        cards = service.preferences.peek(SERVER_CARDS, interaction.guild_id or 0)
        locale = await locale_for_user(interaction)
        await interaction.response.send_message(
            note.render(locale) if note is not None else None,
            embed=settings_embed(current, locale, cards),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @settings.command(name="show", description="This server's defaults for new tables")
    async def show(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._show(interaction))

    @settings.command(name="ping", description="How you are told that it is your turn (just for you)")
    @app_commands.describe(how="Where your turn pings go; leave empty to see your choice")
    @app_commands.choices(
        how=[
            app_commands.Choice(
                name=app_commands.locale_str(f"{v}: {PING.meaning[v]}"[:100], choice_id=f"choice-ping-{v}")
                if v == "auto"
                else f"{v}: {PING.meaning[v]}"[:100],
                value=v,
            )
            for v in PING.values
        ]
    )
    async def ping(self, interaction: discord.Interaction, how: str | None = None) -> None:
        def told(now: str, locale: str) -> str:
            return translate(locale, "settings-ping-now", how=now, meaning=translate(locale, "ping-" + now))

        await guarded(interaction, _own_choice(interaction, PING, how, told))

    @settings.command(name="language", description="The language of what only you see (just for you)")
    @app_commands.describe(language="Your language; `auto` follows your Discord language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        def told(now: str, locale: str) -> str:
            return translate(locale, "settings-language-now", language=_language_name(now, locale))

        await guarded(interaction, _own_choice(interaction, LANGUAGE, language, told))

    @settings.command(
        name="server-language", description="The language of this server's tables and lobbies (Manage Server)"
    )
    @app_commands.describe(language="The language; `auto` follows the server's preferred language")
    @app_commands.choices(language=SERVER_LANGUAGE_CHOICES)
    async def server_language(self, interaction: discord.Interaction, language: str) -> None:
        async def work() -> None:
            _check_admin(interaction)
            await service_of(interaction).preferences.set(
                SERVER_LANGUAGE, interaction.guild_id or 0, language
            )
            channel = await locale_for_channel(interaction)
            await self._show(
                interaction, Text("settings-server-language-now", language=LANGUAGE_NAMES[channel])
            )

        await guarded(interaction, work())

    @settings.command(
        name="cards", description="Your hand as a picture, or cards as text only (just for you)"
    )
    @app_commands.describe(show="Pictures or text; leave empty to see your choice")
    @app_commands.choices(
        show=[app_commands.Choice(name=f"{v}: {CARDS.meaning[v]}"[:100], value=v) for v in CARDS.values]
    )
    async def cards(self, interaction: discord.Interaction, show: str | None = None) -> None:
        def told(mine: str, locale: str) -> str:
            if mine == "server":
                now = service_of(interaction).preferences.peek(SERVER_CARDS, interaction.guild_id or 0)
                meaning = translate(locale, CARDS_MEANING[now])
                return translate(locale, "settings-cards-server", how=now, meaning=meaning)
            meaning = translate(locale, CARDS_MEANING[mine])
            return translate(locale, "settings-cards-now", how=mine, meaning=meaning)

        await guarded(interaction, _own_choice(interaction, CARDS, show, told))

    @settings.command(
        name="server-cards", description="The live tables and hands as pictures, or as text (Manage Server)"
    )
    @app_commands.describe(show="Pictures or text, for everyone who has not chosen for themselves")
    @app_commands.choices(
        show=[
            app_commands.Choice(name=f"{v}: {SERVER_CARDS.meaning[v]}"[:100], value=v)
            for v in SERVER_CARDS.values
        ]
    )
    async def server_cards(self, interaction: discord.Interaction, show: str) -> None:
        async def work() -> None:
            _check_admin(interaction)
            await service_of(interaction).preferences.set(SERVER_CARDS, interaction.guild_id or 0, show)
            await self._show(
                interaction, Text("settings-server-cards-set", how=show, meaning=Text(CARDS_MEANING[show]))
            )

        await guarded(interaction, work())

    @settings.command(name="timer", description="Default turn timer of new tables (Manage Server)")
    @app_commands.describe(minutes="Minutes per turn; 0 turns the timer off")
    async def timer(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 0, 1440]
    ) -> None:
        async def work() -> None:
            _check_admin(interaction)
            seconds = await server.set_turn_minutes(
                service_of(interaction), interaction.guild_id or 0, minutes
            )
            said = Text("settings-timer-set-off")
            if seconds:
                said = Text("settings-timer-set", timer=timer_text(seconds))
            await self._show(interaction, said)

        await guarded(interaction, work())

    @settings.command(name="computer", description="Default level of computer players (Manage Server)")
    @app_commands.choices(level=[app_commands.Choice(name=level, value=level) for level in LEVELS])
    async def computer(self, interaction: discord.Interaction, level: str) -> None:
        async def work() -> None:
            _check_admin(interaction)
            await server.set_computer_level(service_of(interaction), interaction.guild_id or 0, level)
            await self._show(interaction, Text("settings-computer-set", level=Text("level-" + level)))

        await guarded(interaction, work())

    @settings.command(name="game", description="Allow or forbid a game on this server (Manage Server)")
    @app_commands.describe(game="The game", allowed="Whether tables may play it")
    async def game(self, interaction: discord.Interaction, game: str, allowed: bool) -> None:
        async def work() -> None:
            _check_admin(interaction)
            name = await server.allow_game(service_of(interaction), interaction.guild_id or 0, game, allowed)
            said = "settings-game-allowed" if allowed else "settings-game-forbidden"
            await self._show(interaction, Text(said, game=game_title(name), gender=game_gender(name)))

        await guarded(interaction, work())

    @game.autocomplete("game")
    async def game_game(self, interaction: discord.Interaction, current: str) -> Choices:
        return bare_game_choices(current, await locale_for_user(interaction))

    @settings.command(name="channel", description="Channels where tables may be opened (Manage Server)")
    @app_commands.describe(channel="A text channel", allowed="Whether tables may be opened there")
    async def channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel, allowed: bool
    ) -> None:
        async def work() -> None:
            _check_admin(interaction)
            listed = await server.allow_channel(
                service_of(interaction), interaction.guild_id or 0, channel.id, allowed
            )
            if listed:
                note = Text("settings-channels-listed", channels=[f"<#{c}>" for c in listed])
            else:
                note = Text("settings-channels-any")
            await self._show(interaction, note)

        await guarded(interaction, work())

    @settings.command(
        name="rules", description="Default house rules of a game for new lobbies (Manage Server)"
    )
    @app_commands.describe(game="The game", option="Option to set", value="Its value, or `default`")
    async def rules(self, interaction: discord.Interaction, game: str, option: str, value: str) -> None:
        async def work() -> None:
            _check_admin(interaction)
            try:  # a value's words in any language (`stretto`, `oui`) read as the value
                typed = typed_value(games.find(game)[0].name, option, value)
            except games.GameError:
                typed = value
            name = await server.set_house_rule(
                service_of(interaction), interaction.guild_id or 0, game, option, typed
            )
            title = game_title(name)
            if value.strip().lower() == "default":
                note = Text("settings-rule-default", game=title, option=option)
            else:
                locale = await locale_for_user(interaction)
                said = value_name(name, option, typed.strip(), locale)
                note = Text("settings-rule-set", game=title, option=option, value=said)
            await self._show(interaction, note)

        await guarded(interaction, work())

    @rules.autocomplete("game")
    async def rules_game(self, interaction: discord.Interaction, current: str) -> Choices:
        return bare_game_choices(current, await locale_for_user(interaction))

    @rules.autocomplete("option")
    async def rules_option(self, interaction: discord.Interaction, current: str) -> Choices:
        try:
            rules = games.get(str(interaction.namespace.game or ""))
        except games.GameError:
            return []
        locale = await locale_for_user(interaction)
        return [
            app_commands.Choice(
                name=f"{o.name} — {option_label(rules.name, o.name, locale)}"[:100], value=o.name
            )
            for o in rules.option_list
            if current.lower() in o.name
            or current.lower() in option_label(rules.name, o.name, locale).lower()
        ][:25]

    @rules.autocomplete("value")
    async def rules_value(self, interaction: discord.Interaction, current: str) -> Choices:
        try:
            rules = games.get(str(interaction.namespace.game or ""))
            option = rules.options[str(interaction.namespace.option or "")]
        except (games.GameError, KeyError):
            return []
        locale = await locale_for_user(interaction)
        values = [("default", "default"), *(option_values(option, rules.name, locale) or [])]
        wanted = current.lower()
        return [
            app_commands.Choice(name=label, value=v)
            for label, v in values
            if wanted in label.lower() or wanted in v
        ][:25]

    @season.command(name="new", description="Start a new leaderboard season; history is kept (Manage Server)")
    async def season_new(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            _check_admin(interaction)
            number = await server.start_season(service_of(interaction), interaction.guild_id or 0)
            await interaction.response.send_message(
                translate(await locale_for_channel(interaction), "settings-season-new", season=number)
            )

        await guarded(interaction, work())


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(Settings(bot))
