"""The one debounced redraw loop per table, shared by the live table and the family boards.

Events only mark a table dirty; a task per dirty table waits `debounce` seconds (a burst of
events, a human move and the computer replies it triggers, becomes one redraw), then calls
`draw(table_id)` until nothing marked it dirty again meanwhile.

A draw that leaves a write owed (it raises `Owed`, or a write failed for Discord's fault:
`owed.transient`) keeps its table dirty and is drawn again with backoff, from the table as it is
then (`owed.py`): nothing Discord failed is forgotten, and only the newest state is owed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.discord.core.delivery.owed import RETRY_FIRST, RETRY_MOST, Outage, Owed, retry_after, transient
from bot.service.errors import NoSuchTable
from bot.service.model import Table


def table_or_none(service: Any, table_id: int) -> Table | None:
    """The open table `table_id`, or None once the service no longer holds it."""
    try:
        table: Table = service.table(table_id)
    except NoSuchTable:
        return None
    return table


class RedrawLoop:
    def __init__(
        self,
        draw: Callable[[int], Awaitable[None]],
        debounce: float,
        *,
        log: logging.Logger,
        what: str = "table",
        running: Callable[[], bool] = lambda: True,
        outage: Outage | None = None,
    ) -> None:
        self.draw = draw
        self.debounce = debounce
        self.log = log
        self.what = what  # how its failures name a table in the log ("the board of table")
        self.running = running  # False: the bot let its database go (simcord detaches without unloading)
        self.outage = outage
        self._dirty: set[int] = set()
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._owing: set[int] = set()  # tables with a write owed

    def owes(self, table_id: int) -> bool:
        return table_id in self._owing

    def mark_dirty(self, table_id: int) -> None:
        self._dirty.add(table_id)
        if table_id not in self._tasks:
            self._tasks[table_id] = asyncio.create_task(self._run(table_id))

    @property
    def tasks(self) -> list[asyncio.Task[None]]:
        return list(self._tasks.values())

    async def close(self) -> None:
        tasks = self.tasks
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _run(self, table_id: int) -> None:
        attempt = 0
        try:
            await asyncio.sleep(self.debounce)
            while table_id in self._dirty and self.running():
                self._dirty.discard(table_id)
                try:
                    await self.draw(table_id)
                except Exception as error:
                    if not isinstance(error, Owed) and not transient(error):
                        raise
                    # Owed: drawn again later, from the table as it is then.
                    self._dirty.add(table_id)
                    self._owing.add(table_id)
                    if self.outage is not None:
                        self.outage.owe((self.what, table_id), getattr(error, "error", error))
                    attempt += 1
                    wait = error.retry_after if isinstance(error, Owed) else retry_after(error)
                    await self._back_off(attempt, wait)
                    continue
                if table_id in self._owing:
                    self._owing.discard(table_id)
                    if self.outage is not None:
                        self.outage.paid((self.what, table_id))
                attempt = 0
        except asyncio.CancelledError:
            raise
        except Exception:
            self.log.exception("could not redraw %s %s", self.what, table_id)
        finally:
            self._tasks.pop(table_id, None)
            if table_id in self._owing and table_id not in self._tasks:
                self._owing.discard(table_id)
                if self.outage is not None:
                    self.outage.forget((self.what, table_id))

    async def _back_off(self, attempt: int, asked: float) -> None:
        """Wait before drawing an owed table again: 1, 2, 4, 4... seconds (at least what a 429
        asked); while Discord fails every write, only one probe every few seconds tries."""
        await asyncio.sleep(max(asked, min(RETRY_MOST, RETRY_FIRST * 2 ** (attempt - 1))))
        if self.outage is not None:
            await self.outage.wait_turn(self.running)
