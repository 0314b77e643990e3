"""Slash commands in the user's language: discord.py's `Translator` over the Fluent catalogue.

Command and option *names* stay as they are in every language (`/table new game:`): help texts,
replies and docs name them, and a server where players speak several languages shares them.
Descriptions, option descriptions and choice names are localised for it, ja, fr from
`i18n/locales/<locale>/commands.ftl`:

    cmd-table-new =
        .description = …            the command's (or group's) description
        .opt-game = …               its option `game`'s description
    choice-easy = …                 a choice, by its value (the same value reads the same everywhere)

English is the text written in the code; a missing translation leaves Discord showing it.
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import DEFAULT, LANGUAGE_NAMES, localized, supported


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
        if where in (Where.command_description, Where.group_description):
            return localized(command_id(data.qualified_name), lang, "description")
        if where is Where.parameter_description:
            return localized(command_id(data.command.qualified_name), lang, f"opt-{data.name}")
        if where is Where.choice_name and not untranslated_choice(data.name):
            return localized(choice_id(data.value), lang)
        return None
