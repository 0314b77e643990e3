"""The database: one aiosqlite connection, WAL, foreign keys, busy timeout, group commit.

Every write is one function run in aiosqlite's worker thread inside BEGIN IMMEDIATE ...
COMMIT, so a transaction is a single round trip and can never interleave with another.
Moves from many tables that arrive together share one commit (group commit); each
caller's `append` returns only once its own move is durable.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Collection, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from persistence import dbfile
from persistence import sqlite_writes as writes
from persistence.dbfile import DatabaseLocked
from persistence.errors import Conflict
from persistence.face_storage import FaceStorage
from persistence.migrations import DatabaseError, DatabaseTooNew, available, current_version, upgrade
from persistence.queries import Queries
from persistence.rows import (
    ActionRow,
    Deadline,
    PendingAppend,
    SeatRow,
    TableRow,
    deadline_row,
    fits_integer,
    rate_finish,
    seat_row,
    table_row,
)
from persistence.settings_store import SettingsStore
from persistence.sqlite_wal import WAL_SIZE_LIMIT, WalUpkeep

__all__ = ["Database", "DatabaseError", "DatabaseLocked", "DatabaseTooNew"]

T = TypeVar("T")


class Database(FaceStorage, Queries, SettingsStore):
    """Open with `await Database.open(path)`; close with `await db.close()`."""

    def __init__(self, conn: aiosqlite.Connection, path: str, version: int) -> None:
        self._conn = conn
        self.path = path
        self.version = version
        self._pending: list[PendingAppend] = []
        self._flusher: asyncio.Task[None] | None = None
        self._wal = WalUpkeep(path, self.run)

    @classmethod
    async def open(cls, path: str | Path, *, synchronous: str = "FULL", upto: int | None = None) -> Database:
        """Open (creating it and its folder if needed) and upgrade; refuse a newer schema.

        `synchronous="FULL"` makes every commit survive power loss; "NORMAL" survives a
        crash of the process (the WAL is fsynced only at checkpoints). `upto` stops the
        migrations early (tests of upgrades).
        """
        path = str(path)
        on_disk = path != ":memory:"
        if on_disk:
            dbfile.prepare(Path(path))
            dbfile.lock(Path(path))  # held until close(): one process per database file
        conn: aiosqlite.Connection | None = None
        try:
            conn = await aiosqlite.connect(path, isolation_level=None)
            conn.row_factory = sqlite3.Row
            for pragma in (
                "PRAGMA busy_timeout = 5000",
                "PRAGMA journal_mode = WAL",
                f"PRAGMA synchronous = {synchronous}",
                "PRAGMA foreign_keys = ON",
                # Commits never run a checkpoint themselves (it would stall the moves in that
                # commit for tens of ms); `_checkpoint_cycle` does it mostly off the commit path.
                f"PRAGMA wal_autocheckpoint = {0 if path != ':memory:' else 1000}",
                f"PRAGMA journal_size_limit = {WAL_SIZE_LIMIT}",
            ):
                # Close each cursor at once: a live one (e.g. kept by a task tracker) leaves its
                # statement open and the migration's COMMIT fails with "SQL statements in progress".
                await (await conn.execute(pragma)).close()
            raw = conn._conn
            if on_disk:
                await conn._execute(lambda: _check_file(raw, Path(path)))
            version = await conn._execute(lambda: upgrade(raw, path, available(), upto))
        except BaseException as exc:
            if conn is not None:
                await conn.close()
            if on_disk:
                dbfile.unlock(Path(path))
            if isinstance(exc, sqlite3.Error | OSError):
                raise dbfile.explain(Path(path), exc) from exc
            raise
        return cls(conn, path, version)

    async def close(self) -> None:
        await self._wal.stop_waiting()
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        await self._wal.close()
        await self._conn.close()  # the last connection to close checkpoints and removes the WAL
        if self.path != ":memory:":
            dbfile.unlock(Path(self.path))

    # -- primitives -----------------------------------------------------------------------

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn(raw connection)` in the database thread (autocommit: for reads)."""
        conn = self._conn
        return await conn._execute(lambda: fn(conn._conn))

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn(raw connection)` as one transaction: committed if it returns, rolled back if it raises."""
        value = await self.run(lambda raw: writes.transaction(raw, fn))
        self._wal.committed(1)  # lobby and face writes grow the log too
        return value

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return await self.run(lambda raw: raw.execute(sql, params).fetchall())

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        return await self.run(lambda raw: raw.execute(sql, params).fetchone())

    async def dump(self) -> str:
        """Every row of every table as SQL text: equal dumps mean equal databases (tests)."""
        return await self.run(lambda raw: "\n".join(raw.iterdump()))

    async def schema_version(self) -> int:
        return await self.run(current_version)

    # -- the action log -------------------------------------------------------------------

    async def append(
        self, action: ActionRow, deadline: Deadline | None = None, away: dict[int, bool] | None = None
    ) -> None:
        """Log one action durably, replacing the table's deadline (None clears it) and
        setting seats' away flags, in the same transaction. Returns once committed."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append(PendingAppend(action, deadline, away or {}, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._pending:
            # Let every move that is ready this loop iteration join the same commit.
            await asyncio.sleep(0)
            batch, self._pending = self._pending, []
            try:
                errors = await self.run(lambda raw, batch=batch: writes.commit_batch(raw, batch))
            except BaseException as exc:  # the commit itself failed: nobody's move is logged
                for item in batch:
                    if not item.future.done():
                        item.future.set_exception(exc)
                continue
            self._wal.committed(len(batch))
            for item, error in zip(batch, errors, strict=True):
                if item.future.done():
                    continue
                if error is None:
                    item.future.set_result(None)
                else:
                    item.future.set_exception(writes.neutral(error))

    async def actions(self, table_id: int) -> list[str]:
        rows = await self.fetchall(
            "SELECT notation FROM actions WHERE table_id = ? ORDER BY seq", (table_id,)
        )
        return [row[0] for row in rows]

    # -- tables ---------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        preset: str,
        options: dict[str, Any],
        players: int,
        host_id: int,
        turn_seconds: int,
        now: float,
        seats: Sequence[SeatRow],
        deadline: Deadline | None,
    ) -> int:
        """Insert a lobby; `Conflict` if the channel already has an open table."""

        def go(raw: sqlite3.Connection) -> int:
            cursor = raw.execute(
                "INSERT INTO tables (guild_id, channel_id, game, preset, options, players, host_id, status,"
                " turn_seconds, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
                (
                    guild_id,
                    channel_id,
                    game,
                    preset,
                    json.dumps(options),
                    players,
                    host_id,
                    turn_seconds,
                    now,
                    now,
                ),
            )
            table_id = int(cursor.lastrowid or 0)
            writes.write_seats(raw, table_id, seats)
            writes.write_deadline(raw, table_id, deadline)
            return table_id

        try:
            return await self.write(go)
        except sqlite3.IntegrityError as exc:
            raise Conflict(str(exc)) from exc

    async def save_lobby(
        self,
        table_id: int,
        *,
        options: dict[str, Any],
        players: int,
        host_id: int,
        turn_seconds: int,
        now: float,
        seats: Sequence[SeatRow],
        deadline: Deadline | None,
    ) -> None:
        def go(raw: sqlite3.Connection) -> None:
            raw.execute(
                "UPDATE tables SET options = ?, players = ?, host_id = ?, turn_seconds = ?, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (json.dumps(options), players, host_id, turn_seconds, now, table_id),
            )
            writes.write_seats(raw, table_id, seats)
            writes.write_deadline(raw, table_id, deadline)

        await self.write(go)

    async def start_table(
        self,
        table_id: int,
        *,
        seed: int,
        players: int,
        now: float,
        seats: Sequence[SeatRow],
        deadline: Deadline | None,
    ) -> None:
        def go(raw: sqlite3.Connection) -> None:
            raw.execute(
                "UPDATE tables SET status = 'playing', seed = ?, players = ?, started_at = ?, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (seed, players, now, now, table_id),
            )
            writes.write_seats(raw, table_id, seats)
            writes.write_deadline(raw, table_id, deadline)

        await self.write(go)

    async def close_table(self, table_id: int, *, reason: str, now: float) -> None:
        """Mark an open table abandoned (the lobby expired, the host gave up, everyone left)."""

        def go(raw: sqlite3.Connection) -> None:
            raw.execute(
                "UPDATE tables SET status = 'abandoned', close_reason = ?, finished_at = ?, updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'playing')",
                (reason, now, now, table_id),
            )
            raw.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))

        await self.write(go)

    async def mark_broken(self, table_id: int, *, reason: str, now: float) -> None:
        """Close an open table whose log no longer replays; its seats and log stay as they are."""

        def go(raw: sqlite3.Connection) -> None:
            raw.execute(
                "UPDATE tables SET status = 'broken', close_reason = ?, finished_at = ?, updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'playing')",
                (reason, now, now, table_id),
            )
            raw.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))

        await self.write(go)

    async def set_deadline(
        self, table_id: int, deadline: Deadline | None, away: dict[int, bool] | None = None
    ) -> None:
        def go(raw: sqlite3.Connection) -> None:
            writes.write_deadline(raw, table_id, deadline)
            for seat, flag in (away or {}).items():
                raw.execute(
                    "UPDATE seats SET away = ? WHERE table_id = ? AND seat = ?", (int(flag), table_id, seat)
                )

        await self.write(go)

    async def load_tables(
        self,
        ids: Iterable[int] | None = None,
        *,
        open_only: bool = False,
        shards: tuple[Collection[int], int] | None = None,
    ) -> list[TableRow]:
        """Tables with their seats, action log and deadline (see `Store.load_tables`)."""
        id_list = None if ids is None else [i for i in ids if fits_integer(i)]
        return await self.run(lambda raw: _load_tables(raw, id_list, open_only, shards))

    async def table_status(self, table_id: int) -> str | None:
        if not fits_integer(table_id):
            return None
        row = await self.fetchone("SELECT status FROM tables WHERE id = ?", (table_id,))
        return None if row is None else str(row[0])

    async def finish_table(
        self,
        table_id: int,
        *,
        guild_id: int,
        game: str,
        now: float,
        result: dict[str, Any],
        vs_computer: bool,
        results: Sequence[dict[str, Any]],
        rate: Callable[[dict[int, tuple[float, float] | None]], dict[int, tuple[float, float]]],
    ) -> dict[int, tuple[float, float, float, float]]:
        """Record a finished game and update ratings in one transaction.

        `results` are rows (seat, user_id, name, computer, side, score, rank, won); `rate`
        gets the rated users' current (mu, sigma) — None when unrated — and returns the new
        ones. Runs in the database thread so concurrent finishes never lose an update.
        Returns user -> (mu before, sigma before, mu after, sigma after).
        """

        def go(raw: sqlite3.Connection) -> dict[int, tuple[float, float, float, float]]:
            updated = raw.execute(
                "UPDATE tables SET status = 'finished', finished_at = ?, updated_at = ?, result = ?,"
                " vs_computer = ? WHERE id = ? AND status = 'playing'",
                (now, now, json.dumps(result), int(vs_computer), table_id),
            ).rowcount
            if updated == 0:
                return {}
            raw.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
            users = [r["user_id"] for r in results if r["user_id"] is not None]
            current: dict[int, tuple[float, float] | None] = {}
            for user in users:
                row = raw.execute(
                    "SELECT mu, sigma FROM ratings WHERE guild_id = ? AND game = ? AND user_id = ?",
                    (guild_id, game, user),
                ).fetchone()
                current[user] = None if row is None else (row[0], row[1])
            new = rate(current) if users else {}
            finish = rate_finish(
                table_id, guild_id=guild_id, game=game, now=now, results=results, current=current, new=new
            )
            raw.executemany(
                "INSERT INTO ratings (guild_id, game, user_id, name, mu, sigma, games, wins,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)"
                " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
                " name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, games = games + 1,"
                " wins = wins + excluded.wins, updated_at = excluded.updated_at",
                finish.rating_rows,
            )
            raw.executemany(
                "INSERT INTO results (table_id, seat, user_id, name, computer, side, score, rank, won,"
                " rating_before, rating_after, mu_before, mu_after)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                finish.result_rows,
            )
            return finish.changes

        return await self.write(go)


# -- functions run in the database thread ---------------------------------------------------


def _check_file(raw: sqlite3.Connection, path: Path) -> None:
    """Before any migration: the file is SQLite, undamaged, writable and Tavolo's (see dbfile)."""
    dbfile.verify(raw)
    dbfile.probe_writes(raw)
    dbfile.check_foreign(raw, path)


def _load_tables(
    raw: sqlite3.Connection,
    ids: list[int] | None,
    open_only: bool,
    shards: tuple[Collection[int], int] | None = None,
) -> list[TableRow]:
    where: list[str] = []
    params: list[Any] = []
    if ids is not None:
        if not ids:
            return []
        where.append(f"id IN ({','.join('?' * len(ids))})")
        params.extend(ids)
    if open_only:
        where.append("status IN ('lobby', 'playing')")
    if shards is not None:
        shard_ids, count = sorted(shards[0]), shards[1]
        where.append(f"((guild_id >> 22) % ?) IN ({','.join('?' * len(shard_ids)) or 'NULL'})")
        params.extend([count, *shard_ids])
    sql = "SELECT * FROM tables" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id"
    tables = {r["id"]: table_row(r) for r in raw.execute(sql, params).fetchall()}
    if not tables:
        return []
    marks = ",".join("?" * len(tables))
    keys = list(tables)
    for r in raw.execute(f"SELECT * FROM seats WHERE table_id IN ({marks}) ORDER BY table_id, seat", keys):
        tables[r["table_id"]].seats.append(seat_row(r))
    for r in raw.execute(
        f"SELECT table_id, notation FROM actions WHERE table_id IN ({marks}) ORDER BY table_id, seq", keys
    ):
        tables[r[0]].actions.append(r[1])
    for r in raw.execute(f"SELECT * FROM deadlines WHERE table_id IN ({marks})", keys):
        tables[r["table_id"]].deadline = deadline_row(r)
    return list(tables.values())
