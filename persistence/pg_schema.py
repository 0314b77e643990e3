"""PostgreSQL's connection helpers and migrations: the driver (an optional install), DSNs
without passwords, advisory-lock keys, and the schema upgrade run when a store opens."""

from __future__ import annotations

import hashlib
import time
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from persistence.migrations import DatabaseError, DatabaseTooNew, Migration

if TYPE_CHECKING:
    import asyncpg

NOT_INSTALLED = "asyncpg is not installed: pip install 'tavolo[postgres]'"


def advisory_key(*parts: object) -> int:
    """A signed 64-bit key for pg_advisory_*lock from any parts (stable across processes)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


_MIGRATION_LOCK = advisory_key("tavolo", "migrations")


def redact(dsn: str) -> str:
    """The DSN without its password, for error messages and logs."""
    parts = urlsplit(dsn)
    if parts.password is None:
        return dsn
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


def load_asyncpg() -> Any:
    try:
        import asyncpg
    except ImportError:
        raise DatabaseError(NOT_INSTALLED) from None
    return asyncpg


async def upgrade(conn: asyncpg.Connection, where: str, migrations: list[Migration], upto: int | None) -> int:
    """Apply the missing migrations in one transaction, under an advisory lock so processes
    starting together upgrade once; refuse a schema newer than this code knows."""
    known = migrations[-1].version if migrations else 0
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at DOUBLE PRECISION NOT NULL)"
        )
        version = int(await conn.fetchval("SELECT coalesce(max(version), 0) FROM migrations"))
        if version > known:
            raise DatabaseTooNew(
                f"The database {where} has schema version {version}, but this Tavolo only knows up to "
                f"{known}. It was written by a newer version: upgrade Tavolo, or point it at another"
                " database."
            )
        target = known if upto is None else upto
        for migration in migrations:
            if migration.version <= version or migration.version > target:
                continue
            await conn.execute(migration.sql)
            await conn.execute(
                "INSERT INTO migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                migration.version,
                migration.name,
                time.time(),
            )
            version = migration.version
    return version
