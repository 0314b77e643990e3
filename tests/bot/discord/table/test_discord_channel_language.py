"""The channel face in the channel's language: an Italian server's lobby, live table, deal summary,
turn ping and game over read Italian, while a Japanese player's hand DM reads Japanese."""

from __future__ import annotations

import re

import pytest

import games
from bot.discord.core.adapter import adapter_for
from bot.discord.core.embeds import say
from bot.service.card_names import card_name
from tests.bot.discord_helpers import World, cards_as_text, member_for, open_table
from tests.bot.locales import set_client_locales


def _italian_server(env) -> World:
    server = env.create_guild(preferred_locale="it")
    channel = server.create_text_channel("carte")
    giulia = server.add_member(env.create_user("giulia"))
    yuki = server.add_member(env.create_user("yuki"))
    return World(env, server, channel, [giulia, yuki])


def buttons(message) -> list[str]:
    """The labels of a message's buttons (not its selects: the lobby's Fill with computers)."""
    return [b.label for row in message.components for b in row.children if hasattr(b, "label")]


def fields(message) -> dict[str, str]:
    return {f.name: f.value for f in message.embeds[0].fields}


async def play_once(world: World, table_id: int) -> None:
    """Whoever is to move plays their first legal move with `/play` (each in their own language)."""
    table = world.last_table(table_id)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    card, _, taken = table.state.legal()[0].partition(":")
    answer = await player.slash(
        world.channel, "play", **({"card": card, "capture": taken} if taken else {"card": card})
    )
    assert answer.ephemeral, answer


async def seat_yuki_and_start(world: World, target: int) -> int:
    giulia, yuki = world.players
    table = await open_table(world, "scopa")
    await giulia.slash(world.channel, "table options", option="target", value=str(target))
    await yuki.click(world.live_message(table.id), label="Siediti")  # the lobby's Join, in Italian
    await giulia.click(world.live_message(table.id), label="Inizia")
    assert world.last_table(table.id).status == "playing"
    return table.id


@pytest.mark.slow
async def test_an_italian_channel_reads_italian_and_a_japanese_hand_reads_japanese(simcord_env, monkeypatch):
    world = _italian_server(simcord_env)
    await cards_as_text(world)  # a test of the table in words (with pictures, the picture shows this)
    giulia, yuki = world.players
    set_client_locales(monkeypatch, {yuki.id: "ja"})

    table = await open_table(world, "scopa")
    lobby = world.live_message(table.id)
    assert lobby.embeds[0].title == f"Scopa — tavolo #{table.id}"
    assert buttons(lobby) == ["Siediti", "Alzati", "Aggiungi computer", "Opzioni", "Inizia"]
    assert fields(lobby)["Posti (1/2)"].startswith("`1.` giulia · ha aperto il tavolo\n`2.` — libero —")
    assert fields(lobby)["Opzioni"].startswith("Scopa con le regole solite.")
    assert lobby.embeds[0].footer.text.endswith("Solo giulia, che ha aperto il tavolo, può premere Inizia.")
    await giulia.slash(world.channel, "table abandon")

    table_id = await seat_yuki_and_start(world, target=21)
    live = world.live_message(table_id)
    mover = world.last_table(table_id).seats[world.last_table(table_id).state.to_move]
    assert live.content.startswith(f"<@{mover.user_id}>, tocca a te — il tempo scade <t:")
    assert live.embeds[0].description.startswith("**In tavola:** ")
    # One line a seat, under the deal and the target: cards in hand and score.
    seats = fields(live)["Smazzata 1 · si vince a 21"]
    assert "giulia · 3 carte · **0** punti" in seats and "yuki · 3 carte · **0** punti" in seats, seats
    assert live.embeds[0].footer is None or not live.embeds[0].footer.text  # the buttons say how to play
    # The first turn's ping is the live table itself (above, in Italian), posted again at the bottom.
    assert world.channel.history()[-1].id == live.id

    # Yuki's hand DM is in Japanese: the title, the hand, and whose turn it is.
    dm = world.dms(yuki)[-1].content
    assert f"テーブル #{table_id}・第1ディール" in dm and "**手札：**" in dm
    yukis_turn = mover.user_id == yuki.id
    assert ("**あなたの番です。**" in dm) == yukis_turn
    assert ("まだあなたの番ではありません。" in dm) != yukis_turn
    # Giulia chose no language and her Discord client says en-US: her DM follows her, not the server.
    assert "**Your hand:**" in world.dms(giulia)[-1].content

    while world.last_table(table_id).state.deal == 0:
        await play_once(world, table_id)
    summary = fields(world.live_message(table_id))
    assert "Punti della smazzata 1" in summary
    # The totals in Italian, each player by name with their score, and what the game runs to.
    totals = r"giulia \*\*\d+\*\* · yuki \*\*\d+\*\* \(si vince a 21\)"
    assert re.search(totals, summary["Punti della smazzata 1"])
    await giulia.slash(world.channel, "table abandon")
    closed = next(
        m for m in reversed(world.channel.history()) if m.embeds and f"#{table_id}" in m.embeds[0].title
    )
    assert "Chiuso da chi l'ha aperto" in closed.embeds[0].description

    table_id = await seat_yuki_and_start(world, target=1)
    while world.last_table(table_id).status == "playing":
        await play_once(world, table_id)
    over = world.live_message(table_id)
    embed = over.embeds[0]
    assert embed.title.startswith(f"Scopa — tavolo #{table_id}: Vittoria di ")
    first = embed.description.splitlines()[0]
    assert first.startswith("🥇 **") and first.endswith(("punto", "punti"))
    # One deal usually decides a game to 1 point; a tie plays on ("Ultima smazzata (di 2)").
    deciding = next(v for k, v in fields(over).items() if k.startswith(("La smazzata", "Ultima smazzata")))
    for item in ("**Settebello (7 di denari):**", "**Primiera:**", "**Denari:**", "**Carte:**", "**Scope:**"):
        assert item in deciding, deciding
    assert "Rating" in fields(over)
    assert buttons(over) == ["Rivincita", "Nuovo tavolo"]


