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
import hashlib
import json
import re
import time
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from persistence.database import ActionRow, Deadline, SeatRow, TableRow, fits_integer
from persistence.errors import Conflict
from persistence.migrations import DatabaseError, DatabaseTooNew, Migration, available

if TYPE_CHECKING:
    import asyncpg

__all__ = ["MIGRATIONS_DIR", "TABLES", "PostgresStore", "advisory_key"]

MIGRATIONS_DIR = Path(__file__).with_name("migrations_pg")
NOT_INSTALLED = "asyncpg is not installed: pip install 'tavolo[postgres]'"
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


def advisory_key(*parts: object) -> int:
    """A signed 64-bit key for pg_advisory_*lock from any parts (stable across processes)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


_MIGRATION_LOCK = advisory_key("tavolo", "migrations")


def redact(dsn: str) -> str:
    """The DSN without its password, for error messages and logs."""
    parts = urlsplit(dsn)
    if parts.password is None:
        return dsn
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


def _asyncpg() -> Any:
    try:
        import asyncpg
    except ImportError:
        raise DatabaseError(NOT_INSTALLED) from None
    return asyncpg


def _numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, …` (the portable queries never quote a `?`)."""
    count = 0

    def number(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


@dataclass
class _Append:
    action: ActionRow
    deadline: Deadline | None
    away: dict[int, bool]
    future: asyncio.Future[None]


class PostgresStore:
    """Open with `await PostgresStore.open(dsn)`; close with `await store.close()`."""

    def __init__(self, pool: asyncpg.Pool, dsn: str, version: int) -> None:
        self._pool = pool
        self.dsn = dsn
        self.version = version
        self._pg = _asyncpg()
        self._pending: list[_Append] = []
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
        asyncpg = _asyncpg()
        try:
            pool = await asyncpg.create_pool(dsn, min_size=min_size, max_size=max_size)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise DatabaseError(f"Cannot connect to PostgreSQL at {redact(dsn)}: {exc}") from exc
        try:
            async with pool.acquire() as conn:
                version = await _upgrade(conn, redact(dsn), available(MIGRATIONS_DIR), upto)
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
        self._pending.append(_Append(action, deadline, away or {}, future))
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

    async def _commit(self, batch: list[_Append]) -> None:
        try:
            async with self._pool.acquire() as conn:
                try:
                    await _write_batch(conn, batch)  # one statement: its own transaction
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

    async def _one_by_one(self, conn: asyncpg.Connection, batch: list[_Append]) -> list[BaseException | None]:
        outcomes: list[BaseException | None] = []
        async with conn.transaction():
            for item in batch:
                try:
                    async with conn.transaction():  # a savepoint
                        await _write_batch(conn, [item])
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
                    await _write_seats(conn, table_id, seats)
                    await _write_deadline(conn, table_id, deadline)
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
            await _write_seats(conn, table_id, seats)
            await _write_deadline(conn, table_id, deadline)

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
            await _write_seats(conn, table_id, seats)
            await _write_deadline(conn, table_id, deadline)

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
            await _write_deadline(conn, table_id, deadline)
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
            tables = {r["id"]: _table_row(r) for r in await conn.fetch(sql, *params)}
            if not tables:
                return []
            keys = list(tables)
            for r in await conn.fetch(
                "SELECT * FROM seats WHERE table_id = ANY($1::bigint[]) ORDER BY table_id, seat", keys
            ):
                tables[r["table_id"]].seats.append(
                    SeatRow(r["seat"], r["user_id"], r["name"], r["computer"], bool(r["away"]))
                )
            for r in await conn.fetch(
                "SELECT table_id, notation FROM actions WHERE table_id = ANY($1::bigint[])"
                " ORDER BY table_id, seq",
                keys,
            ):
                tables[r[0]].actions.append(r[1])
            for r in await conn.fetch("SELECT * FROM deadlines WHERE table_id = ANY($1::bigint[])", keys):
                tables[r["table_id"]].deadline = Deadline(r["kind"], r["at"], r["seq"], r["seat"])
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
            changes: dict[int, tuple[float, float, float, float]] = {}
            rating_rows, result_rows = [], []
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
                    rating_rows.append((guild_id, game, user, r["name"], mu, sigma, int(r["won"]), now))
                result_rows.append(
                    (
                        table_id,
                        r["seat"],
                        user,
                        r["name"],
                        r["computer"],
                        r["side"],
                        float(r["score"]),
                        r["rank"],
                        int(r["won"]),
                        before,
                        after,
                        mu_before,
                        mu_after,
                    )
                )
            if rating_rows:
                await conn.executemany(
                    "INSERT INTO ratings (guild_id, game, user_id, name, mu, sigma, games, wins, updated_at)"
                    " VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)"
                    " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET name = excluded.name,"
                    " mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1,"
                    " wins = ratings.wins + excluded.wins, updated_at = excluded.updated_at",
                    rating_rows,
                )
            await conn.executemany(
                "INSERT INTO results (table_id, seat, user_id, name, computer, side, score, rank, won,"
                " rating_before, rating_after, mu_before, mu_after)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                result_rows,
            )
            return changes

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

    # -- what the faces remember ----------------------------------------------------------

    async def get_message(self, table_id: int, kind: str) -> int | None:
        value = await self._pool.fetchval(
            "SELECT message_id FROM table_messages WHERE table_id = $1 AND kind = $2", table_id, kind
        )
        return None if value is None else int(value)

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        if message_id is None:
            await self._pool.execute(
                "DELETE FROM table_messages WHERE table_id = $1 AND kind = $2", table_id, kind
            )
        else:
            await self._pool.execute(
                "INSERT INTO table_messages (table_id, kind, message_id) VALUES ($1, $2, $3)"
                " ON CONFLICT (table_id, kind) DO UPDATE SET message_id = excluded.message_id",
                table_id,
                kind,
                message_id,
            )

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        value = await self._pool.fetchval(
            "SELECT message_id FROM dm_messages WHERE table_id = $1 AND user_id = $2 AND deal = $3",
            table_id,
            user_id,
            deal,
        )
        return None if value is None else int(value)

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        if message_id is None:
            await self._pool.execute(
                "DELETE FROM dm_messages WHERE table_id = $1 AND user_id = $2 AND deal = $3",
                table_id,
                user_id,
                deal,
            )
        else:
            await self._pool.execute(
                "INSERT INTO dm_messages (table_id, user_id, deal, message_id) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (table_id, user_id, deal) DO UPDATE SET message_id = excluded.message_id",
                table_id,
                user_id,
                deal,
                message_id,
            )

    async def dms_closed(self, user_id: int) -> bool:
        value = await self._pool.fetchval("SELECT dms_closed FROM users WHERE user_id = $1", user_id)
        return bool(value)

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self._pool.execute(
            "INSERT INTO users (user_id, dms_closed) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET dms_closed = excluded.dms_closed",
            user_id,
            int(closed),
        )

    async def dm_channel(self, user_id: int) -> int | None:
        value = await self._pool.fetchval("SELECT dm_channel_id FROM users WHERE user_id = $1", user_id)
        return None if value is None else int(value)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._pool.execute(
            "INSERT INTO users (user_id, dm_channel_id) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET dm_channel_id = excluded.dm_channel_id",
            user_id,
            channel_id,
        )

    async def setting(self, scope: str, scope_id: int, key: str, default: Any = None) -> Any:
        value = await self._pool.fetchval(
            "SELECT value FROM settings WHERE scope = $1 AND scope_id = $2 AND key = $3", scope, scope_id, key
        )
        return default if value is None else json.loads(value)

    async def settings(self, scope: str, scope_id: int) -> dict[str, Any]:
        rows = await self._pool.fetch(
            "SELECT key, value FROM settings WHERE scope = $1 AND scope_id = $2", scope, scope_id
        )
        return {row["key"]: json.loads(row["value"]) for row in rows}

    async def settings_named(self, key: str) -> list[tuple[str, int, Any]]:
        rows = await self._pool.fetch("SELECT scope, scope_id, value FROM settings WHERE key = $1", key)
        return [(row["scope"], int(row["scope_id"]), json.loads(row["value"])) for row in rows]

    async def set_setting(self, scope: str, scope_id: int, key: str, value: Any) -> None:
        if value is None:
            await self._pool.execute(
                "DELETE FROM settings WHERE scope = $1 AND scope_id = $2 AND key = $3", scope, scope_id, key
            )
        else:
            await self._pool.execute(
                "INSERT INTO settings (scope, scope_id, key, value) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (scope, scope_id, key) DO UPDATE SET value = excluded.value",
                scope,
                scope_id,
                key,
                json.dumps(value),
            )

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        value = await self._pool.fetchval(
            "SELECT value FROM guild_settings WHERE guild_id = $1 AND key = $2", guild_id, key
        )
        return default if value is None else json.loads(value)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        if value is None:
            await self._pool.execute(
                "DELETE FROM guild_settings WHERE guild_id = $1 AND key = $2", guild_id, key
            )
        else:
            await self._pool.execute(
                "INSERT INTO guild_settings (guild_id, key, value) VALUES ($1, $2, $3)"
                " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                guild_id,
                key,
                json.dumps(value),
            )

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


# -- helpers -----------------------------------------------------------------------------


async def _upgrade(
    conn: asyncpg.Connection, where: str, migrations: list[Migration], upto: int | None
) -> int:
    """Apply the missing migrations in one transaction, under an advisory lock so processes
    starting together upgrade once; refuse a schema newer than this code knows."""
    known = migrations[-1].version if migrations else 0
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at DOUBLE PRECISION NOT NULL)"
        )
        version = int(await conn.fetchval("SELECT coalesce(max(version), 0) FROM migrations"))
        if version > known:
            raise DatabaseTooNew(
                f"The database {where} has schema version {version}, but this Tavolo only knows up to "
                f"{known}. It was written by a newer version: upgrade Tavolo, or point it at another"
                " database."
            )
        target = known if upto is None else upto
        for migration in migrations:
            if migration.version <= version or migration.version > target:
                continue
            await conn.execute(migration.sql)
            await conn.execute(
                "INSERT INTO migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                migration.version,
                migration.name,
                time.time(),
            )
            version = migration.version
    return version


