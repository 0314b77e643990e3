"""The operator's commands: `python -m bot --check`, `python -m bot invite`, `python -m bot backup`.

None of them connects to Discord. Each prints what it did (or one line saying what is wrong and
what to do) and returns the process's exit status: 0 done, 2 a setting or the database is wrong.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from bot.config import ConfigError, Settings, load_settings
from persistence import DatabaseError

INVITE_HELP = """\
Print the link that adds the bot to a server, with exactly the permissions it needs (View
Channel, Send Messages, Embed Links, Attach Files, Read Message History) and its slash commands.
It needs the bot's application id: DISCORD_APPLICATION_ID if set (the Developer Portal, your
application > General Information > Application ID), else it is read from DISCORD_TOKEN, whose
first part is the bot's user id in base64 (for any application made since 2017, the bot's user id
is the application id). Nothing is sent to Discord. The running bot logs the same link at start-up.
"""

BACKUP_HELP = """\
Copy the SQLite database (TAVOLO_DB, or --db) to FILE with SQLite's online backup API: safe while
the bot runs, no sqlite3 tool needed. The copy is the database at one instant, checked, and
written under a temporary name first, so a backup file that exists is whole. Without FILE it goes
to backups/tavolo-YYYYMMDD-HHMMSS.db beside the database. Restore: stop the bot, replace the
database file with the backup (and delete any <database>-wal and -shm files beside it), start the
bot. A PostgreSQL database is backed up with pg_dump (docs/DEPLOY.md).
"""


def _settings() -> Settings:
    return load_settings()


def check_main(hold_database: Callable[[str], DatabaseError | None]) -> int:
    """`python -m bot --check`: load the configuration, open the database as the bot would
    (`hold_database`: creating, checking and upgrading it), close it; 0 when both are fine, else
    one line on stderr and 2. No Discord, no token needed."""
    try:
        settings = _settings()
    except ConfigError as error:
        print(f"Configuration error: {error}", file=sys.stderr)
        return 2
    problem = hold_database(settings.db_url)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    from persistence.postgres import redact

    activity = settings.activity
    said = "Activity off (DISCORD_CLIENT_SECRET not set)" if activity is None else activity.describe()
    print(f"Configuration and database OK ({redact(settings.db_url)}); {said}.")
    return 0


def application_id_from_token(token: str) -> int | None:
    """The bot's user id from a bot token (its first dot-separated part is that id in base64),
    or None when the token does not look like one."""
    first = token.strip().split(".", 1)[0]
    try:
        decoded = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return int(decoded) if decoded.isdigit() else None


def _environment() -> dict[str, str]:
    """The environment over `.env`, as `load_settings` reads them (for a setting only `invite` uses)."""
    import os

    from dotenv import dotenv_values

    found = dotenv_values(".env") if Path(".env").is_file() else {}
    return {**{k: v for k, v in found.items() if v is not None}, **os.environ}


def application_id(environ: dict[str, str] | None = None, settings: Settings | None = None) -> int:
    """DISCORD_APPLICATION_ID, else the id inside the token; `ValueError` saying what to set."""
    values = _environment() if environ is None else environ
    given = values.get("DISCORD_APPLICATION_ID", "").strip()
    if given:
        if not given.isdigit():
            raise ValueError(f"DISCORD_APPLICATION_ID must be digits (the Application ID), not {given!r}.")
        return int(given)
    token = settings.token if settings is not None else None
    if token:
        found = application_id_from_token(token)
        if found is not None:
            return found
        raise ValueError(
            "DISCORD_TOKEN does not look like a bot token, so the application id cannot be read from it: "
            "set DISCORD_APPLICATION_ID (Developer Portal > your application > General Information)."
        )
    raise ValueError(
        "Set DISCORD_APPLICATION_ID (Developer Portal > your application > General Information > "
        "Application ID) or DISCORD_TOKEN, then run `python -m bot invite` again."
    )


def invite_main(args: list[str]) -> int:
    """`python -m bot invite`: print the invite link."""
    parser = argparse.ArgumentParser(prog="python -m bot invite", description=INVITE_HELP)
    parser.parse_args(args)
    try:
        settings = _settings()
        app_id = application_id(settings=settings)
    except (ConfigError, ValueError) as error:
        print(error, file=sys.stderr)
        return 2
    from bot.discord.core.permissions import invite_url

    print(invite_url(app_id))
    return 0


def health_main(args: list[str]) -> int:
    """`python -m bot health`: 0 while the running bot's heartbeat file (TAVOLO_HEALTH_FILE) is
    fresh, else 1 and one line; the Dockerfile's HEALTHCHECK."""
    from bot.discord.core.health import ENV, STALE, health_file, silence

    argparse.ArgumentParser(
        prog="python -m bot health",
        description=f"Exit 0 while the running bot wrote its heartbeat file ({ENV}) in the last "
        f"{STALE:.0f} seconds, else 1.",
    ).parse_args(args)
    path = health_file()
    if path is None:
        print(f"{ENV} is not set, so the bot writes no heartbeat to check.", file=sys.stderr)
        return 2
    quiet = silence(path)
    if quiet is None:
        print(f"No heartbeat in {path} yet: the bot has not connected to Discord.", file=sys.stderr)
        return 1
    if quiet > STALE:
        print(f"No heartbeat for {quiet:.0f} s: the bot is not connected to Discord.", file=sys.stderr)
        return 1
    return 0


def default_backup_path(database: Path, now: datetime | None = None) -> Path:
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    return database.parent / "backups" / f"{database.stem}-{stamp}.db"


def backup_main(args: list[str]) -> int:
    """`python -m bot backup [FILE] [--db URL]`: a consistent copy of the SQLite database."""
    parser = argparse.ArgumentParser(prog="python -m bot backup", description=BACKUP_HELP)
    parser.add_argument("file", nargs="?", type=Path, help="where to write the copy")
    parser.add_argument("--db", help="the database (default: TAVOLO_DB, else ./data/tavolo.db)")
    options = parser.parse_args(args)
    from persistence.backup import backup_sqlite
    from persistence.store import is_postgres_url, sqlite_path

    try:
        url = options.db or _settings().db_url
        if is_postgres_url(url):
            print(
                "TAVOLO_DB is PostgreSQL: back it up with pg_dump, e.g. "
                'pg_dump --format=custom --file=tavolo.dump "$TAVOLO_DB" (docs/DEPLOY.md).',
                file=sys.stderr,
            )
            return 2
        database = Path(sqlite_path(url))
        done = backup_sqlite(database, options.file or default_backup_path(database))
    except (ConfigError, DatabaseError) as error:
        print(error, file=sys.stderr)
        return 2
    print(f"Backed up {database} to {done.path} ({done.tables} tables, {done.size / 1e6:.1f} MB).")
    return 0


# `python -m bot NAME ARGS…` (bot/__main__.py dispatches them here).
OPERATOR_COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "invite": invite_main,
    "backup": backup_main,
    "health": health_main,
}
