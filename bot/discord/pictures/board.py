"""Concentration's board as a picture (`board_canvas`), and its layout shared with the board's
buttons (`board_blocks`): `table.table_canvas` hands a Concentration table to this module.

The picture fits the box Discord shows an embed image in (400 × 300 display px) at every board
size the game allows (20 to 54 cards) and every seat count (1 to 8), so nothing on it is scaled
down. It has three parts:

- the map: every place of the board as a small numbered tile, laid out exactly as the buttons
  are: rows of `BOARD_COLUMNS` (Discord's most buttons in a row), a new block every
  `BOARD_BLOCK` places where the buttons go on to their next message (Discord's most rows in a
  message). The blocks sit side by side, or stacked, whichever gives the bigger tiles. A
  face-down place is a tile with its number (its button's label), a taken place an empty
  outline, and the places just turned up are lit. A tile is a place to pick, not a card to
  read: the canvas records it in `places`, not `cards`.
- under the map, the cards just turned up (the last pair, kept face up until the next card is
  turned, or the cards of the turn in progress), drawn as real cards with their place numbers;
- beside it, a column with the title and a row per seat (name, whose turn, cards taken).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, SLOT, TEXT, Canvas, View
from bot.discord.pictures.fonts import drawable_part, font_for
from bot.discord.pictures.layout import CARD_H, CARD_W, DISPLAY, MARGIN, MAX_H, SCALE, SMALL
from bot.discord.pictures.seat_panels import BIG, NAME, number_text
from i18n import DEFAULT, translate

BOARD_COLUMNS = 5
BOARD_BLOCK = 25
TILE_GAP = 2  # between two tiles of a block
BLOCK_GAP = 8  # between two blocks (two board messages), side by side or stacked
TILE_MAX_W = 44
TILE_MIN_W = 20  # a place number ("54") at `SMALL` still fits with room around it
TILE_MIN_H = 18
TILE_RATIO = 1.3  # a tile is at most this much taller than wide (a card's shape, shorter)

COLUMN_W = 128
COLUMN_X = DISPLAY - MARGIN - COLUMN_W
MAP_X = MARGIN
MAP_W = COLUMN_X - MARGIN - MAP_X
CAPTION = 19
STRIP_H = CAPTION + CARD_H + 4  # the cards just turned up, under the map (with their lit rim)
MAP_H = MAX_H - 3 * MARGIN - STRIP_H  # the map keeps its size whether or not cards are up
SEAT_H = 40  # a seat's row with its taken cards on a line of their own
SEAT_H_SHORT = 24  # one line: many seats
TITLE_H = 21

BACK = (28, 58, 120)
EDGE = (235, 235, 230)


def board_blocks(count: int) -> list[list[list[int]]]:
    """The board's positions (0-based) as blocks of rows, in reading order: one block per board
    message, one row per row of buttons. The picture and the buttons are both laid out from it."""
    blocks = []
    for first in range(0, count, BOARD_BLOCK):
        block = range(first, min(first + BOARD_BLOCK, count))
        blocks.append([list(block[i : i + BOARD_COLUMNS]) for i in range(0, len(block), BOARD_COLUMNS)])
    return blocks


@dataclass(frozen=True)
class BoardMap:
    """Where each place's tile goes (its top-left corner, display px, from the map's corner), the
    tiles' size, and the map's size."""

    places: dict[int, tuple[float, float]]
    tile_w: int
    tile_h: int
    width: float
    height: float


def _arranged(blocks: list[list[list[int]]], across: int, w: int, h: int) -> BoardMap:
    """The blocks `across` to a band, bands stacked, with tiles of w × h."""
    places: dict[int, tuple[float, float]] = {}
    block_w = BOARD_COLUMNS * w + (BOARD_COLUMNS - 1) * TILE_GAP
    y = 0.0
    width = 0.0
    for first in range(0, len(blocks), across):
        band = blocks[first : first + across]
        for b, block in enumerate(band):
            x = b * (block_w + BLOCK_GAP)
            for r, row in enumerate(block):
                for c, position in enumerate(row):
                    places[position] = (x + c * (w + TILE_GAP), y + r * (h + TILE_GAP))
            width = max(width, x + block_w)
        rows = max(len(block) for block in band)
        y += rows * (h + TILE_GAP) - TILE_GAP + BLOCK_GAP
    return BoardMap(places, w, h, width, y - BLOCK_GAP)


@lru_cache(maxsize=64)
def board_map(count: int) -> BoardMap:
    """The map of a board of `count` places: the arrangement of its blocks (side by side or
    stacked) that gives the biggest tiles within `MAP_W` × `MAP_H`."""
    blocks = board_blocks(count)
    best: BoardMap | None = None
    for across in range(1, len(blocks) + 1):
        bands = [blocks[i : i + across] for i in range(0, len(blocks), across)]
        rows = sum(max(len(block) for block in band) for band in bands)
        w = (MAP_W - (across - 1) * BLOCK_GAP - across * (BOARD_COLUMNS - 1) * TILE_GAP) / (
            across * BOARD_COLUMNS
        )
        h = (MAP_H - (len(bands) - 1) * BLOCK_GAP - (rows - len(bands)) * TILE_GAP) / rows
        w, h = min(math.floor(w), TILE_MAX_W), math.floor(h)
        h = min(h, math.floor(w * TILE_RATIO))
        w = min(w, math.floor(h * 1.25))  # a flat map keeps its tiles near square
        if w < TILE_MIN_W or h < TILE_MIN_H:
            continue
        candidate = _arranged(blocks, across, w, h)
        if best is None or w * h > best.tile_w * best.tile_h:
            best = candidate
    if best is None:  # more places than the game allows: the smallest tiles, one block a band
        best = _arranged(blocks, 1, TILE_MIN_W, TILE_MIN_H)
    return best


def board_places(count: int, top: float = MARGIN) -> dict[int, tuple[float, float]]:
    """Where each position's tile goes on the picture (its top-left corner at display size)."""
    return {i: (MAP_X + x, top + y) for i, (x, y) in board_map(count).places.items()}


