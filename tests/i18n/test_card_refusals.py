"""A refusal names cards as the table's deck and the reader's language name them: "Non hai il 7 di
denari", not "7♦" (the rules core hands the face card names, never symbols of another deck)."""

from __future__ import annotations

import pytest

import games
from bot.service.card_names import deck_cards, is_card
from games.core import IllegalAction


def _playing(game: str, players: int, seed: int = 1) -> games.State:
    """A game at the first point where a card may be played (past a discard or declarations)."""
    state = games.get(game).new(players, seed=seed)
    while not any(is_card(action) for action in state.legal()):
        state = state.play(state.legal()[0])
    return state


def _refused(state: games.State, game: str) -> IllegalAction:
    """The refusal of a card of the game's deck the player to move may not play."""
    card = next(c for c in deck_cards(game) if not state.is_legal(c) and not state.is_legal(c + ":"))
    with pytest.raises(IllegalAction) as refused:
        state.play(card)
    return refused.value


def test_scopa_says_the_card_in_each_language_with_its_article() -> None:
    refused = _refused(_playing("scopa", 2), "scopa")
    italian = refused.text.render("it")
    assert italian.startswith("Non hai il ") or italian.startswith("Non hai l'"), italian
    assert " di " in italian and "♦" not in italian and "♣" not in italian
    assert refused.text.render("fr").startswith(("Tu n'as pas le ", "Tu n'as pas l'"))
    japanese = refused.text.render("ja")
    assert any(suit in japanese for suit in ("金貨", "聖杯", "剣", "棍棒")) and "♦" not in japanese


def test_the_seven_of_coins_reads_as_players_say_it() -> None:
    from games.cards import card_text

    assert card_text("7d", "italian", article=True).render("it") == "il 7 di denari"
    assert card_text("Ad", "italian", article=True).render("it") == "l'Asso di denari"
    assert card_text("Qs", "italian", article=True).render("fr") == "le cavalier d'épées"
    assert card_text("Qs", "tarot", article=True).render("it") == "la Donna di spade"
    assert card_text("Cs", "tarot").render("en") == "Knight of swords"
    assert card_text("7d", "italian", article=True).render("ja") == "金貨の7"


@pytest.mark.parametrize("game", ["scarto", "stovkahra"])
def test_trick_games_name_cards_not_symbols(game: str) -> None:
    refused = _refused(_playing(game, 3 if game == "scarto" else 4), game)
    for locale in ("en", "it", "fr", "ja"):
        said = refused.text.render(locale)
        assert not any(symbol in said for symbol in "♠♥♦♣"), (locale, said)
