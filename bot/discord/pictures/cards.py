"""Card faces and the card back, drawn at any width and cached (RGBA, height = `CARD_RATIO` (1.5) × width).

Three styles, chosen per game (`deck_style`), all drawn here in code with Pillow (docs/CARDS.md):
- `italian`: the Neapolitan pattern (Napoletane): denari, coppe, curved spade, knotted bastoni;
  full-length figures, Fante (a standing youth), Cavallo (a rider), Re (a crowned king), each
  holding its suit and standing on a base of the suit's colour, its initial in the corner in the
  suit's colour, in the picture's language (`F C R` in Italian: Stovkahra's deck has 8, 9 and 10
  as well, so a figure's index is never a number; docs/RULINGS.md);
- `tarot`: the Tarocco Piemontese family: the Italian suits with straight staves for batons,
  Arabic numbers on every suit (the printed pattern's Roman numbers on swords and batons, VI, VII,
  VIII, do not read at a phone's card size), four figures (Fante, Cavallo, Donna, Re) with their
  initials, trumps with Arabic numbers and a design each, the Matto (`tarot.py`);
- `french`: hearts, diamonds, spades, clubs in four colours, and the two jokers.
A numeral face has its number upright in the top-left corner of an index band and its pips in
the field below, nothing else there (`pips.py`, `face_layout`); no face has an upside-down index.
Indices are set in a real bold face (`lettering.py`). A dimmed face (a card that cannot be played
now) is its face washed toward a light grey, its index redrawn in full colour over it: each suit
keeps its hue.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.discord.pictures.figures import draw_figure
from bot.discord.pictures.layout import CARD_RATIO
from bot.discord.pictures.lettering import draw_text as _text
from bot.discord.pictures.lettering import font, text_box
from bot.discord.pictures.pips import FaceLayout, band_box, field_box, pip_layout
from bot.discord.pictures.suits import (
    INK,
    cap_parts,
    crown_parts,
    draw_parts,
    draw_suit,
    horse_parts,
    page_parts,
    queen_parts,
    star_parts,
    suit_colour,
)
from bot.discord.pictures.tarot import TAROT_PAPER, TRUMPS, draw_frame, draw_matto, draw_trump, matto
from bot.service.card_names import deck_cards, deck_style
from games import cards as C
from i18n import DEFAULT, translate

__all__ = [
    "card_back",
    "card_emoji",
    "card_face",
    "deck_cards",
    "deck_style",
    "face_layout",
    "figure_text",
    "suit_emoji",
]

SUPERSAMPLE = 3
PAPER = (252, 251, 246)
TRUMP_PAPER = (246, 238, 214)
TRUMP_INK = (88, 36, 120)
BACK = (28, 58, 120)
BACK_LINE = (70, 110, 180)

# Figures: rank -> (letter, emblem). The letter names the face (emoji names) and is the French
# deck's index; Italian and tarot figures show their initial in the picture's language
# (`figure_text`).
_FIGURES = {
    "italian": {"J": ("F", "page"), "Q": ("C", "horse"), "K": ("R", "king")},
    "tarot": {"J": ("F", "page"), "C": ("C", "horse"), "Q": ("D", "queen"), "K": ("R", "king")},
    "french": {"J": ("J", "page"), "Q": ("Q", "queen"), "K": ("K", "king")},
}


def suit_family(style: str) -> str:
    """Whose suit signs a style draws: "french", "italian" or "tarot" (Italian, straight staves)."""
    return style if style in ("french", "tarot") else "italian"


# Full-length figures of the Italian and tarot decks, by rank.
_FIGURE_KIND = {
    "italian": {"J": "fante", "Q": "cavallo", "K": "re"},
    "tarot": {"J": "fante", "C": "cavallo", "Q": "donna", "K": "re"},
}


def number_text(style: str, card: str) -> str | None:
    """The number a numeral card shows upright in its corner (`7`, `10`, `A`; Arabic on every
    tarot suit), None for any other card."""
    if C.is_trump(card) or card == C.FOOL or card in C.JOKERS:
        return None
    rank = C.rank_of(card)
    if rank in _FIGURES[style]:
        return None
    count = 1 if rank == "A" else int(rank)
    if style == "french":
        return rank
    return str(count)


@lru_cache(maxsize=512)
def figure_text(style: str, card: str, locale: str = DEFAULT) -> str | None:
    """The initial an Italian or tarot figure shows in its corner, in `locale` (`F`, `C`, `R`
    in Italian; the catalogue's `tablepicture-figure-index`), None for any other card."""
    kind = _FIGURE_KIND.get(style, {}).get(C.rank_of(card)) if C.suit_of(card) in "dhsc" else None
    if kind is None or C.is_trump(card):
        return None
    return translate(locale, "tablepicture-figure-index", deck=style, rank=C.rank_of(card))


def index_text(style: str, card: str) -> str:
    """A short tag for the face, for emoji names: `7`, `10`, `F`/`C`/`D`/`R` for Italian and tarot
    figures (their corner shows `figure_text`, in the picture's language), `J`/`Q`/`K`, trump
    numbers, `M`, `JK`. What a numeral's corner shows is `number_text`."""
    if card == C.FOOL:
        return "M"
    if card in C.JOKERS:
        return "JK"
    if C.is_trump(card):
        return card[1:]
    rank = C.rank_of(card)
    if rank in _FIGURES[style]:
        return _FIGURES[style][rank][0]
    if rank == "A":
        return "1" if style == "tarot" else "A"
    return rank


def _ink(style: str, card: str) -> tuple[int, int, int]:
    if C.is_trump(card):
        return TRUMP_INK
    if card == C.FOOL:
        return INK
    if card in C.JOKERS:
        return (205, 20, 35) if card == "JK1" else INK
    suit = C.suit_of(card)
    if style == "french":
        return suit_colour("french", suit)
    # Italian suits: the coin's gold is too light for text; use a darker shade of each.
    return {"d": (150, 95, 0), "h": (190, 25, 40), "s": (0, 80, 160), "c": (15, 105, 50)}[suit]


def _rounded(w: int, h: int, fill: tuple, outline: tuple) -> Image.Image:
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), radius=w * 0.08, fill=fill, outline=outline, width=max(1, w // 60)
    )
    return image


