"""Actions for a table that another process serves, handed to that process.

Discord delivers every direct-message click to shard 0, so with several processes a hand-DM button
of a table on shard 5 reaches the wrong process. That process (the face has deferred the click,
Discord allows 3 s before it must) forwards the action here; the process serving the table plays
it through its own `TableService.act` — under the table's lock, so per-table locks stay in one
process — and answers through `answer(forward, result, before)`, with the interaction token the face
needs for its followup message. The forward carries the turn it was meant for (`expected_seq`):
a forward delivered twice finds the table moved on and is refused as stale, never a second move.

The answer also gets the table as it was just before the move (`before`): a command's answer
(what a Go Fish ask brought, what a flip turned up) is worked out from the positions before and
after, and only the serving process has them.

The serving process says at once that it took the action (a "taken" message, before playing it),
so the sender can tell a player whose table's process is down instead of leaving them waiting.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Any

from bot.service import errors
from bot.service.events import Event
from bot.service.model import Table
from bot.service.table_service import TableService
from persistence.notify import Channel, open_channel

__all__ = ["Forward", "Forwarding"]

log = logging.getLogger(__name__)
TOPIC = "forward"
TAKEN = "taken"  # {"taken": token}: the table's process has the action and will answer it


@dataclass(frozen=True)
class Forward:
    table_id: int
    user_id: int
    notation: str
    expected_seq: int
    token: str  # how the face answers the player (an interaction token); opaque here
    reply: str = ""  # how the face answers (a panel to redraw, a command's answer); opaque here
    locale: str = ""  # the player's language where they clicked ("": the owner works it out)


Answer = Callable[[Forward, "list[Event] | errors.TableError", "Table | None"], Awaitable[None]]
Sleep = Callable[[float], Awaitable[None]]


class Forwarding:
    """Open with `await Forwarding.open(url, service, answer)`; None on SQLite (one process)."""

    def __init__(self, service: TableService, answer: Answer, sleep: Sleep = asyncio.sleep) -> None:
        self._service = service
        self._answer = answer
        self._sleep = sleep
        self._channel: Channel | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._waiting: dict[str, asyncio.Task[None]] = {}  # token -> its watch until taken

    @classmethod
    async def open(
        cls, url: str, service: TableService, answer: Answer, *, sleep: Sleep = asyncio.sleep
    ) -> Forwarding | None:
        forwarding = cls(service, answer, sleep)
        forwarding._channel = await open_channel(url, TOPIC, forwarding._received)
        return forwarding if forwarding._channel is not None else None

    async def forward(
        self,
        table_id: int,
        user_id: int,
        notation: str,
        expected_seq: int | None,
        token: str,
        *,
        reply: str = "",
        locale: str = "",
        unanswered: Callable[[], Awaitable[None]] | None = None,
        wait: float = 5.0,
    ) -> None:
        """Send the action to whichever process serves the table. Without `expected_seq` (a typed
        command, not a button), the turn is the log's length now.

        `unanswered()` is awaited if no process has taken the action `wait` seconds later (its
        process is down, or stuck); `forward` itself returns once the action is sent."""
        assert self._channel is not None
        if expected_seq is None:
            expected_seq = len(await self._service.db.actions(table_id))
        if unanswered is not None:
            watch = self._waiting[token] = asyncio.ensure_future(self._watch(token, wait, unanswered))
            self._tasks.add(watch)
            watch.add_done_callback(self._tasks.discard)
        forward = Forward(table_id, user_id, notation, expected_seq, token, reply, locale)
        await self._channel.publish(asdict(forward))

    async def _watch(self, token: str, wait: float, unanswered: Callable[[], Awaitable[None]]) -> None:
        try:
            await self._sleep(wait)  # cancelled when the table's process takes the action
        finally:
            self._waiting.pop(token, None)
        try:
            await unanswered()
        except Exception:
            log.exception("telling a player that a forwarded action found nobody failed")

    def _received(self, message: dict[str, Any]) -> None:
        if TAKEN in message:
            watch = self._waiting.pop(str(message[TAKEN]), None)
            if watch is not None:
                watch.cancel()
            return
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
        # Its process knows the table, open or just closed (then `act` answers "closed").
        try:
            self._service.table(table_id)
        except errors.TableError:
            return False
        return True

    async def _apply(self, forward: Forward) -> None:
        assert self._channel is not None
        try:
            await self._channel.publish({TAKEN: forward.token})
        except Exception:
            log.warning("could not tell that table %s's forwarded action was taken", forward.table_id)
        result: list[Event] | errors.TableError
        before: Table | None = None
        try:
            before = self._service.table(forward.table_id)
            if before.seq < forward.expected_seq:
                # The sender read a move from the log that this process is still applying: the
                # position `before` would not be the one the move is played on. Rare; a retry works.
                raise errors.StaleAction()
            result = await self._service.act(
                forward.table_id, forward.user_id, forward.notation, expected_seq=forward.expected_seq
            )
        except errors.TableError as refusal:
            result = refusal
        try:
            await self._answer(forward, result, before)
        except Exception:
            log.exception("answering a forwarded action at table %s failed", forward.table_id)

    async def idle(self) -> None:
        """Wait until every received forward has been played and answered (tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def close(self) -> None:
        for watch in list(self._waiting.values()):
            watch.cancel()
        if self._channel is not None:
            await self._channel.close()
        await asyncio.gather(*list(self._tasks), return_exceptions=True)
