"""Card faces that count right, and one name per card.

The pip tests read the renderer's own layout (`cards.face_layout`, which `card_face` draws from),
at the sizes the table picture shows a card (45-60 px wide) and drawn at twice that; one test
also looks at the drawn pixels to hold the renderer to that layout (nothing else in the field).
The naming tests hold every place a card is named to `bot.service.card_names` and the catalogue,
whatever today's words are.
"""

from __future__ import annotations

import random
import re

import pytest
from PIL import Image, ImageChops

import games
from bot.discord.core import card_emoji as emoji_module
from bot.discord.core.card_emoji import CARD_EMOJI, card_phrase, card_text, suit_emoji_name
from bot.discord.pictures.cards import PAPER, card_face, face_layout, number_text
from bot.discord.pictures.pips import inside, overlaps
from bot.discord.pictures.tarot import TAROT_PAPER
from bot.service.card_names import card_name, deck_cards, deck_style, is_card, move_text
from games import cards as C

DECKS = ["scopa", "stovkahra", "scarto", "gofish"]  # the three styles and the 32-card Italian deck
WIDTHS = [45, 52, 60, 120]
LOCALES = ["en", "it", "ja", "fr"]
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


def rank_count(card: str) -> int:
    rank = C.rank_of(card)
    return 1 if rank == "A" else int(rank)


def numerals(game: str) -> list[str]:
    return [card for card in deck_cards(game) if number_text(deck_style(game), card) is not None]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game", DECKS)
def test_every_numeral_card_shows_as_many_pips_as_its_rank(game, width):
    style = deck_style(game)
    shown = numerals(game)
    # Every card below the figures is a numeral card with a pip field; figures, trumps, the Matto
    # and the jokers have none.
    assert {C.rank_of(c) for c in shown} == {
        C.rank_of(c) for c in deck_cards(game) if C.rank_of(c) in "A2345678910"
    }
    for card in deck_cards(game):
        layout = face_layout(style, card, width)
        if card not in shown:
            assert layout is None, card
            continue
        assert layout is not None
        assert len(layout.pips) == rank_count(card), card
        # The number in the corner is the card's rank, upright (Arabic, or Roman on the tarot's
        # swords and batons as the Tarocco Piemontese prints them): never a letter for a figure.
        text = number_text(style, card)
        value = ROMAN[text] if text in ROMAN else 1 if text == "A" else int(text)
        assert value == rank_count(card)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game", DECKS)
def test_no_two_pips_overlap_and_nothing_else_is_in_the_pip_field(game, width):
    style = deck_style(game)
    for card in numerals(game):
        layout = face_layout(style, card, width)
        assert layout is not None
        assert not overlaps(layout.band, layout.field)
        for i, pip in enumerate(layout.pips):
            assert inside(pip.box, layout.field), (card, pip)
            for other in layout.pips[i + 1 :]:
                assert not overlaps(pip.box, other.box), (card, pip, other)
        for mark in layout.marks:  # the index (and a French corner sign) stay in the band
            assert not overlaps(mark, layout.field), (card, mark)
            assert inside(mark, layout.band), (card, mark)


@pytest.mark.parametrize("game", DECKS)
def test_the_drawn_pip_field_holds_the_pips_and_nothing_else(game):
    """Paint paper over every pip box the layout gives: the field left is blank paper."""
    style, width = deck_style(game), 120
    paper = TAROT_PAPER if style == "tarot" else PAPER
    for card in numerals(game):
        layout = face_layout(style, card, width)
        assert layout is not None
        face = card_face(style, card, width).convert("RGB")
        covered = face.copy()
        for pip in layout.pips:
            left, top, right, bottom = pip.box
            # One pixel of antialiasing around each box.
            covered.paste(paper, (int(left) - 1, int(top) - 1, int(right) + 2, int(bottom) + 2))
        box = tuple(round(v) for v in layout.field)
        field = covered.crop(box)
        blank = Image.new("RGB", field.size, paper)
        stray = ImageChops.difference(field, blank).convert("L").point(lambda v: 255 if v > 24 else 0)
        assert stray.getbbox() is None, (card, stray.getbbox())
        # And the pips are really there: the field as drawn is not blank.
        assert ImageChops.difference(face.crop(box), blank).getbbox() is not None


