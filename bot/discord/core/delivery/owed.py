"""Writes Discord failed, kept as owed until it takes them again.

Discord has bad minutes: it answers writes with 5xx, times out, drops connections, or answers
429 for longer than discord.py waits. A write that fails so is not dropped: the redraw loop
(`redraw.py`) keeps its table dirty and draws it again with backoff, from the table as it is
then, so only the newest state per table and per player is ever owed (memory stays bounded by
the tables and their players, however long the outage). The retries go through the token's
budget like any write, at their priorities.

While Discord fails the bot's writes, owed tables do not all hammer it: one retry every
`PROBE_EVERY` seconds goes through (a probe); once a write succeeds, every owed table retries at
its next wake (at most `RETRY_MOST` seconds later), so all catch up within a few seconds.

`Outage` says it once in the log when writes start failing and once when everything owed has
been written again (how many writes were owed, how long the longest waited): no log storm.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable, Hashable
from typing import Any

import aiohttp
import discord

log = logging.getLogger("tavolo.discord")

RETRY_FIRST = 1.0  # seconds before the first retry of an owed write
RETRY_MOST = 4.0  # the longest wait between two retries of one table (catch-up within a few seconds)
PROBE_EVERY = 2.0  # while writes fail, one retry every this many seconds, whichever table's
QUIET = 30.0  # nothing owed and no write failed for this long: the outage is over


def transient(error: BaseException) -> bool:
    """Whether a failed write may go through later (Discord's fault, not the bot's request)."""
    if isinstance(error, discord.RateLimited):
        return True
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, asyncio.TimeoutError | aiohttp.ClientError | OSError)


def retry_after(error: BaseException | None) -> float:
    """The wait a 429 asks for (0 when it says none)."""
    if error is None:
        return 0.0
    value: Any = getattr(error, "retry_after", None)
    if value is None and isinstance(error, discord.HTTPException):
        headers = getattr(error.response, "headers", None) or {}
        value = headers.get("Retry-After")
    try:
        return max(0.0, float(value)) if value is not None else 0.0
    except (TypeError, ValueError):
        return 0.0


class Owed(Exception):
    """A pass over a table left a write owed (the redraw loop draws it again later)."""

    def __init__(self, error: BaseException | None = None) -> None:
        super().__init__(str(error) if error is not None else "a write is owed")
        self.error = error
        self.retry_after = retry_after(error)


class Outage:
    """Whether Discord fails the bot's writes now, and what is owed because of it."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock  # monotonic seconds (virtual under simcord)
        self.since: float | None = None  # the first failure of this outage (None: none going on)
        self.last_failure = -math.inf
        self.last_success = -math.inf
        self._last_probe = -math.inf
        self._owed: dict[Hashable, float] = {}  # what is owed now -> since when
        self.owed_writes = 0  # things owed during this outage
        self.longest_wait = 0.0
        self.outages = 0  # outages seen (for tests and benches)
        self._check: asyncio.Future[None] | None = None

    @property
    def failing(self) -> bool:
        return self.last_failure > self.last_success

    @property
    def owed(self) -> int:
        return len(self._owed)

    # -- what the HTTP client sees -----------------------------------------------------------
    def write_failed(self, error: BaseException) -> None:
        now = self.clock()
        self.last_failure = now
        if self.since is None:
            self.since = now
            self.owed_writes = 0
            self.longest_wait = 0.0
            self.outages += 1
            log.warning(
                "Discord is failing the bot's writes (%s); keeping them owed and retrying", _said(error)
            )

    async def sent(self, send: Callable[..., Awaitable[Any]], route: Any, **kwargs: Any) -> Any:
        """One request of the HTTP client, through `send`: a write Discord fails for its own
        fault is noted (`write_failed`), and every write that goes through (the rate budget's
        front of the client calls this, `RateBudget.install`)."""
        try:
            answer = await send(route, **kwargs)
        except Exception as error:
            if transient(error):
                self.write_failed(error)
            raise
        if getattr(route, "method", "GET") != "GET":
            self.write_succeeded()
        return answer

    def write_succeeded(self) -> None:
        self.last_success = max(self.clock(), self.last_failure + 1e-9)
        self._maybe_over()

    # -- what the redraw loop owes -------------------------------------------------------------
    def owe(self, key: Hashable, error: BaseException | None) -> None:
        if key not in self._owed:
            self._owed[key] = self.clock()
            self.owed_writes += 1
        if self.since is None:
            self.write_failed(error or RuntimeError("a write failed"))

    def paid(self, key: Hashable) -> None:
        since = self._owed.pop(key, None)
        if since is not None:
            # Its pass went through: what it had to write, Discord took (perhaps through an
            # interaction's token, which the HTTP client never sees). The others try again.
            self.longest_wait = max(self.longest_wait, self.clock() - since)
        self._maybe_over()

    def forget(self, key: Hashable) -> None:
        self._owed.pop(key, None)
        self._maybe_over()

    def _maybe_over(self) -> None:
        """The outage is over once nothing is owed and a write went through since the last
        failure, or none failed for `QUIET` seconds (what was owed went through interactions'
        tokens, which the HTTP client never sees): one line then, however it flapped."""
        if self.since is None or self._owed:
            return
        quiet = self.clock() - self.last_failure
        if self.failing and quiet < QUIET:
            if self._check is None or self._check.done():
                self._check = asyncio.ensure_future(self._check_later(QUIET - quiet))
            return
        log.warning(
            "Discord takes the bot's writes again after %.0f s: %d owed writes caught up, "
            "the longest waited %.0f s",
            self.clock() - self.since,
            self.owed_writes,
            self.longest_wait,
        )
        self.since = None

    async def _check_later(self, seconds: float) -> None:
        await asyncio.sleep(seconds)
        self._check = None
        self._maybe_over()

    async def wait_turn(self, running: Callable[[], bool]) -> None:
        """Returns when an owed write may be tried: at once unless writes are failing; then one
        probe every `PROBE_EVERY` seconds, whichever owed table's turn it is; the others wait
        (`RETRY_MOST` at a time, so all retry within seconds once a write went through)."""
        while self.failing and running():
            now = self.clock()
            if now - self._last_probe >= PROBE_EVERY:
                self._last_probe = now
                return  # this one probes
            # To the next multiple of RETRY_MOST on the clock: every waiting table wakes at the
            # same instants (one wake-up for all, not one per table at its own phase).
            await asyncio.sleep(RETRY_MOST - now % RETRY_MOST or RETRY_MOST)

    def close(self) -> None:
        if self._check is not None:
            self._check.cancel()


def _said(error: BaseException) -> str:
    if isinstance(error, discord.HTTPException):
        return f"{error.status} {error.text or ''}".strip()
    return type(error).__name__
