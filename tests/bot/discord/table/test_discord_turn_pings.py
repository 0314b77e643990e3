"""Turn pings: a new message (Discord notifies for a mention only in a new message) that
mentions the player whose turn starts. In the channel it is the live table itself, posted again
at the bottom with the mention (and the old one deleted): one table message per table, always
the last, and only the pinged player notified; by DM a short message, as each player chose."""

from __future__ import annotations

from typing import Any

from tests.bot.discord_helpers import World, make_world, member_for, play_via_slash, setup_game


def to_move(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    return member_for(world, table.seats[table.state.to_move].user_id)


def posts(world: World, since: int = 0) -> list[Any]:
    """The bot's new public messages in the channel: posted there, or a follow-up of an
    interaction made there (a `/play`), whatever the route."""
    return [
        r
        for r in world.env.http_requests[since:]
        if r.method == "POST"
        and (
            r.path == f"/channels/{world.channel.id}/messages"
            or (r.path.count("/") == 3
            and r.path.startswith("/webhooks/"))
        )
        and isinstance(r.json, dict)
        and not (r.json.get("flags") or 0) & 64
    ]


def mentioned(request: Any) -> list[int]:
    """Whom a post notifies (its allowed mentions)."""
    return [int(user) for user in (request.json.get("allowed_mentions") or {}).get("users", [])]


def pings(world: World, since: int = 0) -> list[Any]:
    return [r for r in posts(world, since) if mentioned(r)]


def tables_in_channel(world: World, table_id: int) -> list[Any]:
    return [
        m
        for m in world.channel.history()
        if any(
            (getattr(item, "custom_id", "") or "").endswith(f":{table_id}")
            for row in m.components
            for item in getattr(row, "children", [row])
        )
    ]


async def test_each_turn_start_posts_the_table_again_with_a_mention(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    first = to_move(world, table.id)
    [ping] = pings(world)
    assert mentioned(ping) == [first.id]  # nobody else is notified
    live = world.live_message(table.id)
    assert live.content.startswith(f"<@{first.id}>, your turn")
    assert world.channel.history()[-1].id == live.id  # at the bottom
    assert tables_in_channel(world, table.id) == [live]  # the lobby it was is gone

    await simcord_env.advance_time(30)  # the second player has been away a while
    since = len(simcord_env.http_requests)
    await play_via_slash(world, table.id)
    second = to_move(world, table.id)
    assert second.id != first.id
    [ping] = pings(world, since)
    assert mentioned(ping) == [second.id]
    live = world.live_message(table.id)
    assert live.content.startswith(f"<@{second.id}>, your turn")
    assert tables_in_channel(world, table.id) == [live] and world.channel.history()[-1].id == live.id
    # Posted as the `/play`'s follow-up: no rate-limited post in the channel for it.
    assert not [
        r for r in simcord_env.http_requests[since:] if r.path == f"/channels/{world.channel.id}/messages"
    ]


async def test_no_ping_for_a_player_who_just_moved(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    await simcord_env.advance_time(30)
    await play_via_slash(world, table.id)  # first player: now the second is pinged
    since = len(simcord_env.http_requests)
    await play_via_slash(world, table.id)  # the second answers at once: back to the first...
    first = to_move(world, table.id)
    # ... who moved seconds ago and is watching: the table is redrawn, mentioning nobody.
    assert first is not None and pings(world, since) == []
    assert world.live_message(table.id).content.startswith(f"<@{first.id}>, your turn")


async def test_against_a_computer_the_human_is_pinged_once(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await setup_game(world, target=None, computers=1)
    await simcord_env.advance_time(30)
    for _ in range(3):
        if to_move(world, table.id) is world.players[0]:
            await play_via_slash(world, table.id)
        await simcord_env.advance_time(2)
    # The first turn only: then the human moves and is to move again at once.
    assert [mentioned(r) for r in pings(world)] == [[world.players[0].id]]


async def test_a_reminder_before_the_turn_timer_runs_out(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    player = to_move(world, table.id)
    since = len(simcord_env.http_requests)
    await simcord_env.advance_time(242)  # the default timer is 5 minutes: a minute before it ends
    [ping] = pings(world, since)
    assert mentioned(ping) == [player.id]
    live = world.live_message(table.id)
    assert live.content.startswith(f"<@{player.id}>, 1 min left to play at")
    assert tables_in_channel(world, table.id) == [live]
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
    assert pings(world) == []  # nobody wants channel pings: the table mentions nobody
    dm_pings = [m for m in world.dms(world.players[0]) if m.content.startswith("Your turn at")]
    first = to_move(world, table.id)
    assert len(dm_pings) == (1 if first is world.players[0] else 0)


async def test_after_a_restart_the_channel_still_holds_one_table(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    old = world.live_message(table.id)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()

    await simcord_env.advance_time(30)  # the second player has been away a while
    await play_via_slash(world, table.id)
    second = to_move(world, table.id)
    live = world.live_message(table.id)
    # The table posted before the restart is gone: still one per table, the newest, mentioning.
    assert live.id != old.id and live.content.startswith(f"<@{second.id}>, your turn")
    assert tables_in_channel(world, table.id) == [live]


async def test_the_default_is_auto_and_says_where_the_ping_goes(simcord_env):
    world = make_world(simcord_env, ["alice"])
    shown = await world.players[0].slash(world.channel, "settings ping")
    assert "**in your hand DM when you play from it" in shown.response.content
    settings = next(c for c in simcord_env.backend.commands[None].values() if c["name"] == "settings")
    ping = next(o for o in settings["options"] if o["name"] == "ping")
    [how] = ping["options"]
    auto = next(c for c in how["choices"] if c["value"] == "auto")
    # Its own words, not the language setting's `auto` ("automatico (la lingua di Discord)").
    assert auto["name_localizations"]["it"].startswith("automatico: nei messaggi diretti")
    assert auto["name_localizations"]["fr"].startswith("automatique\u202f: en MP")
