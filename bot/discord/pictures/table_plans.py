"""A game's plan for its table picture (`table.py` lays the plates out and the middle under
them): its plates, how tall its middle must be, and how to draw them once everything has its
place. Each game's planner is in its Discord face (`Adapter.plan`, in
`bot/discord/games/<family>/`); here are the `Plan` they return, the helpers they share (cards in
a grid, a fan, a captioned row of cards) and `generic`, the seats only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.discord.pictures.canvas import MARK, MUTED, Canvas, View
from bot.discord.pictures.seat_panels import (
    CARD_H,
    CARD_W,
    LINE,
    SMALL,
    Layout,
    Plates,
    wrap,
)


@dataclass
class Plan:
    """One game's table picture, worked out before the layout: its plates, how tall its middle is
    for a width, how tall the band under it is, and the drawing once everything has its place.
    `smaller`: a tight plan that draws its cards smaller than the roomy one (Old Maid's backs),
    not asked for only to make room for the hand icon's key."""

    plates: Plates
    middle: Callable[[float], float]
    draw: Callable[[Layout], None]
    band: float = 0
    smaller: bool = False


# A game's plan for its picture; `tight`: asked again when the first plan would outgrow the embed
# box (the crowded case: six seats, a team game's scores and a capture...), its words and cards
# kept to one line or row.
Planner = Callable[[Canvas, View, Sequence[str], Sequence[str | None], bool], Plan]


def seat_count(view: View) -> int:
    return len(view.get("hand_sizes") or view.get("sides") or [])


def per_row(width: float, w: float = CARD_W) -> int:
    return max(1, int((width + 6) // (w + 6)))


def cards_grid(
    canvas: Canvas,
    style: str,
    cards: Sequence[str],
    x: float,
    y: float,
    width: float,
    marks: Sequence[bool] = (),
    most: int = 2,
) -> float:
    """Cards in rows across `width`, centred, each row's cards overlapping only when there are more
    than `most` rows' worth; returns the y under them."""
    per = per_row(width)
    rows = [list(cards[i : i + per]) for i in range(0, len(cards), per)]
    if len(rows) > most:  # overlap into `most` rows rather than grow
        each = math.ceil(len(cards) / most)
        rows = [list(cards[i : i + each]) for i in range(0, len(cards), each)]
    index = 0
    for row in rows:
        step = min(CARD_W + 6, (width - CARD_W) / max(1, len(row) - 1)) if len(row) > 1 else CARD_W
        span = step * (len(row) - 1) + CARD_W
        left = x + (width - span) / 2
        for i, card in enumerate(row):
            mark = index < len(marks) and marks[index]
            canvas.card(style, card, round(left + i * step), round(y), CARD_W, mark=mark)
            index += 1
        y += CARD_H + 5
    return y


def grid_rows(count: int, width: float, most: int = 2) -> int:
    per = per_row(width)
    return min(most, math.ceil(count / per)) if count else 1


def fan(
    canvas: Canvas, style: str, cards: Sequence[str], x: float, y: float, width: float, lit: int = -1
) -> None:
    """Cards left to right from (x, y) within `width`, overlapping when they must; `lit`: the
    index of the one framed as the last play."""
    step = min(CARD_W + 4, (width - CARD_W) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, card in enumerate(cards):
        canvas.card(style, card, round(x + i * step), round(y), CARD_W, mark=i == lit)


def caption_lines(
    canvas: Canvas, text: str, width: float, keep: Sequence[str] = (), most: int = 2
) -> list[str]:
    return wrap(canvas, text, SMALL, width, most, keep)


def cards_block(
    canvas: Canvas,
    style: str,
    box: tuple[float, float, float, float],
    caption: str,
    cards: Sequence[str],
    *,
    lit: int = -1,
    bold: bool = False,
    keep: Sequence[str] = (),
    most: int = 2,
) -> None:
    """A caption and cards under it in `box` (x, y, w, h)."""
    x, y, w, _h = box
    lines = caption_lines(canvas, caption, w, keep, most)
    for line in lines:
        canvas.text((x + 1, y), line, SMALL, bold=bold, fill=MARK if bold else MUTED, width=int(w - 1))
        y += LINE
    fan(canvas, style, cards, x + 3, y + 3, w - 6, lit)


# -- the default: the seats only ---------------------------------------------------------
def generic(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    """A game with no plan of its own: its seats round the felt, nothing in the middle."""
    seats = Plates(canvas, view, names, lambda s: "", badges=badges)
    return Plan(seats, lambda width: 40, seats.draw)
