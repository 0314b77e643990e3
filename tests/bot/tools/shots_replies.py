"""Screenshots of /stats, /history, /replay and /leaderboard in a Japanese server, and a hint in
Italian, narrow and wide. Run with
    .venv/bin/python -m pytest tests/bot/tools/shots_replies.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from tests.bot.discord.records.test_history_discord import finish_scopa
from tests.bot.discord.settings.test_settings_discord import admin_world
from tests.bot.discord_helpers import make_world, member_for, setup_game
from tests.bot.locales import set_client_locales
from tests.bot.tools.shots import shoot, system_chromium  # noqa: F401  (the fixture)


async def test_shots_japanese_server(simcord_env):
    world = admin_world(simcord_env)
    alice, bob = world.players
    first = await finish_scopa(world)
    await finish_scopa(world)
    await alice.slash(world.channel, "settings server-language", language="ja")
    stats = await bob.slash(world.channel, "stats")
    await shoot(world, bob, "ja_stats", stats.response.message)
    history = await bob.slash(world.channel, "history")
    await shoot(world, bob, "ja_history", history.response.message)
    replay = await bob.slash(world.channel, "replay", table=first)
    await shoot(world, bob, "ja_replay", replay.response.message)
    board = await bob.slash(world.channel, "leaderboard", game="scopa")
    await shoot(world, bob, "ja_leaderboard", board.response.message)


async def test_shots_italian_hint(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["giulia", "bob"])
    table = await setup_game(world, target=None, seed=3)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    set_client_locales(monkeypatch, {player.id: "it"})
    hint = await player.slash(world.channel, "hint")
    print(hint.response.content)
    played = await player.slash(world.channel, "move", action=table.state.legal()[0])
    print(played.response.content)
    await shoot(world, player, "it_hint", None)
