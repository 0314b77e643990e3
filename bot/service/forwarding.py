"""Actions for a table that another process serves, handed to that process.

Discord delivers every direct-message click to shard 0, so with several processes a hand-DM button
of a table on shard 5 reaches the wrong process. That process (the face has deferred the click,
Discord allows 3 s before it must) forwards the action here; the process serving the table plays
it through its own `TableService.act` — under the table's lock, so per-table locks stay in one
process — and answers through `answer(forward, result)`, with the interaction token the face
needs for its followup message. The forward carries the turn it was meant for (`expected_seq`):
a forward delivered twice finds the table moved on and is refused as stale, never a second move.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Any

from bot.service import errors
from bot.service.events import Event
from bot.service.table_service import TableService
from persistence.notify import Channel, open_channel

__all__ = ["Forward", "Forwarding"]

log = logging.getLogger(__name__)
TOPIC = "forward"


@dataclass(frozen=True)
class Forward:
    table_id: int
    user_id: int
    notation: str
    expected_seq: int
    token: str  # how the face answers the player (an interaction token); opaque here


Answer = Callable[[Forward, "list[Event] | errors.TableError"], Awaitable[None]]


class Forwarding:
    """Open with `await Forwarding.open(url, service, answer)`; None on SQLite (one process)."""

    def __init__(self, service: TableService, answer: Answer) -> None:
        self._service = service
        self._answer = answer
        self._channel: Channel | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @classmethod
    async def open(cls, url: str, service: TableService, answer: Answer) -> Forwarding | None:
        forwarding = cls(service, answer)
        forwarding._channel = await open_channel(url, TOPIC, forwarding._received)
        return forwarding if forwarding._channel is not None else None

    async def forward(
        self, table_id: int, user_id: int, notation: str, expected_seq: int | None, token: str
    ) -> None:
        """Send the action to whichever process serves the table. Without `expected_seq` (a typed
        command, not a button), the turn is the log's length now."""
        assert self._channel is not None
        if expected_seq is None:
            expected_seq = len(await self._service.db.actions(table_id))
        await self._channel.publish(asdict(Forward(table_id, user_id, notation, expected_seq, token)))

    def _received(self, message: dict[str, Any]) -> None:
        try:
            forward = Forward(**message)
        except TypeError:
            log.error("ignored a malformed forwarded action: %r", message)
            return
        if not self._serves(forward.table_id):
            return  # every process hears every forward; only the table's own one acts
        task = asyncio.ensure_future(self._apply(forward))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _serves(self, table_id: int) -> bool:
        try:
            return self._service.table(table_id).status in ("lobby", "playing")
        except errors.TableError:
            return False

    async def _apply(self, forward: Forward) -> None:
        result: list[Event] | errors.TableError
        try:
            result = await self._service.act(
                forward.table_id, forward.user_id, forward.notation, expected_seq=forward.expected_seq
            )
        except errors.TableError as refusal:
            result = refusal
        try:
            await self._answer(forward, result)
        except Exception:
            log.exception("answering a forwarded action at table %s failed", forward.table_id)

    async def idle(self) -> None:
        """Wait until every received forward has been played and answered (tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def close(self) -> None:
        if self._channel is not None:
            await self._channel.close()
        await asyncio.gather(*list(self._tasks), return_exceptions=True)
