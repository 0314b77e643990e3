"""A consistent copy of a SQLite database, safe while the bot runs: SQLite's online backup API.

`python -m bot backup [FILE]` calls `backup_sqlite`. It needs no `sqlite3` command-line tool:
the standard library's `sqlite3.Connection.backup` copies the pages of one read transaction, so
the copy is the database as it was at one instant, every committed move in it and no half-written
one, while the bot (in WAL mode) goes on writing. The copy is written beside its destination and
renamed into place only once it passed SQLite's `quick_check`, so a backup file that exists is
whole. A PostgreSQL database is backed up with `pg_dump` (docs/DEPLOY.md).
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from persistence.migrations import DatabaseError


@dataclass(frozen=True)
class Backup:
    """What a backup wrote: where, how big, and how many of the bot's tables (game tables) it holds."""

    path: Path
    size: int
    tables: int


def backup_sqlite(source: Path, destination: Path) -> Backup:
    """Copy the SQLite database `source` to `destination` (replaced if it exists) with the online
    backup API; raises `DatabaseError` (one line saying what to do) when it cannot."""
    if not source.is_file():
        raise DatabaseError(f"There is no database at {source} to back up: check TAVOLO_DB (or --db).")
    if destination.resolve() == source.resolve():
        raise DatabaseError(f"The backup {destination} would replace the database itself: name another file.")
    if destination.is_dir():
        raise DatabaseError(f"{destination} is a folder: name a file in it, e.g. {destination / 'b.db'}.")
    partial = destination.with_name(f".{destination.name}.partial")
    try:
        destination.parent.mkdir(parents=True, exist_ok=True)
        partial.unlink(missing_ok=True)
        # Read-only: a backup never writes to the live database (nor creates it by mistake).
        reading = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
        try:
            writing = sqlite3.connect(partial)
            try:
                reading.backup(writing)  # every page in one step: one read transaction, one instant
                checked = writing.execute("PRAGMA quick_check").fetchone()[0]
                if checked != "ok":
                    raise DatabaseError(f"The copy of {source} failed SQLite's check ({checked}); try again.")
                tables = _game_tables(writing)
                writing.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, no -wal beside it
            finally:
                writing.close()
        finally:
            reading.close()
        with open(partial, "rb+") as done:
            os.fsync(done.fileno())
        partial.replace(destination)
    except sqlite3.DatabaseError as error:
        partial.unlink(missing_ok=True)
        raise DatabaseError(f"Could not back up {source}: {error}. Is it a Tavolo database?") from None
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise DatabaseError(
            f"Could not write the backup {destination}: {error.strerror or error}. "
            "Check the folder exists and is writable, or name another file."
        ) from None
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return Backup(destination, destination.stat().st_size, tables)


def _game_tables(conn: sqlite3.Connection) -> int:
    try:
        return int(conn.execute("SELECT count(*) FROM tables").fetchone()[0])
    except sqlite3.OperationalError:  # an empty (never opened by Tavolo) database
        return 0
