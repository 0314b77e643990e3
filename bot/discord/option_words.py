"""A table's house rules in plain words for the lobby: "Points to win: 21", "Settanta: 1 point
for taking all four 7s." — never `target=21, settanta=on`; and a game's name as its players
call it (`Scopone`, `ババ抜き`, `Uomo nero`).

The words are the ones `/rules` shows (`rules_text/<language>/<game>.toml`: each option's label
and what each value does, each form's name); only what differs from the table's form of the
game is listed, since the title already names that form (Scopone, Babanuki). The language is
the reader's: the channel's for the lobby, the host's for the options panel.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import games
from bot.discord.adapter import is_card
from games import cards as C
from i18n.slash import localise_mentions_in

TEXT_DIR = Path(__file__).parent / "rules_text"
LANGUAGE = "en"  # when a text has no file in the reader's language
OTHER_VALUES = "*"


@functools.cache
def _game_text(language: str, game: str) -> dict[str, Any]:
    path = TEXT_DIR / language / f"{game}.toml"
    if not path.exists():
        path = TEXT_DIR / LANGUAGE / f"{game}.toml"
    if not path.exists():
        return {}
    with path.open("rb") as file:
        return localise_mentions_in(tomllib.load(file), language)  # `/table options` → `/tavolo opzioni`


def _texts(language: str, game: str) -> dict[str, Any]:
    return _game_text(language, game).get("options", {})


def game_name(game: str, preset: str | None, language: str = LANGUAGE) -> str:
    """What a table plays, as its players call it: the preset's name (`Scopone`, `ババ抜き`,
    `Scopa a quindici`), else the game's (`Memory`, `Uomo nero`)."""
    rules = games.get(game)
    text = _game_text(language, game)
    named = (text.get("presets") or {}).get(preset or rules.default_preset, {}).get("name")
    return named or text.get("title") or rules.preset_title(preset)


def option_about(game: str, name: str, language: str = LANGUAGE) -> str | None:
    """What an option decides, in a sentence (only some options have one)."""
    about = _texts(language, game).get(name, {}).get("about")
    return about.strip() if about else None


def _value_word(value: Any) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    return "none" if value is None else str(value)


def option_label(game: str, name: str, language: str = LANGUAGE) -> str:
    """An option's name as players read it (`Points to win`, not `target`)."""
    return _texts(language, game).get(name, {}).get("label") or name.replace("_", " ").capitalize()


def value_meaning(game: str, name: str, value: Any, language: str = LANGUAGE) -> str | None:
    """What one value of an option does, in a sentence; None where only the value says it."""
    meaning = (_texts(language, game).get(name, {}).get("values") or {}).get(_value_word(value))
    return meaning.strip() if meaning else None


def option_line(game: str, name: str, value: Any, language: str = LANGUAGE) -> str:
    """One option as players read it: its label, then what the value does (or the value)."""
    label = option_label(game, name, language)
    meaning = value_meaning(game, name, value, language)
    if meaning:
        return f"{label}: {meaning}"
    if isinstance(value, str) and is_card(value):  # a tie-break card: A♠, not `As`
        return f"{label}: {C.symbol(value)}"
    return f"{label}: {_value_word(value)}"


def changed_options(game: str, preset: str | None, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options whose value differs from what the table's form of the game plays with."""
    rules = games.get(game)
    base = rules.resolve_options(preset)
    return {
        o.name: options[o.name]
        for o in rules.option_list
        if o.name in options and options[o.name] != base[o.name]
    }


def option_lines(
    game: str, preset: str | None, options: Mapping[str, Any], language: str = LANGUAGE
) -> list[str]:
    """Every house rule that differs from the form of the game, one plain line each."""
    return [
        option_line(game, name, value, language)
        for name, value in changed_options(game, preset, options).items()
    ]
