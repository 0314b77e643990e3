"""A channel where the bot lacks a permission: `/table new` says which, and a table whose
messages Discord starts refusing says so once, in the channel or else to the player."""

from __future__ import annotations

import discord
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from tests.bot.discord_helpers import World, make_world, play_via_dm, setup_game


def deny_bot(world: World, **denied: bool) -> None:
    """A channel overwrite for the bot's own member, as a server admin would set it."""
    deny = discord.Permissions(**denied).value
    world.env.backend.set_overwrite(
        world.channel.id, Overwrite(world.bot.user.id, OverwriteType.MEMBER, deny=deny)
    )


def refuse_table_messages(world: World) -> None:
    """Discord's side of a missing permission: every edit of a message in the channel is refused."""
    world.env.inject_error(
        "PATCH",
        f"/channels/{world.channel.id}/messages/*",
        status=403,
        code=50013,
        message="Missing Permissions",
        times=None,
    )


async def test_table_new_names_the_permissions_the_bot_lacks_in_this_channel(simcord_env):
    world = make_world(simcord_env, ["alice"])
    deny_bot(world, embed_links=True, attach_files=True)
    await world.env.settle()
    answer = await world.players[0].slash(world.channel, "table new", game="scopa")
    assert answer.ephemeral
    assert "I need the **Embed Links** and **Attach Files** permissions here" in answer.response.content
    assert world.bot.service.table_in_channel(world.channel.id) is None


async def test_a_refused_edit_is_explained_once_in_the_channel(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    deny_bot(world, embed_links=True)
    refuse_table_messages(world)
    # Moves from the hand DMs: the bot then edits the table with its own token (a `/play` answer
    # posts it through the interaction, which the channel's permissions do not stop).
    for pick in range(4):
        await play_via_dm(world, table.id, pick)
    notices = [m for m in world.channel.history() if "can't keep table" in (m.content or "")]
    assert len(notices) == 1, [m.content for m in world.channel.history()]
    assert "I need the **Embed Links** permission in this channel" in notices[0].content
    assert not notices[0].embeds  # plain text: it may post there, just not embeds


async def test_when_it_cannot_post_either_the_player_who_acted_is_told_by_dm(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    deny_bot(world, send_messages=True)
    refuse_table_messages(world)
    table = world.last_table(table.id)
    mover = next(p for p in world.players if p.id == table.to_move_user)
    await play_via_dm(world, table.id)
    await play_via_dm(world, table.id, 1)
    told = [m for m in mover.user.dm_channel.history() if "I can't post in" in (m.content or "")]
    assert len(told) == 1 and "I need the **Send Messages** permission there" in told[0].content
    assert f"<#{world.channel.id}>" in told[0].content
    assert not any("can't keep table" in (m.content or "") for m in world.channel.history())


def test_only_the_permission_to_grant_is_named_when_others_depend_on_it():
    from bot.discord.core.permissions import missing

    assert missing(discord.Permissions.none()) == ["view_channel"]
    no_send = discord.Permissions(view_channel=True, read_message_history=True)
    assert missing(no_send) == ["send_messages"]
    assert missing(discord.Permissions.all()) == []
