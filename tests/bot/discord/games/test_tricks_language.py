"""The trick games and computer seats in each reader's language: an Italian Stovkahra table's deal
scoring, a Japanese Scarto dealer's discard, computer seats named in Italian, Japanese and French."""

from __future__ import annotations

import random
import re
from typing import Any

from tests.bot.discord_helpers import World, add_computer, cards_as_text, member_for
from tests.bot.locales import set_client_locales


def _server(env: Any, locale: str | None, names: list[str]) -> World:
    server = env.create_guild(preferred_locale=locale) if locale else env.create_guild()
    channel = server.create_text_channel("carte")
    return World(env, server, channel, [server.add_member(env.create_user(n)) for n in names])


def mover(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    return member_for(world, table.seats[table.state.to_move].user_id)


def everything(message: Any) -> str:
    """A channel message as its readers see it: text, embed titles, descriptions and fields."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


async def open_with(world: World, game: str, players: int) -> int:
    host = world.players[0]
    opened = await host.slash(world.channel, "table new", game=game, players=players)
    assert opened.response is not None and not opened.ephemeral, opened
    table_id = world.table().id
    for player in world.players[1:players]:
        joined = await player.slash(world.channel, "table join")
        assert joined.ephemeral, joined
    return table_id


async def start(world: World, table_id: int) -> None:
    # By custom id: the button's label is in the channel's language.
    await world.players[0].click(world.live_message(table_id), custom_id=f"tv:lobby:start:{table_id}")
    assert world.last_table(table_id).status == "playing"


async def test_an_italian_stovkahra_table_tells_how_the_deal_scored_in_italian(simcord_env):
    world = _server(simcord_env, "it", ["anna", "bruno", "carla", "dario"])
    await cards_as_text(world)  # the table's own lines in words (with pictures: the deal's fields)
    table_id = await open_with(world, "stovkahra", 4)
    await start(world, table_id)
    rng = random.Random(5)
    while world.last_table(table_id).state.view(None)["previous_deal"] is None:
        legal = world.last_table(table_id).state.legal()
        # No dost: a wrong claim would end the game before a deal is played out.
        action = rng.choice([a for a in legal if a != "dost"] or legal)
        answer = await mover(world, table_id).slash(world.channel, "move", action=action)
        assert answer.ephemeral, answer
    await simcord_env.advance_time(2)
    live = everything(world.live_message(table_id))
    assert "**Conteggio della smazzata 1:**" in live, live
    teams = [line for line in live.splitlines() if "(totale della partita " in line]
    assert len(teams) == 2 and all(": " in line and "carte " in line for line in teams), live
    # The first deal may already win a game (100 points): "Partita 2" then.
    assert re.search(r"Partita \d \(l'incontro si vince a 10 brčke\)", live), live
    for english in ("scored", "cards ", "game total", "Game 1", "Declared:", "won the game"):
        assert english not in live, (english, live)


async def test_a_japanese_scarto_dealer_discards_in_japanese(simcord_env, monkeypatch):
    world = _server(simcord_env, None, ["aki", "ben", "chie"])
    set_client_locales(monkeypatch, {player.id: "ja" for player in world.players})
    table_id = await open_with(world, "scarto", 3)
    await start(world, table_id)
    table = world.last_table(table_id)
    dealer = member_for(world, table.seats[table.state.dealer].user_id)

    panel = (await dealer.slash(world.channel, "hand")).response
    assert panel.ephemeral and "**あなたが親です：伏せる札を3枚選んでください**" in panel.content, (
        panel.content
    )
    selects = [
        item
        for row in panel.components
        for item in row["components"]
        if "tv:disc:" in item.get("custom_id", "")
    ]
    assert selects and all(s["placeholder"].startswith("伏せる札") for s in selects), selects

    # Another player's hand, too big for buttons, comes in one select per suit, each named in Japanese.
    other = member_for(world, table.seats[(table.state.dealer + 1) % 3].user_id)
    hand = (await other.slash(world.channel, "hand")).response
    titles = [
        item["placeholder"]
        for row in hand.components
        for item in row["components"]
        if item.get("custom_id", "").startswith("tv:cards:")
    ]
    assert titles and all(t.startswith(("剣", "聖杯", "金貨", "棍棒", "切り札")) for t in titles), titles

    allowed = next(a for a in table.state.legal() if a.startswith("discard:"))
    done = await dealer.slash(world.channel, "discard", cards=allowed.removeprefix("discard:"))
    said = done.response.content
    assert done.ephemeral and said.endswith("を伏せました。自分が取ったトリックとして数えます。"), said


async def test_computer_seats_are_named_in_the_channels_language(simcord_env):
    world = _server(simcord_env, "it", ["giulia"])
    await cards_as_text(world)  # a test of the table in words (with pictures, the picture shows this)
    table_id = await open_with(world, "scopa", 2)
    await add_computer(world, table_id, "normal")
    lobby = everything(world.live_message(table_id))
    assert "`2.` 🤖 Bot 1 (normale)" in lobby, lobby
    await start(world, table_id)
    live = everything(world.live_message(table_id))
    # On the table, the same name as in the lobby and on the picture: `Bot 1`, its level as stars
    # (the lobby said it in words).
    assert "Bot 1 ★★" in live and "(normal)" not in live and "Computer" not in live, live
    # The stored name stays as it was: older tables and records read it back unchanged.
    assert world.last_table(table_id).seats[1].name == "Computer 1 (normal)"


async def test_a_japanese_lobby_names_its_computers_in_japanese(simcord_env):
    world = _server(simcord_env, "ja", ["yuki"])
    table_id = await open_with(world, "scopa", 3)
    await add_computer(world, table_id, "easy")
    await add_computer(world, table_id, "hard")
    lobby = everything(world.live_message(table_id))
    assert "🤖 CPU1（かんたん）" in lobby and "🤖 CPU2（むずかしい）" in lobby, lobby


async def test_a_french_game_over_and_history_name_the_computer_in_french(simcord_env, monkeypatch):
    world = _server(simcord_env, "fr", ["camille"])
    await cards_as_text(world)  # a test of the table in words (with pictures, the picture shows this)
    camille = world.players[0]
    set_client_locales(monkeypatch, {camille.id: "fr"})
    table_id = await open_with(world, "scopa", 2)
    await camille.slash(world.channel, "table options", option="target", value="1")
    await add_computer(world, table_id, "normal")
    await start(world, table_id)
    while world.last_table(table_id).status == "playing":
        table = world.last_table(table_id)
        if table.state.to_move != 0:
            await simcord_env.advance_time(5)
            continue
        card, _, taken = table.state.legal()[0].partition(":")
        await camille.slash(
            world.channel, "play", **({"card": card, "capture": taken} if taken else {"card": card})
        )
    await simcord_env.advance_time(5)
    over = everything(world.live_message(table_id))
    assert "🤖 Bot 1" in over and "Computer" not in over and "Ordinateur" not in over, over

    shown = await camille.slash(world.channel, "history")
    line = shown.response.embeds[0].description
    # Records name the computer with its level, in the reader's words.
    assert f"#{table_id}" in line and "Bot 1 (normal)" in line and "Computer" not in line, line


def test_a_computer_seats_level_reads_as_the_computer_add_choices_say_it():
    from bot.service.model import LEVELS, computer_name, seat_text
    from i18n import localized

    for locale in ("it", "ja", "fr"):
        for level in LEVELS:
            shown = seat_text(computer_name(2, level), level=True).render(locale)
            assert localized(f"choice-{level}", locale) in shown and "2" in shown, (locale, shown)
            # Without its level, its one name: the same on a picture, in a sentence, in a ping.
            one_name = "CPU2" if locale == "ja" else "Bot 2"
            assert seat_text(computer_name(2, level)).render(locale) == one_name
    assert seat_text("Computer 2 (hard)").render("en") == "Bot 2"
    assert seat_text("Computer 2 (hard)", level=True).render("en") == "Bot 2 (hard)"
    assert seat_text("Computer 2 (fast)").render("it") == "Computer 2 (fast)"  # not a stored computer name
