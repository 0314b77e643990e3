"""PostgreSQL's writes of seats, deadlines and group-commit batches (one statement per batch)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from persistence.rows import Deadline, PendingAppend, SeatRow

if TYPE_CHECKING:
    import asyncpg


async def write_batch(conn: asyncpg.Connection, batch: list[PendingAppend]) -> None:
    """The whole batch as ONE statement (arrays unnested by data-modifying CTEs): outside a
    transaction it is its own transaction, so a batch costs a single round trip to the
    server instead of one per statement — what keeps a move's latency low when the server
    and the bot share busy cores. A batch holds at most one move per table (the service
    appends under the table's lock), so no row is written twice in the statement."""
    actions = [item.action for item in batch]
    timed = [(i.action.table_id, i.deadline) for i in batch if i.deadline is not None]
    away = [(int(flag), i.action.table_id, seat) for i in batch for seat, flag in i.away.items()]
    await conn.execute(
        _BATCH,
        [a.table_id for a in actions],
        [a.seq for a in actions],
        [a.seat for a in actions],
        [a.notation for a in actions],
        [a.at for a in actions],
        [int(a.by_computer) for a in actions],
        [t for t, _ in timed],
        [d.kind for _, d in timed],
        [d.at for _, d in timed],
        [d.seq for _, d in timed],
        [d.seat for _, d in timed],
        [i.action.table_id for i in batch if i.deadline is None],
        [flag for flag, _, _ in away],
        [table for _, table, _ in away],
        [seat for _, _, seat in away],
    )


_BATCH = """
WITH
  logged AS (
    INSERT INTO actions (table_id, seq, seat, notation, at, by_computer)
    SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::float8[], $6::int[])),
  timed AS (
    INSERT INTO deadlines (table_id, kind, at, seq, seat)
    SELECT * FROM unnest($7::bigint[], $8::text[], $9::float8[], $10::int[], $11::int[])
    ON CONFLICT (table_id) DO UPDATE
      SET kind = excluded.kind, at = excluded.at, seq = excluded.seq, seat = excluded.seat),
  cleared AS (DELETE FROM deadlines WHERE table_id = ANY($12::bigint[])),
  marked AS (
    UPDATE seats SET away = u.away
    FROM unnest($13::int[], $14::bigint[], $15::int[]) AS u (away, table_id, seat)
    WHERE seats.table_id = u.table_id AND seats.seat = u.seat)
SELECT 1
"""


_UPSERT_DEADLINE = (
    "INSERT INTO deadlines (table_id, kind, at, seq, seat) VALUES ($1, $2, $3, $4, $5)"
    " ON CONFLICT (table_id) DO UPDATE SET kind = excluded.kind, at = excluded.at, seq = excluded.seq,"
    " seat = excluded.seat"
)


async def write_seats(conn: asyncpg.Connection, table_id: int, seats: Sequence[SeatRow]) -> None:
    await conn.execute("DELETE FROM seats WHERE table_id = $1", table_id)
    await conn.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, computer, away) VALUES ($1, $2, $3, $4, $5, $6)",
        [(table_id, s.seat, s.user_id, s.name, s.computer, int(s.away)) for s in seats],
    )


async def write_deadline(conn: asyncpg.Connection, table_id: int, deadline: Deadline | None) -> None:
    if deadline is None:
        await conn.execute("DELETE FROM deadlines WHERE table_id = $1", table_id)
    else:
        await conn.execute(
            _UPSERT_DEADLINE, table_id, deadline.kind, deadline.at, deadline.seq, deadline.seat
        )
