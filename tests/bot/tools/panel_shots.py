"""Screenshots of each game's private panel (the hand DM or the /hand answer) on the player's turn, at a
phone's 360 px and a desktop's 960 px, and the private picture itself as the player receives it.

Not collected by pytest's default run (its name does not start with `test_`); run it with
    .venv/bin/python -m pytest tests/bot/tools/panel_shots.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default docs/screenshots): `panel-<name>-<width>.png`, `hand-<name>.png`;
with $SHOTS_LOCALE (`it`…) the server and the player speak that language, and the names end `-it`.
(simcord draws a message's attachment under its buttons; Discord draws it above them.)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import simcord

import games
from bot.discord.games.tricks.discard import discardable
from tests.bot.discord_helpers import World, add_computer
from tests.bot.tools.shots import system_chromium
from tools.screenshots import emoji_assets

__all__ = ["system_chromium"]  # the fixture, used by every test here

OUT = Path(os.environ.get("SHOTS_DIR", Path(__file__).resolve().parents[3] / "docs" / "screenshots"))
LOCALE = os.environ.get("SHOTS_LOCALE")
SUFFIX = f"-{LOCALE}" if LOCALE else ""


def make_world(env: Any, names: list[str]) -> World:
    """The players on a server in `SHOTS_LOCALE` (English without it)."""
    guild = env.create_guild(preferred_locale=LOCALE) if LOCALE else env.create_guild()
    channel = guild.create_text_channel("cards")
    players = [guild.add_member(env.create_user(name)) for name in names]
    return World(env, guild, channel, players)


@pytest.fixture(autouse=True)
def _client_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every interaction in `SHOTS_LOCALE`, as a player whose Discord speaks it."""
    if not LOCALE:
        return
    original = simcord.interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = LOCALE
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)


async def shoot(world: World, viewer: Any, channel: Any, name: str, message: Any) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for width in (360, 960):
        # The card emoji as the bot uploaded them (else "Custom emoji unavailable" on every button).
        async with world.env.preview(
            channel, viewers=[viewer], width=width, height=1100, assets=emoji_assets(world.env)
        ) as preview:
            await preview.screenshot(
                OUT / f"panel-{name}{SUFFIX}-{width}.png", target=message, allow_incomplete=True
            )
    for attachment in message.attachments:
        if attachment.filename == "hand.png":
            (OUT / f"hand-{name}{SUFFIX}.png").write_bytes(await attachment.read())


async def start(world: World, game: str, seats: int, fits: Callable[[Any], bool], **options: str) -> Any:
    """alice (seat 0) and computers at a deal that `fits`."""
    alice = world.players[0]
    await alice.slash(world.channel, "table new", game=game, players=seats)
    table = world.table()
    for key, value in options.items():
        await alice.slash(world.channel, "table options", option=key, value=value)
    for _ in range(seats - 1):
        await add_computer(world, table.id, "easy")
    rules = {k: v == "on" if v in ("on", "off") else int(v) if v.isdigit() else v for k, v in options.items()}
    rules_of = games.find(game)[0]
    seed = next(s for s in range(500) if fits(rules_of.new(seats, seed=s, options=rules)))
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        await alice.click(world.live_message(table.id), custom_id=f"tv:lobby:start:{table.id}")
    await world.env.advance_time(3)
    return world.last_table(table.id)


async def until_alices_turn(
    world: World, table_id: int, ready: Callable[[Any], bool] = lambda s: True
) -> None:
    """Computers move (alice passes her declarations, plays her first card) until alice is to move
    at a position that is `ready`."""
    alice = world.players[0]
    for _ in range(400):
        table = world.last_table(table_id)
        state = table.state
        if state.to_move == 0 and ready(state):
            return
        if state.to_move == 0:
            legal = [a for a in state.legal() if a != "dost"] or state.legal()
            await alice.slash(world.channel, "move", action=legal[0])
        else:
            await world.env.advance_time(5)
    raise AssertionError("alice never came to a ready turn")


def latest_dm(world: World) -> Any:
    alice = world.players[0]
    return alice.user.dm_channel.history()[-1]


