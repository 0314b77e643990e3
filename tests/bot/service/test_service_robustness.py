"""Issue 18 at the table service: huge numbers, what the log stores, failed writes, broken logs."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from test_service_support import ANN, BOB, CHANNEL, GUILD, FakeClock, play_moves, running, two_player_game

from bot.service import errors
from bot.service.events import TableClosed, TurnTimedOut
from persistence import sqlite_writes

HUGE_IDS = [2**63, -(2**63) - 1, 10**40]


async def test_table_ids_beyond_sqlite_integers_are_no_such_table(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        table = await two_player_game(service)
        for table_id in HUGE_IDS:
            with pytest.raises(errors.NoSuchTable):
                await service.act(table_id, ANN, "7d")
            with pytest.raises(errors.NoSuchTable):
                await service.join(table_id, BOB, "Bob")
            with pytest.raises(errors.NoSuchTable):
                await service.abandon(table_id, ANN, admin=True)
            with pytest.raises(errors.NoSuchTable):
                await service.fetch_table(table_id)
        assert service.table(table.id).status == "playing"


async def test_infinite_and_huge_option_values_are_refused_with_the_range(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        for value in (float("inf"), float("-inf")):
            with pytest.raises(errors.BadTableOptions, match="target` takes a whole number between 1 and 99"):
                await service.set_options(table.id, ANN, {"target": value})
            with pytest.raises(errors.BadTableOptions, match="`players` takes a whole number"):
                await service.set_options(table.id, ANN, {"players": value})
            with pytest.raises(errors.BadTableOptions, match="turn_seconds"):
                await service.set_options(table.id, ANN, {"turn_seconds": value})
        with pytest.raises(errors.BadTableOptions, match="at most 99"):
            await service.set_options(table.id, ANN, {"target": 10**30})
        with pytest.raises(errors.BadTableOptions, match="between 1 and 99"):
            await service.open_table(
                guild_id=GUILD,
                channel_id=CHANNEL + 1,
                user_id=BOB,
                user_name="Bob",
                options={"target": 1e400},
            )
        await service.join(table.id, BOB, "Bob")
        with pytest.raises(errors.BadTableOptions, match="seed"):
            await service.start_game(table.id, ANN, seed=2**64)
        assert service.table(table.id).options["target"] == 11 and service.table(table.id).status == "lobby"


def full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isalpha() else c for c in text)  # `AＤ`


async def test_the_log_stores_the_canonical_move_not_what_was_typed(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        flips = await service.open_table(
            guild_id=GUILD, channel_id=1, user_id=ANN, user_name="Ann", game="concentration", players=2
        )
        await service.join(flips.id, BOB, "Bob")
        flips = await service.start_game(flips.id, ANN, seed=5)
        with pytest.raises(errors.IllegalMove):  # the rules core refuses anything that long
            await service.act(flips.id, flips.to_move_user, "flip:" + "0" * 3000 + "3")
        events = await service.act(flips.id, flips.to_move_user, "flip: 0003")
        assert events[-1].action == "flip:3"

        fish = await service.open_table(
            guild_id=GUILD, channel_id=2, user_id=ANN, user_name="Ann", game="gofish", players=2
        )
        await service.join(fish.id, BOB, "Bob")
        fish = await service.start_game(fish.id, ANN, seed=5)
        wanted = service.legal(fish.id, fish.to_move_user)[0]  # ask:<seat>:<rank>
        _, target, rank = wanted.split(":")
        await service.act(fish.id, fish.to_move_user, f"ASK : {target} : {rank.lower()} ")

        scopa = await two_player_game(service, channel=3)
        played = service.legal(scopa.id, scopa.to_move_user)[-1]
        await service.act(scopa.id, scopa.to_move_user, full_width(played))

        assert await service.db.actions(flips.id) == ["flip:3"]
        assert await service.db.actions(fish.id) == [wanted]
        assert await service.db.actions(scopa.id) == [played]


class FailingWrites:
    """The disk refuses every write transaction while `failing` (as a full or failing disk
    does: `disk I/O error`), then accepts them again. Reads keep working."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.failing = False
        self.refused = 0
        original = sqlite_writes.transaction

        def transaction(raw, fn):
            if self.failing:
                self.refused += 1
                raise sqlite3.OperationalError("disk I/O error")
            return original(raw, fn)

        monkeypatch.setattr(sqlite_writes, "transaction", transaction)


async def first_legal(game, view, legal, level, seed):
    return legal[0]


