"""A long outage of Discord's writes over many tables: memory stays bounded, and all catch up.

    .venv/bin/python bench/outage.py [--tables 100] [--minutes 30] [--every 120]

N two-human Scopa tables (as in bench/load.py: simcord, offline, virtual clock, production pacing
and the production budget of the token, 45 requests/s) are dealt and drained. Then for
`--minutes` Discord answers every channel-message and DM write and every interaction follow-up
with 500 (interaction answers still go through): the players keep playing by `/play`, each table
a move every `--every` seconds. Reported: what the bot keeps owed during the outage (its peak: one
entry per table at most), the failed calls it spent probing, and after Discord is back (nobody
moves): the seconds until every table's live message shows its last position, the rate-limited
calls then and the busiest one-second window of them (the budget holds it at 45).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import simcord

import persistence.sqlite_wal
from bench.load import busiest, indexed_settlement, move, open_tables, virtual_sleeps_only
from bot.config import Settings
from bot.discord.app import create_bot
from bot.discord.core.delivery.pacing import CHANNEL_GAP, DEBOUNCE
from bot.discord.features.table.presenter import Presenter

WRITES = ("/channels/*", "/users/@me/channels", "/webhooks/*")


async def run(tables: int, minutes: float, every: float, seed: int, db: Path) -> dict[str, Any]:
    persistence.sqlite_wal.IDLE_TRUNCATE_SECONDS = None
    settings = Settings(rate_limit=45.0)
    bot = create_bot(settings, db_path=db, pacing=(DEBOUNCE, CHANNEL_GAP), computer_wait=None)
    rng = random.Random(seed)
    holder: list[Any] = []

    def clock() -> float:
        return holder[0].now().timestamp()

    shown: dict[int, int] = {}  # table -> the seq its live message last showed

    def record(original: Any) -> Any:
        async def drawn(self: Presenter, table: Any, *args: Any, **kwargs: Any) -> Any:
            result = await original(self, table, *args, **kwargs)
            shown[table.id] = max(shown.get(table.id, -1), table.seq)
            return result

        return drawn

    Presenter._edit_live = record(Presenter._edit_live)  # type: ignore[method-assign]
    Presenter._repost_live = record(Presenter._repost_live)  # type: ignore[method-assign]
    async with simcord.run(bot) as env:
        holder.append(env)
        bot.budget.clock = clock
        env._process_resource_deadlines = lambda: None
        env._next_resource_deadline = lambda: None
        env.settle_timeout = 300.0
        await env.advance_time(1)
        seats = await open_tables(env, bot, tables, seed)
        for path in WRITES:
            for method in ("POST", "PATCH", "DELETE"):
                env.inject_error(method, path, status=500, times=None)
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        began = clock()
        sent_before = len(env.http_requests)
        peak_owed = peak_memory = moves = 0
        due = [began + every * i / tables for i in range(tables)]
        while clock() - began < minutes * 60:
            now = clock()
            for index, (table, channel, players) in enumerate(seats):
                if due[index] > now:
                    continue
                due[index] += every
                live = bot.service.table(table.id)
                if live.status != "playing" or live.state.to_move is None:
                    continue
                player = next(p for p in players if p.id == live.seats[live.state.to_move].user_id)
                await move(player, channel, live, rng, "play")
                moves += 1
            await env.advance_time(5)
            peak_owed = max(peak_owed, bot.outage.owed)
            peak_memory = max(peak_memory, tracemalloc.get_traced_memory()[0] - base)
        during = env.http_requests[sent_before:]
        failed_probes = [r for r in during if not r.path.startswith(("/interactions/", "/webhooks/"))]
        tracemalloc.stop()
        env.backend.faults.clear()
        back = clock()
        bot.budget.starts = starts = []
        caught_up = None
        for _ in range(120):
            await env.advance_time(0.5)
            if all(shown.get(t.id, -1) >= bot.service.table(t.id).seq for t, _, _ in seats):
                caught_up = clock() - back
                break
        await env.advance_time(30)
        await bot.presenter.close()
        await bot.budget.close()
    await bot.release()
    return {
        "moves": moves,
        "peak_owed": peak_owed,
        "peak_memory": peak_memory,
        "probes": len(failed_probes),
        "caught_up": caught_up,
        "calls_after": len(starts),
        "busiest": busiest(starts),
        "outages_logged": bot.outage.outages,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--every", type=float, default=120)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    virtual_sleeps_only()
    indexed_settlement()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as tmp:
        got = asyncio.run(run(args.tables, args.minutes, args.every, args.seed, Path(tmp) / "bench.db"))
    print(
        f"{args.tables} tables, {args.minutes:g}-minute outage of writes (500), a move every "
        f"{args.every:g} s per table: {got['moves']} moves made during it\n"
        f"  during: at most {got['peak_owed']} tables owed at once; memory the outage added at most "
        f"{got['peak_memory'] / 1024:.0f} KiB; {got['probes']} rate-limited calls tried (and failed)\n"
        f"  after: every live table shows its last position {got['caught_up']} s after Discord is back; "
        f"{got['calls_after']} rate-limited calls, busiest second {got['busiest']}\n"
        f"  (wall {time.perf_counter() - started:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
