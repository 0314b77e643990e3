"""The seats of a table picture: where each plate goes (`layout`) and what it says (name, a
computer's level as a badge, score, cards in hand, whose turn, the dealer, each game's extra, a
team game's side as the border's colour), and the team scores by side name when seats share
sides. Also how a seat and a number are written on a picture.

Laid out for the phone (issue 35): a 360 px phone shows the embed image about 250 CSS px wide,
so the picture is `TABLE_W` (250) layout px wide and at most `MAX_H` (300) tall, drawn at
`SCALE`; it shows 1:1 on the phone and at least 1:1 in a desktop's 400 × 300 box. The plates go
two a row at the top, in play order (a team game's partners side by side, a row per side), and
the game's middle has the whole width under them. A plate is one line when its words fit, else
two (name and score; cards in hand, the game's extra and the badge), a third for a long extra.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, TEAM_COLOURS, TEXT, Canvas, View
from bot.discord.pictures.layout import CARD_H, CARD_W, DISPLAY, MARGIN, MAX_H, SCALE, SMALL, TABLE_W

# The layout's measures, importable from here as before.
__all__ = ["CARD_H", "CARD_W", "DISPLAY", "MARGIN", "MAX_H", "SCALE", "SMALL", "TABLE_W", "TEAM_COLOURS"]

Box = tuple[float, float, float, float]  # x, y, w, h

# Layout pixels (the picture is drawn for a `DISPLAY`-wide slot, at twice that for sharpness).
HEAD_H = 28  # the header of the game-over picture
GAP = 4
PLATE_H = 36  # a plate's two lines
TALL_H = 50  # a plate whose extra needs a third line
LINE_H = 22  # a plate whose words all fit one line (a team game's: no score, no extra)
NAME = 14  # a seat's name
BIG = 15  # scores
LINE = 15  # a line of SMALL text


def seat_name(names: Sequence[str], seat: int) -> str:
    # Names are made drawable (and given to empty seats) by `table_image` before any drawing.
    return names[seat] if 0 <= seat < len(names) and names[seat] else str(seat + 1)


def number_text(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


@dataclass
class Layout:
    """Where everything goes: a box (x, y, w, h) per seat, the game's own drawing's (`middle`,
    the picture's whole width), and the y where the band under it starts (`below`). `beside`:
    the free half of a last row with one plate (an odd table laid out with `lone_left`), where
    the key to the hand icon goes at no cost in height; None when there is none."""

    seats: dict[int, Box]
    middle: Box
    below: float
    beside: Box | None = None


PlateHeight = Callable[[int, float], float]


def plate_order(players: int, sides: Sequence[int] = ()) -> list[int]:
    """The seats in the order their plates are laid out, two a row: play order, or in a team
    game side by side (partners in one row: `0 2 / 1 3` for Scopone, `0 3 / 1 4 / 2 5` for
    6-player Scopa in three teams)."""
    seats = list(range(players))
    if len(sides) >= players and len(set(sides[:players])) < players:
        seats.sort(key=lambda seat: (sides[seat], seat))
    return seats


def layout(
    players: int,
    middle_h: Callable[[float], float],
    width: float = TABLE_W,
    *,
    top: float = 0,
    plate_h: PlateHeight | None = None,
    sides: Sequence[int] = (),
    lone_left: bool = False,
) -> Layout:
    """The seats' plates two a row at the top (`plate_order`), then the game's middle as wide
    as the picture and as tall as `middle_h(its width)` needs. `plate_h(seat, width)`: a plate's
    height (`PLATE_H` unless told). Laid out for the phone (`TABLE_W`): no side columns, so the
    middle (the cards) has the whole width. A last row with one plate has it centred, or with
    `lone_left` at the left, the half beside it free (`Layout.beside`)."""
    height_of: PlateHeight = plate_h or (lambda seat, w: PLATE_H)
    per = 1 if players <= 1 else 2
    plate_w = (width - 2 * MARGIN - (per - 1) * GAP) / per
    order = plate_order(players, sides)
    seats: dict[int, Box] = {}
    beside: Box | None = None
    y = top + GAP
    for first in range(0, len(order), per):
        row = order[first : first + per]
        h = max(height_of(seat, plate_w) for seat in row)
        x = (width - (len(row) * plate_w + (len(row) - 1) * GAP)) / 2
        if lone_left and len(row) < per:
            x = MARGIN
            beside = (x + plate_w + GAP, y, plate_w, h)
        for seat in row:
            seats[seat] = (x, y, plate_w, h)
            x += plate_w + GAP
        y += h + GAP
    mid_w = width - 2 * MARGIN
    mid_h = middle_h(mid_w)
    middle = (MARGIN, y, mid_w, mid_h)
    return Layout(seats, middle, y + mid_h + GAP, beside)


# -- plates ------------------------------------------------------------------------------------
class Badge(str):
    """A computer's level on its plate: its stars (★ easy, ★★ normal, ★★★ hard; the string
    itself), and its `word` (`normal`, `ふつう`), drawn instead where the plate has room for it on
    the line they share."""

    word: str

    def __new__(cls, stars: str, word: str = "") -> Badge:
        badge = super().__new__(cls, stars)
        badge.word = word
        return badge


@dataclass(frozen=True)
class Plate:
    """What one seat's plate says."""

    name: str
    score: str = ""
    count: str = ""  # cards in hand: in words ("7 in hand"), or the number beside an icon; "" for none
    icon: bool = False  # the count is a number to draw beside a card icon
    extra: str = ""
    note: str = ""  # a line of its own under the others (Go Fish: the rank it asked for last)
    badge: str | None = None  # a `Badge` to say the level in words where it fits
    turn: bool = False
    dealer: bool = False
    team: tuple[int, int, int] | None = None  # a team game: the side's colour, the plate's border


