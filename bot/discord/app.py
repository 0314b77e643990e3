"""The discord.py application: `create_bot()` builds the bot with every extension `extensions()`
finds, which `TavoloBot.setup_hook` loads: each feature package under bot/discord/features/ and
each game's commands under bot/discord/games/, wherever a module defines `setup(bot)`. Nothing
is listed by hand: a new feature or game is found by walking the packages (python-discord/bot's
way). The games' faces register themselves when `bot.discord.games` is imported.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from pathlib import Path

import bot.discord.features
import bot.discord.games
from bot.config import Settings, load_settings
from bot.discord.core.bot import ShardedTavoloBot, TavoloBot, discord_clock
from bot.discord.core.delivery.pacing import CHANNEL_GAP, COMPUTER_WAIT, DEBOUNCE
from bot.service.computer import AiRunner

__all__ = ["TavoloBot", "create_bot", "extensions"]

# The live table feature first: it subscribes the presenter to the service, which must hear a
# table's events before the other subscribers (follow DMs, boards) that read what it drew.
FIRST = ("bot.discord.features.table",)


def extensions() -> list[str]:
    """Every module under features/ and games/ that defines `setup(bot)`, the live table first."""
    found: list[str] = []
    for package in (bot.discord.features, bot.discord.games):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if any(part.startswith("_") for part in info.name.split(".")):
                continue  # a private helper, not an extension
            if hasattr(importlib.import_module(info.name), "setup"):
                found.append(info.name)
    return sorted(found, key=lambda name: (not name.startswith(FIRST), name))


def create_bot(
    settings: Settings | None = None,
    db_path: str | Path | None = None,
    *,
    clock: Callable[[], float] = discord_clock,
    ai_runner: AiRunner | None = None,
    pacing: tuple[float, float] = (DEBOUNCE, CHANNEL_GAP),
    computer_wait: float | None = COMPUTER_WAIT,
) -> TavoloBot:
    """Build the bot. `db_path` (a path or database URL) overrides the settings' database
    (tests use a temporary one)."""
    settings = settings or load_settings()
    url = str(db_path) if db_path is not None else settings.db_url
    # Without --shard-count, today's single-connection bot (Discord asks for shards from 2,500 guilds).
    kind = TavoloBot if settings.shard_count is None else ShardedTavoloBot
    return kind(
        settings,
        url,
        clock=clock,
        ai_runner=ai_runner,
        pacing=pacing,
        computer_wait=computer_wait,
        extensions=extensions(),
    )
