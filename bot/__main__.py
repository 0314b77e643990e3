"""`python -m bot` runs the Discord bot; `python -m bot play ...` plays in the terminal."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from bot.config import ActivitySettings, ConfigError, load_settings
from bot.ops import OPERATOR_COMMANDS, check_main
from persistence import DatabaseError

NO_TOKEN = """\
Tavolo needs a Discord bot token to connect to Discord, and none is set.

To get one:
  1. Open https://discord.com/developers/applications and click "New Application".
  2. In "Bot", click "Reset Token" and copy the token (keep it secret).
  3. Put it in a file named .env next to where you run the bot:
         DISCORD_TOKEN=your-token-here
     (copy .env.example to .env for every other setting).
  4. In "OAuth2 > URL Generator" tick "bot" and "applications.commands", then open the
     URL to invite the bot to your server. Run `python -m bot` again.

No token? Play in this terminal against computer players instead:
    {command} play scopa --players 2 --computers 1
"""

# What a bare `python -m bot` plays when there is no token and a person is at the terminal.
LOCAL_DEFAULT = ["scopa", "--players", "2", "--computers", "1"]

USAGE = """\
usage: python -m bot            run the Discord bot (settings from the environment / .env)
       python -m bot --shards 0-3 --shard-count 16   run only these shards (one of several processes)
       python -m bot play ...   play at a local terminal table (python -m bot play --help)
       python -m bot replay FILE [--step]   replay a game record, move by move
       python -m bot export TABLE [--db PATH] [--out FILE]   write a finished table's record
       python -m bot --check    load the settings, open (and upgrade) the database, exit: 0 if fine
       python -m bot invite     print the link that adds the bot to a server (python -m bot invite -h)
       python -m bot backup [FILE]   copy the SQLite database, safe while the bot runs (-h for more)
       python -m bot health     0 while the running bot's heartbeat (TAVOLO_HEALTH_FILE) is fresh
       python -m bot tables [--db PATH]   list this terminal's saved and finished tables
       python -m bot copy DESTINATION [--from SOURCE]   copy the database (default: TAVOLO_DB)
"""


def typed_command() -> str:
    """`python -m bot` as it must be typed here: the running interpreter, by a path relative to the
    working directory when it is under it (`.venv/bin/python -m bot`), so it works outside an
    activated virtual environment."""
    import os
    import shutil

    interpreter = sys.executable or "python3"
    on_path = shutil.which(Path(interpreter).name)
    # Compared as paths, not resolved: a virtual environment's python links to the base one, whose
    # packages are not the environment's.
    if on_path and os.path.abspath(on_path) == os.path.abspath(interpreter):
        return f"{Path(interpreter).name} -m bot"  # `python` here is this interpreter
    try:
        relative = os.path.relpath(interpreter)
    except ValueError:  # another drive (Windows)
        relative = interpreter
    shown = relative if not relative.startswith("..") else interpreter
    if os.sep not in shown:
        shown = os.curdir + os.sep + shown
    return f"{shown} -m bot"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("play", "replay", "export", "tables", "copy"):
        from bot.terminal.commands import run_command

        return run_command(args[0], args[1:])
    if args and args[0] in OPERATOR_COMMANDS:  # invite, backup, health: bot/ops.py
        return OPERATOR_COMMANDS[args[0]](args[1:])
    if args == ["--check"]:
        return check_main(hold_database)
    if args and args[0] in ("-h", "--help", "help"):
        print(USAGE, end="")
        return 0
    try:
        overrides = _bot_options(args)
    except ValueError as error:
        print(f"{error}\n{USAGE}", end="", file=sys.stderr)
        return 2
    try:
        settings = load_settings(overrides=overrides)
    except ConfigError as error:
        print(f"Configuration error: {error}", file=sys.stderr)
        return 2
    from bot.config import apply_font

    apply_font(settings)
    if not settings.token:
        print(NO_TOKEN.format(command=typed_command()), end="", file=sys.stderr)
        if not sys.stdin.isatty():
            # Scripts and CI get the explanation and a failing status, never a game waiting on input.
            return 2
        from bot.terminal.local_table import environment_locale
        from i18n import translate

        print("\n" + translate(environment_locale(), "local-starting") + "\n", file=sys.stderr)

        from bot.terminal.commands import run_command

        return run_command("play", LOCAL_DEFAULT)

    problem = hold_database(settings.db_url)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2

    import discord

    from bot.discord.app import create_bot
    from bot.discord.core import startup

    discord.utils.setup_logging(level=settings.log_level_number)
    bot = create_bot(settings)
    if settings.activity is not None:
        serve_activity(bot, settings.activity)
    try:
        # A refused token or an unreachable Discord is one log line and a non-zero status.
        return asyncio.run(startup.run(bot, settings.token))
    except DatabaseError as error:  # the file changed between the check and the bot's start
        print(error, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0


def serve_activity(bot: Any, activity: ActivitySettings) -> None:
    """The Activity's web app (bot/web/) in the bot's process and event loop, over its table
    service: started once the service has loaded the tables, stopped before the service stops.
    One process, one service: a move on either face shows on the other at once."""
    from bot.web.server import ActivityApp

    async def start() -> None:
        app = ActivityApp(bot.service, activity, client_id=bot.application_id)
        await app.start()
        bot.on_release.append(app.close)

    bot.on_started.append(start)


# The bot's command-line options and the settings they override (validated with the rest).
_OPTIONS = {"--shards": "TAVOLO_SHARDS", "--shard-count": "TAVOLO_SHARD_COUNT"}


def _bot_options(args: list[str]) -> dict[str, str]:
    """`--shards 0-3 --shard-count 16` (or `--shards=0-3`) as settings overrides."""
    overrides: dict[str, str] = {}
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        name, eq, value = arg.partition("=")
        if name not in _OPTIONS:
            raise ValueError(f"Unknown {'option' if arg.startswith('-') else 'command'} {arg!r}.")
        if not eq:
            if not rest:
                raise ValueError(f"{name} needs a value, e.g. --shards 0-3 --shard-count 16.")
            value = rest.pop(0)
        overrides[_OPTIONS[name]] = value
    return overrides


def hold_database(url: str) -> DatabaseError | None:
    """Before connecting to Discord: open the database once (creating, checking and upgrading
    it) and, for a SQLite file, take its lock for the life of this process, so a file problem is
    one clear line rather than a traceback after login; None when the database is fine."""
    import persistence
    from persistence import dbfile
    from persistence.store import is_postgres_url, sqlite_path

    async def check() -> None:
        await (await persistence.open(url)).close()

    try:
        if not is_postgres_url(url):
            path = Path(sqlite_path(url))
            dbfile.prepare(path)
            dbfile.lock(path)  # never released: the bot's own opens share it, a second process is refused
        asyncio.run(check())
    except DatabaseError as error:
        return error
    return None


if __name__ == "__main__":
    sys.exit(main())
