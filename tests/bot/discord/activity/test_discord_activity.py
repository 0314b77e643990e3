"""The Activity on Discord, when configured: the live table's "Open the table" button launches it
(LAUNCH_ACTIVITY), and the command sync keeps the App Launcher's entry point (a PRIMARY_ENTRY_POINT
command) among the slash commands."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from simcord.http import router

from bot.config import ActivitySettings
from bot.discord.app import TavoloBot, create_bot
from bot.discord.core.entry_point import DISCORD_LAUNCH_ACTIVITY, PRIMARY_ENTRY_POINT
from tests.bot.conftest import TEST_PACING, TEST_SETTINGS
from tests.bot.discord_helpers import make_world, open_table

LAUNCH_ACTIVITY = 12  # the interaction callback type


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, list[Any]]]:
    """A stand-in for what simcord (1.x) does not know yet, added to its route table for this test
    only (site-packages untouched): the LAUNCH_ACTIVITY callback (type 12) answers the interaction
    with no message; a bulk overwrite keeps PRIMARY_ENTRY_POINT commands (type 4), which simcord's
    own command fields refuse, aside and answers them as registered."""
    seen: dict[str, list[Any]] = {"launches": [], "entry_points": []}
    routes = {method: list(found) for method, found in router._ROUTES.items()}

    def wrap(method: str, template: str, around: Any) -> None:
        parts = template.strip("/").split("/")
        found = routes[method]
        for index, (shape, handler) in enumerate(found):
            if shape == parts:
                found[index] = (shape, around(handler))

    def callback(original: Any) -> Any:
        def handler(ctx: Any) -> Any:
            if (ctx.json or {}).get("type") != LAUNCH_ACTIVITY:
                return original(ctx)
            record = ctx.backend.interactions.get(ctx.int_arg("interaction_id"))
            record.defer_update()  # answered: no message, as Discord does for a launch
            seen["launches"].append(record.id)
            return {"interaction": {"id": str(record.id), "type": record.type, "activity_instance_id": "i-1"}}

        return handler

    def bulk(original: Any) -> Any:
        def handler(ctx: Any) -> Any:
            points = [c for c in ctx.json or [] if c.get("type") == PRIMARY_ENTRY_POINT]
            seen["entry_points"].extend(points)
            ctx.json = [c for c in ctx.json or [] if c.get("type") != PRIMARY_ENTRY_POINT]
            registered = original(ctx)
            answered = [{**p, "id": "9001", "application_id": "1", "version": "1"} for p in points]
            return [*registered, *answered]

        return handler

    wrap("POST", "/interactions/{interaction_id}/{token}/callback", callback)
    wrap("PUT", "/applications/{application_id}/commands", bulk)
    monkeypatch.setattr(router, "_ROUTES", routes)
    yield seen


@pytest.fixture
async def simcord_bot(db_path: Path, launched: dict[str, list[Any]]) -> Any:
    activity = ActivitySettings(client_secret="secret", session_secret="a-session-secret-for-tests")
    bot: TavoloBot = create_bot(
        replace(TEST_SETTINGS, activity=activity), db_path=db_path, pacing=TEST_PACING, computer_wait=None
    )
    yield bot
    await bot.release()


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
