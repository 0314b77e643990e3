"""The type on card faces: a bundled bold face (DejaVu Sans Bold, ASCII), no system font needed.

A real bold face, not a regular one stroked bold: a stroke closes the 5's open top-left into a
6's bowl at a card's index size (typefaces/README.md).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageDraw, ImageFont

BOLD = Path(__file__).resolve().parent / "typefaces" / "DejaVuSans-Bold-subset.ttf"


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The indices' bold face at `size` pixels."""
    return ImageFont.truetype(str(BOLD), max(4, size), layout_engine=ImageFont.Layout.BASIC)


# Two digits (`10`, `21`) are set a little closer, so the index stays narrow.
TIGHTEN = 0.05


def text_box(text: str, size: int) -> tuple[float, float, float, float]:
    """Where `draw_text` draws `text` with anchor "lt" at (0, 0)."""
    left, top, right, bottom = font(size).getbbox(text, anchor="lt")
    if len(text) == 2 and text.isdigit():
        right -= size * TIGHTEN
    return (left, top, right, bottom)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: tuple,
    *,
    anchor: str = "mt",
) -> None:
    """Text in the bold face, two digits set a little closer (`10`, `21`)."""
    f = font(size)
    if len(text) == 2 and text.isdigit():
        widths = [f.getlength(ch) for ch in text]
        overlap = size * TIGHTEN
        total = sum(widths) - overlap
        x, y = xy
        if anchor[0] == "m":
            x -= total / 2
        for ch, width in zip(text, widths, strict=True):
            draw.text((x, y), ch, font=f, fill=fill, anchor="l" + anchor[1])
            x += width - overlap
        return
    draw.text(xy, text, font=f, fill=fill, anchor=anchor)
