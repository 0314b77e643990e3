"""Many busy tables on one bot token: rate-limited calls a second and live-table staleness.

    .venv/bin/python bench/load.py --tables 300 [--seconds 60] [--every 10] [--path dm|play]
    .venv/bin/python bench/load.py --tables 600   # LOAD_PROGRESS=1: the simulated clock every 15 s
    TAVOLO_RATE_LIMIT=15 .venv/bin/python bench/load.py --tables 200   # the same overload, a third the size

N two-human Scopa tables play against the real bot in simcord (offline, simulated Discord) on
simcord's virtual clock, with the production pacing (0.3 s debounce, 1 s between two writes to a
channel) and the production budget of the token (TAVOLO_RATE_LIMIT, 45 requests/s); servers are
set to `cards: text` (no pictures drawn; the same calls). Each table makes one move every
`--every` seconds (its two players take turns), each from the hand DM's card button
(`--path dm`, a click answered by redrawing the DM) or with `/play` in the table's channel
(`--path play`). The tables are opened and dealt through the service (not measured); once that
burst of DMs has drained, a warm-up (not measured): the tables' first moves spread over `--ramp`
seconds (60), then each on its own rhythm, so that in the measured `--seconds` every player has
clicked their hand DM lately, as in games under way; then on until every queued call is sent.

Reported: rate-limited calls a second (the busiest one-second window, and the mean over the
playing time); whether any one-second window held more than 50 (a 429 at Discord's limit);
each move's staleness: seconds from the move to the first edit of the live table that shows it
(p50/p95/max), and whether every table's live message shows its last state at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import collections
import math
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import simcord

import persistence.sqlite_wal
from bench.discord_calls import without_card_emoji  # the same start-up shortcut as the REST count
from bot.config import Settings
from bot.discord.app import create_bot
from bot.discord.core.delivery.pacing import CHANNEL_GAP, DEBOUNCE
from bot.discord.features.table.presenter import Presenter
from bot.service.preferences import Preferences

TABLES_PER_GUILD = 100
STEP = 0.25  # seconds of virtual time between two looks at which tables are due to move


def virtual_sleeps_only() -> None:
    """Every `asyncio.sleep` of the bot wakes on simcord's virtual clock alone. simcord otherwise
    lets a timer it cannot tie to a known kind of wait fire after as much real time, moving the
    virtual clock with it: a debounce or the budget's wait would then last as long as this busy
    machine takes to simulate everything else, and the clock would follow the simulator's speed,
    not the bot's."""
    original = simcord._dpy_internals.is_intentional_wait_wakeup

    def intentional(client: Any, callback: Any, args: tuple[Any, ...], task: Any) -> bool:
        if getattr(callback, "__name__", "") == "_set_result_unless_cancelled":
            return True  # asyncio.sleep's wake-up
        return original(client, callback, args, task)

    simcord._dpy_internals.is_intentional_wait_wakeup = intentional