@dataclass(frozen=True)
class PlateFit:
    """How a plate's words fit its width: what goes on the first line, and whether the extra
    needs a third line."""

    turn_mark: bool
    dealer_first: bool
    score_first: bool
    third: bool
    one_line: bool = False
    badge: str = ""  # what the badge says: the level's word where it fits, else its stars
    note: bool = False  # a line more, for the plate's note

    @property
    def height(self) -> float:
        if self.one_line:
            return LINE_H
        return (TALL_H if self.third else PLATE_H) + (TALL_H - PLATE_H if self.note else 0)


def _fit_plate(canvas: Canvas, plate: Plate, w: float, words: bool = True) -> PlateFit:
    """How `plate` fits `w`: with its level in words (if `words`) when they take no more lines
    than its stars and leave the cards in hand and the extra whole, else with the stars."""
    stars = _fit_with(canvas, plate, w, plate.badge or "")
    word = _word_fit(canvas, plate, w, stars) if words else None
    return word or stars or _fit_with(canvas, plate, w, plate.badge or "", force=True)  # type: ignore[return-value]


def _word_fit(canvas: Canvas, plate: Plate, w: float, stars: PlateFit | None) -> PlateFit | None:
    """The fit with the level in words, None when there is none or it would cost the plate."""
    said = getattr(plate.badge, "word", "")
    if not said or stars is None:
        return None
    word = _fit_with(canvas, plate, w, said)
    same = word is not None and (word.height, word.third) == (stars.height, stars.third)
    return word if same else None


def _fit_with(canvas: Canvas, plate: Plate, w: float, badge: str, force: bool = False) -> PlateFit | None:
    """The fit with `badge` as the badge's words; None when its second line would cut the cards
    in hand or the extra (unless `force`)."""
    room = w - 12
    name_w = canvas.measure(plate.name, NAME) + 1
    score_w = canvas.measure(plate.score, BIG) + 6 if plate.score else 0
    badge_w = canvas.measure(badge, SMALL) + 10 if badge else 0
    # The name whole first, then the score beside it, the dealer's mark, the turn's arrow.
    score_first = name_w + score_w <= room
    used = name_w + (score_w if score_first else 0)
    dealer_first = plate.dealer and used + 20 <= room
    used += 20 if dealer_first else 0
    turn_mark = plate.turn and used + 13 <= room
    second = room - badge_w
    if plate.dealer and not dealer_first:
        second -= 20
    if plate.score and not score_first:
        second -= score_w
    words = [plate.count] if plate.count else []
    if plate.extra:
        words.append(plate.extra)
    icon = 12 if plate.icon else 0
    need = icon + canvas.measure(canvas.tr("names-dot").join(words), SMALL)
    count_need = (icon + canvas.measure(plate.count, SMALL)) if plate.count else 0
    third = bool(plate.extra) and need > second
    if not force and (count_need > second or (not third and need > second)):
        return None
    one = name_w + score_w + (20 if plate.dealer else 0) + (13 if plate.turn else 0) + badge_w
    one += need + 8 if words else 0
    one_line = one <= room and not plate.note
    return PlateFit(turn_mark, dealer_first, score_first, third, one_line, badge=badge, note=bool(plate.note))


