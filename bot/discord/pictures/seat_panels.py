"""The seats of a table picture: where each sits around the felt (`ring`) and its plate (name,
a computer's level as a badge, score, cards in hand, whose turn, the dealer, each game's extra),
and the team scores under the felt when seats share sides. Also how a seat and a number are
written on a picture.

Seats go round the felt in play order, starting at the bottom: bottom row, left column, top row,
right column. With an even number of seats, seat `i` sits across from seat `i + n/2`, so the
partners of Scopone (sides 0 1 0 1) and of 6-player Scopa in three teams (sides 0 1 2 0 1 2)
face each other, as at a real table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas, View

# Layout pixels (the picture is drawn for a `DISPLAY`-wide slot, at twice that for sharpness).
DISPLAY = 400
SCALE = 2
MARGIN = 6
HEAD_H = 28
PLATE_H = 44
TALL_H = 62  # a narrow plate (a side column, a crowded row): its extra gets a line of its own
NARROW = 130
SIDE_W = 104  # a plate in the left or right column
NAME = 14  # a seat's name
SMALL = 12  # the smallest text on a picture: the size floor at display size
BIG = 15  # scores
CARD_W = 46  # the smallest card drawn; a card is 1.5 times as tall
TEAM_ROW = 19


def seat_name(names: Sequence[str], seat: int) -> str:
    # Names are made drawable (and given to empty seats) by `table_image` before any drawing.
    return names[seat] if 0 <= seat < len(names) and names[seat] else str(seat + 1)


def number_text(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


@dataclass(frozen=True)
class Ring:
    """Which seats sit where: `bottom` right to left, `left` bottom to top, `top` left to right,
    `right` top to bottom (play order goes round the felt)."""

    bottom: tuple[int, ...]
    left: tuple[int, ...]
    top: tuple[int, ...]
    right: tuple[int, ...]


def ring(players: int) -> Ring:
    """The seats of `players` around the felt (see the module's note on partners)."""
    if players <= 2:
        return Ring(tuple(range(min(players, 1))), (), tuple(range(1, players)), ())
    sides = 1 if players <= 7 else 2
    rest = players - 2 * sides
    bottom = (rest + 1) // 2
    order = list(range(players))
    b, order = order[:bottom], order[bottom:]
    left, order = order[:sides], order[sides:]
    top, right = order[: rest - bottom], order[rest - bottom :]
    return Ring(tuple(b), tuple(left), tuple(top), tuple(right))


@dataclass
class Layout:
    """Where everything goes: a box (x, y, w, h) per seat, the felt's middle for the game's own
    drawing (`middle`), and the y where the band under the felt starts (`below`)."""

    seats: dict[int, tuple[float, float, float, float]]
    middle: tuple[float, float, float, float]
    below: float


def layout(players: int, middle_h: Callable[[float], float], width: float = DISPLAY) -> Layout:
    """Place the seats of `players` around a middle as tall as `middle_h(its width)` needs."""
    r = ring(players)
    side_w = SIDE_W if (r.left or r.right) else 0
    x0 = MARGIN + (side_w + MARGIN if side_w else 0)
    mid_w = width - 2 * x0
    top_y = HEAD_H + MARGIN

    def plate_w(members: Sequence[int]) -> float:
        return min(168.0, (width - 2 * MARGIN - (len(members) - 1) * MARGIN) / max(1, len(members)))

    def row_h(members: Sequence[int]) -> float:
        return (TALL_H if plate_w(members) < NARROW else PLATE_H) if members else 0

    mid_y = top_y + (row_h(r.top) + MARGIN if r.top else 0)
    columns = max(len(r.left), len(r.right))
    mid_h = max(middle_h(mid_w), columns * (TALL_H + MARGIN) - MARGIN)
    bottom_y = mid_y + mid_h + MARGIN
    seats: dict[int, tuple[float, float, float, float]] = {}

    def row(members: Sequence[int], y: float) -> None:
        if not members:
            return
        w = plate_w(members)
        span = len(members) * w + (len(members) - 1) * MARGIN
        x = (width - span) / 2
        for seat in members:
            seats[seat] = (x, y, w, row_h(members))
            x += w + MARGIN

    def column(members: Sequence[int], x: float) -> None:
        span = len(members) * TALL_H + (len(members) - 1) * MARGIN
        y = mid_y + (mid_h - span) / 2
        for seat in members:
            seats[seat] = (x, y, SIDE_W, TALL_H)
            y += TALL_H + MARGIN

    row(list(reversed(r.bottom)), bottom_y)
    column(list(reversed(r.left)), MARGIN)
    row(r.top, top_y)
    column(r.right, width - MARGIN - SIDE_W)
    below = bottom_y + (row_h(r.bottom) + MARGIN if r.bottom else 0)
    return Layout(seats, (x0, mid_y, mid_w, mid_h), below)


def plates(
    canvas: Canvas,
    view: View,
    names: Sequence[str],
    where: Layout,
    extras: Callable[[int], str],
    *,
    badges: Sequence[str | None] = (),
    scored: bool = True,
    counts: bool = True,
) -> None:
    """Every seat's plate. `scored=False`: no score on the plate (team games show theirs under the
    felt; the Old Maid family has places); `counts=False`: no hand to count (Concentration)."""
    sizes = view.get("hand_sizes") or []
    sides = view.get("sides") or []
    scores = (view.get("scores") or []) if scored else []
    solo = len(sides) == len(set(sides))
    to_move = None if view.get("over") else view.get("to_move")
    dealer = view.get("dealer") if not view.get("over") else None
    for seat, (x, y, w, h) in where.seats.items():
        turn = seat == to_move
        canvas.rect((x, y, x + w, y + h), radius=7, fill=FELT_DARK, outline=MARK if turn else None, width=2)
        left, right = x + 6, x + w - 6
        if turn:
            canvas.turn_mark(left, y + 7, 11)
            left += 12
        if dealer == seat:
            canvas.ellipse((left, y + 4, left + 17, y + 21), fill=TEXT)
            canvas.text(
                (left + 8.5, y + 12.5), canvas.tr("picture-dealer"), SMALL, fill=FELT_DARK, anchor="mm"
            )
            left += 20
        score = ""
        if solo and seat < len(sides) and sides[seat] < len(scores):
            score = number_text(scores[sides[seat]])
        if score:
            right -= canvas.text((right, y + 4), score, BIG, bold=True, anchor="ra") + 5
        canvas.text(
            (left, y + 4),
            seat_name(names, seat),
            NAME,
            bold=True,
            fill=MARK if turn else TEXT,
            width=int(right - left),
        )
        # Second line: cards in hand (a small back and the count), the game's extra, the badge.
        line_x, line_y = x + 6, y + 25
        end = x + w - 6
        badge = badges[seat] if seat < len(badges) else None
        if badge:
            bw = canvas.measure(badge, SMALL) + 6
            canvas.rect((end - bw, line_y - 1, end, line_y + 15), radius=4, fill=(70, 90, 80))
            canvas.text((end - bw / 2, line_y + 7), badge, SMALL, fill=MARK, anchor="mm")
            end -= bw + 4
        parts = []
        if counts and seat < len(sizes):
            canvas.rect((line_x, line_y, line_x + 9, line_y + 13), radius=2, fill=(40, 70, 150), outline=TEXT)
            line_x += 12
            parts.append(str(sizes[seat]))
        extra = extras(seat)
        if extra and h >= TALL_H:  # a narrow plate: the extra on a third line, whole
            canvas.text((x + 6, line_y + 18), extra, SMALL, fill=MUTED, width=int(w - 12))
        elif extra:
            parts.append(extra)
        if parts:
            canvas.text((line_x, line_y), " · ".join(parts), SMALL, fill=MUTED, width=int(end - line_x))


def side_names(names: Sequence[str], sides: Sequence[int]) -> list[str]:
    out: list[list[str]] = [[] for _ in range(max(sides) + 1 if sides else 0)]
    for seat, side in enumerate(sides):
        out[side].append(seat_name(names, seat))
    return [" & ".join(n) for n in out]


def teams_height(view: View, extras: bool = False) -> float:
    """How tall the team scores under the felt are (0 when every seat is its own side)."""
    sides = view.get("sides") or []
    if len(sides) == len(set(sides)):
        return 0
    count = len(view.get("scores") or [])
    return MARGIN + count * (TEAM_ROW * (2 if extras else 1)) + 2


def side_scores(
    canvas: Canvas, view: View, names: Sequence[str], y: float, extras: Callable[[int], str] | None = None
) -> float:
    """Team scores under the felt (only when seats share sides), one line per side with a colour
    dot matching its seats' dots; returns the y under them."""
    sides = view.get("sides") or []
    if len(sides) == len(set(sides)):
        return y
    scores = view.get("scores") or []
    labels = side_names(names, sides)
    y += MARGIN
    width = canvas.width
    for side, score in enumerate(scores):
        label = labels[side] if side < len(labels) else str(side + 1)
        canvas.ellipse((MARGIN + 2, y + 4, MARGIN + 12, y + 14), fill=TEAM_COLOURS[side % len(TEAM_COLOURS)])
        value = number_text(score)
        shown = canvas.text((width - MARGIN - 2, y), value, BIG, bold=True, anchor="ra")
        canvas.text(
            (MARGIN + 18, y + 1), label, NAME - 1, bold=True, width=int(width - 2 * MARGIN - 30 - shown)
        )
        y += TEAM_ROW
        if extras is not None:
            canvas.text((MARGIN + 18, y), extras(side), SMALL, fill=MUTED, width=int(width - 2 * MARGIN - 20))
            y += TEAM_ROW
    return y


TEAM_COLOURS = ((120, 190, 255), (255, 150, 120), (200, 160, 255), (150, 230, 150))


def team_dots(canvas: Canvas, view: View, where: Layout) -> None:
    """A coloured stripe on each plate of a team game: partners share a colour (and sit across)."""
    sides = view.get("sides") or []
    if len(sides) == len(set(sides)):
        return
    for seat, (x, y, _w, h) in where.seats.items():
        if seat < len(sides):
            colour = TEAM_COLOURS[sides[seat] % len(TEAM_COLOURS)]
            canvas.rect((x + 1, y + 6, x + 4, y + h - 6), radius=1, fill=colour)