def indexed_settlement() -> None:
    """The same answers from simcord's settling, in linear time. To tell whether a waiting task is
    parked on a timer, simcord scans every pending timer for each waiting task; with hundreds of
    calls waiting in the token's budget (600 tables want more than it lets through) that is
    quadratic, on every settle pass, and the run crawls (600 tables: over 35 minutes, stopped).
    Here the timers are indexed by what they wake once per pass — simcord refreshes its view of the
    tasks (`_virtualize_recognized_waits`) just before each sweep — and each task looks itself up.
    Only the simulator's bookkeeping changes: which timer wakes what, and when, are the same."""
    from simcord import _dpy_internals, _settlement
    from simcord import env as env_module

    def sleep_wakeup(handle: Any) -> bool:
        callback = _dpy_internals._original_callback(getattr(handle, "_callback", None))
        return getattr(callback, "__name__", "") == "_set_result_unless_cancelled"

    latest: dict[str, dict[int, float]] = {"virtual": {}, "real": {}}
    refresh = env_module._virtualize_recognized_waits

    def sleeping(waiter: Any) -> bool:
        """Whether `waiter` is an `asyncio.sleep` on simcord's clock alone (`virtual_sleeps_only`)."""
        return waiter is not None and id(waiter) in latest["virtual"] and not waiter.done()

    def virtualize(state: Any, pending: list[Any]) -> None:
        virtual: dict[int, float] = {}
        for record in state.work.callbacks:
            handle = record.handle
            if record.when is None or handle is None or handle.cancelled() or not sleep_wakeup(handle):
                continue
            fires = _settlement._callback_fire_time(state, record)
            for arg in getattr(handle, "_args", ()):
                virtual[id(arg)] = max(virtual.get(id(arg), -math.inf), fires)
        latest["virtual"] = virtual
        # A task asleep on simcord's clock (or waiting on such a task: a call queued in the
        # budget) has no real timer to strip: only the others are looked at.
        refresh(state, [task for task in pending if not asleep(state, task)])
        real: dict[int, float] = {}
        for handle in getattr(state.loop, "_scheduled", ()):
            if handle.cancelled() or not sleep_wakeup(handle):
                continue
            for arg in getattr(handle, "_args", ()):
                real[id(arg)] = max(real.get(id(arg), -math.inf), handle.when())
        latest["real"] = real

    def asleep(state: Any, task: Any) -> bool:
        waiter = getattr(task, "_fut_waiter", None)
        if sleeping(waiter):
            return True
        inner = getattr(waiter, "_fut_waiter", None) if isinstance(waiter, asyncio.Task) else None
        return waiter in state.work.tasks and sleeping(inner)

    parked = _settlement._is_parked

    def is_parked(state: Any, task: Any, deadline: float) -> bool:
        # The answer simcord would give, without its walk: asleep past the deadline (the
        # budget's queued calls wait on a task that is), else its own.
        waiter = getattr(task, "_fut_waiter", None)
        if sleeping(waiter) and latest["virtual"][id(waiter)] > deadline:
            return True
        if isinstance(waiter, asyncio.Task) and waiter in state.work.tasks and not waiter.done():
            inner = getattr(waiter, "_fut_waiter", None)
            if sleeping(inner) and latest["virtual"][id(inner)] > deadline:
                return True
        return parked(state, task, deadline)

    def virtual_sleep(state: Any, waiter: Any, deadline: float) -> bool:
        if waiter is None or waiter.done():
            return False
        return latest["virtual"].get(id(waiter), -math.inf) > deadline

    def real_sleep(waiter: Any, loop: Any, deadline: float) -> bool:
        if waiter is None or waiter.done():
            return False
        return latest["real"].get(id(waiter), -math.inf) > deadline

    env_module._virtualize_recognized_waits = virtualize  # type: ignore[attr-defined]
    env_module._is_parked = is_parked  # type: ignore[attr-defined]
    _settlement._is_virtual_sleep_waiter = virtual_sleep  # type: ignore[assignment]
    _dpy_internals.is_sleep_waiter = real_sleep  # type: ignore[assignment]


def watch(env: Any, bot: Any) -> None:
    """LOAD_PROGRESS=1: every 15 s of wall time, the virtual time and the budget's queue (stderr)."""
    import threading

    started = time.perf_counter()

    def report() -> None:
        while True:
            time.sleep(15)
            print(
                f"[{time.perf_counter() - started:5.0f} s wall] virtual {env._virtual_time:8.1f} s, "
                f"{bot.budget.sent} calls sent, {bot.budget.waiting} waiting",
                file=sys.stderr,
                flush=True,
            )

    threading.Thread(target=report, daemon=True).start()


