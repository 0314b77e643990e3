"""Turn pings: a new message (Discord notifies for a mention only in a new message) that
mentions the player whose turn starts, one per table at most, as each player chose."""

from __future__ import annotations

from typing import Any

from tests.bot.discord_helpers import World, make_world, member_for, play_via_slash, setup_game


def pings(world: World) -> list[Any]:
    return [m for m in world.channel.history() if "your turn at" in m.content or "left to play" in m.content]


def to_move(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    return member_for(world, table.seats[table.state.to_move].user_id)


def posted_to_channel(world: World, since: int) -> list[Any]:
    return [
        r
        for r in world.env.http_requests[since:]
        if r.method == "POST" and r.path == f"/channels/{world.channel.id}/messages"
    ]


async def test_each_turn_start_posts_a_new_ping_and_deletes_the_last_one(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    first = to_move(world, table.id)
    [ping] = pings(world)
    assert ping.content.startswith(f"<@{first.id}>, your turn at")
    assert f"/{world.live_message(table.id).id})" in ping.content  # a link to the live table
    request = next(r for r in posted_to_channel(world, 0) if "your turn at" in r.json.get("content", ""))
    assert request.json["allowed_mentions"]["users"] == [first.id]  # nobody else is notified

    await simcord_env.advance_time(30)  # the second player has been away a while
    since = len(simcord_env.http_requests)
    await play_via_slash(world, table.id)
    second = to_move(world, table.id)
    assert second.id != first.id
    [ping] = pings(world)  # the first ping was deleted
    assert ping.content.startswith(f"<@{second.id}>, your turn at")
    assert len(posted_to_channel(world, since)) == 1  # posted, not edited into place


async def test_no_ping_for_a_player_who_just_moved(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    await simcord_env.advance_time(30)
    await play_via_slash(world, table.id)  # first player: now the second is pinged
    await play_via_slash(world, table.id)  # the second answers at once: back to the first...
    first = to_move(world, table.id)
    # ... who moved seconds ago and is watching: no new ping for them (and the second
    # player's ping went when their turn was over).
    assert first is not None and pings(world) == []


async def test_against_a_computer_the_human_is_pinged_once(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await setup_game(world, target=None, computers=1)
    await simcord_env.advance_time(30)
    for _ in range(3):
        if to_move(world, table.id) is world.players[0]:
            await play_via_slash(world, table.id)
        await simcord_env.advance_time(2)
    posted = [r for r in posted_to_channel(world, 0) if "your turn at" in r.json.get("content", "")]
    assert len(posted) == 1  # the first turn only: then the human moves and is to move again at once


async def test_a_reminder_before_the_turn_timer_runs_out(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    player = to_move(world, table.id)
    await simcord_env.advance_time(242)  # the default timer is 5 minutes: a minute before it ends
    [ping] = pings(world)
    assert ping.content.startswith(f"<@{player.id}>, 1 min left to play at")
    assert world.last_table(table.id).seq == 0  # nobody moved for them yet


async def test_ping_setting_dm_and_off(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    meanings = {"dm": "a direct message", "off": "no notification"}
    for player, choice in zip(world.players, ("dm", "off"), strict=True):
        answer = await player.slash(world.channel, "settings ping", how=choice)
        # The setting said in words, never its raw value (`dm`) in any language.
        assert answer.ephemeral and f"Turn notifications: **{meanings[choice]}**" in answer.response.content
    shown = await world.players[0].slash(world.channel, "settings ping")
    assert "**a direct message**" in shown.response.content and "**dm**" not in shown.response.content
    table = await setup_game(world, target=None)
    assert pings(world) == []  # nobody wants channel pings
    dm_pings = [m for m in world.dms(world.players[0]) if m.content.startswith("Your turn at")]
    first = to_move(world, table.id)
    assert len(dm_pings) == (1 if first is world.players[0] else 0)


async def test_a_ping_from_before_a_restart_is_deleted_when_that_turn_ends(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    [old] = pings(world)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()

    await simcord_env.advance_time(30)  # the second player has been away a while
    await play_via_slash(world, table.id)
    second = to_move(world, table.id)
    [ping] = pings(world)  # the ping posted before the restart is gone: still one per table
    assert ping.id != old.id and ping.content.startswith(f"<@{second.id}>, your turn at")
