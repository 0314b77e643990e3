"""`/history` after three games, its replay buttons, and what `/stats` adds."""

from __future__ import annotations

from tests.bot.discord_helpers import World, cards_as_text, make_world, play_via_slash, setup_game


async def finish_scopa(world: World) -> int:
    await cards_as_text(world)  # the history is words: no live picture of every move
    table = await setup_game(world, humans=2)
    pick = 0
    while world.last_table(table.id).status == "playing":
        await play_via_slash(world, table.id, pick)
        pick += 3
    return table.id


def winner_of(world: World, table_id: int) -> str:
    table = world.last_table(table_id)
    return table.seats[table.state.result.winners[0]].name


async def test_history_lists_three_games_with_result_rating_change_and_replays(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    ids = [await finish_scopa(world) for _ in range(3)]
    bob = world.players[1]
    shown = await bob.slash(world.channel, "history")
    assert not shown.ephemeral
    embed = shown.response.embeds[0]
    assert embed.title == "bob's last games"
    lines = embed.description.splitlines()
    assert [line.split("`")[1] for line in lines] == [f"#{i}" for i in reversed(ids)]  # newest first
    for line, table_id in zip(lines, reversed(ids), strict=True):
        final = world.last_table(table_id)
        scores = final.state.result.scores
        bob_side = final.state.result.sides[final.seat_of(bob.id)]
        outcome = "**won**" if winner_of(world, table_id) == "bob" else "lost"
        mine, theirs = scores[bob_side], scores[1 - bob_side]
        assert f"Scopa · {outcome} {mine:g}–{theirs:g} vs alice · " in line
        sign = "+" if outcome == "**won**" else "-"
        assert f" · {sign}" in line.split("vs alice")[1]  # the rating moved the right way
    # One replay button per game; pressing one posts that game's replay.
    buttons = [item for row in shown.response.message.components for item in row.children]
    assert [b.label for b in buttons] == [f"Replay #{i}" for i in reversed(ids)]
    replay = await world.players[0].click(shown.response, label=f"Replay #{ids[0]}")
    assert not replay.ephemeral
    assert replay.response.embeds[0].title == f"Scopa #{ids[0]} — replay"

    # Filtered by game and by user; an empty history is said plainly.
    other = await bob.slash(world.channel, "history", user=world.players[0].user, game="gofish")
    assert (
        other.ephemeral
        and other.response.content == "alice has no finished Go Fish games in this server yet."
    )


async def test_stats_adds_win_rate_streaks_and_favourite_opponents(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    ids = [await finish_scopa(world) for _ in range(3)]
    wins = [winner_of(world, i) == "alice" for i in ids]
    stats = await world.players[0].slash(world.channel, "stats")
    fields = {f.name: f.value for f in stats.response.embeds[0].fields}
    record = fields["Record"]
    assert f"Scopa: won {sum(wins)} of 3 ({sum(wins) / 3:.0%})" in record
    best = max(len(run) for run in "".join("W" if w else "L" for w in wins).split("L"))
    assert record.endswith(f"best streak {best}")
    assert fields["Most frequent opponents"] == f"bob: 3 games ({sum(wins)} won, {3 - sum(wins)} lost)"
