"""A table's house rules in plain words for the lobby: "Points to win: 21", "Settanta: 1 point
for taking all four 7s." — never `target=21, settanta=on`; and a game's name as its players
call it (`Scopone`, `ババ抜き`, `Uomo nero`).

The words are the ones `/rules` shows (`rules_text/<language>/<game>.toml`: each option's label
and what each value does, each form's name); only what differs from the table's form of the
game is listed, since the title already names that form (Scopone, Babanuki). The language is
the reader's: the channel's for the lobby, the host's for the options panel.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import games
from bot.service.card_names import is_card
from bot.service.faces import face_of
from bot.service.rules_text import game_text
from games import cards as C
from i18n import DEFAULT, LOCALES, translate
from i18n.catalogue import bundle

LANGUAGE = "en"  # when a text has no file in the reader's language
OTHER_VALUES = "*"


def _texts(language: str, game: str) -> dict[str, Any]:
    return game_text(language, game).get("options", {})


def game_name(game: str, preset: str | None, language: str = LANGUAGE) -> str:
    """What a table plays, as its players call it: the preset's name (`Scopone`, `ババ抜き`,
    `Scopa a quindici`), else the game's (`Memory`, `Uomo nero`); the game's face says it."""
    return face_of(game).title(preset, language)


def option_about(game: str, name: str, language: str = LANGUAGE) -> str | None:
    """What an option decides, in a sentence (only some options have one)."""
    about = _texts(language, game).get(name, {}).get("about")
    return about.strip() if about else None


def value_word(value: Any) -> str:
    """An option value as `/table options` takes it: on/off, none, the number or word."""
    if value is True:
        return "on"
    if value is False:
        return "off"
    return "none" if value is None else str(value)


def value_name(game: str, option: str, value: Any, language: str = LANGUAGE) -> str:
    """An option's value in the reader's words (`on continue` for `play_on`, `sì` for `on`,
    `Uomo nero` for the form `old-maid`, `A♠` for the card `As`); numbers as they are. The words
    are the catalogue's `value-<option>` (`value-any` for on, off and none), so they agree with
    the option (`aucune` carte, `sans limite`)."""
    word = value_word(value)
    if isinstance(value, str) and is_card(value):
        return C.symbol(value)
    if word in games.get(game).presets:  # a value that is a form of the game: its name
        return face_of(game).title(word, language)
    named = bundle(DEFAULT)
    for msg_id in ("value-" + option.replace("_", "-"), "value-any"):
        said = translate(language, msg_id, value=word) if named.has_message(msg_id) else word
        if said != word:
            return said
    return word


def typed_value(game: str, option: str, typed: str) -> str:
    """What a player typed for an option, as `/table options` takes it: a value's words in any
    language (`stretto`, `on continue`, `oui`, `なし`) read as the value (`strict`, `play_on`, `on`,
    `none`); anything else as typed, for the option to accept or refuse."""
    wanted = " ".join(typed.split()).casefold()
    found = games.get(game).options.get(option)
    if found is None or not wanted:
        return typed
    values = ["on", "off"] if found.type == "bool" else [value_word(v) for v in found.allowed or ()]
    for value in values:
        if wanted == value.casefold():
            return value
    for value in values:
        if any(value_name(game, option, value, lang).casefold() == wanted for lang in LOCALES):
            return value
    return typed


def option_label(game: str, name: str, language: str = LANGUAGE) -> str:
    """An option's name as players read it (`Points to win`, not `target`)."""
    return _texts(language, game).get(name, {}).get("label") or name.replace("_", " ").capitalize()


def value_meaning(game: str, name: str, value: Any, language: str = LANGUAGE) -> str | None:
    """What one value of an option does, in a sentence; None where only the value says it."""
    meaning = (_texts(language, game).get(name, {}).get("values") or {}).get(value_word(value))
    return meaning.strip() if meaning else None


def option_line(game: str, name: str, value: Any, language: str = LANGUAGE) -> str:
    """One option as players read it: its label, then what the value does (or the value)."""
    label = option_label(game, name, language)
    meaning = value_meaning(game, name, value, language)
    said = meaning or value_name(game, name, value, language)
    return translate(language, "option-line", label=label, value=said)


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
