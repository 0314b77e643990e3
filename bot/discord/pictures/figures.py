"""The court figures, full length as on Neapolitan cards: the Fante (a standing youth), the Cavallo
(a rider on a horse), the Re (a crowned king in a mantle) and, for the tarot, the Donna (a crowned
queen in a gown). Each holds its suit's sign: `figure(kind, suit)` gives the figure's parts and
where the sign goes; `draw_figure` draws both.

Unit coordinates: the figure stands in a box 1 tall (y from -0.5 at the crown to 0.5 at the feet)
and about 0.66 wide, centred on (0, 0), like the rest of `suits.py`'s signs.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.discord.pictures.suits import INK, ITALIAN_COLOURS, Colour, Part, draw_parts, draw_suit

SKIN: Colour = (243, 208, 172)
HAIR: Colour = (96, 58, 30)
GOLD: Colour = ITALIAN_COLOURS["d"]
WHITE: Colour = (250, 248, 240)
HOSE: Colour = (235, 225, 200)
HORSE: Colour = (236, 228, 214)
SHOE: Colour = (50, 40, 35)


@dataclass(frozen=True)
class Held:
    """Where the figure's suit sign goes: centre, size, angle (degrees), mirrored."""

    x: float
    y: float
    size: float
    angle: float = 0.0
    mirror: bool = False


def _rect(x0: float, y0: float, x1: float, y1: float) -> tuple:
    return ("poly", ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))


