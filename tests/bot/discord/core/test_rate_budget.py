"""The token's budget (`bot.discord.core.delivery.rate_budget`): never over its rate, most urgent first, and a
table's queued edit replaced by its newer one without ever losing the table's last state.

Run on an injected clock: `sleep` moves it, so a burst of a thousand calls takes no wall time."""

from __future__ import annotations

import asyncio
import bisect
from typing import Any

import pytest

from bot.config import ConfigError, load_settings
from bot.discord.core.delivery.rate_budget import LATER, TABLE, TURN, RateBudget


class VirtualClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        # Like a timer: what is ready to run (a call just let through) runs before time moves.
        for _ in range(5):
            await asyncio.sleep(0)
        self.now += max(seconds, 0.0)


def budget(rate: float = 45.0) -> tuple[RateBudget, VirtualClock]:
    clock = VirtualClock()
    limiter = RateBudget(rate, clock=clock, sleep=clock.sleep)
    limiter.starts = []
    return limiter, clock


def most_in_any_second(starts: list[float]) -> int:
    ordered = sorted(starts)
    # The busiest window starts at some call: count the calls within a second after it.
    return max(bisect.bisect_left(ordered, t + 1.0) - i for i, t in enumerate(ordered))


async def test_a_burst_of_a_thousand_queued_edits_never_exceeds_the_rate():
    limiter, clock = budget(45)
    sent: list[tuple[int, int]] = []  # (table, the state an edit showed)
    state = dict.fromkeys(range(1000), 0)

    async def edit(table: int) -> None:
        async with limiter.turn(TABLE, ("live", table)) as mine:
            if mine:
                sent.append((table, state[table]))

    await asyncio.gather(*(edit(table) for table in range(1000)))
    assert len(sent) == 1000  # every table's edit, none replaced (each table queued once)
    assert most_in_any_second(limiter.starts) <= 45
    assert clock.now >= (1000 - 45) / 45  # it took the time the rate needs, no less


async def test_under_load_a_replaced_edit_is_never_a_tables_last_state():
    limiter, _ = budget(45)
    state = dict.fromkeys(range(100), 0)
    shown: dict[int, int] = {}

    async def move_then_edit(table: int) -> None:
        # A table changes ten times while its edits wait; each change queues an edit that
        # shows the table as it is when the edit's turn comes.
        state[table] += 1
        async with limiter.turn(TABLE, ("live", table)) as mine:
            if mine:
                shown[table] = state[table]

    # Start every change at once (1,000 edits queued), as a burst of moves would.
    await asyncio.gather(*(move_then_edit(t) for _ in range(10) for t in range(100)))
    assert shown == state  # every table's last state was sent
    assert limiter.replaced > 0  # ... and stale intermediate edits were dropped for it
    assert limiter.sent < 1000
    assert most_in_any_second(limiter.starts) <= 45


async def test_the_turn_that_starts_goes_before_other_tables_and_summaries():
    limiter, _ = budget(2)
    order: list[str] = []

    async def call(name: str, level: int, key: Any = None) -> None:
        async with limiter.turn(level, key) as mine:
            if mine:
                order.append(name)

    # Fill the window, then queue in the worst order: summary, other table, the new turn.
    await call("first", TABLE)
    await call("second", TABLE)
    await asyncio.gather(
        call("summary", LATER), call("other table", TABLE, ("live", 2)), call("ping", TURN, ("live", 1))
    )
    assert order == ["first", "second", "ping", "other table", "summary"]


async def test_a_newer_edit_takes_a_waiting_edits_place_and_its_urgency():
    limiter, _ = budget(1)
    sent: list[str] = []

    async def call(name: str, level: int, key: Any) -> None:
        async with limiter.turn(level, key) as mine:
            if mine:
                sent.append(name)

    await call("fill the window", TABLE, None)
    # The table of the turn that started waits; a newer edit of the same table takes its place
    # (the newer state is drawn when its turn comes) and keeps its priority: it goes out before
    # the other table. (The presenter carries a replaced call's ping over to its next draw.)
    await asyncio.gather(
        call("other table", TABLE, ("live", 2)),
        call("ping", TURN, ("live", 1)),
        call("newer edit", TABLE, ("live", 1)),
    )
    assert sent == ["fill the window", "newer edit", "other table"]


async def test_in_front_of_the_http_client_every_request_waits_its_turn():
    limiter, clock = budget(10)
    made: list[float] = []

    class Http:
        async def request(self, route: Any, **kwargs: Any) -> Any:
            made.append(clock())
            return route

    http = Http()
    limiter.install(http)
    limiter.install(http)  # installing twice does not wait twice
    assert await asyncio.gather(*(http.request(n) for n in range(35))) == list(range(35))
    assert most_in_any_second(made) <= 10
    assert limiter.sent == 35 and clock.now >= 3.0


def test_the_rate_is_a_setting_split_between_processes_by_their_shards():
    assert load_settings({}, dotenv_path=None).rate_share == 45  # below Discord's 50
    assert load_settings({"TAVOLO_RATE_LIMIT": "40"}, dotenv_path=None).rate_share == 40
    # Four shards of sixteen: a quarter of the token's budget, so the processes together keep to it.
    split = {
        "TAVOLO_RATE_LIMIT": "40",
        "TAVOLO_SHARDS": "0-3",
        "TAVOLO_SHARD_COUNT": "16",
        "TAVOLO_DB": "postgresql://tavolo@db/tavolo",
    }
    assert load_settings(split, dotenv_path=None).rate_share == 10
    with pytest.raises(ConfigError, match="TAVOLO_RATE_LIMIT must be REST requests a second from 1 to 50"):
        load_settings({"TAVOLO_RATE_LIMIT": "60"}, dotenv_path=None)
    with pytest.raises(ConfigError, match="not 'fast'"):
        load_settings({"TAVOLO_RATE_LIMIT": "fast"}, dotenv_path=None)
