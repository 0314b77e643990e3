"""The felt a table or hand picture is drawn on: its palette and measures, the `Canvas` (text in
the picture's language, cards, card backs, the turn mark, PNG out).

Text is drawn once into a mask and reused (`_text_mask`, `_fit`): most labels repeat from one
picture to the next.
"""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.discord.pictures.cards import card_back, card_face
from bot.discord.pictures.fonts import font_for
from i18n import DEFAULT, translate

FELT = (24, 96, 62)
FELT_DARK = (15, 66, 42)
TEXT = (250, 250, 245)
MUTED = (190, 215, 200)
MARK = (255, 205, 40)  # whose turn, the last play
SLOT = (60, 130, 95)  # where a taken card was
# One colour per side of a team game (a plate's stripe, its score's dot): four sides at most
# (6-player Scopa has three teams), each far from the others and from the felt's and marks'.
TEAM_COLOURS = ((110, 180, 255), (255, 145, 95), (235, 120, 235), (150, 230, 150))

View = Mapping[str, Any]

# Spaces the bundled font has no glyph for (it would draw a box): French puts a narrow no-break
# space before `: ; ! ?`. Drawn as the font's own space, which is narrow already.
_SPACES = str.maketrans({"\u202f": " ", "\u00a0": " ", "\u2009": " ", "\u200a": " "})


def drawn(text: str) -> str:
    """`text` as the picture draws it: its narrow and no-break spaces as plain spaces."""
    return text.translate(_SPACES)


