"""The Activity's round trip: a move sent on one player's WebSocket until BOTH players' sockets show
the new table, over loopback, through the real web app and table service (SQLite in /dev/shm).

    .venv/bin/python bench/activity.py --tables 1 --moves 200
    .venv/bin/python bench/activity.py --tables 100 --moves 20 --pause 2

Each table is a two-person Scopa (200 sockets for 100 tables); the player to move sends the first
offered action after about `--pause` seconds (0.5 to 1.5 times it), as a tap. Reported: the round
trip's p50, p95 and max (ms), and the requests refused or lost (errors). Nothing calls Discord:
a move on the Activity costs no REST call (the live table's redraw is the Discord face's, as for
any move).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
from aiohttp.test_utils import TestServer

import persistence
from bot.config import ActivitySettings
from bot.service.table_service import TableService
from bot.web.server import ActivityApp


class Socket:
    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.table: dict[str, Any] | None = None
        self.changed = asyncio.Event()

    async def read(self) -> None:
        async for message in self.ws:
            found = json.loads(message.data)
            if found["type"] == "table":
                self.table = found["table"]
                self.changed.set()

    async def seen(self, seq: int) -> None:
        while self.table is None or self.table["seq"] < seq:
            self.changed.clear()
            await self.changed.wait()


async def table_loop(
    server: TestServer,
    http: aiohttp.ClientSession,
    service: TableService,
    channel: int,
    moves: int,
    pause: float,
) -> tuple[list[float], int]:
    users = (channel * 10 + 1, channel * 10 + 2)
    table = await service.open_table(
        guild_id=1, channel_id=channel, user_id=users[0], user_name="a", game="scopa"
    )
    await service.join(table.id, users[1], "b")
    await service.start_game(table.id, users[0], seed=channel)
    sockets, readers = [], []
    for user in users:
        answer = await http.post(
            server.make_url("/api/dev-session"), json={"user_id": str(user), "name": "p"}
        )
        session = (await answer.json())["session"]
        ws = await http.ws_connect(server.make_url("/ws"))
        await ws.send_json({"type": "hello", "session": session, "channel_id": str(channel), "locale": "en"})
        socket = Socket(ws)
        readers.append(asyncio.ensure_future(socket.read()))
        await socket.seen(0)
        sockets.append(socket)
    trips, errors = [], 0
    rng = random.Random(channel)
    for _ in range(moves):
        mover = next((s for s in sockets if s.table and s.table["actions"]), None)
        if mover is None or mover.table is None or mover.table["status"] != "playing":
            break
        await asyncio.sleep(pause * rng.uniform(0.5, 1.5))  # players think at their own pace
        seq = mover.table["seq"]
        start = time.perf_counter()
        await mover.ws.send_json(
            {"type": "move", "id": "m", "seq": seq, "action": mover.table["actions"][0]["action"]}
        )
        try:
            await asyncio.wait_for(asyncio.gather(*(s.seen(seq + 1) for s in sockets)), 10)
        except TimeoutError:
            errors += 1
            continue
        trips.append((time.perf_counter() - start) * 1000)
    for socket in sockets:
        await socket.ws.close()
    await asyncio.gather(*readers, return_exceptions=True)
    return trips, errors


async def run(tables: int, moves: int, pause: float) -> None:
    folder = Path(tempfile.mkdtemp(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None))
    db = await persistence.open(folder / "bench.db")
    service = TableService(db)
    await service.start()
    settings = ActivitySettings(client_secret=None, session_secret="bench-session-secret-0123", dev=True)
    app = ActivityApp(service, settings)
    server = TestServer(app.app())
    await server.start_server()
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
        found = await asyncio.gather(
            *(table_loop(server, http, service, n + 1, moves, pause) for n in range(tables))
        )
    trips = sorted(t for each, _ in found for t in each)
    errors = sum(e for _, e in found)
    p95 = trips[int(0.95 * (len(trips) - 1))] if trips else float("nan")
    print(
        f"{tables} tables, {2 * tables} sockets, {len(trips)} moves: round trip p50 "
        f"{statistics.median(trips):.1f} ms, p95 {p95:.1f} ms, max {trips[-1]:.1f} ms; errors {errors}"
    )
    await server.close()
    await app.close()
    await service.close()
    await db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1)
    parser.add_argument("--moves", type=int, default=100, help="moves per table (fewer if a game ends)")
    parser.add_argument(
        "--pause", type=float, default=0.0, help="seconds before each move (a player's think)"
    )
    args = parser.parse_args()
    asyncio.run(run(args.tables, args.moves, args.pause))


if __name__ == "__main__":
    main()
