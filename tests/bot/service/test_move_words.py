"""`pick_words`: the hard player's pick in `/replay` said as a sentence in every language,
each card with its article, never as a button's label."""

from __future__ import annotations

import pytest

from bot.service.move_words import pick_words
from i18n import translate

ARGS = {"number": 4, "said": "‹said›", "why": "‹why›", "move": "‹label›"}


def pick(locale: str, game: str, action: str) -> str:
    return translate(locale, "replay-hard-other", **ARGS, **pick_words(game, action))


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en", "Hard would have **played the Cavallo di bastoni and taken the Cavallo di coppe**: ‹why›."),
        ("it", "avrebbe **giocato il Cavallo di bastoni e preso il Cavallo di coppe**: ‹why›."),
        ("fr", "aurait **joué le cavalier de bâtons et pris le cavalier de coupes**\u202f: ‹why›."),
        ("ja", "なら**棍棒のカヴァッロを出して聖杯のカヴァッロを取った**はずです：‹why›。"),
    ],
)
def test_a_scopa_capture_is_said_as_a_sentence_not_as_a_label(locale: str, said: str) -> None:
    text = pick(locale, "scopa", "Qc:Qh")
    assert text.startswith({"en": "Move 4 · ‹said› ", "it": "Mossa 4 · ‹said› "}.get(locale, ""))
    assert text.endswith(said)


def test_each_card_takes_the_article_its_place_wants() -> None:
    italian = pick("it", "scopa", "Ad:7c+Ah")
    assert "avrebbe **giocato l'Asso di denari e preso il 7 di bastoni e l'Asso di coppe**:" in italian
    assert "aurait **joué l'as de deniers et pris le 7 de bâtons**" in pick("fr", "scopa", "Ad:7c")


def test_a_card_laid_on_the_table_and_a_discard() -> None:
    assert "Hard would have **laid the 7 di denari**:" in pick("en", "scopa", "7d")
    assert "avrebbe **calato il 7 di denari**:" in pick("it", "scopa", "7d")
    discard = pick("fr", "scarto", "discard:T21+Ac+Kh")
    assert "aurait **écarté l'atout 21, l'as de bâtons et le roi de coupes**" in discard


@pytest.mark.parametrize(
    ("game", "action"), [("gofish", "ask:1:A"), ("concentration", "flip:3"), ("oldmaid", "draw:0")]
)
def test_a_move_that_is_not_a_card_is_quoted_by_its_label(game: str, action: str) -> None:
    assert pick("en", game, action).endswith("Hard would have chosen “**‹label›**”: ‹why›.")
    assert pick("it", game, action).endswith("avrebbe scelto «**‹label›**»: ‹why›.")