class Canvas:
    """An RGB image with the few drawing moves a table needs, and the words of one language.

    Coordinates and sizes are in layout pixels; the image is `scale` times larger, so a picture
    laid out for the width Discord shows it at (`DISPLAY`) is drawn sharp for high-density
    screens. Every text and card drawn is recorded (`texts`, `cards`, in layout pixels): what the
    tests hold to the size floor, from the renderer's own layout rather than from pixels."""

    def __init__(self, width: int, height: int, locale: str = DEFAULT, *, scale: int = 1) -> None:
        self.scale = scale
        self.width, self.height = width, height
        self.image = Image.new("RGB", (width * scale, height * scale), FELT)
        self.draw = ImageDraw.Draw(self.image)
        self.locale = locale
        self.texts: list[tuple[str, float]] = []  # (text, size) of every text drawn
        self.cards: list[tuple[str | None, float]] = []  # (card or None for a back, width)
        # (number, width) of a map place: a small numbered tile to pick (Concentration's board),
        # not a card to read, so the card size floor does not apply to it.
        self.places: list[tuple[int, float]] = []
        # How plates say the cards in hand: in words (`7 in hand`), else (a crowded table, whose
        # picture the words would push past the embed box) a card icon and the number.
        self.hand_words = True
        self.plate_notes = True  # the plates' notes (Go Fish's last asks): left off where they do not fit

    def resize(self, height: float) -> None:
        """Give a canvas nothing is drawn on yet its height (a layout measures its words first)."""
        self.height = height
        self.image = Image.new("RGB", (self.width * self.scale, round(height * self.scale)), FELT)
        self.draw = ImageDraw.Draw(self.image)

    def _s(self, value: float) -> float:
        return value * self.scale

    def measure(self, text: str, size: float) -> float:
        """How wide `text` is at `size`, in layout pixels."""
        return _length(drawn(text), round(size * self.scale)) / self.scale

    def rect(
        self,
        box: tuple[float, float, float, float],
        *,
        radius: float = 0,
        fill: tuple | None = None,
        outline: tuple | None = None,
        width: float = 1,
    ) -> None:
        x0, y0, x1, y1 = (self._s(v) for v in box)
        self.draw.rounded_rectangle(
            (x0, y0, x1, y1),
            radius=self._s(radius),
            fill=fill,
            outline=outline,
            width=max(1, round(self._s(width))) if outline else 0,
        )

    def ellipse(self, box: tuple[float, float, float, float], *, fill: tuple) -> None:
        self.draw.ellipse(tuple(self._s(v) for v in box), fill=fill)

    def tr(self, msg_id: str, /, **args: Any) -> str:
        """A catalogue message in the picture's language."""
        return translate(self.locale, msg_id, **args)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int = 18,
        *,
        fill: tuple = TEXT,
        bold: bool = False,
        anchor: str = "la",
        width: int | None = None,
    ) -> float:
        """Text at `xy` (Pillow anchors), cut with an ellipsis past `width`; returns its width."""
        k = self.scale
        text = drawn(text)
        if width is not None:
            text = _fit(text, round(size * k), round(width * k))
        if text:
            self.texts.append((text, size))
        mask, left, top, length = _text_mask(text, round(size * k), bold, anchor)
        if mask is not None:
            x, y = round(xy[0] * k) + left, round(xy[1] * k) + top
            self.image.paste(fill, (x, y, x + mask.width, y + mask.height), mask)
        return length / k

    def card(
        self, style: str, card: str | None, x: int, y: int, w: int, *, mark: bool = False, dim: bool = False
    ) -> None:
        """A face (or the back when `card` is None) with its top-left corner at (x, y), a figure's
        initial in the picture's language; `dim`: a card that cannot be played now, washed toward
        a light grey with its index in full colour, so each suit keeps its hue."""
        k = self.scale
        pw = round(w * k)
        face = card_back(pw) if card is None else card_face(style, card, pw, self.locale, dim=dim)
        self.cards.append((card, w))
        px, py = round(x * k), round(y * k)
        if mark:
            h = face.height
            pad = 3 * k
            self.draw.rounded_rectangle(
                (px - pad, py - pad, px + pw + pad - 1, py + h + pad - 1), radius=pw * 0.12, fill=MARK
            )
        self.image.paste(face, (px, py), face)

    def paste(self, other: Canvas, x: float, y: float) -> None:
        """Another canvas of the same scale drawn in at (x, y), its record of texts and cards too."""
        self.image.paste(other.image, (round(x * self.scale), round(y * self.scale)))
        self.texts.extend(other.texts)
        self.cards.extend(other.cards)
        self.places.extend(other.places)

    def turn_mark(self, x: float, y: float, size: int = 16) -> None:
        """A right-pointing triangle (the bundled font has no ▶)."""
        k = self.scale
        points = ((x, y), (x + size * 0.8, y + size / 2), (x, y + size))
        self.draw.polygon([(px * k, py * k) for px, py in points], fill=MARK)

    def backs(self, x: int, y: int, count: int, w: int = 22, step: int = 7, most: int = 12) -> int:
        """A fan of `count` backs (at most `most` drawn); returns the x after it."""
        for i in range(min(count, most)):
            self.card("", None, x + i * step, y, w)
        return x + (min(count, most) - 1) * step + w if count else x

    def png(self) -> bytes:
        out = io.BytesIO()
        # Few colours and flat felt: a palette keeps the file small and fast to write. A scaled
        # picture (the table's, 800 px wide) maps onto one palette made once from every deck's
        # faces and the felt's colours: three times faster than finding a palette per picture.
        if self.scale > 1:
            image = self.image.quantize(palette=_palette(), dither=Image.Dither.NONE)
        else:
            image = self.image.quantize(
                colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
            )
        image.save(out, format="PNG", compress_level=1)
        return out.getvalue()


# Colours of the pictures beside the cards': team stripes, badges, the results banner.
_SWATCHES = (
    FELT,
    FELT_DARK,
    TEXT,
    MUTED,
    MARK,
    SLOT,
    (28, 58, 120),
    (235, 235, 230),
    (40, 70, 150),
    (70, 90, 80),
    (120, 190, 255),
    (255, 150, 120),
    (200, 160, 255),
    (150, 230, 150),
    *TEAM_COLOURS,
)


