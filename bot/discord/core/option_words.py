"""What Discord offers for a table's options and games: the choices of `/table new game:`,
`/table options`, the records' game lists, and the values a select can offer. The words
themselves (an option's label, a value's name, the lobby's house-rule lines) are the service's,
`bot.service.option_words`, which the terminal reads too; they are re-exported here."""

from __future__ import annotations

from discord import app_commands

import games
from bot.service.faces import face_of, game_title
from bot.service.option_words import (  # noqa: F401  (re-exported: the features read them here)
    LANGUAGE,
    OTHER_VALUES,
    changed_options,
    game_name,
    option_about,
    option_label,
    option_line,
    option_lines,
    typed_value,
    value_meaning,
    value_name,
    value_word,
)
from games.core import Option
from i18n import translate

SELECT_OPTIONS = 25  # a select holds at most 25 options
COMMON_NUMBERS = (1, 2, 3, 5, 7, 11, 15, 16, 21, 31, 51, 61, 101)


def option_values(
    option: Option, game: str | None = None, language: str = LANGUAGE
) -> list[tuple[str, str]] | None:
    """(label, value) pairs a select can offer for `option`; None when it needs typing. With
    `game`, the labels are the values in `language`'s words beside what `/table options` takes
    (`sì (on)`, `on continue (play_on)`), else as typed; what each does is said beside it."""

    def labelled(values: list[str]) -> list[tuple[str, str]]:
        if game is None:
            return [(v, v) for v in values]
        named = [(value_name(game, option.name, v, language), v) for v in values]
        return [
            (v if name == v else translate(language, "option-choice", name=name, value=v), v)
            for name, v in named
        ]

    if option.type == "bool":
        return labelled(["on", "off"])
    if option.allowed is not None:
        return labelled([value_word(v) for v in option.allowed])
    if option.type == "int" and option.min is not None and option.max is not None:
        if option.max - option.min < SELECT_OPTIONS:
            return [(str(v), str(v)) for v in range(option.min, option.max + 1)]
        # A wide range: offer the usual values; any other one can be typed with /table options.
        common = {option.min, option.max, *(v for v in COMMON_NUMBERS if option.min <= v <= option.max)}
        if isinstance(option.default, int):
            common.add(option.default)
        return [(str(v), str(v)) for v in sorted(common)][:SELECT_OPTIONS]
    return None


def game_choices(current: str, locale: str = "en") -> list[app_commands.Choice[str]]:
    """Games and their presets, for autocomplete, each with what it is in `locale`'s words
    ("Scopone — Scopa for four"); found by its name, its notation or those words."""
    wanted = current.strip().lower()
    found = []
    for name in games.names():
        game = games.get(name)
        for preset in game.presets:
            value = name if preset == game.default_preset else preset
            title = face_of(name).title(preset, locale)
            subtitle = game.subtitle(preset)
            shown = title if subtitle is None else f"{title} — {subtitle.render(locale)}"
            english = game.preset_title(preset).lower()
            if wanted in shown.lower() or wanted in value or wanted in english:
                found.append(app_commands.Choice(name=shown[:100], value=value))
    return found[:25]


def preset_choices(game: str, current: str, locale: str = "en") -> list[app_commands.Choice[str]]:
    """A game's forms, for autocomplete (`/table new preset:`), each by its name in `locale`'s
    words beside what is typed (`Vieille fille (old-maid)`); found by either."""
    wanted = current.strip().lower()
    found = []
    for preset in games.get(game).presets:
        title = face_of(game).title(preset, locale)
        if wanted in preset or wanted in title.lower():
            shown = (
                title
                if title.lower() == preset
                else translate(locale, "option-choice", name=title, value=preset)
            )
            found.append(app_commands.Choice(name=shown[:100], value=preset))
    return found[:25]


def bare_game_choices(current: str, locale: str = "en") -> list[app_commands.Choice[str]]:
    """Games without their presets, for autocomplete (`/leaderboard`, `/history`, `/settings`),
    each by its title in `locale`'s words (`Memory`, `ババ抜き`): found by that title, its
    English one or its name."""
    wanted = current.strip().lower()
    found = []
    for name in games.names():
        title = game_title(name).render(locale)
        if wanted in name or wanted in title.lower() or wanted in games.get(name).title.lower():
            found.append(app_commands.Choice(name=title, value=name))
    return found[:25]
