"""The designs of the tarot's 21 trumps, after the Tarocco Piemontese: the Bagatto (1), the Angelo
(20) and the Mondo (21) are figures; the other trumps are their emblem (the Sun, the Tower, the
Wheel…). `TRUMPS` maps a trump's number to its design; `tarot.py` draws it on the card under the
number.

Designs are parts in unit coordinates (`suits.py`), drawn in a square box under the number.
"""

from __future__ import annotations

import math

from bot.discord.pictures.figures import GOLD, HAIR, HOSE, SKIN, WHITE, _crown, _head, _limb, _rect
from bot.discord.pictures.suits import INK, Colour, Part, star_parts

# The tarot's paper here, not in tarot.py, because the Wheel's hub is drawn in it and tarot.py
# imports the designs.
TAROT_PAPER: Colour = (250, 246, 234)
RED: Colour = (196, 40, 40)
BLUE: Colour = (40, 90, 170)
GREEN: Colour = (40, 130, 70)
BROWN: Colour = (130, 80, 40)
GREY: Colour = (150, 150, 160)
SKY: Colour = (170, 205, 235)
ORANGE: Colour = (235, 140, 30)


def _circle_poly(cx: float, cy: float, r: float, n: int = 24) -> tuple:
    return (
        "poly",
        tuple(
            (cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)
        ),
    )


def _rays(cx: float, cy: float, r0: float, r1: float, n: int, width: float) -> tuple:
    return tuple(
        _limb(
            (cx + r0 * math.cos(2 * math.pi * i / n), cy + r0 * math.sin(2 * math.pi * i / n)),
            (cx + r1 * math.cos(2 * math.pi * i / n), cy + r1 * math.sin(2 * math.pi * i / n)),
            width,
        )
        for i in range(n)
    )


def _robe(colour: Colour, top: float, bottom: float, half_top: float, half_bottom: float) -> Part:
    return (
        colour,
        INK,
        (("poly", ((-half_top, top), (half_top, top), (half_bottom, bottom), (-half_bottom, bottom))),),
    )


def bagatto() -> list[Part]:
    """The Bagatto: a juggler in a wide hat behind his table, a wand raised."""
    return [
        (RED, INK, (_robe(RED, -0.12, 0.12, 0.11, 0.16)[2][0],)),
        (BLUE, INK, (_limb((-0.1, -0.08), (-0.22, -0.2), 0.06), _limb((0.1, -0.08), (0.2, 0.02), 0.06))),
        (SKIN, INK, (("circle", -0.23, -0.21, 0.03), ("circle", 0.2, 0.03, 0.03))),
        (GOLD, INK, (_limb((-0.23, -0.21), (-0.3, -0.36), 0.03),)),
        *_head(0.0, -0.22, 0.075),
        (RED, INK, (("ellipse", 0.0, -0.3, 0.2, 0.04), ("ellipse", 0.0, -0.34, 0.08, 0.06))),
        (
            BROWN,
            INK,
            (_rect(-0.36, 0.06, 0.36, 0.13), _rect(-0.32, 0.13, -0.27, 0.45), _rect(0.27, 0.13, 0.32, 0.45)),
        ),
        (
            GOLD,
            INK,
            (
                ("circle", -0.2, 0.02, 0.04),
                ("poly", ((0.12, 0.06), (0.22, 0.06), (0.2, -0.04), (0.14, -0.04))),
            ),
        ),
        (WHITE, INK, (("circle", 0.0, 0.03, 0.03), ("circle", 0.3, 0.03, 0.025))),
    ]


def papessa() -> list[Part]:
    """The Popess: a veiled woman with the triple crown and an open book."""
    return [
        _robe(BLUE, -0.14, 0.45, 0.12, 0.3),
        (WHITE, INK, (("poly", ((-0.16, -0.3), (0.16, -0.3), (0.2, 0.05), (-0.2, 0.05))),)),
        *_head(0.0, -0.22, 0.075),
        (
            GOLD,
            INK,
            (
                _rect(-0.08, -0.38, 0.08, -0.3),
                _rect(-0.065, -0.45, 0.065, -0.38),
                ("poly", ((-0.05, -0.45), (0.05, -0.45), (0.0, -0.52))),
            ),
        ),
        (
            WHITE,
            INK,
            (("poly", ((-0.18, 0.02), (0.0, 0.06), (0.18, 0.02), (0.18, 0.16), (0.0, 0.2), (-0.18, 0.16))),),
        ),
        (INK, None, (_limb((0.0, 0.06), (0.0, 0.2), 0.01),)),
    ]


