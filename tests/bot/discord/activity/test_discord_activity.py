"""The Activity on Discord, when configured: the live table's "Open the table" button launches it
(LAUNCH_ACTIVITY), and the command sync keeps the App Launcher's entry point (a PRIMARY_ENTRY_POINT
command) among the slash commands."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.config import ActivitySettings, Settings
from bot.discord.core.entry_point import DISCORD_LAUNCH_ACTIVITY
from tests.bot.activity_stand_in import launched
from tests.bot.conftest import TEST_SETTINGS
from tests.bot.discord_helpers import make_world, open_table

__all__ = ["launched"]  # the fixture, used by name


@pytest.fixture
def bot_settings(launched: dict[str, list[Any]]) -> Settings:
    """The tests' bots (tests/bot/conftest.py's make_bot), with the Activity configured."""
    activity = ActivitySettings(client_secret="secret", session_secret="a-session-secret-for-tests")
    return replace(TEST_SETTINGS, activity=activity)


async def test_the_live_table_opens_the_activity_and_the_app_launcher_has_its_entry_point(
    simcord_env: Any, launched: dict[str, list[Any]]
) -> None:
    [entry] = launched["entry_points"]
    assert entry["handler"] == DISCORD_LAUNCH_ACTIVITY and entry["name"] == "launch"
    assert entry["description_localizations"]["it"].startswith("Siediti al tavolo")
    world = make_world(simcord_env, ["alice"])
    table = await open_table(world, "scopa")
    message = world.live_message(table.id)
    buttons = [item for row in message.components for item in row.children]
    launch = next(b for b in buttons if b.custom_id == f"tv:launch:{table.id}")
    assert launch.label == "Open the table"
    await world.players[0].click(message, custom_id=launch.custom_id)
    assert len(launched["launches"]) == 1
