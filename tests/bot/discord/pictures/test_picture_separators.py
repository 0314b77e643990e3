"""The separators a table picture draws between its independent words (a plate's cards in hand and
its game's extra, a team's tricks and brčke, the table's cards and the stock) are the reader's
language's (`names-dot`: " · ", Japanese 「・」), and a team's members are joined as the live table
joins them (`live-team-joiner`: " + ", Japanese 「＋」): never the English marks in Japanese."""

from __future__ import annotations

import pytest

from tests.bot.random_play import random_position

NAMES = ["alice", "Bot 1", "Bot 2", "Bot 3"]


def drawn(game: str, seats: int, moves: int, locale: str) -> list[str]:
    from bot.discord.core.card_pictures import table_canvas

    view = random_position(game, seats, moves=moves, seed=5).view(None)
    return [text for text, _ in table_canvas(game, view, NAMES[:seats], locale=locale).texts]


@pytest.mark.parametrize(
    ("game", "seats", "moves"), [("scopa", 2, 9), ("scopa", 4, 9), ("stovkahra", 4, 12), ("oldmaid", 3, 6)]
)
def test_a_japanese_picture_separates_its_words_the_japanese_way(game, seats, moves):
    english = drawn(game, seats, moves, "en")
    japanese = drawn(game, seats, moves, "ja")
    assert any(" · " in text or " + " in text for text in english), english  # something to separate
    assert not [text for text in japanese if " · " in text or " + " in text], japanese
    assert any("・" in text or "＋" in text for text in japanese), japanese
