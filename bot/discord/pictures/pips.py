"""Where a numeral card's index and pips go: the layout the renderer draws and the tests read.

A face `w` wide and `1.5 w` tall is cut in two: the index band along the top (the number, upright,
at the left; on French cards the suit sign beside it) and the pip field under it, which holds the
pips and nothing else. Pips sit on a grid of the traditional layouts (2-3-2 for the 7, 3-2-3 for
the 8…) and are as large as they can be without touching each other or the field's edge: the size
comes from the sign's own extent (a curved sword is tall and narrow, a coin round), so no two pips
ever overlap. Everything is in pixels of the face as drawn at width `w`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bot.discord.pictures.suits import Part, suit_parts

Box = tuple[float, float, float, float]  # left, top, right, bottom

# The index band and the pip field, as fractions of the width (the face is 1.5 wide).
BAND_BOTTOM = 0.38
FIELD = (0.07, 0.4, 0.93, 1.44)
GAP = 0.03  # at least this much (of the width) between two pips

# Positions in the field (0..1 across, 0..1 down); `flip` turns the lower half's signs over on
# French cards, as printed; the Italian deck keeps every sign upright.
LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.5, 0.2), (0.5, 0.8)),
    3: ((0.5, 0.15), (0.5, 0.5), (0.5, 0.85)),
    4: ((0.25, 0.2), (0.75, 0.2), (0.25, 0.8), (0.75, 0.8)),
    5: ((0.25, 0.16), (0.75, 0.16), (0.5, 0.5), (0.25, 0.84), (0.75, 0.84)),
    6: ((0.25, 0.15), (0.75, 0.15), (0.25, 0.5), (0.75, 0.5), (0.25, 0.85), (0.75, 0.85)),
    7: ((0.2, 0.15), (0.8, 0.15), (0.17, 0.5), (0.5, 0.5), (0.83, 0.5), (0.2, 0.85), (0.8, 0.85)),
    8: (
        (0.17, 0.15),
        (0.5, 0.15),
        (0.83, 0.15),
        (0.3, 0.5),
        (0.7, 0.5),
        (0.17, 0.85),
        (0.5, 0.85),
        (0.83, 0.85),
    ),
    9: (
        (0.17, 0.15),
        (0.5, 0.15),
        (0.83, 0.15),
        (0.17, 0.5),
        (0.5, 0.5),
        (0.83, 0.5),
        (0.17, 0.85),
        (0.5, 0.85),
        (0.83, 0.85),
    ),
    10: (
        (0.17, 0.12),
        (0.5, 0.12),
        (0.83, 0.12),
        (0.3, 0.37),
        (0.7, 0.37),
        (0.3, 0.63),
        (0.7, 0.63),
        (0.17, 0.88),
        (0.5, 0.88),
        (0.83, 0.88),
    ),
}


@dataclass(frozen=True)
class Pip:
    x: float
    y: float
    size: float  # the sign's unit box, in pixels
    mirror: bool  # drawn mirrored (curved swords and clubs face each other across the card)
    flip: bool  # drawn upside down (French lower half)
    box: Box  # what the drawn sign covers, outline included


@dataclass(frozen=True)
class FaceLayout:
    """A numeral face's layout in pixels: the index band, the pip field, the pips, and every other
    mark on the face (the index, a corner suit sign), none of which is in the field."""

    width: int
    band: Box
    field: Box
    pips: tuple[Pip, ...]
    marks: tuple[Box, ...]


def parts_extent(parts: list[Part], outline: float = 0.045) -> Box:
    """The unit box a sign's parts cover (outline included), before scaling."""
    xs: list[float] = []
    ys: list[float] = []
    for _fill, _line, prims in parts:
        for prim in prims:
            kind = prim[0]
            if kind == "circle":
                _, cx, cy, r = prim
                xs += [cx - r, cx + r]
                ys += [cy - r, cy + r]
            elif kind == "ellipse":
                _, cx, cy, rx, ry = prim
                xs += [cx - rx, cx + rx]
                ys += [cy - ry, cy + ry]
            elif kind == "ring":
                _, cx, cy, r, _w = prim
                xs += [cx - r, cx + r]
                ys += [cy - r, cy + r]
            elif kind in ("poly", "line"):
                for px, py in prim[1]:
                    xs.append(px)
                    ys.append(py)
    return (min(xs) - outline, min(ys) - outline, max(xs) + outline, max(ys) + outline)


