"""The database layer: pragmas, migrations, constraints the database itself enforces, group commit."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from persistence import Conflict, Database, DatabaseTooNew, sqlite_wal
from persistence.migrations import Migration, available, current_version, upgrade
from persistence.rows import ActionRow, SeatRow
from persistence.sqlite_wal import WAL_SIZE_LIMIT


async def _table(db: Database, channel: int = 7) -> int:
    table_id = await db.create_table(
        guild_id=1,
        channel_id=channel,
        game="scopa",
        preset="scopa",
        options={"target": 21},
        players=2,
        host_id=10,
        turn_seconds=300,
        now=1.0,
        seats=[SeatRow(0, 10, "Ann"), SeatRow(1, 11, "Bob")],
        deadline=None,
    )
    return table_id


async def test_opening_sets_wal_foreign_keys_and_busy_timeout(tmp_path):
    db = await Database.open(tmp_path / "sub" / "t.db")
    try:
        assert (await db.fetchone("PRAGMA journal_mode"))[0] == "wal"
        assert (await db.fetchone("PRAGMA foreign_keys"))[0] == 1
        assert (await db.fetchone("PRAGMA busy_timeout"))[0] == 5000
        assert db.version == await db.schema_version() == len(available())
    finally:
        await db.close()


async def test_an_old_database_is_upgraded_keeping_its_tables(tmp_path):
    path = tmp_path / "old.db"
    db = await Database.open(path, upto=1)
    assert db.version == 1
    await db.write(
        lambda raw: raw.execute(
            "INSERT INTO tables (guild_id, channel_id, game, preset, players, host_id, created_at,"
            " updated_at) VALUES (1, 2, 'scopa', 'scopa', 2, 10, 0, 0)"
        )
    )
    assert await db.fetchone("SELECT name FROM sqlite_master WHERE name = 'ratings'") is None
    await db.close()

    db = await Database.open(path)
    try:
        assert db.version == len(available())
        [row] = await db.load_tables()
        assert (row.game, row.status, row.vs_computer, row.result) == ("scopa", "lobby", False, None)
        steps = await db.fetchall("SELECT version FROM migrations ORDER BY version")
        assert [r[0] for r in steps] == list(range(1, len(available()) + 1))
    finally:
        await db.close()


async def test_a_users_dm_state_survives_an_upgrade_and_gains_its_dm_channel(tmp_path):
    path = tmp_path / "v3.db"
    db = await Database.open(path, upto=3)
    await db.set_dms_closed(5, True)
    await db.close()
    db = await Database.open(path)
    try:
        assert await db.dms_closed(5) and await db.dm_channel(5) is None
        await db.set_dm_channel(6, 123)
        await db.set_dm_channel(5, 456)
        assert (await db.dm_channel(6), await db.dm_channel(5)) == (123, 456)
        assert await db.dms_closed(5) and not await db.dms_closed(6)  # one column does not reset the other
    finally:
        await db.close()


async def test_a_newer_database_is_refused_with_a_clear_error(tmp_path):
    path = tmp_path / "new.db"
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA user_version = 99")
    raw.close()
    with pytest.raises(DatabaseTooNew, match=r"schema version 99.*newer version"):
        await Database.open(path)
    raw = sqlite3.connect(path)
    assert current_version(raw) == 99  # left exactly as it was
    raw.close()


def test_a_failing_migration_leaves_the_previous_version(tmp_path):
    raw = sqlite3.connect(tmp_path / "t.db", isolation_level=None)
    steps = [
        Migration(1, "one", "CREATE TABLE a (x);"),
        Migration(2, "two", "CREATE TABLE b (x); SELECT nope();"),
    ]
    with pytest.raises(sqlite3.OperationalError):
        upgrade(raw, "t.db", steps)
    assert current_version(raw) == 1
    assert raw.execute("SELECT count(*) FROM sqlite_master WHERE name = 'b'").fetchone()[0] == 0
    raw.close()


async def test_the_database_itself_allows_one_open_table_per_channel(tmp_path):
    db = await Database.open(tmp_path / "t.db")
    try:
        first = await _table(db, channel=7)
        insert = (
            "INSERT INTO tables (guild_id, channel_id, game, preset, players, host_id, status, created_at,"
            " updated_at) VALUES (1, 7, 'scopa', 'scopa', 2, 10, ?, 0, 0)"
        )
        for status in ("lobby", "playing"):
            with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
                await db.write(lambda raw, status=status: raw.execute(insert, (status,)))
        await db.write(lambda raw: raw.execute(insert, ("finished",)))  # closed tables don't count
        await db.close_table(first, reason="abandoned", now=2.0)
        await db.write(lambda raw: raw.execute(insert, ("lobby",)))
    finally:
        await db.close()


async def test_the_log_refuses_a_second_action_with_the_same_seq(tmp_path):
    db = await Database.open(tmp_path / "t.db")
    try:
        table_id = await _table(db)
        await db.append(ActionRow(table_id, 1, 0, "7d", 1.0))
        with pytest.raises(Conflict):
            await db.append(ActionRow(table_id, 1, 1, "3c", 1.0))
        with pytest.raises(Conflict):  # and a seat that is not at the table
            await db.append(ActionRow(table_id, 2, 5, "3c", 1.0))
        assert await db.actions(table_id) == ["7d"]
    finally:
        await db.close()


async def test_moves_committed_together_fail_alone(tmp_path):
    db = await Database.open(tmp_path / "t.db")
    try:
        tables = [await _table(db, channel=c) for c in range(20)]
        await db.append(ActionRow(tables[3], 1, 0, "old", 1.0))
        results = await asyncio.gather(
            *(db.append(ActionRow(t, 1, 0, f"m{t}", 2.0)) for t in tables), return_exceptions=True
        )
        assert [i for i, r in enumerate(results) if isinstance(r, Conflict)] == [3]
        for i, t in enumerate(tables):
            assert await db.actions(t) == (["old"] if i == 3 else [f"m{t}"])
    finally:
        await db.close()


async def test_a_failed_commit_leaves_the_database_writable(tmp_path):
    db = await Database.open(tmp_path / "t.db")
    try:
        table_id = await _table(db)

        def orphan_move(raw: sqlite3.Connection) -> None:
            # A deferred constraint fails at COMMIT itself, as a full disk can: the
            # transaction stays open unless it is rolled back.
            raw.execute("PRAGMA defer_foreign_keys = ON")
            raw.execute(
                "INSERT INTO actions (table_id, seq, seat, notation, at) VALUES (?, 1, 5, '7d', 1.0)",
                (table_id,),
            )

        with pytest.raises(sqlite3.IntegrityError):
            await db.write(orphan_move)
        await db.append(ActionRow(table_id, 1, 0, "7d", 2.0))
        assert await db.actions(table_id) == ["7d"]
    finally:
        await db.close()


async def test_the_broken_status_migration_keeps_every_row_and_foreign_key(tmp_path):
    path = tmp_path / "v4.db"
    db = await Database.open(path, upto=4)
    table_id = await _table(db)
    await db.append(ActionRow(table_id, 1, 0, "7d", 2.0))
    await db.set_message(table_id, "table", 555)
    await db.set_dm_message(table_id, 10, 0, 666)
    counts = (
        "SELECT (SELECT count(*) FROM seats), (SELECT count(*) FROM actions),"
        " (SELECT count(*) FROM table_messages), (SELECT count(*) FROM dm_messages)"
    )
    before = tuple(await db.fetchone(counts))
    await db.close()

    db = await Database.open(path)
    try:
        assert db.version >= 5 and tuple(await db.fetchone(counts)) == before == (2, 1, 1, 1)
        [row] = await db.load_tables()
        assert (row.id, row.options, row.actions) == (table_id, {"target": 21}, ["7d"])
        await db.mark_broken(table_id, reason="move 1 ('7d') does not replay", now=3.0)
        assert await db.table_status(table_id) == "broken"
        second = await _table(db)  # the channel is free again: the one-open-table index still holds
        with pytest.raises(Conflict):
            await _table(db)
        with pytest.raises(Conflict):  # foreign keys still point at the new `tables`
            await db.append(ActionRow(second + 100, 1, 0, "7d", 2.0))
        assert (await db.fetchone("PRAGMA foreign_keys"))[0] == 1
        await db.set_message(second, "table", 777)
        await db.write(lambda raw: raw.execute("DELETE FROM tables WHERE id = ?", (second,)))
        assert tuple(await db.fetchone(counts)) == before  # deletes still cascade to seats and messages
    finally:
        await db.close()


async def test_lobby_writes_count_towards_checkpoints_and_the_log_starts_again(tmp_path):
    path = tmp_path / "t.db"
    db = await Database.open(path)
    try:
        writes = 1250  # no move at all: lobby and face writes must keep the log short too
        for i in range(writes):
            await db.set_guild_setting(1, "turn_seconds", 30 + i)
        # Frames in the log since it last started again: at most the ~750 writes since the
        # first checkpoint (2 frames each), never all of them (each write adds 2 frames).
        _, frames, _ = await db.fetchone("PRAGMA wal_checkpoint(PASSIVE)")
        assert frames < writes * 2 * 0.8, frames
        assert (await db.fetchone("PRAGMA journal_size_limit"))[0] == WAL_SIZE_LIMIT
    finally:
        await db.close()


async def test_a_quiet_database_truncates_its_log(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_wal, "IDLE_TRUNCATE_SECONDS", 0.05, raising=False)
    path = tmp_path / "t.db"
    wal = tmp_path / "t.db-wal"
    db = await Database.open(path)
    try:
        for i in range(20):
            await db.set_guild_setting(1, "turn_seconds", 30 + i)
        assert wal.stat().st_size > 0
        for _ in range(100):  # the quiet spell passes; no write keeps the timer going
            await asyncio.sleep(0.02)
            if wal.stat().st_size == 0:
                break
        assert wal.stat().st_size == 0
    finally:
        await db.close()
