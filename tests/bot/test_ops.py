"""The operator's commands (bot/ops.py): `python -m bot --check`, `invite` and `backup`, and a
start-up log without discord.py's voice notices."""

from __future__ import annotations

import base64
import logging
import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import discord
import pytest
from test_service_support import running

import persistence
from bot.__main__ import main as bot_main
from bot.discord.core.permissions import NEEDED, invite_permissions
from bot.ops import application_id_from_token
from bot.service.replay import rebuild

ROOT = Path(__file__).resolve().parents[2]
APP_ID = 1_234_567_890_123_456_789


def run_bot(args: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` in a clean environment of its own (no token, no database setting)."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "TAVOLO_"))}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        env={**base, "PYTHONPATH": str(ROOT), **env},
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )


def fake_token(user_id: int) -> str:
    """A token shaped like Discord's: the user id in base64 (unpadded), a timestamp, a signature."""
    first = base64.urlsafe_b64encode(str(user_id).encode()).decode().rstrip("=")
    return f"{first}.GhVx2A.{'x' * 38}"


# -- invite ------------------------------------------------------------------------------------


def test_the_invite_asks_for_exactly_the_permissions_of_the_one_list():
    flags = discord.Permissions.VALID_FLAGS
    assert invite_permissions().value == sum(flags[name] for name in NEEDED)
    assert all(getattr(invite_permissions(), name) for name in NEEDED)


def test_python_m_bot_invite_prints_the_link_with_the_permission_integer_from_the_list(tmp_path):
    done = run_bot(["invite"], tmp_path, DISCORD_TOKEN=fake_token(APP_ID))
    assert done.returncode == 0, done.stderr
    url = done.stdout.strip()
    assert "\n" not in url and url.startswith("https://discord.com/oauth2/authorize?")
    query = parse_qs(urlsplit(url).query)
    assert query["permissions"] == [str(invite_permissions().value)]
    assert int(query["permissions"][0]) == sum(discord.Permissions.VALID_FLAGS[name] for name in NEEDED)
    assert query["client_id"] == [str(APP_ID)]  # read from the token's first part
    assert query["scope"] == ["bot applications.commands"]


def test_the_application_id_setting_wins_over_the_token(clean_env, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", fake_token(APP_ID))
    monkeypatch.setenv("DISCORD_APPLICATION_ID", "42")
    assert bot_main(["invite"]) == 0
    assert "client_id=42&" in capsys.readouterr().out


def test_without_an_id_or_a_token_invite_says_what_to_set(clean_env, capsys):
    assert bot_main(["invite"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "DISCORD_APPLICATION_ID" in err


def test_the_application_id_is_read_from_a_token_and_nonsense_is_not_one():
    assert application_id_from_token(fake_token(APP_ID)) == APP_ID
    assert application_id_from_token("not-a-token") is None
    assert application_id_from_token(base64.b64encode(b"hello").decode() + ".x.y") is None


# -- --check -----------------------------------------------------------------------------------


def test_check_opens_the_database_and_exits_0_without_discord(tmp_path):
    db = tmp_path / "data" / "tavolo.db"
    done = run_bot(["--check"], tmp_path, TAVOLO_DB=str(db))  # and no DISCORD_TOKEN
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1 and "OK" in done.stdout
    tables = {row[0] for row in sqlite3.connect(db).execute("SELECT name FROM sqlite_master")}
    assert {"tables", "actions"} <= tables  # created and migrated


def test_check_is_one_line_and_exit_2_on_a_bad_setting_or_a_bad_database(clean_env, monkeypatch, capsys):
    monkeypatch.setenv("TAVOLO_LOG_LEVEL", "LOUD")
    assert bot_main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "TAVOLO_LOG_LEVEL" in err

    monkeypatch.delenv("TAVOLO_LOG_LEVEL")
    junk = clean_env / "junk.db"
    junk.write_bytes(b"not a database at all" * 100)
    monkeypatch.setenv("TAVOLO_DB", str(junk))
    assert bot_main(["--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(junk) in err and "Traceback" not in err


# -- backup ------------------------------------------------------------------------------------

# Plays two-player Scopa tables on the database in argv[1] until killed, a new table when one
# ends, printing each acknowledged move.
WRITER = textwrap.dedent(
    """
    import asyncio, sys
    from bot.service.table_service import TableService
    from persistence import Database

    async def main(path):
        db = await Database.open(path)
        service = TableService(db)
        await service.start()

        async def drive(channel):
            seed = channel
            while True:
                table = await service.open_table(guild_id=1, channel_id=channel, user_id=1, user_name="Ann")
                await service.join(table.id, 2, "Bob")
                table = await service.start_game(table.id, 1, seed=seed)
                while table.status == "playing":
                    legal = service.legal(table.id, table.to_move_user)
                    await service.act(table.id, table.to_move_user, legal[table.seq % len(legal)])
                    table = service.table(table.id)
                    print("ack", table.id, table.seq, flush=True)
                seed += 10

        await asyncio.gather(*(drive(channel) for channel in range(3)))

    asyncio.run(main(sys.argv[1]))
    """
)


@pytest.mark.slow
async def test_a_backup_taken_while_another_process_writes_opens_and_replays_every_table(tmp_path):
    source = tmp_path / "live.db"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(source)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    )
    backups: list[tuple[Path, dict[int, int]]] = []
    try:
        assert writer.stdout is not None
        acked: dict[int, int] = {}
        for count, line in enumerate(writer.stdout, start=1):
            _, table_id, seq = line.split()
            acked[int(table_id)] = int(seq)
            if count % 40 == 0:
                # `python -m bot backup FILE` while the writer goes on writing.
                out = tmp_path / "backups" / f"b{len(backups)}.db"
                done = run_bot(["backup", str(out)], tmp_path, TAVOLO_DB=str(source))
                assert done.returncode == 0, done.stderr
                assert done.stdout.startswith(f"Backed up {source} to {out} (")
                backups.append((out, dict(acked)))
                if len(backups) == 3:
                    break
        assert writer.poll() is None  # it was writing all along
    finally:
        writer.kill()
        writer.wait()

    for path, before in backups:
        raw = sqlite3.connect(path)
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        stored = {row[0]: row[1] for row in raw.execute("SELECT table_id, max(seq) FROM actions GROUP BY 1")}
        raw.close()
        assert not Path(f"{path}-wal").exists()  # one self-contained file
        for table_id, seq in before.items():
            assert stored.get(table_id, 0) >= seq  # every move acknowledged before the backup
        db = await persistence.open(path)
        try:
            rows = await db.load_tables()
        finally:
            await db.close()
        assert {row.id for row in rows} >= set(before)
        for row in rows:  # every table, open or finished, replays from its seed and log
            live = rebuild(row)
            assert live.seq == len(row.actions) == stored.get(row.id, 0)
            if row.status == "lobby":  # caught between its opening and its deal: nothing to replay yet
                assert live.state is None and not row.actions
                continue
            assert live.state is not None
            # A backup may fall between a game's last move and its recorded result: that table is
            # still "playing" with its game over, and the service records the result on opening.
            assert live.state.over == (row.status == "finished") or row.status == "playing"
        ended = {row.id for row in rows if row.status == "playing" and rebuild(row).state.over}
        async with running(path) as (service, _):  # and the service opens it, its games going on
            playing = [row.id for row in rows if row.status == "playing" and row.id not in ended]
            assert playing and all(service.table(table_id).status == "playing" for table_id in playing)
            assert all(service.table(table_id).status == "finished" for table_id in ended)


def test_backup_refuses_postgresql_in_one_line_naming_pg_dump(clean_env, monkeypatch, capsys):
    monkeypatch.setenv("TAVOLO_DB", "postgresql://tavolo@db/tavolo")
    assert bot_main(["backup"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pg_dump" in err


def test_backup_without_a_file_goes_beside_the_database_and_a_missing_database_is_one_line(
    clean_env, monkeypatch, capsys
):
    db = clean_env / "data" / "tavolo.db"
    monkeypatch.setenv("TAVOLO_DB", str(db))
    assert bot_main(["backup"]) == 2  # nothing to back up yet
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(db) in err
    db.parent.mkdir()
    sqlite3.connect(db).execute("CREATE TABLE tables (id INTEGER)").connection.commit()
    assert bot_main(["backup"]) == 0
    [made] = (db.parent / "backups").glob("tavolo-*.db")
    assert f"to {made} (0 tables" in capsys.readouterr().out


# -- quiet start-up ----------------------------------------------------------------------------


def test_start_up_logs_no_voice_notices_but_keeps_discord_pys_other_warnings(monkeypatch, caplog, tmp_path):
    from bot.config import Settings
    from bot.discord.app import create_bot

    # As in a fresh process: discord.py says these once, when the first client is made.
    monkeypatch.setattr(discord.VoiceClient, "warn_nacl", True)
    monkeypatch.setattr(discord.VoiceClient, "warn_dave", True)
    with caplog.at_level(logging.INFO):
        create_bot(Settings(), db_path=tmp_path / "t.db")
        logging.getLogger("discord.client").warning("the gateway is slow")
    said = [record.getMessage() for record in caplog.records]
    assert not [line for line in said if "voice will NOT be supported" in line], said
    assert "the gateway is slow" in said


# -- health ------------------------------------------------------------------------------------


async def test_the_heartbeat_is_written_while_connected_and_health_says_when_it_stops(
    clean_env, monkeypatch, capsys
):
    import asyncio
    import time

    from bot.discord.core import health

    beats = clean_env / "alive"
    monkeypatch.setenv(health.ENV, str(beats))
    assert bot_main(["health"]) == 1  # not connected yet: nothing written
    assert "not connected" in capsys.readouterr().err

    class Client:  # discord.py's is_ready / is_closed
        ready, closed = False, False

        def is_ready(self) -> bool:
            return self.ready

        def is_closed(self) -> bool:
            return self.closed

    client = Client()
    monkeypatch.setattr(health, "EVERY", 0.01)
    task = asyncio.create_task(health.beat(client, beats))
    await asyncio.sleep(0.05)
    assert not beats.exists()  # not connected to the gateway: no beat
    client.ready = True
    for _ in range(500):  # the next beat, however loaded the machine
        if beats.exists():
            break
        await asyncio.sleep(0.01)
    client.closed = True
    await asyncio.wait_for(task, 1)
    assert bot_main(["health"]) == 0
    beats.write_text(f"{time.time() - health.STALE - 5:.0f}\n")
    assert bot_main(["health"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "No heartbeat for" in err


def test_the_application_id_may_come_from_the_dotenv_file_like_every_setting(clean_env, capsys):
    (clean_env / ".env").write_text("DISCORD_APPLICATION_ID=4242\n")
    assert bot_main(["invite"]) == 0
    assert "client_id=4242&" in capsys.readouterr().out
