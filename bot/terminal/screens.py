"""What the terminal table shows of a position, game by game: the board, the players, your hand,
and after a deal its breakdown, as rich tables where there is something to line up.

Every function here returns renderables (`rich` tables, or lines in rich markup with cards named
in the reader's language); `LocalTable` prints them through its console (colour at a terminal,
plain text in a pipe).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich import box
from rich.table import Table as Grid

from bot.service.card_names import card_name
from bot.service.faces.scopa import EXTRAS
from bot.terminal.console import colour_cards, escape
from i18n import Text, translate

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def markup(text: str, game: str, locale: str) -> str:
    """A line of plain text as rich markup: its cards coloured, `**bold**` (as the catalogue's
    Discord-side lines write it) bold."""
    return _BOLD.sub(r"[bold]\1[/bold]", colour_cards(text, game, locale) if game else escape(text))


def grid(title: str | None = None) -> Grid:
    return Grid(title=title, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")


def concentration_board(view: Mapping[str, Any], locale: str) -> Grid:
    """The board in its columns: each place by its number, a card turned up by its face, a place
    already taken blank. The numbers never move: `12` is always the same place."""
    board = view.get("board") or []
    columns = int(view.get("columns") or 13)
    face_up = set(view.get("face_up") or [])
    table = Grid(box=box.ROUNDED, show_header=False, padding=(0, 1))
    for _ in range(columns):
        table.add_column(justify="center", no_wrap=True)
    cells: list[str] = []
    for place, card in enumerate(board):
        if card is None:
            cells.append("")
        elif card == "?":
            cells.append(f"[dim]{place + 1:>2}[/dim]")
        else:
            name = card_name(card, "concentration", locale)
            marked = colour_cards(name, "concentration", locale)
            cells.append(f"[reverse]{place + 1:>2}[/reverse] {marked}" if place in face_up else marked)
    for start in range(0, len(cells), columns):
        row = cells[start : start + columns]
        table.add_row(*row, *([""] * (columns - len(row))))
    return table


def players_grid(
    rows: Sequence[Sequence[str]], headers: Sequence[str], locale: str, game: str, title: str | None = None
) -> Grid:
    table = grid(title)
    for index, header in enumerate(headers):
        table.add_column(header, justify="left" if index == 0 else "right" if index == 1 else "left")
    for row in rows:
        table.add_row(*(markup(cell, game, locale) for cell in row))
    return table


def scopa_breakdown(
    view: Mapping[str, Any], deal: int, side_names: Sequence[str], locale: str
) -> tuple[Grid | None, list[str]]:
    """Deal `deal`'s points side by side: cards, coins, settebello, primiera, scope, the points
    it made and the running total, with the target under it."""
    results = view.get("deal_results") or []
    if not 0 <= deal < len(results):
        return None, []

    def tr(msg: str, **args: Any) -> str:
        return translate(locale, msg, **args)

    def point(value: Any, won: Any) -> str:
        return f"{value} [bold](+1)[/bold]" if won else str(value)

    table = grid()  # the line above it says which deal
    for header in (
        "",
        tr("local-col-cards"),
        tr("local-col-coins"),
        tr("local-col-settebello"),
        tr("local-col-primiera"),
        tr("local-col-scope"),
        tr("local-col-deal"),
        tr("local-col-total"),
    ):
        table.add_column(header, justify="left" if not header else "right")
    scores = view.get("scores") or []
    for side, items in enumerate(results[deal]):
        name = side_names[side] if side < len(side_names) else str(side + 1)
        total = scores[side] if side < len(scores) else ""
        extras = [f"{translate(locale, key)} {items[item]}" for item, key in EXTRAS if items.get(item)]
        table.add_row(
            escape(name),
            point(items.get("cards", 0), items.get("carte")),
            point(items.get("coins", 0), items.get("denari")),
            "[bold]+1[/bold]" if items.get("settebello") else "–",
            point(items.get("primiera_total", 0), items.get("primiera")),
            str(items.get("scope", 0)),
            f"+{items.get('total', 0)}" + (f" ({', '.join(extras)})" if extras else ""),
            f"[bold]{total:g}[/bold]" if isinstance(total, int | float) else str(total),
        )
    target = view.get("target") or (view.get("options") or {}).get("target")
    notes = [tr("local-target", target=target)] if target else []
    return table, notes


def rendered(texts: Sequence[Text | str], locale: str) -> list[str]:
    return [t.render(locale) if isinstance(t, Text) else t for t in texts]


def number_list(items: Sequence[str], describe: Callable[[int, str], str]) -> list[str]:
    return [describe(number, item) for number, item in enumerate(items, start=1)]
