"""The terminal commands of `python -m bot`: `play`, `replay`, `export` and `tables`, each with the
settings every command reads (`bot.config`: the environment, then `.env`, then defaults), and
output that behaves in a pipe: `replay FILE | head` stops quietly when `head` has read enough."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import IO

import persistence
from bot.config import database_url
from persistence import DatabaseError


def run_command(name: str, argv: Sequence[str]) -> int:
    """Run `python -m bot <name> <argv>`; its exit status."""
    commands: dict[str, Callable[[list[str]], int]] = {
        "play": _play,
        "replay": _replay,
        "export": _export,
        "tables": tables_main,
        "copy": copy_main,
    }
    try:
        status = commands[name](list(argv))
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # The reader (head, less, a closed terminal) went away: nothing is wrong with what was
        # asked. Point stdout at nothing so the interpreter's own flush at exit stays quiet too.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0


def _play(argv: list[str]) -> int:
    from bot.terminal.local_table import main

    return main(argv, db_default=database_url())


def _replay(argv: list[str]) -> int:
    from bot.terminal.replay import replay_main

    return replay_main(argv)


def _export(argv: list[str]) -> int:
    from bot.terminal.replay import export_main

    return export_main(argv, db_default=database_url())


def copy_main(argv: list[str]) -> int:
    """`python -m bot copy DESTINATION [--from SOURCE]`: `python -m persistence.copy` from the
    configured database (TAVOLO_DB from the environment or `.env`) unless `--from` names another."""
    from persistence.copy import copy

    default = database_url()
    parser = argparse.ArgumentParser(
        prog="python -m bot copy", description="Copy every table, result and setting to an empty database."
    )
    parser.add_argument("destination", help="an empty (or new) database: a SQLite path or postgresql://…")
    parser.add_argument("--from", dest="source", default=default, help=f"default from TAVOLO_DB: {default}")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        copied = asyncio.run(copy(args.source, args.destination))
    except DatabaseError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(", ".join(f"{count} {table}" for table, count in copied.items()) + " copied.")
    return 0


def tables_main(argv: list[str], stdout: IO[str] | None = None, db_default: str | None = None) -> int:
    """`python -m bot tables`: this terminal's saved and finished tables, with their ids for
    `play` (resume), `replay` and `export`."""
    from bot.terminal.local_table import environment_locale
    from i18n import LOCALES

    parser = argparse.ArgumentParser(
        prog="python -m bot tables", description="List the terminal's saved and finished tables."
    )
    default = db_default or database_url()
    parser.add_argument("--db", default=default, help=f"database (default from TAVOLO_DB: {default})")
    parser.add_argument("--lang", default=None, choices=LOCALES)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    locale = args.lang or environment_locale()
    try:
        rows = asyncio.run(_local_rows(args.db))
    except DatabaseError as exc:
        print(exc, file=sys.stderr)
        return 2
    print_tables(rows, locale, stdout or sys.stdout)
    return 0


async def _local_rows(path: str) -> list[persistence.rows.TableRow]:
    from bot.terminal.local_table import LOCAL_GUILD

    db = await persistence.open(path)
    try:
        rows = await db.load_tables()
    finally:
        await db.close()
    return [r for r in rows if r.guild_id == LOCAL_GUILD and r.status in ("playing", "finished")]


def print_tables(rows: Sequence[persistence.rows.TableRow], locale: str, out: IO[str]) -> None:
    from rich import box
    from rich.console import Console
    from rich.table import Table as Grid

    from bot.service.faces import face_of
    from bot.service.model import seat_text
    from i18n import joined, translate

    def tr(msg: str, **args: object) -> str:
        return translate(locale, msg, **args)

    if not rows:
        print(tr("local-tables-none"), file=out)
        return
    console = Console(file=out, highlight=False, emoji=False, width=None if out.isatty() else 110)
    for status, title in (("playing", "local-tables-saved"), ("finished", "local-tables-finished")):
        chosen = sorted((r for r in rows if r.status == status), key=lambda r: -r.updated_at)
        if not chosen:
            continue
        grid = Grid(title=tr(title), box=box.SIMPLE_HEAD, title_justify="left", show_edge=False)
        for header in (
            "#",
            tr("local-col-game"),
            tr("local-col-players"),
            tr("local-col-moves"),
            tr("local-col-when"),
        ):
            grid.add_column(header)
        if status == "finished":
            grid.add_column(tr("local-col-winner"))
        for row in chosen:
            names = [seat_text(s.name, level=True).render(locale) for s in row.seats]
            when = datetime.fromtimestamp(row.finished_at or row.updated_at, UTC).astimezone()
            cells = [
                str(row.id),
                face_of(row.game).title(row.preset, locale),
                joined(names, locale),  # a list, as the reader's language lists names
                str(len(row.actions)),
                when.strftime("%Y-%m-%d %H:%M"),
            ]
            if status == "finished":
                result = row.result or {}
                sides = result.get("sides") or list(range(len(row.seats)))
                winners = [
                    names[i]
                    for i in range(len(names))
                    if i < len(sides) and sides[i] in (result.get("winners") or [])
                ]
                cells.append(joined(winners, locale) if winners else "–")
            grid.add_row(*cells)
        console.print(grid)
    print(tr("local-tables-how"), file=out)