def _shown(view: View) -> tuple[list[tuple[int, str]], int | None]:
    """The cards turned up and who turned them: the turn in progress, else the last turn's
    (kept face up until the next card is turned)."""
    board = view.get("board") or []
    up = [(i, str(board[i])) for i in view.get("face_up") or [] if i < len(board) and board[i]]
    if up:
        return up, view.get("to_move")
    outcome = view.get("last_outcome") or {}
    return [(int(i), str(c)) for i, c in outcome.get("flipped") or []], outcome.get("seat")


@lru_cache(maxsize=512)
def _tile(number: int, kind: str, w: int, h: int) -> Canvas:
    """A place on the map, drawn once and pasted after: `down` (a face-down card, its number),
    `gone` (taken: an empty outline), `lit` (just turned up, still there), `lit-gone` (just
    turned up and taken)."""
    tile = Canvas(w, h, scale=SCALE)
    box = (0, 0, w - 0.5, h - 0.5)
    size = SMALL + 2 if w >= 30 and h >= 24 else SMALL
    label = str(number)
    if kind == "down":
        tile.rect(box, radius=3, fill=BACK, outline=EDGE, width=1)
        tile.text((w / 2, h / 2), label, size, bold=True, anchor="mm")
    elif kind == "lit":
        tile.rect(box, radius=3, fill=MARK)
        tile.text((w / 2, h / 2), label, size, bold=True, fill=FELT_DARK, anchor="mm")
    elif kind == "lit-gone":
        tile.rect(box, radius=3, outline=MARK, width=2)
        tile.text((w / 2, h / 2), label, size, bold=True, fill=MARK, anchor="mm")
    else:
        tile.rect(box, radius=3, outline=SLOT, width=1)
        tile.text((w / 2, h / 2), label, SMALL, fill=SLOT, anchor="mm")
    tile.places.append((number, w))
    return tile


def _map(canvas: Canvas, view: View, lit: set[int], top: float) -> float:
    """The map of places; returns the y under it."""
    board = view.get("board") or []
    where = board_map(len(board))
    for i, (x, y) in board_places(len(board), top).items():
        gone = board[i] is None
        kind = ("lit-gone" if gone else "lit") if i in lit else "gone" if gone else "down"
        canvas.paste(_tile(i + 1, kind, where.tile_w, where.tile_h), x, y)
    return top + where.height


def _strip(canvas: Canvas, style: str, cards: list[tuple[int, str]], who: str | None, top: float) -> float:
    """The cards turned up, real cards with their place numbers; returns the y under them."""
    if who:
        canvas.text((MAP_X + 2, top + 2), who, SMALL + 1, bold=True, fill=MARK, width=int(MAP_W - 4))
    y = top + CAPTION
    step = min(CARD_W + 10, (MAP_W - CARD_W - 6) / max(1, len(cards) - 1))
    for n, (i, card) in enumerate(cards):
        x = MAP_X + 3 + n * step
        canvas.card(style, card, round(x), round(y), CARD_W, mark=True)
        # Its place stays readable on the card: a number tag at the card's foot.
        tag = canvas.measure(str(i + 1), SMALL) + 8
        foot = y + CARD_H
        canvas.rect(
            (x + CARD_W / 2 - tag / 2, foot - 17, x + CARD_W / 2 + tag / 2, foot - 1),
            radius=4,
            fill=FELT_DARK,
        )
        canvas.text((x + CARD_W / 2, foot - 9), str(i + 1), SMALL, bold=True, fill=MARK, anchor="mm")
    return y + CARD_H + 4


