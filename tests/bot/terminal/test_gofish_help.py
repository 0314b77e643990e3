"""The terminal's Go Fish help shows, in each language, typed asks that the move reader takes."""

from __future__ import annotations

import re

import pytest

from bot.terminal.moves import read_move
from i18n import LOCALES, translate

NAMES = {1: ["bob"], 2: ["carol"]}


def examples(locale: str) -> list[str]:
    return re.findall(r"`([^`]+)`", translate(locale, "local-help-gofish"))


@pytest.mark.parametrize("locale", LOCALES)
def test_every_ask_the_go_fish_help_shows_is_read_as_that_ask(locale: str) -> None:
    shown = examples(locale)
    assert shown, translate(locale, "local-help-gofish")
    two = ["ask:1:7", "ask:2:7", "ask:1:K", "ask:2:K"]  # bob and carol may be asked
    for typed in shown:
        if " " in typed:  # a player named: bob, among two players one may ask
            reading = read_move("gofish", typed, two, locale=locale, seat_names=NAMES.__getitem__)
        else:  # a rank alone: only one player may be asked
            reading = read_move(
                "gofish", typed, ["ask:1:7", "ask:1:K"], locale=locale, seat_names=NAMES.__getitem__
            )
        assert reading.action == "ask:1:7", (locale, typed, reading)


@pytest.mark.parametrize("locale", [locale for locale in LOCALES if locale != "en"])
def test_the_go_fish_help_shows_no_english_rank_word(locale: str) -> None:
    """`bob sevens` is English: in another language the help shows what that language types."""
    words = {"sevens", "seven", "kings", "aces"}
    assert not words & {w.casefold() for typed in examples(locale) for w in typed.split()}
