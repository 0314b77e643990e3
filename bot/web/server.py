"""The Activity's web app (aiohttp): the client's files, sign-in, card pictures and the table's
WebSocket, over the same `TableService` the Discord face uses (docs/activity/PROTOCOL.md).

One truth: every request goes through the service as the slash commands do (a move is logged
before it is applied), and every change the service announces, whoever made it (a button on
Discord, a computer, this socket), pushes a fresh Snapshot to every socket watching that table,
each built for its own seat (`bot.web.snapshots`). Nothing else is kept: a socket that drops
and says `hello` again with its session continues where the table is.
"""

from __future__ import annotations

import asyncio
import functools
import io
import json
import logging
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

import games
from bot.config import ActivitySettings
from bot.service import server_settings
from bot.service.errors import TableError
from bot.service.events import Event, Moved
from bot.service.model import LEVELS, Table
from bot.service.table_service import TableService
from bot.web.sessions import BadSession, Session, Sessions
from bot.web.snapshots import LastMove, game_list, snapshot
from games.core import GameError
from i18n import DEFAULT, Text, supported, translate
from i18n.catalogue import resources

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
CLOSE_BAD_SESSION = 4401
DECKS = ("italian", "tarot", "french")
CARD = re.compile(r"^(?:(?:10|[2-9AJQKC])[shdc]|T(?:1[0-9]|2[01]|[1-9])|FOOL|JK[12]|back)$")
PLACEHOLDER = """<!doctype html><meta charset="utf-8"><title>Tavolo</title>
<body style="background:#0b5d3b;color:#fff;font:16px system-ui;text-align:center;padding:3em">
<h1>Tavolo</h1><p>The Activity's client is not built into bot/web/static/ yet.</p></body>"""

#: The client's fixed words (`welcome.words`), by the key the client asks for: `open-table`…
UI_PREFIX = "activity-ui-"


@functools.cache
def ui_words(locale: str) -> dict[str, str]:
    """Every `activity-ui-*` message in `locale`, keyed without the prefix."""
    ids = [
        entry.id.name
        for resource in resources(DEFAULT)
        for entry in resource.body
        if getattr(getattr(entry, "id", None), "name", "").startswith(UI_PREFIX)
    ]
    return {name[len(UI_PREFIX) :]: translate(locale, name) for name in ids}


@functools.lru_cache(maxsize=1024)
def card_png(style: str, card: str, width: int, locale: str) -> bytes:
    """A card face (or the back) drawn by the pictures' code, as PNG bytes."""
    from bot.discord.pictures.cards import card_back, card_face

    image = card_back(width) if card == "back" else card_face(style, card, width, locale)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()


