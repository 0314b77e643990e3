"""Tavolo's settings, one loader for every command (the bot, `play`, `replay`, `export`, `tables`,
`python -m persistence.copy`): the environment, then an optional `.env` file, then defaults.

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

from bot.service.shards import Shards, format_ranges, parse_shard_ids
from persistence.store import is_postgres_url

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
    # Sharding (TAVOLO_SHARDS / --shards, TAVOLO_SHARD_COUNT / --shard-count). No count: today's
    # single-process bot. A count without ids: this process runs every shard.
    shard_ids: frozenset[int] | None = None
    shard_count: int | None = None
    # TAVOLO_RATE_LIMIT: REST requests a second for the whole bot token (Discord allows 50).
    rate_limit: float = 45.0

    @property
    def rate_share(self) -> float:
        """This process's part of `rate_limit`: split by the shards it serves (processes share
        the token, and each serves its own shards), so the processes together stay within it."""
        if self.shard_ids is None or not self.shard_count:
            return self.rate_limit
        return self.rate_limit * len(self.shard_ids) / self.shard_count

    # A font file for the card pictures' words and names (TAVOLO_FONT); None: the bundled and
    # system fonts (bot/discord/pictures/fonts.py).
    font: str | None = None

    @property
    def shards(self) -> Shards:
        return Shards.of(self.shard_ids, self.shard_count)

    @property
    def log_level_number(self) -> int:
        return logging.getLevelName(self.log_level)


def load_settings(
    environ: Mapping[str, str] | None = None,
    dotenv_path: str | Path | None = ".env",
    overrides: Mapping[str, str] | None = None,
) -> Settings:
    """Read DISCORD_TOKEN, TAVOLO_DB, TAVOLO_DEV_GUILD, TAVOLO_LOG_LEVEL, TAVOLO_AI_WORKERS,
    TAVOLO_SHARDS, TAVOLO_SHARD_COUNT, TAVOLO_RATE_LIMIT and TAVOLO_FONT; `overrides` (the command
    line's) win over both."""
    values = raw_values(environ, dotenv_path)
    values.update(overrides or {})

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
    rate_limit = _rate_limit(values.get("TAVOLO_RATE_LIMIT", "").strip())
    shard_ids, shard_count = _shards(
        values.get("TAVOLO_SHARDS", "").strip(), values.get("TAVOLO_SHARD_COUNT", "").strip(), db_url
    )
    font = values.get("TAVOLO_FONT", "").strip() or None
    if font is not None and not Path(font).is_file():
        raise ConfigError(
            f"TAVOLO_FONT must be a font file (.ttf, .otf or .ttc), and {font!r} is not a file. "
            "Leave it unset for the bundled and system fonts."
        )
    return Settings(
        font=font,
        token=token,
        db_url=db_url,
        dev_guild=dev_guild,
        log_level=level,
        ai_workers=ai_workers,
        shard_ids=shard_ids,
        shard_count=shard_count,
        rate_limit=rate_limit,
    )


def _rate_limit(text: str) -> float:
    if not text:
        return Settings.rate_limit
    try:
        rate = float(text)
    except ValueError:
        rate = 0.0
    if not 1 <= rate <= 50:
        raise ConfigError(
            f"TAVOLO_RATE_LIMIT must be REST requests a second from 1 to 50 (Discord's limit for a "
            f"bot token), not {text!r}. Leave it unset for 45."
        )
    return rate


def raw_values(
    environ: Mapping[str, str] | None = None, dotenv_path: str | Path | None = ".env"
) -> dict[str, str]:
    """Every setting as text: `.env`'s, then the environment's over them."""
    values: dict[str, str] = {}
    if dotenv_path is not None and Path(dotenv_path).is_file():
        values.update({k: v for k, v in dotenv_values(dotenv_path).items() if v is not None})
    values.update(os.environ if environ is None else environ)
    return values


def database_url(environ: Mapping[str, str] | None = None, dotenv_path: str | Path | None = ".env") -> str:
    """TAVOLO_DB as every command reads it (environment, then `.env`, then ./data/tavolo.db), without
    checking the bot's other settings: `play` or `export` need no valid shard or log settings."""
    return raw_values(environ, dotenv_path).get("TAVOLO_DB", "").strip() or DEFAULT_DB


def apply_font(settings: Settings) -> None:
    """Hand TAVOLO_FONT from `.env` to the picture code, which reads it from the environment."""
    if settings.font is not None:
        os.environ["TAVOLO_FONT"] = settings.font


def _shards(ids_text: str, count_text: str, db_url: str) -> tuple[frozenset[int] | None, int | None]:
    if not count_text:
        if ids_text:
            raise ConfigError(
                f"--shards / TAVOLO_SHARDS {ids_text!r} needs --shard-count / TAVOLO_SHARD_COUNT too "
                "(the total number of shards across every process), e.g. --shards 0-3 --shard-count 16."
            )
        return None, None
    if not count_text.isdigit() or not 1 <= int(count_text) <= 65_536:
        raise ConfigError(
            f"--shard-count / TAVOLO_SHARD_COUNT must be a number of shards from 1 to 65536, "
            f"not {count_text!r}."
        )
    count = int(count_text)
    if not ids_text:
        return None, count  # one process runs all `count` shards
    try:
        ids = parse_shard_ids(ids_text)
    except ValueError as error:
        raise ConfigError(
            f"--shards / TAVOLO_SHARDS must be shard ids or ranges like 0-3 or 0-3,8: {error}."
        ) from None
    if max(ids) >= count:
        raise ConfigError(
            f"--shards / TAVOLO_SHARDS names shard {max(ids)}, but with --shard-count {count} "
            f"shards are numbered 0 to {count - 1}."
        )
    if len(ids) < count and not is_postgres_url(db_url):
        # Other processes serve the rest, and they can only share a PostgreSQL database.
        rest = format_ranges(set(range(count)) - ids)
        raise ConfigError(
            f"--shards {format_ranges(ids)} of {count} leaves shards {rest} to other processes, "
            "which need a shared PostgreSQL database: set TAVOLO_DB=postgresql://… "
            "(a SQLite file serves one process)."
        )
    return ids, count
