"""Copy every table, result, rating and remembered message from one store to another.

    python -m persistence.copy sqlite:///data/tavolo.db postgresql://tavolo@db/tavolo
    python -m persistence.copy ./data/tavolo.db postgresql://tavolo@db/tavolo

Stop the bot first: the copy reads a snapshot of the source and refuses a destination that
already holds tables. Rows are copied as they are (ids included), so every table replays
to the same state from the same seed, options and log; the destination's table ids go on
after the largest copied one. Either direction works (PostgreSQL back to SQLite too).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

import persistence
from persistence.database import Database
from persistence.migrations import DatabaseError
from persistence.postgres import TABLES, PostgresStore, redact
from persistence.store import Store

BATCH = 5000


async def _read(store: Store, table: str) -> tuple[list[str], list[tuple[Any, ...]]]:
    if isinstance(store, Database):
        rows = await store.fetchall(f"SELECT * FROM {table} ORDER BY rowid")
        columns = [] if not rows else list(rows[0].keys())
        return columns, [tuple(r) for r in rows]
    assert isinstance(store, PostgresStore)
    records = await store.pool.fetch(f"SELECT * FROM {table}")
    columns = [] if not records else list(records[0].keys())
    return columns, [tuple(r.values()) for r in records]


async def _count(store: Store) -> int:
    if isinstance(store, Database):
        row = await store.fetchone("SELECT count(*) FROM tables")
        return int(row[0]) if row else 0
    assert isinstance(store, PostgresStore)
    return int(await store.pool.fetchval("SELECT count(*) FROM tables"))


async def _write(store: Store, table: str, columns: list[str], rows: list[tuple[Any, ...]]) -> None:
    if not rows:
        return
    names = ", ".join(columns)
    if isinstance(store, Database):
        sql = f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' * len(columns))})"
        await store.write(lambda raw: raw.executemany(sql, rows))
        return
    assert isinstance(store, PostgresStore)
    marks = ", ".join(f"${i}" for i in range(1, len(columns) + 1))
    # SQLite keeps whatever a column was given (an int in a REAL column, say); PostgreSQL's
    # binary protocol wants the declared type, so let the server cast each value.
    types = await store.pool.fetch(
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_name = $1 AND table_schema = current_schema()",
        table,
    )
    kind = {r["column_name"]: r["data_type"] for r in types}
    fixed = [
        tuple(
            float(v) if v is not None and kind[c] == "double precision" else v
            for c, v in zip(columns, row, strict=True)
        )
        for row in rows
    ]
    async with store.pool.acquire() as conn, conn.transaction():
        for start in range(0, len(fixed), BATCH):
            await conn.executemany(
                f"INSERT INTO {table} ({names}) VALUES ({marks})", fixed[start : start + BATCH]
            )
        if table == "tables":
            # Ids were copied explicitly: new tables must continue after them.
            await conn.execute(
                "SELECT setval(pg_get_serial_sequence('tables', 'id'), (SELECT max(id) FROM tables))"
            )


async def copy(source: str, destination: str) -> dict[str, int]:
    """Copy everything; returns rows copied per table. Refuses a destination with tables."""
    src = await persistence.open(source)
    try:
        dst = await persistence.open(destination)
        try:
            if await _count(dst) > 0:
                raise DatabaseError(
                    f"The destination {redact(destination)} already has tables: copy into an empty database."
                )
            copied = {}
            for table in TABLES:
                columns, rows = await _read(src, table)
                await _write(dst, table, columns, rows)
                copied[table] = len(rows)
            return copied
        finally:
            await dst.close()
    finally:
        await src.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m persistence.copy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("source", help="a SQLite path, sqlite:///… or postgresql://…")
    parser.add_argument(
        "destination", help="an empty (or new) database: a SQLite path, sqlite:///… or postgresql://…"
    )
    args = parser.parse_args(argv)
    try:
        copied = asyncio.run(copy(args.source, args.destination))
    except DatabaseError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(", ".join(f"{count} {table}" for table, count in copied.items()) + " copied.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
