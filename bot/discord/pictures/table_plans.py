"""Each game's plan for its table picture (`table.py` draws the header and lays the seats out round
it): its plates, how tall the felt's middle and corners must be, and how to draw them once
everything has its place. Scopa's table cards and its last move in a corner; the trick laid out by
seat and Stovkahra's trump and packet (Scarto, Stovkahra); Go Fish's pond and books; the
neighbour's face-down hand an Old Maid player draws from. `PLANS` maps a game to its planner,
`generic` draws the seats only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.discord.pictures.canvas import MARK, MUTED, Canvas, View
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.seat_panels import (
    BIG,
    CARD_H,
    CARD_W,
    GAP,
    LINE,
    MARGIN,
    SIDE_W,
    SMALL,
    Layout,
    Plates,
    nearest_corner,
    number_text,
    seat_name,
    solo,
    team_dots,
    team_scores,
    teams_box_height,
    wrap,
)
from games import cards as C


@dataclass
class Plan:
    """One game's table picture, worked out before the layout: its plates, how tall its middle is
    for a width, how tall the felt's corners must be (0: no corners), how tall the band under
    the felt is, and the drawing once everything has its place."""

    plates: Plates
    middle: Callable[[float], float]
    draw: Callable[[Layout], None]
    corner_h: float = 0
    band: float = 0


# A game's plan for its picture; `tight`: asked again when the first plan would outgrow the embed
# box (the rare crowded case: a long name in a corner's caption, ...), words kept to one line.
Planner = Callable[[Canvas, View, Sequence[str], Sequence[str | None], bool], Plan]


def seat_count(view: View) -> int:
    return len(view.get("hand_sizes") or view.get("sides") or [])


def _per_row(width: float, w: float = CARD_W) -> int:
    return max(1, int((width + 6) // (w + 6)))


def _cards_grid(
    canvas: Canvas,
    style: str,
    cards: Sequence[str],
    x: float,
    y: float,
    width: float,
    marks: Sequence[bool] = (),
) -> float:
    """Cards in rows across `width`, centred, each row's cards overlapping only when there are more
    than two rows' worth; returns the y under them."""
    per = _per_row(width)
    rows = [list(cards[i : i + per]) for i in range(0, len(cards), per)]
    if len(rows) > 2:  # overlap into two rows rather than grow
        half = math.ceil(len(cards) / 2)
        rows = [list(cards[:half]), list(cards[half:])]
    index = 0
    for row in rows:
        step = min(CARD_W + 6, (width - CARD_W) / max(1, len(row) - 1)) if len(row) > 1 else CARD_W
        span = step * (len(row) - 1) + CARD_W
        left = x + (width - span) / 2
        for i, card in enumerate(row):
            mark = index < len(marks) and marks[index]
            canvas.card(style, card, round(left + i * step), round(y), CARD_W, mark=mark)
            index += 1
        y += CARD_H + 5
    return y


def _grid_rows(count: int, width: float) -> int:
    per = _per_row(width)
    return min(2, math.ceil(count / per)) if count else 1


