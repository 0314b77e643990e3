"""simcord fixtures: the real bot against an offline simulated Discord, on a temporary database."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.app import create_bot
from bot.config import Settings


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tavolo.db"


@pytest.fixture
def simcord_bot(db_path: Path):
    return create_bot(Settings(), db_path=db_path)
