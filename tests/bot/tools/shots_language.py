"""Screenshots of the channel face in Italian and Japanese: an Italian server's Scopa table and a
Japanese server's Babanuki table, each as the channel shows it and as its player's hand DM, narrow
(420 px) and wide.

Not collected by pytest's default run; run it with
    .venv/bin/python -m pytest tests/bot/tools/shots_language.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots). Chromium needs a CJK font for the Japanese
(`apt-get install -y fonts-noto-cjk`).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.bot.discord_helpers import World, add_computer
from tests.bot.locales import set_client_locales
from tests.bot.tools.shots import system_chromium  # noqa: F401  (the fixture: the system's Chromium)
from tools.screenshots import emoji_assets

OUT = Path(os.environ.get("SHOTS_DIR", "/tmp/shots"))
WIDTHS = {"narrow": 420, "wide": 960}
HEIGHT = 2400  # tall enough for the longest message; a capture is cut to the message itself


async def shoot(world: World, viewer, channel, name: str, locale: str, message) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    await world.env.settle()
    async with world.env.preview(
        channel,
        viewers=[viewer],
        layout="message",
        display="fixed",
        width=WIDTHS["wide"],
        height=HEIGHT,
        locale=locale,
        assets=emoji_assets(world.env),
    ) as preview:
        for label, width in WIDTHS.items():
            await preview.screenshot(OUT / f"{name}_{label}.png", target=message, viewport=(width, HEIGHT))


async def play_until(world: World, table_id: int, player, moves: int, *, deal: int = 0) -> None:
    """The player makes `moves` moves (computers answer), then on until deal `deal` is reached."""
    service = world.bot.service
    made = 0
    for _ in range(5000):
        now = service.table(table_id)
        if now.status != "playing" or (made >= moves and now.state.deal >= deal):
            return
        mover = now.state.to_move
        if mover is None or now.seats[mover].user_id != player.id:
            await world.env.advance_time(5)
            continue
        legal = now.state.legal()
        await player.slash(world.channel, "move", action=legal[len(legal) // 2])
        await world.env.settle()
        made += 1


async def test_italian_scopa(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="Circolo", preferred_locale="it")
    channel = server.create_text_channel("scopa")
    giulia = server.add_member(simcord_env.create_user("Giulia"))
    world = World(simcord_env, server, channel, [giulia])
    set_client_locales(monkeypatch, {giulia.id: "it"})
    await giulia.slash(channel, "table new", game="scopa", players=2)
    table = world.table()
    await giulia.slash(channel, "table options", option="target", value="11")
    await add_computer(world, table.id)
    await shoot(world, giulia, channel, "it_scopa_lobby", "it", world.live_message(table.id))
    await giulia.click(world.live_message(table.id), label="Inizia")
    await play_until(world, table.id, giulia, 3, deal=1)
    await play_until(world, table.id, giulia, 2)
    await shoot(world, giulia, channel, "it_scopa_live", "it", world.live_message(table.id))
    dm = giulia.user.dm_channel
    await shoot(world, giulia.user, dm, "it_scopa_hand", "it", dm.history()[-1])


async def test_japanese_babanuki(simcord_env, monkeypatch):
    server = simcord_env.create_guild(name="トランプ部", preferred_locale="ja")
    channel = server.create_text_channel("ババ抜き")
    sakura = server.add_member(simcord_env.create_user("さくら"))
    world = World(simcord_env, server, channel, [sakura])
    set_client_locales(monkeypatch, {sakura.id: "ja"})
    await sakura.slash(channel, "table new", game="babanuki", players=3)
    table = world.table()
    await add_computer(world, table.id)
    await add_computer(world, table.id)
    await sakura.click(world.live_message(table.id), label="開始")
    await play_until(world, table.id, sakura, 2)
    await shoot(world, sakura, channel, "ja_babanuki_live", "ja", world.live_message(table.id))
    dm = sakura.user.dm_channel
    await shoot(world, sakura.user, dm, "ja_babanuki_hand", "ja", dm.history()[-1])


@pytest.mark.parametrize("locale", ["it", "ja"])
async def test_game_over(simcord_env, monkeypatch, locale):
    server = simcord_env.create_guild(preferred_locale=locale)
    channel = server.create_text_channel("carte")
    host = server.add_member(simcord_env.create_user({"it": "Giulia", "ja": "さくら"}[locale]))
    world = World(simcord_env, server, channel, [host])
    set_client_locales(monkeypatch, {host.id: locale})
    game = {"it": "scopa", "ja": "babanuki"}[locale]
    await host.slash(channel, "table new", game=game, players=3 if game == "babanuki" else 2)
    table = world.table()
    if game == "scopa":
        await host.slash(channel, "table options", option="target", value="1")
    for _ in range(2 if game == "babanuki" else 1):
        await add_computer(world, table.id)
    await host.click(world.live_message(table.id), label={"it": "Inizia", "ja": "開始"}[locale])
    await play_until(world, table.id, host, 10_000)
    await world.env.settle()
    await shoot(world, host, channel, f"{locale}_{game}_over", locale, world.channel.last_message)
