"""Card faces and the card back, drawn at any width and cached (RGBA, height = 1.5 × width).

Three styles, chosen per game (`deck_style`):
- `italian`: denari coins, coppe cups, spade swords, bastoni batons; figures Fante (F),
  Cavallo (C), Re (R) — the project's `J`, `Q`, `K` of the Italian deck;
- `tarot`: the Piedmontese tarot's Italian suits with Fante, Cavallo, Donna, Re (`J C Q K`),
  trumps `T1`..`T21` and the Matto (`FOOL`);
- `french`: hearts, diamonds, spades, clubs in four colours, and the two jokers.
Faces carry a jumbo index (rank over suit) in two corners, so a card stays readable when
Discord shrinks the picture; pips and figure emblems fill the middle.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

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
from bot.service.card_names import deck_cards, deck_style
from games import cards as C

__all__ = ["card_back", "card_emoji", "card_face", "deck_cards", "deck_style"]

SUPERSAMPLE = 3
PAPER = (252, 251, 246)
TRUMP_PAPER = (246, 238, 214)
TRUMP_INK = (88, 36, 120)
BACK = (28, 58, 120)
BACK_LINE = (70, 110, 180)

# Figures: rank -> (index letter, emblem).
_FIGURES = {
    "italian": {"J": ("F", "page"), "Q": ("C", "horse"), "K": ("R", "king")},
    "tarot": {"J": ("F", "page"), "C": ("C", "horse"), "Q": ("D", "queen"), "K": ("R", "king")},
    "french": {"J": ("J", "page"), "Q": ("Q", "queen"), "K": ("K", "king")},
}
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.5, 0.2), (0.5, 0.8)),
    3: ((0.5, 0.2), (0.5, 0.5), (0.5, 0.8)),
    4: ((0.3, 0.2), (0.7, 0.2), (0.3, 0.8), (0.7, 0.8)),
    5: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.5), (0.3, 0.8), (0.7, 0.8)),
    6: ((0.3, 0.2), (0.7, 0.2), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)),
    7: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)),
    8: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.5, 0.65), (0.3, 0.8), (0.7, 0.8)),
    9: (
        (0.3, 0.2),
        (0.7, 0.2),
        (0.3, 0.4),
        (0.7, 0.4),
        (0.5, 0.5),
        (0.3, 0.6),
        (0.7, 0.6),
        (0.3, 0.8),
        (0.7, 0.8),
    ),
    10: (
        (0.3, 0.2),
        (0.7, 0.2),
        (0.5, 0.3),
        (0.3, 0.4),
        (0.7, 0.4),
        (0.3, 0.6),
        (0.7, 0.6),
        (0.5, 0.7),
        (0.3, 0.8),
        (0.7, 0.8),
    ),
}


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled scalable font: no system font needed."""
    return ImageFont.load_default(size=max(4, size))  # type: ignore[return-value]


def suit_family(style: str) -> str:
    return "french" if style == "french" else "italian"


def index_text(style: str, card: str) -> str:
    """What the corner says: `7`, `10`, `F`/`C`/`R` (Italian), `J`/`Q`/`K`, trump numbers, `M`, `★`."""
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


def _text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: tuple,
    *,
    anchor: str = "mt",
    bold: bool = True,
) -> None:
    """Text, condensed a little when it has two characters (`10`, `21`) so the index stays narrow."""
    f = font(size)
    stroke = max(1, size // 14) if bold else 0
    if len(text) == 2:
        widths = [f.getlength(ch) for ch in text]
        overlap = size * 0.06
        total = sum(widths) - overlap
        x, y = xy
        if anchor[0] == "m":
            x -= total / 2
        for ch, width in zip(text, widths, strict=True):
            draw.text(
                (x, y), ch, font=f, fill=fill, anchor="l" + anchor[1], stroke_width=stroke, stroke_fill=fill
            )
            x += width - overlap
        return
    draw.text(xy, text, font=f, fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=fill)


def _corner(draw: ImageDraw.ImageDraw, style: str, card: str, w: int) -> None:
    """The jumbo index in the top-left corner of a card `w` wide."""
    x = w * 0.17
    text = index_text(style, card)
    colour = _ink(style, card)
    _text(draw, (x, w * 0.04), text, round(w * 0.3), colour)
    mark_y, mark = w * 0.47, w * 0.17
    if C.is_trump(card):
        draw_parts(draw, star_parts(TRUMP_INK), x, mark_y, mark)
    elif card == C.FOOL:
        draw_parts(draw, star_parts((200, 40, 30)), x, mark_y, mark)
    elif card in C.JOKERS:
        draw_parts(draw, star_parts(colour), x, mark_y, mark)
    else:
        draw_suit(draw, suit_family(style), C.suit_of(card), x, mark_y, mark)


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
    return {"d": (150, 95, 0), "h": (190, 25, 40), "s": (0, 80, 160), "c": (110, 65, 25)}[suit]


def _rounded(w: int, h: int, fill: tuple, outline: tuple) -> Image.Image:
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), radius=w * 0.08, fill=fill, outline=outline, width=max(1, w // 60)
    )
    return image