def _limb(a: tuple[float, float], b: tuple[float, float], width: float) -> tuple:
    """A straight arm or leg from `a` to `b`, `width` thick, as a polygon."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max((dx * dx + dy * dy) ** 0.5, 1e-6)
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    return (
        "poly",
        ((a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)),
    )


def _head(
    x: float, y: float, r: float, *, beard: Colour | None = None, long_hair: bool = False
) -> list[Part]:
    hair = [("ellipse", x, y - r * 0.25, r * 1.05, r * 0.95)]
    if long_hair:
        hair.append(
            (
                "poly",
                (
                    (x - r * 1.1, y - r * 0.2),
                    (x + r * 1.1, y - r * 0.2),
                    (x + r * 1.3, y + r * 1.9),
                    (x - r * 1.3, y + r * 1.9),
                ),
            )
        )
    parts: list[Part] = [(HAIR, INK, tuple(hair)), (SKIN, INK, (("circle", x, y + r * 0.1, r * 0.9),))]
    if beard is not None:
        parts.append(
            (
                beard,
                INK,
                (("poly", ((x - r * 0.85, y + r * 0.2), (x + r * 0.85, y + r * 0.2), (x, y + r * 1.5))),),
            )
        )
    parts.append(
        (
            INK,
            None,
            (
                ("circle", x - r * 0.32, y + r * 0.02, r * 0.12),
                ("circle", x + r * 0.32, y + r * 0.02, r * 0.12),
            ),
        )
    )
    return parts


def _crown(x: float, y: float, r: float) -> Part:
    """A gold crown of three points sitting on a head of radius `r` centred at (x, y)."""
    base = y - r * 0.75
    return (
        GOLD,
        INK,
        (
            (
                "poly",
                (
                    (x - r * 1.0, base),
                    (x - r * 1.1, base - r * 1.1),
                    (x - r * 0.5, base - r * 0.55),
                    (x, base - r * 1.35),
                    (x + r * 0.5, base - r * 0.55),
                    (x + r * 1.1, base - r * 1.1),
                    (x + r * 1.0, base),
                ),
            ),
        ),
    )


def _held(suit: str, hand: tuple[float, float], *, raised: bool) -> Held:
    """The sign in a hand at `hand`: a coin or cup held up beside the hand, a sword or club by the
    grip (raised: pointing up; else resting point down by the leg, as the Neapolitan Fante holds it)."""
    x, y = hand
    if suit == "d":
        return Held(x + 0.03, y - 0.1, 0.2)
    if suit == "h":
        return Held(x + 0.02, y - 0.1, 0.2)
    if suit == "s":
        return Held(x, y - 0.16, 0.4, 0.0) if raised else Held(x + 0.02, y + 0.17, 0.4, 180.0, True)
    return Held(x + 0.01, y - 0.15, 0.4, 8.0) if raised else Held(x + 0.02, y + 0.14, 0.42, 0.0)


def fante(colour: Colour, suit: str) -> tuple[list[Part], Held]:
    """A standing youth in a belted tunic and cap, the sign in his right hand (our right)."""
    parts: list[Part] = [
        (HOSE, INK, (_limb((-0.06, 0.14), (-0.08, 0.44), 0.07), _limb((0.06, 0.14), (0.08, 0.44), 0.07))),
        (SHOE, INK, (("ellipse", -0.1, 0.455, 0.06, 0.03), ("ellipse", 0.1, 0.455, 0.06, 0.03))),
        (colour, INK, (_limb((-0.13, -0.17), (-0.2, 0.07), 0.065),)),
        (colour, INK, (("poly", ((-0.13, -0.2), (0.13, -0.2), (0.18, 0.18), (-0.18, 0.18))),)),
        (GOLD, INK, (_rect(-0.15, 0.0, 0.15, 0.04),)),
        (colour, INK, (_limb((0.12, -0.17), (0.22, -0.02), 0.065),)),
        (SKIN, INK, (("circle", -0.2, 0.09, 0.035), ("circle", 0.22, -0.01, 0.035))),
        *_head(0.0, -0.29, 0.08),
        (colour, INK, (("poly", ((-0.1, -0.34), (-0.08, -0.42), (0.08, -0.43), (0.11, -0.34))),)),
        ((200, 40, 30), INK, (("poly", ((0.05, -0.42), (0.2, -0.5), (0.11, -0.38))),)),
    ]
    return parts, _held(suit, (0.22, -0.01), raised=suit in "dh")


def re(colour: Colour, suit: str) -> tuple[list[Part], Held]:
    """A crowned, bearded king in a long mantle, the sign raised in his right hand."""
    parts: list[Part] = [
        (colour, INK, (("poly", ((-0.14, -0.2), (0.14, -0.2), (0.28, 0.46), (-0.28, 0.46))),)),
        (GOLD, INK, (("poly", ((-0.05, -0.16), (0.05, -0.16), (0.09, 0.46), (-0.09, 0.46))),)),
        (WHITE, INK, (("ellipse", 0.0, -0.19, 0.16, 0.05),)),
        (colour, INK, (_limb((0.12, -0.17), (0.22, -0.08), 0.07),)),
        (SKIN, INK, (("circle", 0.23, -0.08, 0.035),)),
        *_head(0.0, -0.29, 0.08, beard=(120, 110, 100)),
        _crown(0.0, -0.29, 0.08),
    ]
    return parts, _held(suit, (0.23, -0.08), raised=True)


def donna(colour: Colour, suit: str) -> tuple[list[Part], Held]:
    """A crowned queen with long hair in a wide gown, the sign in her right hand."""
    parts: list[Part] = [
        (
            colour,
            INK,
            (("poly", ((-0.1, -0.2), (0.1, -0.2), (0.15, 0.02), (0.3, 0.46), (-0.3, 0.46), (-0.15, 0.02))),),
        ),
        (GOLD, INK, (_rect(-0.13, 0.0, 0.13, 0.04),)),
        (WHITE, INK, (("poly", ((-0.06, -0.2), (0.06, -0.2), (0.0, -0.08))),)),
        (colour, INK, (_limb((0.1, -0.17), (0.21, -0.06), 0.06),)),
        (SKIN, INK, (("circle", 0.22, -0.06, 0.032),)),
        *_head(0.0, -0.29, 0.075, long_hair=True),
        _crown(0.0, -0.29, 0.065),
    ]
    return parts, _held(suit, (0.22, -0.06), raised=True)


def cavallo(colour: Colour, suit: str) -> tuple[list[Part], Held]:
    """A rider on a horse walking left, the sign raised in his forward hand."""
    horse: list[Part] = [
        (HORSE, INK, (("poly", ((0.24, 0.02), (0.36, 0.12), (0.33, 0.3), (0.27, 0.1))),)),  # tail
        (
            HORSE,
            INK,
            (
                _limb((-0.16, 0.12), (-0.2, 0.44), 0.05),
                _limb((-0.08, 0.14), (-0.02, 0.3), 0.05),
                _limb((-0.02, 0.3), (-0.08, 0.42), 0.045),
                _limb((0.14, 0.14), (0.12, 0.44), 0.05),
                _limb((0.22, 0.12), (0.26, 0.44), 0.05),
                ("ellipse", 0.03, 0.08, 0.24, 0.1),
                ("poly", ((-0.12, 0.06), (-0.22, -0.14), (-0.14, -0.18), (-0.02, 0.0))),
                ("poly", ((-0.22, -0.14), (-0.34, -0.06), (-0.37, -0.1), (-0.24, -0.22), (-0.16, -0.2))),
            ),
        ),
        (
            SHOE,
            INK,
            (
                ("ellipse", -0.2, 0.455, 0.035, 0.02),
                ("ellipse", 0.12, 0.455, 0.035, 0.02),
                ("ellipse", 0.26, 0.455, 0.035, 0.02),
                ("ellipse", -0.09, 0.43, 0.03, 0.02),
            ),
        ),
        (INK, None, (("circle", -0.23, -0.15, 0.013),)),
        (colour, INK, (("poly", ((-0.07, 0.0), (0.17, 0.0), (0.2, 0.16), (-0.1, 0.16))),)),  # saddle cloth
    ]
    rider: list[Part] = [
        (HOSE, INK, (_limb((0.02, 0.0), (0.0, 0.2), 0.06),)),
        (SHOE, INK, (("ellipse", -0.01, 0.21, 0.04, 0.025),)),
        (colour, INK, (("poly", ((-0.02, -0.26), (0.12, -0.26), (0.14, 0.04), (-0.06, 0.04))),)),
        (colour, INK, (_limb((0.0, -0.23), (-0.1, -0.14), 0.06),)),
        (SKIN, INK, (("circle", -0.11, -0.14, 0.032),)),
        *_head(0.05, -0.34, 0.07),
        (
            colour,
            INK,
            (
                ("ellipse", 0.05, -0.41, 0.1, 0.03),
                ("poly", ((-0.01, -0.41), (0.02, -0.48), (0.09, -0.48), (0.11, -0.41))),
            ),
        ),
    ]
    return horse + rider, _held(suit, (-0.11, -0.14), raised=True)


FIGURES = {"fante": fante, "cavallo": cavallo, "donna": donna, "re": re}


def draw_figure(
    draw: ImageDraw.ImageDraw,
    kind: str,
    suit: str,
    colour: Colour,
    x: float,
    y: float,
    height: float,
    family: str = "italian",
) -> None:
    """The `kind` figure ("fante" | "cavallo" | "donna" | "re") holding `suit`'s Italian sign,
    centred at (x, y), `height` pixels tall."""
    parts, held = FIGURES[kind](colour, suit)
    behind = held.y > 0.0 and suit in "sc" and kind == "fante"
    if behind:  # a sword or club resting on the ground is drawn before the figure, at its side
        draw_suit(
            draw,
            family,
            suit,
            x + held.x * height,
            y + held.y * height,
            held.size * height,
            angle=held.angle,
            mirror=held.mirror,
        )
    draw_parts(draw, parts, x, y, height, line=max(1.0, height * 0.012))
    if not behind:
        draw_suit(
            draw,
            family,
            suit,
            x + held.x * height,
            y + held.y * height,
            held.size * height,
            angle=held.angle,
            mirror=held.mirror,
        )
