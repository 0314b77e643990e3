"""The trick games' table picture (`trick_plan`, each trick game's `Adapter.plan`): the trick laid
out by seat, Stovkahra's trump and face-up packet and team scores in the corners, Scarto's card
points under the felt.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas, View
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.hand import (
    CAPTION_H,
    NAME_H,
    ROOM,
    TRICK_SLOT,
    CardGroup,
    Decider,
    PrivateCanvas,
    card_h,
)
from bot.discord.pictures.hand import GAP as HAND_GAP
from bot.discord.pictures.hand import LINE as HAND_LINE
from bot.discord.pictures.layout import CARD_H, CARD_W, DISPLAY, MARGIN, SMALL
from bot.discord.pictures.seat_panels import (
    GAP,
    LINE,
    SIDE_W,
    Layout,
    Plates,
    number_text,
    seat_name,
    solo,
    team_dots,
    team_scores,
    teams_box_height,
    wrap,
)
from bot.discord.pictures.table_plans import (
    Plan,
    Planner,
    cards_block,
    cards_block_h,
    seat_count,
)
from games import cards as C


# -- the trick laid out by seat -----------------------------------------------------------
def _trick_cards(view: View) -> tuple[list[tuple[int, str]], int | None]:
    """The trick in play, or the last one when none is (with its winner)."""
    trick = [(int(s), str(c)) for s, c in view.get("trick") or []]
    if trick or not view.get("tricks"):
        return trick, None
    last = view["tricks"][-1]
    players = len(view.get("hand_sizes") or []) or len(last["cards"])
    cards = [((last["leader"] + i) % players, c) for i, c in enumerate(last["cards"])]
    return cards, last.get("winner")


def trick_plan(game: str, *, trumps: bool = False, card_points: bool = False) -> Planner:
    """The planner of a trick game's picture: the trick in play (or the last one, its winner
    starred), each card in front of who played it; `trumps`: the trump card, the deal's face-up
    packet and the team scores in the felt's corners (Stovkahra); `card_points`: each seat's card
    points under the felt (Scarto)."""

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
        if trumps and view.get("trump_card"):
            suit = view.get("trump") or C.suit_of(view["trump_card"])
            trump = f"{canvas.tr('picture-trumps')} {canvas.tr('picture-suit', suit=suit)}"
        shown = view.get("shown") or {}
        packet = list(shown.get("cards") or []) if not view.get("tricks") else []
        shown_by = canvas.tr("picture-shown-by", who=seat_name(names, shown.get("seat", 0))) if packet else ""
        corner = 0.0
        if trumps:
            corner = max(
                cards_block_h(canvas, trump or "-"),
                cards_block_h(canvas, shown_by or "-", names, most),
                teams_box_height(canvas, view, SIDE_W, team_extra),
            )
        points = view.get("card_points") if card_points else None
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
                cards_block(canvas, style, where.corners["tl"], trump, [view["trump_card"]], bold=True)
            if packet and "bl" in where.corners:  # the deal's face-up packet
                cards_block(canvas, style, where.corners["bl"], shown_by, packet, keep=names, most=most)
            if trumps and "tr" in where.corners:
                team_scores(canvas, view, where.corners["tr"], team_extra)
            if points:
                # In brackets: `Bot 1 15` would read as a name and a number run together.
                each = canvas.tr("names-dot").join(
                    canvas.tr("name-and-number", who=seat_name(names, s), number=number_text(p))
                    for s, p in enumerate(points)
                )
                line = canvas.tr("picture-card-points", points=each)
                canvas.text(
                    (MARGIN + 2, where.below), line, SMALL, fill=MUTED, width=canvas.width - 2 * MARGIN
                )

        return Plan(seats, middle, draw, corner_h=corner, band=band)

    return plan


# -- the private picture: what decides the move -------------------------------------------------
class TrickCards(Decider):
    """On the player's turn, above their hand: the trick in play, each card over who played it,
    and with `trumps` the trump card (Stovkahra); nothing during Scarto's discard."""

    def __init__(
        self, view: View, names: Sequence[str], probe: PrivateCanvas, style: str, *, trumps: bool = False
    ) -> None:
        super().__init__(view, names, probe, style)
        if view.get("phase") == "discard":  # the hand is all there is to see
            return
        self.trick = [(int(s), str(c)) for s, c in view.get("trick") or []]
        self.trump = view.get("trump_card") if trumps else None
        slots = len(self.trick) + (1 if self.trump else 0)
        # One row of slots, a name (or the trump's suit) under each: never wrapped or fanned.
        shown = [c for _, c in self.trick] + ([self.trump] if self.trump else [])
        self.groups = [CardGroup(shown, self.style)] if slots else []
        # Beside a short trick (Scarto's), its caption sits left of the cards, not over them.
        caption = self.tr("picture-trick" if self.trick else "hand-picture-no-trick")
        self.inline = (
            bool(self.trick)
            and not self.trump
            and self.measure(caption, HAND_LINE) + 8 <= ROOM - slots * TRICK_SLOT
        )
        self.fixed = (0 if self.inline else CAPTION_H) + (HAND_GAP + NAME_H if slots else 0)

    def draw(self, canvas: PrivateCanvas, y: float, w: float) -> float:
        caption = self.tr("picture-trick" if self.trick else "hand-picture-no-trick")
        slot = TRICK_SLOT  # a trick has at most four cards: each over its player's name
        if self.inline:
            x = DISPLAY - MARGIN - len(self.trick) * slot + (slot - w) / 2
            canvas.text((MARGIN, y + HAND_GAP + card_h(w) / 2), caption, HAND_LINE, fill=MUTED, anchor="lm")
        else:
            x = MARGIN + (slot - w) / 2
            canvas.text(
                (MARGIN, y + 2), caption, HAND_LINE, fill=MUTED if self.trick else TEXT, width=ROOM * 0.6
            )
            if self.trump:
                right = (DISPLAY - MARGIN, y + 2)
                trumps = self.tr("picture-trumps")
                canvas.text(right, trumps, HAND_LINE, fill=MUTED, anchor="ra", width=ROOM * 0.38)
            y += CAPTION_H
        if not self.trick and not self.trump:
            return y
        y += HAND_GAP
        w = min(w, self.groups[0].most)
        for seat, card in self.trick:
            canvas.card(self.style, card, x, y, w)
            label = (x + w / 2, y + card_h(w) + 3)
            canvas.text(label, self.name(seat), SMALL, anchor="mt", width=round(slot - HAND_GAP))
            x += slot
        if self.trump:
            left = DISPLAY - MARGIN - slot
            canvas.rect((left - 1, y, left, y + card_h(w)), fill=FELT_DARK)
            tx = left + (slot - w) / 2
            canvas.card(self.style, self.trump, tx, y, w)
            suit = self.tr("picture-suit", suit=self.view.get("trump") or "")
            label = (tx + w / 2, y + card_h(w) + 3)
            canvas.text(label, suit, SMALL, bold=True, anchor="mt", width=round(slot - HAND_GAP))
        return y + card_h(w) + NAME_H
