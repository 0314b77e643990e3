"""Signing in to the Activity: Discord's OAuth2 code for a token, then who the player is, against a
local stand-in for Discord; sessions signed, short-lived and tied to the user."""

from __future__ import annotations

import pytest

from bot.config import ActivitySettings
from bot.web.server import ActivityApp
from bot.web.sessions import LIFETIME, BadSession, Sessions
from tests.bot.web.conftest import CLIENT_ID, CLIENT_SECRET, SECRET, Activity


async def test_a_code_signs_the_player_in_as_discord_says_who_they_are(activity: Activity) -> None:
    answer = await activity.http.post("/api/token", json={"code": "code-alice"})
    assert answer.status == 200
    body = await answer.json()
    assert body["user"] == {"id": "1001", "name": "Alice"}
    assert body["access_token"] == "token-1001" and body["expires_in"] == LIFETIME
    # The code went to Discord with the application's id and secret, as OAuth2 wants it.
    assert activity.discord.forms == [
        {
            "client_id": str(CLIENT_ID),
            "client_secret": CLIENT_SECRET,
            "grant_type": "authorization_code",
            "code": "code-alice",
        }
    ]
    assert activity.app.sessions.check(body["session"]).user_id == 1001


async def test_a_bad_code_is_a_clear_error_in_the_players_language(activity: Activity) -> None:
    answer = await activity.http.post("/api/token", json={"code": "forged", "locale": "it"})
    assert answer.status == 401
    assert (await answer.json()) == {
        "error": "Discord non ha accettato l'accesso. Riapri l'Activity e riprova."
    }
    unreadable = await activity.http.post("/api/token", data=b"not json")
    assert unreadable.status == 400 and "error" in await unreadable.json()


async def test_an_unreachable_discord_is_a_502(activity: Activity) -> None:
    activity.app.settings = ActivitySettings(
        client_secret=CLIENT_SECRET,
        session_secret=SECRET,
        discord_api="http://127.0.0.1:9",
        client_id=CLIENT_ID,
    )
    answer = await activity.http.post("/api/token", json={"code": "code-alice"})
    assert answer.status == 502
    assert "Discord could not be reached" in (await answer.json())["error"]


async def test_dev_sessions_exist_only_with_the_dev_setting(activity: Activity) -> None:
    assert (await activity.http.post("/api/dev-session", json={"user_id": "5", "name": "eve"})).status == 200
    off = ActivityApp(activity.service, ActivitySettings(client_secret=CLIENT_SECRET, session_secret=SECRET))
    from aiohttp.test_utils import TestClient, TestServer

    async with TestClient(TestServer(off.app())) as client:
        assert (await client.post("/api/dev-session", json={"user_id": "5", "name": "eve"})).status == 404
    await off.close()


def test_a_session_is_the_users_until_it_expires_and_cannot_be_forged() -> None:
    now = [1000.0]
    sessions = Sessions(SECRET, clock=lambda: now[0])
    token = sessions.issue(1001, "Alice")
    assert sessions.check(token).user_id == 1001
    _payload, signature = token.split(".")
    # Another user's id with the same signature; a signature of another secret; garbage.
    other = Sessions(SECRET, clock=lambda: now[0]).issue(2002, "Mallory").split(".")[0]
    for forged in (
        f"{other}.{signature}",
        Sessions("another-secret-of-16+", lambda: now[0]).issue(1001, "A"),
        "x.y",
        7,
    ):
        with pytest.raises(BadSession) as refused:
            sessions.check(forged)
        assert refused.value.reason == "activity-session-bad"
    now[0] += LIFETIME
    with pytest.raises(BadSession) as refused:
        sessions.check(token)
    assert refused.value.reason == "activity-session-expired"
