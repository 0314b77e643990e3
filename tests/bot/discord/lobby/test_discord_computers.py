"""Computer seats from Discord: the level chosen when adding, removal, host-only refusals, a game."""

from __future__ import annotations

from typing import Any

import games
from tests.bot.discord_helpers import (
    World,
    add_computer,
    make_world,
    open_table,
    play_arguments,
    setup_game,
)


def lobby_text(world: World, table_id: int) -> str:
    return str(world.live_message(table_id).embeds[0].to_dict())


def custom_ids(message: Any) -> list[str]:
    return [
        getattr(item, "custom_id", "") or ""
        for row in message.components
        for item in getattr(row, "children", [row])
    ]


async def test_host_adds_a_hard_computer_from_the_lobby_and_removes_it(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    table = await open_table(world, players=3)
    assert f"tv:cpur:{table.id}" not in custom_ids(world.live_message(table.id))  # no computer yet

    refused = await bob.click(world.live_message(table.id), label="Add computer")
    assert refused.ephemeral and "Only the host can add or remove computers" in refused.response.content

    panel = await alice.click(world.live_message(table.id), label="Add computer")
    assert panel.ephemeral and "Pick the level" in panel.response.content
    added = await alice.select(panel.response, ["hard"], custom_id=f"tv:cpua:{table.id}")
    assert "Added 🤖 Bot 1 (hard) in seat 2" in added.response.content
    assert [s.computer for s in world.last_table(table.id).seats] == [None, "hard"]
    assert "Bot 1 (hard)" in lobby_text(world, table.id)

    lobby = world.live_message(table.id)
    assert f"tv:cpur:{table.id}" in custom_ids(lobby)
    refused = await bob.select(lobby, ["1"], custom_id=f"tv:cpur:{table.id}")
    assert refused.ephemeral and "Only the host" in refused.response.content
    assert len(world.last_table(table.id).seats) == 2

    await alice.select(world.live_message(table.id), ["1"], custom_id=f"tv:cpur:{table.id}")
    assert [s.computer for s in world.last_table(table.id).seats] == [None]
    lobby = world.live_message(table.id)
    assert "Computer" not in lobby_text(world, table.id)
    assert f"tv:cpur:{table.id}" not in custom_ids(lobby)


async def test_level_panel_fills_the_table_then_says_so(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await open_table(world, players=3)
    await add_computer(world, table.id, "easy")
    last = await add_computer(world, table.id, "normal")
    assert "Added 🤖 Bot 2 (normal) in seat 3" in last.response.content
    assert "Every seat is taken" in last.response.content
    assert f"tv:cpua:{table.id}" not in custom_ids(last.response)  # nothing left to add
    text = lobby_text(world, table.id)
    assert "Bot 1 (easy)" in text and "Bot 2 (normal)" in text


async def test_slash_commands_add_and_remove_computers_and_refuse_others(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    table = await open_table(world, players=4)
    await bob.slash(world.channel, "table join")

    refused = await bob.slash(world.channel, "table computer add", level="hard")
    assert refused.ephemeral and "Only the host can add or remove" in refused.response.content
    added = await alice.slash(world.channel, "table computer add", level="hard")
    assert added.ephemeral and "Added 🤖 Bot 1 (hard) in seat 3" in added.response.content
    await alice.slash(world.channel, "table computer add")  # normal unless told
    assert [s.computer for s in world.last_table(table.id).seats] == [None, None, "hard", "normal"]
    assert "Bot 2 (normal)" in lobby_text(world, table.id)

    offered = await alice.autocomplete(world.channel, "table computer remove", "seat", "")
    assert [c["value"] for c in offered] == [3, 4]
    assert "Bot 1 (hard)" in offered[0]["name"]

    refused = await bob.slash(world.channel, "table computer remove", seat=3)
    assert refused.ephemeral and "Only the host" in refused.response.content
    refused = await alice.slash(world.channel, "table computer remove", seat=2)
    assert refused.ephemeral and "Seat 2 is not a computer seat" in refused.response.content
    removed = await alice.slash(world.channel, "table computer remove", seat=3)
    assert removed.ephemeral and "Removed 🤖 Bot 1 (hard)" in removed.response.content
    seats = world.last_table(table.id).seats
    assert [s.computer for s in seats] == [None, None, "normal"]
    assert "Bot 1 (hard)" not in lobby_text(world, table.id)

    # A new computer takes the free name, so two seats never share one.
    await alice.slash(world.channel, "table computer add", level="easy")
    names = [s.name for s in world.last_table(table.id).seats]
    assert names[2:] == ["Computer 2 (normal)", "Computer 1 (easy)"]
    removed = await alice.slash(world.channel, "table computer remove")  # the last one seated
    assert "Removed 🤖 Bot 1 (easy)" in removed.response.content
    await alice.slash(world.channel, "table computer remove")
    refused = await alice.slash(world.channel, "table computer remove")
    assert refused.ephemeral and "no computer seat to remove" in refused.response.content


async def test_a_game_with_an_easy_computer_plays_and_no_seat_changes_after_start(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    seed = next(s for s in range(100) if games.get("scopa").new(2, seed=s).to_move == 0)  # alice opens
    table = await setup_game(world, target=None, computers=1, level="easy", seed=seed)
    assert table.seats[1].computer == "easy"

    refused = await alice.slash(world.channel, "table computer add", level="hard")
    assert refused.ephemeral and "already started" in refused.response.content
    refused = await alice.slash(world.channel, "table computer remove")
    assert refused.ephemeral and "already started" in refused.response.content

    action = table.state.legal()[0]
    played = await alice.slash(world.channel, "play", **play_arguments(action))
    assert played.response.content.startswith("You played")
    after = world.last_table(table.id)
    assert after.seq == table.seq + 2  # alice, then the easy computer
    live = world.live_message(table.id).embeds[0].description
    assert "Bot 1:" in live  # its move is shown, named as on the picture
    from bot.discord.core.card_pictures import picture_seats

    assert picture_seats(after, "en") == (("alice", "Bot 1"), (None, "★"))  # easy: one star


async def test_computer_controls_keep_working_after_a_restart(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await open_table(world, players=4)
    panel = await alice.click(world.live_message(table.id), label="Add computer")
    await alice.select(panel.response, ["easy"], custom_id=f"tv:cpua:{table.id}")

    old_bot = world.bot
    await simcord_env.restart_bot(make_bot())
    await old_bot.release()

    # The level select answered before the restart still seats a computer on the new bot...
    again = await alice.select(panel.response, ["hard"], custom_id=f"tv:cpua:{table.id}")
    assert "Added 🤖 Bot 2 (hard) in seat 3" in again.response.content
    # ...and the lobby's remove select, drawn by the old bot, removes one.
    await alice.select(world.live_message(table.id), ["1"], custom_id=f"tv:cpur:{table.id}")
    assert [s.computer for s in world.last_table(table.id).seats] == [None, "hard"]
    assert "Bot 1 (easy)" not in lobby_text(world, table.id)
