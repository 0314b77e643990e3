"""The type on card faces: Pillow's bundled scalable font, no system font needed."""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw, ImageFont


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled scalable font: no system font needed."""
    return ImageFont.load_default(size=max(4, size))  # type: ignore[return-value]


def draw_text(
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
    if len(text) == 2 and text.isdigit():
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
