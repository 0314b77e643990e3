"""A refusal that lists what may be typed lists it as the reader's language lists a choice
("2 o 4", "2または4"), never joined with ", " in code."""

from __future__ import annotations

import asyncio

import pytest

import games
from bot.service import preferences, server_settings
from bot.service.seating import _needs


def test_player_counts_are_offered_as_a_choice() -> None:
    needs = _needs(games.get("scopa").title_text(), [2, 4], 1)
    assert "2 o 4" in needs.render("it")
    assert "2または4人" in needs.render("ja")
    assert "2 or 4 players" in needs.render("en")


def test_a_settings_values_are_offered_as_a_choice() -> None:
    store = preferences.Preferences(db=None)
    with pytest.raises(preferences.BadSetting) as refused:
        asyncio.run(store.set(preferences.PING, 1, "loud"))
    values = [f"`{v}`" for v in preferences.PING.values]
    assert refused.value.text.render("fr").endswith(f"{', '.join(values[:-1])} ou {values[-1]}.")
    assert "、".join(values[:-1]) + "、または" + values[-1] in refused.value.text.render("ja")


def test_an_unknown_option_lists_the_options_as_typed() -> None:
    with pytest.raises(server_settings.BadSetting) as refused:
        asyncio.run(server_settings.set_house_rule(None, 1, "scopa", "colour", "red"))  # type: ignore[arg-type]
    said = refused.value.text.render("ja")
    assert "`target`" in said and ", " not in said, said
