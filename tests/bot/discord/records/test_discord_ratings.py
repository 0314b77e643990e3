"""Ratings as players expect them: 1500 to start, moved by tens of points, never negative."""

from __future__ import annotations

import re

from tests.bot.discord_helpers import make_world, play_via_slash, setup_game


async def test_after_one_game_ratings_read_on_a_familiar_scale(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world)
    while world.last_table(table.id).status == "playing":
        await play_via_slash(world, table.id)
    summary = next(m for m in world.channel.history() if m.embeds and " won" in (m.embeds[0].title or ""))
    ratings = next(f.value for f in summary.embeds[0].fields if f.name == "Ratings")
    moves = re.findall(r"(\d+) → \*\*(\d+)\*\* \(([+−-]\d+)\)", ratings)
    assert len(moves) == 2, ratings
    for before, after, _ in moves:
        assert int(before) == 1500 and 1300 < int(after) < 1700 and int(after) != 1500
    board = await world.players[0].slash(world.channel, "leaderboard", game="scopa")
    text = board.response.embeds[0].description
    assert "1 game, 1 win (100%)" in text and "1 game, 0 wins (0%)" in text
    assert "-" not in re.sub(r"<@\d+>", "", text)  # nothing negative
    assert "μ" not in board.response.embeds[0].footer.text
