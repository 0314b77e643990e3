"""House rules in the lobby read as words, not `teams=on, deal_style=scopone`."""

from __future__ import annotations

import games
from bot.discord.core.option_words import option_lines


def test_only_what_differs_from_the_form_of_the_game_is_listed_in_plain_words():
    scopa = games.get("scopa")
    scopone = scopa.resolve_options("scopone", {"target": 21, "settanta": True})
    lines = option_lines("scopa", "scopone", scopone)
    assert lines == ["Points to win: 21", "Settanta: 1 point for taking all four 7s."]
    assert option_lines("scopa", "scopone", scopa.resolve_options("scopone")) == []
    assert not any("=" in line or "_" in line for line in lines)


def test_a_card_value_is_shown_as_a_card():
    concentration = games.get("concentration").resolve_options(None, {"tiebreak_card": "As"})
    assert option_lines("concentration", None, concentration) == ["Tie-break card: A♠"]


def test_a_value_typed_in_the_readers_words_is_read_as_the_value():
    """`/table options option:follow value:stretto` works as `value:strict` does."""
    from bot.discord.core.option_words import typed_value

    assert typed_value("stovkahra", "follow", "stretto") == "strict"
    assert typed_value("scopa", "tie_break", "On continue") == "play_on"
    assert typed_value("scopa", "napola", "oui") == "on"
    assert typed_value("scopa", "max_sum_cards", "制限なし") == "none"
    assert typed_value("oldmaid", "variant", "Vieille fille") == "old-maid"
    assert typed_value("scopa", "target", "21") == "21"  # anything else as typed
    assert typed_value("scopa", "tie_break", "banana") == "banana"
