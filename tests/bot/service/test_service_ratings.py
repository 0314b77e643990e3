"""Results and ratings after finished games: teams, computer seats, queries."""

from __future__ import annotations

from test_service_support import ANN, BOB, CAT, CHANNEL, DAN, GUILD, play_moves, running, two_player_game

from bot.service.events import GameEnded
from bot.service.ratings import COMPUTER_RATINGS, rate


async def test_a_two_player_game_rates_winner_above_loser(store_url):
    async with running(store_url) as (service, recorder):
        table = await two_player_game(service, seed=31)
        await play_moves(service, table.id)
        [end] = recorder.of(GameEnded)
        assert not end.vs_computer
        winner = table.seats[end.result.sides.index(end.result.winners[0])].user_id
        loser = ({ANN, BOB} - {winner}).pop()
        board = await service.leaderboard(GUILD, "scopa")
        assert [(row.user_id, row.games, row.wins) for row in board] == [(winner, 1, 1), (loser, 1, 0)]
        assert board[0].rating > board[1].rating
        assert (
            end.ratings[winner][1] > end.ratings[winner][0] and end.ratings[loser][1] < end.ratings[loser][0]
        )
        [stats] = await service.player_stats(GUILD, winner)
        assert (stats.game, stats.games, stats.wins, stats.rating) == ("scopa", 1, 1, board[0].rating)
        assert await service.leaderboard(GUILD + 1, "scopa") == []


async def test_partners_rate_as_a_team(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(
            guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann", game="scopone"
        )
        for user, name in ((BOB, "Bob"), (CAT, "Cat"), (DAN, "Dan")):
            await service.join(table.id, user, name)
        table = await service.start_game(table.id, ANN, seed=5)
        await play_moves(service, table.id)
        [end] = recorder.of(GameEnded)
        sides = end.result.sides
        assert sides[0] == sides[2] != sides[1] == sides[3]
        by_user = {row.user_id: row for row in await service.leaderboard(GUILD, "scopa")}
        winners = [s.user_id for s in table.seats if sides[s.index] in end.result.winners]
        losers = [s.user_id for s in table.seats if sides[s.index] not in end.result.winners]
        assert len(winners) == len(losers) == 2
        assert (
            by_user[winners[0]].mu
            == by_user[winners[1]].mu
            > 25
            > by_user[losers[0]].mu
            == by_user[losers[1]].mu
        )
        assert all(by_user[u].wins == 1 for u in winners) and all(by_user[u].wins == 0 for u in losers)


async def test_computer_seats_are_never_rated_and_the_game_is_flagged(store_url):
    async with running(store_url) as (service, recorder):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        await service.add_computer(table.id, ANN, "easy")
        table = await service.start_game(table.id, ANN, seed=2)
        await play_moves(service, table.id)
        [end] = recorder.of(GameEnded)
        assert end.vs_computer and set(end.ratings) == {ANN}
        assert [row.user_id for row in await service.leaderboard(GUILD, "scopa")] == [ANN]
        [(flagged, rows)] = await service.db.recent_finished(GUILD)
        assert [(r["user_id"], r["computer"]) for r in rows] == [(ANN, None), (None, "easy")]
        assert flagged["vs_computer"] == 1
        [recent] = await service.recent_tables(GUILD)
        assert recent.vs_computer


def test_beating_a_stronger_computer_is_worth_more():
    gains = {}
    for level in COMPUTER_RATINGS:
        new = rate([(ANN, None, 0), (None, level, 1)], [0, 1], {ANN: None})
        gains[level] = new[ANN][0]
    assert gains["easy"] < gains["normal"] < gains["hard"]


def test_a_draw_moves_equal_players_equally():
    new = rate([(ANN, None, 0), (BOB, None, 1)], [0, 0], {ANN: None, BOB: None})
    assert abs(new[ANN][0] - new[BOB][0]) < 1e-9