async def test_the_server_language_setting_wins_over_the_preferred_locale(simcord_env):
    import discord

    server = simcord_env.create_guild(preferred_locale="it")
    channel = server.create_text_channel("tavolo")
    mods = server.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    giulia = server.add_member(simcord_env.create_user("giulia"), roles=[mods])
    yuki = server.add_member(simcord_env.create_user("yuki"))
    world = World(simcord_env, server, channel, [giulia, yuki])
    table = await open_table(world, "oldmaid")
    assert buttons(world.live_message(table.id))[0] == "Siediti"

    await giulia.slash(channel, "settings server-language", language="fr")
    await yuki.click(world.live_message(table.id), label="Siediti")  # the click redraws the lobby
    lobby = world.live_message(table.id)
    assert buttons(lobby) == ["Prendre place", "Quitter", "Ajouter un ordinateur", "Options", "Lancer"]
    assert lobby.embeds[0].title == f"Babanuki — table n°\u00a0{table.id}"
    assert fields(lobby)["Places (2/2)"].startswith("`1.` giulia · hôte\n`2.` yuki")


async def test_a_japanese_players_hand_panel_and_the_italian_tables_scopa_lines(simcord_env, monkeypatch):
    """The live table's Scopa lines follow the channel (Italian); `/hand`, its card buttons and the
    refusal of an early click follow the player (Japanese)."""
    world = _italian_server(simcord_env)
    await cards_as_text(world)  # a test of the table in words (with pictures, the picture shows this)
    _giulia, yuki = world.players
    set_client_locales(monkeypatch, {yuki.id: "ja"})
    table_id = await seat_yuki_and_start(world, target=21)
    live = world.live_message(table_id)
    assert "Mazzo: 30 carte" in live.embeds[0].description.splitlines()
    on_table = world.last_table(table_id).state.view(None)["table"]
    assert all(card_name(card, "scopa", "it") in live.embeds[0].description for card in on_table)
    assert "La mia mano" in buttons(live)
    if world.last_table(table_id).state.to_move == 1:  # Yuki's turn: let her play, then it is Giulia's
        await play_once(world, table_id)
    assert world.last_table(table_id).state.to_move == 0

    panel = (await yuki.slash(world.channel, "hand")).response
    table = world.last_table(table_id)
    hand = table.state.view(1)["hand"]
    assert "**手札：**" in panel.content and "まだあなたの番ではありません。" in panel.content
    assert all(card_name(card, "scopa", "ja") in panel.content for card in hand), "the hand named in Japanese"
    every = [c for row in panel.components for c in row["components"]]
    cards = [c for c in every if c["custom_id"].startswith("tv:card:")]
    assert [c["label"] for c in cards] == [card_name(card, "scopa", "ja") for card in hand]
    assert all(card_name(card, "scopa", "ja") != card_name(card, "scopa", "en") for card in hand)

    early = await yuki.click(panel, custom_id=cards[0]["custom_id"])
    assert early.ephemeral
    assert early.response.content == "まだあなたの番ではありません。番が来たらこのボタンが使えます。"


def test_trick_and_family_table_lines_read_in_the_channels_language():
    """Scarto's and Old Maid's lines under the table, as a French and a Japanese channel show them."""
    names = ["ann", "bo", "cy"]
    scarto = games.get("scarto").new(3, seed=1).view(None)
    lines = [say(line, "fr") for line in adapter_for("scarto").table_lines(scarto, names)]
    assert lines[0].startswith("Donne 1 sur 3 · donneur "), lines
    oldmaid = games.get("oldmaid").new(3, seed=1).view(None)
    lines = [say(line, "ja") for line in adapter_for("oldmaid").table_lines(oldmaid, names)]
    assert lines == ["annさんがboさん（8枚）から引きます。カードは下にあります。"], lines
