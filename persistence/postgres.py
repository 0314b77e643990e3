"""The PostgreSQL store: asyncpg, a connection pool, group commit, migrations_pg/.

The same `persistence.store.Store` as the SQLite `Database`, for many bot processes sharing
one database. Install with `pip install 'tavolo[postgres]'`; open with
`persistence.open("postgresql://user@host/db")`.

Moves that arrive together share one transaction (group commit, as in SQLite; here one
statement over arrays, so a single round trip), and unlike SQLite several such
transactions may be in flight at once (one per pooled connection), so a slow commit does
not hold up the next batch. Every uniqueness or
foreign-key refusal surfaces as `persistence.errors.Conflict`.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from persistence import pg_writes
from persistence.errors import Conflict
from persistence.migrations import DatabaseError, available
from persistence.pg_faces import PgFaceStorage
from persistence.pg_schema import advisory_key, load_asyncpg, redact, upgrade
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

if TYPE_CHECKING:
    import asyncpg

__all__ = ["MIGRATIONS_DIR", "TABLES", "PostgresStore", "advisory_key", "redact"]

MIGRATIONS_DIR = Path(__file__).with_name("migrations_pg")
IN_FLIGHT = 4  # group-commit transactions running at once (each on its own pooled connection)
TABLES = (  # every table, parents first (the copy tool and dump() walk them in this order)
    "tables",
    "seats",
    "actions",
    "deadlines",
    "results",
    "ratings",
    "guild_settings",
    "table_messages",
    "dm_messages",
    "users",
    "settings",
)


def _numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, …` (the portable queries never quote a `?`)."""
    count = 0

    def number(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


class PostgresStore(PgFaceStorage):
    """Open with `await PostgresStore.open(dsn)`; close with `await store.close()`."""

    def __init__(self, pool: asyncpg.Pool, dsn: str, version: int) -> None:
        self._pool = pool
        self.dsn = dsn
        self.version = version
        self._pg = load_asyncpg()
        self._pending: list[PendingAppend] = []
        self._flusher: asyncio.Task[None] | None = None
        self._slots = asyncio.Semaphore(IN_FLIGHT)
        self._commits: set[asyncio.Task[None]] = set()

    @classmethod
    async def open(
        cls, dsn: str, *, min_size: int = 2, max_size: int = 10, upto: int | None = None
    ) -> PostgresStore:
        """Connect a pool and bring the schema up to date (or `upto`); refuse a newer schema.

        Unknown query parameters of the DSN become session settings (asyncpg), so
        `postgresql://…/tavolo?search_path=shard_a` keeps Tavolo's tables in a schema."""
        asyncpg = load_asyncpg()
        try:
            pool = await asyncpg.create_pool(dsn, min_size=min_size, max_size=max_size)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise DatabaseError(f"Cannot connect to PostgreSQL at {redact(dsn)}: {exc}") from exc
        try:
            async with pool.acquire() as conn:
                version = await upgrade(conn, redact(dsn), available(MIGRATIONS_DIR), upto)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, dsn, version)

    async def close(self) -> None:
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        while self._commits:
            await asyncio.gather(*list(self._commits), return_exceptions=True)
        await self._pool.close()

    @property
    def pool(self) -> asyncpg.Pool:
        return self._pool

    # -- the action log -------------------------------------------------------------------

    async def append(
        self, action: ActionRow, deadline: Deadline | None = None, away: dict[int, bool] | None = None
    ) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append(PendingAppend(action, deadline, away or {}, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._pending:
            await asyncio.sleep(0)  # let every move ready this loop iteration join the batch
            await self._slots.acquire()  # while all slots commit, the next batch grows
            batch, self._pending = self._pending, []
            task = asyncio.create_task(self._commit(batch))
            self._commits.add(task)
            task.add_done_callback(self._commits.discard)

    async def _commit(self, batch: list[PendingAppend]) -> None:
        try:
            async with self._pool.acquire() as conn:
                try:
                    await pg_writes.write_batch(conn, batch)  # one statement: its own transaction
                    outcomes: list[BaseException | None] = [None] * len(batch)
                except (
                    self._pg.IntegrityConstraintViolationError,
                    self._pg.exceptions.DeadlockDetectedError,
                ):
                    # Someone's move was refused (or two processes crossed on the same
                    # tables): redo with a savepoint per move so each fails alone.
                    outcomes = await self._one_by_one(conn, batch)
        except BaseException as exc:  # the commit itself failed: nobody's move is logged
            outcomes = [exc] * len(batch)
        finally:
            self._slots.release()
        for item, error in zip(batch, outcomes, strict=True):
            if item.future.done():
                continue
            if error is None:
                item.future.set_result(None)
            else:
                item.future.set_exception(error)

    async def _one_by_one(
        self, conn: asyncpg.Connection, batch: list[PendingAppend]
    ) -> list[BaseException | None]:
        outcomes: list[BaseException | None] = []
        async with conn.transaction():
            for item in batch:
                try:
                    async with conn.transaction():  # a savepoint
                        await pg_writes.write_batch(conn, [item])
                except self._pg.IntegrityConstraintViolationError as exc:
                    conflict = Conflict(str(exc))
                    conflict.__cause__ = exc
                    outcomes.append(conflict)
                else:
                    outcomes.append(None)
        return outcomes

    async def actions(self, table_id: int) -> list[str]:
        rows = await self._pool.fetch(
            "SELECT notation FROM actions WHERE table_id = $1 ORDER BY seq", table_id
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
        async with self._pool.acquire() as conn:
            try:
                async with conn.transaction():
                    table_id = int(
                        await conn.fetchval(
                            "INSERT INTO tables (guild_id, channel_id, game, preset, options, players,"
                            " host_id, status, turn_seconds, created_at, updated_at)"
                            " VALUES ($1, $2, $3, $4, $5, $6, $7, 'lobby', $8, $9, $9) RETURNING id",
                            guild_id,
                            channel_id,
                            game,
                            preset,
                            json.dumps(options),
                            players,
                            host_id,
                            turn_seconds,
                            now,
                        )
                    )
                    await pg_writes.write_seats(conn, table_id, seats)
                    await pg_writes.write_deadline(conn, table_id, deadline)
            except self._pg.IntegrityConstraintViolationError as exc:
                raise Conflict(str(exc)) from exc
        return table_id

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
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(
                "UPDATE tables SET options = $1, players = $2, host_id = $3, turn_seconds = $4,"
                " updated_at = $5 WHERE id = $6 AND status = 'lobby'",
                json.dumps(options),
                players,
                host_id,
                turn_seconds,
                now,
                table_id,
            )
            await pg_writes.write_seats(conn, table_id, seats)
            await pg_writes.write_deadline(conn, table_id, deadline)

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
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(
                "UPDATE tables SET status = 'playing', seed = $1, players = $2, started_at = $3,"
                " updated_at = $3 WHERE id = $4 AND status = 'lobby'",
                seed,
                players,
                now,
                table_id,
            )
            await pg_writes.write_seats(conn, table_id, seats)
            await pg_writes.write_deadline(conn, table_id, deadline)

    async def close_table(self, table_id: int, *, reason: str, now: float) -> None:
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(
                "UPDATE tables SET status = 'abandoned', close_reason = $1, finished_at = $2,"
                " updated_at = $2 WHERE id = $3 AND status IN ('lobby', 'playing')",
                reason,
                now,
                table_id,
            )
            await conn.execute("DELETE FROM deadlines WHERE table_id = $1", table_id)

    async def mark_broken(self, table_id: int, *, reason: str, now: float) -> None:
        """Close an open table whose log no longer replays; its seats and log stay as they are."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(
                "UPDATE tables SET status = 'broken', close_reason = $1, finished_at = $2,"
                " updated_at = $2 WHERE id = $3 AND status IN ('lobby', 'playing')",
                reason,
                now,
                table_id,
            )
            await conn.execute("DELETE FROM deadlines WHERE table_id = $1", table_id)

    async def set_deadline(
        self, table_id: int, deadline: Deadline | None, away: dict[int, bool] | None = None
    ) -> None:
        async with self._pool.acquire() as conn, conn.transaction():
            await pg_writes.write_deadline(conn, table_id, deadline)
            if away:
                await conn.executemany(
                    "UPDATE seats SET away = $1 WHERE table_id = $2 AND seat = $3",
                    [(int(flag), table_id, seat) for seat, flag in away.items()],
                )

    async def load_tables(
        self,
        ids: Iterable[int] | None = None,
        *,
        open_only: bool = False,
        shards: tuple[Collection[int], int] | None = None,
    ) -> list[TableRow]:
        where: list[str] = []
        params: list[Any] = []
        if ids is not None:
            id_list = [i for i in ids if fits_integer(i)]
            if not id_list:
                return []
            params.append(id_list)
            where.append(f"id = ANY(${len(params)}::bigint[])")
        if open_only:
            where.append("status IN ('lobby', 'playing')")
        if shards is not None:
            params.extend([shards[1], sorted(shards[0])])
            where.append(f"((guild_id >> 22) % ${len(params) - 1}) = ANY(${len(params)}::bigint[])")
        sql = "SELECT * FROM tables" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id"
        # One snapshot for the four reads, so a table is never seen half-written.
        async with self._pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            tables = {r["id"]: table_row(r) for r in await conn.fetch(sql, *params)}
            if not tables:
                return []
            keys = list(tables)
            for r in await conn.fetch(
                "SELECT * FROM seats WHERE table_id = ANY($1::bigint[]) ORDER BY table_id, seat", keys
            ):
                tables[r["table_id"]].seats.append(seat_row(r))
            for r in await conn.fetch(
                "SELECT table_id, notation FROM actions WHERE table_id = ANY($1::bigint[])"
                " ORDER BY table_id, seq",
                keys,
            ):
                tables[r[0]].actions.append(r[1])
            for r in await conn.fetch("SELECT * FROM deadlines WHERE table_id = ANY($1::bigint[])", keys):
                tables[r["table_id"]].deadline = deadline_row(r)
        return list(tables.values())

    async def table_status(self, table_id: int) -> str | None:
        if not fits_integer(table_id):
            return None
        value = await self._pool.fetchval("SELECT status FROM tables WHERE id = $1", table_id)
        return None if value is None else str(value)

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

        Two tables sharing a player may finish at the same moment in different processes
        (or on two pooled connections): each takes a transaction-scoped advisory lock per
        rated player, in one global order (no deadlock), before reading the ratings, so the
        second waits for the first's commit and rates from its result — as if they had
        finished one after the other. (Row locks can't do it: a first game has no row yet.)
        """
        async with self._pool.acquire() as conn, conn.transaction():
            status = await conn.execute(
                "UPDATE tables SET status = 'finished', finished_at = $1, updated_at = $1, result = $2,"
                " vs_computer = $3 WHERE id = $4 AND status = 'playing'",
                now,
                json.dumps(result),
                int(vs_computer),
                table_id,
            )
            if status.split()[-1] == "0":
                return {}
            await conn.execute("DELETE FROM deadlines WHERE table_id = $1", table_id)
            users = [r["user_id"] for r in results if r["user_id"] is not None]
            for key in sorted({advisory_key("rating", guild_id, game, user) for user in users}):
                await conn.execute("SELECT pg_advisory_xact_lock($1)", key)
            current: dict[int, tuple[float, float] | None] = dict.fromkeys(users)
            if users:
                for row in await conn.fetch(
                    "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = $1 AND game = $2"
                    " AND user_id = ANY($3::bigint[])",
                    guild_id,
                    game,
                    users,
                ):
                    current[row["user_id"]] = (row["mu"], row["sigma"])
            new = rate(current) if users else {}
            finish = rate_finish(
                table_id, guild_id=guild_id, game=game, now=now, results=results, current=current, new=new
            )
            if finish.rating_rows:
                await conn.executemany(
                    "INSERT INTO ratings (guild_id, game, user_id, name, mu, sigma, games, wins, updated_at)"
                    " VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)"
                    " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET name = excluded.name,"
                    " mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1,"
                    " wins = ratings.wins + excluded.wins, updated_at = excluded.updated_at",
                    finish.rating_rows,
                )
            await conn.executemany(
                "INSERT INTO results (table_id, seat, user_id, name, computer, side, score, rank, won,"
                " rating_before, rating_after, mu_before, mu_after)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                finish.result_rows,
            )
            return finish.changes

    # -- read-only queries over finished games --------------------------------------------

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """A read-only query written once for both engines, with SQLite's `?` placeholders."""
        return await self._pool.fetch(_numbered(sql), *params)

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[Any]:
        return await self._pool.fetch(
            "SELECT user_id, name, mu, sigma, games, wins FROM ratings WHERE guild_id = $1 AND game = $2"
            " ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT $3",
            guild_id,
            game,
            limit,
        )

    async def player_ratings(self, guild_id: int, user_id: int) -> list[Any]:
        return await self._pool.fetch(
            "SELECT game, mu, sigma, games, wins FROM ratings WHERE guild_id = $1 AND user_id = $2"
            " ORDER BY games DESC, game",
            guild_id,
            user_id,
        )

    async def recent_finished(self, guild_id: int, limit: int = 10) -> list[tuple[Any, list[Any]]]:
        tables = await self._pool.fetch(
            "SELECT id, game, preset, finished_at, vs_computer FROM tables WHERE guild_id = $1"
            " AND status = 'finished' ORDER BY finished_at DESC, id DESC LIMIT $2",
            guild_id,
            limit,
        )
        if not tables:
            return []
        seats: dict[int, list[Any]] = {t["id"]: [] for t in tables}
        for row in await self._pool.fetch(
            "SELECT table_id, seat, user_id, name, computer, side, score, rank, won FROM results"
            " WHERE table_id = ANY($1::bigint[]) ORDER BY table_id, seat",
            list(seats),
        ):
            seats[row["table_id"]].append(row)
        return [(t, seats[t["id"]]) for t in tables]

    # -- tools and tests ------------------------------------------------------------------

    async def dump(self) -> str:
        lines = []
        async with self._pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            for table in TABLES:
                for row in await conn.fetch(f"SELECT * FROM {table} t ORDER BY t"):
                    lines.append(f"{table} {tuple(row.values())!r}")
        return "\n".join(lines)

    async def schema_version(self) -> int:
        return int(await self._pool.fetchval("SELECT coalesce(max(version), 0) FROM migrations"))
