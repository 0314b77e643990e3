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
from bot.discord.pictures.cards import PAPER, card_face, face_layout, figure_text, number_text, sheet_cards
from bot.discord.pictures.pips import inside, overlaps
from bot.discord.pictures.tarot import TAROT_PAPER
from bot.service.card_names import card_name, deck_cards, deck_style, is_card, move_text
from games import cards as C

DECKS = ["scopa", "stovkahra", "scarto", "gofish"]  # the three styles and the 32-card Italian deck
WIDTHS = [45, 52, 60, 120]
LOCALES = ["en", "it", "ja", "fr"]


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
        # The number in the corner is the card's rank, upright and Arabic on every suit (the
        # tarot's swords and batons too: Roman VI, VII, VIII blur at a phone's size).
        text = number_text(style, card)
        assert text is not None and (text == "A" or int(text) == rank_count(card)), (card, text)


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


def test_figures_each_look_different():
    for game in ("scopa", "scarto"):
        style = deck_style(game)
        figures = [c for c in deck_cards(game) if C.rank_of(c) in "JCQK" and not C.is_trump(c)]
        assert all(number_text(style, c) is None for c in figures)
        assert len({card_face(style, c, 56).tobytes() for c in figures}) == len(figures)
    # The 21 trumps and the Matto: each its own design.
    tarot = [c for c in deck_cards("scarto") if C.is_trump(c) or c == C.FOOL]
    assert len({card_face("tarot", c, 56).tobytes() for c in tarot}) == len(tarot) == 22


# --- cards told apart at a glance (issue 35) ----------------------------------------------------

STYLES = {"italian": "stovkahra", "tarot": "scarto", "french": "oldmaid"}  # each style's fullest deck


def _paper(style: str) -> tuple[int, int, int]:
    return TAROT_PAPER if style == "tarot" else PAPER


def _pixels(image: Image.Image) -> list[tuple[int, int, int]]:
    data = image.convert("RGB").tobytes()
    return [tuple(data[i : i + 3]) for i in range(0, len(data), 3)]  # type: ignore[misc]


def _inkness(
    face: Image.Image, box: tuple[float, ...], paper: tuple[int, ...], ink: tuple[int, ...]
) -> float:
    """How much of `box` is ink rather than paper, 0 to 1 (mean over its pixels)."""
    crop = face.convert("RGB").crop(tuple(round(v) for v in box))
    full = sum(abs(a - b) for a, b in zip(ink, paper, strict=True))
    pixels = _pixels(crop)
    return sum(min(1.0, sum(abs(a - b) for a, b in zip(p, paper, strict=True)) / full) for p in pixels) / len(
        pixels
    )


@pytest.mark.parametrize("width", [28, 46, 92])  # a phone's 27 CSS px, the layout's narrowest, as drawn
@pytest.mark.parametrize("style", STYLES)
def test_a_5_never_reads_as_a_6(style, width):
    """Where a 6 closes its bowl (the lower left of the digit), a 5 leaves paper: the bold face
    keeps the 5's gap open even at a phone's card size, in every suit."""
    from bot.discord.pictures.cards import _ink

    for suit in "dhsc":
        seen = {}
        for rank in "56":
            card = rank + suit
            layout = face_layout(style, card, width)
            assert layout is not None
            left, top, right, bottom = layout.marks[0]
            w, h = right - left, bottom - top
            lower_left = (left, top + h * 0.55, left + max(1.0, w * 0.3), top + h * 0.78)
            seen[rank] = _inkness(card_face(style, card, width), lower_left, _paper(style), _ink(style, card))
        assert seen["5"] < 0.25 and seen["6"] - seen["5"] > 0.3, (card, seen)


def _corner_mask(style: str, card: str, width: int, locale: str) -> Image.Image:
    """The top-left corner a fanned hand leaves in view, ink as white on black."""
    face = card_face(style, card, width, locale).convert("RGB")
    paper = _paper(style)
    corner = face.crop((0, 0, round(width * 0.45), round(width * 0.36)))
    diff = ImageChops.difference(corner, Image.new("RGB", corner.size, paper)).convert("L")
    return diff.point(lambda v: 255 if v > 80 else 0)


