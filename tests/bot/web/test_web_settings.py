"""The Activity's settings: off unless configured, one clear line for a missing or bad one, and
`python -m bot --check` says how it is set up without ever printing a secret."""

from __future__ import annotations

import pytest

from bot.__main__ import main as bot_main
from bot.config import DISCORD_API, ConfigError, load_settings

SESSION = "a-long-random-session-secret"


def test_the_activity_is_off_unless_configured() -> None:
    assert load_settings({}, dotenv_path=None).activity is None


def test_a_client_secret_turns_it_on_with_its_defaults() -> None:
    activity = load_settings(
        {"DISCORD_CLIENT_SECRET": "shh", "TAVOLO_ACTIVITY_SECRET": SESSION}, dotenv_path=None
    ).activity
    assert activity is not None and activity.client_secret == "shh" and not activity.dev
    assert (activity.discord_api, activity.host, activity.port) == (DISCORD_API, "127.0.0.1", 8080)


@pytest.mark.parametrize(
    ("values", "named"),
    [
        ({"DISCORD_CLIENT_SECRET": "shh"}, "TAVOLO_ACTIVITY_SECRET"),
        ({"TAVOLO_ACTIVITY_DEV": "1", "TAVOLO_ACTIVITY_SECRET": "short"}, "TAVOLO_ACTIVITY_SECRET"),
        ({"TAVOLO_ACTIVITY_DEV": "maybe"}, "TAVOLO_ACTIVITY_DEV"),
        (
            {"DISCORD_CLIENT_SECRET": "s", "TAVOLO_ACTIVITY_SECRET": SESSION, "TAVOLO_ACTIVITY_PORT": "http"},
            "PORT",
        ),
        (
            {
                "DISCORD_CLIENT_SECRET": "s",
                "TAVOLO_ACTIVITY_SECRET": SESSION,
                "TAVOLO_DISCORD_API": "ftp://x",
            },
            "API",
        ),
    ],
)
def test_a_missing_or_bad_setting_is_named(values: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigError, match=named):
        load_settings(values, dotenv_path=None)


def test_check_reports_the_activity_and_never_its_secrets(clean_env, monkeypatch, capsys) -> None:
    monkeypatch.setenv("TAVOLO_DB", str(clean_env / "t.db"))
    assert bot_main(["--check"]) == 0
    assert "Activity off" in capsys.readouterr().out
    monkeypatch.setenv("DISCORD_CLIENT_SECRET", "the-client-secret")
    monkeypatch.setenv("TAVOLO_ACTIVITY_SECRET", SESSION)
    monkeypatch.setenv("TAVOLO_ACTIVITY_PORT", "8765")
    assert bot_main(["--check"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "Activity on http://127.0.0.1:8765 (Discord sign-in" in out
    assert "the-client-secret" not in out and SESSION not in out
