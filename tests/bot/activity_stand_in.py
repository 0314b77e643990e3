"""What simcord does not know of the Activity yet, added to its route table for one test (its
site-packages untouched): the LAUNCH_ACTIVITY interaction callback and PRIMARY_ENTRY_POINT commands.
Shared by the Discord face's Activity tests and the browser tests, whose bot syncs the entry point."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from simcord.http import router

from bot.discord.core.entry_point import PRIMARY_ENTRY_POINT

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