@pytest.mark.parametrize("style", STYLES)
def test_every_card_of_a_suit_is_told_apart_by_its_corner_alone(style):
    """Stovkahra's deck has 8, 9 and 10 and the figures: each card's corner (all a fanned hand
    shows of it) differs from every other card's of its suit by a clear part of its ink, in
    every language's initials; and a figure's initial stays in view in the private fan."""
    from bot.discord.pictures.hand import FIGURE_SHOWN, corner

    width = 46
    for locale in LOCALES if style != "french" else ["en"]:
        for suit in "dhsc":
            cards = [c for c in sheet_cards(style) if C.suit_of(c) == suit and not C.is_trump(c)]
            masks = {card: _corner_mask(style, card, width, locale) for card in cards}
            for i, a in enumerate(cards):
                ink_a = masks[a].histogram()[255]
                assert ink_a > 0, a  # every card has an index, figures included
                for b in cards[i + 1 :]:
                    differ = ImageChops.difference(masks[a], masks[b]).histogram()[255]
                    assert differ > 0.12 * max(ink_a, masks[b].histogram()[255]), (locale, a, b)
            for card in cards:
                text = figure_text(style, card, locale)
                if text is not None:
                    assert face_layout(style, card, width) is None
                    assert _index_right(text, width * 2) <= width * 2 * (FIGURE_SHOWN - 0.06), (card, text)
                    # and a hand's rows may cover a figure only below its initial
                    assert _index_bottom(text, width * 2) <= corner(style, card, width)[1] * 2, (card, text)


def _index_right(text: str, width: int) -> float:
    from bot.discord.pictures.cards import _index_box, _index_size

    return _index_box(text, _index_size(text, width), width * 0.08, width * 0.05)[2]


def _index_bottom(text: str, width: int) -> float:
    from bot.discord.pictures.cards import _index_box, _index_size

    return _index_box(text, _index_size(text, width), width * 0.08, width * 0.05)[3]


def test_figure_initials_are_one_letter_per_figure_in_each_language():
    for locale in LOCALES:
        for style, ranks in (("italian", "JQK"), ("tarot", "JCQK")):
            letters = [figure_text(style, rank + "c", locale) for rank in ranks]
            assert all(t and t.isalpha() and len(t) == 1 for t in letters), (locale, letters)
            assert len(set(letters)) == len(letters), (locale, letters)
    assert figure_text("italian", "7c") is None and figure_text("tarot", "T12") is None


def _index_colour(style: str, card: str, width: int, *, dim: bool) -> tuple[int, int, int]:
    """The index's ink as drawn: the colour of its pixels farthest from the paper."""
    face = card_face(style, card, width, dim=dim).convert("RGB")
    layout = face_layout(style, card, width)
    assert layout is not None
    pixels = _pixels(face.crop(tuple(round(v) for v in layout.marks[0])))
    paper = _paper(style)
    return max(pixels, key=lambda p: sum(abs(a - b) for a, b in zip(p, paper, strict=True)))


def _distance(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


@pytest.mark.parametrize("style", STYLES)
def test_a_dimmed_card_keeps_its_suits_colour(style):
    """A card that cannot be played is washed out, but its index keeps its suit's colour: no two
    suits' dimmed indices come near each other (a dimmed cup is never a coin), and the face as a
    whole is lighter and greyer than the playable one."""
    width = 92
    suits = "dhsc"
    dimmed = {suit: _index_colour(style, "7" + suit, width, dim=True) for suit in suits}
    for i, a in enumerate(suits):
        for b in suits[i + 1 :]:
            assert _distance(dimmed[a], dimmed[b]) > 80, (a, b, dimmed)
    for suit in suits:
        full = card_face(style, "7" + suit, width).convert("RGB")
        dim = card_face(style, "7" + suit, width, dim=True).convert("RGB")
        assert _distance(dimmed[suit], _index_colour(style, "7" + suit, width, dim=False)) < 40
        layout = face_layout(style, "7" + suit, width)
        assert layout is not None
        field = tuple(round(v) for v in layout.field)
        assert _spread(dim, field) < 0.7 * _spread(full, field), suit  # the pips lose contrast


def _spread(image: Image.Image, box: tuple[int, ...]) -> int:
    """The range of greys in `box`: a face's contrast there."""
    low, high = image.crop(box).convert("L").getextrema()
    return high - low


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
                    # French writes a card in lower case in running text ("pose le roi de
                    # coupes") and with its capital as a label ("As de coupes"): the same name.
                    name = card_name(card, game, locale)
                    if locale == "fr":
                        name, said = name.lower(), said.lower()
                    assert name in said, (action, said)
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
