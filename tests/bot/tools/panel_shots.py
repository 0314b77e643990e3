"""Screenshots of the private hand panels that take a move in one click, narrow and wide: the
Scarto discard (one list, and over 25 cards two), a Scarto hand by suit off its turn and on it,
Stovkahra's declaration turn, Go Fish asks as buttons, one select and a select per player.

Not collected by pytest's default run (its name does not start with `test_`); run it with
    .venv/bin/python -m pytest tests/bot/tools/panel_shots.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from unittest import mock

import pytest

import games
from bot.discord.games.tricks_discard import discardable
from tests.bot.discord_helpers import World, add_computer, make_world
from tests.bot.tools.shots import OUT, system_chromium

__all__ = ["system_chromium"]  # the fixture, used by every test here


async def shoot(world: World, viewer: Any, channel: Any, name: str, message: Any) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for label, (width, height) in {"narrow": (400, 900), "wide": (960, 900)}.items():
        async with world.env.preview(channel, viewers=[viewer], width=width, height=height) as preview:
            await preview.screenshot(OUT / f"panel_{name}_{label}.png", target=message, allow_incomplete=True)


async def start(world: World, game: str, seats: int, fits: Callable[[Any], bool], **options: str) -> Any:
    """alice (seat 0) and computers at a deal that `fits`."""
    alice = world.players[0]
    await alice.slash(world.channel, "table new", game=game, players=seats)
    table = world.table()
    for key, value in options.items():
        await alice.slash(world.channel, "table options", option=key, value=value)
    for _ in range(seats - 1):
        await add_computer(world, table.id, "easy")
    rules = {k: v == "on" for k, v in options.items()}
    seed = next(s for s in range(500) if fits(games.get(game).new(seats, seed=s, options=rules)))
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        await alice.click(world.live_message(table.id), label="Start")
    await world.env.advance_time(3)
    return world.last_table(table.id)


@pytest.mark.parametrize("big", [False, True])
async def test_scarto_discard(simcord_env, big):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]

    def fits(state: Any) -> bool:
        return state.to_move == 0 and (len(discardable(state.legal())) > 25) == big

    await start(world, "scarto", 3, fits)
    name = "scarto_discard_two_lists" if big else "scarto_discard"
    await shoot(world, alice.user, alice.user.dm_channel, name, alice.user.dm_channel.history()[-1])


async def test_scarto_by_suit(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice = world.players[0]
    await alice.slash(world.channel, "table new", game="scarto", players=3)
    table = world.table()
    await world.players[1].slash(world.channel, "table join")
    await add_computer(world, table.id, "easy")
    seed = next(s for s in range(500) if games.get("scarto").new(3, seed=s).to_move == 1)
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        await alice.click(world.live_message(table.id), label="Start")
    await world.env.advance_time(3)
    panel = (await alice.slash(world.channel, "hand")).response
    await shoot(world, alice, world.channel, "scarto_by_suit_not_your_turn", panel)


async def test_stovkahra_declaration_turn(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    await start(
        world, "stovkahra", 4, lambda s: s.to_move == 0 and any(a.startswith("declare:") for a in s.legal())
    )
    await shoot(
        world, alice.user, alice.user.dm_channel, "stovkahra_declare", alice.user.dm_channel.history()[-1]
    )


@pytest.mark.parametrize(
    ("name", "seats", "options", "fits"),
    [
        ("gofish_one_player", 2, {}, lambda s: s.to_move == 0),
        ("gofish_buttons", 4, {}, lambda s: s.to_move == 0 and len(s.legal()) <= 10),
        ("gofish_select", 4, {}, lambda s: s.to_move == 0 and len(s.legal()) > 10),
        ("gofish_per_player", 6, {"ask_exact_card": "on"}, lambda s: s.to_move == 0),
    ],
)
async def test_go_fish_asks(simcord_env, name, seats, options, fits):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    await start(world, "gofish", seats, fits, **options)
    await shoot(world, alice.user, alice.user.dm_channel, name, alice.user.dm_channel.history()[-1])
