"""The private hand panel with its picture is a headline (the table, whose turn), never the hand's
cards said again in text; with `cards: text` (no picture) the text names every card."""

from __future__ import annotations

from bot.discord.core.card_emoji import card_text, cards_text
from tests.bot.discord_helpers import make_world, setup_game


async def test_with_the_picture_the_panel_does_not_list_the_cards_and_with_text_it_does(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    await bob.slash(world.channel, "settings cards", show="text")
    table = await setup_game(world, target=None, humans=2)
    for player, pictured in ((alice, True), (bob, False)):
        seat = table.seat_of(player.id)
        view = table.state.view(seat)
        dm = player.user.dm_channel.history()[-1]
        panel = (await player.slash(world.channel, "hand")).response
        mine = table.state.to_move == seat
        for message in (dm, panel):
            text = message.content
            assert (f"/{world.channel.id})" in text) and (("**Your turn.**" in text) == mine), text
            assert [a.filename for a in message.attachments] == (["hand.png"] if pictured else [])
            if pictured:  # the picture shows hand and table: no card named in the text
                assert "Your hand" not in text and "On the table" not in text, text
                assert not any(card_text(c, "scopa") in text for c in [*view["hand"], *view["table"]]), text
            else:
                assert f"**Your hand:** {cards_text(view['hand'], 'scopa')}" in text, text
                if mine:
                    assert f"**On the table:** {cards_text(view['table'], 'scopa')}" in text, text
