"""Discord behaviours around the game: computers, closed DMs, restarts, refusals, leaderboards."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service.card_names import card_name
from games import cards as C
from tests.bot.discord_helpers import (
    cards_as_text,
    make_world,
    member_for,
    open_table,
    play_arguments,
    play_button,
    play_via_slash,
    setup_game,
)

ROOT = Path(__file__).resolve().parents[3]


async def test_scopone_with_two_computer_seats(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, "scopone", computers=2)
    assert [s.computer is not None for s in table.seats].count(True) == 2
    assert len(table.seats) == 4
    moves = 0
    while world.last_table(table.id).status == "playing":
        await play_via_slash(world, table.id, moves)
        moves += 1
    final = world.last_table(table.id)
    assert final.status == "finished"
    # The computers played their share through the same service: every seat moved.
    assert final.seq > moves
    live = world.channel.history()[0]  # the lobby message, turned into the live table
    assert [a.filename for a in live.attachments] == ["result.png"]  # the game over, as a picture
    from bot.discord.features.table.game_over import results_of

    places = " ".join(name for _, name, _ in results_of(final, None, "en").places)
    assert "Bot 1" in places and "Bot 2" in places  # the computers, by their short picture names
    assert " won" in world.channel.last_message.embeds[0].title


async def test_closed_dms_fall_back_to_hand_once(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    bob = world.players[1]
    dm = bob.user.dm_channel
    simcord_env.inject_error(
        "POST",
        f"/channels/{dm.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    table = await setup_game(world, target=None)
    notices = [m for m in world.channel.history() if "can't send you direct messages" in m.content]
    assert len(notices) == 1 and bob.mention in notices[0].content and "/hand" in notices[0].content
    bob_hand = table.state.view(table.seat_of(bob.id))["hand"]
    assert not any(card_name(card, "scopa") in notices[0].content for card in bob_hand)
    assert await world.bot.service.dms_closed(bob.id)
    attempts = lambda: sum(  # noqa: E731
        1 for r in simcord_env.http_requests if r.method == "POST" and r.path == f"/channels/{dm.id}/messages"
    )
    tried = attempts()
    for pick in range(8):  # through a redeal of new cards: no second try, no second notice
        await play_via_slash(world, table.id, pick)
    assert attempts() == tried
    assert len([m for m in world.channel.history() if "can't send you direct messages" in m.content]) == 1
    panel = await bob.slash(world.channel, "hand")
    assert panel.ephemeral and [a.filename for a in panel.response.attachments] == ["hand.png"]


async def test_restart_mid_game_old_button_is_stale_then_play_goes_on(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice", "bob"])
    # This deal's first fresh play after the restart has a choice of captures (5♣ takes 2+3 or A+2+2),
    # so the capture select is exercised on a DM the restarted bot has not drawn yet.
    table = await setup_game(world, target=None, seed=7105728068631886919)
    first = world.last_table(table.id)
    mover = member_for(world, first.seats[first.state.to_move].user_id)
    old_panel = (await mover.slash(world.channel, "hand")).response  # buttons carry seq 0
    # Opened again: this newer copy is the one redrawn when the turn comes back; `old_panel` stays.
    await mover.slash(world.channel, "hand")
    await play_via_slash(world, table.id)
    await play_via_slash(world, table.id)
    before = world.last_table(table.id)
    assert before.state.to_move == first.state.to_move  # the old panel's player is to move again

    old_bot = world.bot
    await simcord_env.restart_bot(make_bot())
    await old_bot.release()
    since_restart = len(simcord_env.http_requests)
    after = world.last_table(table.id)
    assert after.seq == before.seq and after.state.view(None) == before.state.view(None)

    # The old panel's buttons still answer after the restart, politely refusing the old turn.
    hand_now = after.state.view(after.seat_of(mover.id))["hand"]
    old_play = next(a for a in first.state.legal() if a.split(":")[0] in hand_now)
    old_button = play_button(old_panel, old_play)  # "card → what it takes", for that turn
    assert old_button is not None
    stale = await mover.click(old_panel, custom_id=old_button)
    assert stale.ephemeral and "earlier turn" in stale.response.content
    assert world.last_table(table.id).seq == before.seq

    # A fresh play from the current DM panel works on the new bot.
    now = world.last_table(table.id)
    player = member_for(world, now.seats[now.state.to_move].user_id)
    panel = player.user.dm_channel.history()[-1]
    action = now.state.legal()[0]
    button = play_button(panel, action)
    if button is not None:  # drawn on the player's turn: each play is a button of its own
        await player.user.click(panel, custom_id=button)
    else:
        await player.user.click(panel, label=card_name(action.split(":")[0], "scopa"))
    if world.last_table(table.id).seq == now.seq:
        # The card has a choice of captures: the panel now offers them in a select.
        panel = next(m for m in player.user.dm_channel.history() if m.id == panel.id)
        await player.user.select(panel, [action])
    assert world.last_table(table.id).seq == now.seq + 1
    await play_via_slash(world, table.id)
    assert world.last_table(table.id).seq == now.seq + 2
    # The hand DMs went on being edited, through DM channels remembered from before the restart
    # (or, free, through the token of the player's click on it).
    after_restart = simcord_env.http_requests[since_restart:]
    dms = {f"/channels/{p.user.dm_channel.id}/" for p in world.players}
    assert any(
        r.method == "PATCH" and (r.path.startswith(tuple(dms)) or r.path.startswith("/webhooks/"))
        for r in after_restart
    )
    assert not any(r.path == "/users/@me/channels" for r in after_restart)


async def test_every_refusal_is_ephemeral_and_specific(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol", "dave"])
    alice, bob, carol, dave = world.players
    channel = world.channel

    async def refused(player, command, contains, **options):
        result = await player.slash(channel, command, **options)
        assert result.ephemeral, f"/{command} answered publicly: {result.response.content}"
        assert contains.lower() in result.response.content.lower(), result.response.content
        return result

    await refused(alice, "hand", "no open table")  # NoSuchTable
    await refused(alice, "table new", "no game or preset", game="poker")  # unknown game
    table = await open_table(world)
    await refused(bob, "table new", "already", game="scopa")  # AlreadyOpen
    await refused(alice, "table join", "already")  # AlreadySeated
    await refused(bob, "table leave", "not")  # NotSeated
    await refused(bob, "table options", "host", option="target", value="15")  # NotHost
    await refused(alice, "table options", "target", option="target", value="500")  # BadTableOptions
    await refused(alice, "table start", "")  # not enough players yet
    await bob.slash(channel, "table join")
    await refused(carol, "table join", "full")  # TableFull
    await refused(bob, "play", "not started", card="7d")  # NotStarted
    await refused(bob, "table start", "Only the host, alice, can start")  # NotHost, naming the host
    await refused(bob, "table abandon", "host")  # NotHost
    await alice.click(world.live_message(table.id), label="Start")
    table = world.last_table(table.id)
    to_move = member_for(world, table.seats[table.state.to_move].user_id)
    waiting = bob if to_move is alice else alice
    await refused(waiting, "play", "not your turn", card="7d")  # NotYourTurn
    await refused(carol, "play", "not playing", card="7d")  # NotSeated
    hand = table.state.view(table.seat_of(to_move.id))["hand"]
    missing = next(c for c in C.italian_deck() if c not in hand)
    await refused(to_move, "play", "don't hold", card=missing)  # not in hand, with the hand shown
    await refused(to_move, "play", "can't read", card="banana")  # unreadable card
    await refused(to_move, "move", "", action="ask:2:7")  # IllegalMove from the rules core
    await refused(alice, "table options", "only the host can change them")  # after the lobby: read only
    await refused(dave, "table kick", "not seated", user=carol)
    assert world.last_table(table.id).seq == table.seq  # nothing above changed the table
    assert not simcord_env.errors


async def test_autocomplete_offers_only_what_is_legal(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    choices = await world.players[0].autocomplete(world.channel, "table new", "game", "scop")
    assert {"scopa", "scopone"} <= {c["value"] for c in choices}
    table = await setup_game(world, target=None)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    legal = table.state.legal()
    cards = await player.autocomplete(world.channel, "play", "card", "")
    assert {c["value"] for c in cards} == {a.split(":")[0] for a in legal}
    for card in {a.split(":")[0] for a in legal}:
        captures = await player.autocomplete(world.channel, "play", "capture", "", card=card)
        assert {c["value"] for c in captures} == {a.split(":")[1] for a in legal if a.startswith(card + ":")}
    moves = await player.autocomplete(world.channel, "move", "action", "")
    assert {c["value"] for c in moves} == set(legal)
    assert all(c["name"] != c["value"] for c in moves)  # readable labels
    other = world.players[1] if player is world.players[0] else world.players[0]
    assert await other.autocomplete(world.channel, "play", "card", "") == []
    # Lenient card names work in /play itself.
    action = legal[0]
    args = play_arguments(action)
    args["card"] = C.name(args["card"], "italian")  # `2 di denari`
    result = await player.slash(world.channel, "play", **args)
    assert result.response.content.startswith("You played"), result.response.content


async def test_turn_timer_tells_the_channel(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    seat = table.state.to_move
    await simcord_env.advance_time(301)
    notice = [m for m in world.channel.history() if "ran out of time" in m.content]
    assert len(notice) == 1 and f"<@{table.seats[seat].user_id}>" in notice[0].content
    after = world.last_table(table.id)
    assert after.seq >= 1 and after.seats[seat].away


async def test_leaving_mid_game_hands_the_seat_to_a_computer_until_the_player_is_back(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table = await setup_game(world, target=None, humans=3, players=3)
    host = world.players[0]
    seat = next(s.index for s in table.seats if s.user_id != host.id and s.index != table.state.to_move)
    leaver = member_for(world, table.seats[seat].user_id)
    not_host = await leaver.slash(world.channel, "table kick", user=host.user)
    assert not_host.ephemeral and "Only the host" in not_host.response.content

    left = await leaver.slash(world.channel, "table leave")
    assert left.ephemeral and "A computer plays your seat" in left.response.content, left.response.content
    notice = [m for m in world.channel.history() if "left the game" in (m.content or "")]
    assert len(notice) == 1 and leaver.user.name in notice[0].content
    again = await leaver.slash(world.channel, "table leave")
    assert again.ephemeral and "already playing your seat" in again.response.content

    # Its turn comes: after the short away grace (not the 5-minute timer) a computer plays it.
    while world.last_table(table.id).state.to_move != seat:
        await play_via_slash(world, table.id)
    await simcord_env.advance_time(31)
    after = world.last_table(table.id)
    assert after.state.to_move != seat and after.seats[seat].away
    # The player comes back by playing.
    while world.last_table(table.id).state.to_move != seat:
        await play_via_slash(world, table.id)
    await play_via_slash(world, table.id)
    assert not world.last_table(table.id).seats[seat].away


async def test_the_host_can_remove_an_absent_player_mid_game(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None, humans=2)
    host, bob = world.players
    removed = await host.slash(world.channel, "table kick", user=bob.user)
    assert removed.ephemeral and "A computer now plays" in removed.response.content
    assert any("was removed by the host" in (m.content or "") for m in world.channel.history())
    assert world.last_table(table.id).seats[table.seat_of(bob.id)].away
    # When the last player present leaves too, the table closes instead of playing on alone.
    await host.slash(world.channel, "table leave")
    assert world.last_table(table.id).status == "abandoned"
    assert "everyone left" in str(world.live_message(table.id).embeds[0].to_dict())


@pytest.mark.slow
async def test_leaderboard_after_finished_games(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    await cards_as_text(world)  # the board and stats are words: no live picture of every move
    for _ in range(2):
        table = await setup_game(world)
        pick = 0
        while world.last_table(table.id).status == "playing":
            await play_via_slash(world, table.id, pick)
            pick += 3
    board = await world.players[0].slash(world.channel, "leaderboard", game="scopa")
    assert not board.ephemeral
    text = board.response.embeds[0].description
    assert world.players[0].mention in text and world.players[1].mention in text
    assert "2 games" in text
    stats = await world.players[1].slash(world.channel, "stats")
    assert "2 games" in str(stats.response.embeds[0].to_dict())


def test_python_m_bot_without_token_explains_instead_of_crashing(tmp_path):
    env = {**os.environ, "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    assert "discord.com/developers/applications" in run.stderr
    assert "DISCORD_TOKEN=" in run.stderr and ".env" in run.stderr
    assert "python -m bot play scopa --players 2 --computers 1" in run.stderr


def test_python_m_bot_without_token_at_a_terminal_starts_a_local_game(tmp_path):
    """A person at a terminal with no token lands in a local Scopa game, saved in ./data."""
    env = {**os.environ, "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    controller, terminal = pty.openpty()
    run = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdin=terminal,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(terminal)
    os.write(controller, b"quit\n")
    out, err = run.communicate(timeout=60)
    os.close(controller)
    assert run.returncode == 0, err
    assert "discord.com/developers/applications" in err
    assert "Your hand" in out or "your hand" in out.lower()
    assert (tmp_path / "data" / "tavolo.db").exists()


async def test_deal_summary_explains_the_points_and_lobby_expiry_is_shown(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=21)
    while world.last_table(table.id).state.deal == 0:
        await play_via_slash(world, table.id)
    summary = world.live_message(table.id).embeds[0]  # folded into the live table
    assert "Deal 1 scored" in [field.name for field in summary.fields]
    told = summary.fields[0].value.splitlines()
    # One category a line, in the game over's words, then the totals toward the target.
    titles = ["**Settebello (7 di denari):**", "**Primiera:**", "**Most coins:**", "**Most cards:**"]
    assert [line.split("** ")[0] + "**" for line in told[:4]] == titles, told
    assert told[4].startswith("**Scope (sweeps):**"), told
    assert told[-1].startswith("alice **") and told[-1].endswith(" (to 21)"), told
    await world.players[0].slash(world.channel, "table abandon")
    live = world.channel.history()[0]
    assert "Closed by the host" in live.embeds[0].description
    assert not live.components  # no buttons left on a closed table

    lobby = await open_table(world)
    await simcord_env.advance_time(31 * 60)
    assert world.bot.service.table_in_channel(world.channel.id) is None
    closed = next(
        m for m in world.channel.history() if m.embeds and f"table #{lobby.id}" in m.embeds[0].title
    )
    assert "nobody started this table in time" in closed.embeds[0].description
