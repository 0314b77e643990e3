"""The database: one aiosqlite connection, WAL, foreign keys, busy timeout, group commit.

Every write is one function run in aiosqlite's worker thread inside BEGIN IMMEDIATE ...
COMMIT, so a transaction is a single round trip and can never interleave with another.
Moves from many tables that arrive together share one commit (group commit); each
caller's `append` returns only once its own move is durable.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from persistence import dbfile
from persistence.dbfile import DatabaseLocked
from persistence.errors import Conflict
from persistence.face_storage import FaceStorage
from persistence.migrations import DatabaseError, DatabaseTooNew, available, current_version, upgrade
from persistence.queries import Queries
from persistence.settings_store import SettingsStore

__all__ = [
    "ActionRow",
    "Database",
    "DatabaseError",
    "DatabaseLocked",
    "DatabaseTooNew",
    "Deadline",
    "SeatRow",
    "TableRow",
]

T = TypeVar("T")
log = logging.getLogger(__name__)
# SQLite integers are signed 64-bit: a larger id (typed, or forged in a component) names no row,
# and passing it to SQLite would raise OverflowError instead.
INTEGER_MIN, INTEGER_MAX = -(2**63), 2**63 - 1
# The write-ahead log stays small (issue 18: it grew by hundreds of MB under load): every
# CHECKPOINT_EVERY committed writes (moves, lobbies, anything) a checkpoint copies it into the
# database and the log starts again from its beginning; SQLite cuts the file back to
# WAL_SIZE_LIMIT when it does. See `_checkpoint_cycle` and docs/BENCHMARKS.md.
CHECKPOINT_EVERY = 500
WAL_SIZE_LIMIT = 8 * 2**20
# After this many seconds without a write the log is copied in and truncated to nothing, so a
# quiet bot keeps no WAL beside its database (a busy one is bounded by the cycle above).
IDLE_TRUNCATE_SECONDS: float | None = 30.0  # None: never (simulated-Discord tests)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    computer: str | None = None
    away: bool = False


@dataclass(frozen=True)
class Deadline:
    kind: str  # "turn" | "lobby"
    at: float
    seq: int
    seat: int | None = None


@dataclass(frozen=True)
class ActionRow:
    table_id: int
    seq: int
    seat: int
    notation: str
    at: float
    by_computer: bool = False


@dataclass
class TableRow:
    id: int
    guild_id: int
    channel_id: int
    game: str
    preset: str
    options: dict[str, Any]
    seed: int | None
    players: int
    host_id: int
    status: str
    turn_seconds: int
    close_reason: str | None
    created_at: float
    updated_at: float
    started_at: float | None
    finished_at: float | None
    vs_computer: bool
    result: dict[str, Any] | None
    seats: list[SeatRow] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    deadline: Deadline | None = None


@dataclass
class _Append:
    action: ActionRow
    deadline: Deadline | None
    away: dict[int, bool]
    future: asyncio.Future[None]


class Database(FaceStorage, Queries, SettingsStore):
    """Open with `await Database.open(path)`; close with `await db.close()`."""

    def __init__(self, conn: aiosqlite.Connection, path: str, version: int) -> None:
        self._conn = conn
        self.path = path
        self.version = version
        self._pending: list[_Append] = []
        self._flusher: asyncio.Task[None] | None = None
        self._since_checkpoint = 0
        self._checkpointer: asyncio.Task[None] | None = None
        self._checkpoint_conn: sqlite3.Connection | None = None
        self._last_write = 0.0
        self._idle_waiter: asyncio.Task[None] | None = None

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
        if self._idle_waiter is not None:
            self._idle_waiter.cancel()
            await asyncio.gather(self._idle_waiter, return_exceptions=True)
            self._idle_waiter = None
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        if self._checkpointer is not None:
            await asyncio.gather(self._checkpointer, return_exceptions=True)
        if self._checkpoint_conn is not None:
            self._checkpoint_conn.close()
        await self._conn.close()  # the last connection to close checkpoints and removes the WAL
        if self.path != ":memory:":
            dbfile.unlock(Path(self.path))

    def _committed(self, count: int) -> None:
        """Count committed writes; every `CHECKPOINT_EVERY` start a checkpoint cycle. (Counting
        commits rather than sleeping keeps no periodic timer alive, which simulated clocks
        would otherwise spin on.)"""
        if self.path == ":memory:":
            return
        loop = asyncio.get_running_loop()
        self._last_write = loop.time()
        idle = self._idle_waiter
        if IDLE_TRUNCATE_SECONDS is not None and (idle is None or idle.done()):  # one while writes go on
            self._idle_waiter = asyncio.ensure_future(self._truncate_when_quiet())
        self._since_checkpoint += count
        if self._since_checkpoint >= CHECKPOINT_EVERY and (
            self._checkpointer is None or self._checkpointer.done()
        ):
            self._since_checkpoint = 0
            self._checkpointer = asyncio.ensure_future(self._checkpoint_cycle())

    async def _truncate_when_quiet(self) -> None:
        """Sleep until no write came for `IDLE_TRUNCATE_SECONDS`, then truncate the log once.

        A sleeping task, not a `call_later` handle: simulated clocks (simcord) park a sleep
        and advance past it, while a pending handle reads to them as work still running."""
        loop = asyncio.get_running_loop()
        quiet_spell = IDLE_TRUNCATE_SECONDS or 0.0
        while (quiet := loop.time() - self._last_write) < quiet_spell:
            await asyncio.sleep(quiet_spell - quiet)
        if self._checkpointer is None or self._checkpointer.done():
            self._checkpointer = asyncio.ensure_future(self._truncate())

    async def _truncate(self) -> None:
        try:
            # On the side connection, in a worker thread: the writer's thread stays free, and
            # simulated clocks follow a worker thread where they lose the writer's answer.
            await asyncio.to_thread(self._checkpoint, "TRUNCATE")
        except sqlite3.Error as exc:  # a failing disk: the next quiet spell tries again
            log.warning("truncating the log of %s failed: %s", self.path, exc)

    async def _checkpoint_cycle(self) -> None:
        """Copy the log into the database, then let it start again from its beginning.

        A passive checkpoint from another thread copies the bulk without holding up a
        commit, but under steady load it never catches up: commits land while it runs, the
        log is never fully copied, and SQLite may only restart a fully copied log, so the
        file grew without bound. The second step finishes the job on the writer's own
        connection, between two commits: just the frames written meanwhile are left, no
        writer can interfere, and RESTART makes the next commit write from the start of the
        file (which `journal_size_limit` then cuts back to WAL_SIZE_LIMIT)."""
        try:
            await asyncio.to_thread(self._checkpoint)
            await self.run(lambda raw: raw.execute("PRAGMA wal_checkpoint(RESTART)").fetchall())
        except sqlite3.Error as exc:  # a failing disk: the next cycle tries again
            log.warning("checkpoint of %s failed: %s", self.path, exc)

    def _checkpoint(self, mode: str = "PASSIVE") -> None:
        if self._checkpoint_conn is None:
            self._checkpoint_conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._checkpoint_conn.execute("PRAGMA busy_timeout = 5000")
        # PASSIVE copies what it can without waiting for, or blocking, readers and writers;
        # TRUNCATE (only once writes have stopped) also empties the file.
        self._checkpoint_conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchall()

    # -- primitives -----------------------------------------------------------------------

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn(raw connection)` in the database thread (autocommit: for reads)."""
        conn = self._conn
        return await conn._execute(lambda: fn(conn._conn))

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn(raw connection)` as one transaction: committed if it returns, rolled back if it raises."""
        value = await self.run(lambda raw: _transaction(raw, fn))
        self._committed(1)  # lobby and face writes grow the log too
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
        self._pending.append(_Append(action, deadline, away or {}, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._pending:
            # Let every move that is ready this loop iteration join the same commit.
            await asyncio.sleep(0)
            batch, self._pending = self._pending, []
            try:
                errors = await self.run(lambda raw, batch=batch: _commit_batch(raw, batch))
            except BaseException as exc:  # the commit itself failed: nobody's move is logged
                for item in batch:
                    if not item.future.done():
                        item.future.set_exception(exc)
                continue
            self._committed(len(batch))
            for item, error in zip(batch, errors, strict=True):
                if item.future.done():
                    continue
                if error is None:
                    item.future.set_result(None)
                else:
                    item.future.set_exception(_neutral(error))

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
            _write_seats(raw, table_id, seats)
            _write_deadline(raw, table_id, deadline)
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
            _write_seats(raw, table_id, seats)
            _write_deadline(raw, table_id, deadline)

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
            _write_seats(raw, table_id, seats)
            _write_deadline(raw, table_id, deadline)

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
            _write_deadline(raw, table_id, deadline)
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
            changes: dict[int, tuple[float, float, float, float]] = {}
            for r in results:
                user = r["user_id"]
                before = after = mu_before = mu_after = None
                if user is not None and user in new:
                    mu, sigma = new[user]
                    old = current.get(user)
                    changes[user] = (*(old if old is not None else (float("nan"), float("nan"))), mu, sigma)
                    before = None if old is None else old[0] - 3 * old[1]
                    after = mu - 3 * sigma
                    mu_before, mu_after = None if old is None else old[0], mu
                    raw.execute(
                        "INSERT INTO ratings (guild_id, game, user_id, name, mu, sigma, games, wins,"
                        " updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)"
                        " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
                        " name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, games = games + 1,"
                        " wins = wins + excluded.wins, updated_at = excluded.updated_at",
                        (guild_id, game, user, r["name"], mu, sigma, int(r["won"]), now),
                    )
                raw.execute(
                    "INSERT INTO results (table_id, seat, user_id, name, computer, side, score, rank, won,"
                    " rating_before, rating_after, mu_before, mu_after)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        table_id,
                        r["seat"],
                        user,
                        r["name"],
                        r["computer"],
                        r["side"],
                        r["score"],
                        r["rank"],
                        int(r["won"]),
                        before,
                        after,
                        mu_before,
                        mu_after,
                    ),
                )
            return changes

        return await self.write(go)


def fits_integer(value: int) -> bool:
    """Whether SQLite can store `value` (a larger one can name no row)."""
    return INTEGER_MIN <= value <= INTEGER_MAX


# -- functions run in the database thread ---------------------------------------------------


def _neutral(error: BaseException) -> BaseException:
    """A move refused by the log's uniqueness rules is a `Conflict`, whatever the engine."""
    if isinstance(error, sqlite3.IntegrityError):
        conflict = Conflict(str(error))
        conflict.__cause__ = error
        return conflict
    return error


def _check_file(raw: sqlite3.Connection, path: Path) -> None:
    """Before any migration: the file is SQLite, undamaged, writable and Tavolo's (see dbfile)."""
    dbfile.verify(raw)
    dbfile.probe_writes(raw)
    dbfile.check_foreign(raw, path)


def _transaction(raw: sqlite3.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
    raw.execute("BEGIN IMMEDIATE")
    try:
        value = fn(raw)
        raw.execute("COMMIT")
    except BaseException:
        _rollback(raw)
        raise
    return value


def _rollback(raw: sqlite3.Connection) -> None:
    """End a failed transaction, whatever failed (a statement or the COMMIT itself). A COMMIT
    that fails (a full disk, a deferred constraint) can leave the transaction open, and then
    every later BEGIN would fail too; SQLite may also have rolled back already on an I/O error."""
    if raw.in_transaction:
        with contextlib.suppress(sqlite3.Error):  # the original error is the one worth reporting
            raw.execute("ROLLBACK")


def _commit_batch(raw: sqlite3.Connection, batch: list[_Append]) -> list[BaseException | None]:
    """One transaction for the whole batch. If any move is refused by a constraint, the batch
    is redone with a savepoint per move so that move fails alone."""
    try:
        _transaction(raw, lambda raw: _write_batch(raw, batch))
        return [None] * len(batch)
    except sqlite3.IntegrityError:
        return _commit_one_by_one(raw, batch)


def _write_batch(raw: sqlite3.Connection, batch: list[_Append]) -> None:
    # executemany keeps the thread in C: fewer GIL hand-offs with the event loop's thread.
    raw.executemany(
        "INSERT INTO actions (table_id, seq, seat, notation, at, by_computer) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (
                i.action.table_id,
                i.action.seq,
                i.action.seat,
                i.action.notation,
                i.action.at,
                int(i.action.by_computer),
            )
            for i in batch
        ],
    )
    raw.executemany(
        "INSERT OR REPLACE INTO deadlines (table_id, kind, at, seq, seat) VALUES (?, ?, ?, ?, ?)",
        [
            (i.action.table_id, i.deadline.kind, i.deadline.at, i.deadline.seq, i.deadline.seat)
            for i in batch
            if i.deadline is not None
        ],
    )
    cleared = [(i.action.table_id,) for i in batch if i.deadline is None]
    if cleared:
        raw.executemany("DELETE FROM deadlines WHERE table_id = ?", cleared)
    away = [(int(flag), i.action.table_id, seat) for i in batch for seat, flag in i.away.items()]
    if away:
        raw.executemany("UPDATE seats SET away = ? WHERE table_id = ? AND seat = ?", away)


def _commit_one_by_one(raw: sqlite3.Connection, batch: list[_Append]) -> list[BaseException | None]:
    errors: list[BaseException | None] = []
    raw.execute("BEGIN IMMEDIATE")
    try:
        for item in batch:
            raw.execute("SAVEPOINT move")
            try:
                a = item.action
                raw.execute(
                    "INSERT INTO actions (table_id, seq, seat, notation, at, by_computer)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (a.table_id, a.seq, a.seat, a.notation, a.at, int(a.by_computer)),
                )
                _write_deadline(raw, a.table_id, item.deadline)
                for seat, flag in item.away.items():
                    raw.execute(
                        "UPDATE seats SET away = ? WHERE table_id = ? AND seat = ?",
                        (int(flag), a.table_id, seat),
                    )
            except sqlite3.Error as exc:
                raw.execute("ROLLBACK TO move")
                raw.execute("RELEASE move")
                errors.append(exc)
            else:
                raw.execute("RELEASE move")
                errors.append(None)
        raw.execute("COMMIT")
    except BaseException:
        _rollback(raw)
        raise
    return errors


def _write_seats(raw: sqlite3.Connection, table_id: int, seats: Sequence[SeatRow]) -> None:
    raw.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
    raw.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, computer, away) VALUES (?, ?, ?, ?, ?, ?)",
        [(table_id, s.seat, s.user_id, s.name, s.computer, int(s.away)) for s in seats],
    )


def _write_deadline(raw: sqlite3.Connection, table_id: int, deadline: Deadline | None) -> None:
    if deadline is None:
        raw.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
    else:
        raw.execute(
            "INSERT OR REPLACE INTO deadlines (table_id, kind, at, seq, seat) VALUES (?, ?, ?, ?, ?)",
            (table_id, deadline.kind, deadline.at, deadline.seq, deadline.seat),
        )


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
    tables = {}
    for r in raw.execute(sql, params).fetchall():
        tables[r["id"]] = TableRow(
            id=r["id"],
            guild_id=r["guild_id"],
            channel_id=r["channel_id"],
            game=r["game"],
            preset=r["preset"],
            options=json.loads(r["options"]),
            seed=r["seed"],
            players=r["players"],
            host_id=r["host_id"],
            status=r["status"],
            turn_seconds=r["turn_seconds"],
            close_reason=r["close_reason"],
            created_at=r["created_at"],
            updated_at=r["updated_at"],
            started_at=r["started_at"],
            finished_at=r["finished_at"],
            vs_computer=bool(r["vs_computer"]),
            result=None if r["result"] is None else json.loads(r["result"]),
        )
    if not tables:
        return []
    marks = ",".join("?" * len(tables))
    keys = list(tables)
    for r in raw.execute(f"SELECT * FROM seats WHERE table_id IN ({marks}) ORDER BY table_id, seat", keys):
        tables[r["table_id"]].seats.append(
            SeatRow(r["seat"], r["user_id"], r["name"], r["computer"], bool(r["away"]))
        )
    for r in raw.execute(
        f"SELECT table_id, notation FROM actions WHERE table_id IN ({marks}) ORDER BY table_id, seq", keys
    ):
        tables[r[0]].actions.append(r[1])
    for r in raw.execute(f"SELECT * FROM deadlines WHERE table_id IN ({marks})", keys):
        tables[r["table_id"]].deadline = Deadline(r["kind"], r["at"], r["seq"], r["seat"])
    return list(tables.values())
