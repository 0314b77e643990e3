"""Following a table: a spectator's DM after every move, never a hidden card, until it closes."""

from __future__ import annotations

from bot.service.card_names import card_name
from tests.bot.discord_helpers import World, make_world, play_via_slash, setup_game


def dm_text(message) -> str:
    return (message.content or "") + "\n".join(str(e.to_dict()) for e in message.embeds)


def hidden_cards(world: World, table_id: int) -> list[str]:
    table = world.last_table(table_id)
    return [card_name(card, "scopa") for seat in table.seats for card in table.state.view(seat.index)["hand"]]


async def test_a_follower_sees_every_move_and_never_a_hidden_card(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table = await setup_game(world, humans=2)
    carol = world.players[2]
    followed = await carol.click(world.live_message(table.id), label="Watch")
    assert followed.ephemeral
    assert followed.response.content.startswith(f"You follow table #{table.id}")
    seated = await world.players[0].click(world.live_message(table.id), label="Watch")
    assert seated.response.content == "You play at this table; your hand DM already follows it."

    pick, moves, shown = 0, 0, 0
    while world.last_table(table.id).status == "playing":
        _, action = await play_via_slash(world, table.id, pick)
        pick, moves = pick + 3, moves + 1
        [dm] = world.dms(carol)
        text = dm_text(dm)
        if world.last_table(table.id).status == "playing":
            for card in hidden_cards(world, table.id):
                assert card not in text, f"move {moves}: carol's DM shows {card}, in someone's hand"
        said = dm.embeds[0].description if world.last_table(table.id).status == "playing" else None
        if said is not None:  # none right after a deal ends: a new deal starts its list afresh
            assert card_name(action.split(":")[0], "scopa") in said.splitlines()[-1]  # the move just played
            shown += 1
        assert "<@" not in text  # names, which a DM can always show
        if world.last_table(table.id).status == "playing":
            # The live table's own picture, and a link to the live table in its channel.
            assert [a.filename for a in dm.attachments] == ["table.png"]
            # The channel: the live table is posted again at the bottom on every turn.
            link = f"https://discord.com/channels/{world.guild.id}/{world.channel.id}"
            assert [b.url for row in dm.components for b in row.children if b.url] == [link]
            assert dm.embeds[0].url == link
    assert shown >= moves - 3  # every move but a deal's last showed in the DM's headline
    [dm] = world.dms(carol)
    assert dm.content == "The table has closed; you no longer follow it."
    assert not dm.components and "Game over." in dm_text(dm)


async def test_unfollow_stops_the_dms(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table = await setup_game(world, humans=2, target=11)
    carol = world.players[2]
    await carol.click(world.live_message(table.id), label="Watch")
    [dm] = world.dms(carol)
    stopped = await carol.user.click(dm, label="Unfollow")
    assert stopped.response.content == f"You no longer follow table #{table.id}."
    before = dm_text(world.dms(carol)[0])
    for pick in range(4):
        await play_via_slash(world, table.id, pick)
    assert len(world.dms(carol)) == 1 and dm_text(world.dms(carol)[0]) == before