def _eagle_shield(x: float, y: float, r: float) -> list[Part]:
    return [
        (
            GOLD,
            INK,
            (
                (
                    "poly",
                    (
                        (x - r, y - r),
                        (x + r, y - r),
                        (x + r, y + r * 0.2),
                        (x, y + r * 1.2),
                        (x - r, y + r * 0.2),
                    ),
                ),
            ),
        ),
        (
            INK,
            None,
            (
                (
                    "poly",
                    (
                        (x - r * 0.8, y - r * 0.5),
                        (x, y),
                        (x + r * 0.8, y - r * 0.5),
                        (x + r * 0.2, y + r * 0.5),
                        (x - r * 0.2, y + r * 0.5),
                    ),
                ),
            ),
        ),
    ]


def imperatrice() -> list[Part]:
    """The Empress: crowned, an eagle shield and a sceptre."""
    return [
        _robe(RED, -0.14, 0.45, 0.12, 0.3),
        (BLUE, INK, (_limb((-0.1, -0.1), (-0.2, 0.0), 0.06),)),
        (GOLD, INK, (_limb((-0.2, 0.05), (-0.2, -0.4), 0.03), ("circle", -0.2, -0.42, 0.04))),
        *_head(0.0, -0.24, 0.075, long_hair=True),
        _crown(0.0, -0.24, 0.07),
        *_eagle_shield(0.14, 0.05, 0.12),
    ]


def imperatore() -> list[Part]:
    """The Emperor: crowned and bearded, sceptre and eagle shield."""
    return [
        _robe(RED, -0.14, 0.45, 0.14, 0.22),
        (BLUE, INK, (_rect(-0.22, 0.15, 0.22, 0.45),)),
        (GOLD, INK, (_limb((-0.22, 0.0), (-0.22, -0.4), 0.03), ("circle", -0.22, -0.42, 0.045))),
        (BLUE, INK, (_limb((-0.1, -0.1), (-0.21, -0.02), 0.06),)),
        *_head(0.0, -0.24, 0.08, beard=(200, 200, 205)),
        _crown(0.0, -0.24, 0.075),
        *_eagle_shield(0.18, 0.2, 0.11),
    ]


def papa() -> list[Part]:
    """The Pope: the triple tiara over two crossed keys."""
    return [
        (GOLD, INK, (_limb((-0.22, 0.4), (0.18, -0.02), 0.05), ("circle", 0.2, -0.04, 0.07))),
        (GOLD, INK, (_limb((0.22, 0.4), (-0.18, -0.02), 0.05), ("circle", -0.2, -0.04, 0.07))),
        (GOLD, INK, (_rect(-0.26, 0.32, -0.18, 0.36), _rect(0.18, 0.32, 0.26, 0.36))),
        (
            WHITE,
            INK,
            (
                ("poly", ((-0.2, -0.08), (0.2, -0.08), (0.12, -0.4), (-0.12, -0.4))),
                ("ellipse", 0.0, -0.42, 0.12, 0.04),
            ),
        ),
        (
            GOLD,
            INK,
            (
                _rect(-0.19, -0.14, 0.19, -0.1),
                _rect(-0.165, -0.24, 0.165, -0.2),
                _rect(-0.14, -0.34, 0.14, -0.3),
                ("circle", 0.0, -0.48, 0.035),
            ),
        ),
    ]