async def test_a_computer_move_that_failed_to_save_is_retried_once_the_disk_recovers(tmp_path, monkeypatch):
    disk = FailingWrites(monkeypatch)
    clock = FakeClock()
    thinking = asyncio.Event()

    async def slow(game, view, legal, level, seed):
        await thinking.wait()
        return legal[0]

    async with running(tmp_path / "t.db", clock, ai_runner=slow) as (service, _):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await service.add_computer(table.id, ANN)
        table = await service.start_game(table.id, ANN, seed=9)
        if table.to_move_user == ANN:
            await service.act(table.id, ANN, service.legal(table.id, ANN)[0])
        seq = service.table(table.id).seq  # the computer is thinking

        disk.failing = True
        thinking.set()
        await service.idle()
        assert disk.refused and service.table(table.id).seq == seq  # its move was not saved
        with pytest.raises(errors.NotYourTurn):
            await service.act(table.id, ANN, "7d")
        await clock.advance(60)  # still failing: the retries back off, nothing is lost
        await service.idle()
        assert service.table(table.id).seq == seq

        disk.failing = False  # the disk recovers: no restart needed
        await clock.advance(60)
        await service.idle()
        table = service.table(table.id)
        assert table.seq == seq + 1 and table.to_move_user == ANN
        assert len(await service.db.actions(table.id)) == table.seq  # memory is what the disk holds
        await service.act(table.id, ANN, service.legal(table.id, ANN)[0])
        await service.idle()
        assert service.table(table.id).to_move_user == ANN


async def test_a_turn_timer_whose_move_failed_to_save_fires_again_after_recovery(tmp_path, monkeypatch):
    disk = FailingWrites(monkeypatch)
    clock = FakeClock()
    async with running(tmp_path / "t.db", clock, ai_runner=first_legal) as (service, recorder):
        table = await two_player_game(service)
        absent = table.to_move_user
        disk.failing = True
        await clock.advance(301)  # the turn runs out while the disk fails
        await service.idle()
        assert disk.refused and service.table(table.id).seq == 0
        with pytest.raises(errors.StorageFailed):  # a player's move is refused plainly meanwhile
            await service.act(table.id, absent, service.legal(table.id, absent)[0])
        disk.failing = False
        for _ in range(4):  # the retry, then the away seat's short grace
            await clock.advance(31)
            await service.idle()
        table = service.table(table.id)
        assert table.seq >= 1 and table.to_move_user != absent
        assert len(await service.db.actions(table.id)) == table.seq
        assert [e.user_id for e in recorder.of(TurnTimedOut)] == [absent]


async def test_a_table_whose_log_no_longer_replays_is_closed_as_broken_and_frees_its_channel(
    tmp_path, caplog
):
    path = tmp_path / "t.db"
    async with running(path) as (service, _):
        table = await two_player_game(service, seed=3)
        table = await play_moves(service, table.id, 4)
    raw = sqlite3.connect(path)
    with raw:  # as after a rules change: the third move is no longer legal
        raw.execute("UPDATE actions SET notation = 'Kz' WHERE table_id = ? AND seq = 3", (table.id,))
    raw.close()

    async with running(path) as (service, recorder):
        await service.idle()
        assert "move 3 ('Kz') does not replay" in caplog.text
        assert [e.reason for e in recorder.of(TableClosed)] == ["broken"]
        assert service.table_in_channel(CHANNEL) is None
        broken = await service.fetch_table(table.id)
        assert (broken.status, broken.seq, broken.state) == ("broken", 4, None)
        assert await service.abandon(table.id, 999, admin=True) == broken  # an admin may close it again
        with pytest.raises(errors.GameOver):
            await service.act(table.id, ANN, "7d")
        # The channel is free for a new table; the broken one is kept for inspection.
        fresh = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=BOB, user_name="Bob")
        assert service.table_in_channel(CHANNEL).id == fresh.id
        assert len(await service.db.actions(table.id)) == 4
        row = await service.db.fetchone("SELECT status, close_reason FROM tables WHERE id = ?", (table.id,))
        assert row[0] == "broken" and "does not replay" in row[1]


async def test_lobby_changes_the_disk_refuses_are_refusals_that_change_nothing(tmp_path, monkeypatch):
    disk = FailingWrites(monkeypatch)
    async with running(tmp_path / "t.db") as (service, _):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        disk.failing = True
        attempts = [
            service.join(table.id, BOB, "Bob"),
            service.add_computer(table.id, ANN),
            service.set_options(table.id, ANN, {"target": 5}),
            service.abandon(table.id, ANN),
            service.open_table(guild_id=GUILD, channel_id=CHANNEL + 1, user_id=BOB, user_name="Bob"),
        ]
        for attempt in attempts:
            with pytest.raises(errors.StorageFailed, match="nothing changed"):
                await attempt
        assert service.table(table.id) == table and service.table_in_channel(CHANNEL + 1) is None
        disk.failing = False
        await service.join(table.id, BOB, "Bob")
        table = await service.start_game(table.id, ANN, seed=1)
        assert table.status == "playing" and (await service.fetch_table(table.id)).seq == 0
