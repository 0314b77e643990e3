"""The rows both engines read and write, and the engine-neutral work on them.

SQLite (`persistence.database`) and PostgreSQL (`persistence.postgres`) store the same
tables; what a loaded row becomes, and how a finished game's results and ratings are
worked out, is the same for both and lives here once.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "ActionRow",
    "Deadline",
    "PendingAppend",
    "RatedFinish",
    "SeatRow",
    "TableRow",
    "deadline_row",
    "fits_integer",
    "rate_finish",
    "seat_row",
    "table_row",
]

# SQLite integers are signed 64-bit (PostgreSQL's bigint too): a larger id (typed, or forged
# in a component) names no row, and passing it to SQLite would raise OverflowError instead.
INTEGER_MIN, INTEGER_MAX = -(2**63), 2**63 - 1


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    computer: str | None = None
    away: bool = False


@dataclass(frozen=True)
class Deadline:
    kind: str  # "turn" | "lobby"
    at: float
    seq: int
    seat: int | None = None


@dataclass(frozen=True)
class ActionRow:
    table_id: int
    seq: int
    seat: int
    notation: str
    at: float
    by_computer: bool = False


@dataclass
class TableRow:
    id: int
    guild_id: int
    channel_id: int
    game: str
    preset: str
    options: dict[str, Any]
    seed: int | None
    players: int
    host_id: int
    status: str
    turn_seconds: int
    close_reason: str | None
    created_at: float
    updated_at: float
    started_at: float | None
    finished_at: float | None
    vs_computer: bool
    result: dict[str, Any] | None
    seats: list[SeatRow] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    deadline: Deadline | None = None


@dataclass
class PendingAppend:
    """One move waiting for its group commit; `future` settles once it is durable (or refused)."""

    action: ActionRow
    deadline: Deadline | None
    away: dict[int, bool]
    future: asyncio.Future[None]


def fits_integer(value: int) -> bool:
    """Whether SQLite can store `value` (a larger one can name no row)."""
    return INTEGER_MIN <= value <= INTEGER_MAX


def table_row(r: Mapping[str, Any]) -> TableRow:
    """A `tables` row (sqlite3.Row or asyncpg.Record), without its seats, log or deadline."""
    return TableRow(
        id=r["id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        game=r["game"],
        preset=r["preset"],
        options=json.loads(r["options"]),
        seed=r["seed"],
        players=r["players"],
        host_id=r["host_id"],
        status=r["status"],
        turn_seconds=r["turn_seconds"],
        close_reason=r["close_reason"],
        created_at=r["created_at"],
        updated_at=r["updated_at"],
        started_at=r["started_at"],
        finished_at=r["finished_at"],
        vs_computer=bool(r["vs_computer"]),
        result=None if r["result"] is None else json.loads(r["result"]),
    )


def seat_row(r: Mapping[str, Any]) -> SeatRow:
    return SeatRow(r["seat"], r["user_id"], r["name"], r["computer"], bool(r["away"]))


def deadline_row(r: Mapping[str, Any]) -> Deadline:
    return Deadline(r["kind"], r["at"], r["seq"], r["seat"])


@dataclass
class RatedFinish:
    """What a finished game writes: `ratings` upserts, `results` inserts, and each rated
    user's (mu before, sigma before, mu after, sigma after)."""

    changes: dict[int, tuple[float, float, float, float]]
    rating_rows: list[tuple[Any, ...]]  # (guild_id, game, user_id, name, mu, sigma, won, now)
    result_rows: list[tuple[Any, ...]]  # the 13 columns of `results`, in table order


def rate_finish(
    table_id: int,
    *,
    guild_id: int,
    game: str,
    now: float,
    results: Sequence[Mapping[str, Any]],
    current: Mapping[int, tuple[float, float] | None],
    new: Mapping[int, tuple[float, float]],
) -> RatedFinish:
    """The rows a finish writes, from the result rows and the users' ratings before (`current`,
    None when unrated) and after (`new`); a displayed rating is mu - 3 sigma."""
    finish = RatedFinish({}, [], [])
    for r in results:
        user = r["user_id"]
        before = after = mu_before = mu_after = None
        if user is not None and user in new:
            mu, sigma = new[user]
            old = current.get(user)
            finish.changes[user] = (*(old if old is not None else (float("nan"), float("nan"))), mu, sigma)
            before = None if old is None else old[0] - 3 * old[1]
            after = mu - 3 * sigma
            mu_before, mu_after = None if old is None else old[0], mu
            finish.rating_rows.append((guild_id, game, user, r["name"], mu, sigma, int(r["won"]), now))
        finish.result_rows.append(
            (
                table_id,
                r["seat"],
                user,
                r["name"],
                r["computer"],
                r["side"],
                float(r["score"]),  # a REAL column in both engines
                r["rank"],
                int(r["won"]),
                before,
                after,
                mu_before,
                mu_after,
            )
        )
    return finish
