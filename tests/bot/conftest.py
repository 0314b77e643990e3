"""simcord fixtures: the real bot against an offline simulated Discord, on a temporary database."""

from __future__ import annotations

import itertools
import os
import random
import shutil
import tempfile
import zlib
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.config import Settings
from bot.discord.app import TavoloBot, create_bot
from games import ai

# simcord settles a bot parked in a timed sleep without advancing its clock, so a debounced
# redraw would land after the test had looked, and a bounded wait for computer replies could
# time out early. Tests redraw at once and wait for computers without a limit;
# bench/discord_calls.py measures the production pacing, advancing simulated time per move.
TEST_PACING = (0.0, 0.0)
# The token's budget (45 requests/s) would park the start-up's burst of application emoji on
# simcord's clock, which no test advances while setting up; tests/bot/discord/core/test_rate_budget.py runs it
# at its production rate.
TEST_SETTINGS = Settings(rate_limit=1_000_000.0)


async def computers_in_process(game: str, view: Any, legal: Any, level: str, seed: int) -> str:
    """The computer seats' moves as the default runner makes them (`games.ai.choose`, hard with
    its production budget), but in this process: the default runner starts a process pool
    (forkserver, a worker importing the rules) for each test's bot that meets a hard seat or a
    /hint, about a second each. The pool is tested in tests/bot/service (test_service.py,
    test_service_computer_pool.py); with this runner, /hint runs `games.ai.hint` in a thread."""
    return ai.choose(game, view, legal, level, seed)


@pytest.fixture(autouse=True)
def no_idle_truncation(monkeypatch: pytest.MonkeyPatch) -> None:
    """The quiet-spell log truncation (tested in tests/persistence) fires whenever simcord jumps
    its clock 30 s ahead, and under a loaded machine its checkpoint thread can outlast simcord's
    5 s settling bound; the Discord tests leave it out."""
    import persistence.sqlite_wal

    monkeypatch.setattr(persistence.sqlite_wal, "IDLE_TRUNCATE_SECONDS", None)


@pytest.fixture(autouse=True)
def reproducible_deals(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Start button draws a table's seed from SystemRandom. Here it is drawn from a generator
    seeded by the test's name instead, so a test sees the same deals in every run and a failure in
    CI happens again on a laptop. A test that fixes its own seed patches over this one."""
    base = zlib.crc32(request.node.nodeid.encode())
    draws = itertools.count()
    monkeypatch.setattr(
        "bot.service.seating.random.SystemRandom", lambda: random.Random(base * 7_919 + next(draws))
    )


@pytest.fixture(autouse=True)
def no_pictures_from_other_tests(request: pytest.FixtureRequest) -> None:
    """The rendered pictures are cached per process by table id and move; every test's database
    numbers its tables from 1, so a picture of another test's table #1 could be shown."""
    if "simcord_env" not in request.fixturenames:
        return
    from bot.discord.core.card_pictures import HANDS, PICTURES
    from bot.discord.features.table.game_over import _RESULTS

    for cache in (PICTURES, HANDS, _RESULTS):
        cache.clear()


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No .env and no Discord or Tavolo settings from the machine running the tests."""
    monkeypatch.chdir(tmp_path)
    for key in list(os.environ):
        if key.startswith(("DISCORD_", "TAVOLO_")):
            monkeypatch.delenv(key)
    return tmp_path


@pytest.fixture
def db_path(tmp_path: Path) -> Iterator[Path]:
    """A fresh database file; in memory-backed /dev/shm when there is one, because every
    move is committed with a full fsync and a disk makes a whole-game test crawl."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        folder = Path(tempfile.mkdtemp(prefix="tavolo-test-", dir=shm))
        yield folder / "tavolo.db"
        shutil.rmtree(folder, ignore_errors=True)
    else:
        yield tmp_path / "tavolo.db"


@pytest.fixture
def bot_settings() -> Settings:
    """The settings the tests' bots run with; a test module overrides this fixture for others."""
    return TEST_SETTINGS


@pytest_asyncio.fixture
async def make_bot(db_path: Path, bot_settings: Settings) -> AsyncIterator[Callable[[], TavoloBot]]:
    """Builds bots on the test's database (a restart needs a second one); releases them all.

    simcord detaches a bot without calling `close()`, so the database is closed here."""
    made: list[TavoloBot] = []

    def make() -> TavoloBot:
        made.append(
            create_bot(
                bot_settings,
                db_path=db_path,
                ai_runner=computers_in_process,
                pacing=TEST_PACING,
                computer_wait=None,
            )
        )
        return made[-1]

    yield make
    for bot in made:
        await bot.release()


@pytest.fixture
def simcord_bot(make_bot: Callable[[], TavoloBot]) -> TavoloBot:
    return make_bot()
