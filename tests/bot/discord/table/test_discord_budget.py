"""What a move costs the bot token's budget (50 REST requests/s for the whole bot; interaction
answers and what goes through an interaction's token are free): at most two rate-limited calls a
human move on each path, over a whole game (its deal, DM channels and hand DMs included), with
every turn telling its player."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.core.delivery import interaction_tokens
from tests.bot.discord_helpers import World, make_world, member_for, play_via_dm, play_via_slash, setup_game

BUDGET_PER_MOVE = 2.0  # rate-limited calls a human move (issue: hundreds of busy tables on one token)
THINK = 20  # seconds each player takes: over the 15 s quiet window, so every turn pings


def rate_limited(requests: list[Any]) -> list[Any]:
    return [r for r in requests if not r.path.startswith(("/interactions/", "/webhooks/"))]


def mentions(requests: list[Any]) -> list[list[int]]:
    """Whom each new message notifies (allowed mentions), in order."""
    return [
        [int(u) for u in r.json["allowed_mentions"]["users"]]
        for r in requests
        if r.method == "POST"
        and isinstance(r.json, dict)
        and (r.json.get("allowed_mentions") or {}).get("users")
    ]


def to_move(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    if table.status != "playing" or table.state is None or table.state.to_move is None:
        return None
    seat = table.seats[table.state.to_move]
    return None if seat.computer else member_for(world, seat.user_id)


async def dm_move(world: World, table_id: int) -> None:
    """The player to move clicks their first legal play on their hand DM."""
    await play_via_dm(world, table_id)


def told(world: World, player: Any, seen: set[int], requests: list[Any]) -> bool:
    """Whether `player` was just notified: a new message at the bottom of their DM (their hand
    posted again: Discord notifies every new DM), or a channel post that mentions them."""
    dm = world.dms(player)
    new_dm = bool(dm) and dm[-1].id not in seen
    seen.update(m.id for m in dm)
    return new_dm or any(player.id in users for users in mentions(requests))


@pytest.mark.parametrize(("path", "humans"), [("dm", 2), ("play", 2), ("dm", 1), ("play", 1)])
async def test_a_whole_game_pays_at_most_two_calls_a_human_move(simcord_env, path, humans):
    names = ["alice", "bob"][:humans]
    world = make_world(simcord_env, names)
    move = dm_move if path == "dm" else (lambda w, t: play_via_slash(w, t))
    since = len(simcord_env.http_requests)  # from opening the table: the deal's calls count
    table = await setup_game(world, computers=2 - humans)  # one game to 1 point: one deal here
    seen: dict[int, set[int]] = {p.id: {m.id for m in world.dms(p)} for p in world.players}
    human_moves = unnotified = 0
    while world.last_table(table.id).status == "playing":
        player = to_move(world, table.id)
        assert player is not None
        await simcord_env.advance_time(THINK)
        before = len(simcord_env.http_requests)
        await move(world, table.id)
        human_moves += 1
        await simcord_env.advance_time(1)
        after = world.last_table(table.id)
        following = to_move(world, table.id)
        # (A new deal may start with the player who ended the last: they are watching.)
        if humans == 2 and after.status == "playing" and following is not player:
            assert following is not None
            # Everyone sees in the channel whose turn it is; the player is told, in their DM
            # (they play from it) or in the channel (`/play`).
            assert f"<@{following.id}>" in (world.live_message(table.id).content or "")
            if not told(world, following, seen[following.id], simcord_env.http_requests[before:]):
                unnotified += 1
            if path == "dm" and human_moves >= 2:
                # Once they have clicked their hand DM (the second player's first turn is
                # pinged in the channel): no mention in the channel, their hand DM carried it.
                assert mentions(simcord_env.http_requests[before:]) == []
    assert world.last_table(table.id).status == "finished"
    assert unnotified == 0
    calls = rate_limited(simcord_env.http_requests[since:])
    assert human_moves >= 18
    assert len(calls) / human_moves <= BUDGET_PER_MOVE, [f"{r.method} {r.path}" for r in calls]


async def test_a_player_who_chose_the_channel_is_pinged_there(simcord_env):
    # `/settings ping how:channel`: the table posted again with the mention, even for a player
    # who plays from the hand DM (the `auto` default would tell them in their DM).
    world = make_world(simcord_env, ["alice", "bob"])
    for player in world.players:
        answer = await player.slash(world.channel, "settings ping", how="channel")
        assert answer.ephemeral
    table = await setup_game(world, target=None)
    for _ in range(4):
        await simcord_env.advance_time(THINK)
        before = len(simcord_env.http_requests)
        await dm_move(world, table.id)
        await simcord_env.advance_time(1)
        following = to_move(world, table.id)
        assert mentions(simcord_env.http_requests[before:]) == [[following.id]]
        assert world.channel.history()[-1].id == world.live_message(table.id).id  # at the bottom


async def test_the_hand_dm_ping_is_free_and_leaves_one_hand_in_the_dm(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    for _ in range(2):  # each has clicked their hand DM once
        await simcord_env.advance_time(THINK)
        await dm_move(world, table.id)
    await simcord_env.advance_time(THINK)
    now = world.last_table(table.id)
    following = member_for(world, now.seats[1 - now.state.to_move].user_id)
    old_hand = world.dms(following)[-1]
    before = len(simcord_env.http_requests)
    await dm_move(world, table.id)
    await simcord_env.advance_time(1)
    assert to_move(world, table.id) is following
    hands = [m for m in world.dms(following) if m.components]
    assert len(hands) == 1 and hands[0].id != old_hand.id  # posted again at the bottom, once
    assert "Your turn" in (hands[0].content or "")
    # One rate-limited call for the move: the channel's table edited in place, not posted again.
    [edit] = rate_limited(simcord_env.http_requests[before:])
    assert edit.method == "PATCH" and edit.path.startswith(f"/channels/{world.channel.id}/")


async def test_a_click_older_than_its_token_falls_back_on_the_channel(simcord_env, monkeypatch):
    # Discord honours an interaction's token 15 minutes; past it (here shortened to 25 s, under
    # the opponent's 30 s of thought) the hand DM cannot be posted again for free: the player is
    # pinged in the channel instead, and still told.
    monkeypatch.setattr(interaction_tokens, "TOKEN_SECONDS", 25)
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    for _ in range(2):
        await simcord_env.advance_time(THINK)
        await dm_move(world, table.id)
    await simcord_env.advance_time(30)
    before = len(simcord_env.http_requests)
    await dm_move(world, table.id)
    await simcord_env.advance_time(1)
    following = to_move(world, table.id)
    assert mentions(simcord_env.http_requests[before:]) == [[following.id]]
    assert world.channel.history()[-1].id == world.live_message(table.id).id


async def test_a_move_at_the_bottom_of_the_channel_with_play_is_almost_free(simcord_env):
    # `/play` answers, then its follow-up posts the new table (with the next player's mention)
    # and deletes the last one through the previous `/play`'s token: the only rate-limited call
    # is the hand DM of the player whose turn starts.
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    for _ in range(2):
        await simcord_env.advance_time(THINK)
        await play_via_slash(world, table.id)
    since = len(simcord_env.http_requests)
    await simcord_env.advance_time(THINK)
    await play_via_slash(world, table.id)
    await simcord_env.advance_time(1)
    calls = rate_limited(simcord_env.http_requests[since:])
    [dm_edit] = calls
    assert dm_edit.method == "PATCH" and dm_edit.path.startswith("/channels/")
    assert str(world.channel.id) not in dm_edit.path  # a DM, not the channel


async def test_every_rate_limited_request_waits_in_the_budget_and_no_interaction_answer(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    budget = simcord_env.bot.budget
    assert simcord_env.bot.http.tavolo_budget is budget  # in front of the client simcord installed
    sent, since = budget.sent, len(simcord_env.http_requests)
    for move in (dm_move, play_via_slash, dm_move):
        await simcord_env.advance_time(THINK)
        await move(world, table.id)
    await simcord_env.advance_time(1)
    requests = simcord_env.http_requests[since:]
    assert len(requests) > len(rate_limited(requests)) > 0
    assert budget.sent - sent == len(rate_limited(requests))


async def test_the_reminder_before_the_timer_runs_out_comes_in_the_hand_dm(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    for _ in range(3):  # both have clicked their hand DM; the turn that starts pings in the DM
        await simcord_env.advance_time(THINK)
        await dm_move(world, table.id)
    player = to_move(world, table.id)
    hand = world.dms(player)[-1]
    since = len(simcord_env.http_requests)
    await simcord_env.advance_time(242)  # the default timer is 5 minutes: a minute before it ends
    reminded = world.dms(player)[-1]
    assert reminded.id != hand.id and "1 min left to play at" in reminded.content
    assert [m for m in world.dms(player) if m.components] == [reminded]  # one hand, the last
    assert mentions(simcord_env.http_requests[since:]) == []
    assert rate_limited(simcord_env.http_requests[since:]) == []  # nothing else changed: free
    assert world.last_table(table.id).seq > 0 and to_move(world, table.id) is player


async def test_a_new_deals_hands_follow_up_on_the_last_deals_clicks(simcord_env):
    # The next deal's hand DMs are new messages (they notify), posted as follow-ups of each
    # player's last click on the last deal's hand: no rate-limited DM post for them.
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)  # the default game: more than one deal
    dm_channels = {str(p.user.dm_channel.id) for p in world.players}
    while world.last_table(table.id).state.deal == 0:
        await simcord_env.advance_time(THINK)
        before = len(simcord_env.http_requests)
        await dm_move(world, table.id)
        await simcord_env.advance_time(1)
    assert world.last_table(table.id).status == "playing"
    posts = [
        r
        for r in rate_limited(simcord_env.http_requests[before:])
        if r.method == "POST" and r.path.split("/")[2] in dm_channels
    ]
    assert posts == []
    for player in world.players:
        hand = world.dms(player)[-1]
        assert "deal 2" in hand.content and hand.components  # the new deal's hand, at the bottom
