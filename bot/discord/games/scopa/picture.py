"""Scopa's table picture (`ScopaAdapter.plan`): the table's cards in the middle, the last move in the
corner nearest who made it, each side's cards taken and sweeps on its plate, team scores in a corner.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.pictures.canvas import MUTED, TEXT, Canvas, View
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
from bot.discord.pictures.layout import CARD_H, MARGIN, SMALL
from bot.discord.pictures.seat_panels import (
    LINE,
    SIDE_W,
    Layout,
    Plates,
    nearest_corner,
    seat_name,
    solo,
    team_dots,
    team_scores,
    teams_box_height,
    wrap,
)
from bot.discord.pictures.table_plans import (
    Plan,
    cards_block,
    cards_block_h,
    cards_grid,
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
    return " · ".join(parts)


def scopa_plan(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    """The table's cards in the middle (the one just laid lit); the last move (its card lit, the
    cards it took beside it) in the corner nearest who made it; team scores in the top right
    corner."""
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
    caption = canvas.tr("picture-last", who=seat_name(names, last[0]) if last else "")
    if tight and last and len(wrap(canvas, caption, SMALL, SIDE_W, keep=names)) > 1:
        caption = seat_name(names, last[0])  # the lit card by their seat says "last" already
    corner = max(cards_block_h(canvas, caption, names), teams_box_height(canvas, view, SIDE_W, team_extra))
    table = list(view.get("table") or [])

    def middle(width: float) -> float:
        rows = grid_rows(len(table), width)
        return LINE + 2 + rows * (CARD_H + 5) - 5

    def draw(where: Layout) -> None:
        seats.draw(where)
        team_dots(canvas, view, where)
        x, y, w, _ = where.middle
        laid = last[1] if last and ":" not in last[1] else None
        words = canvas.tr("picture-on-table" if table else "picture-table-empty")
        stock = int(view.get("stock_size") or 0)
        if stock:
            words = f"{words} · {canvas.tr('picture-stock', count=stock)}"
        canvas.text((x + w / 2, y), words, SMALL, fill=MUTED, anchor="ma", width=int(w))
        cards_grid(canvas, style, table, x, y + LINE + 2, w, [c == laid for c in table])
        teams = not alone
        if teams:
            team_scores(canvas, view, where.corners["tr"], team_extra)
        if last:
            seat, action = last
            played, _, taken = action.partition(":")
            usable = ["tl", "bl", "br"] if teams else ["tl", "bl", "br", "tr"]
            key = nearest_corner(where, seat, usable)
            if key is not None:
                cards = [played, *(taken.split("+") if taken else [])]
                cards_block(canvas, style, where.corners[key], caption, cards, lit=0, bold=True, keep=names)

    return Plan(seats, middle, draw, corner_h=corner)


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
