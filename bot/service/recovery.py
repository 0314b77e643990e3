"""How the table service recovers from failed writes and from logs that no longer replay.

A computer's move, a timer's or a result that the database refuses to write has nobody waiting
on it: it is retried with a growing delay (RETRY_FIRST doubling up to RETRY_MAX), memory first
made equal to what the disk holds (`_resync`). A table whose log no longer replays is closed as
`broken`, freeing its channel and keeping its seats and log for inspection (docs/ROBUSTNESS.md).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import TYPE_CHECKING

from bot.service.events import Event, TableClosed
from bot.service.model import Live
from bot.service.replay import BrokenLog, rebuild, unplayable
from persistence.errors import STORAGE_ERRORS
from persistence.rows import TableRow

if TYPE_CHECKING:
    from bot.service.table_service import TableService

    _Base = TableService
else:
    _Base = object

log = logging.getLogger(__name__)
# After a failed write, a table's computer move / timer is retried after RETRY_FIRST seconds,
# doubling up to RETRY_MAX while the database keeps refusing (a full or failing disk).
RETRY_FIRST, RETRY_MAX = 0.5, 30.0


class RecoveryMixin(_Base):
    _retries: dict[int, asyncio.Task[None]]
    _retry_delay: dict[int, float]

    def _write_failed(self, live: Live, exc: BaseException) -> None:
        """A computer's move, a timer's or a result could not be written. Nobody is waiting on
        it, so without a retry the table would wait for ever (a computer's turn that never
        comes). Retry after a growing delay until the database accepts writes again."""
        delay = min(RETRY_MAX, 2 * self._retry_delay.get(live.id, RETRY_FIRST / 2))
        self._retry_delay[live.id] = delay
        log.warning("table %s: could not write (%s); retrying in %g s", live.id, exc, delay)
        previous = self._retries.get(live.id)
        if self._closing or (previous is not None and not previous.done()):
            return
        task = asyncio.ensure_future(self._recover_later(live, delay))
        self._retries[live.id] = task
        task.add_done_callback(
            lambda t: self._retries.pop(live.id, None) if self._retries.get(live.id) is t else None
        )

    async def _recover_later(self, live: Live, delay: float) -> None:
        await self._sleep(delay)
        if not self._closing:
            self._spawn(self._recover(live))  # the work itself is pending work, for idle()

    async def _recover(self, live: Live) -> None:
        events: list[Event] = []
        async with live.lock:
            if self._closing or self._live.get(live.id) is not live:
                return
            try:
                await self._resync(live)
                if live.status == "playing" and live.state is not None and live.state.over:
                    events = await self._finish(live)  # the last move is logged, the result not yet
                else:
                    self._arm(live, resume=True)
            except STORAGE_ERRORS as exc:
                self._write_failed(live, exc)
                return
        self._publish(live.id, events)

    async def _resync(self, live: Live) -> None:
        """Make the table in memory what the database holds (a failed commit may or may not
        have reached the disk), keeping the same record and lock."""
        rows = await self.db.load_tables([live.id])
        if not rows or rows[0].status not in ("lobby", "playing"):
            live.status = rows[0].status if rows else "abandoned"
            self._retire(live)
            return
        try:
            fresh = rebuild(rows[0])
        except Exception as exc:  # what the disk holds does not replay
            live.status = "broken"
            self._retire(live)
            await self._break(rows[0], exc)
            return
        for name in (f.name for f in dataclasses.fields(Live) if f.name != "lock"):
            setattr(live, name, getattr(fresh, name))

    async def _break(self, row: TableRow, exc: Exception) -> None:
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
        await self.db.mark_broken(row.id, reason=reason, now=self.clock())
        self._closed[row.id] = unplayable(row, "broken").snapshot()
        self._publish(row.id, [TableClosed(row.id, "broken")])
