"""A click that reaches a process not serving its table (a DM, on shard 0) is forwarded over
PostgreSQL to the process that does: played once there and answered; a replay is stale."""

from __future__ import annotations

import asyncio

import pytest
from test_service_shards import FIRST, GUILD_0, SECOND, _game
from test_service_support import CHANNEL, FakeClock, running

from bot.service import errors
from bot.service.events import Event, Moved
from bot.service.forwarding import Forward, Forwarding
from bot.service.model import Table


class Answers:
    """The owner's answers (the face would send each as the interaction's followup)."""

    def __init__(self) -> None:
        self.received: list[tuple[str, list[Event] | errors.TableError]] = []
        self.before: list[Table | None] = []  # the table just before each forwarded move
        self._new = asyncio.Event()

    async def __call__(
        self, forward: Forward, result: list[Event] | errors.TableError, before: Table | None
    ) -> None:
        self.received.append((forward.token, result))
        self.before.append(before)
        self._new.set()

    async def next(self) -> list[tuple[str, list[Event] | errors.TableError]]:
        await asyncio.wait_for(self._new.wait(), 30)  # a bound against a hang, not a timing
        self._new.clear()
        out, self.received = self.received, []
        return out


async def test_a_forwarded_action_is_played_once_by_the_owner_and_a_replay_is_stale(pg_url):
    clock = FakeClock()
    async with running(pg_url, clock) as (everything, _):
        table_id = await _game(everything, GUILD_0, CHANNEL)
    owner_answers, other_answers = Answers(), Answers()
    async with (
        running(pg_url, clock, shards=FIRST) as (owner, owner_saw),
        running(pg_url, clock, shards=SECOND) as (other, _),
    ):
        owner_side = await Forwarding.open(pg_url, owner, owner_answers)
        other_side = await Forwarding.open(pg_url, other, other_answers)
        assert owner_side is not None and other_side is not None
        try:
            table = owner.table(table_id)
            user = table.to_move_user
            move = owner.legal(table_id, user)[0]
            # The process that got the click does not serve the table: it can only forward.
            with pytest.raises(errors.OtherShard):
                await other.act(table_id, user, move, expected_seq=table.seq)
            unanswered: list[str] = []
            await other_side.forward(
                table_id, user, move, table.seq, "interaction-1", unanswered=lambda: _note(unanswered)
            )
            [(token, result)] = await owner_answers.next()
            assert token == "interaction-1"
            assert [type(e) for e in result] == [Moved] and result[0].user_id == user
            # The face builds a command's answer from the position the move was played on.
            [before] = owner_answers.before
            assert before is not None and before.seq == table.seq and before.state == table.state
            await owner.idle()
            assert [(e.seq, e.action) for e in owner_saw.of(Moved)] == [(1, move)]

            # The same forward again (a retry, a duplicate delivery): refused, nothing logged.
            await other_side.forward(table_id, user, move, table.seq, token="interaction-2")
            [(token, result)] = await owner_answers.next()
            assert token == "interaction-2" and isinstance(result, errors.StaleAction)
            assert await owner.db.actions(table_id) == [move]
            assert other_answers.received == []  # only the table's process answers
            await other_side.close()  # its watch for "interaction-1" was over when the owner took it
            assert unanswered == []
        finally:
            await other_side.close()
            await owner_side.close()


async def _note(into: list[str]) -> None:
    into.append("unanswered")


async def test_a_forward_no_process_takes_is_reported_once_the_wait_is_over(pg_url):
    """The table's process is down: after `wait` (an injected sleep here), the sender is told."""
    clock = FakeClock()
    async with running(pg_url, clock) as (everything, _):
        table_id = await _game(everything, GUILD_0, CHANNEL)
    waited: list[float] = []
    over = asyncio.Event()

    async def sleep(seconds: float) -> None:
        waited.append(seconds)
        await over.wait()

    unanswered: list[str] = []
    async with running(pg_url, clock, shards=SECOND) as (other, _):
        other_side = await Forwarding.open(pg_url, other, Answers(), sleep=sleep)
        assert other_side is not None
        try:
            note = lambda: _note(unanswered)  # noqa: E731
            await other_side.forward(table_id, 1, "x", 0, "interaction-1", unanswered=note)
            await asyncio.sleep(0)
            assert waited == [5.0] and unanswered == []
            over.set()
            await other_side.idle()
            assert unanswered == ["unanswered"]
        finally:
            await other_side.close()


async def test_forwarding_needs_postgresql(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        assert await Forwarding.open(str(tmp_path / "t.db"), service, Answers()) is None
