"""A local Activity for working on its client: `python -m bot.web.dev --port 8765`.

Starts a table service on a fresh SQLite database in a temporary folder and the web app with dev
sessions on (`POST /api/dev-session {"user_id": "1", "name": "alice"}`, no Discord), then seats
tables in fake channels, each with alice (user 1) and computer players, dealt and waiting for her:

    channel 1 Scopa · 2 Scopone · 3 Scarto · 4 Stovkahra · 5 Go Fish · 6 Concentration · 7 Old Maid
    channel 8 no table (open one) · channel 9 a Scopa lobby of alice's with a seat free (user 2 joins)

Say `hello` on `ws://localhost:<port>/ws` with `"channel_id": "<n>"`. Ctrl-C stops it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import secrets
import tempfile
from pathlib import Path
from typing import Any

import persistence
from bot.config import ActivitySettings
from bot.service.model import Table
from bot.service.table_service import TableService
from bot.web.server import STATIC, ActivityApp

GUILD = 1
ALICE = 1
#: (channel, game, preset, players) of the tables dealt at start (players: None, the game's own).
TABLES = (
    (1, "scopa", None, None),
    (2, "scopa", "scopone", None),
    (3, "scarto", None, None),
    (4, "stovkahra", None, None),
    (5, "gofish", None, 3),
    (6, "concentration", None, 2),
    (7, "oldmaid", None, 3),
)
LOBBY_CHANNEL = 9


async def open_for_alice(
    service: TableService,
    channel: int,
    game: str,
    preset: str | None = None,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    guild: int = GUILD,
) -> Table:
    """A table alice (user 1) opens in `channel`: its lobby, her seat taken."""
    return await service.open_table(
        guild_id=guild,
        channel_id=channel,
        user_id=ALICE,
        user_name="alice",
        game=game,
        preset=preset,
        players=players,
        options=options,
    )


async def seat_tables(service: TableService, level: str = "easy", seed: int | None = None) -> None:
    """The tables of `TABLES`, dealt; the lobby of `LOBBY_CHANNEL`."""
    for channel, game, preset, players in TABLES:
        table = await open_for_alice(service, channel, game, preset, players)
        for _ in range(table.players - len(table.seats)):
            await service.add_computer(table.id, ALICE, level)
        await service.start_game(table.id, ALICE, seed=seed)
    await open_for_alice(service, LOBBY_CHANNEL, "scopa", players=2)


async def serve(host: str, port: int, static: Path, level: str) -> None:
    folder = Path(tempfile.mkdtemp(prefix="tavolo-activity-"))
    db = await persistence.open(folder / "tavolo.db")
    service = TableService(db)
    await service.start()
    settings = ActivitySettings(
        client_secret=None, session_secret=secrets.token_urlsafe(32), host=host, port=port, dev=True
    )
    app = ActivityApp(service, settings, static=static)
    await seat_tables(service, level)
    await app.start()
    print(f"Tavolo Activity (dev) on http://{host}:{port}  database {folder / 'tavolo.db'}")
    print('sign in: POST /api/dev-session {"user_id": "1", "name": "alice"}; channels 1-7 dealt, 9 a lobby')
    try:
        await asyncio.Event().wait()
    finally:
        await app.close()
        await service.close()
        await db.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.web.dev", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument(
        "--static", type=Path, default=STATIC, help="the built client (default: bot/web/static)"
    )
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    args = parser.parse_args(argv)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(args.host, args.port, args.static, args.level))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