def busiest(times: list[float], window: float = 1.0) -> int:
    ordered = sorted(times)
    return max((bisect.bisect_left(ordered, t + window) - i for i, t in enumerate(ordered)), default=0)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def open_tables(env: Any, bot: Any, tables: int, seed: int) -> list[tuple[Any, Any, list[Any]]]:
    """`tables` two-player Scopa tables to 11, `TABLES_PER_GUILD` to a server, dealt; returns each
    one's (table, channel, its two players) once the deal's burst (live tables, DM channels, hand
    DMs) has drained. Opened as the bot: the redraws these start are the bot's own tasks, on
    simcord's clock (started from this driver, their debounce and the budget's window would run on
    the real clock while simcord's clock ran on without them)."""
    seats: list[tuple[Any, Any, list[Any]]] = []
    guild = None
    for index in range(tables):
        if index % TABLES_PER_GUILD == 0:
            guild = env.create_guild()
        assert guild is not None
        channel = guild.create_text_channel(f"cards-{index}")
        players = [guild.add_member(env.create_user(f"p{index}x{k}")) for k in range(2)]
        with env._bot_scope():
            table = await bot.service.open_table(
                guild_id=guild.id,
                channel_id=channel.id,
                user_id=players[0].id,
                user_name=players[0].user.name,
                options={"target": "11"},
            )
            await bot.service.join(table.id, players[1].id, players[1].user.name)
            await bot.service.start_game(table.id, players[0].id, seed=seed + index)
        seats.append((table, channel, players))
        if index % 20 == 19:
            await env.advance_time(0.5)
    while bot.budget.waiting or bot.presenter._redraws.tasks:
        await env.advance_time(5)
    return seats


