"""Versioned schema migrations: `persistence/migrations/NNNN_name.sql`, applied in order.

The version lives in `PRAGMA user_version` (and a `migrations` table records when each
step ran). Each step runs in one transaction with its version bump, so a crash mid-way
leaves the previous version intact.
"""

from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


class DatabaseError(RuntimeError):
    """The database cannot be used as is; the message says why and what to do."""


class DatabaseTooNew(DatabaseError):
    """The file was written by a newer Tavolo than this one."""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def available(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """Every migration shipped, in version order; versions must be 1, 2, 3, ... without gaps."""
    found = []
    for path in sorted(directory.glob("*.sql")):
        match = _NAME.match(path.name)
        if match is None:
            raise DatabaseError(f"Badly named migration {path.name}: expected NNNN_name.sql.")
        found.append(Migration(int(match.group(1)), match.group(2), path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise DatabaseError(f"Migration {expected:04d} is missing (found {migration.version:04d}).")
    return found


def current_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def upgrade(
    conn: sqlite3.Connection, path: str, migrations: list[Migration] | None = None, upto: int | None = None
) -> int:
    """Bring the schema up to the newest known version (or `upto`); return the version reached."""
    migrations = available() if migrations is None else migrations
    known = migrations[-1].version if migrations else 0
    version = current_version(conn)
    if version > known:
        raise DatabaseTooNew(
            f"The database {path} has schema version {version}, but this Tavolo only knows up to "
            f"{known}. It was written by a newer version: upgrade Tavolo, or point it at another file."
        )
    target = known if upto is None else upto
    pending = [m for m in migrations if version < m.version <= target]
    if not pending:
        return version
    # SQLite's procedure for changing a table (create the new one, copy, drop, rename) needs
    # foreign keys off, or the DROP would cascade into every row that points at the table;
    # the pragma only takes effect outside a transaction. Each step is checked before it commits.
    foreign_keys = conn.execute("PRAGMA foreign_keys").fetchone()[0]
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        for migration in pending:
            # executescript commits any open transaction first, then runs the script; the
            # step and its version bump are one transaction, committed below once checked.
            script = (
                "BEGIN IMMEDIATE;\n"
                "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                " applied_at REAL NOT NULL);\n"
                f"{migration.sql}\n"
                f"INSERT INTO migrations (version, name, applied_at) VALUES"
                f" ({migration.version}, '{migration.name}', {time.time()!r});\n"
                f"PRAGMA user_version = {migration.version};\n"
            )
            try:
                conn.executescript(script)
                broken = conn.execute("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise DatabaseError(
                        f"Migration {migration.version:04d} would leave {len(broken)} rows pointing at"
                        f" nothing (first: {tuple(broken[0])}); the database is unchanged."
                    )
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.rollback()
                raise
            version = migration.version
    finally:
        conn.execute(f"PRAGMA foreign_keys = {int(foreign_keys)}")
    return version