def amanti() -> list[Part]:
    """The Lovers: a heart under Cupid's drawn bow."""
    heart = (
        ("circle", -0.12, -0.02, 0.14),
        ("circle", 0.12, -0.02, 0.14),
        ("poly", ((-0.255, 0.03), (0.255, 0.03), (0.0, 0.32))),
    )
    return [
        (RED, INK, heart),
        (BROWN, INK, (_limb((-0.35, 0.3), (0.3, -0.3), 0.025),)),
        (GOLD, INK, (("poly", ((0.3, -0.3), (0.22, -0.28), (0.28, -0.22))),)),
        (WHITE, INK, (("poly", ((-0.35, 0.3), (-0.4, 0.24), (-0.3, 0.27))),)),
        (SKY, INK, (("ellipse", -0.2, -0.38, 0.1, 0.05), ("ellipse", 0.2, -0.38, 0.1, 0.05))),
        (SKIN, INK, (("circle", 0.0, -0.38, 0.07),)),
    ]


def carro() -> list[Part]:
    """The Chariot: a crowned rider in a canopied car on two wheels."""
    return [
        (BLUE, INK, (_rect(-0.26, -0.02, 0.26, 0.22),)),
        (RED, INK, (("poly", ((-0.3, -0.32), (0.3, -0.32), (0.26, -0.24), (-0.26, -0.24))),)),
        (GOLD, INK, (_rect(-0.25, -0.24, -0.22, -0.02), _rect(0.22, -0.24, 0.25, -0.02))),
        (RED, INK, (_rect(-0.1, -0.1, 0.1, -0.02),)),
        *_head(0.0, -0.15, 0.06),
        _crown(0.0, -0.15, 0.055),
        (BROWN, INK, (_circle_poly(-0.17, 0.3, 0.12), _circle_poly(0.17, 0.3, 0.12))),
        (GOLD, INK, (("circle", -0.17, 0.3, 0.035), ("circle", 0.17, 0.3, 0.035))),
    ]


def giustizia() -> list[Part]:
    """Justice: the scales hung from an upright sword."""
    steel = (214, 228, 242)
    return [
        (steel, INK, (("poly", ((-0.03, 0.3), (0.03, 0.3), (0.03, -0.4), (0.0, -0.48), (-0.03, -0.4))),)),
        (
            GOLD,
            INK,
            (_rect(-0.12, 0.3, 0.12, 0.34), _rect(-0.025, 0.34, 0.025, 0.44), _rect(-0.3, -0.2, 0.3, -0.17)),
        ),
        (
            INK,
            None,
            (
                _limb((-0.28, -0.18), (-0.36, 0.05), 0.01),
                _limb((-0.28, -0.18), (-0.2, 0.05), 0.01),
                _limb((0.28, -0.18), (0.36, 0.05), 0.01),
                _limb((0.28, -0.18), (0.2, 0.05), 0.01),
            ),
        ),
        (
            GOLD,
            INK,
            (
                ("poly", ((-0.4, 0.05), (-0.16, 0.05), (-0.2, 0.11), (-0.36, 0.11))),
                ("poly", ((0.16, 0.05), (0.4, 0.05), (0.36, 0.11), (0.2, 0.11))),
            ),
        ),
    ]


def eremita() -> list[Part]:
    """The Hermit: a hooded old man with his lantern and staff."""
    return [
        (BROWN, INK, (_limb((0.22, -0.3), (0.2, 0.45), 0.035),)),
        _robe(GREY, -0.2, 0.45, 0.1, 0.25),
        (GREY, INK, (("poly", ((-0.12, -0.18), (0.0, -0.44), (0.12, -0.18))),)),
        (SKIN, INK, (("circle", 0.0, -0.22, 0.06),)),
        ((230, 230, 230), INK, (("poly", ((-0.06, -0.19), (0.06, -0.19), (0.0, -0.06))),)),
        (GREY, INK, (_limb((-0.08, -0.1), (-0.22, -0.02), 0.06),)),
        (
            GOLD,
            INK,
            (_rect(-0.3, -0.02, -0.16, 0.14), ("poly", ((-0.31, -0.02), (-0.15, -0.02), (-0.23, -0.08)))),
        ),
        ((255, 220, 80), INK, (_rect(-0.27, 0.02, -0.19, 0.11),)),
    ]


