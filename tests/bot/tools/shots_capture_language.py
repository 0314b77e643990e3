"""Screenshot of an Italian player's choice of captures in the hand DM (a card that takes in three
ways: the select reads "5 di bastoni prende …"), narrow and wide.

Not collected by pytest's default run; run it with
    .venv/bin/python -m pytest tests/bot/tools/shots_capture_language.py -p no:cacheprovider
Pictures go to $SHOTS_DIR (default /tmp/shots).
"""

from __future__ import annotations

from bot.service.card_names import card_name
from tests.bot.discord_helpers import make_world, member_for, play_via_slash, setup_game
from tests.bot.locales import set_client_locales
from tests.bot.tools.shots import system_chromium  # noqa: F401  (the fixture: the system's Chromium)
from tests.bot.tools.shots_language import shoot


async def test_italian_capture_choice_in_the_hand_dm(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None, seed=7105728068631886919)
    await play_via_slash(world, table.id)
    await play_via_slash(world, table.id)
    now = world.last_table(table.id)
    player = member_for(world, now.seats[now.state.to_move].user_id)
    set_client_locales(monkeypatch, {player.id: "it"})
    await player.slash(world.channel, "settings language", language="it")
    panel = player.user.dm_channel.history()[-1]
    await player.user.click(panel, label=card_name("5c", "scopa"))
    panel = next(m for m in player.user.dm_channel.history() if m.id == panel.id)
    await shoot(world, player.user, player.user.dm_channel, "it_capture_choice", "it", panel)