def _centre(draw: ImageDraw.ImageDraw, style: str, card: str, w: int, h: int) -> None:
    family = suit_family(style)
    # The middle band between the corner indices.
    left, right, top, bottom = w * 0.3, w * 0.7, h * 0.12, h * 0.88
    if C.is_trump(card):
        draw_parts(draw, star_parts((230, 170, 20)), w / 2, h * 0.33, w * 0.34)
        _text(draw, (w / 2, h * 0.58), card[1:], round(w * 0.3), TRUMP_INK, anchor="mm")
        return
    if card == C.FOOL or card in C.JOKERS:
        colour = (205, 20, 35) if card == "JK1" else (0, 98, 190) if card == "JK2" else (40, 140, 60)
        draw_parts(
            draw,
            cap_parts(colour, (230, 170, 20) if card != "JK2" else (20, 20, 24)),
            w / 2,
            h * 0.45,
            w * 0.45,
        )
        word = "Matto" if card == C.FOOL else "Joker"
        _text(draw, (w / 2, h * 0.72), word, round(w * 0.14), INK, anchor="mm", bold=False)
        return
    rank, suit = C.rank_of(card), C.suit_of(card)
    colour = suit_colour(family, suit)
    if rank in _FIGURES[style]:
        tint = tuple(round(255 - (255 - c) * 0.18) for c in colour)
        draw.rounded_rectangle(
            (left - w * 0.02, top + h * 0.03, right + w * 0.02, bottom - h * 0.03),
            radius=w * 0.05,
            fill=tint,
            outline=colour,
            width=max(2, w // 40),
        )
        emblem = _FIGURES[style][rank][1]
        parts = {
            "page": page_parts,
            "horse": horse_parts,
            "king": crown_parts,
            "queen": queen_parts,
        }[emblem]
        draw_parts(draw, parts(colour), w / 2, h * 0.35, w * 0.36)
        draw_suit(draw, family, suit, w / 2, h * 0.66, w * 0.3)
        return
    count = 1 if rank == "A" else int(rank)
    pip = w * (0.46 if count == 1 else 0.19 if count <= 7 else 0.155)
    for px, py in _PIPS[count]:
        x = w * (0.5 + (px - 0.5) * 0.65)  # columns at 0.37 w, 0.5 w, 0.63 w: clear of the corners
        y = top + (bottom - top) * py
        draw_suit(draw, family, suit, x, y, pip, flip=(py > 0.55 and family == "french"))


@lru_cache(maxsize=1024)
def card_face(style: str, card: str, width: int) -> Image.Image:
    """The face of `card` in `style` ("italian" | "tarot" | "french"), `width` pixels wide (RGBA)."""
    w, h = width * SUPERSAMPLE, round(width * 1.5) * SUPERSAMPLE
    paper = TRUMP_PAPER if C.is_trump(card) else PAPER
    image = _rounded(w, h, paper, (60, 60, 60))
    draw = ImageDraw.Draw(image)
    _centre(draw, style, card, w, h)
    corner = Image.new("RGBA", (w // 3, round(h * 0.42)), (0, 0, 0, 0))
    _corner(ImageDraw.Draw(corner), style, card, w)
    image.alpha_composite(corner, (0, max(1, w // 60)))
    flipped = corner.rotate(180)
    image.alpha_composite(flipped, (w - corner.width, h - corner.height - max(1, w // 60)))
    return image.resize((width, round(width * 1.5)), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def card_back(width: int) -> Image.Image:
    """The back every deck shares: a blue lattice in a white border."""
    w, h = width * SUPERSAMPLE, round(width * 1.5) * SUPERSAMPLE
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
    return frame.resize((width, round(width * 1.5)), Image.Resampling.LANCZOS)


def cards_sheet(game: str, width: int = 90, columns: int = 10) -> Image.Image:
    """Every face of a game's deck and the back, in a grid (to look at, and for the docs)."""
    style = deck_style(game)
    faces = [card_face(style, card, width) for card in deck_cards(game)] + [card_back(width)]
    h = round(width * 1.5)
    rows = (len(faces) + columns - 1) // columns
    gap = max(4, width // 12)
    sheet = Image.new("RGB", (columns * (width + gap) + gap, rows * (h + gap) + gap), (30, 90, 60))
    for i, face in enumerate(faces):
        sheet.paste(face, (gap + (i % columns) * (width + gap), gap + (i // columns) * (h + gap)), face)
    return sheet


@lru_cache(maxsize=256)
def card_emoji(style: str, card: str, size: int = 128) -> Image.Image:
    """A card for an emoji, `size` square (RGBA): a small upright card that is all index, the rank
    over the suit as large as they fit, so it still reads at Discord's 22-pixel emoji size."""
    s = size * SUPERSAMPLE
    w, h = round(s * 0.76), s - 2 * SUPERSAMPLE
    paper = TRUMP_PAPER if C.is_trump(card) else PAPER
    face = _rounded(w, h, paper, (60, 60, 60))
    draw = ImageDraw.Draw(face)
    text = index_text(style, card)
    colour = _ink(style, card)
    size_text = round(w * (0.62 if len(text) == 1 else 0.5))
    _text(draw, (w / 2, h * 0.27), text, size_text, colour, anchor="mm")
    mark_x, mark_y, mark = w / 2, h * 0.72, w * 0.5
    if C.is_trump(card):
        draw_parts(draw, star_parts(TRUMP_INK), mark_x, mark_y, mark)
    elif card == C.FOOL:
        draw_parts(draw, star_parts((200, 40, 30)), mark_x, mark_y, mark)
    elif card in C.JOKERS:
        draw_parts(draw, star_parts(colour), mark_x, mark_y, mark)
    else:
        draw_suit(draw, suit_family(style), C.suit_of(card), mark_x, mark_y, mark)
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    image.alpha_composite(face, ((s - w) // 2, (s - h) // 2))
    return image.resize((size, size), Image.Resampling.LANCZOS)
