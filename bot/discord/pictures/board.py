"""Concentration's board as a picture (`board_canvas`), and its layout shared with the board's
buttons (`board_blocks`): `table.table_canvas` hands a Concentration table to this module.

The board is drawn exactly as its buttons are laid out: rows of `BOARD_COLUMNS` (Discord's most
buttons in a row), and a new block every `BOARD_BLOCK` positions where the buttons go on to their
next message (Discord's most rows in a message).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, Canvas, View
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.fonts import drawable_part
from bot.discord.pictures.seat_panels import (
    BIG,
    CARD_W,
    DISPLAY,
    HEAD_H,
    MARGIN,
    NAME,
    SCALE,
    SMALL,
    Layout,
    plates,
)
from i18n import DEFAULT

CARD_H = round(CARD_W * 1.5)
TITLE = "Concentration"

# The board is drawn exactly as its buttons are laid out: rows of `BOARD_COLUMNS` (Discord's most
# buttons in a row), and a new block every `BOARD_BLOCK` positions where the buttons go on to their
# next message (Discord's most rows in a message). The seats, the title and each block's range sit
# in a column beside the board, so a 52-card board (11 rows) still fits a phone's screen.
BOARD_COLUMNS = 5
BOARD_BLOCK = 25
BOARD_ROW_GAP = 3
BOARD_BLOCK_GAP = 8
BOARD_GAP = 6  # between two cards of a row
BOARD_LEFT = MARGIN
COLUMN_X = BOARD_LEFT + BOARD_COLUMNS * CARD_W + (BOARD_COLUMNS - 1) * BOARD_GAP + 2 * MARGIN


def board_blocks(count: int) -> list[list[list[int]]]:
    """The board's positions (0-based) as blocks of rows, in reading order: one block per board
    message, one row per row of buttons. The picture and the buttons are both laid out from it."""
    blocks = []
    for first in range(0, count, BOARD_BLOCK):
        block = range(first, min(first + BOARD_BLOCK, count))
        blocks.append([list(block[i : i + BOARD_COLUMNS]) for i in range(0, len(block), BOARD_COLUMNS)])
    return blocks


def board_places(count: int, top: float = HEAD_H) -> dict[int, tuple[float, float]]:
    """Where each position's card goes on the picture (its top-left corner at display size)."""
    places: dict[int, tuple[float, float]] = {}
    y = top
    for b, block in enumerate(board_blocks(count)):
        if b:
            y += BOARD_BLOCK_GAP
        for row in block:
            for i, position in enumerate(row):
                places[position] = (BOARD_LEFT + i * (CARD_W + BOARD_GAP), y)
            y += CARD_H + BOARD_ROW_GAP
    return places


def _concentration_players(view: View) -> int:
    return len(view.get("taken") or view.get("scores") or [])


def _board_height(count: int) -> float:
    rows = sum(len(block) for block in board_blocks(count))
    blocks = len(board_blocks(count))
    return rows * (CARD_H + BOARD_ROW_GAP) - BOARD_ROW_GAP + max(0, blocks - 1) * BOARD_BLOCK_GAP


def _concentration_middle(view: View, width: float) -> float:
    return _board_height(len(view.get("board") or []))


def _shown_pair(view: View) -> dict[int, str]:
    """The cards the last turn turned up, kept face up until the next card is turned."""
    if view.get("face_up"):
        return {}
    outcome = view.get("last_outcome") or {}
    return {int(i): str(c) for i, c in outcome.get("flipped") or []}