def _dimmed_swatches() -> tuple[tuple[int, int, int], ...]:
    """The suits' colours (robes, bases, pips) and the papers as a dimmed face washes them: exact
    in the palette, so a dimmed cup stays red and a dimmed coin gold."""
    from bot.discord.pictures.cards import DIM, DIM_GREY, PAPER
    from bot.discord.pictures.suits import suit_colour
    from bot.discord.pictures.tarot import TAROT_PAPER

    colours = [suit_colour(family, suit) for family in ("italian", "french") for suit in "dhsc"]
    colours += [PAPER, TAROT_PAPER]
    return tuple(
        tuple(round(c + (g - c) * DIM) for c, g in zip(colour, DIM_GREY, strict=True)) for colour in colours
    )


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """One palette for every table picture: every face of the three decks at the size the table
    draws them, with the felt's colours and the blends of its text, made once per process."""
    from bot.discord.pictures.cards import DIM, DIM_GREY, STYLE_DECKS, style_sheet

    sheets = [style_sheet(style, width=92, columns=14) for style in STYLE_DECKS]
    # The faces of cards that cannot be played: their colours washed as `card_face(dim=True)` does.
    # (at a quarter size: their flat colours are what the palette needs, and it is made faster)
    halves = [sheet.reduce(4) for sheet in sheets]
    sheets += [Image.blend(half, Image.new("RGB", half.size, DIM_GREY), DIM) for half in halves]
    band = 24
    sample = Image.new("RGB", (max(s.width for s in sheets), sum(s.height for s in sheets) + band * 3), FELT)
    y = 0
    for sheet in sheets:
        sample.paste(sheet, (0, y))
        y += sheet.height
    draw = ImageDraw.Draw(sample)
    x = 0
    for back in (FELT, FELT_DARK, MARK, (70, 90, 80)):  # text on each ground, antialiased
        for ink in (TEXT, MUTED, MARK, FELT_DARK):
            draw.rectangle((x, y, x + 60, y + band * 3), fill=back)
            draw.text((x + 2, y + 2), "Ag", font=font_for("Ag", 40), fill=ink)
            x += 62
    # The swatches go into the palette exactly, not through the median cut (which merged the
    # third team's colour into the first's): a plate's stripe is the colour it was drawn in.
    swatches = list(dict.fromkeys(_SWATCHES + _dimmed_swatches()))
    cut = sample.quantize(
        colors=256 - len(swatches), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
    )
    colours = (cut.getpalette() or [])[: 3 * (256 - len(swatches))]
    colours += [0] * (3 * (256 - len(swatches)) - len(colours))
    for colour in swatches:
        colours.extend(colour)
    palette = Image.new("P", (1, 1))
    palette.putpalette(colours)
    return palette


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image | None, int, int, float]:
    """Text drawn once into a mask and reused: most labels repeat from one picture to the next."""
    f = font_for(text, size)
    stroke = 1 if bold else 0
    left, top, right, bottom = f.getbbox(text, anchor=anchor, stroke_width=stroke)
    if right <= left or bottom <= top:
        return None, 0, 0, 0.0
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top), text, font=f, fill=255, anchor=anchor, stroke_width=stroke, stroke_fill=255
    )
    return mask, left, top, f.getlength(text)


@lru_cache(maxsize=8192)
def _length(text: str, size: int) -> float:
    """A text's length at `size` real pixels: a layout measures the same words many times."""
    return font_for(text, size).getlength(text)


@lru_cache(maxsize=4096)
def _fit(text: str, size: int, width: int) -> str:
    """`text` whole when it fits `width`, else cut to fit with "…": never inside a character
    made of several code points (an accent on its letter, an emoji's joined parts), nor after a
    space or a dot that would leave the ellipsis hanging."""
    if font_for(text, size).getlength(text) <= width:
        return text
    while text and font_for(text + "…", size).getlength(text + "…") > width:
        text = _drop_last(text)
    return text.rstrip(" ·.,・、") + "…"


def _drop_last(text: str) -> str:
    """`text` without its last character as the eye sees it: a base with the marks, joiners,
    variation selectors and skin tones that follow it."""
    end = len(text)
    while end > 0 and _joined(text[end - 1]):
        end -= 1  # the marks after the base
    end -= 1  # the base
    while end > 0 and text[end - 1] == "\u200d":  # joined to the one before it (an emoji sequence)
        end -= 2
    return text[: max(end, 0)]


def _joined(char: str) -> bool:
    """A code point drawn on or with the one before it."""
    return (
        unicodedata.combining(char) != 0
        or unicodedata.category(char) in ("Mn", "Me")
        or char in "\u200d\ufe0e\ufe0f"
        or "\U0001f3fb" <= char <= "\U0001f3ff"
    )
