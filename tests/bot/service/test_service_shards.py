"""Processes that share the work: each table service serves only its shards' guilds (both engines;
a SQLite file is one process, but the service's filter is the same)."""

from __future__ import annotations

import pytest
from test_service_support import ANN, BOB, CHANNEL, FakeClock, running

from bot.service import errors
from bot.service.events import Moved, TurnTimedOut
from bot.service.shards import Shards, shard_of
from bot.service.table_service import TableService

COUNT = 4
# Real-looking snowflakes whose guilds fall on shards 0 and 3 of 4.
GUILD_0 = (1_000 << 22) | 17
GUILD_3 = (1_003 << 22) | 17
FIRST = Shards(frozenset({0, 1}), COUNT)
SECOND = Shards(frozenset({2, 3}), COUNT)


def test_the_example_guilds_are_on_the_shards_the_tests_say():
    assert (shard_of(GUILD_0, COUNT), shard_of(GUILD_3, COUNT)) == (0, 3)


async def _game(service: TableService, guild: int, channel: int, turn_seconds: int = 300) -> int:
    table = await service.open_table(
        guild_id=guild,
        channel_id=channel,
        user_id=ANN,
        user_name="Ann",
        game="scopa",
        options={"turn_seconds": turn_seconds},
    )
    await service.join(table.id, BOB, "Bob")
    return (await service.start_game(table.id, ANN, seed=7)).id


async def _two_tables(url: str, clock: FakeClock) -> tuple[int, int]:
    """A table in each guild, made by one process serving everything (as before sharding)."""
    async with running(url, clock) as (everything, _):
        return await _game(everything, GUILD_0, CHANNEL), await _game(everything, GUILD_3, CHANNEL + 1)


async def test_each_process_loads_only_its_shards_open_tables(store_url):
    clock = FakeClock()
    on_0, on_3 = await _two_tables(store_url, clock)
    async with (
        running(store_url, clock, shards=FIRST) as (first, _),
        running(store_url, clock, shards=SECOND) as (second, _),
    ):
        assert [t.id for t in first.open_tables()] == [on_0]
        assert [t.id for t in second.open_tables()] == [on_3]
        # A click that reaches the wrong process is refused as "elsewhere", not "closed".
        table = second.table(on_3)
        with pytest.raises(errors.OtherShard, match="server's channel"):
            await first.act(on_3, table.to_move_user, "x", expected_seq=0)
        # A new table in a guild of another shard is refused; its own shard's process opens it.
        with pytest.raises(errors.OtherShard):
            await first.open_table(guild_id=GUILD_3, channel_id=CHANNEL + 9, user_id=ANN, user_name="Ann")
        opened = await second.open_table(
            guild_id=GUILD_3, channel_id=CHANNEL + 9, user_id=ANN, user_name="Ann"
        )
        assert opened.guild_id == GUILD_3


async def test_a_turn_timer_fires_only_in_the_process_that_owns_the_table(store_url):
    clock = FakeClock()
    on_0, on_3 = await _two_tables(store_url, clock)
    async with (
        running(store_url, clock, shards=FIRST) as (first, first_saw),
        running(store_url, clock, shards=SECOND) as (second, second_saw),
    ):
        await clock.advance(301)
        await first.idle()
        await second.idle()
        assert [e.table_id for e in first_saw.of(TurnTimedOut)] == [on_0]
        assert [e.table_id for e in second_saw.of(TurnTimedOut)] == [on_3]
        # One move played for the absent player per table, each by its owner: none refused as stale.
        assert [(e.table_id, e.seq) for e in first_saw.of(Moved)] == [(on_0, 1)]
        assert [(e.table_id, e.seq) for e in second_saw.of(Moved)] == [(on_3, 1)]
        assert len(await first.db.actions(on_0)) == len(await first.db.actions(on_3)) == 1


async def test_a_restart_with_the_same_shards_resumes_every_table_and_timer(store_url):
    clock = FakeClock()
    on_0, on_3 = await _two_tables(store_url, clock)
    async with running(store_url, clock, shards=SECOND) as (second, _):
        await clock.advance(200)
    # The process serving shards 2-3 is down while the deadline passes, then comes back.
    await clock.advance(200)
    async with running(store_url, clock, shards=SECOND) as (second, saw):
        assert [t.id for t in second.open_tables()] == [on_3]
        await clock.advance(0)
        await second.idle()
        assert [e.table_id for e in saw.of(TurnTimedOut)] == [on_3]
        assert second.table(on_3).seq == 1
        assert await second.db.actions(on_0) == []  # the other shard's table is not touched
