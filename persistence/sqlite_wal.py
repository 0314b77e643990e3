"""SQLite's write-ahead-log upkeep: checkpoints that keep the log short, and its truncation
once writes stop (issue 18; docs/BENCHMARKS.md)."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger(__name__)
# The write-ahead log stays small (issue 18: it grew by hundreds of MB under load): every
# CHECKPOINT_EVERY committed writes (moves, lobbies, anything) a checkpoint copies it into the
# database and the log starts again from its beginning; SQLite cuts the file back to
# WAL_SIZE_LIMIT when it does. See `_checkpoint_cycle` and docs/BENCHMARKS.md.
CHECKPOINT_EVERY = 500
WAL_SIZE_LIMIT = 8 * 2**20
# After this many seconds without a write the log is copied in and truncated to nothing, so a
# quiet bot keeps no WAL beside its database (a busy one is bounded by the cycle above).
IDLE_TRUNCATE_SECONDS: float | None = 30.0  # None: never (simulated-Discord tests)

# Database.run: runs a function in the writer's thread.
Runner = Callable[[Callable[[sqlite3.Connection], Any]], Awaitable[Any]]


class WalUpkeep:
    """One per `Database`: told of every commit (`committed`), it checkpoints and truncates the
    log on a side connection of its own."""

    def __init__(self, path: str, run: Runner) -> None:
        self.path = path
        self._run = run  # Database.run: a function in the writer's thread
        self._since_checkpoint = 0
        self._checkpointer: asyncio.Task[None] | None = None
        self._checkpoint_conn: sqlite3.Connection | None = None
        self._last_write = 0.0
        self._idle_waiter: asyncio.Task[None] | None = None

    async def stop_waiting(self) -> None:
        """Stop waiting for a quiet spell (the database is closing)."""
        if self._idle_waiter is not None:
            self._idle_waiter.cancel()
            await asyncio.gather(self._idle_waiter, return_exceptions=True)
            self._idle_waiter = None

    async def close(self) -> None:
        """Let a running checkpoint finish, then close the side connection."""
        if self._checkpointer is not None:
            await asyncio.gather(self._checkpointer, return_exceptions=True)
        if self._checkpoint_conn is not None:
            self._checkpoint_conn.close()

    def committed(self, count: int) -> None:
        """Count committed writes; every `CHECKPOINT_EVERY` start a checkpoint cycle. (Counting
        commits rather than sleeping keeps no periodic timer alive, which simulated clocks
        would otherwise spin on.)"""
        if self.path == ":memory:":
            return
        loop = asyncio.get_running_loop()
        self._last_write = loop.time()
        idle = self._idle_waiter
        if IDLE_TRUNCATE_SECONDS is not None and (idle is None or idle.done()):  # one while writes go on
            self._idle_waiter = asyncio.ensure_future(self._truncate_when_quiet())
        self._since_checkpoint += count
        if self._since_checkpoint >= CHECKPOINT_EVERY and (
            self._checkpointer is None or self._checkpointer.done()
        ):
            self._since_checkpoint = 0
            self._checkpointer = asyncio.ensure_future(self._checkpoint_cycle())

    async def _truncate_when_quiet(self) -> None:
        """Sleep until no write came for `IDLE_TRUNCATE_SECONDS`, then truncate the log once.

        A sleeping task, not a `call_later` handle: simulated clocks (simcord) park a sleep
        and advance past it, while a pending handle reads to them as work still running."""
        loop = asyncio.get_running_loop()
        quiet_spell = IDLE_TRUNCATE_SECONDS or 0.0
        while (quiet := loop.time() - self._last_write) < quiet_spell:
            await asyncio.sleep(quiet_spell - quiet)
        if self._checkpointer is None or self._checkpointer.done():
            self._checkpointer = asyncio.ensure_future(self._truncate())

    async def _truncate(self) -> None:
        try:
            # On the side connection, in a worker thread: the writer's thread stays free, and
            # simulated clocks follow a worker thread where they lose the writer's answer.
            await asyncio.to_thread(self._checkpoint, "TRUNCATE")
        except sqlite3.Error as exc:  # a failing disk: the next quiet spell tries again
            log.warning("truncating the log of %s failed: %s", self.path, exc)

    async def _checkpoint_cycle(self) -> None:
        """Copy the log into the database, then let it start again from its beginning.

        A passive checkpoint from another thread copies the bulk without holding up a
        commit, but under steady load it never catches up: commits land while it runs, the
        log is never fully copied, and SQLite may only restart a fully copied log, so the
        file grew without bound. The second step finishes the job on the writer's own
        connection, between two commits: just the frames written meanwhile are left, no
        writer can interfere, and RESTART makes the next commit write from the start of the
        file (which `journal_size_limit` then cuts back to WAL_SIZE_LIMIT)."""
        try:
            await asyncio.to_thread(self._checkpoint)
            await self._run(lambda raw: raw.execute("PRAGMA wal_checkpoint(RESTART)").fetchall())
        except sqlite3.Error as exc:  # a failing disk: the next cycle tries again
            log.warning("checkpoint of %s failed: %s", self.path, exc)

    def _checkpoint(self, mode: str = "PASSIVE") -> None:
        if self._checkpoint_conn is None:
            self._checkpoint_conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._checkpoint_conn.execute("PRAGMA busy_timeout = 5000")
        # PASSIVE copies what it can without waiting for, or blocking, readers and writers;
        # TRUNCATE (only once writes have stopped) also empties the file.
        self._checkpoint_conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchall()
