"""Screenshots of each game's lobby, live table and game over, narrow and wide.

Not collected by pytest's default run (its name does not start with `test_`); run it with
    .venv/bin/python -m pytest tests/bot/tools/shots.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.bot.discord_helpers import add_computer, make_world

OUT = Path(os.environ.get("SHOTS_DIR", "/tmp/shots"))
GAMES = [
    ("scopa", 2, {"target": "3"}),
    ("scopone", 4, {"target": "3"}),
    ("scarto", 3, {}),
    ("stovkahra", 4, {"brcke": "1"}),
    ("gofish", 3, {}),
    ("concentration", 2, {"deck": "20"}),
    ("babanuki", 3, {}),
    ("jiji-nuki", 3, {}),
]
ONLY = os.environ.get("SHOTS_GAMES")


@pytest.fixture(autouse=True)
def system_chromium(monkeypatch):
    """Playwright's own browser is not installed here: use the system's Chromium."""
    from playwright.async_api import BrowserType

    launch = BrowserType.launch

    async def with_system_chromium(self, **kwargs):
        kwargs.setdefault("executable_path", os.environ.get("CHROMIUM", "/usr/bin/chromium"))
        return await launch(self, **kwargs)

    monkeypatch.setattr(BrowserType, "launch", with_system_chromium)


async def shoot(world, host, name: str, message=None) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for label, (width, height) in {"narrow": (400, 900), "wide": (1100, 900)}.items():
        async with world.env.preview(
            world.channel, viewers=[host], layout="channel", width=width, height=height
        ) as preview:
            await preview.screenshot(
                OUT / f"{name}_{label}.png", target=message, mode="viewport", allow_incomplete=True
            )


@pytest.mark.parametrize(("game", "seats", "options"), [g for g in GAMES if not ONLY or g[0] in ONLY])
async def test_shots(simcord_env, game, seats, options):
    world = make_world(simcord_env, ["alice"])
    host = world.players[0]
    await host.slash(world.channel, "table new", game=game, players=seats)
    table = world.table()
    for key, value in options.items():
        await host.slash(world.channel, "table options", option=key, value=value)
    for _ in range(seats - 1):
        await add_computer(world, table.id)
    await shoot(world, host, f"{game}_lobby", world.live_message(table.id))
    await host.click(world.live_message(table.id), label="Start")
    service = world.bot.service
    moves = 0
    for _ in range(5000):
        now = service.table(table.id)
        if now.status != "playing":
            break
        mover = now.state.to_move
        if mover is None or now.seats[mover].user_id != host.id:
            await world.env.advance_time(5)
            continue
        legal = now.state.legal()
        await host.slash(world.channel, "move", action=legal[len(legal) // 2])
        await world.env.settle()
        moves += 1
        if moves == 6:
            await shoot(world, host, f"{game}_live", world.live_message(table.id))
    await world.env.settle()
    await shoot(world, host, f"{game}_over", world.channel.last_message)


async def test_rematch_shots(simcord_env):
    """Two people and a computer finish Scopa; bob asks for the rematch; alice is still to."""
    from tests.bot.discord_helpers import play_via_slash, setup_game

    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    table = await setup_game(world, target=3, computers=1, players=3)
    pick = 0
    while world.last_table(table.id).status == "playing":
        await play_via_slash(world, table.id, pick)
        pick += 1
    over = world.live_message(table.id)
    await bob.click(over, custom_id=f"tv:rematch:{table.id}")
    await shoot(world, alice, "rematch_waiting", world.live_message(table.id))
    await alice.click(world.live_message(table.id), custom_id=f"tv:rematch:{table.id}")
    await world.env.settle()
    await shoot(world, alice, "rematch_started", world.channel.last_message)
