"""Messages between bot processes: PostgreSQL LISTEN/NOTIFY on a connection of its own.

Used to hand a player's action to the process that serves its table (`bot.service.forwarding`).
The connection is separate from the store's pool, so a forward never waits behind (or delays) a
move's commit. NOTIFY is at most once and only reaches processes listening at that moment; the
sender's caller must expect no answer when the table's process is down.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from persistence.migrations import DatabaseError
from persistence.store import is_postgres_url

if TYPE_CHECKING:
    import asyncpg

__all__ = ["Channel", "open_channel"]

log = logging.getLogger(__name__)
MAX_PAYLOAD = 7_900  # PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more


class Channel:
    """Publish JSON messages to every listening process (this one included) and receive theirs."""

    def __init__(
        self, conn: asyncpg.Connection, name: str, receive: Callable[[dict[str, Any]], None]
    ) -> None:
        self._conn = conn
        self.name = name
        self._receive = receive

    @classmethod
    async def open(cls, url: str, topic: str, receive: Callable[[dict[str, Any]], None]) -> Channel:
        try:
            import asyncpg
        except ImportError:
            raise DatabaseError("asyncpg is not installed: pip install 'tavolo[postgres]'") from None
        conn = await asyncpg.connect(url)
        schema = str(await conn.fetchval("SELECT current_schema()"))
        # Channels are per database, not per schema: name it after the schema too.
        name = f"tavolo_{topic}_{zlib.crc32(schema.encode()):08x}"
        channel = cls(conn, name, receive)
        await conn.add_listener(name, channel._on_notify)
        return channel

    def _on_notify(self, _conn: Any, _pid: int, _name: str, payload: str) -> None:
        try:
            message = json.loads(payload)
        except ValueError:
            log.error("ignored a malformed message on %s: %r", self.name, payload[:200])
            return
        self._receive(message)

    async def publish(self, message: dict[str, Any]) -> None:
        payload = json.dumps(message, separators=(",", ":"))
        if len(payload.encode()) > MAX_PAYLOAD:
            raise ValueError(f"a message of {len(payload)} bytes is too long for NOTIFY")
        await self._conn.execute("SELECT pg_notify($1, $2)", self.name, payload)

    async def close(self) -> None:
        if not self._conn.is_closed():
            await self._conn.close()


async def open_channel(url: str, topic: str, receive: Callable[[dict[str, Any]], None]) -> Channel | None:
    """A channel on PostgreSQL; None on SQLite, whose one process has nobody to tell."""
    if not is_postgres_url(url):
        return None
    return await Channel.open(url, topic, receive)
