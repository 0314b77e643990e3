"""Errors every storage engine raises the same way, so callers never see a driver's own."""

from __future__ import annotations


class Conflict(Exception):
    """A write refused by the data's integrity rules: the (table, seq) of a move is already
    logged (or its seat is not at the table), or the channel already has an open table.
    The caller lost a race; nothing was written. Each engine maps its own integrity error
    (sqlite3.IntegrityError, asyncpg's IntegrityConstraintViolationError) to this."""
