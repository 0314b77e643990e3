"""One budget for the bot token's REST calls, in front of discord.py's HTTP client.

Discord allows a bot 50 requests a second across every process that uses its token (the global
rate limit); above it, it answers 429 and discord.py waits, and every table goes stale at once.
`RateBudget` keeps this process below its share: at most `limit` requests start in any `window`
seconds (a sliding window, so no one-second span ever holds more, however the calls bunch up).

Interaction callbacks and what is sent through an interaction's token (follow-ups, edits of an
answer) never reach `discord.http.HTTPClient.request` (discord.py sends them through its webhook
adapter), so they bypass the budget, as they bypass Discord's.

When calls must wait, the queue is ordered by what matters to players:
1. `TURN`: the live table (and its mention) of the player whose turn just started;
2. `TABLE`: other tables' edits. A call queued with a `key` (a table's live message) is
   replaced by a newer call with the same key: the waiting edit gives up its place to the newer
   one, which is drawn from the table as it is when its turn comes, so what is dropped is only a
   stale intermediate edit, never a table's last state;
3. `LATER`: summaries, follow DMs, notices.
A move itself never waits here (it is committed before anything is drawn), and a call without a
key is never dropped, only delayed.

Several processes share the token: each takes a share of the limit from its shards (see
`bot.config.Settings.rate_share` and docs/DEPLOY.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from bot.discord.core.delivery.owed import Outage

TURN = 1  # the table and ping of the player whose turn just started
TABLE = 2  # other tables' edits, newest state only
LATER = 3  # summaries, follow DMs, notices

DEFAULT_RATE = 45.0  # requests a second: below Discord's 50, leaving room for its clock and ours

_priority: ContextVar[int] = ContextVar("tavolo_rate_priority", default=TABLE)
# Requests already paid for by `RateBudget.turn` in this task (a list, so the wrapper can spend it).
_prepaid: ContextVar[list[int] | None] = ContextVar("tavolo_rate_prepaid", default=None)


@dataclass(order=True)
class _Waiter:
    priority: int
    seq: int
    key: Hashable = field(compare=False)
    # The waiting call sleeps in a task of its own until the pump (or a newer call with its key)
    # wakes it: a sleep, not a bare future, so a simulated clock (simcord) sees a timed wait.
    sleeper: asyncio.Task[None] = field(compare=False)
    granted: bool | None = field(default=None, compare=False)  # None: still waiting

    @property
    def dead(self) -> bool:
        return self.granted is not None

    def wake(self, granted: bool) -> None:
        if self.granted is None:
            self.granted = granted
            self.sleeper.cancel()


async def _sleep_until_woken() -> None:
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.sleep(_ASLEEP)


_ASLEEP = 365 * 24 * 3600.0  # "until woken"


class RateBudget:
    """At most `rate * window` requests start in any `window` seconds; waiting calls go in
    priority order, oldest first within a priority. `clock` and `sleep` are injectable (the
    tests run it on a virtual clock; under simcord `time.monotonic` and `asyncio.sleep` are
    simcord's virtual ones)."""

    def __init__(
        self,
        rate: float = DEFAULT_RATE,
        *,
        window: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        if rate <= 0:
            raise ValueError("a rate budget needs a positive rate")
        self.rate = rate
        self.window = window
        self.limit = max(1, int(rate * window))
        self.clock = clock
        self.sleep = sleep
        self._starts: deque[float] = deque()
        self._queue: list[_Waiter] = []
        self._keyed: dict[Hashable, _Waiter] = {}
        self._seq = itertools.count()
        self._pump_task: asyncio.Task[None] | None = None
        self.sent = 0  # calls let through
        self.replaced = 0  # queued calls that gave their place to a newer one with their key
        self.starts: list[float] | None = None  # every start time, when a bench or test asks

    # -- the window ------------------------------------------------------------------------
    def _wait_for_room(self, now: float) -> float:
        """Seconds until one more call may start (0: now)."""
        while self._starts and self._starts[0] <= now - self.window:
            self._starts.popleft()
        if len(self._starts) < self.limit:
            return 0.0
        return self._starts[0] + self.window - now

    def _start(self, now: float) -> None:
        self._starts.append(now)
        self.sent += 1
        if self.starts is not None:
            self.starts.append(now)

    @property
    def waiting(self) -> int:
        return sum(1 for waiter in self._queue if not waiter.dead)

    # -- taking a turn ---------------------------------------------------------------------
    async def acquire(self, priority: int | None = None, key: Hashable = None) -> bool:
        """Waits until this call may start. False: a newer call with the same `key` took its
        place (the caller sends nothing; the newer one shows the newer state)."""
        priority = _priority.get() if priority is None else priority
        old = self._keyed.get(key) if key is not None else None
        if old is None and not self._queue and self._wait_for_room(self.clock()) == 0:
            self._start(self.clock())
            return True
        seq = next(self._seq)
        if old is not None:
            # The newer call takes the older one's place in the queue (no table starves
            # because it keeps changing), at the more urgent of their priorities.
            old.wake(False)
            self.replaced += 1
            priority, seq = min(priority, old.priority), old.seq
        waiter = _Waiter(priority, seq, key, asyncio.create_task(_sleep_until_woken()))
        heapq.heappush(self._queue, waiter)
        if key is not None:
            self._keyed[key] = waiter
        if self._pump_task is None or self._pump_task.done():
            self._pump_task = asyncio.create_task(self._pump())
        try:
            await waiter.sleeper
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if waiter.granted is not None and (current is None or not current.cancelling()):
                return waiter.granted  # woken before its sleeper ever ran: it ends cancelled
            waiter.wake(False)
            if key is not None and self._keyed.get(key) is waiter:
                del self._keyed[key]
            raise
        return bool(waiter.granted)

    async def _pump(self) -> None:
        while self._queue:
            top = self._queue[0]
            if top.dead:
                heapq.heappop(self._queue)
                continue
            wait = self._wait_for_room(self.clock())
            if wait > 0:
                await self.sleep(wait)
                continue
            heapq.heappop(self._queue)
            if top.key is not None and self._keyed.get(top.key) is top:
                del self._keyed[top.key]
            self._start(self.clock())
            top.wake(True)

    @contextlib.asynccontextmanager
    async def turn(self, priority: int, key: Hashable = None, *, pay: bool = True) -> AsyncIterator[bool]:
        """`async with budget.turn(TABLE, key) as mine:` waits for a turn; inside, when `mine`,
        the first request goes without waiting again (build what you send inside, so it is the
        newest state). When not `mine`, a newer call with this key replaced this one. Without
        `pay` (what is sent first is free: through an interaction's token) nothing is taken from
        the budget; any request inside still waits for its turn at `priority`."""
        mine = await self.acquire(priority, key) if pay else True
        paid = _prepaid.set([1 if mine and pay else 0])
        level = _priority.set(priority)
        try:
            yield mine
        finally:
            _priority.reset(level)
            _prepaid.reset(paid)

    async def close(self) -> None:
        if self._pump_task is not None:
            self._pump_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._pump_task
        for waiter in self._queue:
            waiter.wake(False)

    # -- in front of discord.py --------------------------------------------------------------
    def install(self, http: Any, outage: Outage | None = None) -> None:
        """Every request of this HTTP client (discord.py's, or simcord's stand-in for it) waits
        for its turn here first, at the priority of the task that makes it (`priority`); its
        outcome is told to `outage` (a write Discord failed, one it took: `owed.Outage.sent`)."""
        if getattr(http, "tavolo_budget", None) is self:
            return
        send = http.request

        async def request(route: Any, **kwargs: Any) -> Any:
            paid = _prepaid.get()
            if paid is not None and paid[0] > 0:
                paid[0] -= 1
            else:
                await self.acquire()
            if outage is None:
                return await send(route, **kwargs)
            return await outage.sent(send, route, **kwargs)

        http.request = request
        http.tavolo_budget = self


@contextlib.contextmanager
def priority(level: int) -> Iterator[None]:
    """Requests made inside (in this task and tasks it starts) wait at this priority."""
    token = _priority.set(level)
    try:
        yield
    finally:
        _priority.reset(token)
