"""IDENTIFY pacing shared by every process of the bot (PostgreSQL).

Discord lets a bot IDENTIFY (open a gateway session) once per 5 s per bucket, the bucket of a
shard being `shard_id % max_concurrency`, counted across all of the bot's connections. discord.py
paces the shards of one process; this paces all processes: before a shard identifies, its process
takes a session advisory lock on the bucket (keyed per schema) and keeps it for `IDENTIFY_GAP`
seconds after, so the next shard of that bucket — in this process or another — waits until then.
A process that dies releases its locks with its connections.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from persistence.leases import _namespace
from persistence.migrations import DatabaseError
from persistence.store import is_postgres_url

if TYPE_CHECKING:
    import asyncpg

__all__ = ["IDENTIFY_GAP", "IdentifyGate"]

log = logging.getLogger(__name__)
IDENTIFY_GAP = 5.0  # seconds between two IDENTIFYs of one bucket (Discord's rule)

Sleep = Callable[[float], Awaitable[None]]


class IdentifyGate:
    """`await gate.before_identify(shard_id, max_concurrency)` before each IDENTIFY."""

    def __init__(self, url: str, sleep: Sleep) -> None:
        self._url = url
        self._sleep = sleep
        self._conns: dict[int, asyncpg.Connection] = {}  # one per bucket: a lock wait blocks it
        self._local: dict[int, asyncio.Lock] = {}  # session locks are re-entrant: serialise here too
        self._tasks: set[asyncio.Task[None]] = set()
        self._namespace: int | None = None

    @classmethod
    def open(cls, url: str, *, sleep: Sleep = asyncio.sleep) -> IdentifyGate | None:
        """A gate on PostgreSQL; None on SQLite (one process: discord.py's own pacing suffices)."""
        return cls(url, sleep) if is_postgres_url(url) else None

    async def before_identify(self, shard_id: int, max_concurrency: int = 1) -> None:
        """Return once this shard may IDENTIFY; its bucket stays closed for `IDENTIFY_GAP` s."""
        bucket = shard_id % max(1, max_concurrency)
        local = self._local.setdefault(bucket, asyncio.Lock())
        await local.acquire()
        try:
            conn = await self._connection(bucket)
            await conn.execute("SELECT pg_advisory_lock($1, $2)", self._namespace, bucket)
        except BaseException:
            local.release()
            raise
        task = asyncio.ensure_future(self._reopen_later(conn, bucket, local))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _reopen_later(self, conn: asyncpg.Connection, bucket: int, local: asyncio.Lock) -> None:
        try:
            await self._sleep(IDENTIFY_GAP)
            await conn.execute("SELECT pg_advisory_unlock($1, $2)", self._namespace, bucket)
        except Exception:  # the connection is gone: so is its lock
            log.warning("could not release the IDENTIFY lock of bucket %s", bucket, exc_info=True)
        finally:
            local.release()

    async def _connection(self, bucket: int) -> asyncpg.Connection:
        conn = self._conns.get(bucket)
        if conn is None or conn.is_closed():
            try:
                import asyncpg
            except ImportError:
                raise DatabaseError("asyncpg is not installed: pip install 'tavolo[postgres]'") from None
            conn = self._conns[bucket] = await asyncpg.connect(
                self._url, server_settings={"application_name": f"tavolo identify bucket {bucket}"}
            )
            if self._namespace is None:
                schema = await conn.fetchval("SELECT current_schema()")
                self._namespace = _namespace("tavolo", "identify", str(schema))
        return conn

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for conn in self._conns.values():
            if not conn.is_closed():
                await conn.close()
        self._conns.clear()
