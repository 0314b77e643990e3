"""A hand-DM click reaches shard 0's process (Discord sends every DM interaction there); when
another process serves the table, the click is deferred, forwarded to that process over
PostgreSQL, played there once and answered through the click's token — or, when that process does
not answer, the player is told so. simcord runs one bot at a time, so the table's own process is a
second bot beside it that shares its REST connection (one application) without a gateway."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
from conftest import TEST_PACING
from discord_helpers import World, member_for, setup_game

from bot.config import Settings
from bot.discord.adapter import adapter_for, split_action
from bot.discord.app import TavoloBot, create_bot
from bot.discord.elsewhere import NOT_ANSWERING, OWNER_WAIT
from bot.discord.interact import STALE
from bot.service.card_names import card_name
from bot.service.shards import shard_of

GUILD_ON_SHARD_1 = next(g for g in range(1 << 22, 1 << 40, 1 << 22) if shard_of(g, 2) == 1)


@pytest.fixture
def db_path(pg_url: str) -> str:
    return pg_url


@pytest_asyncio.fixture
async def build(pg_url: str) -> AsyncIterator[Callable[[Settings], TavoloBot]]:
    made: list[TavoloBot] = []

    def make(settings: Settings) -> TavoloBot:
        bot = create_bot(settings, db_path=pg_url, pacing=TEST_PACING, computer_wait=None)
        bot.lease_heartbeat = None  # its queries would keep simcord from settling
        made.append(bot)
        return bot

    yield make
    for bot in reversed(made):
        await bot.release()


@pytest.fixture
def simcord_bot(build: Callable[[Settings], TavoloBot]) -> TavoloBot:
    return build(Settings())  # first one process serving everything, to deal the game


async def _dealt_then_split(env: Any, build: Callable[[Settings], TavoloBot]) -> tuple[World, int]:
    """A two-player Scopa game in a server of shard 1 (of 2), dealt by one process; then that
    process stops and shard 0's process (Discord's DM receiver) takes its place in simcord."""
    guild = env.create_guild(id=GUILD_ON_SHARD_1)
    channel = guild.create_text_channel("cards")
    world = World(env, guild, channel, [guild.add_member(env.create_user(n)) for n in ("alice", "bob")])
    table = await setup_game(world, target=None, seed=1)
    await env.bot.release()
    await env.restart_bot(build(Settings(shard_ids=frozenset({0}), shard_count=2)))
    return world, table.id


async def _owner(env: Any, build: Callable[[Settings], TavoloBot]) -> TavoloBot:
    """The process serving shard 1: a second bot on the same application, started beside simcord's."""
    owner = build(Settings(shard_ids=frozenset({1}), shard_count=2))
    owner._connection = owner.tree._state = env.bot._connection
    owner.http = owner.tree._http = env.bot.http
    await owner.setup_hook()
    return owner


async def _eventually(check: Callable[[], Awaitable[bool]]) -> None:
    """The owner answers over a real PostgreSQL connection, outside simcord's settling."""
    for _ in range(400):
        if await check():
            return
        await asyncio.sleep(0.025)
    raise AssertionError("the table's process did not answer")


def _one_click_move(world: World, table_id: int, owner: TavoloBot) -> tuple[Any, str]:
    table = owner.service.table(table_id)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    legal = table.state.legal()
    plays = adapter_for("scopa").card_plays(legal)
    action = next(a for a in legal if len(plays[split_action(a)[0]]) == 1)
    return player, action


