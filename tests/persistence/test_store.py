"""The storage contract, on both engines (SQLite and PostgreSQL): what the service relies on."""

from __future__ import annotations

import asyncio

import pytest

import persistence
from persistence import Conflict
from persistence.rows import ActionRow, Deadline, SeatRow


async def _table(db, channel: int = 7) -> int:
    return await db.create_table(
        guild_id=1,
        channel_id=channel,
        game="scopa",
        preset="standard",
        options={"target": 11},
        players=2,
        host_id=10,
        turn_seconds=60,
        now=1.0,
        seats=[SeatRow(0, 10, "Ann"), SeatRow(1, None, "Computer 1", "easy")],
        deadline=Deadline("lobby", 100.0, 0),
    )


async def test_a_used_table_and_seq_is_a_conflict_and_the_log_keeps_the_first(store_url):
    db = await persistence.open(store_url)
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


async def test_moves_committed_together_fail_alone(store_url):
    db = await persistence.open(store_url)
    try:
        tables = [await _table(db, channel=c) for c in range(20)]
        await db.append(ActionRow(tables[3], 1, 0, "old", 1.0))
        results = await asyncio.gather(
            *(db.append(ActionRow(t, 1, 0, f"m{t}", 2.0), Deadline("turn", 9.0, 1, 1)) for t in tables),
            return_exceptions=True,
        )
        assert [i for i, r in enumerate(results) if isinstance(r, Conflict)] == [3]
        rows = {row.id: row for row in await db.load_tables(tables)}
        for i, t in enumerate(tables):
            assert rows[t].actions == (["old"] if i == 3 else [f"m{t}"])
            # the refused move did not write its deadline (the first move had cleared it)
            assert rows[t].deadline == (None if i == 3 else Deadline("turn", 9.0, 1, 1))
    finally:
        await db.close()


async def test_one_open_table_per_channel_is_the_databases_rule(store_url):
    db = await persistence.open(store_url)
    try:
        first = await _table(db, channel=7)
        with pytest.raises(Conflict):
            await _table(db, channel=7)
        await db.close_table(first, reason="abandoned", now=2.0)
        second = await _table(db, channel=7)  # a closed table does not count
        assert second != first
        assert [row.id for row in await db.load_tables(open_only=True)] == [second]
    finally:
        await db.close()


async def test_tables_round_trip_with_seats_log_deadline_and_face_state(store_url):
    db = await persistence.open(store_url)
    try:
        table_id = await _table(db)
        await db.start_table(
            table_id,
            seed=2**63 - 1,  # seeds are drawn from 63 bits
            players=2,
            now=3.0,
            seats=[SeatRow(0, 2**62, "Ann"), SeatRow(1, None, "Computer 1", "easy")],
            deadline=None,
        )
        await db.append(ActionRow(table_id, 1, 0, "7d", 4.0), Deadline("turn", 64.0, 1, 0), {0: True})
        await db.set_message(table_id, "table", 2**60)
        await db.set_dm_channel(2**62, 99)
        await db.set_guild_setting(1, "turn_seconds", 120)
        await db.set_setting("user", 2**62, "cards", "text")
        await db.set_setting("guild", 1, "cards", "pictures")
        await db.set_setting("user", 5, "ping", "dm")
        await db.close()
        db = await persistence.open(store_url)
        [row] = await db.load_tables()
        assert (row.status, row.seed, row.options) == ("playing", 2**63 - 1, {"target": 11})
        assert row.actions == ["7d"]
        assert row.seats == [SeatRow(0, 2**62, "Ann", None, True), SeatRow(1, None, "Computer 1", "easy")]
        assert row.deadline == Deadline("turn", 64.0, 1, 0)
        assert await db.get_message(table_id, "table") == 2**60
        assert await db.dm_channel(2**62) == 99 and not await db.dms_closed(2**62)
        assert await db.guild_setting(1, "turn_seconds") == 120
        assert sorted(await db.settings_named("cards")) == [("guild", 1, "pictures"), ("user", 2**62, "text")]
        assert await db.table_status(table_id) == "playing" and await db.table_status(999) is None
    finally:
        await db.close()


async def test_a_bad_location_is_one_clear_line(tmp_path):
    with pytest.raises(persistence.DatabaseError, match="Unknown database URL"):
        await persistence.open("mysql://x@y/z")
    with pytest.raises(
        persistence.DatabaseError, match="Cannot connect to PostgreSQL at postgresql://u:\\*\\*\\*@"
    ):
        await persistence.open("postgresql://u:secret@127.0.0.1:1/none")
