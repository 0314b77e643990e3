"""The bot on PostgreSQL holds its shards' lease while it runs (simcord, a real TavoloBot)."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from persistence.leases import claim_shards


@pytest.fixture
def db_path(pg_url: str) -> str:  # the simcord bot's database: PostgreSQL here
    return pg_url


@pytest.fixture
def simcord_bot(make_bot):
    bot = make_bot()
    bot.lease_heartbeat = None  # its queries would keep simcord from settling; a cut is still seen
    return bot


# It cuts every `tavolo shards 0/1` lease connection on the shared server: the other tests whose
# bots hold that lease (test_discord_forwarding.py) run in the same worker, never beside it.
pytestmark = pytest.mark.xdist_group("shard-0-leases")


async def test_a_running_bot_holds_its_shard_and_stops_with_status_1_when_it_loses_it(
    simcord_env, simcord_bot, pg_url
):
    assert simcord_bot.lease is not None and simcord_bot.lease.shards == {0}
    # A second process started on the same database waits instead of serving the same tables.
    messages: list[str] = []
    asked = asyncio.Event()

    async def hold(_seconds: float) -> None:
        asked.set()
        await asyncio.Future()  # never retries: the test only looks at the first refusal

    second = asyncio.ensure_future(
        claim_shards(pg_url, {0}, 1, on_lost=lambda why: None, on_wait=messages.append, sleep=hold)
    )
    await asyncio.wait_for(asked.wait(), 30)
    assert messages and messages[0].startswith("shard 0 is served by another process (tavolo shards 0/1 ")
    second.cancel()
    await asyncio.gather(second, return_exceptions=True)

    # Its lease connection is cut (a database restart, a network split): it stops serving.
    admin = await asyncpg.connect(pg_url)
    try:
        await admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name LIKE 'tavolo shards 0/1 %'"
        )
    finally:
        await admin.close()
    for _ in range(200):
        if simcord_bot.is_closed():
            break
        await asyncio.sleep(0.05)
    assert simcord_bot.is_closed() and simcord_bot.exit_code == 1