async def run(
    tables: int,
    seconds: float,
    every: float,
    path: str,
    seed: int,
    db: Path,
    ramp: float,
    fast: bool = True,
) -> dict[str, Any]:
    # The quiet-spell WAL truncation fires whenever the virtual clock jumps; not what is measured.
    persistence.sqlite_wal.IDLE_TRUNCATE_SECONDS = None
    settings = Settings(rate_limit=float(os.environ.get("TAVOLO_RATE_LIMIT", "45")))
    bot = create_bot(settings, db_path=db, pacing=(DEBOUNCE, CHANNEL_GAP), computer_wait=None)
    rng = random.Random(seed)
    holder: list[Any] = []

    def clock() -> float:
        """simcord's virtual clock, the same from the bot's tasks and from this driver."""
        return holder[0].now().timestamp()

    shown: dict[int, list[tuple[float, int]]] = {}  # table -> (when, seq) of each live-table draw

    def record(original: Any) -> Any:
        async def drawn(self: Presenter, table: Any, *args: Any, **kwargs: Any) -> Any:
            result = await original(self, table, *args, **kwargs)
            # `table`: the snapshot the message was drawn from.
            shown.setdefault(table.id, []).append((clock(), table.seq))
            return result

        return drawn

    Presenter._edit_live = record(Presenter._edit_live)  # type: ignore[method-assign]
    Presenter._repost_live = record(Presenter._repost_live)  # type: ignore[method-assign]

    async with simcord.run(bot) as env:
        try:
            holder.append(env)
            # The budget's window on simcord's clock, as its waits are, whichever task calls first
            # (`time.monotonic`, its default, is simcord's clock only inside the bot's own tasks).
            bot.budget.clock = clock
            if os.environ.get("LOAD_PROGRESS"):
                watch(env, bot)
            if fast:
                # The bot makes no polls, scheduled events or entitlements: simcord need not look
                # through every message ever sent for one whose deadline passed at each tick of its
                # clock (quadratic in a long run with thousands of messages).
                env._process_resource_deadlines = lambda: None
                env._next_resource_deadline = lambda: None
            # simcord's bound on the real time one step may take: hundreds of tables drawn in one
            # virtual step take longer than its 5 s on this shared machine (the clock is virtual).
            env.settle_timeout = float(os.environ.get("LOAD_SETTLE", "300"))
            await env.advance_time(1)
            seats = await open_tables(env, bot, tables, seed)
            # A warm-up move at each table first: in a busy game each player has clicked their hand
            # DM lately, and the DM of the player whose turn starts is redrawn through that click.
            moves: list[tuple[float, int, int]] = []  # (when, table id, seq after the move)
            # The tables' first moves spread over `ramp` seconds, as tables under way are at every
            # stage: a first turn costs more (the second player has not moved yet, so it pings, and
            # has not clicked their DM yet), and all at once they would leave a backlog to measure.
            warm = clock()
            due = [warm + ramp * i / tables for i in range(tables)]
            begin = warm + ramp + every
            measuring = False
            skipped = 0  # moves put off: the player's hand DM did not offer their turn yet
            budget_starts: list[float] = []
            http_start = len(env.http_requests)
            while True:
                now = clock()
                if now >= begin and not measuring:
                    measuring = True
                    moves.clear()
                    skipped = 0
                    budget_starts = bot.budget.starts = []
                    http_start = len(env.http_requests)
                    shown.clear()
                if now - begin >= seconds:
                    break
                now = clock()
                for index, (table, channel, players) in enumerate(seats):
                    if due[index] > now:
                        continue
                    due[index] += every
                    live = bot.service.table(table.id)
                    if live.status != "playing" or live.state.to_move is None:
                        continue
                    player = next(p for p in players if p.id == live.seats[live.state.to_move].user_id)
                    # The move's time is the click's: simcord may run the clock on while the bot
                    # answers it (its timers fall due), and what follows is what is measured.
                    clicked = clock()
                    if not await move(player, channel, live, rng, path):
                        due[index] += 1 - every  # a second later
                        skipped += 1
                        continue
                    after = bot.service.table(table.id)
                    moves.append((clicked, table.id, after.seq))
                await env.advance_time(STEP)
            end = clock()
            # Then on until every queued call is sent and every table redrawn.
            while bot.budget.waiting or bot.presenter._redraws.tasks:
                await env.advance_time(1)
            await env.advance_time(5)
            final = {t.id: bot.service.table(t.id).seq for t, _, _ in seats}
            channels = {str(c.id) for _, c, _ in seats}
            requests = env.http_requests[http_start:]
        except BaseException:
            # Leave nothing waiting (the budget's queued calls): simcord's shutdown would wait
            # for them, and the error would never be shown.
            await bot.presenter.close()
            await bot.budget.close()
            raise
    await bot.release()
    limited = [r for r in requests if not r.path.startswith(("/interactions/", "/webhooks/"))]
    kinds = collections.Counter(
        f"{r.method} {'DM' if r.path.split('/')[2] not in channels else 'channel'}" for r in limited
    )
    staleness = []
    for when, table_id, seq in moves:
        draws = shown.get(table_id, [])
        later = [t for t, s in draws if s >= seq and t >= when]
        staleness.append(min(later) - when if later else float("inf"))
    last_shown = {tid: max((s for _, s in shown.get(tid, [])), default=-1) for tid in final}
    return {
        "moves": len(moves),
        "skipped": skipped,
        "seconds": end - begin,
        "limited": len(limited),
        "budget_starts": len(budget_starts),
        "mean_rate": len([t for t in budget_starts if t < end]) / (end - begin),
        "busiest": busiest(budget_starts),
        "per_move": len(limited) / max(1, len(moves)),
        "staleness": staleness,
        "final_shown": sum(1 for tid, seq in final.items() if last_shown[tid] >= seq),
        "tables": len(final),
        "replaced": bot.budget.replaced,
        "kinds": dict(kinds),
        "draws": sum(1 for d in shown.values() for t, _ in d if begin <= t),
    }


