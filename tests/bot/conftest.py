"""simcord fixtures: the real bot against an offline simulated Discord, on a temporary database."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app import TavoloBot, create_bot
from bot.config import Settings


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tavolo.db"


@pytest_asyncio.fixture
async def make_bot(db_path: Path) -> AsyncIterator[Callable[[], TavoloBot]]:
    """Builds bots on the test's database (a restart needs a second one); releases them all.

    simcord detaches a bot without calling `close()`, so the database is closed here."""
    made: list[TavoloBot] = []

    def make() -> TavoloBot:
        made.append(create_bot(Settings(), db_path=db_path))
        return made[-1]

    yield make
    for bot in made:
        await bot.release()


@pytest.fixture
def simcord_bot(make_bot: Callable[[], TavoloBot]) -> TavoloBot:
    return make_bot()
