"""The table service: lobby, play, refusals (each leaving the database untouched), races."""

from __future__ import annotations

import asyncio

import pytest
from test_service_support import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    DAN,
    GUILD,
    pick,
    play_moves,
    running,
    two_player_game,
)

from bot.service import errors
from bot.service.events import GameEnded, GameStarted, LobbyChanged, Moved, TableClosed


async def test_lobby_to_game_seats_players_in_join_order(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(
            guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann", game="scopone"
        )
        assert (table.game, table.preset, table.players, table.status) == ("scopa", "scopone", 4, "lobby")
        await service.join(table.id, BOB, "Bob")
        await service.add_computer(table.id, ANN, "easy")
        table = await service.add_computer(table.id, ANN)
        assert [(s.user_id, s.computer) for s in table.seats] == [
            (ANN, None),
            (BOB, None),
            (None, "easy"),
            (None, "normal"),
        ]
        table = await service.start_game(table.id, ANN, seed=3)
        assert table.status == "playing" and table.state is not None and table.seed == 3
        assert service.table_in_channel(CHANNEL).id == table.id
        assert [t.id for t in service.tables_for_user(BOB)] == [table.id]
        await service.idle()
        assert recorder.of(GameStarted) and recorder.of(LobbyChanged)


async def test_leaving_host_hands_the_table_over_and_last_human_closes_it(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await service.join(table.id, BOB, "Bob")
        table = await service.leave(table.id, ANN)
        assert table.host_id == BOB and [s.user_id for s in table.seats] == [BOB]
        await service.add_computer(table.id, BOB)
        table = await service.leave(table.id, BOB)
        assert table.status == "abandoned" and service.table_in_channel(CHANNEL) is None
        await service.idle()
        assert recorder.of(TableClosed)[-1].reason == "empty"


async def test_options_are_validated_by_the_game_and_stored(store_url):
    async with running(store_url) as (service, _):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        table = await service.set_options(table.id, ANN, {"target": "21", "turn_seconds": 60, "players": 3})
        assert table.options["target"] == 21 and table.turn_seconds == 60 and table.players == 3
        with pytest.raises(errors.BadTableOptions, match="target"):
            await service.set_options(table.id, ANN, {"target": "lots"})
        with pytest.raises(errors.BadTableOptions, match="no option `colour`"):
            await service.set_options(table.id, ANN, {"colour": "red"})
    async with running(store_url) as (service, _):
        table = service.table(table.id)
        assert table.options["target"] == 21 and table.turn_seconds == 60 and table.players == 3


async def test_a_human_move_returns_promptly_and_the_computer_answers_in_the_background(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await service.add_computer(table.id, ANN)
        await service.start_game(table.id, ANN, seed=1)
        await service.idle()
        table = service.table(table.id)
        start = table.seq  # 1 if the computer had the first turn
        assert table.to_move_user == ANN
        events = await service.act(table.id, ANN, service.legal(table.id, ANN)[0], expected_seq=start)
        assert (
            [type(e) for e in events] == [Moved] and events[0].seq == start + 1 and not events[0].by_computer
        )
        await service.idle()
        computer = [e.seq for e in recorder.of(Moved) if e.by_computer]
        assert computer[-1] == start + 2 and service.table(table.id).seq == start + 2


async def test_a_whole_game_against_a_computer_ends_with_results(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await service.add_computer(table.id, ANN)
        table = await service.start_game(table.id, ANN, seed=4)
        table = await play_moves(service, table.id)
        assert table.status == "finished" and table.vs_computer
        (ended,) = recorder.of(GameEnded)
        assert ended.vs_computer and ended.result.winners
        assert service.table_in_channel(CHANNEL) is None
        [recent] = await service.recent_tables(GUILD)
        assert recent.id == table.id and recent.vs_computer
        assert {user for user, *_ in recent.players} == {ANN, None}
        # The channel is free again.
        await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=BOB, user_name="Bob")


async def test_the_logged_moves_are_the_played_moves(store_url):
    async with running(store_url) as (service, recorder):
        table = await two_player_game(service)
        table = await play_moves(service, table.id, 10)
        logged = await service.db.actions(table.id)
        assert logged == [e.action for e in recorder.of(Moved)] and len(logged) == table.seq == 10


# -- refusals: each one a typed error with a helpful message, and the database untouched ----------


async def _refused(service, call, kind, match=None):
    before = await service.db.dump()
    with pytest.raises(kind, match=match) as info:
        await call
    assert info.value.message and str(info.value) == info.value.message
    assert await service.db.dump() == before
    return info.value


async def test_every_refusal_leaves_the_database_unchanged(store_url):
    async with running(store_url) as (service, _):
        lobby = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await _refused(service, service.act(lobby.id, ANN, "7d"), errors.NotStarted)
        await _refused(service, service.start_game(lobby.id, ANN), errors.NotStarted, "needs 2")
        await _refused(service, service.join(lobby.id, ANN, "Ann"), errors.AlreadySeated)
        await _refused(service, service.add_computer(lobby.id, BOB), errors.NotHost)
        await _refused(service, service.set_options(lobby.id, BOB, {"target": 21}), errors.NotHost)
        await _refused(service, service.add_computer(lobby.id, ANN, "genius"), errors.BadTableOptions)
        await _refused(service, service.remove_computer(lobby.id, ANN), errors.BadTableOptions)
        await _refused(service, service.kick(lobby.id, ANN, CAT), errors.NotSeated)
        await _refused(service, service.abandon(lobby.id, BOB), errors.NotHost)
        await _refused(
            service,
            service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=BOB, user_name="Bob"),
            errors.AlreadyOpen,
        )
        await _refused(
            service,
            service.open_table(
                guild_id=GUILD,
                channel_id=CHANNEL + 1,
                user_id=BOB,
                user_name="Bob",
                game="chess",
                preset="standard",
            ),
            errors.BadTableOptions,
            "no game",
        )
        await service.join(lobby.id, BOB, "Bob")
        await _refused(service, service.join(lobby.id, CAT, "Cat"), errors.TableFull)
        await _refused(service, service.start_game(lobby.id, BOB), errors.NotHost)
        table = await service.start_game(lobby.id, ANN, seed=2)
        mover, waiter = table.to_move_user, ({ANN, BOB} - {table.to_move_user}).pop()
        names = {ANN: "Ann", BOB: "Bob"}
        await _refused(service, service.join(table.id, CAT, "Cat"), errors.NotInLobby)
        await _refused(service, service.kick(table.id, BOB, ANN), errors.NotHost)
        await _refused(service, service.kick(table.id, ANN, ANN), errors.BadTableOptions, "host can't")
        await _refused(service, service.set_options(table.id, ANN, {"target": 21}), errors.NotInLobby)
        await _refused(service, service.leave(table.id, CAT), errors.NotSeated)
        await _refused(
            service,
            service.act(table.id, waiter, service.table(table.id).state.legal()[0]),
            errors.NotYourTurn,
            f"it is {names[mover]}'s",
        )
        await _refused(service, service.act(table.id, CAT, "7d"), errors.NotSeated)
        await _refused(service, service.act(9999, ANN, "7d"), errors.NoSuchTable)
        hand = service.view(table.id, mover)["hand"]
        foreign = next(card for card in ("Ad", "2d", "3d", "4d", "5d", "6d", "7d", "Jd") if card not in hand)
        illegal = await _refused(service, service.act(table.id, mover, foreign), errors.IllegalMove)
        assert illegal.message == _why(service.table(table.id).state, foreign)
        await _refused(service, service.act(table.id, mover, "gibberish"), errors.IllegalMove)
        await _refused(
            service,
            service.act(table.id, mover, service.legal(table.id, mover)[0], expected_seq=5),
            errors.StaleAction,
        )
        await service.abandon(table.id, ANN)
        await _refused(service, service.act(table.id, ANN, "7d"), errors.GameOver)


def _why(state, action):
    try:
        state.play(action)
    except Exception as exc:
        return str(exc)
    raise AssertionError(f"{action} was legal")


async def test_an_illegal_move_says_why_in_the_rules_cores_words(store_url):
    async with running(store_url) as (service, _):
        table = await two_player_game(service, seed=8)
        state = service.table(table.id).state
        try:
            state.play("Kc:Kd")
        except Exception as exc:
            expected = str(exc)
        with pytest.raises(errors.IllegalMove) as info:
            await service.act(table.id, table.to_move_user, "Kc:Kd")
        assert info.value.message == expected


# -- races ----------------------------------------------------------------------------------------


async def test_two_concurrent_moves_on_one_table_log_exactly_one(store_url):
    async with running(store_url) as (service, _):
        table = await two_player_game(service)
        mover = table.to_move_user
        legal = service.legal(table.id, mover)
        results = await asyncio.gather(
            service.act(table.id, mover, legal[0]),
            service.act(table.id, mover, legal[-1]),
            return_exceptions=True,
        )
        assert sum(isinstance(r, list) for r in results) == 1
        assert any(isinstance(r, errors.NotYourTurn) for r in results)
        assert len(await service.db.actions(table.id)) == service.table(table.id).seq == 1


async def test_a_double_click_with_the_same_expected_seq_is_stale(store_url):
    async with running(store_url) as (service, _):
        table = await two_player_game(service)
        mover = table.to_move_user
        move = service.legal(table.id, mover)[0]
        first, second = await asyncio.gather(
            service.act(table.id, mover, move, expected_seq=0),
            service.act(table.id, mover, move, expected_seq=0),
            return_exceptions=True,
        )
        assert isinstance(first, list) and isinstance(second, errors.StaleAction)
        before = await service.db.dump()
        with pytest.raises(errors.StaleAction, match="earlier turn"):
            await service.act(table.id, mover, move, expected_seq=0)
        assert await service.db.dump() == before and service.table(table.id).seq == 1


async def test_tables_never_wait_for_each_other(store_url):
    release = asyncio.Event()

    async def slow_runner(game, view, legal, level, seed):
        await release.wait()
        return legal[0]

    async with running(store_url, ai_runner=slow_runner) as (service, _):
        stuck = await service.open_table(guild_id=GUILD, channel_id=1, user_id=CAT, user_name="Cat")
        await service.add_computer(stuck.id, CAT)
        stuck = await service.start_game(stuck.id, CAT, seed=5)
        if stuck.to_move_user == CAT:
            await service.act(stuck.id, CAT, service.legal(stuck.id, CAT)[0])
        seq = service.table(stuck.id).seq  # the computer is to move, and thinks until released
        table = await two_player_game(service, channel=2)
        table = await asyncio.wait_for(play_moves_without_idle(service, table.id, 6), timeout=10)
        assert table.seq == 6 and service.table(stuck.id).seq == seq
        release.set()
        await service.idle()
        assert service.table(stuck.id).seq == seq + 1


async def play_moves_without_idle(service, table_id, count):
    for _ in range(count):
        table = service.table(table_id)
        user = table.to_move_user
        await service.act(table_id, user, pick(table, service.legal(table_id, user)), expected_seq=table.seq)
    return service.table(table_id)


async def test_face_storage_survives_a_restart(store_url):
    async with running(store_url) as (service, _):
        table = await two_player_game(service)
        await service.set_message(table.id, "table", 555)
        await service.set_dm_message(table.id, ANN, 0, 777)
        await service.set_dms_closed(BOB)
        await service.set_guild_setting(GUILD, "turn_seconds", 120)
    async with running(store_url) as (service, _):
        assert await service.get_message(table.id, "table") == 555
        assert await service.get_message(table.id, "lobby") is None
        assert await service.get_dm_message(table.id, ANN, 0) == 777
        assert await service.get_dm_message(table.id, ANN, 1) is None
        assert await service.dms_closed(BOB) and not await service.dms_closed(ANN)
        assert await service.guild_setting(GUILD, "turn_seconds") == 120
        # New tables in the guild take the guild's default turn timer.
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL + 1, user_id=CAT, user_name="Cat")
        assert table.turn_seconds == 120
        await service.set_dms_closed(BOB, False)
        assert not await service.dms_closed(BOB)


async def test_a_hard_computer_thinks_in_another_process_and_moves(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await service.add_computer(table.id, ANN, "hard")
        table = await service.start_game(table.id, ANN, seed=12)
        if table.to_move_user == ANN:
            await service.act(table.id, ANN, service.legal(table.id, ANN)[0])
        await service.idle()
        [move] = [e for e in recorder.of(Moved) if e.by_computer]
        assert service.table(table.id).to_move_user == ANN
        assert await service.db.actions(table.id) == [e.action for e in recorder.of(Moved)]
        assert move.label


async def test_the_host_shapes_the_lobby_kick_and_remove_computer(store_url):
    async with running(store_url) as (service, _):
        table = await service.open_table(
            guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann", game="scopa", players=4
        )
        await service.join(table.id, BOB, "Bob")
        await service.add_computer(table.id, ANN, "easy")
        table = await service.join(table.id, CAT, "Cat")
        table = await service.kick(table.id, ANN, BOB)
        assert [s.name for s in table.seats] == ["Ann", "Computer 1 (easy)", "Cat"]
        assert [s.index for s in table.seats] == [0, 1, 2]
        table = await service.remove_computer(table.id, ANN)
        assert [s.user_id for s in table.seats] == [ANN, CAT]
        # A server manager may kick without being the host, but never the host.
        with pytest.raises(errors.BadTableOptions, match="host can't be kicked"):
            await service.kick(table.id, CAT, ANN, admin=True)
        table = await service.kick(table.id, DAN, CAT, admin=True)
        assert [s.user_id for s in table.seats] == [ANN]