async def test_a_dm_click_for_another_process_table_is_played_there_once_and_answered(simcord_env, build):
    world, table_id = await _dealt_then_split(simcord_env, build)
    receiver = simcord_env.bot
    assert receiver.forwarding is not None
    owner = await _owner(simcord_env, build)
    player, action = _one_click_move(world, table_id, owner)
    panel = player.user.dm_channel.history()[-1]

    result = await player.user.click(panel, label=card_name(split_action(action)[0], "scopa"))
    assert result.deferred  # answered within Discord's 3 s, before the owner has played

    async def played() -> bool:
        return await owner.db.actions(table_id) == [action]

    await _eventually(played)
    await owner.forwarding.idle()
    # The owner redrew the clicked panel through the token: the card is gone, the turn passed.
    redrawn = player.user.dm_channel.history()[-1]
    assert redrawn.id == panel.id and "Not your turn" in redrawn.content
    # The owner took the click, so the receiver never tells the player nobody answered.
    await _eventually(lambda: _nothing_watched(receiver))
    await simcord_env.advance_time(OWNER_WAIT)
    assert result.followups == []

    # The same forward delivered twice: the owner refuses it as stale and says so privately.
    token = result._interaction.token
    await receiver.forwarding.forward(table_id, player.id, action, 0, token)
    await _eventually(lambda: _has_followup(result))
    [followup] = result.followups
    assert followup.ephemeral and followup.content == str(STALE)
    assert await owner.db.actions(table_id) == [action]


async def _nothing_watched(bot: TavoloBot) -> bool:
    return not bot.forwarding._waiting  # the receiver's watch for an answer has ended


async def _has_followup(result: Any) -> bool:
    return bool(result.followups)


async def test_a_dm_click_nobody_takes_tells_the_player_to_try_again(simcord_env, build):
    world, table_id = await _dealt_then_split(simcord_env, build)
    table = await simcord_env.bot.service.fetch_table(table_id)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    legal = table.state.legal()
    plays = adapter_for("scopa").card_plays(legal)
    card = next(split_action(a)[0] for a in legal if len(plays[split_action(a)[0]]) == 1)

    # Nobody serves shard 1 (its process is down): the click is deferred, then answered.
    result = await player.user.click(player.user.dm_channel.history()[-1], label=card_name(card, "scopa"))
    assert result.deferred and result.followups == []
    await simcord_env.advance_time(OWNER_WAIT)
    [followup] = result.followups
    assert followup.ephemeral and followup.content == NOT_ANSWERING
    assert await simcord_env.bot.db.actions(table_id) == []


async def test_a_move_typed_in_a_dm_for_another_process_table_is_played_there(simcord_env, build):
    world, table_id = await _dealt_then_split(simcord_env, build)
    owner = await _owner(simcord_env, build)
    player, action = _one_click_move(world, table_id, owner)

    # Shard 0's process serves nothing of this table, yet offers the moves and takes the command.
    offered = await player.user.autocomplete("move", "action", "")
    assert action in [choice["value"] for choice in offered]
    result = await player.user.slash("move", action=action)
    assert result.deferred

    async def played() -> bool:
        return await owner.db.actions(table_id) == [action]

    await _eventually(played)
    await owner.forwarding.idle()
    await _eventually(lambda: _answered(result))
    assert result.ephemeral and result.response.content.startswith("You played: ")

    # `/hand` in the DM shows that table's hand, read from the database.
    seats = owner.service.table(table_id).seats
    other = member_for(world, next(s.user_id for s in seats if s.user_id != player.id))
    panel = await other.user.slash("hand")
    assert panel.ephemeral and "your turn" in panel.response.content.lower()


async def _answered(result: Any) -> bool:
    return result.response is not None and bool(result.response.content)


async def test_unfollow_in_a_dm_works_for_another_process_table(simcord_env, build):
    world, table_id = await _dealt_then_split(simcord_env, build)
    owner = await _owner(simcord_env, build)
    watcher = world.guild.add_member(simcord_env.create_user("carol"))
    assert await owner.followers.follow(owner.service.table(table_id), watcher.user)
    follow_dm = watcher.user.dm_channel.history()[-1]

    # The click reaches shard 0's process, which does not serve the table.
    result = await watcher.user.click(follow_dm, label="Unfollow")
    assert result.response is not None and "no longer follow" in result.response.content
    assert await owner.followers._load(owner.service.table(table_id)) == {}
