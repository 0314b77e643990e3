"""Read-only queries over finished games for history, per-game records and season leaderboards.

Plain functions over a `Store` (they only read), so they need no change to its class.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from persistence.store import Store


@dataclass(frozen=True)
class SeatResult:
    seat: int
    user_id: int | None
    name: str
    computer: str | None
    side: int
    score: float
    rank: int
    won: bool
    rating_before: float | None
    rating_after: float | None
    mu_before: float | None = None
    mu_after: float | None = None


@dataclass(frozen=True)
class FinishedTable:
    id: int
    game: str
    preset: str
    finished_at: float
    vs_computer: bool
    seats: tuple[SeatResult, ...]

    def seat_of(self, user_id: int) -> SeatResult | None:
        return next((s for s in self.seats if s.user_id == user_id), None)


async def finished_tables(
    db: Store,
    guild_id: int,
    *,
    user_id: int | None = None,
    game: str | None = None,
    since: float | None = None,
    limit: int | None = 10,
    oldest_first: bool = False,
) -> list[FinishedTable]:
    """Finished tables of a guild (those `user_id` played at, of `game`, finished at or after
    `since`), newest first (or oldest first), each with every seat's result."""
    where = ["t.guild_id = ?", "t.status = 'finished'"]
    params: list[Any] = [guild_id]
    if user_id is not None:
        where.append("EXISTS (SELECT 1 FROM results r WHERE r.table_id = t.id AND r.user_id = ?)")
        params.append(user_id)
    if game is not None:
        where.append("t.game = ?")
        params.append(game)
    if since is not None:
        where.append("t.finished_at >= ?")
        params.append(since)
    order = "ASC" if oldest_first else "DESC"
    sql = (
        "SELECT t.id, t.game, t.preset, t.finished_at, t.vs_computer FROM tables t WHERE "
        + " AND ".join(where)
        + f" ORDER BY t.finished_at {order}, t.id {order}"
    )
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    tables = await db.fetchall(sql, params)
    if not tables:
        return []
    ids = [row["id"] for row in tables]
    seats: dict[int, list[SeatResult]] = {i: [] for i in ids}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        rows = await db.fetchall(
            "SELECT table_id, seat, user_id, name, computer, side, score, rank, won, rating_before,"
            " rating_after, mu_before, mu_after FROM results"
            f" WHERE table_id IN ({','.join('?' * len(chunk))})"
            " ORDER BY table_id, seat",
            chunk,
        )
        for r in rows:
            seats[r["table_id"]].append(
                SeatResult(
                    r["seat"],
                    r["user_id"],
                    r["name"],
                    r["computer"],
                    r["side"],
                    r["score"],
                    r["rank"],
                    bool(r["won"]),
                    r["rating_before"],
                    r["rating_after"],
                    r["mu_before"],
                    r["mu_after"],
                )
            )
    return [
        FinishedTable(
            r["id"], r["game"], r["preset"], r["finished_at"], bool(r["vs_computer"]), tuple(seats[r["id"]])
        )
        for r in tables
    ]
