"""The shared card notation: decks, the lenient parser, display names."""

from __future__ import annotations

import pytest

from games import cards
from games.core import IllegalAction
from i18n import LOCALES


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
        ("8d", "no such card: 8 di denari"),
        ("10 di spade", "no such card: 10 di spade"),
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
    with pytest.raises(ValueError, match=r"^This deck has no such card: the Matto\.$"):
        cards.parse_card("fool", "italian")


@pytest.mark.parametrize(
    ("typed", "deck", "card"),
    [
        ("7 de deniers", "italian", "7d"),  # French: the review's refusal
        ("l'As de coupes", "italian", "Ah"),
        ("Roi d'épées", "italian", "Ks"),
        ("il Re di coppe", "italian", "Kh"),  # Italian with its article
        ("金貨の7", "italian", "7d"),
        ("セッテベッロ", "italian", "7d"),  # what the Japanese terminal help promises
        ("切り札21", "tarot", "T21"),
        ("atout 21", "tarot", "T21"),
        ("Cavalier de bâtons", "tarot", "Cc"),
        ("Cavalier de bâtons", "italian", "Qc"),
    ],
)
def test_card_names_in_every_language_are_read(typed, deck, card):
    assert cards.parse_card(typed, deck) == card


STYLES = {"italian": "italian", "piquet": "italian", "tarot": "tarot", "french": "french"}


@pytest.mark.parametrize("deck", sorted(cards.DECKS))
def test_every_card_name_the_bot_prints_reads_back_in_every_language(deck):
    deck_cards = cards.french_deck(2) if deck == "french" else cards.DECKS[deck]()
    for card in deck_cards:
        for locale in LOCALES:
            for article in (False, True):
                said = cards.card_text(card, STYLES[deck], article=article).render(locale)
                # The two jokers are one name, `Joker`: either is the card named.
                same = set(cards.JOKERS) if card in cards.JOKERS else {card}
                assert cards.parse_card(said, deck) in same, (locale, said)
                assert cards.parse_card(said.upper(), deck) in same, (locale, said)


@pytest.mark.parametrize(
    ("locale", "example"), [("it", "7 di denari"), ("ja", "金貨の7"), ("fr", "7 de deniers")]
)
def test_a_refused_card_is_answered_with_a_name_in_the_readers_language(locale, example):
    with pytest.raises(IllegalAction) as refused:
        cards.parse_card("banana", "italian")
    assert f"`{example}`" in refused.value.text.render(locale)
    assert cards.parse_card(example, "italian") == "7d"


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("it", "Il 7 di denari non può prendere se stesso."),
        ("fr", "Le 7 de deniers ne peut pas se prendre lui-même."),
        ("en", "The 7 di denari can't take itself."),
    ],
)
def test_a_card_first_in_a_sentence_takes_its_capitalised_article(locale, said):
    from games.scopa.explain import parse_move

    with pytest.raises(IllegalAction) as refused:
        parse_move("7d:7d")
    assert refused.value.text.render(locale) == said


def test_a_card_as_an_object_takes_its_article_and_elides():
    def said(card, locale, article):
        return cards.card_text(card, "italian", article=article).render(locale)

    assert said("Kh", "it", True) == "il Re di coppe"
    assert said("Ah", "it", True) == "l'Asso di coppe"
    assert said("Ah", "fr", True) == "l'as de coupes"
    assert said("Ah", "fr", cards.START) == "L'as de coupes"
    assert said("Ah", "ja", True) == said("Ah", "ja", False)  # Japanese has no article
