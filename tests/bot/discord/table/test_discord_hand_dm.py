"""One coherent hand: the hand DM says whose turn it is as the channel does, shows the table
on the player's turn, and links to the live table."""

from __future__ import annotations

from tests.bot.discord_helpers import World, make_world, play_via_dm, play_via_slash, setup_game


def hand_dm(world: World, index: int) -> str:
    return world.dms(world.players[index])[-1].content


def hand_dm_files(world: World, index: int) -> list[str]:
    return [a.filename for a in world.dms(world.players[index])[-1].attachments]


async def test_the_hand_dm_and_the_channel_agree_on_whose_turn_it_is(simcord_env):
    # Playing from the DM: the mover's DM is the click's answer, the next player's is redrawn as
    # their turn starts (a `/play` mover's own DM waits for their next turn: see below).
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table = await setup_game(world, target=None, humans=3, players=3)
    for _ in range(7):
        live = world.live_message(table.id)
        for index, player in enumerate(world.players):
            dm = hand_dm(world, index)
            channel_says_mine = live.content.startswith(f"<@{player.id}>, your turn")
            assert ("**Your turn.**" in dm) == channel_says_mine, (player.name, live.content, dm)
            assert ("Not your turn" in dm) != channel_says_mine
            # The table's part and the hand are in the picture, not said again in the text.
            assert hand_dm_files(world, index) == ["hand.png"] and "**On the table:**" not in dm
            # A link to the live table: its channel, at whose bottom it always is.
            assert f"/{world.channel.id})" in dm and world.channel.history()[-1].id == live.id
        await play_via_dm(world, table.id)


def card_buttons(world: World, index: int) -> list[str]:
    """The cards the player's hand DM offers (the card part of each card button's custom id)."""
    message = world.dms(world.players[index])[-1]
    items = [item for row in message.components for item in getattr(row, "children", [row])]
    ids = [i.custom_id or "" for i in items]
    # A card's own button, or on the player's turn the button of a play of it ("card → takes").
    cards = [c.rsplit(":", 1)[1] for c in ids if c.startswith("tv:card:")]
    return cards + [c.split(":", 4)[4].partition(":")[0] for c in ids if c.startswith("tv:mv:")]


async def test_a_play_movers_dm_catches_up_when_their_turn_comes(simcord_env):
    # What was traded for one rate-limited call a move: after a `/play` the mover's DM is not
    # redrawn at once (they are looking at the channel); it is when their turn starts again.
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    first = world.last_table(table.id).state.to_move
    _, action = await play_via_slash(world, table.id)
    played = action.partition(":")[0]
    assert played in card_buttons(world, first)  # still as they left it
    await play_via_slash(world, table.id)  # the other player: the first one's turn again
    assert "**Your turn.**" in hand_dm(world, first)
    assert played not in card_buttons(world, first)
