"""Concentration's board as a picture (`board_canvas`), and its layout shared with the board's
buttons (`board_blocks`): `table.table_canvas` hands a Concentration table to this module.

The picture is laid out for the phone, as the live table's (`TABLE_W` × at most `MAX_H`, 250 ×
300), at every board size the game allows (20 to 54 cards) and every seat count (1 to 8), so
nothing on it is scaled down on a phone or a desktop. It has three parts:

- the map: every place of the board as a small numbered tile, laid out exactly as the buttons
  are: rows of `BOARD_COLUMNS` (Discord's most buttons in a row), a new block every
  `BOARD_BLOCK` places where the buttons go on to their next message (Discord's most rows in a
  message). The blocks sit side by side, or stacked, whichever gives the bigger tiles. A
  face-down place is a tile with its number (its button's label), a taken place an outline and
  its number in the muted ink (4.9:1 on the felt), and the places just turned up are lit. A
  tile is a place to pick, not a card to read: the canvas records it in `places`, not `cards`.
- under the map, the cards just turned up (the last pair, kept face up until the next card is
  turned, or the cards of the turn in progress), drawn as real cards with their place numbers;
- beside them, a column with a row per seat under its heading (name, whose turn, score). No
  title: the embed's names the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas, View
from bot.discord.pictures.fonts import drawable_part
from bot.discord.pictures.layout import CARD_H, CARD_W, MARGIN, MAX_H, SCALE, SMALL, TABLE_W
from bot.discord.pictures.seat_panels import BIG, NAME, number_text
from i18n import DEFAULT

BOARD_COLUMNS = 5
BOARD_BLOCK = 25
TILE_GAP = 2  # between two tiles of a block
BLOCK_GAP = 8  # between two blocks (two board messages), side by side or stacked
TILE_MAX_W = 44
TILE_MIN_W = 20  # a place number ("54") at `SMALL` still fits with room around it
TILE_MIN_H = 16  # a place number at `SMALL` (9 px of digits) with room above and below
TILE_RATIO = 1.3  # a tile is at most this much taller than wide (a card's shape, shorter)

MAP_X = MARGIN
MAP_W = TABLE_W - 2 * MARGIN  # laid out for the phone: the map has the whole width
CAPTION = 19
STRIP_H = CAPTION + CARD_H + 4  # the cards just turned up, under the map (with their lit rim)
COLUMN_MIN = 122  # the seats' column beside the cards turned up: a long name and its score
SEAT_H = 24  # a seat's row: whose turn, name, badge, score
SEAT_H_SHORT = 17  # many seats: one line, no badge
HEADING_H = 16  # the column's heading ("Score")
MAP_H = MAX_H - 3 * MARGIN - STRIP_H  # the map's room at a table of up to four

BACK = (28, 58, 120)
EDGE = (235, 235, 230)
GONE = MUTED  # a taken place's outline and number: at least 3:1 on the felt


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


def map_height(players: int = 2, need: int = 2) -> float:
    """How tall the map may be: the picture's box less the cards turned up and the seats under it."""
    return MAX_H - 3 * MARGIN - _bottom_h(players, need)


@lru_cache(maxsize=64)
def board_map(count: int, map_h: float = MAP_H) -> BoardMap:
    """The map of a board of `count` places: the arrangement of its blocks (side by side or
    stacked) that gives the biggest tiles within `MAP_W` × `map_h`."""
    blocks = board_blocks(count)
    best: BoardMap | None = None
    for across in range(1, len(blocks) + 1):
        bands = [blocks[i : i + across] for i in range(0, len(blocks), across)]
        rows = sum(max(len(block) for block in band) for band in bands)
        w = (MAP_W - (across - 1) * BLOCK_GAP - across * (BOARD_COLUMNS - 1) * TILE_GAP) / (
            across * BOARD_COLUMNS
        )
        h = (map_h - (len(bands) - 1) * BLOCK_GAP - (rows - len(bands)) * TILE_GAP) / rows
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


def board_places(count: int, top: float = MARGIN, map_h: float = MAP_H) -> dict[int, tuple[float, float]]:
    """Where each position's tile goes on the picture (its top-left corner at display size),
    the map centred across the picture."""
    where = board_map(count, map_h)
    left = MAP_X + (MAP_W - where.width) / 2
    return {i: (left + x, top + y) for i, (x, y) in where.places.items()}


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
    else:  # taken: an outline and its number in the muted ink (4.9:1 on the felt, not a hairline)
        tile.rect(box, radius=3, outline=GONE, width=1)
        tile.text((w / 2, h / 2), label, SMALL, fill=GONE, anchor="mm")
    tile.places.append((number, w))
    return tile


def _map(canvas: Canvas, view: View, lit: set[int], top: float, map_h: float) -> float:
    """The map of places; returns the y under it."""
    board = view.get("board") or []
    where = board_map(len(board), map_h)
    for i, (x, y) in board_places(len(board), top, map_h).items():
        gone = board[i] is None
        kind = ("lit-gone" if gone else "lit") if i in lit else "gone" if gone else "down"
        canvas.paste(_tile(i + 1, kind, where.tile_w, where.tile_h), x, y)
    return top + where.height