def _index_box(text: str, size: int, x: float, y: float) -> tuple[float, float, float, float]:
    """Where `_text` draws `text` left-aligned with its top at (x, y) (for the layout's marks)."""
    left, top, right, bottom = text_box(text, size)
    return (x + left, y + top, x + right, y + bottom)


def _index_size(text: str, w: float) -> int:
    """The index's type size: as tall as the band allows, smaller only where a wide index would
    not fit in 80 % of the width."""
    wide = font(100).getlength(text) / 100
    return round(min(w * 0.36, w * 0.8 / max(wide, 1e-6)))


@lru_cache(maxsize=2048)
def face_layout(style: str, card: str, width: int) -> FaceLayout | None:
    """The layout of a numeral card's face `width` wide: its index band, pip field, the pips the
    renderer places there and the other marks (the number, a French card's corner sign). None for
    figures, trumps, the Matto and the jokers, which have no pip field."""
    text = number_text(style, card)
    if text is None:
        return None
    family = suit_family(style)
    suit = C.suit_of(card)
    count = 1 if C.rank_of(card) == "A" else int(C.rank_of(card))
    w = width
    x, y = w * 0.08, w * 0.05
    marks = [_index_box(text, _index_size(text, w), x, y)]
    if style == "french":
        sign = w * 0.25  # beside the index, about as tall as its digits
        marks.append(
            (marks[0][2] + w * 0.04, y + w * 0.03, marks[0][2] + w * 0.04 + sign, y + w * 0.03 + sign)
        )
    pips = pip_layout(family, suit, count, w, flip_lower=style == "french")
    return FaceLayout(w, band_box(w), field_box(w), pips, tuple(marks))


def _draw_numeral(draw: ImageDraw.ImageDraw, style: str, card: str, w: int) -> None:
    layout = face_layout(style, card, w)
    assert layout is not None
    family, suit = suit_family(style), C.suit_of(card)
    _draw_corner(draw, style, card, w, number_text(style, card) or "")
    if style == "french":
        box = layout.marks[1]
        draw_suit(draw, family, suit, (box[0] + box[2]) / 2, (box[1] + box[3]) / 2, box[3] - box[1])
    for pip in layout.pips:
        draw_suit(draw, family, suit, pip.x, pip.y, pip.size, flip=pip.flip, mirror=pip.mirror)


