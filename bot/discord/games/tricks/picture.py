"""The trick games' table picture (`trick_plan`, each trick game's `Adapter.plan`), laid out for
the phone: the trick in a row, each card over who played it, the last trick kept beside the new
one's lead with its winner; Stovkahra's team scores by side name beside its trump card, its
face-up packet before the first trick; Scarto's card points under it.
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
from bot.discord.pictures.layout import CARD_H, CARD_W, MARGIN, SMALL
from bot.discord.pictures.seat_panels import (
    GAP,
    LINE,
    Layout,
    Plates,
    number_text,
    seat_name,
    solo,
    team_scores,
    teams_box_height,
    wrap,
)
from bot.discord.pictures.table_plans import (
    Plan,
    Planner,
)
from games import cards as C


# -- the trick in a row, each card over who played it -----------------------------------------
def _last_trick(view: View) -> tuple[list[tuple[int, str]], int | None]:
    """The last finished trick of the deal (each card with who played it) and its winner."""
    if not view.get("tricks"):
        return [], None
    last = view["tricks"][-1]
    players = len(view.get("hand_sizes") or []) or len(last["cards"])
    cards = [((last["leader"] + i) % players, c) for i, c in enumerate(last["cards"])]
    return cards, last.get("winner")


def _trick_cards(view: View) -> tuple[list[tuple[int, str]], list[tuple[int, str]], int | None]:
    """The trick in play, and the last one with its winner while it is still to be seen: until
    the next trick has its second card (so a player who looked away sees who took it)."""
    trick = [(int(s), str(c)) for s, c in view.get("trick") or []]
    if len(trick) >= 2:
        return trick, [], None
    last, winner = _last_trick(view)
    return trick, last, winner


NAME_ROW = LINE  # a name under a card of the trick


def trick_plan(game: str, *, trumps: bool = False, card_points: int = 0) -> Planner:
    """The planner of a trick game's picture, laid out for the phone: the plates; `trumps`: the
    team scores by side beside the trump card (Stovkahra), and before the first trick the deal's
    face-up packet; the trick in a row, each card over who played it, the last trick beside the
    new one's lead (its winner's card lit and starred, "Last trick, won by …") until the new
    trick has its second card; `card_points`: the pack's card points (Scarto's 52), each seat's
    card points under it said against them (`Card points (of 52): alice (7) · …`)."""

    def plan(
        canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], tight: bool = False
    ) -> Plan:
        style = deck_style(game)
        won = view.get("tricks_won") or []
        alone = solo(view)
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
            return canvas.tr("names-dot").join(p for p in parts if p)

        trump = ""
        if trumps and view.get("trump_card"):
            suit = view.get("trump") or C.suit_of(view["trump_card"])
            trump = canvas.tr("picture-trumps-of", suit=suit)
        shown = view.get("shown") or {}
        packet = list(shown.get("cards") or []) if not view.get("tricks") else []
        shown_by = canvas.tr("picture-shown-by", who=seat_name(names, shown.get("seat", 0))) if packet else ""
        points = view.get("card_points") if card_points else None
        point_words, counted = "", []
        if points:
            # In brackets: `Bot 1 15` would read as a name and a number run together.
            counted = [
                canvas.tr("name-and-number", who=seat_name(names, s), number=number_text(p))
                for s, p in enumerate(points)
            ]
            point_words = canvas.tr(
                "picture-card-points", points=canvas.tr("names-dot").join(counted), total=card_points
            )
        # Broken between seats, never inside one's `Bot 1 (8)`, to the width the lines are drawn in.
        point_room = canvas.width - 2 * MARGIN - 2
        point_lines = wrap(canvas, point_words, SMALL, point_room, 2, counted) if points else []
        band = len(point_lines) * LINE + 2 if points else 0

        trick, last, winner = _trick_cards(view)
        discard = view.get("phase") == "discard"
        if discard:
            caption = canvas.tr("picture-discarding", who=seat_name(names, view.get("dealer") or 0))
            trick, last = [], []
        elif last and winner is not None:
            caption = canvas.tr("picture-last-trick-won", who=seat_name(names, winner))
        elif last:
            caption = canvas.tr("picture-last-trick")
        elif trick:
            caption = canvas.tr("picture-trick")
        elif view.get("to_move") is not None and not view.get("over"):
            caption = canvas.tr("picture-to-lead", who=seat_name(names, view["to_move"]))
        else:
            caption = ""
        if packet and not trick and not last:
            caption, row = shown_by, [(shown.get("seat", 0), c) for c in packet]
        else:
            row = []

        # Before the first trick, the trump card joins the face-up packet's row (its words under
        # it, where a trick card has its player's name) and the team scores take the whole
        # width: the deal's first turns are when the live message is tallest (the last deal's
        # summary is folded in).
        beside = bool(trumps and trump and row)

        def info_h(width: float) -> float:
            if not trumps:
                return 0
            if beside:
                return teams_box_height(canvas, view, width, team_extra, names) + GAP
            left = teams_box_height(canvas, view, width - CARD_W - 10, team_extra, names)
            return max(left + (LINE if trump else 0), CARD_H + 6 if trump else 0) + GAP

        def caption_w(width: float) -> float:
            return width - CARD_W - 14 if beside else width

        def packet_caption(width: float) -> tuple[float, list[str]]:
            """Whose packet, under it and left of the trump card's words: its room, its lines."""
            label_w = min(width / 2, canvas.measure(trump, SMALL) + 2)
            room = width - max(label_w, CARD_W + 14) - 6
            return room, wrap(canvas, caption, SMALL, room, 1 if tight else 2, names)

        def middle(width: float) -> float:
            said = len(wrap(canvas, caption, SMALL, caption_w(width), 1 if tight else 2, names)) * LINE + 2
            if beside:  # whose packet it is: under it, beside what the trump card is
                said = (len(packet_caption(width)[1]) - 1) * LINE
            cards = bool(trick or last or row)
            return info_h(width) + said + (CARD_H + 3 + NAME_ROW if cards else 0)

        def slots(
            cards: list[tuple[int, str]], x: float, y: float, step: float, star: int | None, lit: int = -1
        ) -> float:
            """Cards left to right from x, each with its player's name under it (`star`: the
            trick's winner, lit and starred; `lit`: the index of the card just played); returns
            the x after them."""
            for i, (seat, card) in enumerate(cards):
                cx = x + i * step
                canvas.card(style, card, round(cx), round(y), CARD_W, mark=seat == star or i == lit)
                if seat == star:
                    canvas.text((cx + CARD_W - 2, y + 1), "★", SMALL + 2, fill=MARK, anchor="ra")
                name = seat_name(names, seat)
                at = (cx + CARD_W / 2, y + CARD_H + 3)
                canvas.text(at, name, SMALL, fill=MUTED, anchor="ma", width=int(max(step, CARD_W) - 2))
            return x + (len(cards) - 1) * step + CARD_W if cards else x

        def draw(where: Layout) -> None:
            seats.draw(where)
            x, y, w, _ = where.middle
            if beside:
                team_scores(canvas, view, (x, y, w, 0), team_extra, names)
                y += info_h(w)
            elif trumps:
                top = y
                y = team_scores(canvas, view, (x, y, w - CARD_W - 10, 0), team_extra, names)
                if trump:
                    canvas.text(
                        (x + 1, y + 1), trump, SMALL, bold=True, fill=MARK, width=int(w - CARD_W - 12)
                    )
                    canvas.card(style, view["trump_card"], round(x + w - CARD_W - 3), round(top + 3), CARD_W)
                y = top + info_h(w)
            cw = caption_w(w)
            lines = [] if beside else wrap(canvas, caption, SMALL, cw, 1 if tight else 2, names)
            for i, line in enumerate(lines):
                canvas.text((x + cw / 2, y + i * LINE), line, SMALL, fill=MUTED, anchor="ma", width=int(cw))
            y += len(lines) * LINE + 2
            if row:  # Stovkahra's face-up packet, before the first trick
                step = min(CARD_W + 6, (cw - CARD_W) / max(1, len(row) - 1)) if len(row) > 1 else 0
                left = x + (cw - (step * (len(row) - 1) + CARD_W)) / 2
                for i, (_, card) in enumerate(row):
                    canvas.card(style, card, round(left + i * step), round(y), CARD_W)
                if beside:  # whose packet under it; the trump card at the row's end, what it is under it
                    room, said = packet_caption(w)
                    for i, line in enumerate(said):
                        at = (x + room / 2, y + CARD_H + 3 + i * LINE)
                        canvas.text(at, line, SMALL, fill=MUTED, anchor="ma", width=int(room))
                    canvas.rect((x + cw + 5, y + 4, x + cw + 7, y + CARD_H - 4), fill=MUTED)
                    canvas.card(style, view["trump_card"], round(x + w - CARD_W - 3), round(y), CARD_W)
                    canvas.text(
                        (x + w, y + CARD_H + 3),
                        trump,
                        SMALL,
                        bold=True,
                        fill=MARK,
                        anchor="ra",
                        width=int(w / 2),
                    )
                return
            if last:
                # The last trick, overlapping a little, then the new trick's lead apart from it.
                room = w - (CARD_W + 14 if trick else 0)
                step = min(CARD_W + 6, (room - CARD_W) / max(1, len(last) - 1))
                span = step * (len(last) - 1) + CARD_W + (CARD_W + 14 if trick else 0)
                left = x + (w - span) / 2
                end = slots(last, left, y, step, winner)
                if trick:
                    canvas.rect((end + 6, y + 4, end + 8, y + CARD_H - 4), fill=MUTED)
                    slots(trick, end + 14, y, CARD_W + 6, None, lit=len(trick) - 1)
                return
            if trick:
                step = min(w / max(3, len(trick)), CARD_W + 30)
                left = x + (w - step * len(trick)) / 2 + (step - CARD_W) / 2
                slots(trick, left, y, step, None)
                canvas.rect(
                    (
                        left + (len(trick) - 1) * step - 3,
                        y - 3,
                        left + (len(trick) - 1) * step + CARD_W + 3,
                        y,
                    ),
                    fill=MARK,
                )

        def draw_all(where: Layout) -> None:
            draw(where)
            for i, line in enumerate(point_lines):
                # a long name's last line ends in "…"
                canvas.text(
                    (MARGIN + 2, where.below + i * LINE), line, SMALL, fill=MUTED, width=int(point_room)
                )

        return Plan(seats, middle, draw_all, band=band)

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
            x = MARGIN + ROOM - len(self.trick) * slot + (slot - w) / 2
            canvas.text((MARGIN, y + HAND_GAP + card_h(w) / 2), caption, HAND_LINE, fill=MUTED, anchor="lm")
        else:
            x = MARGIN + (slot - w) / 2
            canvas.text(
                (MARGIN, y + 2), caption, HAND_LINE, fill=MUTED if self.trick else TEXT, width=ROOM * 0.6
            )
            if self.trump:
                right = (MARGIN + ROOM, y + 2)
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
            left = MARGIN + ROOM - slot
            canvas.rect((left - 1, y, left, y + card_h(w)), fill=FELT_DARK)
            tx = left + (slot - w) / 2
            canvas.card(self.style, self.trump, tx, y, w)
            suit = self.tr("picture-suit", suit=self.view.get("trump") or "")
            label = (tx + w / 2, y + card_h(w) + 3)
            canvas.text(label, suit, SMALL, bold=True, anchor="mt", width=round(slot - HAND_GAP))
        return y + card_h(w) + NAME_H