def test_figures_are_drawn_without_a_letter_and_each_looks_different():
    for game in ("scopa", "scarto"):
        style = deck_style(game)
        figures = [c for c in deck_cards(game) if C.rank_of(c) in "JCQK" and not C.is_trump(c)]
        assert all(number_text(style, c) is None for c in figures)
        assert len({card_face(style, c, 56).tobytes() for c in figures}) == len(figures)
    # The 21 trumps and the Matto: each its own design.
    tarot = [c for c in deck_cards("scarto") if C.is_trump(c) or c == C.FOOL]
    assert len({card_face("tarot", c, 56).tobytes() for c in tarot}) == len(tarot) == 22


# --- one name per card -----------------------------------------------------------------------


@pytest.fixture
def no_emoji():
    CARD_EMOJI.clear()
    yield
    CARD_EMOJI.clear()


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", games.names())
def test_message_text_names_each_card_by_its_one_name(game, locale, no_emoji):
    for card in deck_cards(game):
        name = card_name(card, game, locale)
        assert card_text(card, game, locale) == name
        assert card_phrase(card, game).render(locale) == name


@pytest.mark.parametrize("game", games.names())
def test_with_emoji_the_text_still_says_the_one_name(game, monkeypatch):
    """Made emoji add a picture before the name (Italian, tarot) or colour the suit sign (French):
    the words stay the catalogue's."""
    CARD_EMOJI.clear()
    fake = {
        name: emoji_module.discord.PartialEmoji(name=name, id=i + 1)
        for i, name in enumerate(emoji_module.wanted_faces())
    }
    CARD_EMOJI._emoji.update(fake)
    CARD_EMOJI._learn([], emoji_module.wanted_faces())
    try:
        for card in deck_cards(game):
            for locale in LOCALES:
                text = card_text(card, game, locale)
                name = card_name(card, game, locale)
                if deck_style(game) == "french" and card not in C.JOKERS:
                    # `7♦` said as `7` and our coloured ♦: the same rank and suit
                    sign = suit_emoji_name(C.suit_of(card))
                    assert text == f"{C.rank_of(card)}<:{sign}:{fake[sign].id}>"
                    assert name == C.symbol(card)
                else:
                    assert text.endswith(" " + name) and text.startswith("<:")
    finally:
        CARD_EMOJI.clear()


def _cards_in(action: str) -> list[str]:
    return [token for token in re.split(r"[:+]", action) if is_card(token)]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", games.names())
def test_moves_name_their_cards_by_the_same_one_name(game, locale):
    """`You played: …`, Last moves, replays: every card a move names is said as `card_name` says it."""
    players = {"scarto": 3, "stovkahra": 4}.get(game, 2)
    checked = 0
    for seed in range(3):
        state = games.get(game).new(players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(40):
            if state.over:
                break
            legal = state.legal()
            for action in legal[:6]:
                if action.startswith("discard:"):  # the Scarto dealer's discard is secret: unnamed
                    continue
                said = move_text(game, state, action).render(locale)
                for card in _cards_in(action):
                    assert card_name(card, game, locale) in said, (action, said)
                    checked += 1
            state = state.play(rng.choice(legal))
    if game in ("scopa", "scarto", "stovkahra"):  # the others' moves name ranks and positions
        assert checked > 0


def _rank_word(rank: str, locale: str) -> str:
    """The word the catalogue's card names use for `rank` in the Italian deck: what the names of
    that rank in all four suits share (`Cavallo` of `Cavallo di denari`, `Cavallo di coppe`…)."""
    names = [card_name(rank + suit, "stovkahra", locale) for suit in "dhsc"]
    first = names[0]
    best = ""
    for i in range(len(first)):
        for j in range(i + len(best) + 1, len(first) + 1):
            if all(first[i:j] in other for other in names[1:]):
                best = first[i:j]
            else:
                break
    words = [w for w in re.split(r"[\s'’の]+", best) if w and w not in {"di", "of", "de", "du", "des", "d"}]
    return max(words, key=len)


@pytest.mark.parametrize("locale", LOCALES)
def test_declarations_call_a_rank_what_its_cards_are_called(locale):
    """Stovkahra's "three Cavalli": the declared rank is the word of the cards' own names (a
    plural keeps the stem), not a second list ("three Queens" in a deck with no Queens)."""
    from games.stovkahra.rules import TOKENS, declaration_text

    wrong = []
    for token, (rank, _count, _points) in TOKENS.items():
        word = _rank_word(rank, locale)
        stem = word if locale == "ja" else word[: max(2, len(word) - 2)]
        said = declaration_text(token).render(locale)
        if stem.lower() not in said.lower():
            wrong.append((token, word, said))
    assert not wrong
