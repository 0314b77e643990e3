"""What a move costs the bot token's budget (50 REST requests/s for the whole bot; interaction
answers and what goes through an interaction's token are free): at most two rate-limited calls a
human move on each path, with every turn pinging its player."""

from __future__ import annotations

from typing import Any

import pytest

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
    return member_for(world, table.seats[table.state.to_move].user_id)


async def dm_move(world: World, table_id: int) -> None:
    """The player to move clicks their first legal play on their hand DM."""
    await play_via_dm(world, table_id)


@pytest.mark.parametrize("path", ["dm", "play"])
async def test_two_humans_with_pings_pay_at_most_two_calls_a_move(simcord_env, path):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    move = dm_move if path == "dm" else (lambda w, t: play_via_slash(w, t))
    # One move each first: the hand DMs and the DM channels of the deal are paid for, and each
    # player has clicked their DM once (so it can be redrawn through that click).
    for _ in range(2):
        await simcord_env.advance_time(THINK)
        await move(world, table.id)
    since = len(simcord_env.http_requests)
    moves = 8
    for _ in range(moves):
        await simcord_env.advance_time(THINK)
        await move(world, table.id)
    await simcord_env.advance_time(1)
    requests = simcord_env.http_requests[since:]
    assert len(mentions(requests)) == moves  # every turn pinged its player
    calls = rate_limited(requests)
    assert len(calls) / moves <= BUDGET_PER_MOVE, [f"{r.method} {r.path}" for r in calls]


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
