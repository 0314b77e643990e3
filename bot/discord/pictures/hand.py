"""The private picture: what a player needs to choose a move, in one image for their DM and `/hand`.

On the player's turn it shows the table's part that decides the move above their hand (a
`Decider` the game's Discord face makes, `Adapter.private_decider`: Scopa's table cards, the trick
in play and Stovkahra's trump card, the neighbour's face-down cards to draw from numbered as the
draw buttons are, the stock and the other hands: `bot/discord/games/<family>/picture.py`); the
`CardGroup`s it draws are sized together with the hand's. Off their turn, only the hand (the DM
is not redrawn on every move of the others, so nothing that would go stale is drawn). Whose turn
it is the panel's text says; the picture says only "Game over" in a bar, at the end.

Laid out for the width a 360 px phone shows an attachment at: `DISPLAY` (284) display pixels
wide, at most `MAX_HEIGHT` (300) tall, drawn at twice that for sharp phones. The cards take the
largest width (at most `CARD_MAX`, never under `CARD_MIN` = 46 px) at which everything fits, and
no text is under `SMALL` = 12 px; so the phone shows both at that size, and a desktop (which shows
an attachment in 550 × 350) at least 350 / 300 of it (Scarto's 25 tarot cards under a trick
too: their rows overlap down to the figures' initials). A hand that still could not fit would
grow past 300, up to the 400 a phone shows unscaled. The hand stays whole and in order; a hand
too long for its row fans out, each card covered only past its index corner (`corner`), so
every number, letter and suit sign stays readable. The cards that may not be used now are
dimmed, and a line says why (play / discard).

Every card drawn is recorded with its place (`PrivateCanvas.placed`, display pixels), with the texts
and card widths `Canvas` records: what the tests hold to the size floor and the fan to its corners.
No discord import: `private_image` returns PNG bytes. `hand_image` is the older, plainer picture of
a hand: its cards in rows up to `STRIP_W` wide, the unusable ones dimmed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEXT, Canvas
from bot.discord.pictures.cards import _index_box, _index_size, deck_style, face_layout, number_text
from bot.discord.pictures.fonts import drawable_part
from bot.discord.pictures.layout import CARD_RATIO, CARD_W, MARGIN, SCALE, SMALL
from bot.discord.pictures.table import picture_locale
from games import cards as C
from i18n import DEFAULT

# The private picture goes as a plain attachment (`card_pictures.hand_files`): Discord shows one
# at most 550 × 350 CSS px on a desktop and about 284 px wide (at most 400 tall) on a 360 px
# phone, never enlarged. Laid out 284 wide, a phone shows it at its layout size (12 px words stay
# 12, cards 46 px wide); at most 300 tall, a desktop shows it at least 350 / 300 of that (as large
# as the 400 × 300 layout it replaces at its tallest, larger when shorter).
DISPLAY = 284  # layout pixels across: what a 360 px phone shows an attached picture at
PHONE_H = 400  # the tallest a phone shows an attachment unscaled
DESKTOP = (550, 350)  # the box a desktop shows an attachment in
WIDTH = DISPLAY * SCALE
MAX_HEIGHT = 300  # the tallest it is laid out (display pixels): a desktop's 350 over 300 at least
GAP = 4
ROOM = DISPLAY - 2 * MARGIN
CARD_MIN = CARD_W  # the narrowest card: its index reads at 12 px
CARD_MAX = 76  # a short hand (Scopa's three) is drawn larger
# The widths a card is drawn at: a few, so the faces drawn once and kept (`card_face`'s cache)
# serve every picture, instead of one set of faces per pixel of width.
WIDTHS = (76, 70, 64, 58, 54, 50, CARD_MIN)
TITLE = 15
LINE = 13
BAR_H = 24
CAPTION_H = LINE + 6
NAME_H = SMALL + 5
RULE_H = 9  # the line between the table's part and the hand
FIGURE_SHOWN = 0.48  # an Italian or tarot figure: its initial in the corner (cards.figure_text) stays in view
_CAPITALS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # what a figure's initial can be, in any language
BACK_R = 10  # the number on a back the player may draw
BACK_SHOWN = 2 * BACK_R + 5
BACK_MOST = 54  # the widest a back to draw from is drawn
TRICK_SLOT = ROOM / 4  # a trick has at most four cards, each over its player's name
SIDE_BY_SIDE = 50  # a row of cards at least this wide side by side is not fanned to be wider
STRIP_W = 760  # how wide `hand_image` lets a long row of cards spread

View = Mapping[str, Any]


def card_h(w: float) -> float:
    return w * CARD_RATIO


def _snap(w: float) -> int:
    """The widest of `WIDTHS` not over `w` (`CARD_MIN` at least)."""
    return next((size for size in WIDTHS if size <= w), CARD_MIN)


@lru_cache(maxsize=4096)
def corner(style: str, card: str | None, w: float, numbered: bool = False) -> tuple[float, float]:
    """The part of a card `w` wide, from its top-left corner, that must stay in view when later
    cards cover it: its whole index (the number, a French card's suit sign, a trump's number) with
    a little paper round it; an Italian or tarot figure's initial (`cards.figure_text`, as deep as
    any capital goes); most of the Matto, which has none; a numbered back's number. (width,
    height) in display pixels."""
    if card is None:
        return (BACK_SHOWN, BACK_SHOWN) if numbered else (w * 0.3, card_h(w) * 0.3)
    pw = round(w * SCALE)
    at = (pw * 0.08, pw * 0.05)
    if number_text(style, card) is not None:
        layout = face_layout(style, card, pw)
        boxes = list(layout.marks) if layout else []
    elif C.is_trump(card):
        boxes = [_index_box(card[1:], round(pw * 0.36), *at)]
    elif card in C.JOKERS:
        boxes = [_index_box("JK", _index_size("JK", pw), *at)]
    elif style == "french" and card != C.FOOL:
        letter = C.rank_of(card)
        box = _index_box(letter, _index_size(letter, pw), *at)
        boxes = [box, (box[2], at[1], box[2] + pw * 0.29, pw * 0.33)]  # and the suit sign beside
    elif card != C.FOOL:  # an Italian or tarot figure: its initial, a capital in the picture's language
        tallest = max(_index_box(ch, _index_size(ch, pw), *at)[3] for ch in _CAPITALS)
        return w * FIGURE_SHOWN, tallest / SCALE + w * 0.06
    else:
        boxes = []
    if not boxes:  # the Matto has no index: the figure is its index
        return w * FIGURE_SHOWN, card_h(w)
    pad = w * 0.06
    return max(b[2] for b in boxes) / SCALE + pad, max(b[3] for b in boxes) / SCALE + pad


@dataclass
class CardGroup:
    """Cards (None: a back) laid out in rows across `room`: as few rows as the width allows, a
    row fanned (each card covered past its corner) when its cards don't fit side by side; rows
    stacked so that only their index corners show (`cascade`) when nothing else fits."""

    cards: list[str | None]
    style: str
    room: float = ROOM
    numbered: bool = False
    dim: Collection[str] = ()
    most: float = CARD_MAX  # the widest these cards are drawn
    rows: list[list[float]] = field(default_factory=list)  # per row, the step after each card
    down: float = 0.0  # from one row's top to the next's

    def __post_init__(self) -> None:
        # A few cards that fit side by side at a good size stay side by side, not fanned larger.
        n = len(self.cards)
        side = (self.room - (n - 1) * GAP) / n if n else self.most
        if side >= SIDE_BY_SIDE:
            self.most = min(self.most, _snap(side))

    def fit(self, w: float) -> float | None:
        """Lay the cards out at width `w` in as few rows as fit across; their height, or None
        when no row count fits (a row narrower than a card)."""
        n = len(self.cards)
        self.rows, self.down = [], card_h(w) + GAP
        if not n:
            return 0.0
        for count in range(1, n + 1):
            rows = self._rows(count, w)
            if rows is not None:
                self.rows = rows
                return count * card_h(w) + (count - 1) * GAP
        return None

    def _rows(self, count: int, w: float) -> list[list[float]] | None:
        """`count` rows as even as they can be, each as the steps from one card to the next:
        side by side when they fit, else evenly fanned, else fanned card by card (each step
        just past the covered card's corner, the room left shared out)."""
        n = len(self.cards)
        sizes = [n // count + (1 if i < n % count else 0) for i in range(count)]
        rows, start = [], 0
        for per in sizes:
            row = self.cards[start : start + per]
            start += per
            if per * w + (per - 1) * GAP <= self.room:
                rows.append([w + GAP] * per)
                continue
            need = [corner(self.style, c, w, self.numbered)[0] for c in row[:-1]]
            even = (self.room - w) / (per - 1)
            if even >= max(need):
                rows.append([even] * per)
                continue
            slack = self.room - w - sum(need)
            if slack < 0:
                return None
            rows.append([step + slack / (per - 1) for step in need] + [w])
        return rows

    def cascade(self, w: float, height: float) -> bool:
        """Fit in `height` by letting each row cover the one above it up to under its cards'
        index corners (a French hand's corners say it all); False when no row count allows it."""
        n = len(self.cards)
        for count in range(2, n + 1):
            rows = self._rows(count, w)
            if rows is None:
                continue
            down = (height - card_h(w)) / (count - 1)
            upper = self.cards[: n - len(rows[-1])]
            if down >= card_h(w) + GAP:
                return False  # (fit would have done it)
            if all(down >= corner(self.style, c, w, self.numbered)[1] for c in upper):
                self.rows, self.down = rows, down
                return True
        return False

    def height(self, w: float) -> float:
        return (len(self.rows) - 1) * self.down + card_h(w) if self.rows else 0.0

    def draw(self, canvas: PrivateCanvas, x0: float, top: float, w: float) -> float:
        """Draw the rows laid out by `fit` (at `w`, or this group's `most`) from (x0, top);
        returns the y under them."""
        w = min(w, self.most)
        index, y = 0, top
        for steps in self.rows:
            x = x0
            for step in steps:
                card = self.cards[index]
                canvas.card(self.style, card, x, y, w, dim=card is not None and card in self.dim)
                if self.numbered:
                    cx, cy = x + 2 + BACK_R, y + 3 + BACK_R
                    box = (cx - BACK_R, cy - BACK_R, cx + BACK_R, cy + BACK_R)
                    canvas.rect(box, radius=BACK_R, fill=FELT_DARK, outline=MARK, width=1.5)
                    canvas.text((cx, cy), str(index + 1), LINE, bold=True, anchor="mm")
                x += step
                index += 1
            y += self.down
        return top + self.height(w)


class PrivateCanvas(Canvas):
    """The private picture's canvas: display pixels drawn at `SCALE`, each card's place kept."""

    def __init__(self, height: float, locale: str) -> None:
        super().__init__(DISPLAY, max(1, round(height)), locale, scale=SCALE)
        self.placed: list[tuple[str | None, float, float, float, bool]] = []  # card, x, y, w, dimmed

    def card(
        self,
        style: str,
        card: str | None,
        x: float,
        y: float,
        w: float,
        *,
        mark: bool = False,
        dim: bool = False,
    ) -> None:
        self.placed.append((card, x, y, w, dim))
        super().card(style, card, x, y, w, mark=mark, dim=dim)  # type: ignore[arg-type]


def _short(name: str) -> str:
    """A name without its trailing "(level)": the picture has room for names, not levels."""
    return re.sub(r"\s*[(（][^()（）]*[)）]$", "", name)


class Decider:
    """The table's part of one game on the private picture: its card groups (sized with the
    hand's, `fixed` its height beside them) and how it's drawn. A game's Discord face makes one
    (`Adapter.private_decider`) from the seat's view; `fixed` 0: nothing to draw (the hand alone)."""

    def __init__(self, view: View, names: Sequence[str], probe: PrivateCanvas, style: str) -> None:
        self.view, self.names, self.tr, self.measure = view, names, probe.tr, probe.measure
        self.style = style
        self.groups: list[CardGroup] = []
        self.fixed = 0.0  # its height beside its card groups

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if seat == self.view.get("seat"):
            return self.tr("hand-picture-you")
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def draw(self, canvas: PrivateCanvas, y: float, w: float) -> float:
        """Draw from `y` with cards `w` wide; returns the y under it."""
        return y


# A game's decider for a seat's view (its `Adapter.private_decider`), None for the hand alone.
DeciderOf = Callable[[View, Sequence[str], PrivateCanvas], Decider | None]


def _no_decider(view: View, names: Sequence[str], probe: PrivateCanvas) -> Decider | None:
    return None


def _widest(groups: Sequence[CardGroup], fixed: float) -> float:
    """The widest card (one of `WIDTHS`, `CARD_MIN`..`CARD_MAX`; each group at most its own
    `most`) at which every group fits in `MAX_HEIGHT` beside `fixed`, the groups laid out at it.
    When nothing fits side by side, the last group (the hand) cascades at `CARD_MIN`; if even
    that fails, it stays at the floor, whole and readable, and the picture grows."""
    for w in WIDTHS:
        heights = [g.fit(min(w, g.most)) for g in groups]
        if all(h is not None for h in heights) and fixed + sum(heights) <= MAX_HEIGHT:  # type: ignore[arg-type]
            return w
    if groups:
        *others, last = groups
        room = MAX_HEIGHT - fixed - sum(g.height(min(CARD_MIN, g.most)) for g in others)
        last.cascade(CARD_MIN, room)
    return CARD_MIN


def private_canvas(
    view: View,
    names: Sequence[str],
    *,
    style: str,
    decider: DeciderOf = _no_decider,
    hand: Sequence[str],
    usable: Collection[str] | None = None,
    why: str = "play",
    mine: bool = False,
    locale: str = DEFAULT,
) -> PrivateCanvas:
    """The private picture drawn (see `private_image`), with its record of what it drew."""
    locale = picture_locale(locale)
    probe = PrivateCanvas(1, locale)
    names = [
        _short(drawable_part(n)) or probe.tr("picture-player", number=i + 1) for i, n in enumerate(names)
    ]
    cards = list(hand)
    allowed = None if usable is None else set(usable)
    dim = set() if allowed is None else {c for c in cards if c not in allowed}
    plan = decider(view, names, probe) if mine else None
    if plan is not None and not plan.fixed:  # Scarto's discard: the hand is all there is to see
        plan = None

    # Whose turn it is the panel's text says (in bold on the player's turn): said again in a bar
    # over the picture it only took the phone's height. The end of the game has no such line.
    over = bool(view.get("over"))
    bar = BAR_H + 4 if over else 0
    caption = probe.tr("hand-picture-your-hand", count=len(cards))
    note = probe.tr("hand-picture-dimmed", why=why) if dim else ""
    # The note shares the hand's caption line when both fit; else it takes that line alone (why
    # a card is greyed matters more than the count of the cards, which the picture shows).
    beside = not note or probe.measure(caption, LINE) + 16 + probe.measure(note, SMALL) <= ROOM
    hand_group = CardGroup(cards, style, dim=dim)
    groups = [*(plan.groups if plan else []), *([hand_group] if cards else [])]
    fixed = (bar or 4) + CAPTION_H + GAP + 4
    if plan:
        fixed += plan.fixed + RULE_H
    if not cards:
        fixed += CAPTION_H
    w = _widest(groups, fixed)
    height = fixed + sum(g.height(min(w, g.most)) for g in groups)

    canvas = PrivateCanvas(height, locale)
    if over:
        canvas.rect((0, 0, DISPLAY, BAR_H), fill=FELT_DARK)
        title = canvas.tr("hand-picture-over")
        canvas.text((MARGIN + 2, BAR_H / 2), title, TITLE, bold=True, fill=TEXT, anchor="lm", width=ROOM)
    y = bar or 4
    if plan:
        y = plan.draw(canvas, y, w) + 4
        canvas.rect((MARGIN, y, DISPLAY - MARGIN, y + 1), fill=FELT_DARK)
        y += RULE_H - 4
    if beside:
        canvas.text((MARGIN, y + 2), caption, LINE, fill=TEXT, width=ROOM)
    if note:
        at, anchor = ((DISPLAY - MARGIN, y + 3), "ra") if beside else ((MARGIN, y + 3), "la")
        canvas.text(at, note, SMALL, fill=MUTED, anchor=anchor, width=ROOM)
    y += CAPTION_H
    if cards:
        y = hand_group.draw(canvas, MARGIN, y + GAP, w)
    else:
        canvas.text((MARGIN, y + 2), canvas.tr("picture-no-cards"), LINE, fill=MUTED, width=ROOM)
        y += CAPTION_H
    return canvas


def private_image(
    view: View,
    names: Sequence[str],
    *,
    style: str,
    decider: DeciderOf = _no_decider,
    hand: Sequence[str],
    usable: Collection[str] | None = None,
    why: str = "play",
    mine: bool = False,
    locale: str = DEFAULT,
) -> bytes:
    """The seat's private picture as PNG, from its own `view` (sent to that seat only).

    `usable`: the cards that may be used now (the others are dimmed; None: all bright); `why`:
    what they may be used for (`play` or `discard`: the line by the hand); `mine`: the seat's
    turn (the table's part is drawn then only); `style`: the deck's (`cards.deck_style`);
    `decider`: the game's part of the table that decides the move (`Adapter.private_decider`)."""
    return private_canvas(
        view, names, style=style, decider=decider, hand=hand, usable=usable, why=why, mine=mine, locale=locale
    ).png()


def hand_image(
    game: str,
    hand: Sequence[str],
    *,
    playable: Sequence[str] | None = None,
    width: int = 92,
    per_row: int = 12,
    locale: str = DEFAULT,
) -> bytes:
    """One player's cards in a row, in hand order; with `playable`, the others are dimmed."""
    style = deck_style(game)
    cards = list(hand)
    rows = [cards[i : i + per_row] for i in range(0, len(cards), per_row)] or [[]]
    h = round(width * CARD_RATIO)
    longest = max(len(r) for r in rows)
    step = width + 6 if longest <= 7 else max(width // 2, (STRIP_W - 20 - width) // max(1, longest - 1))
    span = (longest - 1) * step + width if longest else width
    canvas = Canvas(span + 20, len(rows) * (h + 10) + 10, picture_locale(locale))
    allowed = None if playable is None else set(playable)
    for r, row in enumerate(rows):
        for i, card in enumerate(row):
            canvas.card(
                style,
                card,
                10 + i * step,
                10 + r * (h + 10),
                width,
                dim=allowed is not None and card not in allowed,
            )
    if not cards:
        canvas.text(
            (canvas.image.width // 2, canvas.image.height // 2),
            canvas.tr("picture-no-cards"),
            18,
            anchor="mm",
        )
    return canvas.png()
