"""One coherent hand: the hand DM says whose turn it is as the channel does, shows the table
on the player's turn, and links to the live table."""

from __future__ import annotations

from tests.bot.discord_helpers import World, make_world, play_via_slash, setup_game


def hand_dm(world: World, index: int) -> str:
    return world.dms(world.players[index])[-1].content


async def test_the_hand_dm_and_the_channel_agree_on_whose_turn_it_is(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table = await setup_game(world, target=None, humans=3, players=3)
    for _ in range(7):
        live = world.live_message(table.id)
        for index, player in enumerate(world.players):
            dm = hand_dm(world, index)
            channel_says_mine = live.content.startswith(f"<@{player.id}>, your turn")
            assert ("**Your turn.**" in dm) == channel_says_mine, (player.name, live.content, dm)
            assert ("Not your turn" in dm) != channel_says_mine
            if channel_says_mine:  # the table as the channel shows it
                assert "**On the table:**" in dm
            assert f"/{live.id})" in dm  # a link to the live table
        await play_via_slash(world, table.id)
