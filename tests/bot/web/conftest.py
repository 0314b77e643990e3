"""The Activity's web app under aiohttp's test server, over a real table service on a temporary
database, with a local stand-in for Discord's OAuth2 endpoints. No simcord: the socket is the face."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest_asyncio
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

import persistence
from bot.config import ActivitySettings
from bot.service.table_service import TableService
from bot.web.server import ActivityApp

SECRET = "a-session-secret-for-tests-only"
CLIENT_ID, CLIENT_SECRET = 4242, "the-client-secret"
GUILD = 77
#: The stand-in Discord's users, by the OAuth2 code that signs each in.
CODES = {"code-alice": {"id": "1001", "username": "alice", "global_name": "Alice"}}


class Clock:
    """Epoch seconds the test moves (the sessions' expiry)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class StandIn:
    """What the stand-in Discord was asked."""

    url: str
    forms: list[dict[str, str]] = field(default_factory=list)


def discord_stand_in(codes: dict[str, dict[str, str]] = CODES) -> tuple[web.Application, StandIn]:
    """`POST /oauth2/token` (a known code of `codes` → a token; else 400 invalid_grant, as Discord
    answers) and `GET /users/@me` (that token → the user)."""
    seen = StandIn("")
    tokens: dict[str, dict[str, str]] = {}

    async def token(request: web.Request) -> web.Response:
        form = dict(await request.post())
        seen.forms.append({k: str(v) for k, v in form.items()})
        user = codes.get(str(form.get("code")))
        good = form.get("client_id") == str(CLIENT_ID) and form.get("client_secret") == CLIENT_SECRET
        if user is None or not good or form.get("grant_type") != "authorization_code":
            return web.json_response({"error": "invalid_grant"}, status=400)
        access = f"token-{user['id']}"
        tokens[access] = user
        return web.json_response({"access_token": access, "token_type": "Bearer", "expires_in": 604800})

    async def me(request: web.Request) -> web.Response:
        user = tokens.get(request.headers.get("Authorization", "").removeprefix("Bearer "))
        if user is None:
            return web.json_response({"message": "401: Unauthorized"}, status=401)
        return web.json_response(user)

    app = web.Application()
    app.router.add_post("/oauth2/token", token)
    app.router.add_get("/users/@me", me)
    return app, seen


@dataclass
class Activity:
    service: TableService
    app: ActivityApp
    http: TestClient
    discord: StandIn
    clock: Clock
    db: Any

    async def sign_in(self, user_id: int, name: str) -> str:
        """A dev session (TAVOLO_ACTIVITY_DEV): the Discord sign-in has its own tests."""
        answer = await self.http.post("/api/dev-session", json={"user_id": str(user_id), "name": name})
        assert answer.status == 200
        return (await answer.json())["session"]

    async def player(self, user_id: int | None, name: str, channel: int, locale: str = "en") -> Player:
        """A socket that said hello (signed in as `user_id`; None: a session of a non-seated watcher)."""
        session = await self.sign_in(user_id or 999, name)
        ws = await self.http.ws_connect("/ws")
        player = Player(ws, session)
        await player.hello(channel, locale)
        return player


class Player:
    """One socket, and every message it got."""

    def __init__(self, ws: Any, session: str) -> None:
        self.ws = ws
        self.session = session
        self.got: list[dict[str, Any]] = []
        self.table: dict[str, Any] | None = None
        self._ids = 0

    async def receive(self, timeout: float = 10.0) -> dict[str, Any]:
        message = await self.ws.receive(timeout=timeout)
        assert message.type.name == "TEXT", message
        found = json.loads(message.data)
        self.got.append(found)
        if found["type"] == "table":
            self.table = found["table"]
        return found

    async def expect(self, kind: str) -> dict[str, Any]:
        while True:
            found = await self.receive()
            if found["type"] == kind:
                return found

    async def hello(self, channel: int, locale: str = "en", session: str | None = None) -> dict[str, Any]:
        await self.send(
            {
                "type": "hello",
                "session": session or self.session,
                "channel_id": str(channel),
                "guild_id": str(GUILD),
                "instance_id": "i-1",
                "locale": locale,
            }
        )
        welcome = await self.receive()
        if welcome["type"] == "welcome":
            self.session = welcome["session"]
            await self.expect("table")
        return welcome

    async def send(self, message: dict[str, Any] | str) -> None:
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def ask(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request; its answer (`ack` or `refused`)."""
        self._ids += 1
        ident = f"r{self._ids}"
        await self.send({"type": kind, "id": ident, **fields})
        while True:
            found = await self.receive()
            if found["type"] in ("ack", "refused") and found.get("id") == ident:
                return found

    async def settle(self, until: Callable[[dict[str, Any] | None], bool], timeout: float = 10.0) -> None:
        """Read pushes until the table shown satisfies `until`."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not until(self.table):
            await self.receive(max(0.01, deadline - asyncio.get_running_loop().time()))


@pytest_asyncio.fixture
async def activity(db_path: Path) -> AsyncIterator[Activity]:
    stand_in, seen = discord_stand_in()
    discord = TestServer(stand_in)
    await discord.start_server()
    seen.url = str(discord.make_url("")).rstrip("/")
    db = await persistence.open(db_path)
    service = TableService(db)
    await service.start()
    clock = Clock()
    settings = ActivitySettings(
        client_secret=CLIENT_SECRET,
        session_secret=SECRET,
        discord_api=seen.url,
        dev=True,
        client_id=CLIENT_ID,
    )
    app = ActivityApp(service, settings, static=db_path.parent, clock=clock)
    http = TestClient(TestServer(app.app()))
    await http.start_server()
    try:
        yield Activity(service, app, http, seen, clock, db)
    finally:
        await http.close()
        await app.close()
        await service.close()
        await db.close()
        await discord.close()
