"""Discord's own faults (issue 38): while Discord fails the bot's writes (5xx, 429s), players keep
moving through their interactions; nothing is lost or made twice, and once Discord takes writes
again every table catches up by itself, with no move needed: the live table shows the table as
it is and names the player to move, and so does that player's hand DM. No turn timer runs out
on a player the bot could not show their turn."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from tests.bot.discord_helpers import (
    World,
    member_for,
    open_table,
    play_arguments,
    play_via_dm,
    play_via_slash,
    setup_game,
)
from tests.bot.discord_helpers import make_world as _make_world


@pytest.fixture(autouse=True)
def virtual_sleeps(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every `asyncio.sleep` of the bot wakes on simcord's virtual clock alone (as in
    bench/load.py): the owed tables' backoff would otherwise run in real time as well, and minutes
    of simulated outage would take minutes."""
    import simcord

    original = simcord._dpy_internals.is_intentional_wait_wakeup

    def intentional(client: Any, callback: Any, args: tuple[Any, ...], task: Any) -> bool:
        if getattr(callback, "__name__", "") == "_set_result_unless_cancelled":
            return True  # asyncio.sleep's wake-up
        return bool(original(client, callback, args, task))

    monkeypatch.setattr(simcord._dpy_internals, "is_intentional_wait_wakeup", intentional)


def make_world(env: Any, names: list[str]) -> World:
    env.settle_timeout = 30.0  # minutes of simulated outage in one `advance_time`
    return _make_world(env, names)


def mover(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    return member_for(world, table.seats[table.state.to_move].user_id)


def outage(env: Any, status: int, paths: tuple[str, ...] = ("/channels/*", "/users/@me/channels")) -> None:
    """Discord answers every channel-message and DM write with `status`, until `recover`."""
    for path in paths:
        for method in ("POST", "PATCH", "DELETE"):
            env.inject_error(method, path, status=status, message="Discord has a bad minute", times=None)


def recover(env: Any) -> None:
    env.backend.faults.clear()


def _offers_turn(panel: Any, table_id: int, seq: int) -> bool:
    """A hand panel offers the moves of the turn reached at `seq` (its buttons, or its "Play…"
    select when a Scopa hand has more than five plays, carry the turn)."""
    ids = []
    for row in panel.components:
        children = row.get("components", []) if isinstance(row, dict) else getattr(row, "children", [row])
        for item in children:
            custom = item.get("custom_id", "") if isinstance(item, dict) else getattr(item, "custom_id", "")
            ids.append(custom)
    turn = (f"tv:mv:{table_id}:{seq}:", f"tv:card:{table_id}:{seq}:")
    return any((i or "").startswith(turn) or i == f"tv:pick:{table_id}:{seq}" for i in ids)


def dm_is_current(world: World, table_id: int) -> bool:
    """The player to move's last DM offers this turn's moves."""
    dms = world.dms(mover(world, table_id))
    return bool(dms) and _offers_turn(dms[-1], table_id, world.last_table(table_id).seq)


def assert_caught_up(world: World, table_id: int) -> None:
    """What a player would check: the live table is the table as it is now and names the player
    to move; that player's hand DM offers them this turn's moves."""
    bot = world.bot
    table = world.last_table(table_id)
    live = world.live_message(table_id)
    assert world.channel.history()[-1].id == live.id  # at the bottom of the channel
    expected = bot.presenter.live_message(table)["embed"]
    shown = live.embeds[0]
    assert (shown.title, shown.description) == (expected.title, expected.description)
    who = mover(world, table_id)
    assert str(who.id) in f"{live.content} {shown.description}" or who.user.name in (shown.description or "")
    assert dm_is_current(world, table_id), "the hand DM of the player to move is not this turn's"


async def _outage_while_playing(simcord_env: Any, status: int) -> None:
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None, seed=3)
    await simcord_env.advance_time(5)
    start = world.last_table(table.id).seq
    outage(simcord_env, status)
    for number in range(6):
        await simcord_env.advance_time(10)
        if dm_is_current(world, table.id):
            await play_via_dm(world, table.id)
        else:
            await play_via_slash(world, table.id, pick=number)
    assert world.last_table(table.id).seq == start + 6  # every move made, none twice
    await simcord_env.advance_time(60)  # the outage goes on: nothing is given up
    recover(simcord_env)
    await simcord_env.advance_time(10)  # nobody moves
    assert world.last_table(table.id).seq == start + 6
    assert_caught_up(world, table.id)


