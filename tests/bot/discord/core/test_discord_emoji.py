"""Every unicode emoji the bot sends on a component or as a reaction is one Discord knows.

Discord refuses a whole message (50035 "Invalid emoji") when one button carries a character
that is not an emoji, and simcord does not check it, so this test reads every request the
bot made while a game of each kind was played from the lobby to its game-over message.

It walks each view once: the human opens their hand panel the first time each kind of
decision comes up (a card to play, Scarto's discard, a Go Fish question, Stovkahra's
declarations, …), not at every turn, and the games are as short as their options allow. Every
panel the bot sends is a live discord.py view whose timer simcord looks at on each settle, so a
panel per turn made a whole game's walk take minutes.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

import emoji
import pytest

from bot.discord.games.family import board as family_board
from tests.bot.discord_helpers import add_computer, make_world

# After the human's move the computers' paced moves follow in real time within one settle; with three
# computers drawing pictures on a loaded CI machine that chain has passed simcord's default 5 s.
# (Not for every test: simcord counts a bot's sleep shorter than the bound as work to wait for, so
# a larger bound changes what a test sees — a 5 s forwarding timeout would fire inside a click.)
pytestmark = [pytest.mark.simcord(settle_timeout=30), pytest.mark.slow]

# (game or preset, seats, options): one table of each, a human and computers, the game as short as
# its options make it (Scarto always plays its three deals).
TABLES = [
    ("scopa", 2, {"target": "1"}),
    ("scopone", 4, {"target": "1"}),
    ("scarto", 3, {}),
    ("stovkahra", 4, {"target": "20", "brcke": "1"}),
    ("gofish", 3, {}),
    ("concentration", 2, {}),
    ("babanuki", 3, {}),
    ("jiji-nuki", 2, {}),
]
MAX_MOVES = 1500  # the human's moves and computers' thinking pauses


def decision_kind(legal: list[str]) -> frozenset[str]:
    """What the hand panel offers, by kind of move: `card` for a card to play (`7d`,
    `7d:3c+4s`), else the action's word (`discard`, `ask`, `flip`, `declare`, `brcka`, …)."""
    return frozenset(
        head if head.isalpha() and head.islower() else "card"
        for head in (action.split(":", 1)[0] for action in legal)
    )


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


def unicode_emojis(requests: list[Any]) -> set[str]:
    """Every unicode emoji on a component or as a reaction in these requests."""
    found = set()
    for request in requests:
        for item in emojis_in(request.json):
            if isinstance(item, dict) and item.get("id"):
                continue  # a custom emoji: Discord checks it by id, not by name
            found.add(item.get("name") if isinstance(item, dict) else str(item))
        if "/reactions/" in request.path:
            name = unquote(request.path.split("/reactions/")[1].split("/")[0])
            if ":" not in name:
                found.add(name)
    return found


def unknown_emojis(requests: list[Any]) -> set[str]:
    return {name for name in unicode_emojis(requests) if not emoji.is_emoji(name)}


def test_the_check_itself_refuses_the_face_down_card_glyph():
    assert not emoji.is_emoji("🂠")  # U+1F0A0: in the playing cards block, but not an emoji
    assert emoji.is_emoji("🃏")


def test_decision_kinds_tell_cards_from_named_moves():
    assert decision_kind(["7d", "7d:3c+4s", "Kh"]) == {"card"}
    assert decision_kind(["discard:2s+3c+T5"]) == {"discard"}
    assert decision_kind(["ask:2:7", "ask:1:K"]) == {"ask"}
    assert decision_kind(["T21", "declare:4K", "dost"]) == {"card", "declare", "dost"}


@pytest.mark.parametrize(("game", "seats", "options"), TABLES)
async def test_every_component_emoji_is_a_real_discord_emoji(
    simcord_env, monkeypatch: pytest.MonkeyPatch, game: str, seats: int, options: dict[str, str]
):
    # A Concentration miss stays face up for 3 s of real time (a sleep shorter than the settle
    # bound is work simcord waits for); both boards are still drawn, one after the other.
    monkeypatch.setattr(family_board, "MISS_SECONDS", 0.0)
    world = make_world(simcord_env, ["alice"])
    host = world.players[0]
    service = world.bot.service
    panels: set[frozenset[str]] = set()
    # A short random game (Stovkahra to 20 points) was once seen to end before the human had a
    # decision: then another table, so the walk always meets the human's panels.
    for _table in range(3):
        opened = await host.slash(world.channel, "table new", game=game, players=seats)
        assert opened.response is not None and not opened.ephemeral, opened
        table = world.table()
        for option, value in options.items():
            result = await host.slash(world.channel, "table options", option=option, value=value)
            assert result.ephemeral and f"Set `{option}`" in result.response.content, result.response.content
        for _ in range(seats - 1):
            await add_computer(world, table.id)
        await host.click(world.live_message(table.id), label="Start")
        for _ in range(MAX_MOVES):
            now = service.table(table.id)
            if now.status != "playing":
                break
            mover = now.state.to_move
            if mover is None or now.seats[mover].user_id != host.id:
                await world.env.advance_time(5)  # a computer thinks (paced)
                continue
            legal = now.state.legal()
            # The human's turn: the first time this kind of decision comes up, draw their panel as a
            # click on "My hand" would (Concentration has no hand: its board is in the channel).
            kind = decision_kind(legal)
            if kind not in panels and game != "concentration":
                panels.add(kind)
                panel = await host.click(world.live_message(table.id), label="My hand")
                assert panel.ephemeral, panel
            # Not a losing dost: /move asks first (a confirmation), and the game would wait on it.
            legal = [a for a in now.state.legal() if a != "dost"] or now.state.legal()
            # Through a command, as a player moves: work the test starts itself is not the bot's, and
            # simcord does not follow it into the database thread.
            moved = await host.slash(world.channel, "move", action=legal[len(legal) // 2])
            assert moved.response is not None, moved
            await world.env.settle()
        if panels or game == "concentration":
            break
    assert service.table(table.id).status == "finished"  # the game-over message is drawn too
    assert panels or game == "concentration"
    assert unknown_emojis(simcord_env.http_requests) == set()
    # The walk met the views with fixed emoji: My hand, Watch, the game-over buttons, Old Maid's draw.
    expected = {"👀", "🔁", "➕"} | ({"🃏"} if game != "concentration" else set())
    expected |= {"🎴", "🔀"} if game in ("babanuki", "jiji-nuki") else set()
    assert expected <= unicode_emojis(simcord_env.http_requests)