def ruota() -> list[Part]:
    """The Wheel of Fortune: an eight-spoked wheel on its stand, a crowned figure on top."""
    return [
        (BROWN, INK, (_rect(-0.04, 0.05, 0.04, 0.42), _rect(-0.25, 0.4, 0.25, 0.46))),
        (BROWN, INK, (_circle_poly(0.0, 0.05, 0.3, 32),)),
        (TAROT_PAPER, INK, (_circle_poly(0.0, 0.05, 0.23, 32),)),
        (BROWN, None, _rays(0.0, 0.05, 0.0, 0.25, 8, 0.04)),
        (GOLD, INK, (("circle", 0.0, 0.05, 0.05),)),
        *_head(0.0, -0.35, 0.06),
        _crown(0.0, -0.35, 0.055),
    ]


def forza() -> list[Part]:
    """Strength: the lion's head."""
    mane = tuple(
        ("circle", 0.22 * math.cos(a), 0.0 + 0.22 * math.sin(a), 0.1)
        for a in (i * math.pi / 6 for i in range(12))
    )
    return [
        (ORANGE, INK, (*mane, ("circle", 0.0, 0.0, 0.24))),
        ((240, 190, 90), INK, (("circle", 0.0, 0.02, 0.17),)),
        (
            INK,
            None,
            (
                ("circle", -0.07, -0.03, 0.025),
                ("circle", 0.07, -0.03, 0.025),
                ("poly", ((-0.04, 0.06), (0.04, 0.06), (0.0, 0.1))),
            ),
        ),
        (RED, INK, (("ellipse", 0.0, 0.14, 0.06, 0.03),)),
    ]


def appeso() -> list[Part]:
    """The Hanged Man: a man hanging upside down by one foot from a gallows."""
    return [
        (
            GREEN,
            INK,
            (
                _rect(-0.3, -0.42, -0.24, 0.45),
                _rect(0.24, -0.42, 0.3, 0.45),
                _rect(-0.32, -0.44, 0.32, -0.37),
            ),
        ),
        (
            HOSE,
            INK,
            (
                _limb((0.0, -0.37), (0.0, -0.08), 0.06),
                _limb((0.0, -0.22), (0.1, -0.18), 0.05),
                _limb((0.1, -0.18), (0.02, -0.1), 0.05),
            ),
        ),
        (RED, INK, (("poly", ((-0.09, -0.1), (0.09, -0.1), (0.08, 0.16), (-0.08, 0.16))),)),
        (BLUE, INK, (_limb((-0.08, -0.05), (-0.05, 0.2), 0.05), _limb((0.08, -0.05), (0.05, 0.2), 0.05))),
        (HAIR, INK, (("ellipse", 0.0, 0.3, 0.07, 0.08),)),
        (SKIN, INK, (("circle", 0.0, 0.24, 0.07),)),
    ]


def morte() -> list[Part]:
    """Death: the skull and the scythe."""
    return [
        (BROWN, INK, (_limb((0.25, 0.45), (-0.1, -0.42), 0.035),)),
        (GREY, INK, (("poly", ((-0.1, -0.42), (-0.4, -0.36), (-0.44, -0.28), (-0.12, -0.36))),)),
        (WHITE, INK, (("circle", 0.02, 0.05, 0.17), _rect(-0.07, 0.15, 0.11, 0.28))),
        (
            INK,
            None,
            (
                ("circle", -0.05, 0.04, 0.045),
                ("circle", 0.09, 0.04, 0.045),
                ("poly", ((0.02, 0.1), (-0.01, 0.16), (0.05, 0.16))),
                _rect(-0.04, 0.21, 0.08, 0.225),
            ),
        ),
    ]


def temperanza() -> list[Part]:
    """Temperance: water poured from one vase into another."""
    return [
        (SKY, INK, (_limb((-0.15, -0.15), (0.0, -0.05), 0.04), _limb((0.0, -0.05), (0.14, 0.12), 0.04))),
        (
            BLUE,
            INK,
            (("poly", ((-0.36, -0.4), (-0.18, -0.26), (-0.1, -0.14), (-0.22, -0.04), (-0.42, -0.2))),),
        ),
        (
            RED,
            INK,
            (
                ("poly", ((0.06, 0.1), (0.24, 0.1), (0.3, 0.3), (0.22, 0.44), (0.08, 0.44), (0.0, 0.3))),
                ("ellipse", 0.15, 0.1, 0.1, 0.03),
            ),
        ),
        (GOLD, INK, (_rect(0.05, 0.26, 0.25, 0.3),)),
    ]