def _fan(
    canvas: Canvas, style: str, cards: Sequence[str], x: float, y: float, width: float, lit: int = -1
) -> None:
    """Cards left to right from (x, y) within `width`, overlapping when they must; `lit`: the
    index of the one framed as the last play."""
    step = min(CARD_W + 4, (width - CARD_W) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, card in enumerate(cards):
        canvas.card(style, card, round(x + i * step), round(y), CARD_W, mark=i == lit)


def _caption_lines(
    canvas: Canvas, text: str, width: float = SIDE_W, keep: Sequence[str] = (), most: int = 2
) -> list[str]:
    return wrap(canvas, text, SMALL, width, most, keep)


def _cards_block_h(canvas: Canvas, caption: str, keep: Sequence[str] = (), most: int = 2) -> float:
    """How tall a corner's caption and a row of cards under it are."""
    return len(_caption_lines(canvas, caption, keep=keep, most=most)) * LINE + CARD_H + 4


def _cards_block(
    canvas: Canvas,
    style: str,
    box: tuple[float, float, float, float],
    caption: str,
    cards: Sequence[str],
    *,
    lit: int = -1,
    bold: bool = False,
    keep: Sequence[str] = (),
    most: int = 2,
) -> None:
    """A caption and cards under it in a corner of the felt; at its foot when the corner is under
    the side column (so it stays next to the bottom row)."""
    x, y, w, h = box
    lines = _caption_lines(canvas, caption, w, keep, most)
    y += max(0.0, h - (len(lines) * LINE + CARD_H + 4)) if y > canvas.height / 2 else 0
    for line in lines:
        canvas.text((x + 1, y), line, SMALL, bold=bold, fill=MARK if bold else MUTED, width=int(w - 1))
        y += LINE
    _fan(canvas, style, cards, x + 3, y + 3, w - 6, lit)


# -- Scopa -------------------------------------------------------------------------------------
def _scopa_extra(canvas: Canvas, view: View, side: int) -> str:
    piles, sweeps = view.get("pile_sizes") or [], view.get("sweeps") or []
    parts = []
    if side < len(piles):
        parts.append(canvas.tr("picture-taken", count=piles[side]))
    if side < len(sweeps) and sweeps[side]:
        parts.append(canvas.tr("picture-scope", count=sweeps[side]))
    return " · ".join(parts)


def _scopa(
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
    corner = max(_cards_block_h(canvas, caption, names), teams_box_height(canvas, view, SIDE_W, team_extra))
    table = list(view.get("table") or [])

    def middle(width: float) -> float:
        rows = _grid_rows(len(table), width)
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
        _cards_grid(canvas, style, table, x, y + LINE + 2, w, [c == laid for c in table])
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
                _cards_block(canvas, style, where.corners[key], caption, cards, lit=0, bold=True, keep=names)

    return Plan(seats, middle, draw, corner_h=corner)


# -- trick games (Scarto, Stovkahra) -----------------------------------------------------------
def _trick_cards(view: View) -> tuple[list[tuple[int, str]], int | None]:
    """The trick in play, or the last one when none is (with its winner)."""
    trick = [(int(s), str(c)) for s, c in view.get("trick") or []]
    if trick or not view.get("tricks"):
        return trick, None
    last = view["tricks"][-1]
    players = len(view.get("hand_sizes") or []) or len(last["cards"])
    cards = [((last["leader"] + i) % players, c) for i, c in enumerate(last["cards"])]
    return cards, last.get("winner")


def _tricks(game: str) -> Planner:
    def plan(
        canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
    ) -> Plan:
        style = deck_style(game)
        won = view.get("tricks_won") or []
        alone = solo(view)
        players = seat_count(view)
        seats = Plates(
            canvas,
            view,
            names,
            lambda s: canvas.tr("picture-tricks", count=won[s]) if alone and s < len(won) else "",
            badges=badges,
            scored=alone,
        )
        team, brcke = view.get("team_tricks") or [], view.get("brcke") or []

        def team_extra(side: int) -> str:
            parts = [canvas.tr("picture-tricks", count=team[side]) if side < len(team) else ""]
            if side < len(brcke):
                parts.append(canvas.tr("picture-brcke", count=brcke[side]))
            return " · ".join(p for p in parts if p)

        most = 1 if tight else 2
        trump = ""
        if game == "stovkahra" and view.get("trump_card"):
            suit = view.get("trump") or C.suit_of(view["trump_card"])
            trump = f"{canvas.tr('picture-trumps')} {canvas.tr('picture-suit', suit=suit)}"
        shown = view.get("shown") or {}
        packet = list(shown.get("cards") or []) if not view.get("tricks") else []
        shown_by = canvas.tr("picture-shown-by", who=seat_name(names, shown.get("seat", 0))) if packet else ""
        corner = 0.0
        if game == "stovkahra":
            corner = max(
                _cards_block_h(canvas, trump or "-"),
                _cards_block_h(canvas, shown_by or "-", names, most),
                teams_box_height(canvas, view, SIDE_W, team_extra),
            )
        points = view.get("card_points") if game == "scarto" else None
        band = LINE + 2 if points else 0

        trick, winner = _trick_cards(view)
        caption = canvas.tr("picture-trick") if trick else ""
        if winner is not None:
            caption = canvas.tr("picture-last-trick-won", who=seat_name(names, winner))
        elif trick and not view.get("trick"):
            caption = canvas.tr("picture-last-trick")
        elif not trick and view.get("to_move") is not None and not view.get("over"):
            caption = canvas.tr("picture-to-lead", who=seat_name(names, view["to_move"]))
        if view.get("phase") == "discard":
            caption = canvas.tr("picture-discarding", who=seat_name(names, view.get("dealer") or 0))

        def middle(width: float) -> float:
            # The trick's cards sit in front of their seats: a column of seats beside needs two
            # cards' height between the top and bottom ones (overlapping a little, the lower one
            # over the upper's foot, where no index is).
            said = len(wrap(canvas, caption, SMALL, width, most, names)) * LINE + 2
            return said + (2 * CARD_H - 12 if players >= 4 else CARD_H + 30)

        def draw(where: Layout) -> None:
            seats.draw(where)
            team_dots(canvas, view, where)
            x, y, w, h = where.middle
            lines = wrap(canvas, caption, SMALL, w, most, names)
            for i, line in enumerate(lines):
                canvas.text((x + w / 2, y + i * LINE), line, SMALL, fill=MUTED, anchor="ma", width=int(w))
            said = len(lines) * LINE + 2
            # Each card in front of its seat: from the middle towards the seat's plate, to the edge.
            top = y + said
            cx, cy = x + w / 2, top + (h - said) / 2
            reach_x, reach_y = max(1.0, w / 2 - CARD_W / 2), max(1.0, (h - said) / 2 - CARD_H / 2)
            placed = []
            for i, (seat, card) in enumerate(trick):
                box = where.seats.get(seat)
                if box is None:
                    continue
                dx, dy = box[0] + box[2] / 2 - cx, box[1] + box[3] / 2 - cy
                t = 1 / max(abs(dx) / reach_x, abs(dy) / reach_y, 1e-6)
                px, py = cx + dx * t - CARD_W / 2, cy + dy * t - CARD_H / 2
                if players == 3 and box[1] < y + h / 2:
                    # Three seats: the side columns sit at the top of the felt, so the felt under
                    # them is free: the side cards spread out under their plates, in a row with
                    # the bottom seat's (lower), rather than overlapping it.
                    px = cx - CARD_W / 2 + (1 if dx > 0 else -1) * (CARD_W + 14)
                    py = max(top, box[1] + box[3] + GAP)
                elif players == 3:
                    py = y + h - CARD_H
                lit = seat == winner if winner is not None else i == len(trick) - 1
                placed.append((py, px, seat, card, lit))
            for py, px, seat, card, lit in sorted(placed):  # the lower over the upper
                canvas.card(style, card, round(px), round(py), CARD_W, mark=lit)
                if seat == winner:
                    star_y = py + CARD_H + 1 if py + CARD_H + 15 <= y + h else py - 15
                    canvas.text((px + CARD_W / 2, star_y), "★", SMALL, fill=MARK, anchor="ma")
            if trump and "tl" in where.corners:
                _cards_block(canvas, style, where.corners["tl"], trump, [view["trump_card"]], bold=True)
            if packet and "bl" in where.corners:  # the deal's face-up packet
                _cards_block(canvas, style, where.corners["bl"], shown_by, packet, keep=names, most=most)
            if game == "stovkahra" and "tr" in where.corners:
                team_scores(canvas, view, where.corners["tr"], team_extra)
            if points:
                # In brackets: `Bot 1 15` would read as a name and a number run together.
                each = " · ".join(f"{seat_name(names, s)} ({number_text(p)})" for s, p in enumerate(points))
                line = canvas.tr("picture-card-points", points=each)
                canvas.text(
                    (MARGIN + 2, where.below), line, SMALL, fill=MUTED, width=canvas.width - 2 * MARGIN
                )

        return Plan(seats, middle, draw, corner_h=corner, band=band)

    return plan


# -- Go Fish -----------------------------------------------------------------------------------
def _gofish(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    """The pond in the middle (its count beside it); each seat's books on its plate."""
    books = view.get("books") or []

    def extra(seat: int) -> str:
        ranks = [C.rank_of(book[0]) for book in books[seat]] if seat < len(books) else []
        return canvas.tr("picture-books", ranks=" ".join(ranks)) if ranks else ""

    seats = Plates(canvas, view, names, extra, badges=badges)

    def draw(where: Layout) -> None:
        seats.draw(where)
        x, y, w, _ = where.middle
        stock = int(view.get("stock_size") or 0)
        pond = canvas.tr("picture-pond" if stock else "picture-pond-empty")
        canvas.text((x + w / 2, y), pond, SMALL, fill=MUTED, anchor="ma", width=int(w))
        if stock:
            fan = min(stock, 6)
            span = CARD_W + (fan - 1) * 4
            left = x + (w - span) / 2 - 20
            end = canvas.backs(round(left), round(y + LINE + 2), fan, w=CARD_W, step=4)
            canvas.text((end + 8, y + LINE + 2 + CARD_H / 2 - 9), str(stock), BIG + 3, bold=True)

    return Plan(seats, lambda width: LINE + 2 + CARD_H + 4, draw)


# -- Old Maid ----------------------------------------------------------------------------------
def _oldmaid(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    """The neighbour's face-down hand in the middle, numbered as the draw buttons are (its holder's
    plate ringed); each seat's pairs or place on its plate; the last pair under the felt."""
    style = deck_style("oldmaid")
    discards = view.get("discards") or []
    places = view.get("places") or []
    pairs = [0] * len(view.get("hand_sizes") or [])
    for seat, _ in discards:
        if seat < len(pairs):
            pairs[seat] += 1

    def extra(seat: int) -> str:
        place = places[seat] if seat < len(places) else None
        if place is not None:
            return canvas.tr("picture-out-place", place=place + 1)
        return canvas.tr("picture-pairs", count=pairs[seat]) if seat < len(pairs) and pairs[seat] else ""

    seats = Plates(canvas, view, names, extra, badges=badges, scored=False)

    def draw(where: Layout) -> None:
        seats.draw(where)
        x, y, w, _ = where.middle
        holder = view.get("draw_from")
        if holder in where.seats and not view.get("over"):  # whose hand is drawn from: ringed too
            hx, hy, hw, hh = where.seats[holder]
            canvas.rect((hx, hy, hx + hw, hy + hh), radius=6, outline=MUTED, width=2)
        drawer = view.get("to_move")
        sizes = view.get("hand_sizes") or []
        top = y + LINE + 2
        if view.get("over") and view.get("loser") is not None:
            holding = canvas.tr("picture-left-holding", who=seat_name(names, view["loser"]))
            canvas.text((x + w / 2, y), holding, SMALL + 1, bold=True, anchor="ma", width=int(w))
            if view.get("losing_card"):
                canvas.card(
                    style, view["losing_card"], round(x + w / 2 - CARD_W / 2), round(top), CARD_W, mark=True
                )
        elif holder is not None and drawer is not None and holder < len(sizes):
            # The neighbour's face-down hand, numbered as the draw buttons are.
            draws = canvas.tr(
                "picture-draws-from", who=seat_name(names, drawer), whom=seat_name(names, holder)
            )
            canvas.text((x + w / 2, y), draws, SMALL, fill=MUTED, anchor="ma", width=int(w))
            count = sizes[holder]
            step = min(CARD_W + 4, (w - CARD_W) / max(1, count - 1)) if count > 1 else CARD_W
            span = step * (count - 1) + CARD_W if count else 0
            left = x + (w - span) / 2
            numbered = step >= canvas.measure(str(count), SMALL) + 3  # each number under its card
            for i in range(count):
                cx = round(left + i * step)
                canvas.card(style, None, cx, round(top), CARD_W)
                if numbered or i in (0, count - 1):
                    canvas.text(
                        (cx + min(step, CARD_W) / 2, top + CARD_H + 1),
                        str(i + 1),
                        SMALL,
                        fill=MUTED,
                        anchor="ma",
                    )
        if discards:
            seat, pair = discards[-1]
            pair_text = " ".join(C.symbol(c) for c in pair)
            line = f"{canvas.tr('picture-last-pair', who=seat_name(names, seat))} {pair_text}"
            line = f"{line} · {canvas.tr('picture-pairs-out', count=len(discards))}"
            canvas.text((MARGIN + 2, where.below), line, SMALL, fill=MUTED, width=canvas.width - 2 * MARGIN)

    band = LINE + 1 if discards else 0
    return Plan(seats, lambda width: LINE + 2 + CARD_H + LINE + 1, draw, band=band)


# -- the generic game and the registry ---------------------------------------------------------
def generic(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    seats = Plates(canvas, view, names, lambda s: "", badges=badges)
    return Plan(seats, lambda width: 40, seats.draw)


PLANS: dict[str, Planner] = {
    "scopa": _scopa,
    "scarto": _tricks("scarto"),
    "stovkahra": _tricks("stovkahra"),
    "gofish": _gofish,
    "oldmaid": _oldmaid,
}
