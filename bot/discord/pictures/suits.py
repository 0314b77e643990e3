"""Suit signs and emblems drawn from Pillow primitives, in unit coordinates.

A sign is a list of parts; a part is (fill, outline, primitives), drawn outline first (each
primitive grown by the line width) then fill, so overlapping primitives read as one outlined
silhouette. Coordinates are in a unit box centred on (0, 0) (y grows downwards), scaled to the
sign's size and optionally rotated. Suits differ by shape first and colour second (colour-blind
safe): French hearts, diamonds, spades, clubs; Italian coins (denari), cups (coppe), swords
(spade) and batons (bastoni).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

Colour = tuple[int, int, int]
# ("circle", x, y, r) | ("poly", ((x, y), ...)) | ("ellipse", x, y, rx, ry) | ("ring", x, y, r, w)
# | ("line", ((x, y), ...), w)
Primitive = tuple
Part = tuple[Colour | None, Colour | None, tuple[Primitive, ...]]

# Okabe-Ito-like, dark enough on white; shapes carry the meaning, colours help.
INK: Colour = (24, 24, 28)
FRENCH_COLOURS: dict[str, Colour] = {
    "s": (20, 20, 24),
    "h": (205, 20, 35),
    "d": (0, 98, 190),
    "c": (0, 125, 60),
}
ITALIAN_COLOURS: dict[str, Colour] = {
    "d": (226, 160, 0),
    "h": (200, 30, 45),
    "s": (0, 90, 170),
    "c": (20, 125, 60),
}
_DARK = {"s": (0, 0, 0), "h": (110, 0, 10), "d": (0, 45, 100), "c": (0, 60, 25)}
_ITALIAN_DARK = {"d": (90, 60, 0), "h": (110, 0, 10), "s": (0, 40, 90), "c": (70, 40, 10)}


def _heart(colour: Colour, dark: Colour) -> list[Part]:
    return [
        (
            colour,
            dark,
            (
                ("circle", -0.215, -0.17, 0.25),
                ("circle", 0.215, -0.17, 0.25),
                (
                    "poly",
                    (
                        (-0.455, -0.09),
                        (0.455, -0.09),
                        (0.0, 0.46),
                    ),
                ),
                ("poly", ((-0.2, -0.2), (0.2, -0.2), (0.2, 0.1), (-0.2, 0.1))),
            ),
        )
    ]


def _spade(colour: Colour, dark: Colour) -> list[Part]:
    return [
        (
            colour,
            dark,
            (
                ("circle", -0.2, 0.08, 0.22),
                ("circle", 0.2, 0.08, 0.22),
                ("poly", ((-0.42, 0.02), (0.42, 0.02), (0.0, -0.48))),
                ("poly", ((-0.18, 0.0), (0.18, 0.0), (0.18, 0.2), (-0.18, 0.2))),
                ("poly", ((0.0, 0.1), (0.15, 0.47), (-0.15, 0.47))),
            ),
        )
    ]


def _diamond(colour: Colour, dark: Colour) -> list[Part]:
    return [(colour, dark, (("poly", ((-0.37, 0.0), (0.0, -0.49), (0.37, 0.0), (0.0, 0.49))),))]


def _club(colour: Colour, dark: Colour) -> list[Part]:
    return [
        (
            colour,
            dark,
            (
                ("circle", 0.0, -0.25, 0.2),
                ("circle", -0.24, 0.07, 0.2),
                ("circle", 0.24, 0.07, 0.2),
                ("circle", 0.0, 0.0, 0.14),
                ("poly", ((0.0, -0.02), (0.15, 0.47), (-0.15, 0.47))),
            ),
        )
    ]


def _coin(colour: Colour, dark: Colour) -> list[Part]:
    petals = tuple(
        ("circle", 0.2 * math.cos(a), 0.2 * math.sin(a), 0.055) for a in (i * math.pi / 4 for i in range(8))
    )
    return [
        (colour, dark, (("circle", 0.0, 0.0, 0.46),)),
        (None, dark, (("ring", 0.0, 0.0, 0.33, 0.035),)),
        ((200, 40, 30), dark, (("circle", 0.0, 0.0, 0.1), *petals)),
    ]


def _cup(colour: Colour, dark: Colour) -> list[Part]:
    bowl = [(-0.38, -0.3)]
    bowl += [(0.38 * math.cos(t), -0.3 + 0.36 * math.sin(t)) for t in (i * math.pi / 12 for i in range(13))]
    gold = ITALIAN_COLOURS["d"]
    return [
        (colour, dark, (("poly", ((-0.3, 0.47), (0.3, 0.47), (0.12, 0.36), (-0.12, 0.36))),)),
        (colour, dark, (("poly", ((-0.06, 0.0), (0.06, 0.0), (0.06, 0.4), (-0.06, 0.4))),)),
        (gold, dark, (("ellipse", 0.0, 0.2, 0.12, 0.06),)),
        (colour, dark, (("poly", tuple(bowl)),)),
        (gold, dark, (("ellipse", 0.0, -0.33, 0.44, 0.08),)),
    ]


def _sword(colour: Colour, dark: Colour) -> list[Part]:
    """A curved sword (the Neapolitan spade), point up, the blade bending right towards the tip."""
    steel = (214, 228, 242)
    gold = ITALIAN_COLOURS["d"]
    left, right = [], []
    for i in range(9):
        t = i / 8
        x, y = 0.17 * t * t, 0.18 - 0.68 * t
        half = 0.1 * (1 - t) ** 0.7 + 0.006
        left.append((x - half, y))
        right.append((x + half, y))
    blade = tuple(left + right[::-1])
    return [
        (steel, dark, (("poly", blade),)),
        (colour, dark, (("poly", ((-0.045, 0.24), (0.045, 0.24), (0.045, 0.42), (-0.045, 0.42))),)),
        (
            gold,
            dark,
            (
                ("poly", ((-0.18, 0.17), (0.18, 0.17), (0.18, 0.25), (-0.18, 0.25))),
                ("circle", -0.19, 0.21, 0.055),
                ("circle", 0.19, 0.21, 0.055),
                ("circle", 0.0, 0.46, 0.055),
            ),
        ),
    ]


def _baton(colour: Colour, dark: Colour) -> list[Part]:
    """A knotted club (the bastoni): a cudgel thick at the head, with cut-off branches."""
    wood = (176, 112, 50)
    knots = (
        ("poly", ((0.06, 0.16), (0.17, 0.08), (0.2, 0.14), (0.08, 0.25))),
        ("poly", ((-0.09, -0.06), (-0.2, -0.14), (-0.22, -0.07), (-0.1, 0.04))),
        ("poly", ((0.1, -0.26), (0.2, -0.34), (0.22, -0.28), (0.11, -0.17))),
    )
    return [
        (
            wood,
            dark,
            (
                ("poly", ((-0.07, 0.48), (0.07, 0.48), (0.15, -0.38), (-0.15, -0.38))),
                ("ellipse", 0.0, -0.38, 0.15, 0.09),
                *knots,
            ),
        ),
        (
            colour,
            dark,
            (
                ("poly", ((-0.075, 0.28), (0.075, 0.28), (0.08, 0.34), (-0.07, 0.34))),
                ("poly", ((-0.12, -0.2), (0.125, -0.2), (0.13, -0.26), (-0.125, -0.26))),
            ),
        ),
    ]


def _staff(colour: Colour, dark: Colour) -> list[Part]:
    """A straight turned staff (the tarot's batons, as the Tarocco Piemontese draws them)."""
    wood = (190, 130, 60)
    return [
        (wood, dark, (("poly", ((-0.09, 0.47), (0.09, 0.47), (0.12, -0.44), (-0.12, -0.44))),)),
        (
            colour,
            dark,
            (
                ("poly", ((-0.12, 0.28), (0.12, 0.28), (0.12, 0.37), (-0.12, 0.37))),
                ("poly", ((-0.14, -0.28), (0.14, -0.28), (0.14, -0.37), (-0.14, -0.37))),
                ("ellipse", 0.0, -0.45, 0.13, 0.06),
            ),
        ),
    ]


_SHAPES = {
    ("french", "h"): _heart,
    ("french", "s"): _spade,
    ("french", "d"): _diamond,
    ("french", "c"): _club,
    ("italian", "d"): _coin,
    ("italian", "h"): _cup,
    ("italian", "s"): _sword,
    ("italian", "c"): _baton,
    ("tarot", "d"): _coin,
    ("tarot", "h"): _cup,
    ("tarot", "s"): _sword,
    ("tarot", "c"): _staff,
}
_ROTATION: dict[tuple[str, str], float] = {}


def suit_colour(family: str, suit: str) -> Colour:
    """The suit's colour: `family` "french", or "italian" / "tarot" (the Italian suits)."""
    return (FRENCH_COLOURS if family == "french" else ITALIAN_COLOURS)[suit]


def suit_parts(family: str, suit: str) -> list[Part]:
    colour = suit_colour(family, suit)
    dark = _DARK[suit] if family == "french" else _ITALIAN_DARK[suit]
    return _SHAPES[(family, suit)](colour, dark)


def draw_suit(
    draw: ImageDraw.ImageDraw,
    family: str,
    suit: str,
    x: float,
    y: float,
    size: float,
    *,
    flip: bool = False,
    mirror: bool = False,
    angle: float = 0.0,
) -> None:
    """The sign of `suit` in `family` ("french" | "italian") centred at (x, y), `size` pixels tall;
    `mirror` turns it left for right (a curved sword bending the other way)."""
    angle += _ROTATION.get((family, suit), 0.0) + (180.0 if flip else 0.0)
    draw_parts(draw, suit_parts(family, suit), x, y, size, angle, mirror=mirror)


def star_parts(colour: Colour, points: int = 5) -> list[Part]:
    outer, inner = 0.5, 0.22
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append((r * math.cos(a), r * math.sin(a) + 0.04))
    return [(colour, INK, (("poly", tuple(pts)),))]


def crown_parts(colour: Colour, *, queen: bool = False) -> list[Part]:
    if queen:
        top = (("circle", -0.36, -0.2, 0.08), ("circle", 0.0, -0.34, 0.09), ("circle", 0.36, -0.2, 0.08))
        body = (
            "poly",
            (
                (-0.4, 0.25),
                (-0.36, -0.2),
                (-0.15, 0.02),
                (0.0, -0.34),
                (0.15, 0.02),
                (0.36, -0.2),
                (0.4, 0.25),
            ),
        )
    else:
        top = (("circle", -0.42, -0.32, 0.06), ("circle", 0.0, -0.42, 0.07), ("circle", 0.42, -0.32, 0.06))
        body = (
            "poly",
            (
                (-0.42, 0.25),
                (-0.42, -0.32),
                (-0.2, -0.05),
                (0.0, -0.42),
                (0.2, -0.05),
                (0.42, -0.32),
                (0.42, 0.25),
            ),
        )
    return [
        (colour, INK, (body, *top)),
        ((200, 40, 30), INK, (("poly", ((-0.44, 0.22), (0.44, 0.22), (0.44, 0.38), (-0.44, 0.38))),)),
    ]


def queen_parts(colour: Colour) -> list[Part]:
    """A bust with long hair under a small crown (the Queen, the Donna)."""
    skin = (240, 205, 170)
    gold = ITALIAN_COLOURS["d"]
    return [
        ((90, 55, 30), INK, (("ellipse", 0.0, -0.02, 0.27, 0.3),)),
        (colour, INK, (("poly", ((-0.42, 0.48), (-0.3, 0.2), (0.0, 0.12), (0.3, 0.2), (0.42, 0.48))),)),
        (skin, INK, (("circle", 0.0, -0.08, 0.18),)),
        (
            gold,
            INK,
            (
                (
                    "poly",
                    (
                        (-0.17, -0.24),
                        (-0.2, -0.46),
                        (-0.08, -0.34),
                        (0.0, -0.5),
                        (0.08, -0.34),
                        (0.2, -0.46),
                        (0.17, -0.24),
                    ),
                ),
            ),
        ),
    ]


def horse_parts(colour: Colour) -> list[Part]:
    """A horse's head and neck, facing left (the Cavallo)."""
    head = (
        (0.3, 0.48),
        (0.05, 0.48),
        (0.02, 0.2),
        (-0.1, 0.06),
        (-0.36, 0.12),
        (-0.46, 0.02),
        (-0.42, -0.1),
        (-0.14, -0.3),
        (-0.06, -0.44),
        (0.02, -0.32),
        (0.12, -0.36),
        (0.3, -0.18),
        (0.38, 0.1),
    )
    mane = (
        (0.12, -0.36),
        (0.3, -0.18),
        (0.38, 0.1),
        (0.3, 0.48),
        (0.42, 0.46),
        (0.48, 0.08),
        (0.4, -0.2),
        (0.2, -0.4),
    )
    return [
        ((80, 50, 30), INK, (("poly", mane),)),
        (colour, INK, (("poly", head),)),
        (INK, INK, (("circle", -0.13, -0.16, 0.035),)),
    ]


def page_parts(colour: Colour) -> list[Part]:
    """A bust with a feathered cap (the Fante, the Jack)."""
    skin = (240, 205, 170)
    return [
        (colour, INK, (("poly", ((-0.42, 0.48), (-0.34, 0.16), (0.0, 0.06), (0.34, 0.16), (0.42, 0.48))),)),
        (skin, INK, (("circle", 0.0, -0.12, 0.2),)),
        (colour, INK, (("poly", ((-0.24, -0.2), (-0.2, -0.36), (0.2, -0.38), (0.26, -0.2))),)),
        ((200, 40, 30), INK, (("poly", ((0.12, -0.36), (0.42, -0.5), (0.3, -0.3))),)),
    ]


def cap_parts(colour: Colour, second: Colour) -> list[Part]:
    """A jester's cap with bells (the Matto, the Jokers)."""
    gold = ITALIAN_COLOURS["d"]
    return [
        (colour, INK, (("poly", ((-0.36, 0.3), (-0.46, -0.3), (-0.1, 0.0), (0.0, 0.3))),)),
        (second, INK, (("poly", ((-0.12, 0.3), (0.0, -0.44), (0.12, 0.3))),)),
        (colour, INK, (("poly", ((0.36, 0.3), (0.46, -0.3), (0.1, 0.0), (0.0, 0.3))),)),
        (
            gold,
            INK,
            (("circle", -0.46, -0.3, 0.07), ("circle", 0.0, -0.44, 0.07), ("circle", 0.46, -0.3, 0.07)),
        ),
        (second, INK, (("poly", ((-0.42, 0.28), (0.42, 0.28), (0.42, 0.44), (-0.42, 0.44))),)),
    ]


def draw_parts(
    draw: ImageDraw.ImageDraw,
    parts: Sequence[Part],
    x: float,
    y: float,
    size: float,
    angle: float = 0.0,
    *,
    mirror: bool = False,
    line: float | None = None,
) -> None:
    """Draw `parts` centred at (x, y), scaled to `size` pixels, turned by `angle` degrees,
    mirrored left for right; outlines `line` pixels (default: in proportion to the size)."""
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    turn = -1.0 if mirror else 1.0

    def at(px: float, py: float) -> tuple[float, float]:
        px *= turn
        return (x + size * (px * cos - py * sin), y + size * (px * sin + py * cos))

    line = max(1.0, size * 0.045) if line is None else line
    for fill, outline, prims in parts:
        passes = ([(outline, line)] if outline is not None else []) + (
            [(fill, 0.0)] if fill is not None else []
        )
        for colour, grow in passes:
            for prim in prims:
                kind = prim[0]
                if kind == "circle":
                    cx, cy = at(prim[1], prim[2])
                    r = prim[3] * size + grow
                    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour)
                elif kind == "ellipse":
                    cx, cy = at(prim[1], prim[2])
                    rx, ry = prim[3] * size + grow, prim[4] * size + grow
                    if abs(sin) > 0.3:  # a rotated ellipse: close enough as a polygon
                        pts = [
                            at(
                                prim[1] + prim[3] * math.cos(t) * (1 + grow / max(prim[3] * size, 1)),
                                prim[2] + prim[4] * math.sin(t) * (1 + grow / max(prim[4] * size, 1)),
                            )
                            for t in (i * math.pi / 12 for i in range(24))
                        ]
                        draw.polygon(pts, fill=colour)
                    else:
                        draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=colour)
                elif kind == "poly":
                    pts = [at(px, py) for px, py in prim[1]]
                    draw.polygon(pts, fill=colour)
                    if grow:
                        draw.line([*pts, pts[0]], fill=colour, width=round(grow * 2), joint="curve")
                elif kind == "ring" and grow:
                    cx, cy = at(prim[1], prim[2])
                    r = prim[3] * size
                    draw.ellipse(
                        (cx - r, cy - r, cx + r, cy + r), outline=colour, width=max(1, round(prim[4] * size))
                    )
                elif kind == "line" and grow:
                    pts = [at(px, py) for px, py in prim[1]]
                    draw.line(pts, fill=colour, width=max(1, round(prim[2] * size)))
