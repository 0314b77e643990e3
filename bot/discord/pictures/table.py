"""The table as a picture (from the spectator view only) and a hand as a picture.

`table_image(game, view, names)` draws what anyone watching may know, as a real table: the seats
around a felt (`seat_panels.ring`: partners across, the player to move lit, the dealer marked,
a computer's level as a badge), and in the middle what the game has there: Scopa's table cards
and the last capture, the trick laid out by seat (each card in front of who played it), Go
Fish's pond and books, the neighbour's face-down hand an Old Maid player draws from,
Concentration's board with the last pair still face up. It refuses a seat's own view, so no
hidden card can reach a channel. `hand_image(game, hand)` draws one player's cards in a row.
Both return PNG bytes.

The picture is laid out for the width Discord shows it at (`DISPLAY`, 400 px) and drawn at twice
that; no text is under `SMALL` (12 px) and no card narrower than `CARD_W` (46 px) at that width
(`tests/bot/test_picture_floor.py` holds every game to it from the canvas's own record). It
grows with the seats and teams rather than cutting anything.

The words on a picture are the catalogue's (`picture-*`), in the `locale` asked for; names and
words are drawn in a font that has their characters (`fonts.py`: Pillow's bundled font, else
Noto Sans CJK or DejaVu Sans when installed). Where no font can draw the language, the words
are English; a name's undrawable characters (an emoji) are left out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.discord.pictures.board import (  # noqa: F401  (importable from here as before)
    BOARD_BLOCK,
    CARD_H,
    board_blocks,
    board_canvas,
    board_places,
)
from bot.discord.pictures.canvas import FELT_DARK, MARK, MUTED, WIDTH, Canvas, View
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.fonts import drawable, drawable_part
from bot.discord.pictures.seat_panels import (
    BIG,
    CARD_W,
    DISPLAY,
    HEAD_H,
    MARGIN,
    SCALE,
    SMALL,
    Layout,
    layout,
    number_text,
    plates,
    seat_name,
    side_scores,
    team_dots,
    teams_height,
)
from games import cards as C
from i18n import DEFAULT, translate

CAPTION = 17  # a caption line over cards

TITLES = {
    "scopa": "Scopa",
    "scarto": "Scarto",
    "stovkahra": "Stovkahra",
    "gofish": "Go Fish",
    "concentration": "Concentration",
    "oldmaid": "Old Maid",
}


@dataclass(frozen=True)
class Game:
    """One game's picture: how tall its middle is for a width, how tall its band under the felt
    is, and the drawing."""

    middle: Callable[[View, float], float]
    band: Callable[[View], float]
    draw: Callable[[Canvas, View, Sequence[str], Layout, Sequence[str | None]], None]
    players: Callable[[View], int] = lambda view: len(view.get("hand_sizes") or view.get("sides") or [])


def _title(canvas: Canvas, game: str, view: View, name: str | None = None) -> str:
    title = name or TITLES.get(game, game.title())
    if view.get("over"):
        return canvas.tr("picture-title-over", game=title)
    return canvas.tr("picture-title", game=title, deal=int(view.get("deal") or 0) + 1)


def _header(canvas: Canvas, title: str, right: str = "") -> None:
    canvas.rect((0, 0, canvas.width, HEAD_H - 2), fill=FELT_DARK)
    shown = (
        canvas.text((canvas.width - MARGIN - 2, 7), right, SMALL + 1, fill=MUTED, anchor="ra") if right else 0
    )
    canvas.text((MARGIN + 2, 5), title, BIG, bold=True, width=int(canvas.width - 3 * MARGIN - shown))


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
        y += CARD_H + 6
    return y


def _grid_rows(count: int, width: float) -> int:
    per = _per_row(width)
    return min(2, math.ceil(count / per)) if count else 1


# -- Scopa -------------------------------------------------------------------------------------
def _scopa_middle(view: View, width: float) -> float:
    return CAPTION + _grid_rows(len(view.get("table") or []), width) * (CARD_H + 6)


def _scopa_band(view: View) -> float:
    history = view.get("history") or []
    last = CAPTION + CARD_H + MARGIN if history else 0
    return last + teams_height(view, extras=True)


def _scopa_extra(canvas: Canvas, view: View, side: int) -> str:
    piles, sweeps = view.get("pile_sizes") or [], view.get("sweeps") or []
    parts = []
    if side < len(piles):
        parts.append(canvas.tr("picture-taken", count=piles[side]))
    if side < len(sweeps) and sweeps[side]:
        parts.append(canvas.tr("picture-scope", count=sweeps[side]))
    return " · ".join(parts)


def _scopa(
    canvas: Canvas, view: View, names: Sequence[str], where: Layout, badges: Sequence[str | None]
) -> None:
    style = deck_style("scopa")
    sides = view.get("sides") or []
    solo = len(sides) == len(set(sides))

    def extra(seat: int) -> str:
        return _scopa_extra(canvas, view, sides[seat]) if solo and seat < len(sides) else ""

    plates(canvas, view, names, where, extra, badges=badges, scored=solo)
    team_dots(canvas, view, where)
    x, y, w, _ = where.middle
    history = view.get("history") or []
    last = history[-1] if history else None
    laid = last[1] if last and ":" not in last[1] else None
    table = list(view.get("table") or [])
    caption = canvas.tr("picture-on-table" if table else "picture-table-empty")
    stock = int(view.get("stock_size") or 0)
    if stock:
        caption = f"{caption} · {canvas.tr('picture-stock', count=stock)}"
    canvas.text((x + w / 2, y), caption, SMALL, fill=MUTED, anchor="ma", width=int(w))
    _cards_grid(canvas, style, table, x, y + CAPTION, w, [c == laid for c in table])
    y = where.below
    if last:
        seat, action = last
        played, _, taken = action.partition(":")
        who = canvas.tr("picture-last", who=seat_name(names, seat))
        canvas.text((MARGIN + 2, y), who, SMALL + 1, bold=True, fill=MARK, width=canvas.width - 2 * MARGIN)
        cy = y + CAPTION
        canvas.card(style, played, MARGIN + 4, cy, CARD_W, mark=True)
        tx = MARGIN + 4 + CARD_W + 10
        if taken:
            shown = canvas.text((tx, cy + CARD_H / 2 - 8), canvas.tr("picture-took"), SMALL, fill=MUTED)
            tx += shown + 8
            cards = taken.split("+")
            room = canvas.width - MARGIN - tx
            step = min(CARD_W + 6, (room - CARD_W) / max(1, len(cards) - 1)) if len(cards) > 1 else CARD_W
            for i, card in enumerate(cards):
                canvas.card(style, card, round(tx + i * step), cy, CARD_W)
        else:
            canvas.text((tx, cy + CARD_H / 2 - 8), canvas.tr("picture-laid"), SMALL, fill=MUTED)
        y = cy + CARD_H + MARGIN
    side_scores(canvas, view, names, y - MARGIN, lambda side: _scopa_extra(canvas, view, side))


# -- trick games (Scarto, Stovkahra) -----------------------------------------------------------
def _trick_middle(view: View, width: float) -> float:
    players = len(view.get("hand_sizes") or [])
    # The trick's cards sit in front of their seats: a column of seats beside needs two cards'
    # height between the top and bottom ones.
    return CAPTION + (2 * CARD_H + 14 if players >= 4 else CARD_H + 40)


def _trick_band(game: str) -> Callable[[View], float]:
    def band(view: View) -> float:
        h = teams_height(view, extras=game == "stovkahra")
        if game == "stovkahra" and view.get("trump_card"):
            h += CAPTION + CARD_H + MARGIN
        if game == "scarto" and view.get("card_points"):
            h += CAPTION + 2
        return h

    return band


def _trick_cards(view: View) -> tuple[list[tuple[int, str]], int | None]:
    """The trick in play, or the last one when none is (with its winner)."""
    trick = [(int(s), str(c)) for s, c in view.get("trick") or []]
    if trick or not view.get("tricks"):
        return trick, None
    last = view["tricks"][-1]
    players = len(view.get("hand_sizes") or []) or len(last["cards"])
    cards = [((last["leader"] + i) % players, c) for i, c in enumerate(last["cards"])]
    return cards, last.get("winner")


def _tricks(game: str) -> Callable[[Canvas, View, Sequence[str], Layout, Sequence[str | None]], None]:
    def draw(
        canvas: Canvas, view: View, names: Sequence[str], where: Layout, badges: Sequence[str | None]
    ) -> None:
        style = deck_style(game)
        won = view.get("tricks_won") or []
        sides = view.get("sides") or []
        solo = len(sides) == len(set(sides))
        plates(
            canvas,
            view,
            names,
            where,
            lambda s: canvas.tr("picture-tricks", count=won[s]) if solo and s < len(won) else "",
            badges=badges,
            scored=solo,
        )
        team_dots(canvas, view, where)
        x, y, w, h = where.middle
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
        canvas.text((x + w / 2, y), caption, SMALL, fill=MUTED, anchor="ma", width=int(w))
        # Each card in front of its seat: from the middle towards the seat's plate, to the edge.
        top = y + CAPTION
        cx, cy = x + w / 2, top + (h - CAPTION) / 2
        reach_x, reach_y = max(1.0, w / 2 - CARD_W / 2), max(1.0, (h - CAPTION) / 2 - CARD_H / 2)
        for i, (seat, card) in enumerate(trick):
            box = where.seats.get(seat)
            if box is None:
                continue
            dx, dy = box[0] + box[2] / 2 - cx, box[1] + box[3] / 2 - cy
            t = 1 / max(abs(dx) / reach_x, abs(dy) / reach_y, 1e-6)
            px, py = cx + dx * t - CARD_W / 2, cy + dy * t - CARD_H / 2
            lit = seat == winner if winner is not None else i == len(trick) - 1
            canvas.card(style, card, round(px), round(py), CARD_W, mark=lit)
            if seat == winner:
                canvas.text((px + CARD_W / 2, py + CARD_H + 1), "★", SMALL, fill=MARK, anchor="ma")
        y = where.below
        if game == "stovkahra" and view.get("trump_card"):
            suit = view.get("trump") or C.suit_of(view["trump_card"])
            trumps = f"{canvas.tr('picture-trumps')} {canvas.tr('picture-suit', suit=suit)}"
            said = canvas.text((MARGIN + 2, y), trumps, SMALL + 1, bold=True, width=170)
            canvas.card(style, view["trump_card"], MARGIN + 4, y + CAPTION, CARD_W)
            shown = view.get("shown") or {}
            if not view.get("tricks") and shown.get("cards"):  # the deal's face-up packet
                sx = MARGIN + max(CARD_W + 30, said + 24)
                shown_by = canvas.tr("picture-shown-by", who=seat_name(names, shown["seat"]))
                canvas.text((sx, y), shown_by, SMALL, fill=MUTED, width=int(canvas.width - sx - MARGIN))
                for i, card in enumerate(shown["cards"]):
                    canvas.card(style, card, sx + i * (CARD_W + 6), y + CAPTION, CARD_W)
            y += CAPTION + CARD_H + MARGIN
        if game == "scarto" and view.get("card_points"):
            points = view["card_points"]
            each = ", ".join(f"{seat_name(names, s)} {number_text(p)}" for s, p in enumerate(points))
            line = canvas.tr("picture-card-points", points=each)
            canvas.text((MARGIN + 2, y), line, SMALL, fill=MUTED, width=canvas.width - 2 * MARGIN)
            y += CAPTION
        if game == "stovkahra":
            team, brcke = view.get("team_tricks") or [], view.get("brcke") or []

            def extra(side: int) -> str:
                parts = [canvas.tr("picture-tricks", count=team[side]) if side < len(team) else ""]
                if side < len(brcke):
                    parts.append(canvas.tr("picture-brcke", count=brcke[side]))
                return " · ".join(p for p in parts if p)

            side_scores(canvas, view, names, y - MARGIN, extra)
        else:
            side_scores(canvas, view, names, y - MARGIN)

    return draw


# -- Go Fish -----------------------------------------------------------------------------------
def _gofish_middle(view: View, width: float) -> float:
    return CAPTION + CARD_H + 8


def _gofish(
    canvas: Canvas, view: View, names: Sequence[str], where: Layout, badges: Sequence[str | None]
) -> None:
    books = view.get("books") or []

    def extra(seat: int) -> str:
        ranks = [C.rank_of(book[0]) for book in books[seat]] if seat < len(books) else []
        return canvas.tr("picture-books", ranks=" ".join(ranks)) if ranks else ""

    plates(canvas, view, names, where, extra, badges=badges)
    x, y, w, _ = where.middle
    stock = int(view.get("stock_size") or 0)
    pond = canvas.tr("picture-pond" if stock else "picture-pond-empty")
    canvas.text((x + w / 2, y), pond, SMALL, fill=MUTED, anchor="ma", width=int(w))
    if stock:
        fan = min(stock, 6)
        span = CARD_W + (fan - 1) * 4
        left = x + (w - span) / 2 - 20
        end = canvas.backs(round(left), round(y + CAPTION), fan, w=CARD_W, step=4)
        canvas.text((end + 8, y + CAPTION + CARD_H / 2 - 9), str(stock), BIG + 3, bold=True)


# -- Old Maid ----------------------------------------------------------------------------------
def _oldmaid_middle(view: View, width: float) -> float:
    return CAPTION + CARD_H + 20


def _oldmaid_band(view: View) -> float:
    return CAPTION + 2


def _oldmaid(
    canvas: Canvas, view: View, names: Sequence[str], where: Layout, badges: Sequence[str | None]
) -> None:
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
        return canvas.tr("picture-pairs", count=pairs[seat]) if pairs[seat] else ""

    plates(canvas, view, names, where, extra, badges=badges, scored=False)
    x, y, w, _ = where.middle
    holder = view.get("draw_from")
    if holder in where.seats and not view.get("over"):  # whose hand is drawn from: ringed too
        hx, hy, hw, hh = where.seats[holder]
        canvas.rect((hx, hy, hx + hw, hy + hh), radius=7, outline=MUTED, width=2)
    drawer = view.get("to_move")
    sizes = view.get("hand_sizes") or []
    if view.get("over") and view.get("loser") is not None:
        holding = canvas.tr("picture-left-holding", who=seat_name(names, view["loser"]))
        canvas.text((x + w / 2, y), holding, SMALL + 1, bold=True, anchor="ma", width=int(w))
        if view.get("losing_card"):
            canvas.card(
                style,
                view["losing_card"],
                round(x + w / 2 - CARD_W / 2),
                round(y + CAPTION),
                CARD_W,
                mark=True,
            )
    elif holder is not None and drawer is not None and holder < len(sizes):
        # The neighbour's face-down hand, numbered as the draw buttons are.
        draws = canvas.tr("picture-draws-from", who=seat_name(names, drawer), whom=seat_name(names, holder))
        canvas.text((x + w / 2, y), draws, SMALL, fill=MUTED, anchor="ma", width=int(w))
        count = sizes[holder]
        step = min(CARD_W + 4, (w - CARD_W) / max(1, count - 1)) if count > 1 else CARD_W
        span = step * (count - 1) + CARD_W if count else 0
        left = x + (w - span) / 2
        numbered = step >= 16
        for i in range(count):
            cx = round(left + i * step)
            canvas.card(style, None, cx, round(y + CAPTION), CARD_W)
            if numbered or i in (0, count - 1):
                canvas.text(
                    (cx + min(step, CARD_W) / 2, y + CAPTION + CARD_H + 2),
                    str(i + 1),
                    SMALL,
                    fill=MUTED,
                    anchor="ma",
                )
    y = where.below
    if discards:
        seat, pair = discards[-1]
        pair_text = " ".join(C.symbol(c) for c in pair)
        line = f"{canvas.tr('picture-last-pair', who=seat_name(names, seat))} {pair_text}"
        line = f"{line} · {canvas.tr('picture-pairs-out', count=len(discards))}"
        canvas.text((MARGIN + 2, y), line, SMALL, fill=MUTED, width=canvas.width - 2 * MARGIN)


# -- the generic game and the registry ---------------------------------------------------------
def _none(view: View) -> float:
    return 0


def _generic(
    canvas: Canvas, view: View, names: Sequence[str], where: Layout, badges: Sequence[str | None]
) -> None:
    plates(canvas, view, names, where, lambda s: "", badges=badges)


_GAMES: dict[str, Game] = {
    "scopa": Game(_scopa_middle, _scopa_band, _scopa),
    "scarto": Game(_trick_middle, _trick_band("scarto"), _tricks("scarto")),
    "stovkahra": Game(_trick_middle, _trick_band("stovkahra"), _tricks("stovkahra")),
    "gofish": Game(_gofish_middle, _none, _gofish),
    "oldmaid": Game(_oldmaid_middle, _oldmaid_band, _oldmaid),
}
_GENERIC = Game(lambda view, width: 40, _none, _generic)


def picture_locale(locale: str, game_name: str | None = None) -> str:
    """`locale` if this machine has a font for its words (and the game's name), else English."""
    sample = translate(locale, "picture-title", game=game_name or "", deal=1)
    return locale if drawable(sample + translate(locale, "picture-on-table")) else DEFAULT


def _right(canvas: Canvas, view: View) -> str:
    target = view.get("target")
    if view.get("brcke_target") and target and not view.get("over"):  # Stovkahra: a game, the match
        return canvas.tr("tablepicture-stovkahra-targets", target=target, brcke=view["brcke_target"])
    return canvas.tr("picture-first-to", target=target) if target and not view.get("over") else ""


def table_canvas(
    game: str,
    view: View,
    names: Sequence[str],
    *,
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> Canvas:
    """The table picture drawn on a canvas (what `table_image` saves; tests read its record)."""
    if view.get("seat") is not None or view.get("hand"):
        raise ValueError("a table picture is drawn from the spectator view (state.view(None)) only")
    locale = picture_locale(locale, game_name)
    if locale == DEFAULT and game_name is not None and not drawable(game_name):
        game_name = None
    if game == "concentration":  # its own layout: the board beside the seats (`board.py`)
        return board_canvas(view, names, title=title, locale=locale, game_name=game_name, badges=badges)
    spec = _GAMES.get(game, _GENERIC)
    where = layout(spec.players(view), lambda width: spec.middle(view, width))
    height = where.below + spec.band(view) + MARGIN
    canvas = Canvas(DISPLAY, math.ceil(height), locale, scale=SCALE)
    shown = [drawable_part(name) or canvas.tr("picture-player", number=i + 1) for i, name in enumerate(names)]
    badges = [drawable_part(b) if b else None for b in badges]
    heading = title or _title(canvas, game, view, game_name)
    _header(canvas, heading, _right(canvas, view))
    spec.draw(canvas, view, shown, where, badges)
    return canvas


def table_image(
    game: str,
    view: View,
    names: Sequence[str],
    *,
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> bytes:
    """The table of `game` as a PNG, drawn from the spectator view `state.view(None)` only, its
    words in `locale` (`game_name`: what the header calls the game, in that language; `badges`:
    a word per seat drawn as a badge beside the name, a computer's level)."""
    return table_canvas(
        game, view, names, title=title, locale=locale, game_name=game_name, badges=badges
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
    h = round(width * 1.5)
    longest = max(len(r) for r in rows)
    step = width + 6 if longest <= 7 else max(width // 2, (WIDTH - 20 - width) // max(1, longest - 1))
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
