"""Slash commands in the user's language: discord.py's `Translator` over the Fluent catalogue.

Everything Discord lets us localise is localised for it, ja, fr — names too. Discord shows and
searches a command by the names of the client's language: an Italian player sees and types
`/tavolo apri gioco:`, a Japanese one `/手札`, a French one `/jouer carte:`, and never needs the
English. A player whose client is in another language sees that language's names; our messages
follow the reader's language too (`bot/discord/core/language.py`), so a message that names a command
names it as the reader's own client shows it. (Before, names stayed English so that a server
mixing languages would share them; but Discord never shows a localised client the English ones.)

From `i18n/locales/<locale>/commands.ftl`:

    -cmd-table-new = nuovo          a command's, group's or subcommand's name (one level: `i18n.slash`)
    -opt-game = gioco               an option's name, the same in every command that has it
    cmd-table-new =
        .description = …            the command's (or group's) description
        .opt-game = …               its option `game`'s description
    choice-easy = …                 a choice, by its value (the same value reads the same everywhere)

Messages mention a command through the same terms (`/{ -cmd-hand }`), so they always match.
English is the text written in the code; a missing translation leaves Discord showing it.
Discord's rules for names (1–32 characters, lowercase, letters, digits, - and _, unique among
siblings) are held by tests/bot/discord/core/test_command_names.py.
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import DEFAULT, LANGUAGE_NAMES, localized, supported
from i18n.slash import command_term, option_term, slash_name


def command_id(qualified_name: str) -> str:
    return "cmd-" + qualified_name.replace(" ", "-")


def choice_id(value: object) -> str:
    return f"choice-{value}"


def untranslated_choice(name: str) -> bool:
    """Choices that read the same in every language: a language's own name, a game's name."""
    return name in LANGUAGE_NAMES.values()


class Translator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContext
    ) -> str | None:
        lang = supported(locale)
        if lang is None or lang == DEFAULT:
            return None
        where, data = context.location, context.data
        if where in (Where.command_name, Where.group_name):
            return slash_name(command_term(getattr(data, "qualified_name", data.name)), lang)
        if where is Where.parameter_name:
            return slash_name(option_term(data.name), lang)
        if where in (Where.command_description, Where.group_description):
            return localized(command_id(data.qualified_name), lang, "description")
        if where is Where.parameter_description:
            return localized(command_id(data.command.qualified_name), lang, f"opt-{data.name}")
        if where is Where.choice_name and not untranslated_choice(data.name):
            # A choice may name its own message, when its value reads otherwise elsewhere
            # (`auto`: the language setting's and the ping setting's).
            return localized(string.extras.get("choice_id") or choice_id(data.value), lang)
        return None
