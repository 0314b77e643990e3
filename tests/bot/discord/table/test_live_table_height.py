"""The whole live-table message stays within a phone's screen (≤ 650 px tall at 360 px) at every
moment of a game, including right after a deal ends, when the last deal's summary is folded in
(issue 35). Measured as `tools/phone_heights.py` does: simcord's preview captured with Chromium,
the capture cut to the message; skipped where no Chromium is installed."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from unittest import mock

import pytest
from PIL import Image

from bot.discord.core.card_pictures import PICTURES
from tests.bot.discord_helpers import add_computer, make_world, member_for, open_table

pytest.importorskip("playwright")
# simcord's preview runtime (pip install -e '.[screenshots]'); CI installs Chromium, not these.
pytest.importorskip("linkify_it")
pytest.importorskip("regex")
if shutil.which("chromium") is None and shutil.which("chromium-browser") is None:
    pytest.skip("no Chromium to capture the preview with", allow_module_level=True)

from tools.phone_heights import shape
from tools.screenshots import emoji_assets, use_chromium

KEEP = os.environ.get("TAVOLO_KEEP_HEIGHTS")  # a folder to keep the captures in, to look at
LIMIT = 650  # what a 360 px phone shows at once (tools/phone_heights.py)
WIDTH = 360


async def heights_through_a_deal(
    env, game: str, computers: int, seed: int, options: dict[str, str], settle: float = 30.0
) -> list[tuple[str, int]]:
    """alice plays `game` with computers until the second deal's first round is over (or the
    game ends); the live message's height at 360 px each time it is her turn."""
    # This test only: the browser capturing the preview shares the machine with the bot.
    env.settle_timeout = settle
    world = make_world(env, ["alice"])
    table = await open_table(world, game, players=computers + 1)
    # Pictures are kept by table id and move number, process-wide: another test's table #1 at
    # the same move must not stand in for this one's.
    PICTURES.forget(table.id)
    for option, value in options.items():
        await world.players[0].slash(world.channel, "table options", option=option, value=value)
    for _ in range(computers):
        await add_computer(world, table.id)
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):  # a fixed deal
        await world.players[0].click(world.live_message(table.id), label="Start")
    alice = world.players[0]
    heights: list[tuple[str, int]] = []
    shapes: set[tuple[int, ...]] = set()
    use_chromium(None)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "live.png"
        async with env.preview(
            world.channel,
            viewers=[alice],
            layout="message",
            display="fixed",
            width=WIDTH,
            height=2400,
            assets=emoji_assets(env),
        ) as preview:
            for _ in range(400):
                now = world.last_table(table.id)
                if now.status != "playing" or now.state is None or now.state.to_move is None:
                    break
                view = now.state.view(None)
                if now.state.deal >= 1 and len(view.get("history") or []) >= len(now.seats):
                    break  # the second deal's first round is played: its summary has left
                live = world.live_message(table.id)
                if shape(live) not in shapes:  # a message like one measured is as tall: skip it
                    shapes.add(shape(live))
                    await preview.screenshot(path, target=live, viewport=(WIDTH, 2400))
                    if KEEP:
                        shutil.copy(path, Path(KEEP) / f"{game}-{now.seq}.png")
                    heights.append((f"deal {now.state.deal + 1}, move {now.seq}", Image.open(path).height))
                mover = member_for(world, now.seats[now.state.to_move].user_id)
                await play_a_move(world, mover, table.id, now)
                await env.advance_time(5)
    return heights


async def play_a_move(world, mover, table_id: int, now) -> None:
    """The first legal move `/move` plays at once: one that asks to be confirmed first
    (Stovkahra's dost while it would lose the game) is not played, and taking it again and again
    would hold the table until the turn timer ran out."""
    for action in now.state.legal():
        await mover.slash(world.channel, "move", action=action)
        if world.last_table(table_id).seq != now.seq:
            return
    raise AssertionError(f"no legal move was played: {now.state.legal()}")


@pytest.mark.slow
async def test_the_live_table_fits_a_phone_through_a_deal_end(simcord_env):
    # Scopa for six in three teams: the most sides to name on the score line and in the deal's
    # summary (tools/phone_heights.py --every-state measures every game).
    heights = await heights_through_a_deal(simcord_env, "scopa", 5, 3, {"teams": "true"})
    assert any(when.startswith("deal 2") for when, _ in heights)  # right after the deal ended
    tallest = max(heights, key=lambda item: item[1])
    assert tallest[1] <= LIMIT, heights
