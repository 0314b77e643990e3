"""The tables this process holds in memory: every open one (each with its own lock, `Live.lock`),
which channel each sits in, and snapshots of the last few closed ones.

Memory only: the database holds the truth, and whoever changes a table writes it first
(see `bot.service.table_service`). Shared by the table service's collaborators.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.service.model import Live, Table

CLOSED_CACHE = 500


class LiveTables:
    def __init__(self, closed_cache: int = CLOSED_CACHE) -> None:
        self._live: dict[int, Live] = {}
        self._closed: dict[int, Table] = {}
        self._by_channel: dict[int, int] = {}
        self._closed_cache = closed_cache

    def get(self, table_id: int) -> Live | None:
        """The open table `table_id`, if this process holds it."""
        return self._live.get(table_id)

    def __contains__(self, table_id: int) -> bool:
        return table_id in self._live

    def all(self) -> Iterable[Live]:
        return self._live.values()

    def in_channel(self, channel_id: int) -> Live | None:
        table_id = self._by_channel.get(channel_id)
        return None if table_id is None else self._live[table_id]

    def closed(self, table_id: int) -> Table | None:
        """The snapshot of a table closed lately (by this process), if still kept."""
        return self._closed.get(table_id)

    def was_closed(self, table_id: int) -> bool:
        return table_id in self._closed

    def remember(self, live: Live) -> None:
        """Hold an open table (just opened, or rebuilt at start)."""
        self._live[live.id] = live
        self._by_channel[live.channel_id] = live.id

    def retire(self, live: Live) -> None:
        """Let go of a table that closed: it frees its channel and is kept as a snapshot."""
        self._live.pop(live.id, None)
        if self._by_channel.get(live.channel_id) == live.id:
            del self._by_channel[live.channel_id]
        self._closed[live.id] = live.snapshot()
        while len(self._closed) > self._closed_cache:
            del self._closed[next(iter(self._closed))]

    def keep_closed(self, table_id: int, table: Table) -> None:
        """Remember a table closed without having been held open (one whose log would not replay)."""
        self._closed[table_id] = table
