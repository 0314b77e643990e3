"""How the table service starts (every open table rebuilt from its log) and recovers from
failed writes and from logs that no longer replay.

A computer's move, a timer's or a result that the database refuses to write has nobody waiting
on it: it is retried with a growing delay (RETRY_FIRST doubling up to RETRY_MAX), memory first
made equal to what the disk holds (`_resync`). A table whose log no longer replays is closed as
`broken`, freeing its channel and keeping its seats and log for inspection (docs/ROBUSTNESS.md).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable, Callable, Collection

from bot.service.background import Background
from bot.service.events import Event, TableClosed
from bot.service.live_tables import LiveTables
from bot.service.model import Live
from bot.service.replay import BrokenLog, rebuild, unplayable
from persistence.errors import STORAGE_ERRORS
from persistence.rows import TableRow
from persistence.store import Store

log = logging.getLogger(__name__)
# After a failed write, a table's computer move / timer is retried after RETRY_FIRST seconds,
# doubling up to RETRY_MAX while the database keeps refusing (a full or failing disk).
RETRY_FIRST, RETRY_MAX = 0.5, 30.0


class Recovery:
    """Retries after failed writes, and closes tables whose log no longer replays.

    `finish(live)` records a finished game's result, `arm(live, resume=True)` starts the table's
    timer or computer move again, and `retire(live)` lets go of a table that closed: the turns'
    own operations (`bot.service.turns`), passed in by the table service."""

    def __init__(
        self,
        db: Store,
        clock: Callable[[], float],
        sleep: Callable[[float], Awaitable[None]],
        tables: LiveTables,
        background: Background,
        publish: Callable[[int, list[Event]], None],
        *,
        finish: Callable[[Live], Awaitable[list[Event]]],
        arm: Callable[..., None],
        retire: Callable[[Live], None],
    ) -> None:
        self._db = db
        self._clock = clock
        self._sleep = sleep
        self._tables = tables
        self._background = background
        self._publish = publish
        self._finish = finish
        self._arm = arm
        self._retire = retire
        # Scheduled retries after failed writes, by table: like timers, not work in progress,
        # so idle() does not wait for them; close() cancels them.
        self._retries: dict[int, asyncio.Task[None]] = {}
        self._retry_delay: dict[int, float] = {}

    def reset(self, table_id: int) -> None:
        """The table's last write went through (or it closed): a next failure waits RETRY_FIRST again."""
        self._retry_delay.pop(table_id, None)

    async def restore(self, shards: tuple[Collection[int], int] | None) -> None:
        """At start: hold every open table (of `shards`: None for all) by replaying its log, and
        resume its deadline or computer move. A log that no longer replays closes its table."""
        for row in await self._db.load_tables(open_only=True, shards=shards):
            try:
                live = rebuild(row)
            except Exception as exc:  # any failure to replay: the table can never be played on
                await self.break_table(row, exc)
                continue
            self._tables.remember(live)
            if live.status == "playing" and live.state is not None and live.state.over:
                # The process died between logging the last move and recording the result.
                self._publish(live.id, await self._finish(live))
            self._arm(live, resume=True)

    async def close(self) -> None:
        """Cancel the scheduled retries (the service is closing)."""
        for task in list(self._retries.values()):
            task.cancel()
        await asyncio.gather(*list(self._retries.values()), return_exceptions=True)

    def write_failed(self, live: Live, exc: BaseException) -> None:
        """A computer's move, a timer's or a result could not be written. Nobody is waiting on
        it, so without a retry the table would wait for ever (a computer's turn that never
        comes). Retry after a growing delay until the database accepts writes again."""
        delay = min(RETRY_MAX, 2 * self._retry_delay.get(live.id, RETRY_FIRST / 2))
        self._retry_delay[live.id] = delay
        log.warning("table %s: could not write (%s); retrying in %g s", live.id, exc, delay)
        previous = self._retries.get(live.id)
        if self._background.closing or (previous is not None and not previous.done()):
            return
        task = asyncio.ensure_future(self._recover_later(live, delay))
        self._retries[live.id] = task
        task.add_done_callback(
            lambda t: self._retries.pop(live.id, None) if self._retries.get(live.id) is t else None
        )

    async def _recover_later(self, live: Live, delay: float) -> None:
        await self._sleep(delay)
        if not self._background.closing:
            self._background.spawn(self._recover(live))  # the work itself is pending work, for idle()

    async def _recover(self, live: Live) -> None:
        events: list[Event] = []
        async with live.lock:
            if self._background.closing or self._tables.get(live.id) is not live:
                return
            try:
                await self._resync(live)
                if live.status == "playing" and live.state is not None and live.state.over:
                    events = await self._finish(live)  # the last move is logged, the result not yet
                else:
                    self._arm(live, resume=True)
            except STORAGE_ERRORS as exc:
                self.write_failed(live, exc)
                return
        self._publish(live.id, events)

    async def _resync(self, live: Live) -> None:
        """Make the table in memory what the database holds (a failed commit may or may not
        have reached the disk), keeping the same record and lock."""
        rows = await self._db.load_tables([live.id])
        if not rows or rows[0].status not in ("lobby", "playing"):
            live.status = rows[0].status if rows else "abandoned"
            self._retire(live)
            return
        try:
            fresh = rebuild(rows[0])
        except Exception as exc:  # what the disk holds does not replay
            live.status = "broken"
            self._retire(live)
            await self.break_table(rows[0], exc)
            return
        for name in (f.name for f in dataclasses.fields(Live) if f.name != "lock"):
            setattr(live, name, getattr(fresh, name))

    async def break_table(self, row: TableRow, exc: Exception) -> None:
        """`row`'s log no longer replays (a rules change, a damaged row): left open, it would
        hold its channel for ever ("There is already an open table in this channel") and
        refuse every command. Close it as 'broken', keeping seats and log for inspection."""
        reason = str(exc) if isinstance(exc, BrokenLog) else f"{type(exc).__name__}: {exc}"
        log.error(
            "table %s (guild %s, channel %s) cannot be rebuilt from its log: %s. Closed as broken; "
            "its seats and log are kept for inspection.",
            row.id,
            row.guild_id,
            row.channel_id,
            reason,
            exc_info=not isinstance(exc, BrokenLog),
        )
        await self._db.mark_broken(row.id, reason=reason, now=self._clock())
        self._tables.keep_closed(row.id, unplayable(row, "broken").snapshot())
        self._publish(row.id, [TableClosed(row.id, "broken")])
