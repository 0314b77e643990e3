"""The tarot's own faces, after the Tarocco Piemontese: a frame on every card of the deck, the 21
trumps each with its Arabic number (as that pattern numbers them) upright at the top and a design
of its own, and the Matto. The Bagatto (1), the Angelo (20), the Mondo (21) and the Matto are
figures; the other trumps are their emblem (the Sun, the Tower, the Wheel…). No caption: the names
differ by language, and the number is what players call out.

Designs are parts in unit coordinates (`suits.py`), drawn in a square box under the number; the 21
trumps' designs are in `trumps.py`, the Matto's here.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.discord.pictures.figures import GOLD, HOSE, SHOE, _head, _limb
from bot.discord.pictures.lettering import draw_text
from bot.discord.pictures.suits import INK, Colour, Part, draw_parts
from bot.discord.pictures.trumps import BROWN, GREEN, RED, TAROT_PAPER, TRUMPS

# The paper and the trumps' designs live in trumps.py (its designs draw in the paper); cards.py reads
# them from here, with the frame and the Matto.
__all__ = ["TAROT_PAPER", "TRUMPS", "draw_frame", "draw_matto", "draw_trump", "matto"]

FRAME: Colour = (150, 40, 50)
TRUMP_INK: Colour = (88, 36, 120)


def draw_frame(draw: ImageDraw.ImageDraw, w: int, h: int, *, trump: bool) -> None:
    """The tarot's thin inner frame, red on the suits and violet on the trumps."""
    m = w * 0.04
    draw.rounded_rectangle(
        (m, m, w - m, h - m), radius=w * 0.05, outline=TRUMP_INK if trump else FRAME, width=max(1, w // 90)
    )


def matto() -> list[Part]:
    """The Matto: a jester walking with his bundle on a stick."""
    return [
        (BROWN, INK, (_limb((-0.04, -0.05), (0.34, -0.36), 0.03),)),
        (RED, INK, (("ellipse", 0.34, -0.38, 0.08, 0.07),)),
        (HOSE, INK, (_limb((-0.05, 0.14), (-0.16, 0.44), 0.06), _limb((0.05, 0.14), (0.14, 0.44), 0.06))),
        (SHOE, INK, (("ellipse", -0.18, 0.45, 0.06, 0.03), ("ellipse", 0.16, 0.45, 0.06, 0.03))),
        (GREEN, INK, (("poly", ((-0.12, -0.2), (0.12, -0.2), (0.16, 0.18), (0.0, 0.14), (-0.16, 0.18))),)),
        (GOLD, INK, (("circle", -0.16, 0.18, 0.03), ("circle", 0.16, 0.18, 0.03))),
        *_head(0.0, -0.28, 0.075),
        (
            RED,
            INK,
            (
                ("poly", ((-0.09, -0.32), (-0.26, -0.48), (-0.02, -0.38))),
                ("poly", ((0.09, -0.32), (0.26, -0.48), (0.02, -0.38))),
            ),
        ),
        (GOLD, INK, (("circle", -0.26, -0.48, 0.03), ("circle", 0.26, -0.48, 0.03))),
    ]


def draw_trump(draw: ImageDraw.ImageDraw, number: int, w: int, h: int) -> None:
    """Trump `number` (1-21): its Arabic number upright in the top-left corner, its design below."""
    # Top left like every index of the deck, so it shows when the cards of a hand overlap.
    draw_text(draw, (w * 0.08, w * 0.05), str(number), round(w * 0.36), TRUMP_INK, anchor="lt")
    draw_parts(draw, TRUMPS[number](), w / 2, h * 0.61, w * 1.0, line=max(1.0, w * 0.012))


def draw_matto(draw: ImageDraw.ImageDraw, w: int, h: int) -> None:
    """The Matto: no number (it is not a trump), the jester filling the card."""
    draw_parts(draw, matto(), w / 2, h * 0.5, h * 0.8, line=max(1.0, w * 0.012))