def _strip(
    canvas: Canvas, style: str, cards: list[tuple[int, str]], who: str | None, top: float, width: float
) -> float:
    """The cards turned up, real cards with their place numbers; returns the y under them."""
    if who:
        canvas.text((MAP_X + 2, top + 2), who, SMALL + 1, bold=True, fill=MARK, width=int(width - 4))
    y = top + CAPTION
    step = min(CARD_W + 10, (width - CARD_W - 6) / max(1, len(cards) - 1))
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


def _strip_w(need: int) -> float:
    """How wide the cards turned up are (`need` a turn), leaving the seats' column its room."""
    return min(MAP_W - COLUMN_MIN - MARGIN, need * (CARD_W + 10) - 4)


def _seat_h(players: int) -> int:
    return SEAT_H if players <= 4 else SEAT_H_SHORT


def _column_h(players: int) -> float:
    return HEADING_H + players * (_seat_h(players) + 2) - 2


def _bottom_h(players: int, need: int) -> float:
    return max(STRIP_H, _column_h(players))


def _seats(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], x0: float, top: float
) -> float:
    """The seats' column beside the cards turned up: its heading, then a row per seat: whose turn
    (lit), the name, a computer's badge, the score (cards taken, a pair of jokers counting double)."""
    taken = view.get("taken") or []
    scores = view.get("scores") or []
    players = len(taken or scores)
    h = _seat_h(players)
    x1 = MAP_X + MAP_W
    to_move = None if view.get("over") else view.get("to_move")
    badges = _level_words(canvas, view, names, badges, x1 - x0) if h >= SEAT_H else []
    canvas.text((x1 - 6, top), canvas.tr("picture-score"), SMALL, fill=MUTED, anchor="ra")
    y = top + HEADING_H
    for seat in range(players):
        turn = seat == to_move
        canvas.rect((x0, y, x1, y + h), radius=5, fill=FELT_DARK, outline=MARK if turn else None, width=2)
        left, right = x0 + 5, x1 - 6
        line = y + (h - 17) / 2
        if turn:
            canvas.turn_mark(left, line + 3, 11)
            left += 12
        if seat < len(scores):
            right -= canvas.text((right, line), number_text(scores[seat]), BIG, bold=True, anchor="ra") + 5
        badge = badges[seat] if seat < len(badges) else None
        if badge:
            bw = canvas.measure(badge, SMALL) + 6
            canvas.rect((right - bw, line + 1, right, line + 16), radius=4, fill=(70, 90, 80))
            canvas.text((right - bw / 2, line + 8.5), badge, SMALL, fill=MARK, anchor="mm")
            right -= bw + 3
        name = names[seat] if seat < len(names) else str(seat + 1)
        canvas.text(
            (left, line + 1), name, NAME, bold=True, fill=MARK if turn else TEXT, width=int(right - left)
        )
        y += h + 2
    return y - 2


def _level_words(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], width: float
) -> list[str | None]:
    """The computers' levels in words (`normal`) where every one fits its row beside the whole
    name and the score, else none: stars with no key under them would say nothing."""
    scores = view.get("scores") or []
    words: list[str | None] = []
    for seat, badge in enumerate(badges):
        word = getattr(badge, "word", "") if badge else ""
        if not badge:
            words.append(None)
            continue
        name = names[seat] if seat < len(names) else ""
        score = number_text(scores[seat]) if seat < len(scores) else ""
        need = 12 + canvas.measure(name, NAME) + 1 + canvas.measure(word, SMALL) + 9
        need += canvas.measure(score, BIG) + 5 if score else 0
        if not word or drawable_part(word) != word or need > width - 11:
            return []
        words.append(word)
    return words


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
    laid out for the phone (`TABLE_W` wide, at most `MAX_H` tall): the map across the top, under
    it the cards turned up and beside them the seats. Its cards drawn in `style`; no title (the
    embed's names the game)."""
    board = view.get("board") or []
    cards, who = _shown(view)
    players = len(view.get("taken") or view.get("scores") or [])
    need = max(2, int(view.get("need") or 2), len(cards))
    map_h = map_height(players, need)
    where = board_map(len(board), map_h)
    map_bottom = MARGIN + where.height
    bottom = _bottom_h(players, need)
    height = math.ceil(map_bottom + MARGIN + bottom + MARGIN)
    canvas = Canvas(TABLE_W, height, locale, scale=SCALE)
    shown = [drawable_part(name) or canvas.tr("picture-player", number=i + 1) for i, name in enumerate(names)]
    drawn_badges = list(badges)  # (said in words where they fit: `_level_words`)
    outcome = view.get("last_outcome") or {}
    # A shuffle or a move after the turn put other cards in those places: light none of them.
    moved = not view.get("face_up") and (outcome.get("shuffled") or outcome.get("moved"))
    lit = set() if moved else {i for i, _ in cards}
    _map(canvas, view, lit, MARGIN, map_h)
    strip_w = _strip_w(need)
    if cards:
        said = canvas.tr("picture-last", who=shown[who] if who is not None and who < len(shown) else "?")
        _strip(canvas, style, cards, said, map_bottom + MARGIN, strip_w)
    _seats(canvas, view, shown, drawn_badges, MAP_X + strip_w + MARGIN, map_bottom + MARGIN)
    return canvas
