"""`cards: pictures | text`: a server's choice for its tables, a player's own for their hand,
kept across a restart; "text" attaches no picture and names the cards in the text."""

from __future__ import annotations

from bot.discord.core.card_emoji import cards_text
from bot.discord.features.settings.cog import ADMIN_ONLY
from i18n import translate
from tests.bot.discord.settings.test_settings_discord import admin_world, fields
from tests.bot.discord_helpers import play_via_slash, setup_game


def filenames(message) -> list[str]:
    return [a.filename for a in message.attachments]


def last_dm(player):
    return player.user.dm_channel.history()[-1]


async def test_a_text_server_attaches_no_picture_but_a_player_may_want_theirs(simcord_env, make_bot):
    world = admin_world(simcord_env)
    alice, bob = world.players
    refused = await bob.slash(world.channel, "settings server-cards", show="text")
    assert refused.ephemeral and refused.response.content == translate("en", ADMIN_ONLY)
    done = await alice.slash(world.channel, "settings server-cards", show="text")
    assert done.ephemeral and fields(done)["Cards"] == translate("en", "cards-text")
    mine = await bob.slash(world.channel, "settings cards", show="pictures")
    # Said in words, never the raw value (`pictures`), so every language can say it.
    assert mine.ephemeral and f"**{translate('en', 'cards-pictures')}**" in mine.response.content

    await simcord_env.restart_bot(make_bot())  # both choices are kept
    table = await setup_game(world, humans=2)
    live = world.live_message(table.id)
    assert filenames(live) == [] and not live.embeds[0].image
    assert adapter_cards(table) in live.embeds[0].description  # the table cards, in text
    assert filenames(last_dm(alice)) == []  # the server's choice
    assert filenames(last_dm(bob)) == ["hand.png"]  # bob's own choice wins for his hand
    hand = table.state.view(table.seat_of(alice.id))["hand"]
    assert cards_text(hand, "scopa") in last_dm(alice).content

    await play_via_slash(world, table.id)
    await simcord_env.settle()
    assert filenames(world.live_message(table.id)) == []  # still none after a move

    # Back to the server's choice: bob's hand goes text too; the server back to pictures.
    back = await bob.slash(world.channel, "settings cards", show="server")
    said = back.response.content
    assert "as this server shows them" in said and f"**{translate('en', 'cards-text')}**" in said
    panel = await bob.slash(world.channel, "hand")
    assert panel.ephemeral and not panel.response.attachments
    await alice.slash(world.channel, "settings server-cards", show="pictures")
    panel = await bob.slash(world.channel, "hand")
    assert [a.filename for a in panel.response.attachments] == ["hand.png"]


def adapter_cards(table) -> str:
    return cards_text(table.state.view(None)["table"], "scopa")