async def move(player: Any, channel: Any, table: Any, rng: random.Random, path: str) -> bool:
    """Make a random legal move as the player would; False when they cannot yet."""
    legal = table.state.legal()
    action = legal[rng.randrange(len(legal))]
    card, _, taken = action.partition(":")
    if path == "play":
        arguments = {"card": card, "capture": taken} if taken else {"card": card}
        await player.slash(channel, "play", **arguments)
        return True
    panel = player.user.dm_channel.history()[-1]
    items = [item for row in panel.components for item in getattr(row, "children", [row])]
    ids = {getattr(item, "custom_id", None) for item in items}
    own = f"tv:mv:{table.id}:{table.seq}:{action}"
    if own in ids:  # drawn on the player's turn: each play is a button of its own ("card → what it takes")
        await player.user.click(panel, custom_id=own)
        return True
    custom = f"tv:card:{table.id}:{table.seq}:{card}"
    if custom not in ids:
        return False  # their hand DM does not offer this turn yet (still waiting its redraw): later
    await player.user.click(panel, custom_id=custom)
    if sum(1 for a in legal if a.partition(":")[0] == card) > 1:
        # Several captures for this card: the panel asks which (a select on the redrawn panel).
        panel = player.user.dm_channel.history()[-1]
        for row in panel.components:
            for item in getattr(row, "children", [row]):
                if action in [o.value for o in getattr(item, "options", None) or []]:
                    await player.user.select(panel, [action], custom_id=item.custom_id)
                    return True
    return True


async def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=60.0, help="virtual seconds of play measured")
    parser.add_argument("--every", type=float, default=10.0, help="seconds between two moves at a table")
    parser.add_argument("--path", choices=["dm", "play"], default="dm")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument(
        "--ramp", type=float, default=60.0, help="seconds over which the tables make their first move"
    )
    parser.add_argument(
        "--scan", action="store_true", help="simcord's own settling, without the index (slow under overload)"
    )
    args = parser.parse_args(argv)
    shm = Path("/dev/shm")
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    without_card_emoji()
    virtual_sleeps_only()
    if not args.scan:
        indexed_settlement()
    # `cards: text` (a server's `/settings` choice): no table pictures drawn. The calls are the
    # same (a picture rides in the edit that carries the table); drawing 600 of them is CPU time
    # this shared machine has not got.
    Preferences.shows_pictures = lambda self, guild_id, user_id=None: False  # type: ignore[method-assign]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(dir=where) as folder:
        result = await run(
            args.tables,
            args.seconds,
            args.every,
            args.path,
            args.seed,
            Path(folder) / "t.db",
            args.ramp,
            fast=not args.scan,
        )
    stale = [s for s in result["staleness"] if s != float("inf")]
    unseen = len(result["staleness"]) - len(stale)
    print(
        f"{args.tables} two-human tables, a move every {args.every:g} s each ({args.path} path), "
        f"{result['seconds']:.0f} virtual s: {result['moves']} moves"
    )
    print(
        f"  rate-limited calls: {result['limited']} = {result['per_move']:.2f} per move; "
        f"{result['mean_rate']:.1f}/s on average, busiest second {result['busiest']} "
        f"({'no 429 at 50/s' if result['busiest'] <= 50 else 'OVER 50/s: Discord would answer 429'})"
    )
    print(
        f"  live-table staleness (move -> the edit that shows it): p50 {statistics.median(stale):.2f} s, "
        f"p95 {percentile(stale, 0.95):.2f} s, max {max(stale):.2f} s"
        + (f"; {unseen} moves never shown" if unseen else "")
    )
    if result["skipped"]:
        print(f"  moves put off a second (the hand DM did not offer the turn yet): {result['skipped']}")
    print(
        f"  tables whose live message shows their last state at the end: "
        f"{result['final_shown']}/{result['tables']}; {result['draws']} live-table draws for "
        f"{result['moves']} moves (coalesced while waiting: {result['moves'] - result['draws']})"
    )
    print("  which: " + ", ".join(f"{k} {n}" for k, n in sorted(result["kinds"].items())))
    print(f"  wall time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
