"""`python -m persistence.copy`: a SQLite database moved to PostgreSQL (and back) plays on identically."""

from __future__ import annotations

import pytest
from test_service_support import ANN, BOB, CAT, GUILD, play_moves, running, two_player_game

from persistence import DatabaseError
from persistence.copy import copy


async def _populate(url: str) -> None:
    async with running(url) as (service, _):
        finished = await two_player_game(service, seed=3, channel=1)
        await play_moves(service, finished.id)
        again = await two_player_game(service, seed=4, channel=2)
        await play_moves(service, again.id)
        abandoned = await two_player_game(service, seed=5, channel=3)
        await play_moves(service, abandoned.id, 4)
        await service.abandon(abandoned.id, ANN)
        playing = await two_player_game(service, seed=6, channel=4)
        await play_moves(service, playing.id, 7)
        await service.open_table(guild_id=GUILD, channel_id=5, user_id=CAT, user_name="Cat")
        await service.set_message(playing.id, "table", 555)
        await service.set_dm_message(playing.id, ANN, 0, 777)
        await service.set_dm_channel(BOB, 888)
        await service.set_guild_setting(GUILD, "turn_seconds", 120)


async def _observed(url: str) -> dict:
    """What players and operators see: every table replayed, results, ratings, face state."""
    async with running(url) as (service, _):
        rows = await service.db.load_tables()
        tables = []
        for row in rows:
            table = await service.fetch_table(row.id)
            state = None if table.state is None else (table.state.view(None), table.state.legal())
            tables.append((row, table.status, table.seq, state))
        return {
            "tables": tables,
            "recent": await service.recent_tables(GUILD),
            "leaderboard": await service.leaderboard(GUILD, "scopa"),
            "faces": (
                await service.get_message(4, "table"),
                await service.get_dm_message(4, ANN, 0),
                await service.dm_channel(BOB),
                await service.guild_setting(GUILD, "turn_seconds"),
            ),
        }


async def test_sqlite_copied_to_postgresql_and_back_replays_to_the_same_states(tmp_path, pg_url):
    source = f"sqlite:///{tmp_path}/source.db"
    await _populate(source)
    copied = await copy(source, pg_url)
    assert copied["tables"] == 5 and copied["ratings"] == 2 and copied["actions"] > 0
    expected = await _observed(source)
    assert await _observed(pg_url) == expected
    # New tables continue after the copied ids, and the copy plays on.
    async with running(pg_url) as (service, _):
        table = await two_player_game(service, seed=7, channel=6)
        assert table.id == 6
        await play_moves(service, 4, 2)
    back = str(tmp_path / "back.db")
    await copy(pg_url, back)
    assert (await _observed(back))["leaderboard"] == (await _observed(pg_url))["leaderboard"]


async def test_copying_into_a_database_with_tables_is_refused(tmp_path):
    source = str(tmp_path / "a.db")
    await _populate(source)
    with pytest.raises(DatabaseError, match="already has tables"):
        await copy(source, source)
