"""The table as a picture (from the spectator view only) and a hand as a picture.

`table_image(game, view, names)` draws what anyone watching may know: the cards on the table
or the trick in play (who played what, the last play ringed in yellow), each seat's name, hand
size (card backs), pile, tricks, books or pairs, whose turn (yellow frame), the dealer (D) and
the scores; Concentration's board as a numbered grid with face-up and removed cards. It refuses a
seat's own view, so no hidden card can reach a channel. `hand_image(game, hand)` draws one
player's cards in a row, in hand order (dimming those that cannot be played now, when told).
Both return PNG bytes.

The words on a picture are the catalogue's (`picture-*`), in the `locale` asked for; names and
words are drawn in a font that has their characters (`fonts.py`: Pillow's bundled font, else
Noto Sans CJK or DejaVu Sans when installed). Where no font can draw the language, the words
are English; a name's undrawable characters (an emoji) are left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.discord.pictures.canvas import (
    FELT_DARK,
    HEADER_H,
    MARK,
    MUTED,
    ROW_H,
    SEAT_W,
    TEXT,
    WIDTH,
    Canvas,
    View,
    header,
    row_of_cards,
)
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.fonts import drawable, drawable_part
from bot.discord.pictures.seat_panels import number_text, seat_name, seat_rows, side_scores
from games import cards as C
from i18n import DEFAULT, Text, translate

# -- the games ---------------------------------------------------------------------------------
TITLES = {
    "scopa": "Scopa",
    "scarto": "Scarto",
    "stovkahra": "Stovkahra",
    "gofish": "Go Fish",
    "concentration": "Concentration",
    "oldmaid": "Old Maid",
}


def _title(canvas: Canvas, game: str, view: View, name: str | None = None) -> str:
    title = name or TITLES.get(game, game.title())
    if view.get("over"):
        return canvas.tr("picture-title-over", game=title)
    return canvas.tr("picture-title", game=title, deal=int(view.get("deal") or 0) + 1)


def _scopa(canvas: Canvas, view: View, names: Sequence[str]) -> None:
    style = deck_style("scopa")
    sides = view.get("sides") or []
    piles, sweeps = view.get("pile_sizes") or [], view.get("sweeps") or []
    solo = len(sides) == len(set(sides))

    def side_extra(side: int) -> str:
        parts = []
        if side < len(piles):
            parts.append(canvas.tr("picture-taken", count=piles[side]))
        if side < len(sweeps) and sweeps[side]:
            parts.append(canvas.tr("picture-scope", count=sweeps[side]))
        return " · ".join(parts)

    y = seat_rows(canvas, view, names, (lambda seat: side_extra(sides[seat])) if solo else (lambda s: ""))
    side_scores(canvas, view, names, y + 4, side_extra)
    if solo and view.get("target"):
        canvas.text((14, y + 6), canvas.tr("picture-first-to", target=view["target"]), 16, fill=MUTED)

    left, room = SEAT_W + 20, WIDTH - SEAT_W - 32
    history = view.get("history") or []
    last = history[-1] if history else None
    laid = last[1] if last and ":" not in last[1] else None
    table = list(view.get("table") or [])
    on_table = canvas.tr("picture-on-table" if table else "picture-table-empty")
    canvas.text((left, HEADER_H + 4), on_table, 16, fill=MUTED)
    w, per_row = 80, 6
    for row in range(0, max(len(table), 1), per_row):
        cards = table[row : row + per_row]
        y0 = HEADER_H + 28 + (row // per_row) * 128
        row_of_cards(canvas, style, cards, left, y0, w, room, [c == laid for c in cards])
    bottom = canvas.image.height - 104
    stock = int(view.get("stock_size") or 0)
    if stock:
        canvas.backs(left, bottom + 8, min(stock, 4), w=52, step=3)
        canvas.text(
            (left + 26 + 10, bottom + 94),
            canvas.tr("picture-stock", count=stock),
            15,
            fill=MUTED,
            anchor="ms",
        )
    if last:
        seat, action = last
        played, _, taken = action.partition(":")
        x = left + 110
        last_by = canvas.tr("picture-last", who=seat_name(names, seat))
        canvas.text((x, bottom), last_by, 17, bold=True, fill=MARK, width=room - 110)
        canvas.card(style, played, x, bottom + 26, 48, mark=True)
        if taken:
            took = canvas.tr("picture-took")
            shown = canvas.text((x + 58, bottom + 56), took, 16, fill=MUTED, width=70)
            after = x + 58 + round(min(shown, 70)) + 8
            row_of_cards(canvas, style, taken.split("+"), after, bottom + 26, 48, room - (after - left) - 10)
        else:
            canvas.text((x + 58, bottom + 56), canvas.tr("picture-laid"), 16, fill=MUTED, width=room - 170)


def _tricks(game: str) -> Callable[[Canvas, View, Sequence[str]], None]:
    def draw(canvas: Canvas, view: View, names: Sequence[str]) -> None:
        style = deck_style(game)
        won = view.get("tricks_won") or []
        y = seat_rows(
            canvas, view, names, lambda s: canvas.tr("picture-tricks", count=won[s]) if s < len(won) else ""
        )
        if game == "stovkahra":
            team, brcke = view.get("team_tricks") or [], view.get("brcke") or []

            def extra(side: int) -> str:
                parts = [canvas.tr("picture-tricks", count=team[side]) if side < len(team) else ""]
                if side < len(brcke):
                    parts.append(canvas.tr("picture-brcke", count=brcke[side]))
                return " · ".join(p for p in parts if p)

            side_scores(canvas, view, names, y + 4, extra)
        left, room = SEAT_W + 20, WIDTH - SEAT_W - 32
        trick = [tuple(p) for p in view.get("trick") or []]
        caption, winner = canvas.tr("picture-trick"), None
        if not trick and view.get("tricks"):
            last = view["tricks"][-1]
            leader, cards = last["leader"], last["cards"]
            count = len(cards)
            trick = [((leader + i) % max(1, len(won) or count), c) for i, c in enumerate(cards)]
            winner = last.get("winner")
            if winner is not None:
                caption = canvas.tr("picture-last-trick-won", who=seat_name(names, winner))
            else:
                caption = canvas.tr("picture-last-trick")
        elif not trick:
            to_move = view.get("to_move")
            leads = to_move is not None and not view.get("over")
            caption = canvas.tr("picture-to-lead", who=seat_name(names, to_move)) if leads else ""
        if view.get("phase") == "discard":
            caption = canvas.tr("picture-discarding", who=seat_name(names, view.get("dealer") or 0))
        canvas.text((left, HEADER_H + 4), caption, 17, fill=MUTED, width=room)
        w = 96
        gap = min(20, (room - w * max(1, len(trick))) // max(1, len(trick)))
        x = left + max(0, (room - len(trick) * (w + gap)) // 2)
        for i, (seat, card) in enumerate(trick):
            last_play = winner is None and i == len(trick) - 1
            canvas.card(style, card, x, HEADER_H + 40, w, mark=last_play or seat == winner)
            label = seat_name(names, seat) + (" ★" if seat == winner else "")
            canvas.text(
                (x + w // 2, HEADER_H + 40 + 152),
                label,
                16,
                bold=True,
                anchor="mt",
                fill=MARK if last_play or seat == winner else TEXT,
                width=w + gap,
            )
            x += w + gap
        bottom = canvas.image.height - 100
        if game == "stovkahra" and view.get("trump_card"):
            suit = view.get("trump") or C.suit_of(view["trump_card"])
            canvas.card(style, view["trump_card"], left, bottom, 56)
            canvas.text((left + 66, bottom + 20), canvas.tr("picture-trumps"), 16, fill=MUTED)
            canvas.text((left + 66, bottom + 42), canvas.tr("picture-suit", suit=suit), 18, bold=True)
            shown = view.get("shown") or {}
            if not view.get("tricks") and shown.get("cards"):  # the deal's face-up packet
                x = left + 190
                shown_by = canvas.tr("picture-shown-by", who=seat_name(names, shown["seat"]))
                canvas.text((x, bottom), shown_by, 15, fill=MUTED, width=room - 190)
                row_of_cards(canvas, style, shown["cards"], x, bottom + 22, 44, room - 190)
        if game == "scarto" and view.get("card_points"):
            points = view["card_points"]
            each = ", ".join(f"{seat_name(names, s)} {number_text(p)}" for s, p in enumerate(points))
            line = canvas.tr("picture-card-points", points=each)
            canvas.text((left, canvas.image.height - 28), line, 16, fill=MUTED, width=room)

    return draw


def _gofish(canvas: Canvas, view: View, names: Sequence[str]) -> None:
    books = view.get("books") or []

    def extra(seat: int) -> str:
        ranks = [C.rank_of(book[0]) for book in books[seat]] if seat < len(books) else []
        return canvas.tr("picture-books", ranks=" ".join(ranks)) if ranks else canvas.tr("picture-no-books")

    seat_rows(canvas, view, names, extra)
    left, room = SEAT_W + 20, WIDTH - SEAT_W - 32
    stock = int(view.get("stock_size") or 0)
    pond = canvas.tr("picture-pond" if stock else "picture-pond-empty")
    canvas.text((left, HEADER_H + 4), pond, 17, fill=MUTED)
    if stock:
        canvas.backs(left, HEADER_H + 30, min(stock, 8), w=80, step=3)
        canvas.text((left + 120, HEADER_H + 90), canvas.tr("picture-cards", count=stock), 22, bold=True)
    log = list(view.get("log") or [])[-4:]
    y = HEADER_H + 190
    for i, entry in enumerate(log):
        latest = i == len(log) - 1
        canvas.text(
            (left, y),
            _fish_line(canvas, entry, names),
            18,
            bold=latest,
            fill=MARK if latest else MUTED,
            width=room,
        )
        y += 28


def _fish_line(canvas: Canvas, entry: Mapping[str, Any], names: Sequence[str]) -> str:
    who = seat_name(names, entry.get("seat", 0))
    if entry.get("type") == "ask":
        got = len(entry.get("given") or [])
        whom = seat_name(names, entry.get("target", 0))
        rank = str(entry.get("rank"))
        # The rank in words ("Nines"), as the text above the picture says it.
        wanted = Text("facts-rank", rank=int(rank) if rank.isdigit() else rank)
        return canvas.tr("picture-asked", who=who, whom=whom, rank=wanted, got=got)
    if entry.get("type") == "fish":
        return canvas.tr("picture-fished", who=who)
    if entry.get("type") == "book":
        return canvas.tr("picture-made-book", who=who)
    return f"{who}: {entry.get('type', '')}"


def _oldmaid(canvas: Canvas, view: View, names: Sequence[str]) -> None:
    style = deck_style("oldmaid")
    discards = view.get("discards") or []
    places = view.get("places") or []
    pairs = [0] * len(view.get("hand_sizes") or [])
    for seat, _ in discards:
        if seat < len(pairs):
            pairs[seat] += 1

    def extra(seat: int) -> str:
        place = places[seat] if seat < len(places) else None
        parts = [canvas.tr("picture-pairs", count=pairs[seat])]
        if place is not None:
            parts.append(canvas.tr("picture-out-place", place=place + 1))
        return " · ".join(parts)

    seat_rows(canvas, view, names, extra, scored=False)
    left, room = SEAT_W + 20, WIDTH - SEAT_W - 32
    y = HEADER_H + 4
    if discards:
        seat, pair = discards[-1]
        canvas.text(
            (left, y), canvas.tr("picture-last-pair", who=seat_name(names, seat)), 17, fill=MUTED, width=room
        )
        row_of_cards(canvas, style, list(pair), left, y + 26, 80, 200)
        pairs_out = canvas.tr("picture-pairs-out", count=len(discards))
        canvas.text((left + 200, y + 80), pairs_out, 20, bold=True, width=room - 200)
    y += 170
    draw = view.get("last_draw")
    if draw:
        drawer, holder = seat_name(names, draw["drawer"]), seat_name(names, draw["holder"])
        paired = "yes" if draw.get("paired") else "no"
        line = canvas.tr(
            "picture-drew", who=drawer, whom=holder, position=draw["position"] + 1, paired=paired
        )
        canvas.text((left, y), line, 18, bold=True, fill=MARK, width=room)
        y += 30
    if view.get("over") and view.get("loser") is not None:
        holding = canvas.tr("picture-left-holding", who=seat_name(names, view["loser"]))
        canvas.text((left, y), holding, 18, bold=True, width=room)
        if view.get("losing_card"):
            canvas.card(style, view["losing_card"], left, y + 28, 60, mark=True)
    elif view.get("to_move") is not None and view.get("draw_from") is not None:
        draws = canvas.tr(
            "picture-draws-from",
            who=seat_name(names, view["to_move"]),
            whom=seat_name(names, view["draw_from"]),
        )
        canvas.text((left, y), draws, 18, width=room)


def _concentration_size(view: View) -> tuple[int, int, int]:
    columns = int(view.get("columns") or 13)
    rows = (len(view.get("board") or []) + columns - 1) // columns
    w = min(64, (WIDTH - 20) // columns - 6)
    top = HEADER_H + 64
    return w, rows, top + rows * (round(w * 1.5) + 8) + 8


def _concentration(canvas: Canvas, view: View, names: Sequence[str]) -> None:
    style = deck_style("concentration")
    board = view.get("board") or []
    columns = int(view.get("columns") or 13)
    taken, scores = view.get("taken") or [], view.get("scores") or []
    to_move = None if view.get("over") else view.get("to_move")
    players = len(taken) or len(scores)
    # Seats in a strip under the header: the board needs the width.
    cell = (WIDTH - 16) // max(1, players)
    for seat in range(players):
        x = 8 + seat * cell
        turn = seat == to_move
        canvas.draw.rounded_rectangle(
            (x, HEADER_H, x + cell - 8, HEADER_H + 54),
            radius=10,
            fill=FELT_DARK,
            outline=MARK if turn else FELT_DARK,
            width=3,
        )
        if turn:
            canvas.turn_mark(x + 10, HEADER_H + 8)
        canvas.text(
            (x + (32 if turn else 10), HEADER_H + 5),
            seat_name(names, seat),
            19,
            bold=True,
            fill=MARK if turn else TEXT,
            width=cell - 90,
        )
        pairs = len(taken[seat]) // 2 if seat < len(taken) else 0
        canvas.text(
            (x + 10, HEADER_H + 30),
            canvas.tr("picture-cards-taken", count=len(taken[seat]) if seat < len(taken) else 0),
            15,
            fill=MUTED,
            width=cell - 20,
        )
        score = number_text(scores[seat]) if seat < len(scores) else str(pairs)
        canvas.text((x + cell - 18, HEADER_H + 8), score, 24, bold=True, anchor="ra")
    w, _, _ = _concentration_size(view)
    h = round(w * 1.5)
    outcome = view.get("last_outcome") or {}
    marked = {i for i, _ in outcome.get("flipped") or []}
    top = HEADER_H + 64
    left = (WIDTH - columns * (w + 6)) // 2 + 3
    number_size = max(12, w // 3)
    for i, cell_card in enumerate(board):
        x, y = left + (i % columns) * (w + 6), top + (i // columns) * (h + 8)
        if cell_card is None:  # taken: an empty place keeps the grid readable
            canvas.draw.rounded_rectangle(
                (x, y, x + w, y + h), radius=w * 0.1, outline=(60, 130, 95), width=2
            )
            continue
        if cell_card == "?":
            if i in marked:
                canvas.draw.rounded_rectangle(
                    (x - 3, y - 3, x + w + 2, y + h + 2), radius=w * 0.12, fill=MARK
                )
            canvas.draw.rounded_rectangle(
                (x, y, x + w, y + h), radius=w * 0.1, fill=(28, 58, 120), outline=(235, 235, 230), width=2
            )
            canvas.text((x + w / 2, y + h / 2), str(i + 1), number_size, bold=True, anchor="mm")
            continue
        canvas.card(style, cell_card, x, y, w, mark=i in marked)


def table_height(game: str, view: View) -> int:
    if game == "concentration":
        return _concentration_size(view)[2]
    seats = len(view.get("hand_sizes") or view.get("sides") or [])
    sides = view.get("sides") or []
    teams = len(sides) != len(set(sides))
    rows = HEADER_H + 6 + seats * ROW_H + (130 if teams else 30)
    return max(420, rows)


_DRAW: dict[str, Callable[[Canvas, View, Sequence[str]], None]] = {
    "scopa": _scopa,
    "scarto": _tricks("scarto"),
    "stovkahra": _tricks("stovkahra"),
    "gofish": _gofish,
    "oldmaid": _oldmaid,
    "concentration": _concentration,
}


def picture_locale(locale: str, game_name: str | None = None) -> str:
    """`locale` if this machine has a font for its words (and the game's name), else English."""
    sample = translate(locale, "picture-title", game=game_name or "", deal=1)
    return locale if drawable(sample + translate(locale, "picture-on-table")) else DEFAULT


def table_image(
    game: str,
    view: View,
    names: Sequence[str],
    *,
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
) -> bytes:
    """The table of `game` as a PNG, drawn from the spectator view `state.view(None)` only, its
    words in `locale` (`game_name`: what the header calls the game, in that language)."""
    if view.get("seat") is not None or view.get("hand"):
        raise ValueError("a table picture is drawn from the spectator view (state.view(None)) only")
    locale = picture_locale(locale, game_name)
    if locale == DEFAULT and game_name is not None and not drawable(game_name):
        game_name = None
    canvas = Canvas(WIDTH, table_height(game, view), locale)
    names = [drawable_part(name) or canvas.tr("picture-player", number=i + 1) for i, name in enumerate(names)]
    header(canvas, title or _title(canvas, game, view, game_name))
    draw = _DRAW.get(game)
    if draw is None:
        seat_rows(canvas, view, names, lambda s: "")
    else:
        draw(canvas, view, names)
    return canvas.png()


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
