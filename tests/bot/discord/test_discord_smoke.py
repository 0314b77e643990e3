from __future__ import annotations

from tests.bot.discord_helpers import make_world, open_table


async def test_lobby_then_start(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await open_table(world)
    lobby = world.channel.last_message
    await world.players[1].click(lobby, label="Join")
    await world.players[0].click(world.channel.last_message, label="Start")
    print(simcord_env.transcript())
    table = world.last_table(table.id)
    assert table.status == "playing"
