"""A lease per shard, so no two processes serve one shard's tables (a zombie included).

On PostgreSQL a lease is a session advisory lock, `pg_try_advisory_lock(namespace, shard)`, held on
a connection of its own for the process's lifetime. It needs no expiry and no renewal: when the
holder dies its connection drops and PostgreSQL releases the lock, so a process waiting for the
shard (it retries every `retry_seconds`) takes it over within one retry. The lease connection
sets TCP keepalives so the server also notices a holder whose host vanished without closing the
socket (~25 s), and the holder checks its own connection (`heartbeat`) so that a process that lost
its lease — the database restarted, the network split — learns it and stops serving.

Processes also hold a shared lock on their shard count: a process started with another count
(`--shard-count 32` while others run 16) would split guilds differently, so it waits until every
process of the old count has stopped.

A SQLite file is one process's (config refuses a partial shard range on it): no lease there.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import socket
import zlib
from collections.abc import Awaitable, Callable, Collection
from typing import TYPE_CHECKING, Any, Protocol

from persistence.migrations import DatabaseError
from persistence.store import is_postgres_url

if TYPE_CHECKING:
    import asyncpg

__all__ = ["HEARTBEAT_SECONDS", "RETRY_SECONDS", "ShardLease", "claim_shards"]

log = logging.getLogger(__name__)

RETRY_SECONDS = 5.0  # how often a waiting process asks again for a held shard
HEARTBEAT_SECONDS = 5.0
# Session settings of the lease connection: the server drops (and so releases the locks of) a
# holder whose host stopped answering after idle + interval * count seconds.
_KEEPALIVE = {"tcp_keepalives_idle": "10", "tcp_keepalives_interval": "5", "tcp_keepalives_count": "3"}

# Granted two-key advisory locks in this database (pg_locks lists every database's).
_GRANTED_HERE = (
    "l.locktype = 'advisory' AND l.granted AND l.objsubid = 2"
    " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())"
)


class ShardLease(Protocol):
    """Leases held on `shards`; `close()` gives them up."""

    shards: frozenset[int]

    async def close(self) -> None: ...


Sleep = Callable[[float], Awaitable[None]]


async def claim_shards(
    url: str,
    shards: Collection[int],
    shard_count: int,
    *,
    on_lost: Callable[[str], None],
    on_wait: Callable[[str], None] = log.warning,
    retry_seconds: float = RETRY_SECONDS,
    sleep: Sleep = asyncio.sleep,
    heartbeat: float | None = HEARTBEAT_SECONDS,
) -> ShardLease:
    """Hold a lease on each of `shards` (of `shard_count`), waiting — `on_wait(why)` each time,
    then `sleep(retry_seconds)` — while another process holds one. `on_lost(why)` is called once
    if a lease is lost later: the caller must stop serving those shards."""
    if not is_postgres_url(url):
        return _Unshared(frozenset(shards))
    lease = await _PgLease.connect(url, frozenset(shards), shard_count, on_lost)
    try:
        await lease.acquire(on_wait, retry_seconds, sleep)
    except BaseException:
        await lease.close()
        raise
    lease.watch(heartbeat, sleep)
    return lease


class _Unshared:
    def __init__(self, shards: frozenset[int]) -> None:
        self.shards = shards

    async def close(self) -> None:
        pass


def _namespace(*parts: str) -> int:
    """A non-negative int4 (so it reads the same as pg_locks' oid columns) for a lock family."""
    return zlib.crc32("\x1f".join(parts).encode()) & 0x7FFFFFFF


class _PgLease:
    def __init__(
        self,
        conn: asyncpg.Connection,
        schema: str,
        shards: frozenset[int],
        count: int,
        on_lost: Callable[[str], None],
    ) -> None:
        self._conn = conn
        self.shards = shards
        self._count = count
        # Schema-scoped: two deployments sharing a database in separate schemas don't collide.
        self._shard_ns = _namespace("tavolo", "shard", schema)
        self._layout_ns = _namespace("tavolo", "shard-count", schema)
        self._on_lost = on_lost
        self._closing = False
        self._lost = False
        self._watcher: asyncio.Task[None] | None = None

    @classmethod
    async def connect(
        cls, url: str, shards: frozenset[int], count: int, on_lost: Callable[[str], None]
    ) -> _PgLease:
        try:
            import asyncpg
        except ImportError:
            raise DatabaseError("asyncpg is not installed: pip install 'tavolo[postgres]'") from None
        ranges = ",".join(map(str, sorted(shards))) if len(shards) < 8 else f"{min(shards)}-{max(shards)}"
        # Shown to the processes that wait for these shards (application_name is at most 63 bytes).
        name = f"tavolo shards {ranges}/{count} {socket.gethostname()} pid {os.getpid()}"[:63]
        conn = await asyncpg.connect(url, server_settings={**_KEEPALIVE, "application_name": name})
        schema = await conn.fetchval("SELECT current_schema()")
        return cls(conn, str(schema), shards, count, on_lost)

    async def acquire(self, on_wait: Callable[[str], None], retry_seconds: float, sleep: Sleep) -> None:
        while not await self._same_count(on_wait):
            # Let go while waiting, so two processes of different counts never wait on each other.
            await self._conn.execute("SELECT pg_advisory_unlock_shared($1, $2)", self._layout_ns, self._count)
            await sleep(retry_seconds * random.uniform(1.0, 1.5))
        # In ascending order, keeping those already held: a process only ever waits for a shard
        # above every shard it holds, so overlapping ranges cannot wait on each other in a cycle.
        for shard in sorted(self.shards):
            while not await self._conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", self._shard_ns, shard):
                holder = await self._holder(shard)
                on_wait(
                    f"shard {shard} is served by another process ({holder}); waiting for it, "
                    f"asking again every {retry_seconds:g} s"
                )
                await sleep(retry_seconds)

    async def _same_count(self, on_wait: Callable[[str], None]) -> bool:
        await self._conn.execute("SELECT pg_advisory_lock_shared($1, $2)", self._layout_ns, self._count)
        other = await self._conn.fetchrow(
            f"SELECT l.objid::bigint AS count FROM pg_locks l WHERE {_GRANTED_HERE}"
            " AND l.classid = $1 AND l.objid <> $2 LIMIT 1",
            self._layout_ns,
            self._count,
        )
        if other is None:
            return True
        on_wait(
            f"another process runs with --shard-count {other['count']} (this one: {self._count}); "
            "waiting until every process of that count has stopped"
        )
        return False

    async def _holder(self, shard: int) -> str:
        row = await self._conn.fetchrow(
            "SELECT a.application_name, a.client_addr::text AS addr, l.pid FROM pg_locks l"
            f" LEFT JOIN pg_stat_activity a ON a.pid = l.pid WHERE {_GRANTED_HERE}"
            " AND l.classid = $1 AND l.objid = $2",
            self._shard_ns,
            shard,
        )
        if row is None:
            return "it has just let go"
        where = f" from {row['addr']}" if row["addr"] else ""
        return f"{row['application_name'] or 'unnamed'}, database backend {row['pid']}{where}"

    def watch(self, heartbeat: float | None, sleep: Sleep) -> None:
        """Report a lost lease: at once when the connection drops, or at the next heartbeat."""
        self._conn.add_termination_listener(self._terminated)
        if heartbeat is not None:
            self._watcher = asyncio.ensure_future(self._beat(heartbeat, sleep))

    def _terminated(self, _conn: Any) -> None:
        self._lose("the database connection holding them closed")

    async def _beat(self, every: float, sleep: Sleep) -> None:
        while not self._closing:
            await sleep(every)
            try:
                await asyncio.wait_for(self._conn.fetchval("SELECT 1"), timeout=every)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                self._lose(f"the database stopped answering on their connection ({error!r})")
                return

    def _lose(self, why: str) -> None:
        if self._closing or self._lost:
            return
        self._lost = True
        self._on_lost(f"lost the lease on shards {','.join(map(str, sorted(self.shards)))}: {why}")

    async def close(self) -> None:
        self._closing = True
        if self._watcher is not None:
            self._watcher.cancel()
            await asyncio.gather(self._watcher, return_exceptions=True)
        if not self._conn.is_closed():
            self._conn.remove_termination_listener(self._terminated)
            await self._conn.close()  # the session ends: PostgreSQL releases every lock
