"""Owed writes (bot/discord/core/delivery/owed.py, redraw.py): which failures are Discord's, a 429's
`retry_after` honoured by the redraw loop, and one log line an outage, however many tables retry."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace

import discord
import pytest

from bot.discord.core.delivery.owed import Outage, retry_after, transient
from bot.discord.core.delivery.redraw import RedrawLoop


def http_error(status: int, headers: dict[str, str] | None = None) -> discord.HTTPException:
    response = SimpleNamespace(status=status, reason="x", headers=headers or {})
    return discord.HTTPException(response, {"code": 0, "message": "x"})  # type: ignore[arg-type]


def test_discord_faults_are_owed_the_bots_own_are_not():
    assert transient(http_error(500)) and transient(http_error(503)) and transient(http_error(429))
    assert transient(TimeoutError()) and transient(ConnectionResetError())
    response = SimpleNamespace(status=403, reason="Forbidden", headers={})
    assert not transient(discord.Forbidden(response, {"code": 50013, "message": "x"}))  # type: ignore[arg-type]
    assert not transient(http_error(400)) and not transient(ValueError())
    assert retry_after(http_error(429, {"Retry-After": "1.5"})) == 1.5
    assert retry_after(http_error(500)) == 0.0


async def test_a_429_is_retried_no_sooner_than_it_asks():
    tries: list[float] = []
    loop = asyncio.get_running_loop()

    async def draw(table_id: int) -> None:
        tries.append(loop.time())
        if len(tries) == 1:
            raise http_error(429, {"Retry-After": "1.6"})

    redraws = RedrawLoop(draw, 0.0, log=logging.getLogger("test"), outage=Outage(loop.time))
    redraws.mark_dirty(1)
    while redraws.tasks:
        await asyncio.sleep(0.05)
    assert len(tries) == 2 and tries[1] - tries[0] >= 1.6  # not the first backoff's 1 s
    assert not redraws.owes(1)


async def test_one_log_line_when_writes_fail_and_one_when_all_owed_are_written(caplog):
    caplog.set_level(logging.INFO, logger="tavolo.discord")
    now = [0.0]
    outage = Outage(lambda: now[0])
    for table in range(50):  # fifty tables fail, again and again
        for _ in range(3):
            outage.write_failed(http_error(500))
            outage.owe(("table", table), http_error(500))
    now[0] = 90.0
    outage.write_succeeded()
    for table in range(50):
        outage.paid(("table", table))
    said = [r.getMessage() for r in caplog.records if r.name == "tavolo.discord"]
    assert len(said) == 2, said
    assert "50 owed writes caught up, the longest waited 90 s" in said[1]
    outage.close()


@pytest.mark.parametrize("failing", [True, False])
async def test_while_writes_fail_one_table_probes_at_a_time(failing):
    now = [100.0]
    outage = Outage(lambda: now[0])
    if failing:
        outage.write_failed(http_error(500))
    first = asyncio.ensure_future(outage.wait_turn(lambda: True))
    second = asyncio.ensure_future(outage.wait_turn(lambda: True))
    await asyncio.sleep(0.01)
    assert first.done()  # the probe
    assert second.done() is (not failing)  # the other waits while writes fail
    second.cancel()
    outage.close()
