"""Give simulated users a Discord client language (simcord sends every interaction as en-US)."""

from __future__ import annotations

from typing import Any

import pytest
import simcord.interactions


def set_client_locales(monkeypatch: pytest.MonkeyPatch, locales: dict[int, str]) -> None:
    """Interactions of user id → that Discord locale (`ja`, `it`, `fr`, `en-US`, …) from now on."""
    original = simcord.interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        locale = locales.get(kwargs.get("user_id", 0))
        if locale is not None:
            payload["locale"] = locale
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
