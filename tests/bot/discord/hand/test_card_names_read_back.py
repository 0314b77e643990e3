"""Every card name a table prints, in every language, is read back when typed: by `/play card:`
(the game's Discord face) and at the terminal (the review: French "7 de deniers" was refused with
a suggestion to type "7 di denari"; Japanese 「セッテベッロ」 was promised but not read)."""

from __future__ import annotations

import pytest

import bot.discord.games  # noqa: F401  (registers every game's Discord face)
import games
from bot.discord.core.adapter import adapter_for
from bot.service.faces import face_of
from bot.terminal.moves import card_named
from games import cards as C
from i18n import LOCALES

CARD_GAMES = [g for g in games.names() if face_of(g).deck != "french"]


@pytest.mark.parametrize("game", CARD_GAMES)
def test_every_name_a_table_prints_is_read_by_play_and_the_terminal(game: str):
    face, adapter = face_of(game), adapter_for(game)
    for card in face.deck_cards():
        for locale in LOCALES:
            for shown in (
                face.card_name(card, locale),
                C.card_text(card, face.card_style, article=True).render(locale),
            ):
                assert adapter.parse_card(shown) == card, (locale, shown)
                assert card_named(shown, game, locale) == card, (locale, shown)
