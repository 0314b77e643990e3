"""The `/rules` texts, read without Discord: one TOML file per language and game in
`bot/service/rules_text/<lang>/<game>.toml` (how to play, scoring, players, each preset and option)
and `_ui.toml` for the words around them. Read here so the terminal table's `rules` shows the same
texts as `/rules` (`bot.discord.features.rules.book` lays them out as pages)."""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path
from typing import Any

from i18n import localized
from i18n.slash import localise_mentions, map_texts

LANGUAGES = ("en", "it", "ja", "fr")
DEFAULT_LANGUAGE = "en"
TEXT_DIR = Path(__file__).parent  # <language>/<game>.toml beside this loader


# Buttons the texts name in bold by their English label (**My hand**): read with the label the
# reader's buttons carry (**La mia mano**), from the same catalogue messages.
BUTTONS = ("panel-my-hand", "oldmaid-shuffle-button", "stovkahra-pass-button")


def in_readers_words(text: str, language: str) -> str:
    """A rules text with the commands and buttons it names as the reader's client shows them."""
    text = localise_mentions(text, language)
    for button in BUTTONS:
        english, own = localized(button, DEFAULT_LANGUAGE), localized(button, language)
        if english and own:
            text = text.replace(f"**{english}**", f"**{own}**")
    return text


@functools.cache
def game_text(language: str, game: str) -> dict[str, Any]:
    """The rules text of `game` in `language` (a parsed `rules_text/<language>/<game>.toml`).

    The texts name slash commands in English (`/play card:`) and buttons by their English label
    (**My hand**); the reader's client shows them in its language (`/gioca carta:`, **La mia
    mano**), so they are read with that language's names put in. A game with no text in
    `language` is read in English."""
    path = TEXT_DIR / language / f"{game}.toml"
    if not path.exists():
        path = TEXT_DIR / DEFAULT_LANGUAGE / f"{game}.toml"
    with path.open("rb") as file:
        return map_texts(tomllib.load(file), lambda text: in_readers_words(text, language))


@functools.cache
def ui_text(language: str) -> dict[str, str]:
    """The words around the rules (page names, field names) in `language`."""
    with (TEXT_DIR / language / "_ui.toml").open("rb") as file:
        return map_texts(tomllib.load(file), lambda text: in_readers_words(text, language))
