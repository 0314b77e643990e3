"""IDENTIFY pacing across processes: one shard per `max_concurrency` bucket identifies per 5 s,
whichever process runs it. The gates' sleeps are a fake clock the test moves: no real waiting."""

from __future__ import annotations

import asyncio

import asyncpg

from persistence.identify import IDENTIFY_GAP, IdentifyGate


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0
        self._sleeps: list[tuple[float, asyncio.Future[None]]] = []

    async def sleep(self, seconds: float) -> None:
        future = asyncio.get_running_loop().create_future()
        self._sleeps.append((self.now + seconds, future))
        await future

    async def advance(self, seconds: float) -> None:
        self.now += seconds
        for due, future in list(self._sleeps):
            if due <= self.now and not future.done():
                future.set_result(None)
        await asyncio.sleep(0)


async def _someone_waits_for_a_lock(url: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        for _ in range(400):  # a bound against a hang, not a timing
            query = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            if await conn.fetchval(query):
                return
            await asyncio.sleep(0.025)
        raise AssertionError("the second process never waited for the bucket")
    finally:
        await conn.close()


async def test_two_processes_identify_one_shard_per_bucket_every_five_seconds(pg_url):
    time = FakeTime()
    first, second = IdentifyGate.open(pg_url, sleep=time.sleep), IdentifyGate.open(pg_url, sleep=time.sleep)
    assert first is not None and second is not None
    identified: dict[int, float] = {}

    async def identify(gate: IdentifyGate, shard: int) -> None:
        await gate.before_identify(shard, max_concurrency=2)
        identified[shard] = time.now

    try:
        await identify(first, 0)  # bucket 0
        # Another process's shard 2 is in bucket 0 too: it waits for the rest of the 5 s.
        waiting = asyncio.ensure_future(identify(second, 2))
        await _someone_waits_for_a_lock(pg_url)
        # Shard 1 (bucket 1) need not wait for bucket 0.
        await identify(second, 1)
        assert identified == {0: 0.0, 1: 0.0} and not waiting.done()

        await time.advance(IDENTIFY_GAP - 1)
        assert not waiting.done()
        await time.advance(1)
        await asyncio.wait_for(waiting, 30)
        assert identified[2] - identified[0] >= IDENTIFY_GAP
    finally:
        await first.close()
        await second.close()


async def test_one_process_alone_paces_its_own_shards_of_a_bucket(pg_url):
    time = FakeTime()
    gate = IdentifyGate.open(pg_url, sleep=time.sleep)
    assert gate is not None
    identified: dict[int, float] = {}

    async def identify(shard: int) -> None:
        await gate.before_identify(shard)  # max_concurrency 1: one bucket
        identified[shard] = time.now

    other = await asyncpg.connect(pg_url)
    try:
        await identify(0)
        later = asyncio.ensure_future(identify(1))
        for _ in range(3):  # database round trips: time enough for a lock it could take again
            await other.fetchval("SELECT 1")
        # A session lock is re-entrant, so the process must not let itself through.
        await time.advance(IDENTIFY_GAP)
        await asyncio.wait_for(later, 30)
        assert identified == {0: 0.0, 1: IDENTIFY_GAP}
    finally:
        await other.close()
        await gate.close()


def test_sqlite_needs_no_gate(tmp_path):
    assert IdentifyGate.open(str(tmp_path / "t.db")) is None
