"""SQLite's writes, run in the database thread: transactions and the group-commit batches.

A batch of moves from many tables is one transaction (`commit_batch`); if a constraint
refuses one move, the batch is redone with a savepoint per move so that move fails alone.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Sequence
from typing import TypeVar

from persistence.errors import Conflict
from persistence.rows import Deadline, PendingAppend, SeatRow

T = TypeVar("T")


def neutral(error: BaseException) -> BaseException:
    """A move refused by the log's uniqueness rules is a `Conflict`, whatever the engine."""
    if isinstance(error, sqlite3.IntegrityError):
        conflict = Conflict(str(error))
        conflict.__cause__ = error
        return conflict
    return error


def transaction(raw: sqlite3.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
    raw.execute("BEGIN IMMEDIATE")
    try:
        value = fn(raw)
        raw.execute("COMMIT")
    except BaseException:
        rollback(raw)
        raise
    return value


def rollback(raw: sqlite3.Connection) -> None:
    """End a failed transaction, whatever failed (a statement or the COMMIT itself). A COMMIT
    that fails (a full disk, a deferred constraint) can leave the transaction open, and then
    every later BEGIN would fail too; SQLite may also have rolled back already on an I/O error."""
    if raw.in_transaction:
        with contextlib.suppress(sqlite3.Error):  # the original error is the one worth reporting
            raw.execute("ROLLBACK")


def commit_batch(raw: sqlite3.Connection, batch: list[PendingAppend]) -> list[BaseException | None]:
    """One transaction for the whole batch. If any move is refused by a constraint, the batch
    is redone with a savepoint per move so that move fails alone."""
    try:
        transaction(raw, lambda raw: write_batch(raw, batch))
        return [None] * len(batch)
    except sqlite3.IntegrityError:
        return commit_one_by_one(raw, batch)


def write_batch(raw: sqlite3.Connection, batch: list[PendingAppend]) -> None:
    # executemany keeps the thread in C: fewer GIL hand-offs with the event loop's thread.
    raw.executemany(
        "INSERT INTO actions (table_id, seq, seat, notation, at, by_computer) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (
                i.action.table_id,
                i.action.seq,
                i.action.seat,
                i.action.notation,
                i.action.at,
                int(i.action.by_computer),
            )
            for i in batch
        ],
    )
    raw.executemany(
        "INSERT OR REPLACE INTO deadlines (table_id, kind, at, seq, seat) VALUES (?, ?, ?, ?, ?)",
        [
            (i.action.table_id, i.deadline.kind, i.deadline.at, i.deadline.seq, i.deadline.seat)
            for i in batch
            if i.deadline is not None
        ],
    )
    cleared = [(i.action.table_id,) for i in batch if i.deadline is None]
    if cleared:
        raw.executemany("DELETE FROM deadlines WHERE table_id = ?", cleared)
    away = [(int(flag), i.action.table_id, seat) for i in batch for seat, flag in i.away.items()]
    if away:
        raw.executemany("UPDATE seats SET away = ? WHERE table_id = ? AND seat = ?", away)


def commit_one_by_one(raw: sqlite3.Connection, batch: list[PendingAppend]) -> list[BaseException | None]:
    errors: list[BaseException | None] = []
    raw.execute("BEGIN IMMEDIATE")
    try:
        for item in batch:
            raw.execute("SAVEPOINT move")
            try:
                a = item.action
                raw.execute(
                    "INSERT INTO actions (table_id, seq, seat, notation, at, by_computer)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (a.table_id, a.seq, a.seat, a.notation, a.at, int(a.by_computer)),
                )
                write_deadline(raw, a.table_id, item.deadline)
                for seat, flag in item.away.items():
                    raw.execute(
                        "UPDATE seats SET away = ? WHERE table_id = ? AND seat = ?",
                        (int(flag), a.table_id, seat),
                    )
            except sqlite3.Error as exc:
                raw.execute("ROLLBACK TO move")
                raw.execute("RELEASE move")
                errors.append(exc)
            else:
                raw.execute("RELEASE move")
                errors.append(None)
        raw.execute("COMMIT")
    except BaseException:
        rollback(raw)
        raise
    return errors


def write_seats(raw: sqlite3.Connection, table_id: int, seats: Sequence[SeatRow]) -> None:
    raw.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
    raw.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, computer, away) VALUES (?, ?, ?, ?, ?, ?)",
        [(table_id, s.seat, s.user_id, s.name, s.computer, int(s.away)) for s in seats],
    )


def write_deadline(raw: sqlite3.Connection, table_id: int, deadline: Deadline | None) -> None:
    if deadline is None:
        raw.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
    else:
        raw.execute(
            "INSERT OR REPLACE INTO deadlines (table_id, kind, at, seq, seat) VALUES (?, ?, ?, ?, ?)",
            (table_id, deadline.kind, deadline.at, deadline.seq, deadline.seat),
        )
