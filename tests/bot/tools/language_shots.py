"""Screenshots of a table in two languages at once, narrow and wide: an Italian channel's Scopa
table, and a Japanese player's `/hand` panel there.

Not collected by pytest's default run; run it with
    .venv/bin/python -m pytest tests/bot/tools/language_shots.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from tests.bot.discord.table.test_discord_channel_language import _italian_server, seat_yuki_and_start
from tests.bot.locales import set_client_locales
from tests.bot.tools.panel_shots import shoot
from tests.bot.tools.shots import system_chromium

__all__ = ["system_chromium"]  # the fixture


async def test_italian_table_and_japanese_hand(simcord_env, monkeypatch):
    world = _italian_server(simcord_env)
    giulia, yuki = world.players
    set_client_locales(monkeypatch, {yuki.id: "ja"})
    table_id = await seat_yuki_and_start(world, target=21)
    await shoot(world, giulia, world.channel, "italian_scopa_table", world.live_message(table_id))
    panel = (await yuki.slash(world.channel, "hand")).response
    await shoot(world, yuki, world.channel, "japanese_scopa_hand", panel)
