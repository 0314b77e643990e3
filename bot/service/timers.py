"""Every table's deadline behind one sleeper: a heap ordered by time, pruned lazily.

A task per timer would cost a task, a coroutine and a future per move, all long-lived
(turn timers run for minutes), which is what makes the garbage collector pause with
thousands of tables. Here a move only pushes a tuple. Time is read from the injected
`clock` and waited with the injected `sleep`, so tests (and simulated time) drive it.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import math
from collections.abc import Awaitable, Callable
from typing import Any

from persistence.rows import Deadline


class Timers:
    def __init__(
        self,
        clock: Callable[[], float],
        sleep: Callable[[float], Awaitable[None]],
        fire: Callable[[int, Deadline], Any],
    ) -> None:
        self._clock = clock
        self._sleep = sleep
        self._fire = fire
        self._heap: list[tuple[float, int, int, Deadline]] = []
        self._current: dict[int, Deadline] = {}
        self._order = itertools.count()
        self._target = math.inf
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def set(self, table_id: int, deadline: Deadline | None) -> None:
        """Replace the table's deadline (None: no timer). `fire(table_id, deadline)` is called
        once it passes, unless replaced first."""
        if deadline is None:
            self._current.pop(table_id, None)
            return
        if self._current.get(table_id) is deadline:
            return
        self._current[table_id] = deadline
        heapq.heappush(self._heap, (deadline.at, next(self._order), table_id, deadline))
        if len(self._heap) > 2 * len(self._current) + 64:
            self._heap = [entry for entry in self._heap if self._current.get(entry[2]) is entry[3]]
            heapq.heapify(self._heap)
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._run())
        elif deadline.at < self._target:
            # Restart the sleeper rather than waking it through an Event: a task parked in one
            # plain sleep is what simulated clocks (simcord) recognise and can advance.
            self._task.cancel()
            self._task = asyncio.ensure_future(self._run())

    def pending(self, table_id: int) -> Deadline | None:
        return self._current.get(table_id)

    async def close(self) -> None:
        self._current.clear()
        self._heap.clear()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _run(self) -> None:
        while True:
            heap = self._heap
            while heap:
                at, _, table_id, deadline = heap[0]
                if self._current.get(table_id) is not deadline:
                    heapq.heappop(heap)  # replaced or cleared since
                elif at <= self._clock():
                    heapq.heappop(heap)
                    del self._current[table_id]
                    self._fire(table_id, deadline)
                else:
                    break
            self._target = heap[0][0] if heap else math.inf
            if not heap:
                return  # `set` starts a new sleeper with the next deadline
            await self._sleep(max(0.0, self._target - self._clock()))
