"""A control drawn for an earlier turn plays nothing, and says what changed since it was drawn."""

from __future__ import annotations

from tests.bot.discord_helpers import make_world, member_for, play_via_slash, setup_game


async def test_a_click_on_an_old_hand_dm_says_which_moves_came_since(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None, humans=2)
    start = world.last_table(table.id)
    first = member_for(world, start.seats[start.state.to_move].user_id)
    panel = first.user.dm_channel.history()[-1]  # drawn for this turn
    controls = [
        item.custom_id
        for row in panel.components
        for item in getattr(row, "children", [row])
        if (item.custom_id or "").startswith(("tv:mv:", "tv:card:"))
    ]
    assert controls
    # The player moves by command in the channel; their DM, still showing their turn, is redrawn
    # when their turn comes back (the token's budget), and they click it meanwhile.
    await play_via_slash(world, table.id)
    now = world.last_table(table.id)
    answer = await first.user.click(panel, custom_id=controls[0])
    said = answer.response.content
    assert said.startswith("That was for an earlier turn"), said
    lines = said.split("Since then:\n", 1)[1].splitlines()
    # The move made since, as the live table says it.
    assert len(lines) == 1 and lines[0].startswith(f"- {first.user.name}"), lines
    assert world.last_table(table.id).seq == now.seq  # nothing played
