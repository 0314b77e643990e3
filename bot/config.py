"""Settings for the Discord bot, from the environment and an optional `.env` file.

Real environment variables win over `.env` (even when set to an empty string), so a
deployment can always override a checked-out `.env`. See `.env.example`.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

DEFAULT_DB = "./data/tavolo.db"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A setting that cannot be used; the message says which one and how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str | None = None
    # A SQLite file path (the default) or a database URL: sqlite:///…, postgresql://…
    db_url: str = DEFAULT_DB
    dev_guild: int | None = None
    log_level: str = "INFO"
    ai_workers: int | None = None  # hard computer players' processes; None: one per core

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level)


def load_settings(
    environ: Mapping[str, str] | None = None, dotenv_path: str | Path | None = ".env"
) -> Settings:
    """Read DISCORD_TOKEN, TAVOLO_DB, TAVOLO_DEV_GUILD, TAVOLO_LOG_LEVEL and TAVOLO_AI_WORKERS."""
    values: dict[str, str] = {}
    if dotenv_path is not None and Path(dotenv_path).is_file():
        values.update({k: v for k, v in dotenv_values(dotenv_path).items() if v is not None})
    values.update(os.environ if environ is None else environ)

    token = values.get("DISCORD_TOKEN", "").strip() or None
    db_url = values.get("TAVOLO_DB", "").strip() or DEFAULT_DB

    guild_text = values.get("TAVOLO_DEV_GUILD", "").strip()
    dev_guild: int | None = None
    if guild_text:
        if not guild_text.isdigit():
            raise ConfigError(
                f"TAVOLO_DEV_GUILD must be a server id (digits only), not {guild_text!r}. "
                "In Discord: Settings > Advanced > Developer Mode, then right-click the server > "
                "Copy Server ID."
            )
        dev_guild = int(guild_text)

    level = (values.get("TAVOLO_LOG_LEVEL", "").strip() or "INFO").upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"TAVOLO_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")
    workers_text = values.get("TAVOLO_AI_WORKERS", "").strip()
    ai_workers: int | None = None
    if workers_text:
        if not workers_text.isdigit() or not 1 <= int(workers_text) <= 256:
            raise ConfigError(
                f"TAVOLO_AI_WORKERS must be a number of processes from 1 to 256, not {workers_text!r}. "
                "Leave it unset for one per CPU core."
            )
        ai_workers = int(workers_text)
    return Settings(token=token, db_url=db_url, dev_guild=dev_guild, log_level=level, ai_workers=ai_workers)
