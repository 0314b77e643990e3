"""The one debounced redraw loop per table, shared by the live table and the family boards.

Events only mark a table dirty; a task per dirty table waits `debounce` seconds (a burst of
events, a human move and the computer replies it triggers, becomes one redraw), then calls
`draw(table_id)` until nothing marked it dirty again meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

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
    ) -> None:
        self.draw = draw
        self.debounce = debounce
        self.log = log
        self.what = what  # how its failures name a table in the log ("the board of table")
        self.running = running  # False: the bot let its database go (simcord detaches without unloading)
        self._dirty: set[int] = set()
        self._tasks: dict[int, asyncio.Task[None]] = {}

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
        try:
            await asyncio.sleep(self.debounce)
            while table_id in self._dirty and self.running():
                self._dirty.discard(table_id)
                await self.draw(table_id)
        except asyncio.CancelledError:
            raise
        except Exception:
            self.log.exception("could not redraw %s %s", self.what, table_id)
        finally:
            self._tasks.pop(table_id, None)
