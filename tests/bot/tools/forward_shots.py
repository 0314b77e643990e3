"""Screenshots of a game's command typed in a DM for a table another process serves, answered by
that process (`/flip`, `/ask`), narrow and wide. Run with
    .venv/bin/python -m pytest tests/bot/tools/forward_shots.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.discord.shards.test_discord_forwarding import (  # noqa: F401  (the fixtures)
    _answered,
    _dealt_then_split,
    _eventually,
    _mover,
    _owner,
    build,
    db_path,
    simcord_bot,
)
from tests.bot.tools.shots import OUT, system_chromium  # noqa: F401  (the fixture)
from tools.screenshots import emoji_assets


async def shoot(world: Any, user: Any, name: str, message: Any) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for label, (width, height) in {"narrow": (400, 500), "wide": (1100, 500)}.items():
        async with world.env.preview(
            user.dm_channel,
            viewers=[user],
            layout="message",
            width=width,
            height=height,
            assets=emoji_assets(world.env),
        ) as preview:
            await preview.screenshot(
                OUT / f"{name}_{label}.png", target=message, mode="viewport", allow_incomplete=True
            )


@pytest.mark.parametrize(("game", "command"), [("concentration", "flip"), ("gofish", "ask")])
async def test_forwarded_command(simcord_env, build, game, command):  # noqa: F811
    world, table_id = await _dealt_then_split(simcord_env, build, game, players=2)
    owner = await _owner(simcord_env, build)
    table = owner.service.table(table_id)
    player = _mover(world, table)
    if command == "flip":
        result = await player.user.slash("flip", position=1)
    else:
        other = next(s for s in table.seats if s.user_id != player.id)
        rank = (await player.user.autocomplete("ask", "rank", ""))[0]["value"]
        result = await player.user.slash("ask", player=other.name, rank=rank)
    await owner.forwarding.idle()
    await _eventually(lambda: _answered(result))
    await shoot(world, player.user, f"forwarded_{command}", result.response.message)
