"""The card pictures on Discord (simcord): the live table carries the table picture, the hand DM the hand."""

from __future__ import annotations

from tests.bot.discord_helpers import make_world, member_for, play_via_slash, setup_game


def picture(message, filename):
    names = [a.filename for a in message.attachments]
    assert names == [filename], names
    return message.attachments[0]


async def test_the_live_table_and_the_hand_dm_show_pictures(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=11)
    live = world.live_message(table.id)
    assert live.embeds[0].image.url == "attachment://table.png" or live.embeds[0].image.url.endswith(
        "table.png"
    )
    before = picture(live, "table.png")
    for seat in table.seats:
        dm = member_for(world, seat.user_id).user.dm_channel.history()[-1]
        picture(dm, "hand.png")

    await play_via_slash(world, table.id)
    await simcord_env.settle()
    live = world.live_message(table.id)
    after = picture(live, "table.png")  # still one picture: replaced in the same edit, not added
    assert (after.url, after.size) != (before.url, before.size)