@pytest.mark.parametrize("status", [500, 503])
async def test_after_an_outage_of_writes_every_table_shows_itself_with_no_move(simcord_env, status, caplog):
    caplog.set_level(logging.INFO, logger="tavolo.discord")
    await _outage_while_playing(simcord_env, status)
    said = [r.getMessage() for r in caplog.records if r.name == "tavolo.discord"]
    # One line when writes start failing, one when everything owed is written: no storm.
    assert len(said) == 2, said
    assert said[0].startswith("Discord is failing the bot's writes")
    assert said[1].startswith("Discord takes the bot's writes again") and "owed writes caught up" in said[1]


async def test_429s_beyond_retry_after_are_owed_too(simcord_env):
    await _outage_while_playing(simcord_env, 429)


async def test_several_tables_catch_up_together(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol", "dave"])
    first = await setup_game(world, target=None, seed=3, humans=2)
    other_channel = world.guild.create_text_channel("more-cards")
    other = World(simcord_env, world.guild, other_channel, world.players[2:])
    second = await setup_game(other, target=None, seed=4)
    await simcord_env.advance_time(5)
    outage(simcord_env, 500)
    for _ in range(3):
        await simcord_env.advance_time(10)
        await play_via_slash(world, first.id)
        await play_via_slash(other, second.id)
    await simcord_env.advance_time(120)
    recover(simcord_env)
    await simcord_env.advance_time(10)
    assert_caught_up(world, first.id)
    assert_caught_up(other, second.id)


async def test_failed_interaction_answers_leave_the_truth_on_the_next_look(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None, seed=3)
    await simcord_env.advance_time(5)
    start = world.last_table(table.id).seq
    outage(simcord_env, 500, paths=("/interactions/*", "/webhooks/*"))
    who = mover(world, table.id)
    legal = world.last_table(table.id).state.legal()
    await who.slash(world.channel, "play", **play_arguments(legal[0]))  # its answer fails
    with pytest.raises(ExceptionGroup):  # the command could not answer: discord.py says so, once
        simcord_env.raise_errors()
    await simcord_env.advance_time(10)
    recover(simcord_env)
    moved = world.last_table(table.id).seq
    assert moved in (start, start + 1)  # made once, or not at all: never twice
    await simcord_env.advance_time(10)
    assert_caught_up(world, table.id)
    # The next look, `/hand`, shows the truth.
    nxt = mover(world, table.id)
    answer = await nxt.slash(world.channel, "hand")
    assert answer.ephemeral and answer.response is not None
    assert _offers_turn(answer.response, table.id, moved)


async def test_no_computer_takes_a_seat_whose_turn_could_not_be_shown(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await open_table(world)
    await world.players[0].slash(world.channel, "table options", option="turn_seconds", value="60")
    await world.players[1].slash(world.channel, "table join")
    await world.players[0].click(world.live_message(table.id), label="Start")
    assert world.last_table(table.id).turn_seconds == 60
    await simcord_env.advance_time(5)
    # Every write fails, an interaction's follow-ups too; only the answers to clicks go through.
    outage(simcord_env, 503, paths=("/channels/*", "/users/@me/channels", "/webhooks/*"))
    await play_via_slash(world, table.id)  # the next player's turn starts: Discord fails its ping
    waiting = world.last_table(table.id)
    seat = waiting.state.to_move
    await simcord_env.advance_time(300)  # five times the turn timer
    table_now = world.last_table(table.id)
    assert table_now.seq == waiting.seq  # nobody played for them
    assert not table_now.seats[seat].away and table_now.seats[seat].computer is None
    recover(simcord_env)
    await simcord_env.advance_time(10)
    assert_caught_up(world, table.id)
    shown = world.last_table(table.id)
    # Their timer, extended by the time it could not be shown, still has most of its minute.
    assert shown.deadline is not None and shown.deadline - world.bot.clock() > 40
    await simcord_env.advance_time(70)  # and then it runs out as usual
    assert world.last_table(table.id).seats[seat].away
