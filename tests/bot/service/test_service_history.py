"""History, records and season boards read finished games the same way on both engines."""

from __future__ import annotations

from test_service_support import ANN, BOB, GUILD, play_moves, running, two_player_game

from bot.service import history


async def test_finished_games_show_in_history_and_records_on_both_engines(store_url):
    async with running(store_url) as (service, _):
        finished = []
        for channel, seed in ((1, 3), (2, 4)):
            table = await two_player_game(service, seed=seed, channel=channel, target=1)
            table = await play_moves(service, table.id)
            assert table.status == "finished"
            finished.append(table.id)
        entries = await history.history(service.db, GUILD, ANN)
        assert [e.table.id for e in entries] == finished[::-1]  # newest first
        assert all(e.mine is not None and e.mine.name == "Ann" for e in entries)
        # Changes read on the scale players see (new players start at 1500): tens, not tenths.
        first = entries[-1]
        assert first.rating_change is not None and 10 <= abs(first.rating_change) <= 200
        assert (first.rating_change > 0) == first.mine.won
        record = await history.player_record(service.db, GUILD, BOB)
        assert sum(game.games for game in record.games) == 2
        assert await history.recent_tables(service.db, GUILD, ANN, limit=1) == [entries[0].table]
