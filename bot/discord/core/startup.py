"""Connecting to Discord at start-up, with failures said in one line instead of a traceback.

- A token Discord refuses (`LoginFailure`): what to do, exit status 2 (a configuration error,
  like a bad database file).
- Discord unreachable (no network, DNS, a Discord outage): tried again with a growing delay,
  one log line per attempt; after `ATTEMPTS` tries, what to check, exit status 1.
The reachability check is a throw-away HTTP client's login (`GET /users/@me`), so a failed try
leaves the bot itself untouched: its own login (and `setup_hook`: the database, the tables)
runs once, after Discord answered.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

log = logging.getLogger("tavolo")

ATTEMPTS = 8
FIRST_DELAY, MAX_DELAY = 2.0, 60.0  # seconds: 2, 4, 8, 16, 32, 60, 60 (about three minutes in all)
NETWORK_ERRORS = (aiohttp.ClientError, OSError, asyncio.TimeoutError, discord.DiscordServerError)

BAD_TOKEN = (
    "Discord refused the bot token (DISCORD_TOKEN). Reset it in the Developer Portal "
    "(your application > Bot > Reset Token), put the new one in .env, and start the bot again."
)
UNREACHABLE = (
    "Could not reach Discord after {attempts} attempts ({why}). Check this machine's internet "
    "connection and https://discordstatus.com, then start the bot again."
)
LOST = "Discord stopped answering while the bot was starting ({why}). Start the bot again in a minute."
RETRY = "Discord is unreachable (%s); attempt %d of %d, trying again in %g s."

Probe = Callable[[str], Awaitable[Any]]
Sleep = Callable[[float], Awaitable[None]]


class StartupFailed(Exception):
    """Start-up cannot go on: `message` says what to do, `code` is the process's exit status."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.message, self.code = message, code


def why(error: BaseException) -> str:
    """A network error in a few words (`Cannot connect to host discord.com:443 …`, `timed out`)."""
    if isinstance(error, asyncio.TimeoutError):
        return "timed out"
    if isinstance(error, discord.HTTPException):
        return f"Discord answered {error.status}"
    text = " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= 120 else text[:119] + "…"


async def probe_discord(token: str) -> None:
    """Log in with a throw-away HTTP client: raises what the bot's own login would."""
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    try:
        await http.static_login(token)
    finally:
        await http.close()


async def reach_discord(
    token: str,
    *,
    probe: Probe = probe_discord,
    sleep: Sleep = asyncio.sleep,
    attempts: int = ATTEMPTS,
    first_delay: float = FIRST_DELAY,
    max_delay: float = MAX_DELAY,
) -> None:
    """Return once Discord accepted the token; `StartupFailed` when it refused it, or never answered."""
    delay = first_delay
    for attempt in range(1, attempts + 1):
        try:
            await probe(token)
            return
        except discord.LoginFailure:
            raise StartupFailed(BAD_TOKEN, 2) from None
        except NETWORK_ERRORS as error:
            if attempt == attempts:
                raise StartupFailed(UNREACHABLE.format(attempts=attempts, why=why(error)), 1) from None
            log.warning(RETRY, why(error), attempt, attempts, delay)
            await sleep(delay)
            delay = min(max_delay, delay * 2)


async def run(bot: Any, token: str, *, probe: Probe | None = None, sleep: Sleep = asyncio.sleep) -> int:
    """Reach Discord, then run the bot until it stops. Returns the process's exit status."""
    try:
        await reach_discord(token, probe=probe or probe_discord, sleep=sleep)
        async with bot:
            await bot.start(token)
    except StartupFailed as failure:
        log.error(failure.message)
        return failure.code
    except discord.LoginFailure:
        log.error(BAD_TOKEN)
        return 2
    except NETWORK_ERRORS as error:
        log.error(LOST.format(why=why(error)))
        return 1
    return int(getattr(bot, "exit_code", 0))
