"""The private picture: what a player needs to choose a move, in one image for their DM and `/hand`.

On the player's turn it shows the table's part that decides the move above their hand: Scopa's
table cards, the trick in play (with who played what) and the trumps, the neighbour's face-down
cards to draw from numbered as the draw buttons are laid out (Old Maid), the stock and the other
hands (Go Fish). Off their turn, only the hand and a line saying it is not their turn (the DM is
not redrawn on every move of the others, so nothing that would go stale is drawn).

The hand stays whole and in order, wrapped into rows (never overlapped to slivers); the cards
that may not be used now are dimmed, and a line under them says why (play / discard).

Drawn for the size Discord shows it: about 400 px wide on a desktop, 300 px on a phone. The
picture is `WIDTH` = 800 px (twice the desktop size), so 32–36 px text reads at 16–18 px / 12–13.5 px and
104 px cards at 52 px / 39 px. No discord import: returns PNG bytes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.fonts import drawable_part
from bot.discord.pictures.table import picture_locale
from i18n import DEFAULT

WIDTH = 800  # twice the ~400 px Discord shows an attached image at on a desktop
MARGIN = 14
GAP = 6
ROOM = WIDTH - 2 * MARGIN
CARD_W = 92  # 8 in a row; ≈ 46 px on a desktop, 35 px on a phone
ROWS_CARD_W = 104  # a hand over several rows (7 a row) is drawn a little larger
BIG_CARD_W = 150  # a short hand (Scopa's three) is drawn larger still
PER_ROW = 8
LINE = 36  # text size: 18 px on a desktop, 13.5 px on a phone
SMALL = 32  # 16 px on a desktop, 12 px on a phone
BAR_H = 60

View = Mapping[str, Any]


def _h(w: int) -> int:
    return round(w * 1.5)


def _layout(count: int, *, most: int = PER_ROW, big: int = BIG_CARD_W) -> tuple[int, list[int]]:
    """Card width and cards per row for `count` cards: rows as even as they can be, no overlap."""
    if count <= 0:
        return CARD_W, []
    rows = -(-count // most)
    per = -(-count // rows)  # rows as even as they can be: 28 cards are 4 rows of 7
    fit = (ROOM - (per - 1) * GAP) // per
    w = min(big, fit) if rows == 1 else min(ROWS_CARD_W, big, fit)
    sizes = [per] * (count // per) + ([count % per] if count % per else [])
    return w, sizes


def _rows_height(count: int, **kwargs: Any) -> int:
    w, sizes = _layout(count, **kwargs)
    return len(sizes) * (_h(w) + GAP)


def _cards(
    canvas: Canvas,
    style: str,
    cards: Sequence[str | None],
    top: int,
    *,
    dim: Collection[str] = (),
    mark: Collection[int] = (),
    numbers: bool = False,
    **kwargs: Any,
) -> int:
    """`cards` (None: a back) in wrapped rows from `top`; returns the y under them."""
    w, sizes = _layout(len(cards), **kwargs)
    h = _h(w)
    index = 0
    y = top
    for per in sizes:
        x = MARGIN
        for _ in range(per):
            card = cards[index]
            canvas.card(style, card, x, y, w, mark=index in mark, dim=card is not None and card in dim)
            if numbers:
                r = w * 0.26
                cx, cy = x + w / 2, y + h / 2
                canvas.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=FELT_DARK, outline=MARK, width=3)
                canvas.text((cx, cy), str(index + 1), round(r * 1.2), bold=True, anchor="mm")
            x += w + GAP
            index += 1
        y += h + GAP
    return y


def _bar(canvas: Canvas, y: int, text: str, *, lit: bool) -> int:
    canvas.draw.rectangle((0, y, WIDTH, y + BAR_H - 6), fill=FELT_DARK)
    canvas.text((MARGIN, y + 10), text, LINE, bold=True, fill=MARK if lit else TEXT, width=ROOM)
    return y + BAR_H


def _caption(canvas: Canvas, y: int, text: str, *, fill: tuple = MUTED, size: int = SMALL) -> int:
    canvas.text((MARGIN, y), text, size, fill=fill, width=ROOM)
    return y + size + 12


class _Canvas(Canvas):
    def tr(self, msg_id: str, /, **args: Any) -> str:
        # French puts a narrow no-break space before : ; ! ? that the picture fonts lack.
        return super().tr(msg_id, **args).replace("\u202f", "\u00a0")


def _short(name: str) -> str:
    """A name without its trailing "(level)": the picture has room for names, not levels."""
    return re.sub(r"\s*[(（][^()（）]*[)）]$", "", name)


class _Plan:
    """The table part of one game: its height first (the canvas is made to fit), then drawn."""

    def __init__(self, game: str, view: View, names: Sequence[str], canvas_tr: Callable[..., str]) -> None:
        self.game, self.view, self.names, self.tr = game, view, names, canvas_tr
        self.style = deck_style(game)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if seat == self.view.get("seat"):
            return self.tr("hand-picture-you")
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    # -- per game: (height, draw) ---------------------------------------------------------
    def height(self) -> int:
        g, v = self.game, self.view
        if g == "scopa":
            return LINE + 16 + _rows_height(len(v.get("table") or []) or 1)
        if g in ("scarto", "stovkahra"):
            if v.get("phase") == "discard":
                return 0
            trick = v.get("trick") or []
            extra = (_h(72) + 12) if g == "stovkahra" and v.get("trump_card") else 0
            return LINE + 16 + (_h(120) + SMALL + 24 if trick else 0) + extra
        if g == "oldmaid":
            source = v.get("draw_from")
            sizes = v.get("hand_sizes") or []
            count = sizes[source] if source is not None and source < len(sizes) else 0
            return LINE + 16 + (_rows_height(count, most=5, big=CARD_W) if count else 0)
        if g == "gofish":
            others = len(v.get("hand_sizes") or []) - 1
            return (SMALL + 12) * (others + 1) + 8
        return 0

    def draw(self, canvas: Canvas, y: int) -> int:
        g, v = self.game, self.view
        if g == "scopa":
            table = list(v.get("table") or [])
            caption = self.tr("picture-on-table" if table else "picture-table-empty")
            y = _caption(canvas, y, caption, size=LINE)
            return _cards(canvas, self.style, table, y) if table else y + _rows_height(1)
        if g in ("scarto", "stovkahra"):
            if v.get("phase") == "discard":
                return y
            trick = [tuple(p) for p in v.get("trick") or []]
            if trick:
                y = _caption(canvas, y, self.tr("picture-trick"), size=LINE)
                w, slot = 120, ROOM // 4
                x = MARGIN + (slot - w) // 2
                for seat, card in trick:
                    canvas.card(self.style, card, x, y, w)
                    label = (x + w / 2, y + _h(w) + 6)
                    canvas.text(label, self.name(seat), SMALL, anchor="mt", width=slot - GAP)
                    x += slot
                y += _h(w) + SMALL + 24
            else:
                y = _caption(canvas, y, self.tr("hand-picture-no-trick"), size=LINE, fill=TEXT)
            if g == "stovkahra" and v.get("trump_card"):
                canvas.card(self.style, v["trump_card"], MARGIN, y, 72)
                canvas.text((MARGIN + 88, y + 30), self.tr("picture-trumps"), SMALL, fill=MUTED)
                suit = self.tr("picture-suit", suit=v.get("trump") or "")
                canvas.text((MARGIN + 88, y + 66), suit, LINE, bold=True)
                y += _h(72) + 12
            return y
        if g == "oldmaid":
            source = v.get("draw_from")
            sizes = v.get("hand_sizes") or []
            count = sizes[source] if source is not None and source < len(sizes) else 0
            y = _caption(
                canvas, y, self.tr("hand-picture-draw-from", who=self.name(source), count=count), size=LINE
            )
            backs: list[str | None] = [None] * count
            return _cards(canvas, self.style, backs, y, numbers=True, most=5, big=CARD_W) if count else y
        if g == "gofish":
            stock = int(v.get("stock_size") or 0)
            y = _caption(canvas, y, self.tr("hand-picture-stock", count=stock), size=SMALL, fill=TEXT)
            sizes = v.get("hand_sizes") or []
            me = v.get("seat")
            for seat, size in enumerate(sizes):
                if seat != me:
                    line = self.tr("hand-picture-holds", who=self.name(seat), count=size)
                    y = _caption(canvas, y, line)
            return y + 8
        return y


def private_image(
    game: str,
    view: View,
    names: Sequence[str],
    *,
    hand: Sequence[str],
    usable: Collection[str] | None = None,
    why: str = "play",
    mine: bool = False,
    locale: str = DEFAULT,
) -> bytes:
    """The seat's private picture as PNG, from its own `view` (sent to that seat only).

    `usable`: the cards that may be used now (the others are dimmed; None: all bright); `why`:
    what they may be used for (`play` or `discard`: the line under the hand); `mine`: the seat's
    turn (the table's part is drawn then only)."""
    locale = picture_locale(locale)
    canvas = _Canvas(1, 1, locale)
    names = [
        _short(drawable_part(n)) or canvas.tr("picture-player", number=i + 1) for i, n in enumerate(names)
    ]
    plan = _Plan(game, view, names, canvas.tr)
    cards = list(hand)
    dim = set() if usable is None else {c for c in cards if c not in set(usable)}
    table_h = plan.height() if mine else 0
    hand_h = LINE + 16 + (_rows_height(len(cards)) if cards else LINE + 16)
    note_h = SMALL + 16 if dim else 0
    height = BAR_H + 10 + table_h + (12 if table_h else 0) + hand_h + note_h + 8
    canvas = _Canvas(WIDTH, height, locale)
    over = bool(view.get("over"))
    if over:
        title = canvas.tr("hand-picture-over")
    elif mine:
        title = canvas.tr("hand-picture-your-turn")
    else:
        title = canvas.tr("hand-picture-waiting")
    y = _bar(canvas, 0, title, lit=mine and not over) + 4
    if table_h:
        y = plan.draw(canvas, y)
        canvas.draw.line((MARGIN, y + 2, WIDTH - MARGIN, y + 2), fill=FELT_DARK, width=4)
        y += 12
    y = _caption(canvas, y, canvas.tr("hand-picture-your-hand", count=len(cards)), size=LINE, fill=TEXT)
    if cards:
        y = _cards(canvas, deck_style(game), cards, y, dim=dim)
    else:
        y = _caption(canvas, y, canvas.tr("picture-no-cards"), size=LINE)
    if dim:
        _caption(canvas, y, canvas.tr("hand-picture-dimmed", why=why))
    return canvas.png()