def draw_plate(canvas: Canvas, plate: Plate, box: Box, fit: PlateFit | None = None) -> None:
    """One plate in `box`: line one the name (lit when to move) and the score, line two the
    cards in hand, the game's extra and the badge (the extra on a third line when it is long)."""
    x, y, w, h = box
    fit = fit or _fit_plate(canvas, plate, w)
    canvas.rect((x, y, x + w, y + h), radius=6, fill=FELT_DARK, outline=MARK if plate.turn else None, width=2)
    if plate.team:  # partners share a border's colour (inside the turn's when both)
        inset = 2 if plate.turn else 0
        canvas.rect(
            (x + inset, y + inset, x + w - inset, y + h - inset), radius=6, outline=plate.team, width=2
        )
    left, right = x + 6, x + w - 6
    line1, line2 = y + 3, y + 19

    def dealer_mark(at: float, top: float) -> None:
        canvas.ellipse((at, top, at + 16, top + 16), fill=TEXT)
        canvas.text((at + 8, top + 8.5), canvas.tr("picture-dealer"), SMALL, fill=FELT_DARK, anchor="mm")

    if fit.one_line and h < PLATE_H:
        _one_line(canvas, plate, box, dealer_mark, fit.badge)
        return

    if fit.turn_mark:
        canvas.turn_mark(left, line1 + 2, 11)
        left += 13
    if fit.dealer_first:
        dealer_mark(left, line1)
        left += 20
    if plate.score and fit.score_first:
        right -= canvas.text((right, line1), plate.score, BIG, bold=True, anchor="ra") + 6
    canvas.text(
        (left, line1 + 1),
        plate.name,
        NAME,
        bold=True,
        fill=MARK if plate.turn else TEXT,
        width=int(right - left),
    )
    left, right = x + 6, x + w - 6
    if plate.dealer and not fit.dealer_first:
        dealer_mark(left, line2)
        left += 20
    if fit.badge:
        bw = canvas.measure(fit.badge, SMALL) + 6
        canvas.rect((right - bw, line2, right, line2 + 15), radius=4, fill=(70, 90, 80))
        canvas.text((right - bw / 2, line2 + 7.5), fit.badge, SMALL, fill=MARK, anchor="mm")
        right -= bw + 4
    if plate.score and not fit.score_first:
        right -= canvas.text((right, line2 - 1), plate.score, BIG, bold=True, anchor="ra") + 6
    words = []
    if plate.count and plate.icon:
        hand_icon(canvas, left, line2 + 1)
        left += 11
    if plate.count:
        words.append(plate.count)
    if plate.extra and fit.third:  # a line of its own, said there only
        canvas.text((x + 6, line2 + LINE), plate.extra, SMALL, fill=MUTED, width=int(w - 12))
    elif plate.extra:
        words.append(plate.extra)
    if plate.note:
        below = line2 + LINE * (2 if fit.third else 1)
        canvas.text((x + 6, below), plate.note, SMALL, fill=MUTED, width=int(w - 12))
    if words:
        canvas.text(
            (left, line2), canvas.tr("names-dot").join(words), SMALL, fill=MUTED, width=int(right - left)
        )


def _one_line(
    canvas: Canvas, plate: Plate, box: Box, dealer_mark: Callable[[float, float], None], badge: str
) -> None:
    """A plate whose words fit one line: the turn's arrow, the dealer, the name; at the right the
    score, the badge, and before them the cards in hand and the extra."""
    x, y, w, h = box
    top = y + (h - 16) / 2
    left, right = x + 6, x + w - 6
    if plate.turn:
        canvas.turn_mark(left, top + 2.5, 11)
        left += 13
    if plate.dealer:
        dealer_mark(left, top)
        left += 20
    if plate.score:
        right -= canvas.text((right, top - 1), plate.score, BIG, bold=True, anchor="ra") + 6
    if badge:
        bw = canvas.measure(badge, SMALL) + 6
        canvas.rect((right - bw, top, right, top + 15), radius=4, fill=(70, 90, 80))
        canvas.text((right - bw / 2, top + 7.5), badge, SMALL, fill=MARK, anchor="mm")
        right -= bw + 4
    words = canvas.tr("names-dot").join(part for part in (plate.count, plate.extra) if part)
    if words:
        right -= canvas.text((right, top + 1), words, SMALL, fill=MUTED, anchor="ra") + 2
    if plate.count and plate.icon:
        hand_icon(canvas, right - 8, top + 2)
        right -= 12
    canvas.text(
        (left, top), plate.name, NAME, bold=True, fill=MARK if plate.turn else TEXT, width=int(right - left)
    )


