"""Screenshots of the trick games' scoring and computer seats in the reader's language: an Italian
Stovkahra table after its first deal, and a Japanese lobby with two computers, narrow and wide.

Not collected by pytest's default run; run it with
    .venv/bin/python -m pytest tests/bot/tools/shots_tricks_language.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from tests.bot.discord_helpers import World, add_computer
from tests.bot.locales import set_client_locales
from tests.bot.tools.shots import system_chromium  # noqa: F401  (the fixture: the system's Chromium)
from tests.bot.tools.shots_language import shoot


async def test_italian_stovkahra_deal_scored(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="Circolo", preferred_locale="it")
    channel = server.create_text_channel("stovkahra")
    giulia = server.add_member(simcord_env.create_user("Giulia"))
    world = World(simcord_env, server, channel, [giulia])
    set_client_locales(monkeypatch, {giulia.id: "it"})
    await giulia.slash(channel, "table new", game="stovkahra", players=4)
    table = world.table()
    for _ in range(3):
        await add_computer(world, table.id)
    await giulia.click(world.live_message(table.id), label="Inizia")
    service = world.bot.service
    for _ in range(5000):
        now = service.table(table.id)
        if now.status != "playing" or now.state.view(None)["previous_deal"] is not None:
            break
        if now.seats[now.state.to_move].user_id != giulia.id:
            await world.env.advance_time(5)
            continue
        legal = [a for a in now.state.legal() if a != "dost"] or now.state.legal()
        await giulia.slash(channel, "move", action=legal[len(legal) // 2])
        await world.env.settle()
    await shoot(world, giulia, channel, "it_stovkahra_scored", "it", world.live_message(table.id))


async def test_japanese_lobby_with_computers(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="トランプ部", preferred_locale="ja")
    channel = server.create_text_channel("ババ抜き")
    sakura = server.add_member(simcord_env.create_user("さくら"))
    world = World(simcord_env, server, channel, [sakura])
    set_client_locales(monkeypatch, {sakura.id: "ja"})
    await sakura.slash(channel, "table new", game="babanuki", players=4)
    table = world.table()
    await add_computer(world, table.id, "easy")
    await add_computer(world, table.id, "hard")
    await shoot(world, sakura, channel, "ja_lobby_computers", "ja", world.live_message(table.id))


async def test_japanese_scarto_dealer_hand_dm(simcord_env, monkeypatch):
    from tests.bot.discord.games.test_tricks_language import _server, open_with, start
    from tests.bot.discord_helpers import member_for

    world = _server(simcord_env, None, ["aki", "ben", "chie"])
    set_client_locales(monkeypatch, {player.id: "ja" for player in world.players})
    table_id = await open_with(world, "scarto", 3)
    await start(world, table_id)
    table = world.last_table(table_id)
    dealer = member_for(world, table.seats[table.state.dealer].user_id)
    await dealer.slash(world.channel, "settings language", language="ja")
    await dealer.slash(world.channel, "hand")
    panel = dealer.user.dm_channel.history()[-1]
    await shoot(world, dealer.user, dealer.user.dm_channel, "ja_scarto_dealer_dm", "ja", panel)
