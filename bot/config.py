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


DISCORD_API = "https://discord.com/api/v10"
ACTIVITY_PORT = 8080


@dataclass(frozen=True)
class ActivitySettings:
    """The Activity (the table full screen inside Discord, `bot/web/`): on only when configured.

    `client_secret` (DISCORD_CLIENT_SECRET) signs players in through Discord's OAuth2;
    `session_secret` (TAVOLO_ACTIVITY_SECRET) signs their sessions; `discord_api`
    (TAVOLO_DISCORD_API) is where Discord's API is (tests point it at a stand-in); the web app
    listens on `host`:`port` (TAVOLO_ACTIVITY_HOST, TAVOLO_ACTIVITY_PORT); `dev`
    (TAVOLO_ACTIVITY_DEV=1) lets `/api/dev-session` sign anyone in without Discord: local play
    and browser tests only, never on a public host. `client_id`: DISCORD_APPLICATION_ID, else the
    bot's own application id once it has logged in."""

    client_secret: str | None
    session_secret: str
    discord_api: str = DISCORD_API
    host: str = "127.0.0.1"
    port: int = ACTIVITY_PORT
    dev: bool = False
    client_id: int | None = None

    def describe(self) -> str:
        """What `--check` says of it (never a secret)."""
        signing = "Discord sign-in" if self.client_secret else "no Discord sign-in (dev sessions only)"
        dev = ", dev sessions ON" if self.dev else ""
        return f"Activity on http://{self.host}:{self.port} ({signing}, API {self.discord_api}{dev})"


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
    # The Activity's web app (None: off, the default).
    activity: ActivitySettings | None = None

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
    activity = _activity(values)
    return Settings(
        activity=activity,
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


def _activity(values: Mapping[str, str]) -> ActivitySettings | None:
    """The Activity's settings: on when DISCORD_CLIENT_SECRET (or TAVOLO_ACTIVITY_DEV=1) is set,
    which then needs TAVOLO_ACTIVITY_SECRET too; off otherwise."""
    client_secret = values.get("DISCORD_CLIENT_SECRET", "").strip() or None
    dev_text = values.get("TAVOLO_ACTIVITY_DEV", "").strip().lower()
    if dev_text not in ("", "0", "1", "true", "false", "yes", "no"):
        raise ConfigError(f"TAVOLO_ACTIVITY_DEV must be 1 (on) or 0 (off), not {dev_text!r}.")
    dev = dev_text in ("1", "true", "yes")
    if client_secret is None and not dev:
        return None
    session_secret = values.get("TAVOLO_ACTIVITY_SECRET", "").strip()
    if len(session_secret) < 16:
        raise ConfigError(
            "The Activity (DISCORD_CLIENT_SECRET or TAVOLO_ACTIVITY_DEV) needs TAVOLO_ACTIVITY_SECRET: "
            "a long random text (at least 16 characters) that signs the players' sessions, e.g. "
            'the output of `python -c "import secrets; print(secrets.token_urlsafe(32))"`.'
        )
    api = (values.get("TAVOLO_DISCORD_API", "").strip() or DISCORD_API).rstrip("/")
    if not api.startswith(("https://", "http://")):
        raise ConfigError(f"TAVOLO_DISCORD_API must be an http(s) URL like {DISCORD_API}, not {api!r}.")
    port_text = values.get("TAVOLO_ACTIVITY_PORT", "").strip() or str(ACTIVITY_PORT)
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65_535:
        raise ConfigError(f"TAVOLO_ACTIVITY_PORT must be a port number from 1 to 65535, not {port_text!r}.")
    client_text = values.get("DISCORD_APPLICATION_ID", "").strip()
    if client_text and not client_text.isdigit():
        raise ConfigError(f"DISCORD_APPLICATION_ID must be digits (the Application ID), not {client_text!r}.")
    return ActivitySettings(
        client_secret=client_secret,
        session_secret=session_secret,
        discord_api=api,
        host=values.get("TAVOLO_ACTIVITY_HOST", "").strip() or "127.0.0.1",
        port=int(port_text),
        dev=dev,
        client_id=int(client_text) if client_text else None,
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
