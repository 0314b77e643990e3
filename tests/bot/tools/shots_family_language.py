"""Screenshots of the family games in other languages: a Japanese player's Go Fish hand DM after an
ask (its answer, the ask select) and an Italian server's Concentration board, narrow and wide.

Not collected by pytest's default run; run it with
    .venv/bin/python -m pytest tests/bot/tools/shots_family_language.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from tests.bot.discord.games.test_family_discord import board_messages
from tests.bot.discord.games.test_family_panels import ask_controls
from tests.bot.discord_helpers import World, add_computer
from tests.bot.locales import set_client_locales
from tests.bot.tools.shots import system_chromium  # noqa: F401  (the fixture: the system's Chromium)
from tests.bot.tools.shots_language import shoot


async def test_japanese_go_fish_hand(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="トランプ部", preferred_locale="ja")
    channel = server.create_text_channel("ゴーフィッシュ")
    sakura = server.add_member(simcord_env.create_user("さくら"))
    world = World(simcord_env, server, channel, [sakura])
    set_client_locales(monkeypatch, {sakura.id: "ja"})
    await sakura.slash(channel, "table new", game="gofish", players=4)
    table = world.table()
    for _ in range(3):
        await add_computer(world, table.id)
    await sakura.click(world.live_message(table.id), label="開始")
    for _ in range(50):  # until it is her turn
        now = world.last_table(table.id)
        if now.state.to_move == now.seat_of(sakura.id):
            break
        await world.env.advance_time(5)
    dm = sakura.user.dm_channel
    panel = dm.history()[-1]
    control = ask_controls(panel, table.id)[0]
    if control["type"] == 2:
        await sakura.user.click(panel, custom_id=control["custom_id"])
    else:
        await sakura.user.select(panel, [control["options"][-1]["value"]], custom_id=control["custom_id"])
    await shoot(world, sakura.user, dm, "ja_gofish_hand", "ja", dm.history()[-1])


async def test_italian_concentration_board(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="Circolo", preferred_locale="it")
    channel = server.create_text_channel("memory")
    giulia = server.add_member(simcord_env.create_user("Giulia"))
    world = World(simcord_env, server, channel, [giulia])
    set_client_locales(monkeypatch, {giulia.id: "it"})
    await giulia.slash(channel, "table new", game="concentration", players=1)
    table = world.table()
    await giulia.click(world.live_message(table.id), label="Inizia")
    await world.env.advance_time(2)
    board = board_messages(world, table.id, "tv:flip")[0]
    await giulia.click(board, custom_id=f"tv:flip:{table.id}:0")
    await world.env.advance_time(2)
    board = board_messages(world, table.id, "tv:flip")[0]
    await shoot(world, giulia, channel, "it_concentration_board", "it", board)


async def test_french_old_maid_board(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="Cercle", preferred_locale="fr")
    channel = server.create_text_channel("cartes")
    camille = server.add_member(simcord_env.create_user("Camille"))
    world = World(simcord_env, server, channel, [camille])
    set_client_locales(monkeypatch, {camille.id: "fr"})
    await camille.slash(channel, "table new", game="oldmaid", players=3)
    table = world.table()
    for _ in range(2):
        await add_computer(world, table.id)
    await camille.click(world.live_message(table.id), label="Lancer")
    for _ in range(40):
        await world.env.advance_time(1.5)
        boards = board_messages(world, table.id, "tv:draw")
        if boards:
            break
    await shoot(world, camille, channel, "fr_oldmaid_board", "fr", boards[0])