def diavolo() -> list[Part]:
    """The Devil: the horned head and the trident."""
    return [
        (
            GREY,
            INK,
            (
                _limb((0.3, 0.45), (0.3, -0.3), 0.03),
                (
                    "poly",
                    (
                        (0.18, -0.3),
                        (0.42, -0.3),
                        (0.42, -0.44),
                        (0.39, -0.33),
                        (0.315, -0.33),
                        (0.3, -0.48),
                        (0.285, -0.33),
                        (0.21, -0.33),
                        (0.18, -0.44),
                    ),
                ),
            ),
        ),
        (
            RED,
            INK,
            (
                ("poly", ((-0.2, -0.1), (-0.32, -0.36), (-0.1, -0.18))),
                ("poly", ((0.1, -0.18), (0.2, -0.38), (0.2, -0.1))),
            ),
        ),
        (
            RED,
            INK,
            (("ellipse", -0.05, 0.0, 0.2, 0.22), ("poly", ((-0.15, 0.1), (0.05, 0.1), (-0.05, 0.36)))),
        ),
        (
            (255, 220, 80),
            INK,
            (
                ("poly", ((-0.15, -0.06), (-0.08, -0.02), (-0.15, 0.0))),
                ("poly", ((0.05, -0.06), (-0.02, -0.02), (0.05, 0.0))),
            ),
        ),
        (INK, None, (("poly", ((-0.14, 0.1), (0.04, 0.1), (-0.05, 0.15))),)),
    ]


def torre() -> list[Part]:
    """The Tower: a crowned tower struck by lightning, stones falling."""
    return [
        ((200, 180, 150), INK, (_rect(-0.16, -0.2, 0.16, 0.45),)),
        (
            (200, 180, 150),
            INK,
            (
                (
                    "poly",
                    (
                        (-0.2, -0.2),
                        (0.2, -0.2),
                        (0.2, -0.3),
                        (0.12, -0.3),
                        (0.12, -0.25),
                        (0.04, -0.25),
                        (0.04, -0.3),
                        (-0.04, -0.3),
                        (-0.04, -0.25),
                        (-0.12, -0.25),
                        (-0.12, -0.3),
                        (-0.2, -0.3),
                    ),
                ),
            ),
        ),
        (
            INK,
            None,
            (_rect(-0.05, 0.25, 0.05, 0.45), _rect(-0.1, -0.1, -0.04, 0.0), _rect(0.04, -0.1, 0.1, 0.0)),
        ),
        (
            (255, 200, 0),
            INK,
            (
                (
                    "poly",
                    ((0.42, -0.5), (0.2, -0.3), (0.3, -0.28), (0.12, -0.14), (0.34, -0.32), (0.24, -0.34)),
                ),
            ),
        ),
        (
            RED,
            INK,
            (_rect(0.26, 0.1, 0.32, 0.16), _rect(-0.34, 0.0, -0.28, 0.06), _rect(-0.3, 0.25, -0.24, 0.31)),
        ),
    ]


def stelle() -> list[Part]:
    """The Star: a great eight-pointed star among small ones."""
    big = []
    for i in range(16):
        r = 0.3 if i % 2 == 0 else 0.12
        a = -math.pi / 2 + i * math.pi / 8
        big.append((r * math.cos(a), r * math.sin(a) - 0.05))
    small = tuple(star_parts(GOLD)[0][2][0][1])
    stars = [
        ("poly", tuple((x + px * 0.22, y + py * 0.22) for px, py in small))
        for x, y in ((-0.32, 0.32), (0.32, 0.32), (0.0, 0.38), (-0.34, -0.36), (0.34, -0.36))
    ]
    return [((255, 210, 40), INK, (("poly", tuple(big)),)), (SKY, INK, tuple(stars))]


