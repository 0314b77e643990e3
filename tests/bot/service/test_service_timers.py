"""Turn timers and lobby expiry, driven by a fake clock; deadlines survive a restart."""

from __future__ import annotations

from test_service_support import ANN, BOB, CHANNEL, GUILD, FakeClock, running, two_player_game

from bot.service.events import Moved, SeatReclaimed, TableClosed, TurnTimedOut


def other(user: int) -> int:
    return BOB if user == ANN else ANN


async def test_an_absent_player_is_played_for_then_auto_played_until_they_return(store_url):
    clock = FakeClock()
    async with running(store_url, clock) as (service, recorder):
        table = await two_player_game(service)
        absent = table.to_move_user
        assert table.deadline == clock.now + 300
        await clock.advance(299)
        await service.idle()
        assert service.table(table.id).seq == 0 and not recorder.of(TurnTimedOut)

        await clock.advance(2)
        await service.idle()
        [timed_out] = recorder.of(TurnTimedOut)
        assert timed_out.user_id == absent and timed_out.seat == table.seat_of(absent)
        [move] = recorder.of(Moved)
        assert move.by_computer and move.user_id == absent and move.seq == 1
        table = service.table(table.id)
        assert table.seats[timed_out.seat].away and table.to_move_user == other(absent)

        # The present player moves; the away player's turn is then played after the short grace.
        await service.act(table.id, other(absent), service.legal(table.id, other(absent))[0])
        assert service.table(table.id).deadline == clock.now + 30
        await clock.advance(29)
        await service.idle()
        assert service.table(table.id).seq == 2
        await clock.advance(2)
        await service.idle()
        assert service.table(table.id).seq == 3 and len(recorder.of(TurnTimedOut)) == 1

        # Acting again takes the seat back.
        await service.act(table.id, other(absent), service.legal(table.id, other(absent))[0])
        events = await service.act(table.id, absent, service.legal(table.id, absent)[0])
        assert [type(e) for e in events] == [SeatReclaimed, Moved]
        assert not events[1].by_computer
        table = service.table(table.id)
        assert not table.seats[timed_out.seat].away and table.deadline == clock.now + 300


async def test_turn_deadlines_resume_after_a_restart(store_url):
    clock = FakeClock()
    async with running(store_url, clock) as (service, _):
        table = await two_player_game(service)
        await clock.advance(200)
    await clock.advance(200)  # the bot was down when the deadline passed
    async with running(store_url, clock) as (service, recorder):
        await clock.advance(0)
        await service.idle()
        assert [e.user_id for e in recorder.of(TurnTimedOut)] == [table.to_move_user]
        assert service.table(table.id).seq == 1


async def test_a_move_voids_the_running_deadline(store_url):
    clock = FakeClock()
    async with running(store_url, clock) as (service, recorder):
        table = await two_player_game(service)
        await clock.advance(250)
        await service.act(table.id, table.to_move_user, service.legal(table.id, table.to_move_user)[0])
        await clock.advance(250)  # 500 s after the start, 250 s after the move
        await service.idle()
        assert not recorder.of(TurnTimedOut) and service.table(table.id).seq == 1


async def test_without_a_turn_timer_nobody_is_played_for(store_url):
    clock = FakeClock()
    async with running(store_url, clock) as (service, recorder):
        table = await two_player_game(service, turn_seconds="off")
        assert table.turn_seconds == 0 and table.deadline is None
        await clock.advance(10_000)
        await service.idle()
        assert not recorder.of(TurnTimedOut) and service.table(table.id).seq == 0


async def test_idle_lobbies_expire_but_activity_keeps_them_open(store_url):
    clock = FakeClock()
    async with running(store_url, clock) as (service, recorder):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await clock.advance(20 * 60)
        await service.join(table.id, BOB, "Bob")
        await clock.advance(20 * 60)
        await service.idle()
        assert service.table(table.id).status == "lobby"
        await clock.advance(11 * 60)
        await service.idle()
        assert recorder.of(TableClosed) == [TableClosed(table.id, "expired")]
        assert service.table(table.id).status == "abandoned" and service.table_in_channel(CHANNEL) is None
    async with running(store_url, clock) as (service, _):
        assert service.open_tables() == []