@pytest.mark.parametrize("seats", [2, 4])
async def test_scopa(simcord_env, seats):
    world = make_world(simcord_env, ["alice"])
    table = await start(world, "scopa" if seats == 2 else "scopone", seats, lambda s: True)
    await until_alices_turn(world, table.id, lambda s: any(":" in a for a in s.legal()))
    await world.env.advance_time(3)
    alice = world.players[0]
    await shoot(world, alice.user, alice.user.dm_channel, f"scopa-{seats}", latest_dm(world))


async def test_scarto_discard(simcord_env):
    world = make_world(simcord_env, ["alice"])
    await start(world, "scarto", 3, lambda s: s.to_move == 0 and len(discardable(s.legal())) < 25)
    alice = world.players[0]
    await shoot(world, alice.user, alice.user.dm_channel, "scarto-discard", latest_dm(world))


async def test_scarto_trick(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await start(world, "scarto", 3, lambda s: s.to_move == 1)
    await until_alices_turn(world, table.id, lambda s: bool(s.view(None)["trick"]))
    alice = world.players[0]
    panel = (await alice.slash(world.channel, "hand")).response
    await shoot(world, alice, world.channel, "scarto-trick", panel)


async def test_stovkahra(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await start(world, "stovkahra", 4, lambda s: s.to_move != 0)
    await until_alices_turn(world, table.id, lambda s: bool(s.view(None)["trick"]))
    await world.env.advance_time(3)
    alice = world.players[0]
    await shoot(world, alice.user, alice.user.dm_channel, "stovkahra", latest_dm(world))


async def test_go_fish(simcord_env):
    world = make_world(simcord_env, ["alice"])
    await start(world, "gofish", 4, lambda s: s.to_move == 0 and len(s.legal()) <= 10)
    alice = world.players[0]
    await shoot(world, alice.user, alice.user.dm_channel, "gofish", latest_dm(world))


async def test_old_maid(simcord_env):
    world = make_world(simcord_env, ["alice"])
    await start(world, "oldmaid", 3, lambda s: s.to_move == 0)
    alice = world.players[0]
    await shoot(world, alice.user, alice.user.dm_channel, "oldmaid", latest_dm(world))


async def test_game_over(simcord_env):
    """The live table at a game's end (the game-over picture): `game-over-<phone|narrow|wide>.png`."""
    world = make_world(simcord_env, ["alice"])
    table = await start(world, "scopa", 2, lambda s: True, target="1")
    alice = world.players[0]
    for _ in range(400):
        state = world.last_table(table.id).state
        if state.over:
            break
        if state.to_move == 0:
            await alice.slash(world.channel, "move", action=state.legal()[0])
        else:
            await world.env.advance_time(5)
    await world.env.advance_time(5)
    message = world.live_message(table.id)
    assert any(a.filename == "result.png" for a in message.attachments)
    OUT.mkdir(parents=True, exist_ok=True)
    for label, width in (("phone", 360), ("narrow", 420), ("wide", 960)):
        async with world.env.preview(
            world.channel, viewers=[alice], width=width, height=1400, assets=emoji_assets(world.env)
        ) as preview:
            path = OUT / f"game-over-{label}{SUFFIX}.png"
            await preview.screenshot(path, target=message, allow_incomplete=True)


async def test_hand_dm_and_hand_panel(simcord_env):
    """A Scopa hand DM and a `/hand` answer on alice's turn: `hand-dm-<width label>.png` and
    `hand-panel-<width label>.png` at 360, 420 and 960 px."""
    world = make_world(simcord_env, ["alice"])
    table = await start(world, "scopa", 2, lambda s: True)
    await until_alices_turn(world, table.id, lambda s: len(s.view(0)["hand"]) == 3)
    await world.env.advance_time(3)
    alice = world.players[0]
    panel = (await alice.slash(world.channel, "hand")).response
    shots = (
        ("hand-dm", alice.user, alice.user.dm_channel, latest_dm(world)),
        ("hand-panel", alice, world.channel, panel),
    )
    OUT.mkdir(parents=True, exist_ok=True)
    for name, viewer, channel, message in shots:
        for label, width in (("phone", 360), ("narrow", 420), ("wide", 960)):
            async with world.env.preview(
                channel, viewers=[viewer], width=width, height=1400, assets=emoji_assets(world.env)
            ) as preview:
                path = OUT / f"{name}-{label}{SUFFIX}.png"
                await preview.screenshot(path, target=message, allow_incomplete=True)
