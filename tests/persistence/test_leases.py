"""Shard leases on PostgreSQL: a shard held by one process is not served by a second one until
the first dies (its database connection drops), and then the waiting process takes it over."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from persistence.leases import claim_shards

# Shard leases are advisory locks and connections on the one PostgreSQL server every worker
# shares: the tests that claim them, or cut them, run in one worker, one after the other.
pytestmark = pytest.mark.xdist_group("shard-0-leases")


class Waits:
    """A `sleep` for the waiting process that only returns when the test lets it, and the
    operator messages it logged meanwhile: no real time passes in these tests."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self.asked = asyncio.Event()
        self._go: asyncio.Future[None] | None = None

    def log(self, message: str) -> None:
        self.messages.append(message)

    async def sleep(self, _seconds: float) -> None:
        self._go = asyncio.get_running_loop().create_future()
        self.asked.set()
        await self._go

    async def waiting(self) -> None:
        await asyncio.wait_for(self.asked.wait(), 30)  # a bound against a hang, not a timing

    def retry(self) -> None:
        assert self._go is not None
        self.asked.clear()
        self._go.set_result(None)


def _lost_into(losses: list[str], event: asyncio.Event):
    def on_lost(why: str) -> None:
        losses.append(why)
        event.set()

    return on_lost


async def test_a_held_shard_is_refused_until_its_holder_dies_then_taken_over(pg_url):
    losses: list[str] = []
    first_lost = asyncio.Event()
    first = await claim_shards(pg_url, {0, 1}, 4, on_lost=_lost_into(losses, first_lost), heartbeat=None)
    waits = Waits()
    second = asyncio.ensure_future(
        claim_shards(pg_url, {1, 2}, 4, on_lost=lambda why: None, on_wait=waits.log, sleep=waits.sleep)
    )
    await waits.waiting()
    assert not second.done()
    [message] = waits.messages
    assert message.startswith("shard 1 is served by another process (tavolo shards 0,1/4 ")
    assert "asking again every 5 s" in message

    # Still held: asking again is refused again.
    waits.retry()
    await waits.waiting()
    assert len(waits.messages) == 2 and not second.done()

    # The holder dies: PostgreSQL ends its session (as when its process or host is gone).
    admin = await asyncpg.connect(pg_url)
    try:
        holders = await admin.fetch(
            "SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'tavolo shards 0,1/4 %'"
        )
        assert len(holders) == 1
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", holders[0]["pid"])
    finally:
        await admin.close()
    await asyncio.wait_for(first_lost.wait(), 30)
    assert losses == ["lost the lease on shards 0,1: the database connection holding them closed"]

    waits.retry()  # the very next retry takes it
    lease = await asyncio.wait_for(second, 30)
    assert lease.shards == {1, 2} and len(waits.messages) == 2
    await lease.close()
    await first.close()


async def test_a_closed_lease_is_free_at_once_and_a_lease_never_reports_its_own_close(pg_url):
    losses: list[str] = []
    first = await claim_shards(pg_url, {3}, 4, on_lost=losses.append)
    await first.close()
    second = await claim_shards(pg_url, {3}, 4, on_lost=losses.append, on_wait=losses.append)
    await second.close()
    assert losses == []


async def test_a_process_with_another_shard_count_waits_for_the_old_count_to_stop(pg_url):
    old = await claim_shards(pg_url, {0}, 16, on_lost=lambda why: None)
    waits = Waits()
    new = asyncio.ensure_future(
        claim_shards(pg_url, {5}, 32, on_lost=lambda why: None, on_wait=waits.log, sleep=waits.sleep)
    )
    await waits.waiting()
    assert waits.messages == [
        "another process runs with --shard-count 16 (this one: 32); "
        "waiting until every process of that count has stopped"
    ]
    await old.close()
    waits.retry()
    lease = await asyncio.wait_for(new, 30)
    assert lease.shards == {5}
    await lease.close()


async def test_sqlite_needs_no_lease(tmp_path):
    lease = await claim_shards(str(tmp_path / "t.db"), {0}, 1, on_lost=lambda why: None)
    assert lease.shards == {0}
    await lease.close()


async def test_a_lease_whose_database_stops_answering_is_lost_at_the_next_heartbeat(pg_url, monkeypatch):
    losses: list[str] = []
    lost = asyncio.Event()
    beats = Waits()
    lease = await claim_shards(
        pg_url, {2}, 4, on_lost=_lost_into(losses, lost), heartbeat=0.2, sleep=beats.sleep
    )
    await beats.waiting()
    beats.retry()  # a heartbeat the database answers: nothing is lost
    await beats.waiting()
    assert losses == []

    held, answer = lease._conn, type(lease._conn).fetchval

    async def silent(conn: object, *args: object, **kwargs: object) -> object:
        if conn is held:  # a partition: no answer, and no close either
            await asyncio.Event().wait()
        return await answer(conn, *args, **kwargs)

    monkeypatch.setattr(type(held), "fetchval", silent)
    beats.retry()
    await asyncio.wait_for(lost.wait(), 30)
    [why] = losses
    assert why.startswith("lost the lease on shards 2: the database stopped answering on their connection")
    monkeypatch.undo()
    await lease.close()
    other = await claim_shards(pg_url, {2}, 4, on_lost=losses.append, on_wait=losses.append)
    await other.close()  # closing the silent holder let the shard go
    assert len(losses) == 1
