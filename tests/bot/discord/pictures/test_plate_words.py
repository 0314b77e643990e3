"""The table picture's words a phone player reads (review face-2026-11b): the cards in hand said in
words, Go Fish's last asks with the rank in words, the trump suit in the picture's language, and
Stovkahra's face-up packet named whole in Japanese."""

from __future__ import annotations

import pytest

from bot.discord.pictures.layout import SMALL
from i18n import translate
from tests.bot.random_play import random_position

ALL = ("en", "it", "ja", "fr")


def drawn(game: str, view: dict, names: list[str], locale: str) -> list[tuple[str, float]]:
    from bot.discord.core.card_pictures import table_canvas

    return table_canvas(game, view, names, locale=locale).texts


@pytest.mark.parametrize("locale", ["en", "ja"])
def test_each_plate_says_how_many_cards_its_player_holds_in_words(locale):
    state = random_position("scopa", 2, moves=9, seed=5)
    view = state.view(None)
    texts = drawn("scopa", view, ["alice", "bob"], locale)
    for size in view["hand_sizes"]:
        said = translate(locale, "picture-in-hand", count=size)
        # Whole (a cut one ends in "…") and at the phone's smallest size, inside the plate's line.
        assert any(said in text and size_px >= SMALL for text, size_px in texts), (said, texts)
    assert translate("en", "picture-in-hand", count=2) == "2 in hand"


def asked(locale: str, rank: int | str) -> str:
    return translate(locale, "picture-asked", what=translate(locale, "rank-plural", rank=rank))


@pytest.mark.parametrize("locale", ALL)
def test_go_fish_plates_say_the_rank_each_player_asked_for_last_in_words(locale):
    names = ["alice", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
    view = random_position("gofish", 6, moves=2, seed=5).view(None)
    # Bot 1 asked twice (the last one counts), Bot 2 for an exact card, the others not yet.
    view["history"] = [[1, "ask:0:Q"], [2, "ask:3:7h"], [1, "ask:2:4"]]
    texts = [text for text, _ in drawn("gofish", view, names, locale)]
    fours, sevens, queens = (asked(locale, rank) for rank in (4, 7, "Q"))
    assert fours in texts and sevens in texts, texts  # whole: none cut to fit
    assert queens not in texts
    assert sum(text == fours for text in texts) == 1
    english = [asked("en", rank) for rank in (4, 7, "Q", 10)]
    assert english == ["asked for Fours", "asked for Sevens", "asked for Queens", "asked for Tens"]


def test_every_asked_rank_fits_a_plate_on_a_crowded_go_fish_table():
    names = ["alice", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
    view = random_position("gofish", 6, moves=2, seed=5).view(None)
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    for locale in ALL:
        for start in range(0, len(ranks), 6):
            view["history"] = [[seat, f"ask:0:{rank}"] for seat, rank in enumerate(ranks[start : start + 6])]
            texts = [text for text, _ in drawn("gofish", view, names, locale)]
            for rank in ranks[start : start + 6]:
                said = asked(locale, int(rank) if rank.isdigit() else rank)
                assert said in texts, (locale, said, texts)


@pytest.mark.parametrize(
    ("locale", "word", "not_said"),
    [
        ("en", "Coins", "Denari"),
        ("it", "Denari", "Coins"),
        ("ja", "金貨", "Denari"),
        ("fr", "Deniers", "Denari"),
    ],
)
def test_the_trump_suit_is_said_in_the_pictures_language(locale, word, not_said):
    names = ["alice", "Bot 1", "Bot 2", "Bot 3"]
    for moves in (0, 6):  # the face-up packet beside the trump, then a trick in play
        view = random_position("stovkahra", 4, moves=moves, seed=5).view(None)
        assert view["trump"] == "d"
        texts = [text for text, _ in drawn("stovkahra", view, names, locale)]
        assert any(word in text for text in texts), texts
        assert not any(not_said in text for text in texts), texts
    # The trump said the same way in the live table's words (English: the cards keep Italian names).
    assert translate(locale, "stovkahra-suit", suit="d").lower() == word.lower()


def test_the_japanese_face_up_packet_caption_is_whole_beside_the_trump():
    view = random_position("stovkahra", 4, moves=0, seed=5).view(None)
    shown = view["shown"]["seat"]
    names = ["Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    names[shown] = "さくらこさん"
    texts = [text for text, _ in drawn("stovkahra", view, names, "ja")]
    assert translate("ja", "picture-shown-by", who="さくらこさん") in texts, texts
    assert translate("ja", "picture-trumps-of", suit="d") in texts


def test_a_plate_whose_extra_takes_a_line_of_its_own_says_it_once():
    # Scopa in Italian with a computer's stars: "0 in mano · carte 9" is too long for the plate's
    # second line, so the taken cards ("carte 9") go on a third; they were also left on the
    # second, cut ("0 in mano…").
    from bot.discord.core.card_pictures import picture_seats
    from bot.service.model import Seat, Table, computer_name

    state = random_position("scopa", 2, moves=30, seed=3)
    view = state.view(None)
    seats = (Seat(0, 100, "alice"), Seat(1, None, computer_name(1, "normal"), computer="normal"))
    table = Table(1, 1, 1, "scopa", "scopa", dict(state.options), 100, "playing", 2, seats, 9, state, None)
    names, badges = picture_seats(table, "it")
    texts = [text for text, _ in table_canvas_of(view, names, badges)]
    for pile in view["pile_sizes"]:
        said = [text for text in texts if f"carte {pile}" in text]
        assert len(said) <= 1, said
    assert not any(text.endswith("…") and "in mano" in text for text in texts), texts


def table_canvas_of(view: dict, names, badges) -> list[tuple[str, float]]:
    from bot.discord.core.card_pictures import table_canvas

    return table_canvas("scopa", view, names, locale="it", badges=badges).texts
