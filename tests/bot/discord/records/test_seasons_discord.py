"""Leaderboards by period, and a new season that keeps the history."""

from __future__ import annotations

from tests.bot.discord.records.test_history_discord import finish_scopa, winner_of
from tests.bot.discord.settings.test_settings_discord import admin_world


async def test_a_new_season_starts_the_board_afresh_and_keeps_the_history(simcord_env):
    world = admin_world(simcord_env)
    alice, bob = world.players
    await finish_scopa(world)
    await finish_scopa(world)
    await simcord_env.advance_time(3600)  # (the simulated clock stands still otherwise)
    started = await alice.slash(world.channel, "settings season new")
    assert not started.ephemeral
    assert started.response.content.startswith("Season 2 starts now.")
    await simcord_env.advance_time(3600)
    last = await finish_scopa(world)

    season = await bob.slash(world.channel, "leaderboard", game="scopa", period="season")
    board = season.response.embeds[0]
    assert board.title == "Scopa leaderboard — season 2"
    lines = board.description.splitlines()
    assert len(lines) == 2 and all("1 game," in line for line in lines)
    top = world.players[0] if winner_of(world, last) == "alice" else world.players[1]
    assert top.mention in lines[0] and "1 win " in lines[0]

    everything = await bob.slash(world.channel, "leaderboard", game="scopa")
    assert everything.response.embeds[0].title == "Scopa leaderboard"
    assert all("3 games" in line for line in everything.response.embeds[0].description.splitlines())
    month = await bob.slash(world.channel, "leaderboard", game="scopa", period="month")
    assert month.response.embeds[0].title == "Scopa leaderboard — January 2026"
    # Recomputed from the month's results, the ratings are exactly the kept all-time ones.
    assert month.response.embeds[0].description == everything.response.embeds[0].description
    history = await bob.slash(world.channel, "history")
    assert len(history.response.embeds[0].description.splitlines()) == 3

    shown = await bob.slash(world.channel, "settings show")
    assert any(f.value.startswith("season 2, since ") for f in shown.response.embeds[0].fields)

    await simcord_env.advance_time(31 * 86400)
    empty = await bob.slash(world.channel, "leaderboard", game="scopa", period="month")
    assert empty.ephemeral
    assert empty.response.content.startswith("No rated Scopa games in this server in February 2026.")
