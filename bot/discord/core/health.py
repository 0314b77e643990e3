"""A heartbeat file for a supervisor's health check (the Dockerfile's HEALTHCHECK).

With TAVOLO_HEALTH_FILE set, the running bot writes the time to that file every `EVERY` seconds
while it is connected to Discord's gateway; `python -m bot health` (bot/ops.py) calls the bot
healthy while the file is fresher than `STALE` seconds. A bot that lost Discord for good, or
whose event loop is stuck, stops writing, and the check fails. Without the setting nothing is
written. (No discord.py here: the check runs every half minute and should start fast.)
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from pathlib import Path
from typing import Any

ENV = "TAVOLO_HEALTH_FILE"
EVERY = 20.0  # seconds between two beats
STALE = 90.0  # seconds without a beat after which the bot is unhealthy


def health_file(environ: dict[str, str] | None = None) -> Path | None:
    value = (os.environ if environ is None else environ).get(ENV, "").strip()
    return Path(value) if value else None


async def beat(client: Any, path: Path) -> None:
    """Write the time to `path` every `EVERY` seconds while `client` (discord.py's) is connected."""
    while not client.is_closed():
        if client.is_ready():
            with contextlib.suppress(OSError):  # a full disk must not stop the bot; the check will say
                path.write_text(f"{time.time():.0f}\n")
        await asyncio.sleep(EVERY)


def silence(path: Path, now: float | None = None) -> float | None:
    """Seconds since the last beat written to `path`; None when there has been none."""
    try:
        last = float(path.read_text().strip())
    except (OSError, ValueError):
        return None
    return max(0.0, (time.time() if now is None else now) - last)
