"""The shared card notation: decks, the lenient parser, display names."""

from __future__ import annotations

import pytest

from games import cards


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("7d", "7d"),
        ("7♦", "7d"),
        ("♦7", "7d"),
        ("7♦️", "7d"),
        (" 7D ", "7d"),
        ("7 di denari", "7d"),
        ("sette di denari", "7d"),
        ("7 of coins", "7d"),
        ("settebello", "7d"),
        ("re bello", "Kd"),
        ("re di coppe", "Kh"),
        ("kh", "Kh"),
        ("K♥", "Kh"),
        ("king of hearts", "Kh"),
        ("fante di spade", "Js"),
        ("cavallo di bastoni", "Qc"),
        ("asso di spade", "As"),
        ("as", "As"),
    ],
)
def test_the_parser_reads_what_players_type_for_the_italian_deck(typed, card):
    assert cards.parse_card(typed, "italian") == card


@pytest.mark.parametrize(
    ("typed", "card"),
    [("10h", "10h"), ("10 of spades", "10s"), ("queen of diamonds", "Qd"), ("t21", "T21"), ("fool", "FOOL")],
)
def test_the_parser_knows_other_decks(typed, card):
    deck = "tarot" if card in ("T21", "FOOL") else "french"
    assert cards.parse_card(typed, deck) == card


def test_cavallo_means_the_queen_in_the_italian_deck_and_the_knight_in_the_tarot():
    assert cards.parse_card("cavallo di coppe", "italian") == "Qh"
    assert cards.parse_card("cavallo di coppe", "tarot") == "Ch"


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("", "Name a card"),
        ("banana", "can't read `banana`"),
        ("8d", "no 8♦ in this deck"),
        ("10 di spade", "no 10♠ in this deck"),
    ],
)
def test_unreadable_or_missing_cards_get_a_helpful_message(typed, message):
    with pytest.raises(ValueError, match=message):
        cards.parse_card(typed, "italian")


@pytest.mark.parametrize("typed", ["3c+4s", "3♣, 4♠", "3c 4s", "3 di bastoni e 4 di spade", "3c and 4s"])
def test_several_cards(typed):
    assert cards.parse_cards(typed, "italian") == ["3c", "4s"]


def test_display_names_in_both_styles():
    assert cards.name("7d", "italian") == "7 di denari"
    assert cards.name("Qc", "italian") == "Cavallo di bastoni"
    assert cards.name("Jh", "italian") == "Fante di coppe"
    assert cards.name("7d") == "7♦"
    assert cards.name("Kd", "english") == "King of coins"
    assert cards.both_names("Ks") == "Re di spade (K♠)"
    assert cards.symbols(["7d", "3c"]) == "7♦ 3♣"
    assert cards.symbols([]) == "—"
    assert cards.join(["3c", "4s"]) == "3c+4s"


def test_decks():
    italian = cards.italian_deck()
    assert len(italian) == len(set(italian)) == 40
    assert "8d" not in italian and "Kd" in italian
    assert len(set(cards.french_deck())) == 52
    assert len(cards.french_deck(2)) == 54
    assert len(set(cards.piquet_deck())) == 32
    tarot = cards.tarot_deck()
    assert len(set(tarot)) == 78 and "FOOL" in tarot and "T21" in tarot
    assert cards.suit_of("10h") == "h" and cards.rank_of("10h") == "10"
    assert cards.suit_of("T21") == ""


def test_cards_outside_the_deck_are_named_plainly():
    with pytest.raises(ValueError, match=r"^There is no Fool in this deck\.$"):
        cards.parse_card("fool", "italian")