def hand_icon(canvas: Canvas, x: float, top: float) -> None:
    """The card icon a crowded plate counts its hand beside (`▮ 7`), 8 × 12 from (`x`, `top`)."""
    canvas.rect((x, top, x + 8, top + 12), radius=2, fill=(40, 70, 150), outline=TEXT)


class Plates:
    """Every seat's plate for one picture: made before the layout (whose rows are as tall as
    their plates need), drawn after it."""

    def __init__(
        self,
        canvas: Canvas,
        view: View,
        names: Sequence[str],
        extras: Callable[[int], str],
        *,
        badges: Sequence[str | None] = (),
        scored: bool = True,
        counts: bool = True,
        notes: Callable[[int], str] = lambda seat: "",
    ) -> None:
        sizes = view.get("hand_sizes") or []
        sides = view.get("sides") or []
        scores = (view.get("scores") or []) if scored else []
        solo = len(sides) == len(set(sides))
        self.sides = list(sides)
        to_move = None if view.get("over") else view.get("to_move")
        dealer = view.get("dealer") if not view.get("over") else None
        players = max(len(names), len(sizes))
        self.canvas = canvas
        self.fits: dict[tuple[int, float], PlateFit] = {}
        self.said: dict[float, bool] = {}
        self.plates: dict[int, Plate] = {}
        for seat in range(players):
            score = ""
            if solo and seat < len(sides) and sides[seat] < len(scores):
                score = number_text(scores[sides[seat]])
            self.plates[seat] = Plate(
                name=seat_name(names, seat),
                score=score,
                count=self.count(sizes[seat]) if counts and seat < len(sizes) else "",
                icon=not canvas.hand_words,
                extra=extras(seat),
                note=notes(seat) if canvas.plate_notes else "",
                badge=badges[seat] if seat < len(badges) else None,
                turn=seat == to_move,
                dealer=dealer == seat,
                team=None if solo or seat >= len(sides) else TEAM_COLOURS[sides[seat] % len(TEAM_COLOURS)],
            )

    def count(self, size: int) -> str:
        return self.canvas.tr("picture-in-hand", count=size) if self.canvas.hand_words else str(size)

    def fit(self, seat: int, w: float) -> PlateFit | None:
        plate = self.plates.get(seat)
        if plate is None:
            return None
        if (seat, w) not in self.fits:  # a layout asks for each plate's height several times
            self.fits[seat, w] = _fit_plate(self.canvas, plate, w, self.words(w))
        return self.fits[seat, w]

    def words(self, w: float) -> bool:
        """Whether the computers' levels are said in words on plates `w` wide: when every one
        fits (one table, one way of saying them: not `easy` beside `★★★`)."""
        if w not in self.said:
            self.said[w] = all(
                _word_fit(self.canvas, p, w, _fit_with(self.canvas, p, w, p.badge or "")) is not None
                for p in self.plates.values()
                if getattr(p.badge, "word", "")
            )
        return self.said[w]

    def height(self, seat: int, w: float) -> float:
        fit = self.fit(seat, w)
        return fit.height if fit else PLATE_H

    def draw(self, where: Layout) -> None:
        for seat, box in where.seats.items():
            if seat in self.plates:
                draw_plate(self.canvas, self.plates[seat], box, self.fit(seat, box[2]))


def plates(
    canvas: Canvas,
    view: View,
    names: Sequence[str],
    where: Layout,
    extras: Callable[[int], str],
    *,
    badges: Sequence[str | None] = (),
    scored: bool = True,
    counts: bool = True,
) -> None:
    """Every seat's plate. `scored=False`: no score on the plate (team games show theirs in a
    corner; the Old Maid family has places); `counts=False`: no hand to count (Concentration)."""
    Plates(canvas, view, names, extras, badges=badges, scored=scored, counts=counts).draw(where)


# -- teams -------------------------------------------------------------------------------------
def solo(view: View) -> bool:
    sides = view.get("sides") or []
    return len(sides) == len(set(sides))


