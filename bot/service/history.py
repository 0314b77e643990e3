"""A server's finished games read back: recent tables, a player's history and record, and
leaderboards over a period (a season, a month).

Ratings over a period are recomputed from the results of that period's games, in the order they
finished, with the same model (`bot.service.ratings.rate`) the live ratings use. So a new season
deletes nothing and needs no table of its own: the all-time ratings stay as they are, and a
season's board is a replay of its results. (A server plays at most thousands of games a season;
the recomputation costs milliseconds per hundred games.)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.service import server_settings
from bot.service.model import LeaderboardRow
from bot.service.ratings import DEFAULT_MU, display, ordinal, rate
from i18n import Alternatives, Text
from persistence.history import FinishedTable, SeatResult, finished_tables

if TYPE_CHECKING:
    from bot.service.table_service import TableService
    from persistence.store import Store

PERIODS = ("all", "season", "month")


@dataclass(frozen=True)
class HistoryEntry:
    table: FinishedTable
    user_id: int

    @property
    def mine(self) -> SeatResult | None:
        return self.table.seat_of(self.user_id)

    @property
    def rating_change(self) -> int | None:
        """How the game moved the player's shown rating (None: unrated, or played before the
        results kept mu)."""
        seat = self.mine
        if seat is None or seat.mu_after is None:
            return None
        # A first rated game starts from the model's default rating.
        before = seat.mu_before if seat.mu_before is not None else DEFAULT_MU
        return display(seat.mu_after) - display(before)

    @property
    def first_rated(self) -> bool:
        seat = self.mine
        return seat is not None and seat.rating_after is not None and seat.rating_before is None


async def recent_tables(
    db: Store, guild_id: int, user_id: int | None = None, limit: int = 25
) -> list[FinishedTable]:
    """This server's latest finished tables, the user's own first."""
    mine = [] if user_id is None else await finished_tables(db, guild_id, user_id=user_id, limit=limit)
    others = await finished_tables(db, guild_id, limit=limit)
    seen = {t.id for t in mine}
    return (mine + [t for t in others if t.id not in seen])[:limit]


async def history(
    db: Store, guild_id: int, user_id: int, game: str | None = None, limit: int = 10
) -> list[HistoryEntry]:
    tables = await finished_tables(db, guild_id, user_id=user_id, game=game, limit=limit)
    return [HistoryEntry(t, user_id) for t in tables]


@dataclass(frozen=True)
class GameRecordStats:
    """One player's record at one game."""

    game: str
    games: int
    wins: int
    streak: int  # > 0: wins in a row now; < 0: losses in a row now
    best_streak: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class Opponent:
    user_id: int | None
    name: str
    games: int
    wins: int  # games the player won against them
    losses: int  # games they finished ahead of the player


@dataclass(frozen=True)
class PlayerRecord:
    games: list[GameRecordStats]
    opponents: list[Opponent]


async def player_record(db: Store, guild_id: int, user_id: int, opponents: int = 3) -> PlayerRecord:
    """Per-game win rate and streaks, and the most played human opponents."""
    tables = await finished_tables(db, guild_id, user_id=user_id, limit=None, oldest_first=True)
    per_game: dict[str, list[bool]] = {}
    met: Counter[int] = Counter()
    names: dict[int, str] = {}
    beat: Counter[int] = Counter()
    lost: Counter[int] = Counter()
    for table in tables:
        me = table.seat_of(user_id)
        if me is None:
            continue
        per_game.setdefault(table.game, []).append(me.won)
        for other in table.seats:
            if other.user_id is None or other.user_id == user_id or other.side == me.side:
                continue
            met[other.user_id] += 1
            names[other.user_id] = other.name
            if me.rank < other.rank:
                beat[other.user_id] += 1
            elif other.rank < me.rank:
                lost[other.user_id] += 1
    stats = []
    for game, outcomes in per_game.items():
        best = run = 0
        for won in outcomes:
            run = run + 1 if won else 0
            best = max(best, run)
        current = 0
        for won in reversed(outcomes):
            if current == 0:
                current = 1 if won else -1
            elif (current > 0) == won:
                current += 1 if won else -1
            else:
                break
        stats.append(GameRecordStats(game, len(outcomes), sum(outcomes), current, best))
    stats.sort(key=lambda s: (-s.games, s.game))
    top = sorted(met, key=lambda u: (-met[u], names[u]))[:opponents]
    return PlayerRecord(stats, [Opponent(u, names[u], met[u], beat[u], lost[u]) for u in top])


def month_start(now: float) -> float:
    moment = datetime.fromtimestamp(now, UTC)
    return datetime(moment.year, moment.month, 1, tzinfo=UTC).timestamp()


async def period_leaderboard(
    db: Store, guild_id: int, game: str, since: float, limit: int = 10
) -> list[LeaderboardRow]:
    """Ratings from the games of `game` finished since `since`, everyone starting fresh."""
    tables = await finished_tables(db, guild_id, game=game, since=since, limit=None, oldest_first=True)
    current: dict[int, tuple[float, float]] = {}
    games: Counter[int] = Counter()
    wins: Counter[int] = Counter()
    names: dict[int, str] = {}
    for table in tables:
        players = [(s.user_id, s.computer, s.side) for s in table.seats]
        sides = sorted({s.side for s in table.seats})
        ranks = [0] * (max(sides) + 1 if sides else 0)
        for s in table.seats:
            ranks[s.side] = s.rank
        humans = {s.user_id for s in table.seats if s.user_id is not None}
        new = rate(players, ranks, {u: current.get(u) for u in humans})
        current.update(new)
        for s in table.seats:
            if s.user_id is not None and s.user_id in new:
                games[s.user_id] += 1
                wins[s.user_id] += int(s.won)
                names[s.user_id] = s.name
    rows = [
        LeaderboardRow(
            user,
            names[user],
            ordinal(*current[user]),
            *current[user],
            games[user],
            wins[user],
            display(current[user][0]),
        )
        for user in games
    ]
    rows.sort(key=lambda r: (-r.rating, -r.games, r.user_id))
    return rows[:limit]


async def leaderboard(
    service: TableService, guild_id: int, game: str, period: str = "all", limit: int = 10
) -> tuple[list[LeaderboardRow], Text]:
    """The board of `period` ("all": the kept ratings; "season": since the server's current
    season began; "month": this calendar month, UTC) and how to name that period."""
    if period == "all":
        return await service.leaderboard(guild_id, game, limit), Text("period-all")
    label: Text
    if period == "season":
        settings = await server_settings.load(service, guild_id)
        since, label = settings.season_start, Text("period-season", season=settings.season)
    elif period == "month":
        since = month_start(service.clock())
        moment = datetime.fromtimestamp(since, UTC)
        label = Text("period-month", month=moment.month, year=moment.year)
    else:
        raise server_settings.BadSetting(
            "setting-period", shown=Alternatives(list(PERIODS)), value=repr(period)
        )
    return await period_leaderboard(service.db, guild_id, game, since, limit), label
