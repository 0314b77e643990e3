"""Settings, the options panel, /table status, /hint and /rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings
from bot.discord.core.card_pictures import hand_files
from tests.bot.discord_helpers import make_world, member_for, open_table, setup_game


def test_settings_environment_beats_dotenv_and_bad_guild_is_explained(tmp_path: Path):
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN=from-file\nTAVOLO_DEV_GUILD=123\nTAVOLO_LOG_LEVEL=debug\n")
    settings = load_settings({}, dotenv)
    assert (settings.token, settings.dev_guild, settings.log_level) == ("from-file", 123, "DEBUG")
    assert settings.db_url == "./data/tavolo.db"
    assert load_settings({"DISCORD_TOKEN": ""}, dotenv).token is None  # an empty variable wins
    with pytest.raises(ConfigError, match="Copy Server ID"):
        load_settings({"TAVOLO_DEV_GUILD": "my server"}, None)


async def test_host_changes_options_from_the_lobby_panel(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    table = await open_table(world)
    refused = await bob.click(world.live_message(table.id), label="Options")
    assert refused.ephemeral and "Only the host" in refused.response.content
    panel = await alice.click(world.live_message(table.id), label="Options")
    assert panel.ephemeral
    await alice.select(panel.response, ["target"], custom_id=f"tv:optn:{table.id}")
    await alice.select(panel.response, ["15"], custom_id=f"tv:optv:{table.id}:target")
    assert world.last_table(table.id).options["target"] == 15
    await alice.select(panel.response, ["turn_seconds"], custom_id=f"tv:optn:{table.id}")
    await alice.select(panel.response, ["120"], custom_id=f"tv:optv:{table.id}:turn_seconds")
    assert world.last_table(table.id).turn_seconds == 120
    lobby = str(world.live_message(table.id).embeds[0].to_dict())
    assert "Points to win: 15" in lobby and "Turn timer: 2 minutes" in lobby and "target" not in lobby


async def test_status_reposts_the_live_table_at_the_bottom(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=None)
    old = world.live_message(table.id)
    await world.players[1].slash(world.channel, "table status")
    new = world.live_message(table.id)
    assert new.id != old.id and world.channel.history()[-1].id == new.id
    assert old.id not in [m.id for m in world.channel.history()]  # still one live message
    player = member_for(world, table.seats[table.state.to_move].user_id)
    await player.slash(world.channel, "move", action=table.state.legal()[0])
    # The move's answer posts the table again at the bottom (free of the token's budget): still
    # one live message, the last one, and the one the bot keeps drawing.
    now = world.live_message(table.id)
    ids = [m.id for m in world.channel.history()]
    assert ids[-1] == now.id and new.id not in ids and old.id not in ids


async def test_hint_and_rules_answer_privately(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    rules = await world.players[0].slash(world.channel, "rules", game="scopone")
    assert rules.ephemeral and "scopone-scientifico" in str(rules.response.embeds[0].to_dict())
    table = await setup_game(world, target=None)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    hint = await player.slash(world.channel, "hint")
    assert hint.ephemeral, hint
    text = hint.response.content
    assert text.startswith("Try **") and any(f"/move {a}`" in text for a in table.state.legal())


async def test_my_hand_button_on_the_live_table_is_private(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    alice, bob, carol = world.players
    table = await setup_game(world, target=None, humans=2)
    live = world.live_message(table.id)
    mover = member_for(world, table.seats[table.state.to_move].user_id)
    assert f"{mover.mention}, your turn" in live.content
    for player in (alice, bob):
        panel = await player.click(live, label="My hand")
        # Their own hand, pictured (the text names no card: the picture shows them).
        (picture,) = panel.response.attachments
        assert panel.ephemeral and await picture.read() == hand_files(table, player.id)[0].fp.read()
    outsider = await carol.click(live, label="My hand")
    assert outsider.ephemeral and "not playing" in outsider.response.content


def test_hard_player_processes_default_to_one_per_core_and_are_configurable(tmp_path: Path):
    from bot.service.computer import DefaultAiRunner, usable_cores

    assert load_settings({}, None).ai_workers is None
    assert DefaultAiRunner().workers == usable_cores()
    assert load_settings({"TAVOLO_AI_WORKERS": "3"}, None).ai_workers == 3
    for bad in ("0", "many", "-2", "1000"):
        with pytest.raises(ConfigError, match="TAVOLO_AI_WORKERS must be a number of processes"):
            load_settings({"TAVOLO_AI_WORKERS": bad}, None)
