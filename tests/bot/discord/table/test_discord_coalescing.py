"""Moves made in quick succession are drawn as one new table, and the turn ping goes with it: it
mentions whoever is to move after the last of them."""

from __future__ import annotations

from tests.bot.discord.table.test_discord_budget import THINK, mentions, to_move
from tests.bot.discord_helpers import make_world, play_via_slash, setup_game


async def test_the_ping_survives_moves_coalesced_into_one_redraw(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table = await setup_game(world, target=None, players=3)
    # A long debounce from now on, so two `/play`s in a row fall within it whatever the
    # machine's speed (simcord fires a timer after as much real time if nobody advances its clock).
    simcord_env.bot.presenter.debounce = 10.0
    await simcord_env.advance_time(THINK)
    since = len(simcord_env.http_requests)
    first = to_move(world, table.id)
    await play_via_slash(world, table.id)
    second = to_move(world, table.id)
    await play_via_slash(world, table.id)  # within the debounce: one redraw for both moves
    third = to_move(world, table.id)
    assert len({first.id, second.id, third.id}) == 3
    await simcord_env.advance_time(THINK)
    # One new table for the two moves, mentioning whose turn it is now, and nobody else (the
    # second player's turn was over before anything was drawn).
    assert mentions(simcord_env.http_requests[since:]) == [[third.id]]
    live = world.live_message(table.id)
    assert live.content.startswith(f"<@{third.id}>, your turn")
    assert world.channel.history()[-1].id == live.id
