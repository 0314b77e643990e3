"""A table whose log no longer replays after a restart frees its channel (issue 18, point 4)."""

from __future__ import annotations

import sqlite3

from tests.bot.discord_helpers import make_world, play_via_slash, setup_game


async def test_a_table_that_no_longer_replays_frees_its_channel(simcord_env, make_bot, db_path):
    world = make_world(simcord_env, ["alice", "bob"])
    alice = world.players[0]
    table = await setup_game(world, target=None)
    for pick in range(3):
        await play_via_slash(world, table.id, pick)
    raw = sqlite3.connect(db_path)
    with raw:  # as after a rules change: the second move is no longer legal
        raw.execute("UPDATE actions SET notation = 'Kz' WHERE table_id = ? AND seq = 2", (table.id,))
    raw.close()

    old_bot = world.bot
    await simcord_env.restart_bot(make_bot())
    await old_bot.release()
    await world.bot.service.idle()

    # The live table says it closed and why, and offers no controls any more.
    live = next(m for m in world.channel.history() if m.embeds and f"table #{table.id}" in m.embeds[0].title)
    assert "could not be restored" in live.embeds[0].description
    assert not live.components
    # The channel is free: a new table opens there.
    result = await alice.slash(world.channel, "table new", game="scopa")
    assert result.response is not None and not result.ephemeral
    assert world.table().id != table.id
