"""The game-over picture: worth sharing, readable where Discord shows it.

`results_image(results)` draws, on the felt of the table pictures and at their size (`DISPLAY`
wide, drawn at `SCALE`): the game and "game over", the winners in a banner, every side's place
and final score, and where the game has deals, the points of each deal side by side (a Scopa
game to 11: every deal, not only the last), the winner of each column lit. Everything it says
comes in `Results`, already in the channel's language: this package knows no game's scoring
words. Returns PNG bytes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas
from bot.discord.pictures.fonts import drawable_part
from bot.discord.pictures.seat_panels import BIG, DISPLAY, HEAD_H, MARGIN, NAME, SCALE, SMALL

ROW = 22
PLACE_W = 26
TOTAL_W = 44
CELL_W = 30


@dataclass(frozen=True)
class Results:
    """What the game-over picture says, in the reader's language.

    `places`: (place from 1, side's name, score as said, e.g. `11 points`), best first;
    `deals`: per side (in `sides` order), its points in each deal; `deal_heading`: the word over
    the deal numbers; `total_heading`: over the final column; `lines`: a few decisive facts."""

    title: str
    banner: str
    places: Sequence[tuple[int, str, str]]
    sides: Sequence[str] = ()
    deals: Sequence[Sequence[str]] = ()
    totals: Sequence[str] = ()
    deal_heading: str = ""
    total_heading: str = ""
    lines: Sequence[str] = field(default_factory=tuple)
    winners: Sequence[int] = ()


def _chunks(count: int, per: int) -> list[range]:
    return [range(i, min(count, i + per)) for i in range(0, count, per)] or [range(0)]


def _columns() -> int:
    return max(1, int((DISPLAY - 2 * MARGIN - 96 - TOTAL_W) // CELL_W))


def results_height(results: Results) -> int:
    h = HEAD_H + MARGIN + 34 + len(results.places) * ROW + MARGIN
    deals = max((len(row) for row in results.deals), default=0)
    if deals:
        blocks = len(_chunks(deals, _columns()))
        h += blocks * (ROW + len(results.sides) * ROW + MARGIN) + 4
    h += len(results.lines) * (SMALL + 6) + MARGIN
    return math.ceil(h)


def results_canvas(results: Results, locale: str) -> Canvas:
    """The picture on a canvas (what `results_image` saves; tests read its record)."""
    canvas = Canvas(DISPLAY, results_height(results), locale, scale=SCALE)
    width = canvas.width
    canvas.rect((0, 0, width, HEAD_H - 2), fill=FELT_DARK)
    canvas.text((MARGIN + 2, 5), drawable_part(results.title), BIG, bold=True, width=width - 2 * MARGIN)
    y = HEAD_H + MARGIN
    canvas.rect((MARGIN, y, width - MARGIN, y + 28), radius=8, fill=MARK)
    canvas.text(
        (width / 2, y + 14),
        drawable_part(results.banner),
        BIG + 2,
        bold=True,
        fill=FELT_DARK,
        anchor="mm",
        width=width - 4 * MARGIN,
    )
    y += 34
    for place, name, score in results.places:
        lit = place == 1
        canvas.text((MARGIN + 4, y), f"{place}.", NAME, bold=True, fill=MARK if lit else MUTED)
        shown = canvas.text((width - MARGIN - 2, y), score, NAME, bold=True, anchor="ra") if score else 0
        canvas.text(
            (MARGIN + PLACE_W, y),
            drawable_part(name) or "?",
            NAME,
            bold=lit,
            fill=MARK if lit else TEXT,
            width=int(width - 2 * MARGIN - PLACE_W - shown - 8),
        )
        y += ROW
    y += MARGIN
    deals = max((len(row) for row in results.deals), default=0)
    if deals:
        name_w = width - 2 * MARGIN - TOTAL_W - min(deals, _columns()) * CELL_W
        for block_index, block in enumerate(_chunks(deals, _columns())):
            last_block = block_index == len(_chunks(deals, _columns())) - 1
            canvas.rect(
                (MARGIN, y, width - MARGIN, y + ROW * (len(results.sides) + 1)), radius=6, fill=FELT_DARK
            )
            canvas.text((MARGIN + 6, y + 4), results.deal_heading, SMALL, fill=MUTED, width=int(name_w - 8))
            for column, deal in enumerate(block):
                x = MARGIN + name_w + column * CELL_W + CELL_W / 2
                canvas.text((x, y + 4), str(deal + 1), SMALL, fill=MUTED, anchor="ma")
            if last_block:
                canvas.text(
                    (width - MARGIN - 6, y + 4), results.total_heading, SMALL, fill=MUTED, anchor="ra"
                )
            for row, side in enumerate(results.sides):
                ry = y + ROW * (row + 1) + 2
                won = row in results.winners
                canvas.text(
                    (MARGIN + 6, ry),
                    drawable_part(side) or "?",
                    SMALL + 1,
                    bold=won,
                    fill=MARK if won else TEXT,
                    width=int(name_w - 8),
                )
                cells = results.deals[row] if row < len(results.deals) else ()
                for column, deal in enumerate(block):
                    x = MARGIN + name_w + column * CELL_W + CELL_W / 2
                    value = cells[deal] if deal < len(cells) else ""
                    canvas.text((x, ry), value, SMALL + 1, anchor="ma")
                if last_block and row < len(results.totals):
                    canvas.text(
                        (width - MARGIN - 6, ry),
                        results.totals[row],
                        BIG,
                        bold=True,
                        fill=MARK if won else TEXT,
                        anchor="ra",
                    )
            y += ROW * (len(results.sides) + 1) + MARGIN
        y += 4
    for line in results.lines:
        canvas.text((MARGIN + 2, y), drawable_part(line), SMALL, fill=MUTED, width=width - 2 * MARGIN)
        y += SMALL + 6
    return canvas


def results_image(results: Results, locale: str) -> bytes:
    """The game-over picture as PNG bytes."""
    return results_canvas(results, locale).png()
