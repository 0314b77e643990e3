"""Shared helpers for the table service tests (no tests here): a fake clock, a service
factory over a temporary database, and a deterministic way to pick moves."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import persistence
from bot.service.events import Event
from bot.service.model import Table
from bot.service.table_service import TableService

GUILD, CHANNEL = 100, 200
ANN, BOB, CAT, DAN, EVE = 1, 2, 3, 4, 5


class FakeClock:
    """Time that only moves when the test says so; `sleep` wakes when it has."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._ids = itertools.count()

    def __call__(self) -> float:
        return self.now

    async def sleep(self, delay: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self.now + max(0.0, delay), next(self._ids), future))
        await future

    async def advance(self, seconds: float) -> None:
        for _ in range(5):  # let freshly started timers reach their sleep first
            await asyncio.sleep(0)
        self.now += seconds
        while self._sleepers and self._sleepers[0][0] <= self.now:
            _, _, future = heapq.heappop(self._sleepers)
            if not future.done():
                future.set_result(None)
        for _ in range(5):
            await asyncio.sleep(0)


class Recorder:
    """A subscriber that keeps every published event."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    async def __call__(self, events: list[Event]) -> None:
        self.events.extend(events)

    def of(self, kind: type) -> list:
        return [e for e in self.events if isinstance(e, kind)]


@asynccontextmanager
async def running(
    path: Path | str, clock: FakeClock | None = None, **kwargs
) -> AsyncIterator[tuple[TableService, Recorder]]:
    """A started service on the database at `path` (a file or database URL: either engine);
    closed (service and database) on exit."""
    db = await persistence.open(path)
    clock = clock or FakeClock()
    service = TableService(db, clock=clock, sleep=clock.sleep, **kwargs)
    recorder = Recorder()
    service.subscribe(recorder)
    await service.start()
    try:
        yield service, recorder
    finally:
        await service.close()
        await db.close()


def pick(table: Table, legal: list[str]) -> str:
    """A deterministic, varied choice of move (depends only on the position's seq)."""
    return legal[(table.seq * 7 + 3) % len(legal)]


async def two_player_game(service: TableService, seed: int = 11, channel: int = CHANNEL, **options) -> Table:
    table = await service.open_table(
        guild_id=GUILD,
        channel_id=channel,
        user_id=ANN,
        user_name="Ann",
        game="scopa",
        options=options or None,
    )
    await service.join(table.id, BOB, "Bob")
    return await service.start_game(table.id, ANN, seed=seed)


async def play_moves(service: TableService, table_id: int, count: int | None = None) -> Table:
    """Let the humans to move play `pick` moves (`count` of them, or to the end)."""
    done = 0
    while count is None or done < count:
        await service.idle()
        table = service.table(table_id)
        if table.status != "playing":
            return table
        user = table.to_move_user
        assert user is not None
        await service.act(table_id, user, pick(table, service.legal(table_id, user)), expected_seq=table.seq)
        done += 1
    await service.idle()
    return service.table(table_id)
