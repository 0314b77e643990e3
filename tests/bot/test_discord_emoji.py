"""Every unicode emoji the bot sends on a component or as a reaction is one Discord knows.

Discord refuses a whole message (50035 "Invalid emoji") when one button carries a character
that is not an emoji, and simcord does not check it, so this test reads every request the
bot made while a game of each kind was played from start to finish, panels included.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

import emoji
import pytest

from tests.bot.discord_helpers import add_computer, make_world

# After the human's move the computers' paced moves follow in real time within one settle; with three
# computers drawing pictures on a loaded CI machine that chain has passed simcord's default 5 s.
# (Not for every test: simcord counts a bot's sleep shorter than the bound as work to wait for, so
# a larger bound changes what a test sees — a 5 s forwarding timeout would fire inside a click.)
pytestmark = pytest.mark.simcord(settle_timeout=30)

# (game or preset, seats): one table of each, a human and computers.
TABLES = [
    ("scopa", 2),
    ("scopone", 4),
    ("scarto", 3),
    ("stovkahra", 4),
    ("gofish", 3),
    ("concentration", 2),
    ("babanuki", 3),
    ("jiji-nuki", 2),
]
MAX_MOVES = 1500  # the human's moves and computers' thinking pauses


def emojis_in(payload: Any) -> list[Any]:
    """Every `emoji` object in a request body (components, nested at any depth)."""
    found = []
    if isinstance(payload, dict):
        for key, value in payload.items():
            if key == "emoji" and value:
                found.append(value)
            else:
                found.extend(emojis_in(value))
    elif isinstance(payload, list):
        for value in payload:
            found.extend(emojis_in(value))
    return found


def unknown_emojis(requests: list[Any]) -> set[str]:
    bad = set()
    for request in requests:
        for item in emojis_in(request.json):
            if isinstance(item, dict) and item.get("id"):
                continue  # a custom emoji: Discord checks it by id, not by name
            name = item.get("name") if isinstance(item, dict) else str(item)
            if not emoji.is_emoji(name):
                bad.add(name)
        if "/reactions/" in request.path:
            name = unquote(request.path.split("/reactions/")[1].split("/")[0])
            if ":" not in name and not emoji.is_emoji(name):
                bad.add(name)
    return bad


def test_the_check_itself_refuses_the_face_down_card_glyph():
    assert not emoji.is_emoji("🂠")  # U+1F0A0: in the playing cards block, but not an emoji
    assert emoji.is_emoji("🃏")


@pytest.mark.parametrize(("game", "seats"), TABLES)
async def test_every_component_emoji_is_a_real_discord_emoji(simcord_env, game: str, seats: int):
    world = make_world(simcord_env, ["alice"])
    host = world.players[0]
    opened = await host.slash(world.channel, "table new", game=game, players=seats)
    assert opened.response is not None and not opened.ephemeral, opened
    table = world.table()
    if "target" in table.options:
        await host.slash(world.channel, "table options", option="target", value="1")
    for _ in range(seats - 1):
        await add_computer(world, table.id)
    await host.click(world.live_message(table.id), label="Start")
    service = world.bot.service
    for _ in range(MAX_MOVES):
        now = service.table(table.id)
        if now.status != "playing":
            break
        mover = now.state.to_move
        if mover is None or now.seats[mover].user_id != host.id:
            await world.env.advance_time(5)  # a computer thinks (paced)
            continue
        # The human's turn: draw their panel as a click on "My hand" would, then move.
        if game != "concentration":
            panel = await host.click(world.live_message(table.id), label="My hand")
            assert panel.ephemeral, panel
        # Not a losing dost: /move asks first (a confirmation), and the game would wait on it.
        legal = [a for a in now.state.legal() if a != "dost"] or now.state.legal()
        # Through a command, as a player moves: work the test starts itself is not the bot's, and
        # simcord does not follow it into the database thread.
        moved = await host.slash(world.channel, "move", action=legal[len(legal) // 2])
        assert moved.response is not None, moved
        await world.env.settle()
    # Game over drawn too (a game of Stovkahra is too long for a test: a few deals of it are enough).
    assert service.table(table.id).status == "finished" or game == "stovkahra"
    assert unknown_emojis(simcord_env.http_requests) == set()