def _concentration(
    canvas: Canvas, view: View, names: Sequence[str], where: Layout, badges: Sequence[str | None]
) -> None:
    style = deck_style("concentration")
    board = view.get("board") or []
    taken = view.get("taken") or []
    plates(
        canvas,
        view,
        names,
        where,
        lambda s: canvas.tr("picture-cards-taken", count=len(taken[s])) if s < len(taken) else "",
        badges=badges,
        counts=False,
    )
    w, h = CARD_W, CARD_H
    top = where.middle[1]
    shown = _shown_pair(view)
    flipped = set(view.get("face_up") or [])
    places = board_places(len(board), top)
    for i, cell in enumerate(board):
        x, y = places[i]
        card = shown.get(i, cell)
        if card is None or card == "?":  # taken (an empty place keeps the grid readable), or down
            canvas.paste(_board_tile(i + 1, card is None), x, y)
            continue
        canvas.card(style, card, round(x), round(y), w, mark=i in shown or i in flipped)
        # Its place stays readable on a card turned up: a number tag at the card's foot.
        tag = canvas.measure(str(i + 1), SMALL) + 8
        canvas.rect(
            (x + w / 2 - tag / 2, y + h - 17, x + w / 2 + tag / 2, y + h - 1), radius=4, fill=FELT_DARK
        )
        canvas.text((x + w / 2, y + h - 9), str(i + 1), SMALL, bold=True, fill=MARK, anchor="mm")
    # Each block's range beside its last row, with a bar along the block: a message of buttons.
    blocks = board_blocks(len(board))
    if len(blocks) > 1:
        for block in blocks:
            first, last = block[0][0], block[-1][-1]
            y0, y1 = places[first][1], places[last][1] + h
            canvas.rect((COLUMN_X - MARGIN - 2, y0, COLUMN_X - MARGIN + 1, y1), radius=1, fill=MUTED)
            canvas.text((COLUMN_X, y1 - 16), f"{first + 1}–{last + 1}", SMALL, bold=True, fill=MUTED)


@lru_cache(maxsize=256)
def _board_tile(number: int, empty: bool) -> Canvas:
    """A numbered face-down card, or the empty place of a taken one: drawn once, pasted after
    (a 52-card board is mostly these)."""
    tile = Canvas(CARD_W, CARD_H, scale=SCALE)
    if empty:
        tile.rect((0, 0, CARD_W - 0.5, CARD_H - 0.5), radius=4, outline=(60, 130, 95), width=1)
        tile.text((CARD_W / 2, CARD_H / 2), str(number), SMALL, fill=(60, 130, 95), anchor="mm")
        return tile
    tile.rect(
        (0, 0, CARD_W - 0.5, CARD_H - 0.5), radius=4, fill=(28, 58, 120), outline=(235, 235, 230), width=1
    )
    tile.cards.append((None, CARD_W))
    tile.text((CARD_W / 2, CARD_H / 2), str(number), NAME + 2, bold=True, anchor="mm")
    return tile


def _concentration_layout(view: View) -> Layout:
    """Concentration's seats in a column beside the board, under the title: the board is five
    cards wide like its buttons, and the column keeps its 11 rows inside a phone's screen."""
    players = _concentration_players(view)
    w = DISPLAY - COLUMN_X - MARGIN
    y = HEAD_H + MARGIN
    seats = {s: (COLUMN_X, y + s * (44.0 + MARGIN), w, 44.0) for s in range(players)}
    mid_h = _concentration_middle(view, DISPLAY)
    top = MARGIN
    below = max(top + mid_h, y + players * (44.0 + MARGIN) - MARGIN)
    return Layout(seats, (BOARD_LEFT, top, COLUMN_X - BOARD_LEFT, mid_h), below)


def board_canvas(
    view: View,
    names: Sequence[str],
    *,
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> Canvas:
    """Concentration's table picture on a canvas, in `locale` (already one a font here can draw)."""
    where = _concentration_layout(view)
    canvas = Canvas(DISPLAY, math.ceil(where.below + MARGIN), locale, scale=SCALE)
    shown = [drawable_part(name) or canvas.tr("picture-player", number=i + 1) for i, name in enumerate(names)]
    drawn_badges = [drawable_part(b) if b else None for b in badges]
    heading = title or canvas.tr("picture-title-over", game=game_name or TITLE)
    if not title and not view.get("over"):  # no deals: its name
        heading = game_name or TITLE
    canvas.text((COLUMN_X, MARGIN + 2), heading, BIG, bold=True, width=int(DISPLAY - COLUMN_X - MARGIN))
    _concentration(canvas, view, shown, where, drawn_badges)
    return canvas