async def _write_batch(conn: asyncpg.Connection, batch: list[_Append]) -> None:
    """The whole batch as ONE statement (arrays unnested by data-modifying CTEs): outside a
    transaction it is its own transaction, so a batch costs a single round trip to the
    server instead of one per statement — what keeps a move's latency low when the server
    and the bot share busy cores. A batch holds at most one move per table (the service
    appends under the table's lock), so no row is written twice in the statement."""
    actions = [item.action for item in batch]
    timed = [(i.action.table_id, i.deadline) for i in batch if i.deadline is not None]
    away = [(int(flag), i.action.table_id, seat) for i in batch for seat, flag in i.away.items()]
    await conn.execute(
        _BATCH,
        [a.table_id for a in actions],
        [a.seq for a in actions],
        [a.seat for a in actions],
        [a.notation for a in actions],
        [a.at for a in actions],
        [int(a.by_computer) for a in actions],
        [t for t, _ in timed],
        [d.kind for _, d in timed],
        [d.at for _, d in timed],
        [d.seq for _, d in timed],
        [d.seat for _, d in timed],
        [i.action.table_id for i in batch if i.deadline is None],
        [flag for flag, _, _ in away],
        [table for _, table, _ in away],
        [seat for _, _, seat in away],
    )


_BATCH = """
WITH
  logged AS (
    INSERT INTO actions (table_id, seq, seat, notation, at, by_computer)
    SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::float8[], $6::int[])),
  timed AS (
    INSERT INTO deadlines (table_id, kind, at, seq, seat)
    SELECT * FROM unnest($7::bigint[], $8::text[], $9::float8[], $10::int[], $11::int[])
    ON CONFLICT (table_id) DO UPDATE
      SET kind = excluded.kind, at = excluded.at, seq = excluded.seq, seat = excluded.seat),
  cleared AS (DELETE FROM deadlines WHERE table_id = ANY($12::bigint[])),
  marked AS (
    UPDATE seats SET away = u.away
    FROM unnest($13::int[], $14::bigint[], $15::int[]) AS u (away, table_id, seat)
    WHERE seats.table_id = u.table_id AND seats.seat = u.seat)
SELECT 1
"""


_UPSERT_DEADLINE = (
    "INSERT INTO deadlines (table_id, kind, at, seq, seat) VALUES ($1, $2, $3, $4, $5)"
    " ON CONFLICT (table_id) DO UPDATE SET kind = excluded.kind, at = excluded.at, seq = excluded.seq,"
    " seat = excluded.seat"
)


async def _write_seats(conn: asyncpg.Connection, table_id: int, seats: Sequence[SeatRow]) -> None:
    await conn.execute("DELETE FROM seats WHERE table_id = $1", table_id)
    await conn.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, computer, away) VALUES ($1, $2, $3, $4, $5, $6)",
        [(table_id, s.seat, s.user_id, s.name, s.computer, int(s.away)) for s in seats],
    )


async def _write_deadline(conn: asyncpg.Connection, table_id: int, deadline: Deadline | None) -> None:
    if deadline is None:
        await conn.execute("DELETE FROM deadlines WHERE table_id = $1", table_id)
    else:
        await conn.execute(
            _UPSERT_DEADLINE, table_id, deadline.kind, deadline.at, deadline.seq, deadline.seat
        )


def _table_row(r: Any) -> TableRow:
    return TableRow(
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