def _draw_figure(draw: ImageDraw.ImageDraw, style: str, card: str, w: int, h: int, letter: str) -> None:
    """A full-length Italian or tarot figure on a base of its suit's colour (as on Neapolitan
    cards, where the base tells the suit even when the card is held upside down), its initial in
    the top-left corner in the suit's colour."""
    family, suit = suit_family(style), C.suit_of(card)
    colour = suit_colour(family, suit)
    base_top = h * 0.9
    draw.rounded_rectangle(
        (w * 0.1, base_top, w * 0.9, h * 0.955),
        radius=w * 0.03,
        fill=colour,
        outline=INK,
        width=max(1, w // 70),
    )
    kind = _FIGURE_KIND[style][C.rank_of(card)]
    height = h * 0.86
    draw_figure(draw, kind, suit, colour, w * 0.5, base_top - height / 2 + h * 0.005, height, family)
    _draw_corner(draw, style, card, w, letter)


def _corner_text(style: str, card: str, locale: str) -> str | None:
    """What the top-left index of a face says, or None where the face draws its own (trumps)."""
    if card == C.FOOL or C.is_trump(card):
        return None
    if card in C.JOKERS:
        return "JK"
    if (number := number_text(style, card)) is not None:
        return number
    if style == "french":
        return _FIGURES["french"][C.rank_of(card)][0]
    return figure_text(style, card, locale)


def _draw_corner(
    draw: ImageDraw.ImageDraw, style: str, card: str, w: int, text: str, paper: tuple | None = None
) -> None:
    """The index in the top-left corner, in the card's ink; on a figure over a halo of `paper`
    (the card's), so a raised sword or crown behind it does not cut into the letter."""
    size = _index_size(text, w)
    at = (w * 0.08, w * 0.05)
    if number_text(style, card) is None and style != "french" and card not in C.JOKERS:
        left, top, right, bottom = _index_box(text, size, *at)
        pad = w * 0.025
        draw.rounded_rectangle(
            (left - pad, top - pad, right + pad, bottom + pad),
            radius=pad * 2,
            fill=paper or _paper(style, card),
        )
    _text(draw, at, text, size, _ink(style, card), anchor="lt")


def _paper(style: str, card: str) -> tuple[int, int, int]:
    trump = C.is_trump(card) or card == C.FOOL
    return TRUMP_PAPER if trump else TAROT_PAPER if style == "tarot" else PAPER


def _draw_french_figure(draw: ImageDraw.ImageDraw, card: str, w: int, h: int) -> None:
    """A French court: its letter and suit in the band, the emblem over the suit sign below."""
    rank, suit = C.rank_of(card), C.suit_of(card)
    colour = suit_colour("french", suit)
    letter, emblem = _FIGURES["french"][rank]
    _draw_corner(draw, "french", card, w, letter)
    right = _index_box(letter, _index_size(letter, w), w * 0.08, w * 0.05)[2]
    draw_suit(draw, "french", suit, right + w * 0.165, w * 0.205, w * 0.25)
    left, top, rgt, bottom = w * 0.12, h * 0.25, w * 0.88, h * 0.95
    tint = tuple(round(255 - (255 - c) * 0.16) for c in colour)
    draw.rounded_rectangle(
        (left, top, rgt, bottom), radius=w * 0.06, fill=tint, outline=colour, width=max(2, w // 40)
    )
    parts = {"page": page_parts, "queen": queen_parts, "king": crown_parts}[emblem](colour)
    draw_parts(draw, parts, w / 2, top + (bottom - top) * 0.32, w * 0.5)
    draw_suit(draw, "french", suit, w / 2, top + (bottom - top) * 0.75, w * 0.38)


def _draw_joker(draw: ImageDraw.ImageDraw, card: str, w: int, h: int) -> None:
    _draw_corner(draw, "french", card, w, "JK")
    cap = (205, 20, 35) if card == "JK1" else (0, 98, 190)
    draw_parts(
        draw, cap_parts(cap, (230, 170, 20) if card == "JK1" else (20, 20, 24)), w / 2, h * 0.5, w * 0.6
    )
    _text(draw, (w / 2, h * 0.78), "Joker", round(w * 0.16), INK, anchor="mm")


# A dimmed face: washed this far toward `DIM_GREY`, its index redrawn in full colour.
DIM_GREY = (218, 218, 214)
DIM = 0.55


def card_face(style: str, card: str, width: int, locale: str = DEFAULT, *, dim: bool = False) -> Image.Image:
    """The face of `card` in `style` ("italian" | "tarot" | "french"), `width` pixels wide (RGBA);
    a figure's initial in `locale`; `dim`: washed toward a light grey, its index in full colour
    (a card that cannot be played now)."""
    letter = figure_text(style, card, locale) if style != "french" else None
    return _face(style, card, width, letter or "", dim)


@lru_cache(maxsize=4096)
def _face(style: str, card: str, width: int, letter: str, dim: bool) -> Image.Image:
    w, h = width * SUPERSAMPLE, round(width * CARD_RATIO) * SUPERSAMPLE
    trump = C.is_trump(card) or card == C.FOOL
    image = _rounded(w, h, _paper(style, card), (60, 60, 60))
    draw = ImageDraw.Draw(image)
    if style == "tarot":
        draw_frame(draw, w, h, trump=trump)
    if C.is_trump(card):
        draw_trump(draw, int(card[1:]), w, h)
    elif card == C.FOOL:
        draw_matto(draw, w, h)
    elif card in C.JOKERS:
        _draw_joker(draw, card, w, h)
    elif number_text(style, card) is not None:
        _draw_numeral(draw, style, card, w)
    elif style == "french":
        _draw_french_figure(draw, card, w, h)
    else:
        _draw_figure(draw, style, card, w, h, letter)
    if dim:
        grey = Image.new("RGBA", image.size, (*DIM_GREY, 255))
        washed = Image.blend(image, grey, DIM)
        washed.putalpha(image.getchannel("A"))
        image = washed
        draw = ImageDraw.Draw(image)
        corner = str(card[1:]) if C.is_trump(card) else letter or _corner_text(style, card, DEFAULT)
        if corner:
            if C.is_trump(card):
                _text(draw, (w * 0.08, w * 0.05), corner, round(w * 0.36), TRUMP_INK, anchor="lt")
            else:
                base = _paper(style, card)
                paper = tuple(round(p + (g - p) * DIM) for p, g in zip(base, DIM_GREY, strict=True))
                _draw_corner(draw, style, card, w, corner, paper)
    return image.resize((width, round(width * CARD_RATIO)), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def card_back(width: int) -> Image.Image:
    """The back every deck shares: a blue lattice in a white border."""
    w, h = width * SUPERSAMPLE, round(width * CARD_RATIO) * SUPERSAMPLE
    image = _rounded(w, h, PAPER, (60, 60, 60))
    draw = ImageDraw.Draw(image)
    m = w * 0.07
    draw.rounded_rectangle((m, m, w - m, h - m), radius=w * 0.05, fill=BACK)
    step = w * 0.16
    line = max(1, w // 50)
    k = -h
    while k < w + h:
        draw.line(((m + k, m), (m + k + h, m + h)), fill=BACK_LINE, width=line)
        draw.line(((m + k, m), (m + k - h, m + h)), fill=BACK_LINE, width=line)
        k += step
    # Cover the lattice overflow outside the inner panel again with the border.
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((m, m, w - m, h - m), radius=w * 0.05, fill=255)
    frame = _rounded(w, h, PAPER, (60, 60, 60))
    frame.paste(image, (0, 0), mask)
    draw = ImageDraw.Draw(frame)
    r = w * 0.2
    draw.ellipse((w / 2 - r, h / 2 - r, w / 2 + r, h / 2 + r), fill=PAPER, outline=BACK_LINE, width=line * 2)
    _text(draw, (w / 2, h / 2), "T", round(w * 0.26), BACK, anchor="mm")
    return frame.resize((width, round(width * CARD_RATIO)), Image.Resampling.LANCZOS)


# Each style's own deck: the Italian forty, the tarot, the French fifty-two with two jokers.
STYLE_DECKS = {"italian": C.italian_deck, "tarot": C.tarot_deck, "french": lambda: C.french_deck(2)}


def sheet_cards(style: str) -> list[str]:
    """Every face a style draws, suit by suit (the Italian deck with Stovkahra's 8, 9 and 10)."""
    if style == "italian":
        ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
        return [rank + suit for suit in "dhsc" for rank in ranks]
    return STYLE_DECKS[style]()


def cards_sheet(game: str, width: int = 90, columns: int = 10, *, whole_style: bool = False) -> Image.Image:
    """Every face of a game's deck and the back, in a grid (to look at, and for the docs);
    `whole_style`: every face of the game's style (`sheet_cards`)."""
    style = deck_style(game)
    return style_sheet(style, sheet_cards(style) if whole_style else deck_cards(game), width, columns)


def style_sheet(
    style: str,
    cards: list[str] | None = None,
    width: int = 90,
    columns: int = 10,
    *,
    locale: str = DEFAULT,
    dim: bool = False,
) -> Image.Image:
    """`cards` (the style's own deck, `STYLE_DECKS`, when None) and the back, in a grid; figures'
    initials in `locale`; `dim`: the faces as a card that cannot be played is drawn."""
    if cards is None:
        cards = STYLE_DECKS[style]()
    faces = [card_face(style, card, width, locale, dim=dim) for card in cards] + [card_back(width)]
    h = round(width * CARD_RATIO)
    rows = (len(faces) + columns - 1) // columns
    gap = max(4, width // 12)
    sheet = Image.new("RGB", (columns * (width + gap) + gap, rows * (h + gap) + gap), (30, 90, 60))
    for i, face in enumerate(faces):
        sheet.paste(face, (gap + (i % columns) * (width + gap), gap + (i // columns) * (h + gap)), face)
    return sheet


_EMBLEMS = {"fante": page_parts, "cavallo": horse_parts, "donna": queen_parts, "re": crown_parts}


@lru_cache(maxsize=256)
def card_emoji(style: str, card: str, size: int = 128) -> Image.Image:
    """A card for an emoji, `size` square (RGBA): a small upright card that is all index, so it
    still reads at Discord's 22-pixel emoji size: the number over the suit sign; an Italian or tarot
    figure's head (cap, horse, queen, crown) over its sign (an emoji has no language for an
    initial); a trump's number over its design; the Matto's jester."""
    s = size * SUPERSAMPLE
    w, h = round(s * 0.76), s - 2 * SUPERSAMPLE
    trump = C.is_trump(card) or card == C.FOOL
    paper = TRUMP_PAPER if trump else TAROT_PAPER if style == "tarot" else PAPER
    face = _rounded(w, h, paper, (60, 60, 60))
    draw = ImageDraw.Draw(face)
    if style == "tarot":  # the tarot's frame: its suit cards are not the Italian deck's
        draw_frame(draw, w, h, trump=trump)
    colour = _ink(style, card)
    mark_x, mark_y, mark = w / 2, h * 0.72, w * 0.5
    line = max(1.0, w * 0.02)
    if card == C.FOOL:
        draw_parts(draw, matto(), w / 2, h / 2, h * 0.9, line=line)
    elif C.is_trump(card):
        text = card[1:]
        _text(
            draw, (w / 2, h * 0.22), text, round(w * (0.56 if len(text) == 1 else 0.46)), colour, anchor="mm"
        )
        draw_parts(draw, TRUMPS[int(text)](), w / 2, h * 0.7, w * 0.9, line=line)
    elif card in C.JOKERS:
        _text(draw, (w / 2, h * 0.27), "JK", round(w * 0.46), colour, anchor="mm")
        draw_parts(draw, star_parts(colour), mark_x, mark_y, mark)
    else:
        suit, family = C.suit_of(card), suit_family(style)
        text = number_text(style, card)
        kind = _FIGURE_KIND.get(style, {}).get(C.rank_of(card))
        if kind is not None:
            draw_parts(draw, _EMBLEMS[kind](suit_colour(family, suit)), w / 2, h * 0.27, w * 0.62)
        else:
            shown = text if text is not None else _FIGURES["french"][C.rank_of(card)][0]
            fit = 0.62 if len(shown) == 1 else 0.5 if len(shown) == 2 else 0.36 if len(shown) == 3 else 0.28
            _text(draw, (w / 2, h * 0.27), shown, round(w * fit), colour, anchor="mm")
        draw_suit(draw, family, suit, mark_x, mark_y, mark)
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    image.alpha_composite(face, ((s - w) // 2, (s - h) // 2))
    return image.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=8)
def suit_emoji(suit: str, size: int = 128) -> Image.Image:
    """A French suit sign for message text, `size` square (RGBA): the pictures' sign in its colour
    inside a light rim, so a black spade still shows on Discord's dark theme."""
    from bot.discord.pictures.suits import suit_parts

    s = size * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    parts = suit_parts("french", suit)
    rim = (246, 246, 246)
    halo = [(rim, rim, prims) for _fill, _line, prims in parts]
    draw_parts(draw, halo, s / 2, s / 2, s * 0.78, line=s * 0.11)
    draw_parts(draw, parts, s / 2, s / 2, s * 0.78)
    return image.resize((size, size), Image.Resampling.LANCZOS)
