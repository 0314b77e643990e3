"""The seat panels of a table picture: one row per seat in the left column (name, score, hand
size as card backs, whose turn, the dealer, each game's extras) and the team scores under them
when seats share sides. Also how a seat and a number are written on a picture.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.discord.pictures.canvas import FELT_DARK, HEADER_H, MARK, MUTED, ROW_H, SEAT_W, TEXT, Canvas, View
from bot.discord.pictures.fonts import font_for


def seat_name(names: Sequence[str], seat: int) -> str:
    # Names are made drawable (and given to empty seats) by `table_image` before any drawing.
    return names[seat] if 0 <= seat < len(names) and names[seat] else str(seat + 1)


def number_text(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def _side_names(names: Sequence[str], sides: Sequence[int]) -> list[str]:
    out: list[list[str]] = [[] for _ in range(max(sides) + 1 if sides else 0)]
    for seat, side in enumerate(sides):
        out[side].append(seat_name(names, seat))
    return [" & ".join(n) for n in out]


def seat_rows(
    canvas: Canvas,
    view: View,
    names: Sequence[str],
    extras: Callable[[int], str],
    *,
    top: int = HEADER_H + 6,
    scored: bool = True,
) -> int:
    """One row per seat in the left column; returns the y below the last row. `scored=False` for
    a game of places (the Old Maid family): no score beside the names."""
    sizes = view.get("hand_sizes") or []
    sides = view.get("sides") or []
    scores = (view.get("scores") or []) if scored else []
    solo = len(sides) == len(set(sides))  # every seat its own side: its score goes in its row
    players = len(sizes) or len(sides)
    to_move = None if view.get("over") else view.get("to_move")
    dealer = view.get("dealer")
    y = top
    for seat in range(players):
        box = (8, y, SEAT_W, y + ROW_H - 6)
        turn = seat == to_move
        canvas.draw.rounded_rectangle(
            box, radius=10, fill=FELT_DARK, outline=MARK if turn else FELT_DARK, width=3
        )
        x = 18
        if turn:
            canvas.turn_mark(x, y + 9)
            x += 20
        if dealer == seat:
            canvas.draw.ellipse((x, y + 7, x + 20, y + 27), fill=TEXT)
            dealer_mark = canvas.tr("picture-dealer")
            canvas.text((x + 10, y + 17), dealer_mark, 14, fill=FELT_DARK, bold=True, anchor="mm")
            x += 26
        score = ""
        if solo and seat < len(sides) and sides[seat] < len(scores):
            score = number_text(scores[sides[seat]])
        name_width = SEAT_W - x - (24 + font_for(score, 22).getlength(score) if score else 10)
        canvas.text(
            (x, y + 6),
            seat_name(names, seat),
            20,
            bold=True,
            width=int(name_width),
            fill=MARK if turn else TEXT,
        )
        if score:
            canvas.text((SEAT_W - 10, y + 6), score, 22, bold=True, anchor="ra")
        size = sizes[seat] if seat < len(sizes) else 0
        bx = canvas.backs(18, y + 32, size, w=16, step=5, most=10)
        line = f"{size}" if sizes else ""
        extra = extras(seat)
        line = " · ".join(p for p in (line, extra) if p)
        canvas.text((bx + 6, y + 36), line, 16, fill=MUTED, width=SEAT_W - bx - 14)
        y += ROW_H
    return y


def side_scores(
    canvas: Canvas, view: View, names: Sequence[str], y: int, extras: Callable[[int], str] | None = None
) -> int:
    """Team scores under the seat rows (only when seats share sides)."""
    sides = view.get("sides") or []
    if len(sides) == len(set(sides)):
        return y
    scores = view.get("scores") or []
    labels = _side_names(names, sides)
    target = view.get("target")
    heading = canvas.tr("picture-score-to", target=target) if target else canvas.tr("picture-score")
    canvas.text((14, y + 2), heading, 16, fill=MUTED)
    y += 24
    for side, score in enumerate(scores):
        label = labels[side] if side < len(labels) else str(side + 1)
        canvas.text((14, y), label, 17, bold=True, width=SEAT_W - 60)
        canvas.text((SEAT_W - 10, y), number_text(score), 20, bold=True, anchor="ra")
        if extras is not None and extras(side):
            y += 22
            canvas.text((14, y), extras(side), 15, fill=MUTED, width=SEAT_W - 20)
        y += 26
    return y
