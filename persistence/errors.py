"""Errors every storage engine raises the same way, so callers never see a driver's own."""

from __future__ import annotations


class Conflict(Exception):
    """A write refused by the data's integrity rules: the (table, seq) of a move is already
    logged (or its seat is not at the table), or the channel already has an open table.
    The caller lost a race; nothing was written. Each engine maps its own integrity error
    (sqlite3.IntegrityError, asyncpg's IntegrityConstraintViolationError) to this."""


def _storage_errors() -> tuple[type[BaseException], ...]:
    import sqlite3

    found: list[type[BaseException]] = [sqlite3.Error]
    try:
        import asyncpg
    except ImportError:
        pass
    else:
        found += [asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError]
    return tuple(found)


# What an engine raises when it cannot do what was asked (disk full, I/O error, file locked,
# server gone): nothing was written and the caller may try again later. The service catches
# these without naming a driver; an integrity refusal arrives as `Conflict` instead.
STORAGE_ERRORS: tuple[type[BaseException], ...] = _storage_errors()
