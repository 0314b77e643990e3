"""The table service's work that nobody awaits: computer moves, timer expiries, retries' work and
event deliveries (`Background`), and the delivery of events to subscribers (`Publisher`).

`Background.idle()` waits for all of it (tests and the terminal wait for the table to settle);
`closing` is set once the service is closing, after which no new work is started.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.service.events import Event

log = logging.getLogger("bot.service.table_service")

Subscriber = Callable[[list[Event]], Awaitable[None]]
Spawn = Callable[[Awaitable[Any]], "asyncio.Task[Any]"]


class Background:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()
        self.closing = False

    def spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table service background task failed", exc_info=task.exception())

    async def idle(self) -> None:
        """Wait until no computer move, timer expiry or event delivery is pending."""
        while True:
            for _ in range(3):  # let just-woken timers and callbacks spawn their work
                await asyncio.sleep(0)
            if not self._tasks:
                return
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def cancel_all(self) -> None:
        while self._tasks:
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


class Publisher:
    """Delivers each table's events to the subscribers in order, without making the caller wait."""

    def __init__(self, spawn: Spawn) -> None:
        self._spawn = spawn
        self._subscribers: list[Subscriber] = []
        self._tails: dict[int, asyncio.Task[Any]] = {}

    def subscribe(self, callback: Subscriber) -> None:
        self._subscribers.append(callback)

    def unsubscribe(self, callback: Subscriber) -> None:
        if callback in self._subscribers:
            self._subscribers.remove(callback)

    def publish(self, table_id: int, events: list[Event]) -> None:
        if not events or not self._subscribers:
            return
        previous = self._tails.get(table_id)

        async def deliver() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            for callback in list(self._subscribers):
                try:
                    await callback(list(events))
                except Exception:
                    log.exception("event subscriber failed on %s", events)

        task = self._spawn(deliver())
        self._tails[table_id] = task
        task.add_done_callback(
            lambda t: self._tails.pop(table_id, None) if self._tails.get(table_id) is t else None
        )
