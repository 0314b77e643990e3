"""The game-over picture: worth sharing, readable where Discord shows it.

`results_image(results)` draws, on the felt of the table pictures, the game and "game over" in
a header and one compact table with a row per side, best first: its place, its name, and either
its final score or, where the game has deals, its points in each deal (a Scopa game to 11:
every deal, not only the last) and its total, each column's best lit, the winners' rows lit. Who
won is said once, by the message's title and the lit rows: no banner repeats it. A thin rule
sets the names off from the deal columns (a name ending in a digit never runs into them). Deals
that do not fit in one row of columns go on in a second block under the first, and so on; a game
too long for every deal to fit (Scopa to 99, a Stovkahra match of many games) keeps its last
deals, and one first column headed with the range it stands for (`1–30`) holds the sum of the
deals before, so each row still adds up to its total. Everything it says comes in `Results`,
already in the channel's language: this package knows no game's scoring words. Returns PNG bytes.

It goes as the embed's image, which a 360 px phone shows about 250 CSS px wide and a desktop in
400 × 300: laid out `WIDTH` (250) wide and at most `MAX_H` (300) tall, drawn at `SCALE`, a phone
shows it at its layout size (no text under `SMALL` = 12 px) and a desktop at least as large.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas
from bot.discord.pictures.fonts import drawable_part, font_for
from bot.discord.pictures.layout import MARGIN, MAX_H, SCALE, SMALL
from bot.discord.pictures.seat_panels import BIG, HEAD_H, NAME, wrap

WIDTH = 250  # layout px across: what a 360 px phone shows an embed's image at
RULE_GAP = 6  # between the names and the deal columns, a rule in the middle
PLACE_W = 22
NAME_MIN = 64
NAME_MAX = 120
HEAD_ROW = 16  # the deal numbers over a block
ROW = 19  # a side's row, its text `SMALL + 1`
ROW_TIGHT = 16  # when every deal would not fit otherwise: text at `SMALL`
CELL_PAD = 6
CELL_MIN = 16
BLOCK_GAP = 4
LINE_H = SMALL + 5
LIST_LINE = SMALL + 5  # a line of a side's name listed over the table


@dataclass(frozen=True)
class Results:
    """What the game-over picture says, in the reader's language.

    `places`: (place from 1, side's name, score as said, e.g. `11 points`), best first;
    `order`: the side (index in `sides`) of each row of `places` (else found by name);
    `deals`: per side (in `sides` order), its points in each deal; `deal_heading`: the word over
    the deal numbers; `total_heading`: over the final column; `lines`: a few decisive facts."""

    title: str
    places: Sequence[tuple[int, str, str]]
    sides: Sequence[str] = ()
    deals: Sequence[Sequence[str]] = ()
    totals: Sequence[str] = ()
    deal_heading: str = ""
    total_heading: str = ""
    lines: Sequence[str] = field(default_factory=tuple)
    winners: Sequence[int] = ()
    order: Sequence[int] = ()


@dataclass(frozen=True)
class _Plan:
    """How the table is laid out: the row height and text size, the name column's width, the
    deal columns' width, the deals shown (those before `first_shown` stand in one first column,
    summed or `…`), and the blocks of columns (a deal index, or -1 for that first column)."""

    row: int
    size: int
    name_w: float
    cell_w: float
    first_w: float
    total_w: float
    first_shown: int
    blocks: list[list[int]]
    place_w: float = PLACE_W

    def column_x(self, block: Sequence[int], column: int) -> tuple[float, float]:
        """The left x (from the cells' start) and width of a block's column."""
        x = 0.0
        for deal in block[:column]:
            x += self.first_w if deal < 0 else self.cell_w
        return x, self.first_w if block[column] < 0 else self.cell_w


def _width(text: str, size: int, bold: bool = False) -> float:
    return font_for(text, size * SCALE).getlength(text) / SCALE + (1 if bold else 0)


def _rows(results: Results) -> list[int]:
    """The side of each row of `places` (best first)."""
    if results.order and len(results.order) == len(results.places):
        return list(results.order)
    free = list(range(len(results.sides)))
    rows = []
    for index, (_, name, _) in enumerate(results.places):
        side = next((s for s in free if results.sides[s] == name), free[0] if free else index)
        if side in free:
            free.remove(side)
        rows.append(side)
    return rows


def _number(value: str) -> int | None:
    """A deal's points as a number (`+3`, `−2`, `·` for none), None when not a number."""
    text = value.strip().replace("−", "-")
    if text in ("", "·"):
        return 0
    return int(text) if re.fullmatch(r"[+-]?\d+", text) else None


def _additive(results: Results) -> bool:
    """Whether each side's deals add up to its total (Stovkahra's brčke may be taken back, so
    its games need not): only then may the deals not shown be summed."""
    for side, cells in enumerate(results.deals):
        numbers = [_number(cell) for cell in cells]
        total = _number(results.totals[side]) if side < len(results.totals) else None
        if total is None or any(n is None for n in numbers) or sum(n or 0 for n in numbers) != total:
            return False
    return True


def _first_column(results: Results, side: int, upto: int, additive: bool) -> str:
    """What stands for the deals not shown: their sum where deals add up, else `…`."""
    if not additive:
        return "…"
    cells = results.deals[side] if side < len(results.deals) else ()
    return str(sum(_number(cell) or 0 for cell in cells[:upto]))


def _deal_count(results: Results) -> int:
    return max((len(row) for row in results.deals), default=0)


def _plan(results: Results, top: float, listed: bool = False) -> _Plan:
    """The biggest layout that fits under `top` within `MAX_H`: roomy rows, then tight ones,
    then only the last deals (those before stand in one first column). `listed`: the sides'
    names are listed over the table, its rows say only their places."""
    deals = _deal_count(results)
    sides = len(results.sides) if deals else len(results.places)
    room = MAX_H - MARGIN - top - len(results.lines) * LINE_H
    fallback: _Plan | None = None
    for row, size in ((ROW, SMALL + 1), (ROW_TIGHT, SMALL)):
        names = [drawable_part(name) or "?" for _, name, _ in results.places]
        name_w = min(NAME_MAX, max([NAME_MIN] + [_width(n, size, True) + 8 for n in names]))
        place_w = max([PLACE_W] + [_width(f"{p}.", size, True) + 6 for p, _, _ in results.places])
        if listed:  # the name column only as wide as the deal heading over it needs
            name_w = max(0.0, _width(results.deal_heading, SMALL) + 10 - place_w)
        if not deals:
            if len(results.places) * row <= room or row == ROW_TIGHT:
                return _Plan(row, size, name_w, 0, 0, 0, 0, [], place_w)
            continue
        values = {cell for cells in results.deals for cell in cells} | {str(deals)}
        cell_w = max(CELL_MIN, max(_width(v, size) for v in values) + CELL_PAD)
        total_w = max(
            [_width(results.total_heading, SMALL) + 4] + [_width(t, BIG, True) + 4 for t in results.totals]
        )
        span = WIDTH - 2 * MARGIN - 12 - RULE_GAP - place_w - name_w - total_w
        per_block = max(1, int(span // cell_w))
        block_h = HEAD_ROW + sides * row + BLOCK_GAP
        fits = max(1, int((room + BLOCK_GAP) // block_h))
        if math.ceil(deals / per_block) <= fits:
            blocks = [list(range(i, min(deals, i + per_block))) for i in range(0, deals, per_block)]
            return _Plan(row, size, name_w, cell_w, 0, total_w, 0, blocks, place_w)
        # The last deals that fit, after one column standing for the deals before them.
        first_w = max(_width(f"1–{deals}", SMALL), *(_width(t, size) for t in results.totals)) + CELL_PAD
        first_block = max(0, int((span - first_w) // cell_w))
        shown = min(deals - 1, first_block + (fits - 1) * per_block)
        first = deals - shown
        rest = list(range(first + first_block, deals))
        blocks = [[-1, *range(first, first + first_block)]]
        blocks += [rest[i : i + per_block] for i in range(0, len(rest), per_block)]
        fallback = _Plan(row, size, name_w, cell_w, first_w, total_w, first, blocks, place_w)
    assert fallback is not None
    return fallback


def _listed(results: Results, canvas: Canvas) -> list[list[str]]:
    """Each side's name on lines of its own over the table (at most two, broken between words),
    when a name would be cut in the table's name column (a 32-character name, a team of two
    long ones): the table's rows then say only the places. [] when every name fits its row."""
    if not _deal_count(results):
        return []
    names = [drawable_part(name) or "?" for _, name, _ in results.places]
    if all(_width(n, SMALL + 1, True) + 8 <= NAME_MAX for n in names):
        return []
    place_w = max([PLACE_W] + [_width(f"{p}.", SMALL + 1, True) + 6 for p, _, _ in results.places])
    room = WIDTH - 2 * MARGIN - 12 - place_w - 2  # (bold, where it won)
    return [_name_lines(canvas, name, room) for name in names]


def _name_lines(canvas: Canvas, name: str, room: float) -> list[str]:
    """A side's name in at most two lines `room` wide: broken at a space where one serves (a
    partner's name kept whole), else between Japanese characters."""
    lines = wrap(canvas, name, SMALL + 1, room, 2, name.split(" "))
    if len(lines) == 1 and canvas.measure(name, SMALL + 1) > room:
        lines = wrap(canvas, name, SMALL + 1, room, 2)
    return lines


def _list_height(listed: Sequence[Sequence[str]]) -> float:
    return sum(len(lines) for lines in listed) * LIST_LINE + 6 + BLOCK_GAP if listed else 0


def results_height(results: Results, locale: str = "en") -> int:
    """How tall the picture is (at most `MAX_H`, short games shorter)."""
    listed = _listed(results, Canvas(WIDTH, 1, locale, scale=SCALE))
    top = HEAD_H + MARGIN + _list_height(listed)
    plan = _plan(results, top, bool(listed))
    if plan.blocks:
        sides = len(results.sides)
        h = top + len(plan.blocks) * (HEAD_ROW + sides * plan.row + BLOCK_GAP) - BLOCK_GAP
    else:
        h = top + len(results.places) * plan.row
    h += len(results.lines) * LINE_H + MARGIN
    return math.ceil(min(h, MAX_H))


def _header(canvas: Canvas, results: Results) -> float:
    width = canvas.width
    canvas.rect((0, 0, width, HEAD_H - 2), fill=FELT_DARK)
    canvas.text((MARGIN + 2, 5), drawable_part(results.title), BIG, bold=True, width=width - 2 * MARGIN)
    return HEAD_H + MARGIN


def _side_row(
    canvas: Canvas, plan: _Plan, place: int, name: str, won: bool, y: float, named: bool = True
) -> float:
    """A row's place and name (`named`); returns the x where its name column ends."""
    x = MARGIN + 6
    lit = place == 1
    canvas.text((x, y), f"{place}.", plan.size, bold=True, fill=MARK if lit else MUTED)
    x += plan.place_w
    if not named:
        return x + plan.name_w
    canvas.text(
        (x, y),
        drawable_part(name) or "?",
        plan.size,
        bold=won,
        fill=MARK if won else TEXT,
        width=int(plan.name_w - 6),
    )
    return x + plan.name_w


def results_canvas(results: Results, locale: str) -> Canvas:
    """The picture on a canvas (what `results_image` saves; tests read its record)."""
    canvas = Canvas(WIDTH, results_height(results, locale), locale, scale=SCALE)
    width = canvas.width
    y = _header(canvas, results)
    listed = _listed(results, canvas)
    rows = _rows(results)
    if listed:  # the sides' names whole, over a table whose rows say their places
        canvas.rect(
            (MARGIN, y - 2, width - MARGIN, y + _list_height(listed) - BLOCK_GAP - 2),
            radius=6,
            fill=FELT_DARK,
        )
        y += 1
        for index, ((place, _, _), lines) in enumerate(zip(results.places, listed, strict=False)):
            won = rows[index] in results.winners if index < len(rows) else place == 1
            _side_row(canvas, _plan(results, y, True), place, "", won, y, named=False)
            x = (
                MARGIN
                + 6
                + max([PLACE_W] + [_width(f"{p}.", SMALL + 1, True) + 6 for p, _, _ in results.places])
            )
            for line in lines:
                canvas.text(
                    (x, y),
                    line,
                    SMALL + 1,
                    bold=won,
                    fill=MARK if won else TEXT,
                    width=int(width - MARGIN - 6 - x),
                )
                y += LIST_LINE
        y += 5 + BLOCK_GAP
    plan = _plan(results, y, bool(listed))
    additive = bool(plan.first_shown) and _additive(results)
    if not plan.blocks:  # no deals: place, name, final score
        canvas.rect(
            (MARGIN, y - 2, width - MARGIN, y + len(results.places) * plan.row + 1), radius=6, fill=FELT_DARK
        )
        for index, (place, name, score) in enumerate(results.places):
            ry = y + index * plan.row + (plan.row - plan.size) / 2 - 1
            won = rows[index] in results.winners if index < len(rows) else place == 1
            if score:
                canvas.text((width - MARGIN - 6, ry), score, plan.size, bold=True, anchor="ra")
            _side_row(canvas, plan, place, name, won, ry)
        y += len(results.places) * plan.row
    for number, block in enumerate(plan.blocks):
        last = number == len(plan.blocks) - 1
        sides = len(results.sides)
        h = HEAD_ROW + sides * plan.row
        canvas.rect((MARGIN, y, width - MARGIN, y + h), radius=6, fill=FELT_DARK)
        cells_x = MARGIN + 6 + plan.place_w + plan.name_w + RULE_GAP
        rule_x = cells_x - RULE_GAP / 2
        canvas.rect((rule_x - 0.5, y + HEAD_ROW, rule_x + 0.5, y + h - 3), fill=MUTED)
        canvas.text(
            (MARGIN + 6, y + 2),
            results.deal_heading,
            SMALL,
            fill=MUTED,
            width=int(plan.place_w + plan.name_w - 8),
        )
        for column, deal in enumerate(block):
            heading = f"1–{plan.first_shown}" if deal < 0 else str(deal + 1)
            left, w = plan.column_x(block, column)
            x = cells_x + left + w / 2
            canvas.text((x, y + 2), heading, SMALL, fill=MUTED, anchor="ma")
        if last:
            canvas.text((width - MARGIN - 6, y + 2), results.total_heading, SMALL, fill=MUTED, anchor="ra")
        for index, (place, name, _) in enumerate(results.places):
            side = rows[index] if index < len(rows) else index
            ry = y + HEAD_ROW + index * plan.row + (plan.row - plan.size) / 2 - 1
            won = side in results.winners
            _side_row(canvas, plan, place, name, won, ry, named=not listed)
            cells = results.deals[side] if side < len(results.deals) else ()
            for column, deal in enumerate(block):
                value = _first_column(results, side, plan.first_shown, additive) if deal < 0 else ""
                if 0 <= deal < len(cells):
                    value = cells[deal]
                left, w = plan.column_x(block, column)
                x = cells_x + left + w / 2
                canvas.text((x, ry), value, plan.size, fill=MUTED if deal < 0 else TEXT, anchor="ma")
            if last and side < len(results.totals):
                canvas.text(
                    (width - MARGIN - 6, ry - 1),
                    results.totals[side],
                    max(plan.size, NAME),
                    bold=True,
                    fill=MARK if won else TEXT,
                    anchor="ra",
                )
        y += h + BLOCK_GAP
    y += MARGIN - BLOCK_GAP if plan.blocks else MARGIN
    for line in results.lines:
        canvas.text((MARGIN + 2, y), drawable_part(line), SMALL, fill=MUTED, width=width - 2 * MARGIN)
        y += LINE_H
    return canvas


def results_image(results: Results, locale: str) -> bytes:
    """The game-over picture as PNG bytes."""
    return results_canvas(results, locale).png()
