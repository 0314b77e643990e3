"""Card pictures: every face drawn, distinct and the right size; tables from the spectator view only."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.discord.pictures import card_back, card_face, deck_cards, deck_style

GAMES = ["scopa", "stovkahra", "scarto", "gofish", "concentration", "oldmaid"]


@pytest.mark.parametrize("game", ["scopa", "stovkahra", "scarto", "gofish"])
def test_every_card_of_every_deck_has_its_own_face(game):
    style = deck_style(game)
    faces = {card: card_face(style, card, 60) for card in deck_cards(game)}
    assert all(face.size == (60, 90) for face in faces.values())
    pictures = {face.tobytes() for face in faces.values()}
    assert len(pictures) == len(faces)  # no two cards look the same
    assert card_back(60).tobytes() not in pictures


def test_each_game_wears_its_own_deck():
    assert deck_style("scopa") == "italian"
    assert deck_style("scarto") == "tarot"
    assert deck_style("gofish") == deck_style("oldmaid") == deck_style("concentration") == "french"
    assert len(deck_cards("scopa")) == 40 and len(deck_cards("scarto")) == 78
    assert len(deck_cards("stovkahra")) == 32 and len(deck_cards("oldmaid")) == 54


def test_italian_and_french_suits_are_drawn_differently():
    # The Cavallo di coppe is not a French queen of hearts.
    assert card_face("italian", "Qh", 60).tobytes() != card_face("french", "Qh", 60).tobytes()
    assert card_face("italian", "7d", 60).tobytes() != card_face("french", "7d", 60).tobytes()


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image