def _pixels(query: Mapping[str, str]) -> int:
    """The picture's width in pixels for `w` CSS pixels at `dpr`, in steps of 16 (few cache keys)."""
    try:
        width = float(query.get("w", "72")) * min(3.0, max(1.0, float(query.get("dpr", "1"))))
    except ValueError:
        width = 72.0
    return int(min(480, max(32, -(-width // 16) * 16)))


@dataclass(eq=False)
class Client:
    """One socket: who it speaks for, the channel it was opened in, the table it shows."""

    ws: web.WebSocketResponse
    session: Session | None = None
    channel_id: int | None = None
    guild_id: int | None = None
    locale: str = DEFAULT
    table_id: int | None = None
    shown: Any = None  # what it was last sent (skip an identical push)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class Refused(Exception):
    """A request refused with words (a catalogue `Text`), changing nothing."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.id)
        self.text = text


class ActivityApp:
    """The web app over `service`. `http` is the client session Discord is reached with."""

    def __init__(
        self,
        service: TableService,
        settings: ActivitySettings,
        *,
        static: Path = STATIC,
        clock: Callable[[], float] = time.time,
        client_id: int | None = None,
    ) -> None:
        self.service = service
        self.settings = settings
        self.static = static
        self.sessions = Sessions(settings.session_secret, clock)
        self.client_id = settings.client_id or client_id
        self.clients: set[Client] = set()
        self.last: dict[int, LastMove] = {}
        self._http: aiohttp.ClientSession | None = None
        self._runner: web.AppRunner | None = None
        service.subscribe(self.on_events)

    # -- the app ---------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/", self.index)
        app.router.add_get("/api/config", self.config)
        app.router.add_post("/api/token", self.token)
        app.router.add_post("/api/dev-session", self.dev_session)
        app.router.add_get("/cards/{deck}/{card}.png", self.card)
        app.router.add_get("/cards/{lang}/{deck}/{card}.png", self.card)
        app.router.add_get("/ws", self.socket)
        app.router.add_get("/{path:.+}", self.asset)
        app.on_cleanup.append(self._cleanup)
        return app

    async def start(self) -> None:
        """Serve on the configured host and port (beside the bot, in its event loop)."""
        self._runner = web.AppRunner(self.app())
        await self._runner.setup()
        await web.TCPSite(self._runner, self.settings.host, self.settings.port).start()
        log.info("the Activity listens on http://%s:%s", self.settings.host, self.settings.port)

    async def close(self) -> None:
        self.service.unsubscribe(self.on_events)
        for client in list(self.clients):
            await client.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        await self._cleanup(None)

    async def _cleanup(self, _app: web.Application | None) -> None:
        if self._http is not None:
            await self._http.close()
            self._http = None

    # -- files -------------------------------------------------------------------------------
    async def index(self, request: web.Request) -> web.StreamResponse:
        page = self.static / "index.html"
        if page.is_file():
            return web.FileResponse(page, headers={"Cache-Control": "no-cache"})
        return web.Response(text=PLACEHOLDER, content_type="text/html")

    async def config(self, request: web.Request) -> web.StreamResponse:
        """What the client needs before it signs in: the application's id for the SDK's
        `authorize` (inside Discord the page's host also says it: `<id>.discordsays.com`)."""
        body = {"client_id": str(self.client_id) if self.client_id is not None else None}
        return web.json_response(body, headers={"Cache-Control": "no-cache"})

    async def asset(self, request: web.Request) -> web.StreamResponse:
        root = self.static.resolve()
        path = (root / request.match_info["path"]).resolve()
        if not path.is_relative_to(root) or not path.is_file():
            raise web.HTTPNotFound()
        cache = (
            "public, max-age=31536000, immutable"
            if "/assets/" in f"/{path.relative_to(root)}"
            else "no-cache"
        )
        return web.FileResponse(path, headers={"Cache-Control": cache})

    async def card(self, request: web.Request) -> web.Response:
        deck, card = request.match_info["deck"], request.match_info["card"]
        lang = supported(request.match_info.get("lang", DEFAULT)) or DEFAULT
        if deck not in DECKS or not CARD.match(card):
            raise web.HTTPNotFound()
        width = _pixels(request.query)
        try:
            data = await asyncio.to_thread(card_png, deck, card, width, lang)
        except Exception:  # a card the deck does not have
            log.debug("no picture of %s in %s", card, deck, exc_info=True)
            raise web.HTTPNotFound() from None
        return web.Response(
            body=data,
            content_type="image/png",
            headers={"Cache-Control": "public, max-age=31536000, immutable"},
        )

    # -- sign-in -----------------------------------------------------------------------------
    def _signed_in(self, user_id: int, name: str, access_token: str | None = None) -> web.Response:
        return web.json_response(
            {
                "access_token": access_token,
                "session": self.sessions.issue(user_id, name),
                "user": {"id": str(user_id), "name": name},
                "expires_in": self.sessions.lifetime,
            }
        )

    @staticmethod
    def _error(locale: str, message: str, status: int) -> web.Response:
        return web.json_response({"error": translate(locale, message)}, status=status)

    @staticmethod
    async def _body(request: web.Request) -> dict[str, Any] | None:
        try:
            body = await request.json()
        except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
            return None
        return body if isinstance(body, dict) else None

    @staticmethod
    def _locale(request: web.Request, body: Mapping[str, Any] | None) -> str:
        asked = (body or {}).get("locale") or request.headers.get("Accept-Language", "").split(",")[0]
        return supported(asked) or DEFAULT

    async def token(self, request: web.Request) -> web.Response:
        """The SDK's `authorize` code → Discord's access token → who the player is."""
        body = await self._body(request)
        locale = self._locale(request, body)
        code = (body or {}).get("code")
        if not isinstance(code, str) or not code or len(code) > 512:
            return self._error(locale, "activity-bad-request", 400)
        if not self.settings.client_secret or self.client_id is None:
            return self._error(locale, "activity-sign-in-failed", 401)
        api = self.settings.discord_api
        if self._http is None:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        form = {
            "client_id": str(self.client_id),
            "client_secret": self.settings.client_secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        try:
            async with self._http.post(f"{api}/oauth2/token", data=form) as answer:
                if answer.status in (400, 401, 403):
                    return self._error(locale, "activity-sign-in-failed", 401)
                if answer.status != 200:
                    return self._error(locale, "activity-discord-unreachable", 502)
                granted = await answer.json()
            access = granted.get("access_token")
            if not isinstance(access, str):
                return self._error(locale, "activity-sign-in-failed", 401)
            headers = {"Authorization": f"Bearer {access}"}
            async with self._http.get(f"{api}/users/@me", headers=headers) as answer:
                if answer.status != 200:
                    return self._error(locale, "activity-sign-in-failed", 401)
                user = await answer.json()
            user_id = int(user["id"])
            name = str(user.get("global_name") or user.get("username") or user_id)
        except (TimeoutError, aiohttp.ClientError, ValueError, KeyError, TypeError):
            log.warning("the Activity's sign-in could not reach Discord", exc_info=True)
            return self._error(locale, "activity-discord-unreachable", 502)
        return self._signed_in(user_id, name, access)

    async def dev_session(self, request: web.Request) -> web.Response:
        """A session without Discord: only with TAVOLO_ACTIVITY_DEV=1 (local play, browser tests)."""
        if not self.settings.dev:
            raise web.HTTPNotFound()
        body = await self._body(request)
        locale = self._locale(request, body)
        user = str((body or {}).get("user_id", ""))
        name = (body or {}).get("name")
        if not user.isdigit() or not isinstance(name, str) or not name.strip():
            return self._error(locale, "activity-bad-request", 400)
        return self._signed_in(int(user), name.strip()[:32])

    # -- the socket --------------------------------------------------------------------------
    async def socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=30)
        await ws.prepare(request)
        client = Client(ws)
        self.clients.add(client)
        try:
            async for message in ws:
                if message.type != aiohttp.WSMsgType.TEXT:
                    continue
                await self.receive(client, message.data)
        finally:
            self.clients.discard(client)
        return ws

    async def receive(self, client: Client, data: str) -> None:
        try:
            request = json.loads(data)
        except (json.JSONDecodeError, ValueError):
            request = None
        if not isinstance(request, dict):
            await self.refuse(client, None, Text("activity-bad-message"))
            return
        ident = request.get("id")
        ident = ident if isinstance(ident, str | int) and not isinstance(ident, bool) else None
        kind = request.get("type")
        if kind == "ping":
            pong: dict[str, Any] = {"type": "pong"}
            session = client.session
            if session is not None and session.expires > self.sessions_clock():
                # A signed-in socket that keeps pinging stays signed in: its session renewed.
                pong["session"] = self.sessions.issue(session.user_id, session.name)
                client.session = self.sessions.check(pong["session"])
            await self.send(client, pong)
            return
        if kind == "hello":
            await self.hello(client, request)
            return
        if client.session is None:
            await self.refuse(client, ident, Text("activity-hello-first"))
            return
        handler = {
            "open": self.open,
            "join": self.join,
            "add_computer": self.add_computer,
            "start": self.start_game,
            "move": self.move,
        }.get(kind if isinstance(kind, str) else "")
        if handler is None:
            await self.refuse(client, ident, Text("activity-unknown-type"))
            return
        try:
            if client.session.expires <= self.sessions_clock():
                raise BadSession("activity-session-expired")
            # The socket's pushes wait for its answer: `ack` first, then the new `table`.
            async with client.lock:
                await handler(client, request)
                await self.send(client, {"type": "ack", "id": ident})
        except BadSession as bad:
            await self.refuse(client, ident, Text(bad.reason))
            await client.ws.close(code=CLOSE_BAD_SESSION)
            return
        except Refused as refused:
            await self.refuse(client, ident, refused.text)
            return
        except (TableError, GameError) as error:
            await self.refuse(client, ident, error.text)
            return
        await self.refresh_channel(client.channel_id)

    def sessions_clock(self) -> float:
        return self.sessions._clock()

    async def hello(self, client: Client, request: Mapping[str, Any]) -> None:
        client.locale = supported(request.get("locale")) or DEFAULT
        try:
            session = self.sessions.check(request.get("session"))
        except BadSession as bad:
            await self.refuse(client, None, Text(bad.reason))
            await client.ws.close(code=CLOSE_BAD_SESSION)
            return
        channel = str(request.get("channel_id") or "")
        guild = str(request.get("guild_id") or "")
        if not channel.isdigit():
            await self.refuse(client, None, Text("activity-no-channel"))
            return
        client.session = session
        if client.channel_id != int(channel):
            client.table_id = None  # a table ended elsewhere is not this channel's
        client.channel_id, client.guild_id = int(channel), int(guild) if guild.isdigit() else None
        client.shown = None
        renewed = self.sessions.issue(session.user_id, session.name)
        client.session = self.sessions.check(renewed)  # renewed by every hello
        await self.send(
            client,
            {
                "type": "welcome",
                "user": {"id": str(session.user_id), "name": session.name},
                "locale": client.locale,
                "words": ui_words(client.locale),
                "session": renewed,
                "expires_in": self.sessions.lifetime,
            },
        )
        await self.push(client)

    # -- requests ----------------------------------------------------------------------------
    def _table(self, client: Client) -> Table:
        assert client.channel_id is not None
        table = self.service.table_in_channel(client.channel_id)
        if table is None:
            raise Refused(Text("activity-no-table"))
        return table

    async def open(self, client: Client, request: Mapping[str, Any]) -> None:
        assert client.session is not None and client.channel_id is not None
        game, preset = request.get("game"), request.get("preset")
        if not isinstance(game, str) or game not in games.names():
            raise Refused(Text("activity-unknown-game"))
        rules = games.get(game)
        if preset is not None and (not isinstance(preset, str) or preset not in rules.presets):
            raise Refused(Text("activity-unknown-game"))
        guild = client.guild_id or 0
        house_rules = await server_settings.lobby_options(self.service, guild, client.channel_id, game)
        await self.service.open_table(
            guild_id=guild,
            channel_id=client.channel_id,
            user_id=client.session.user_id,
            user_name=client.session.name,
            game=game,
            preset=preset or rules.default_preset,
            options=house_rules,
        )

    async def join(self, client: Client, request: Mapping[str, Any]) -> None:
        assert client.session is not None
        await self.service.join(self._table(client).id, client.session.user_id, client.session.name)

    async def add_computer(self, client: Client, request: Mapping[str, Any]) -> None:
        assert client.session is not None
        level = request.get("level", "normal")
        if level not in LEVELS:
            raise Refused(Text("activity-bad-level"))
        await self.service.add_computer(self._table(client).id, client.session.user_id, str(level))

    async def start_game(self, client: Client, request: Mapping[str, Any]) -> None:
        assert client.session is not None
        await self.service.start_game(self._table(client).id, client.session.user_id)

    async def move(self, client: Client, request: Mapping[str, Any]) -> None:
        assert client.session is not None
        table = self._table(client)
        user = client.session.user_id
        seat = table.seat_of(user)
        if seat is None:
            raise Refused(Text("error-not-seated"))
        seq, action = request.get("seq"), request.get("action")
        if not isinstance(seq, int) or isinstance(seq, bool) or not isinstance(action, str):
            raise Refused(Text("activity-bad-message"))
        if seq != table.seq:
            raise Refused(Text("activity-stale"))
        state = table.state
        if table.status != "playing" or state is None or state.to_move != seat:
            raise Refused(Text("activity-not-your-turn"))
        chosen = offered(snapshot(table, user, client.locale)["actions"], state.legal(), action)
        if chosen is None:
            raise Refused(Text("activity-not-offered"))
        await self.service.act(table.id, user, chosen, expected_seq=seq)

    # -- pushing -----------------------------------------------------------------------------
    async def on_events(self, events: list[Event]) -> None:
        """The service's subscriber: remember the last move; push every touched channel."""
        channels: set[int] = set()
        for event in events:
            if isinstance(event, Moved):
                self.last[event.table_id] = LastMove(event.seq, event.seat, event.action, event.text)
            try:
                channels.add(self.service.table(event.table_id).channel_id)
            except TableError:
                continue
        for channel in channels:
            await self.refresh_channel(channel)

    async def refresh_channel(self, channel_id: int | None) -> None:
        for client in [c for c in self.clients if c.channel_id == channel_id and c.session is not None]:
            await self.push(client)

    def current(self, client: Client) -> Table | None:
        """The channel's open table, else the one the socket showed (its game just ended)."""
        assert client.channel_id is not None
        table = self.service.table_in_channel(client.channel_id)
        if table is None and client.table_id is not None:
            try:
                table = self.service.table(client.table_id)
            except TableError:
                table = None
        return table

    async def push(self, client: Client) -> None:
        """Send the socket its seat's Snapshot, unless it already shows exactly that."""
        async with client.lock:
            if client.ws.closed or client.session is None:
                return
            table = self.current(client)
            client.table_id = None if table is None else table.id
            last = None if table is None else self.last.get(table.id)
            key = None if table is None else shown_key(table)
            if key is not None and key == client.shown:
                return
            shown = None if table is None else snapshot(table, client.session.user_id, client.locale, last)
            client.shown = key
            await self.send(client, {"type": "table", "table": shown, "games": game_list(client.locale)})

    async def send(self, client: Client, message: Mapping[str, Any]) -> None:
        if client.ws.closed:
            return
        try:
            await client.ws.send_str(json.dumps(message, ensure_ascii=False, separators=(",", ":")))
        except (ConnectionError, RuntimeError):
            log.debug("a socket went away while sending", exc_info=True)

    async def refuse(self, client: Client, ident: Any, text: Text) -> None:
        await self.send(client, {"type": "refused", "id": ident, "text": text.render(client.locale)})


def shown_key(table: Table) -> tuple[Any, ...]:
    """What a snapshot of `table` depends on: a move (seq), and what changes without one (a
    lobby's seats, host, size, options such as the target set with /table options, turn timer)."""
    return (
        table.id,
        table.seq,
        table.status,
        table.seats,
        table.host_id,
        table.players,
        table.preset,
        table.options,
        table.turn_seconds,
    )


def offered(actions: list[dict[str, Any]], legal: list[str], action: str) -> str | None:
    """The legal action `action` stands for, if the snapshot offered it: one of its `actions`, or
    the cards picked for an action that asks for some (`pick`: Scarto's `discard:a+b+c`)."""
    if any(a["action"] == action for a in actions if not a.get("pick")) and action in legal:
        return action
    for pick in (a for a in actions if a.get("pick")):
        prefix = pick["action"]
        if not action.startswith(prefix):
            continue
        cards = action[len(prefix) :].split("+")
        if (
            len(cards) != pick["pick"]
            or len(set(cards)) != len(cards)
            or not set(cards) <= set(pick["cards"])
        ):
            return None
        wanted = sorted(cards)
        return next(
            (a for a in legal if a.startswith(prefix) and sorted(a[len(prefix) :].split("+")) == wanted), None
        )
    return None
