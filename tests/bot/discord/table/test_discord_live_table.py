"""The live table stays in view: deal summaries are folded into it, and it is posted again
at the bottom when chat has buried it."""

from __future__ import annotations

from tests.bot.discord_helpers import make_world, play_via_dm, play_via_slash, setup_game


async def test_after_three_deals_the_live_table_is_the_last_message(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=99)
    while world.last_table(table.id).state.deal < 3:
        await play_via_slash(world, table.id)
    last = world.channel.history()[-1]
    assert last.id == world.live_message(table.id).id
    assert "your turn" in last.content
    fields = [field.name for field in last.embeds[0].fields]
    assert "Deal 3 scored" in fields  # the summary is on it, not in a message of its own


async def test_chat_buries_the_live_table_so_it_is_posted_again_below(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    first = world.live_message(table.id)
    carol = world.guild.add_member(world.env.create_user("carol"))
    for line in ("anyone for lunch?", "yes", "in ten minutes"):
        await carol.send(world.channel, line)
    await play_via_slash(world, table.id)
    live = world.live_message(table.id)
    assert live.id != first.id and world.channel.history()[-1].id == live.id
    assert first.id not in [m.id for m in world.channel.history()]  # the old one is gone
    await carol.send(world.channel, "good luck")
    await play_via_dm(world, table.id)
    assert world.live_message(table.id).id == live.id  # one line of chat: edited in place
    # (A `/play` posts the new table at the bottom through its answer's follow-up, buried or not.)
    await play_via_slash(world, table.id)
    assert world.channel.history()[-1].id == world.live_message(table.id).id != live.id