@lru_cache(maxsize=16)
def sign_extent(family: str, suit: str) -> Box:
    return parts_extent(suit_parts(family, suit))


def _pip_box(extent: Box, x: float, y: float, size: float, mirror: bool, flip: bool) -> Box:
    left, top, right, bottom = extent
    if mirror:
        left, right = -right, -left
    if flip:
        left, right, top, bottom = -right, -left, -bottom, -top
    return (x + left * size, y + top * size, x + right * size, y + bottom * size)


def _largest_size(spots: list[tuple[float, float]], extent: Box, field: Box, gap: float, cap: float) -> float:
    """The largest sign size at which no two signs at `spots` touch (`gap` apart) and each stays
    in `field`: for each pair, far enough apart across or down is enough."""
    left, top, right, bottom = extent
    # Signs are drawn about their unit centre; the extent may lean to one side (mirrored or
    # flipped it leans the other way), so keep the widest half on both sides.
    half_w = max(-left, right)
    half_h = max(-top, bottom)
    size = cap
    for i, (x1, y1) in enumerate(spots):
        size = min(
            size,
            (x1 - field[0]) / half_w,
            (field[2] - x1) / half_w,
            (y1 - field[1]) / half_h,
            (field[3] - y1) / half_h,
        )
        for x2, y2 in spots[i + 1 :]:
            dx, dy = abs(x1 - x2), abs(y1 - y2)
            # Worst case: one mirrored, one not; use the full width both ways.
            across = (dx - gap) / (2 * half_w) if dx > gap else 0.0
            down = (dy - gap) / (2 * half_h) if dy > gap else 0.0
            size = min(size, max(across, down))
    return max(size, 1.0)


@lru_cache(maxsize=512)
def pip_layout(
    family: str, suit: str, count: int, width: int, *, flip_lower: bool = False
) -> tuple[Pip, ...]:
    """The pips of a `count` card of `suit` on a face `width` wide (pixels of that face)."""
    fx0, fy0, fx1, fy1 = (v * width for v in FIELD)
    field = (fx0, fy0, fx1, fy1)
    spots = [(fx0 + (fx1 - fx0) * px, fy0 + (fy1 - fy0) * py) for px, py in LAYOUTS[count]]
    extent = sign_extent(family, suit)
    # Narrow signs (a sword, a club) may be taller than round ones: cap the area, not the height.
    left, top, right, bottom = extent
    cap = width * (0.8 if count == 1 else 0.44) / ((right - left) * (bottom - top)) ** 0.5
    size = _largest_size(spots, extent, field, GAP * width, cap)
    mirror_suits = family != "french" and suit in "sc"
    pips = []
    for (px, _py), (x, y) in zip(LAYOUTS[count], spots, strict=True):
        mirror = mirror_suits and px > 0.5
        flip = flip_lower and _py > 0.55
        pips.append(Pip(x, y, size, mirror, flip, _pip_box(extent, x, y, size, mirror, flip)))
    return tuple(pips)


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(inner: Box, outer: Box) -> bool:
    return (
        inner[0] >= outer[0] - 1e-6
        and inner[1] >= outer[1] - 1e-6
        and inner[2] <= outer[2] + 1e-6
        and inner[3] <= outer[3] + 1e-6
    )


def band_box(width: int) -> Box:
    return (0.0, 0.0, float(width), BAND_BOTTOM * width)


def field_box(width: int) -> Box:
    return tuple(v * width for v in FIELD)  # type: ignore[return-value]
