"""Restarts and crashes: the log is the truth, and nothing acknowledged is ever lost."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from test_service_support import CHANNEL, GUILD, FakeClock, play_moves, running, two_player_game

from bot.service import errors
from bot.service.events import GameEnded

REPO = Path(__file__).resolve().parents[3]


async def test_a_game_continues_identically_after_a_restart(tmp_path):
    async with running(tmp_path / "reference.db") as (service, recorder):
        reference = await two_player_game(service, seed=21)
        reference = await play_moves(service, reference.id)
        reference_log = await service.db.actions(reference.id)
        [reference_end] = recorder.of(GameEnded)

    clock = FakeClock()
    async with running(tmp_path / "t.db", clock) as (service, _):
        table = await two_player_game(service, seed=21)
        table = await play_moves(service, table.id, 25)
        before = {seat: table.state.view(seat) for seat in (None, 0, 1)}
        legal_before = table.state.legal()
    async with running(tmp_path / "t.db", clock) as (service, recorder):
        table = service.table(table.id)
        assert table.seq == 25 and table.status == "playing"
        assert {seat: table.state.view(seat) for seat in (None, 0, 1)} == before
        assert table.state.legal() == legal_before
        table = await play_moves(service, table.id)
        assert await service.db.actions(table.id) == reference_log
        [end] = recorder.of(GameEnded)
        assert end.result == reference_end.result


async def test_computer_seats_pick_up_after_a_restart(store_url):
    async def never(game, view, legal, level, seed):
        await asyncio.Event().wait()

    clock = FakeClock()
    async with running(store_url, clock, ai_runner=never) as (service, _):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=1, user_name="Ann")
        await service.add_computer(table.id, 1)
        table = await service.start_game(table.id, 1, seed=9)
        if table.to_move_user == 1:
            await service.act(table.id, 1, service.legal(table.id, 1)[0])
        seq = service.table(table.id).seq  # the computer is to move; the bot stops while it thinks
    async with running(store_url, clock) as (service, _):
        await service.idle()
        table = service.table(table.id)
        assert table.seq == seq + 1 and table.to_move_user == 1


DRIVER = textwrap.dedent(
    """
    import asyncio, sys
    from bot.service.table_service import TableService
    from persistence import Database

    async def main(path):
        db = await Database.open(path)
        service = TableService(db)
        await service.start()
        tables = []
        for channel in range(3):
            table = await service.open_table(guild_id=1, channel_id=channel, user_id=1, user_name="Ann")
            await service.join(table.id, 2, "Bob")
            tables.append((await service.start_game(table.id, 1, seed=channel)).id)
        print("tables", *tables, flush=True)

        async def drive(table_id):
            while True:
                table = service.table(table_id)
                if table.status != "playing":
                    return
                user = table.to_move_user
                move = service.legal(table_id, user)[table.seq % 3 % len(service.legal(table_id, user))]
                events = await service.act(table_id, user, move, expected_seq=table.seq)
                print("ack", table_id, events[0].seq, move, flush=True)

        await asyncio.gather(*(drive(t) for t in tables))
        print("done", flush=True)

    asyncio.run(main(sys.argv[1]))
    """
)


@pytest.mark.slow
async def test_sigkill_mid_run_loses_no_acknowledged_move(tmp_path):
    path = tmp_path / "crash.db"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen(
        [sys.executable, "-c", DRIVER, str(path)], stdout=subprocess.PIPE, text=True, env=env, cwd=REPO
    )
    acknowledged: dict[int, list[str]] = {}
    try:
        assert proc.stdout is not None
        tables = [int(t) for t in proc.stdout.readline().split()[1:]]
        for count, line in enumerate(proc.stdout, start=1):
            kind, table_id, seq, move = line.split()
            assert kind == "ack"
            acknowledged.setdefault(int(table_id), []).append(move)
            assert int(seq) == len(acknowledged[int(table_id)])
            if count == 60:
                proc.send_signal(signal.SIGKILL)
                break
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode == -signal.SIGKILL

    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    for table_id in tables:
        seqs = [
            row[0]
            for row in raw.execute("SELECT seq FROM actions WHERE table_id = ? ORDER BY seq", (table_id,))
        ]
        assert seqs == list(range(1, len(seqs) + 1))  # no hole, nothing half-written
    raw.close()

    async with running(path) as (service, recorder):
        for table_id in tables:
            logged = await service.db.actions(table_id)
            mine = acknowledged.get(table_id, [])
            assert logged[: len(mine)] == mine  # every acknowledged move is there, in order
            assert len(logged) - len(mine) <= 1  # at most the one in flight, committed but unreported
            assert service.table(table_id).seq == len(logged)
        await asyncio.gather(*(play_moves(service, table_id) for table_id in tables))
        assert {e.table_id for e in recorder.of(GameEnded)} == set(tables)


async def test_a_game_whose_result_was_not_recorded_is_finished_at_startup(tmp_path):
    path = tmp_path / "t.db"
    async with running(path) as (service, recorder):
        table = await two_player_game(service, seed=3)
        await play_moves(service, table.id)
        [first] = recorder.of(GameEnded)
    # As if the process died after logging the last move but before recording the result.
    raw = sqlite3.connect(path)
    with raw:
        raw.execute("UPDATE tables SET status = 'playing', result = NULL, finished_at = NULL")
        raw.execute("DELETE FROM results")
        raw.execute("DELETE FROM ratings")
    raw.close()
    async with running(path) as (service, recorder):
        await service.idle()
        [again] = recorder.of(GameEnded)
        assert again.result == first.result and service.table(table.id).status == "finished"
        assert [row.games for row in await service.leaderboard(GUILD, "scopa")] == [1, 1]


async def test_closed_tables_are_found_after_a_restart_but_refuse_moves(store_url):
    async with running(store_url) as (service, _):
        table = await two_player_game(service, seed=3)
        await play_moves(service, table.id, 5)
        await service.abandon(table.id, table.host_id)
    async with running(store_url) as (service, _):
        old = await service.fetch_table(table.id)
        assert (old.status, old.seq) == ("abandoned", 5) and old.state is not None
        with pytest.raises(errors.GameOver, match="closed"):
            await service.act(table.id, table.host_id, "7d")
        with pytest.raises(errors.NoSuchTable):
            await service.fetch_table(4242)