def luna() -> list[Part]:
    """The Moon: a crescent with a face in profile, drops falling from it."""
    crescent = []
    for i in range(25):
        a = -math.pi / 2 + i * math.pi / 24
        crescent.append((0.28 * math.cos(a) - 0.05, 0.28 * math.sin(a) - 0.08))
    for i in range(24, -1, -1):
        a = -math.pi / 2 + i * math.pi / 24
        crescent.append((0.15 * math.cos(a) - 0.05, 0.26 * math.sin(a) - 0.08))
    drops = tuple(
        ("poly", ((x, y - 0.05), (x + 0.03, y + 0.01), (x, y + 0.04), (x - 0.03, y + 0.01)))
        for x, y in ((-0.3, 0.3), (-0.12, 0.38), (0.06, 0.3), (0.24, 0.38))
    )
    return [
        (SKY, INK, (("circle", -0.05, -0.08, 0.3),)),
        ((250, 225, 110), INK, (("poly", tuple(crescent)),)),
        (INK, None, (("circle", 0.15, -0.14, 0.022),)),
        (BLUE, INK, drops),
    ]


def sole() -> list[Part]:
    """The Sun: a face among straight and wavy rays."""
    return [
        (ORANGE, INK, _rays(0.0, -0.05, 0.2, 0.42, 16, 0.05)),
        ((255, 210, 40), INK, (("circle", 0.0, -0.05, 0.24),)),
        (
            INK,
            None,
            (
                ("circle", -0.08, -0.09, 0.025),
                ("circle", 0.08, -0.09, 0.025),
                _rect(-0.06, 0.05, 0.06, 0.065),
            ),
        ),
    ]


def angelo() -> list[Part]:
    """The Angel: a winged angel blowing a trumpet from the clouds, rays and tears below."""
    clouds = tuple(("circle", x, 0.12, 0.1) for x in (-0.3, -0.15, 0.0, 0.15, 0.3))
    return [
        (
            SKY,
            INK,
            (
                ("poly", ((-0.06, -0.2), (-0.4, -0.42), (-0.36, -0.16))),
                ("poly", ((0.06, -0.2), (0.4, -0.42), (0.36, -0.16))),
            ),
        ),
        _robe(WHITE, -0.22, 0.1, 0.08, 0.16),
        *_head(0.0, -0.3, 0.07),
        (
            GOLD,
            INK,
            (
                _limb((0.04, -0.26), (0.28, -0.04), 0.03),
                ("poly", ((0.24, -0.06), (0.36, 0.02), (0.3, -0.12))),
            ),
        ),
        ((235, 238, 245), INK, clouds),
        (GOLD, None, _rays(0.0, 0.12, 0.2, 0.36, 9, 0.02)[1:5]),
        (
            BLUE,
            INK,
            (("circle", -0.25, 0.38, 0.03), ("circle", 0.25, 0.38, 0.03), ("circle", 0.0, 0.42, 0.03)),
        ),
    ]


def mondo() -> list[Part]:
    """The World: a dancing figure in an oval wreath."""
    leaves = tuple(
        ("ellipse", 0.3 * math.cos(a), 0.42 * math.sin(a), 0.06, 0.06)
        for a in (i * math.pi / 10 for i in range(20))
    )
    return [
        (GREEN, INK, leaves),
        (RED, INK, (("poly", ((-0.06, -0.15), (0.06, -0.15), (0.12, 0.15), (-0.12, 0.15))),)),
        (
            SKIN,
            INK,
            (
                _limb((-0.04, 0.14), (-0.05, 0.32), 0.045),
                _limb((0.04, 0.14), (0.12, 0.26), 0.045),
                _limb((0.12, 0.26), (0.0, 0.3), 0.04),
            ),
        ),
        (SKIN, INK, (_limb((-0.05, -0.12), (-0.16, 0.0), 0.04), _limb((0.05, -0.12), (0.16, -0.04), 0.04))),
        (GOLD, INK, (_limb((0.16, -0.1), (0.16, 0.04), 0.025),)),
        *_head(0.0, -0.22, 0.065, long_hair=True),
    ]


TRUMPS = {
    1: bagatto, 2: papessa, 3: imperatrice, 4: imperatore, 5: papa, 6: amanti, 7: carro,
    8: giustizia, 9: eremita, 10: ruota, 11: forza, 12: appeso, 13: morte, 14: temperanza,
    15: diavolo, 16: torre, 17: stelle, 18: luna, 19: sole, 20: angelo, 21: mondo,
}  # fmt: skip