def _members(canvas: Canvas, view: View, side: int, names: Sequence[str]) -> str:
    sides = view.get("sides") or []
    return canvas.tr("live-team-joiner").join(
        seat_name(names, seat) for seat, s in enumerate(sides) if s == side
    )


def _team_lines(
    canvas: Canvas, view: View, width: float, extras: Callable[[int], str] | None, names: Sequence[str] = ()
) -> list[list[str]]:
    """Each side's lines in a box `width` wide: the first its members (beside its colour and
    score), then the extra's parts (`tricks 3 · brčke 1`) on the first line when they fit, else
    on lines of their own."""
    out = []
    for side, score in enumerate(view.get("scores") or []):
        dot = canvas.tr("names-dot")
        parts = [p for p in (extras(side) if extras else "").split(dot) if p]
        members = _members(canvas, view, side, names)
        room = width - 18 - canvas.measure(number_text(score), NAME) - 8
        room -= canvas.measure(members, SMALL + 1) + 10
        lines: list[str] = [""]
        for part in parts:
            joined = f"{lines[-1]}{dot}{part}" if lines[-1] else part
            if canvas.measure(joined, SMALL) <= room:
                lines[-1] = joined
            else:
                lines.append(part)
            room = width - 18 if len(lines) > 1 else room
        out.append(lines)
    return out


def teams_box_height(
    canvas: Canvas, view: View, width: float, extras: Callable[[int], str] | None, names: Sequence[str] = ()
) -> float:
    """How tall the team scores are (0 when every seat is its own side)."""
    if solo(view):
        return 0
    return sum(len(lines) for lines in _team_lines(canvas, view, width, extras, names)) * LINE + 4


def team_scores(
    canvas: Canvas,
    view: View,
    box: Box,
    extras: Callable[[int], str] | None = None,
    names: Sequence[str] = (),
) -> float:
    """The team scores (only when seats share sides): per side its colour (its plates' border),
    its members by name, its score, and the extra; returns the y under them."""
    x, y, w, _h = box
    if solo(view):
        return y
    y += 2
    for side, lines in enumerate(_team_lines(canvas, view, w, extras, names)):
        score = number_text((view.get("scores") or [])[side])
        colour = TEAM_COLOURS[side % len(TEAM_COLOURS)]
        canvas.rect((x + 1, y + 2, x + 13, y + 14), radius=3, fill=colour)
        right = x + w - 2 - canvas.text((x + w - 2, y), score, NAME, bold=True, anchor="ra") - 8
        members = _members(canvas, view, side, names)
        shown = canvas.text((x + 18, y), members, SMALL + 1, bold=True, width=int(right - x - 18))
        if lines[0]:
            left = x + 18 + shown + 8
            canvas.text((left, y + 1), lines[0], SMALL, fill=MUTED, width=int(right - left))
        for line in lines[1:]:
            y += LINE
            canvas.text((x + 18, y + 1), line, SMALL, fill=MUTED, width=int(w - 20))
        y += LINE
    return y + 2


# -- words -------------------------------------------------------------------------------------
_NO_START = "、。，．：・ーっゃゅょァィゥェォッャュョ）」』！？"


def _cjk(char: str) -> bool:
    return "\u3000" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef"


def wrap(
    canvas: Canvas, text: str, size: float, width: float, most: int = 2, keep: Sequence[str] = ()
) -> list[str]:
    """`text` in lines no wider than `width` (at most `most`; the last cut with an ellipsis when
    drawn): broken at spaces, or between Japanese characters (not before a small kana or a
    punctuation mark), never inside a `keep` (a name)."""
    if canvas.measure(text, size) <= width or most <= 1:
        return [text]
    held = set()
    for word in keep:
        start = text.find(word)
        while word and start >= 0:
            held.update(range(start + 1, start + len(word)))
            start = text.find(word, start + 1)
    best = None
    for i in range(1, len(text)):
        before, after = text[i - 1], text[i]
        breakable = before == " " or ((_cjk(before) or _cjk(after)) and after not in _NO_START)
        if not breakable or i in held:
            continue
        head = text[:i].rstrip()
        if head and canvas.measure(head, size) <= width:
            best = i
    if best is None:
        return [text]
    rest = text[best:].lstrip()
    return [text[:best].rstrip(), *wrap(canvas, rest, size, width, most - 1, keep)]
