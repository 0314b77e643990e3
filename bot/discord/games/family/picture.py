"""The family games' table pictures (each game's `Adapter.plan`): Go Fish's pond and books, the
neighbour's face-down hand an Old Maid player draws from. (Concentration's board has a layout of
its own: `bot.discord.pictures.board`.)
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.pictures.canvas import MUTED, TEXT, Canvas, View
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.hand import (
    BACK_MOST,
    CAPTION_H,
    ROOM,
    CardGroup,
    Decider,
    PrivateCanvas,
)
from bot.discord.pictures.hand import GAP as HAND_GAP
from bot.discord.pictures.hand import LINE as HAND_LINE
from bot.discord.pictures.layout import BACK_W, CARD_H, CARD_RATIO, CARD_W, MARGIN, SMALL
from bot.discord.pictures.seat_panels import (
    BIG,
    LINE,
    Layout,
    Plates,
    seat_name,
    wrap,
)
from bot.discord.pictures.table_plans import (
    Plan,
)
from games import cards as C


# -- Go Fish -----------------------------------------------------------------------------------
def gofish_plan(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
) -> Plan:
    """The pond in the middle (its count beside it); each seat's books on its plate, and the rank
    it asked for last (a memory game: who wants what is the game)."""
    books = view.get("books") or []
    asked = last_asks(view)

    def extra(seat: int) -> str:
        ranks = [C.rank_of(book[0]) for book in books[seat]] if seat < len(books) else []
        return canvas.tr("picture-books", ranks=" ".join(ranks)) if ranks else ""

    def note(seat: int) -> str:
        if seat not in asked:
            return ""
        return canvas.tr("picture-asked", what=canvas.tr("rank-plural", rank=C.rank_key(asked[seat])))

    # No bare score: the books are the score, named on the plate by rank ("books 9 K").
    seats = Plates(canvas, view, names, extra, badges=badges, scored=False, notes=note)

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


def last_asks(view: View) -> dict[int, str]:
    """Each seat's last ask in the public history: the rank it asked for (of the card, when asking
    for exact cards: `ask:1:7h`)."""
    asked: dict[int, str] = {}
    for who, action in view.get("history") or []:
        if str(action).startswith("ask:"):
            wanted = str(action).split(":", 2)[2]
            asked[int(who)] = C.rank_of(wanted) if wanted[-1:] in C.SUITS else wanted
    return asked


# -- Old Maid ----------------------------------------------------------------------------------
def oldmaid_plan(
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
    # Face-down cards are places to count (their numbers are the draw buttons'), not faces to
    # read: smaller at a crowded table, so the ten plates and the hand fit the phone's box.
    back_w = BACK_W if tight else CARD_W
    back_h = round(back_w * CARD_RATIO)

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
            # Who is left holding it, beside the card.
            holding = canvas.tr("picture-left-holding", who=seat_name(names, view["loser"]))
            room = w - CARD_W - 16
            lines = wrap(canvas, holding, SMALL + 1, room, 3, names)
            for i, line in enumerate(lines):
                at = (x + 4, y + CARD_H / 2 - len(lines) * LINE / 2 + i * (LINE + 1))
                canvas.text(at, line, SMALL + 1, bold=True, width=int(room))
            if view.get("losing_card"):
                canvas.card(
                    style, view["losing_card"], round(x + w - CARD_W - 4), round(y + 3), CARD_W, mark=True
                )
        elif holder is not None and drawer is not None and holder < len(sizes):
            # The neighbour's face-down hand, numbered as the draw buttons are.
            draws = canvas.tr(
                "picture-draws-from", who=seat_name(names, drawer), whom=seat_name(names, holder)
            )
            canvas.text((x + w / 2, y), draws, SMALL, fill=MUTED, anchor="ma", width=int(w))
            count = sizes[holder]
            step = min(back_w + 4, (w - back_w) / max(1, count - 1)) if count > 1 else back_w
            span = step * (count - 1) + back_w if count else 0
            left = x + (w - span) / 2
            numbered = step >= canvas.measure(str(count), SMALL) + 3  # each number under its card
            for i in range(count):
                cx = round(left + i * step)
                canvas.card(style, None, cx, round(top), back_w)
                if numbered or i in (0, count - 1):
                    canvas.text(
                        (cx + min(step, back_w) / 2, top + back_h + 1),
                        str(i + 1),
                        SMALL,
                        fill=MUTED,
                        anchor="ma",
                    )
        if discards:
            seat, pair = discards[-1]
            pair_text = " ".join(C.symbol(c) for c in pair)
            line = canvas.tr("picture-last-pair-cards", who=seat_name(names, seat), cards=pair_text)
            counted = canvas.tr("names-dot").join([line, canvas.tr("picture-pairs-out", count=len(discards))])
            if canvas.measure(counted, SMALL) <= canvas.width - 2 * MARGIN:  # else the pair alone
                line = counted
            canvas.text((MARGIN + 2, where.below), line, SMALL, fill=MUTED, width=canvas.width - 2 * MARGIN)

    band = LINE + 1 if discards else 0
    over = view.get("over") and view.get("loser") is not None
    middle_h = lambda width: CARD_H + 6 if over else LINE + 2 + back_h + LINE + 1  # noqa: E731
    return Plan(seats, middle_h, draw, band=band, smaller=tight)


# -- the private picture: what decides the move -------------------------------------------------
class BacksToDraw(Decider):
    """On the player's turn, above their hand: the neighbour's face-down cards to draw from,
    numbered as the draw buttons are (Old Maid)."""

    def __init__(self, view: View, names: Sequence[str], probe: PrivateCanvas, style: str) -> None:
        super().__init__(view, names, probe, style)
        source = view.get("draw_from")
        sizes = view.get("hand_sizes") or []
        self.source = source
        self.count = sizes[source] if source is not None and source < len(sizes) else 0
        if self.count:
            # Backs are told apart by their numbers only: drawn small, to leave room to the hand.
            self.groups = [CardGroup([None] * self.count, self.style, numbered=True, most=BACK_MOST)]
        self.fixed = CAPTION_H + (HAND_GAP if self.count else 0)

    def draw(self, canvas: PrivateCanvas, y: float, w: float) -> float:
        line = self.tr("hand-picture-draw-from", who=self.name(self.source), count=self.count)
        canvas.text((MARGIN, y + 2), line, HAND_LINE, width=ROOM)
        y += CAPTION_H
        return self.groups[0].draw(canvas, MARGIN, y + HAND_GAP, w) if self.count else y


class OtherHands(Decider):
    """On the player's turn, above their hand: the pond (as the table picture names it) and how
    many cards each other seat holds (Go Fish: whom to ask)."""

    def __init__(self, view: View, names: Sequence[str], probe: PrivateCanvas, style: str) -> None:
        super().__init__(view, names, probe, style)
        me = view.get("seat")
        sizes = view.get("hand_sizes") or []
        self.lines = [self.tr("hand-picture-pond", count=int(view.get("stock_size") or 0))] + [
            self.tr("hand-picture-holds", who=self.name(seat), count=size)
            for seat, size in enumerate(sizes)
            if seat != me
        ]
        self.fixed = -(-len(self.lines) // 2) * CAPTION_H + 2

    def draw(self, canvas: PrivateCanvas, y: float, w: float) -> float:
        half = ROOM / 2
        for i, line in enumerate(self.lines):
            x = MARGIN + (i % 2) * half
            canvas.text(
                (x, y + 2 + (i // 2) * CAPTION_H),
                line,
                HAND_LINE,
                fill=TEXT if i == 0 else MUTED,
                width=round(half - HAND_GAP),
            )
        return y + self.fixed
