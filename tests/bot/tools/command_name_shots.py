"""Screenshots of messages naming slash commands in the reader's language, narrow and wide: an
Italian player's `/rules scopa` (how to move: `/gioca carta:`), a Japanese player's reply when
there is no table (`/テーブル 新規`), and an Italian channel's live table (its footer).

Not collected by pytest's default run; run it with
    .venv/bin/python -m pytest tests/bot/tools/command_name_shots.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from tests.bot.discord.table.test_discord_channel_language import _italian_server, seat_yuki_and_start
from tests.bot.discord_helpers import make_world
from tests.bot.locales import set_client_locales
from tests.bot.tools.panel_shots import shoot
from tests.bot.tools.shots import system_chromium

__all__ = ["system_chromium"]  # the fixture


async def test_rules_and_replies_name_commands_in_the_readers_language(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["giulia", "yuki"])
    giulia, yuki = world.players
    set_client_locales(monkeypatch, {giulia.id: "it", yuki.id: "ja"})
    rules = (await giulia.slash(world.channel, "rules", game="scopa")).response
    await shoot(world, giulia, world.channel, "italian_rules_commands", rules)
    nothing = (await yuki.slash(world.channel, "hand")).response
    await shoot(world, yuki, world.channel, "japanese_no_table_commands", nothing)


async def test_italian_live_table_footer(simcord_env, monkeypatch):
    world = _italian_server(simcord_env)
    table_id = await seat_yuki_and_start(world, target=21)
    live = world.live_message(table_id)
    await shoot(world, world.players[0], world.channel, "italian_table_commands", live)