def _title_lines(heading: str) -> list[str]:
    """The title on one line of the column, or two where it is too long (`Concentration` over
    `game over`): cut at its ` · `."""
    if font_for(heading, BIG * SCALE).getlength(heading) / SCALE <= COLUMN_W or " · " not in heading:
        return [heading]
    first, _, rest = heading.partition(" · ")
    return [first, rest]


def _seat_h(players: int, title_lines: int = 1) -> int:
    room = MAX_H - 2 * MARGIN - title_lines * TITLE_H - 2
    return SEAT_H if players * (SEAT_H + 4) <= room else SEAT_H_SHORT


def _seats(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], top: float, h: int
) -> float:
    """A row per seat in the column: whose turn (lit), the name, a computer's badge, the score
    (cards taken, a pair of jokers counting double), the cards taken in words when there is room."""
    taken = view.get("taken") or []
    scores = view.get("scores") or []
    players = len(taken or scores)
    to_move = None if view.get("over") else view.get("to_move")
    y = top
    for seat in range(players):
        turn = seat == to_move
        x0, x1 = COLUMN_X, COLUMN_X + COLUMN_W
        canvas.rect((x0, y, x1, y + h), radius=6, fill=FELT_DARK, outline=MARK if turn else None, width=2)
        left, right = x0 + 6, x1 - 6
        if turn:
            canvas.turn_mark(left, y + 6, 11)
            left += 12
        if seat < len(scores):
            right -= canvas.text((right, y + 4), number_text(scores[seat]), BIG, bold=True, anchor="ra") + 5
        badge = badges[seat] if seat < len(badges) else None
        if badge:
            bw = canvas.measure(badge, SMALL) + 6
            canvas.rect((right - bw, y + 4, right, y + 19), radius=4, fill=(70, 90, 80))
            canvas.text((right - bw / 2, y + 11.5), badge, SMALL, fill=MARK, anchor="mm")
            right -= bw + 4
        name = names[seat] if seat < len(names) else str(seat + 1)
        canvas.text(
            (left, y + 4), name, NAME, bold=True, fill=MARK if turn else TEXT, width=int(right - left)
        )
        if h >= SEAT_H and seat < len(taken):
            count = canvas.tr("picture-cards-taken", count=len(taken[seat]))
            canvas.text((x0 + 6, y + 22), count, SMALL, fill=MUTED, width=COLUMN_W - 12)
        y += h + 4
    return y - 4


def board_canvas(
    view: View,
    names: Sequence[str],
    *,
    style: str = "french",
    name: str = "",
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> Canvas:
    """Concentration's table picture on a canvas, in `locale` (already one a font here can draw),
    at most `DISPLAY` × `MAX_H`; its cards drawn in `style`, `name` the game's English name (the
    header's when `game_name` is not given)."""
    board = view.get("board") or []
    cards, who = _shown(view)
    where = board_map(len(board))
    map_bottom = MARGIN + where.height
    strip_bottom = map_bottom + MARGIN + STRIP_H if cards else map_bottom
    heading = title or translate(locale, "picture-title-over", game=game_name or name)
    if not title and not view.get("over"):  # no deals: its name
        heading = game_name or name
    lines = _title_lines(heading)
    players = len(view.get("taken") or view.get("scores") or [])
    seats_top = MARGIN + len(lines) * TITLE_H + 2
    seat_h = _seat_h(players, len(lines))
    column_bottom = seats_top + players * (seat_h + 4) - 4
    height = math.ceil(max(strip_bottom, column_bottom) + MARGIN)
    canvas = Canvas(DISPLAY, height, locale, scale=SCALE)
    shown = [drawable_part(name) or canvas.tr("picture-player", number=i + 1) for i, name in enumerate(names)]
    drawn_badges = [drawable_part(b) if b else None for b in badges]
    for n, line in enumerate(lines):
        canvas.text((COLUMN_X, MARGIN + 2 + n * TITLE_H), line, BIG, bold=True, width=COLUMN_W)
    outcome = view.get("last_outcome") or {}
    # A shuffle or a move after the turn put other cards in those places: light none of them.
    moved = not view.get("face_up") and (outcome.get("shuffled") or outcome.get("moved"))
    lit = set() if moved else {i for i, _ in cards}
    _map(canvas, view, lit, MARGIN)
    if cards:
        said = canvas.tr("picture-last", who=shown[who] if who is not None and who < len(shown) else "?")
        _strip(canvas, style, cards, said, map_bottom + MARGIN)
    _seats(canvas, view, shown, drawn_badges, seats_top, seat_h)
    return canvas
