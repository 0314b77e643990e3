"""Scopa's table picture (`ScopaAdapter.plan`), laid out for the phone: each side's cards taken
and sweeps on its plate (a team game's on the score box, by side name), the table's cards across
the whole width (a card just laid lit on the table), and a capture's cards under them (beside them
at a crowded table).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.pictures.canvas import MARK, MUTED, TEXT, Canvas, View
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.hand import (
    CAPTION_H,
    ROOM,
    CardGroup,
    Decider,
    PrivateCanvas,
)
from bot.discord.pictures.hand import GAP as HAND_GAP
from bot.discord.pictures.hand import LINE as HAND_LINE
from bot.discord.pictures.layout import CARD_H, CARD_W, MARGIN, SMALL
from bot.discord.pictures.seat_panels import (
    LINE,
    Layout,
    Plates,
    seat_name,
    solo,
    team_scores,
    teams_box_height,
)
from bot.discord.pictures.table_plans import (
    Plan,
    cards_block,
    cards_grid,
    fan,
    grid_rows,
)


# -- Scopa -------------------------------------------------------------------------------------
def _scopa_extra(canvas: Canvas, view: View, side: int) -> str:
    piles, sweeps = view.get("pile_sizes") or [], view.get("sweeps") or []
    parts = []
    if side < len(piles):
        parts.append(canvas.tr("picture-taken", count=piles[side]))
    if side < len(sweeps) and sweeps[side]:
        parts.append(canvas.tr("picture-scope", count=sweeps[side]))
    return canvas.tr("names-dot").join(parts)


def scopa_plan(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    """Laid out for the phone, top to bottom: the plates, the team scores by side (a team game),
    the table's cards across the whole width (the one just laid lit: the last move when it was a
    lay), and a capture's cards under them (the card played lit, then what it took: they have left
    the table). `tight`: the table's cards overlap in one row."""
    style = deck_style("scopa")
    sides = view.get("sides") or []
    alone = solo(view)

    def extra(seat: int) -> str:
        return _scopa_extra(canvas, view, sides[seat]) if alone and seat < len(sides) else ""

    def team_extra(side: int) -> str:
        return _scopa_extra(canvas, view, side)

    seats = Plates(canvas, view, names, extra, badges=badges, scored=alone)
    history = view.get("history") or []
    last = history[-1] if history else None
    played, _, taken = last[1].partition(":") if last else ("", "", "")
    caption = canvas.tr("picture-last", who=seat_name(names, last[0])) if last and taken else ""
    table = list(view.get("table") or [])
    most = 1 if tight else 2

    stock = int(view.get("stock_size") or 0)
    taken_cards = [played, *taken.split("+")] if caption else []
    # Crowded (a table of six, a team game's scores): a capture beside the table's cards, in one
    # row under one line of words.
    beside = tight and bool(caption)
    said = not (tight and table and not stock) or beside

    def middle(width: float) -> float:
        teams = teams_box_height(canvas, view, width, team_extra, names)
        if beside:
            return teams + LINE + 2 + CARD_H + 3
        rows = grid_rows(len(table), width, most) if table else 0  # a sweep: no row to keep
        h = teams + (LINE + 2 if said else 0) + max(0, rows * (CARD_H + 5) - 5)
        return h + (LINE + 4 + CARD_H + 4 if caption else 0)

    def words() -> str:
        text = canvas.tr("picture-on-table" if table else "picture-table-empty")
        return canvas.tr("names-dot").join([text, canvas.tr("picture-stock", count=stock)]) if stock else text

    def draw_beside(x: float, y: float, w: float) -> None:
        gap = 14 if table else 0
        count = len(table) + len(taken_cards)
        groups = 2 if table else 1
        step = min(CARD_W + 6.0, (w - gap - groups * CARD_W) / max(1, count - groups))
        group_w = (len(taken_cards) - 1) * step + CARD_W
        table_w = (len(table) - 1) * step + CARD_W if table else 0
        left = x + (w - table_w - gap - group_w) / 2
        if table:
            canvas.text((left, y), words(), SMALL, fill=MUTED, width=int(table_w + gap / 2))
        at = left + table_w + gap
        canvas.text((at, y), caption, SMALL, bold=True, fill=MARK, width=int(x + w - at))
        y += LINE + 2
        for i, card in enumerate(table):
            canvas.card(style, card, round(left + i * step), round(y), CARD_W)
        fan(canvas, style, taken_cards, at, y, group_w, lit=0)

    def draw(where: Layout) -> None:
        seats.draw(where)
        x, y, w, _ = where.middle
        y = team_scores(canvas, view, (x, y, w, 0), team_extra, names)
        if beside:
            draw_beside(x, y, w)
            return
        laid = played if last and not taken else None
        if said:
            canvas.text((x + w / 2, y), words(), SMALL, fill=MUTED, anchor="ma", width=int(w))
            y += LINE + 2
        y = cards_grid(canvas, style, table, x, y, w, [c == laid for c in table], most)
        if caption:
            box = (x, y + 2, w, LINE + CARD_H + 6)
            cards_block(canvas, style, box, caption, taken_cards, lit=0, bold=True)

    return Plan(seats, middle, draw)


# -- the private picture: what decides the move -------------------------------------------------
class TableCards(Decider):
    """On the player's turn, above their hand: the table's cards (what a card can take)."""

    def __init__(self, view: View, names: Sequence[str], probe: PrivateCanvas, style: str) -> None:
        super().__init__(view, names, probe, style)
        self.table = list(view.get("table") or [])
        self.groups = [CardGroup(list(self.table), self.style)] if self.table else []
        self.fixed = CAPTION_H + (HAND_GAP if self.table else 0)

    def draw(self, canvas: PrivateCanvas, y: float, w: float) -> float:
        caption = self.tr("picture-on-table" if self.table else "picture-table-empty")
        canvas.text((MARGIN, y + 2), caption, HAND_LINE, fill=MUTED if self.table else TEXT, width=ROOM)
        y += CAPTION_H
        return self.groups[0].draw(canvas, MARGIN, y + HAND_GAP, w) if self.table else y
