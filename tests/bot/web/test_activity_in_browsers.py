"""The Activity in real browsers (Chromium driven by Playwright), two players at once, against the
real bot: simcord's simulated Discord runs the channel's live table, the Activity's web app is
served beside it as `python -m bot` serves it, and players sign in as inside Discord (the SDK's
mock stands in for the Discord client, a local stand-in for Discord's OAuth2 endpoints answers
the code). alice plays on a phone (360 × 740), bob on a desktop (1280 × 800), and the other way
round in the second game.

What they notice: every move made by tapping, both screens following, the channel's live table
and the database agreeing with the browsers, neither socket ever carrying the other's hand, the
table back after the bot restarts mid-game, and a forged message refused without effect.

Skipped where Playwright or Chromium is missing (CI installs both: `.ci/run`)."""

from __future__ import annotations

import asyncio
import base64
import json
import re
import secrets
import shutil
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
import pytest_asyncio
from aiohttp import web

pytest.importorskip("playwright")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("no Chromium to drive", allow_module_level=True)

from playwright.async_api import Browser, Page, async_playwright, expect  # noqa: E402

from bot.config import ActivitySettings, Settings  # noqa: E402
from bot.discord.app import TavoloBot  # noqa: E402
from bot.web.server import ActivityApp  # noqa: E402
from i18n import translate  # noqa: E402
from tests.bot.activity_stand_in import launched  # noqa: E402
from tests.bot.conftest import TEST_SETTINGS  # noqa: E402
from tests.bot.discord_helpers import World, make_world  # noqa: E402
from tests.bot.web.conftest import CLIENT_ID, CLIENT_SECRET, discord_stand_in  # noqa: E402
from tests.bot.web.test_web_games import cards_in, positions  # noqa: E402
from tools.activity_shots import CHROMIUM_FLAGS  # noqa: E402

__all__ = ["launched"]  # the fixture, used by name

PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Discord:
    """The stand-in for Discord's OAuth2 endpoints, on a real port, and the codes it knows."""

    url: str
    codes: dict[str, dict[str, str]] = field(default_factory=dict)

    def code_for(self, player: Any) -> str:
        code = f"code-{player.id}"
        self.codes[code] = {"id": str(player.id), "username": player.name, "global_name": player.name}
        return code


@pytest_asyncio.fixture
async def discord_oauth() -> AsyncIterator[Discord]:
    codes: dict[str, dict[str, str]] = {}
    app, _seen = discord_stand_in(codes)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    yield Discord(f"http://127.0.0.1:{port}", codes)
    await runner.cleanup()


@pytest.fixture
def activity(discord_oauth: Discord) -> ActivitySettings:
    return ActivitySettings(
        client_secret=CLIENT_SECRET,
        session_secret=secrets.token_urlsafe(32),
        discord_api=discord_oauth.url,
        port=free_port(),
        client_id=CLIENT_ID,
    )


@pytest.fixture
def bot_settings(activity: ActivitySettings, launched: Any) -> Settings:
    """The tests' bots (tests/bot/conftest.py's make_bot), configured for the Activity."""
    return replace(TEST_SETTINGS, activity=activity)


async def serve(env: Any, activity: ActivitySettings) -> None:
    """The Activity's web app over the bot's table service, as `python -m bot` serves it
    (`serve_activity`), started from the test. simcord would count a connected socket among the
    bot's unfinished work and never see the bot settle; each message a socket brings is handled as
    the bot's work instead, as a Discord interaction is, so what it sets off (the live table's
    redraw, a computer's reply) runs on the bot's clock."""
    bot = env.bot
    app = ActivityApp(bot.service, activity, client_id=bot.application_id)
    receive = app.receive

    async def as_the_bots_work(client: Any, data: str) -> None:
        with env._bot_scope():
            handled = asyncio.create_task(receive(client, data))
        await handled

    app.receive = as_the_bots_work  # type: ignore[method-assign]
    await app.start()
    bot.on_release.append(app.close)


def readable(payload: str | bytes) -> dict[str, Any]:
    """A frame as JSON; one that is not (a cheat's garbage) as `{"unreadable": ...}`."""
    try:
        found = json.loads(payload)
    except ValueError:
        return {"unreadable": payload}
    return found if isinstance(found, dict) else {"unreadable": payload}


class Player:
    """One browser page signed in as one simcord member, and every frame its socket carried."""

    def __init__(self, page: Page, member: Any, seat: int) -> None:
        self.page = page
        self.member = member
        self.seat = seat
        self.got: list[dict[str, Any]] = []
        self.sent: list[dict[str, Any]] = []
        self.choices = 0  # moves chosen among several in the chooser
        page.on("websocket", self._watch)

    def _watch(self, ws: Any) -> None:
        ws.on("framereceived", lambda payload: self.got.append(readable(payload)))
        ws.on("framesent", lambda payload: self.sent.append(readable(payload)))

    async def hand(self) -> list[str]:
        return await self.page.locator("[data-testid=hand] img.card").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )

    async def felt(self) -> list[str]:
        return await self.page.locator(".felt .spread img.card").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )

    def session(self) -> str:
        """The newest session its client said hello with."""
        return [m for m in self.sent if m.get("type") == "hello"][-1]["session"]

    def tables(self) -> list[dict[str, Any]]:
        return [m["table"] for m in self.got if m.get("type") == "table" and m.get("table")]


async def sit(browser: Browser, world: World, discord: Discord, port: int, member: Any, size: dict) -> Player:
    """`member` opens the Activity in the channel, signing in with Discord (the mock's authorize)."""
    context = await browser.new_context(viewport=size)
    page = await context.new_page()
    player = Player(page, member, seat=-1)
    code = discord.code_for(member)
    await page.goto(
        f"http://127.0.0.1:{port}/?code={code}&channel={world.channel.id}&guild={world.guild.id}&locale=en"
    )
    return player


async def until(check: Callable[[], Any], what: str, timeout: float = 15.0) -> None:
    """Waits (patience, not sleeps: a loaded CI machine) until `check()` is true."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"still not {what} after {timeout} s")
        await asyncio.sleep(0.02)


async def shows_the_position(player: Player, state: Any, felt: bool) -> bool:
    """The player's screen shows `state` as their seat sees it: their hand (and the table's cards)."""
    view = state.view(player.seat)
    if sorted(await player.hand()) != sorted(view["hand"]):
        return False
    return not felt or sorted(await player.felt()) == sorted(view["table"])


def no_hand_of_another(player: Player, after: list[Any], log: list[str]) -> int:
    """Every table frame the player's socket carried, against the position it was sent at (from the
    database's log): no card of another seat's hand that the seat may not know. Returns the count."""
    frames = [t for t in player.tables() if t.get("seq")]
    for frame in frames:
        state = after[frame["seq"]]
        known = set(cards_in(state.view(player.seat), every_string=True))
        held = set().union(*(state.view(s)["hand"] for s in range(state.num_players) if s != player.seat))
        last = frame.get("last")
        if last is not None:  # played in the open by that move, and nothing more
            assert set(last["cards"]) <= set(log[frame["seq"] - 1].replace(":", "+").split("+"))
        felt = {key: value for key, value in frame.items() if key != "last"}
        leaked = (set(cards_in(felt)) & held) - known
        assert not leaked, f"{player.member.name} saw {leaked} at move {frame['seq']}"
    return len(frames)


def forged(session: str, user_id: int) -> str:
    """`session` with its user changed to `user_id` and its signature kept: a forgery."""
    payload, signature = session.split(".")
    body = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    body["u"] = str(user_id)
    raw = base64.urlsafe_b64encode(json.dumps(body, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{raw}.{signature}"


#: A socket of the page's own: sends `messages` (a string as it is, else as JSON), returns what came back.
SOCKET_SAYS = """async ([messages]) => {
  const ws = new WebSocket(location.origin.replace("http", "ws") + "/ws");
  const got = [];
  ws.onmessage = (e) => got.push(JSON.parse(e.data));
  await new Promise((ok) => (ws.onopen = ok));
  for (const m of messages) ws.send(typeof m === "string" ? m : JSON.stringify(m));
  await new Promise((ok) => setTimeout(ok, 400));
  ws.close();
  return got;
}"""


async def tap_a_move(player: Player) -> None:
    """What a player does on their turn: taps a playable card, then the first choice if asked. The
    last one: a fanned hand overlaps, and the last card is the one shown whole."""
    page = player.page
    playable = page.locator("[data-testid=hand] img.card.playable")
    await expect(playable.last).to_be_visible()
    await playable.last.click()
    chooser = page.locator("[data-testid=chooser] button[data-action]")
    if await chooser.count():
        # Several ways to play that card: each offered with the panel's label ("7♦ → 3♣ + 4♠").
        card = await playable.last.get_attribute("data-card")
        offered = await chooser.evaluate_all("els => els.map(e => e.dataset.action)")
        assert len(offered) > 1 and all(action.startswith(f"{card}:") for action in offered), offered
        assert all("→" in label for label in await chooser.all_inner_texts())
        player.choices += 1
        await chooser.first.click()


def live_text(world: World, table_id: int) -> str:
    """The channel's live table as Discord shows it, in plain words (no bold marks)."""
    message = world.live_message(table_id)
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [
            embed.title or "",
            embed.description or "",
            (embed.footer.text if embed.footer else "") or "",
        ]
        parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts).replace("**", "")


async def text_of(page: Page, testid: str) -> str:
    return (await page.locator(f"[data-testid={testid}]").inner_text()).strip()


@dataclass
class Seen:
    """What a move left on the screens: each player's hand and table, by seat."""

    seq: int
    hands: dict[int, list[str]]
    felts: dict[int, list[str]]


async def one_move(world: World, table_id: int, players: list[Player], felt: bool) -> Seen:
    """The seat to move taps its move; both screens, the service and the channel's live table follow."""
    table = world.last_table(table_id)
    mover = next(p for p in players if p.seat == table.state.to_move)
    await tap_a_move(mover)
    await until(lambda: _after(world, table_id, table.seq), "played in the service")
    now = world.last_table(table_id)
    for player in players:
        await until(lambda p=player: shows_the_position(p, now.state, felt), f"shown to {player.member.name}")
    await world.env.settle()
    if not now.state.over:  # (its status turns "finished" a moment after the last move)
        # The channel's live table says what the browsers say: the score line, and whose turn it is.
        live = live_text(world, table_id)
        to_move = next(p for p in players if p.seat == now.state.to_move)
        assert live.startswith(f"<@{to_move.member.id}>, your turn"), live
        for player in players:
            assert await text_of(player.page, "headline") in live
        assert await text_of(to_move.page, "status") == "Your turn."
    return Seen(
        now.seq,
        {p.seat: sorted(await p.hand()) for p in players},
        {p.seat: sorted(await p.felt()) for p in players},
    )


async def _after(world: World, table_id: int, seq: int) -> bool:
    return world.last_table(table_id).seq > seq


async def _status(world: World, table_id: int, status: str) -> bool:
    return world.last_table(table_id).status == status


def agrees_with_the_database(seen: list[Seen], after: list[Any], felt: bool) -> None:
    """What every screen showed after every move is that seat's view of the position the database's
    log replays to."""
    for shown in seen:
        state = after[shown.seq]
        for seat, hand in shown.hands.items():
            view = state.view(seat)
            assert hand == sorted(view["hand"]), (shown.seq, seat)
            if felt:
                assert shown.felts[seat] == sorted(view["table"]), (shown.seq, seat)


async def refuses_forgeries(world: World, table_id: int, alice: Player, bob: Player) -> None:
    """On bob's turn, alice's page opens sockets of its own and sends what a cheat would: unreadable
    text, a move before hello, bob's identity under alice's signature, and bob's move as herself.
    Each is refused in words; nothing changes anywhere."""
    table = world.last_table(table_id)
    assert table.state.to_move == bob.seat
    logged = await world.bot.db.actions(table_id)
    live = live_text(world, table_id)
    channel = str(world.channel.id)
    hello = {"type": "hello", "session": alice.session(), "channel_id": channel, "locale": "en"}
    bobs_move = {"type": "move", "id": 7, "seq": table.seq, "action": table.state.legal()[0]}
    said = [
        await alice.page.evaluate(SOCKET_SAYS, [messages])
        for messages in (
            ["{not json"],
            [bobs_move],
            [{**hello, "session": forged(alice.session(), bob.member.id)}, bobs_move],
            [hello, bobs_move],
        )
    ]
    refusals = [[m["text"] for m in answers if m["type"] == "refused"] for answers in said]
    assert refusals == [
        [translate("en", "activity-bad-message")],
        [translate("en", "activity-hello-first")],
        [translate("en", "activity-session-bad")],  # and the socket closed: bob's move never read
        [translate("en", "activity-not-your-turn")],
    ]
    await world.env.settle()
    assert world.last_table(table_id).seq == table.seq
    assert await world.bot.db.actions(table_id) == logged
    assert live_text(world, table_id) == live


async def restart_mid_game(env: Any, make_bot: Callable[[], TavoloBot], activity: ActivitySettings) -> None:
    """The bot stops and starts again on the same database, the Activity with it."""
    await env.bot.release()
    await env.restart_bot(make_bot())
    await serve(env, activity)


async def play_to_the_end(
    world: World,
    table_id: int,
    players: list[Player],
    *,
    felt: bool,
    at_move: dict[int, Callable[[], Any]],
) -> list[Seen]:
    """Plays the table to its end by tapping in the browser of the seat to move; `at_move[n]()`
    runs after the n-th move."""
    seen: list[Seen] = []
    while not world.last_table(table_id).state.over:
        seen.append(await one_move(world, table_id, players, felt))
        if len(seen) in at_move:
            await at_move[len(seen)]()
    return seen


async def game_over_everywhere(world: World, table_id: int, players: list[Player], seen: list[Seen]) -> None:
    """The game is over on both screens and in the channel, with the winner the database's log makes."""
    await until(lambda: _status(world, table_id, "finished"), "finished")
    final = world.last_table(table_id)
    after = await positions(world.bot, table_id)  # type: ignore[arg-type]  # a bot has .service and .db too
    assert after[-1].over and after[-1].result == final.state.result
    [winner] = [p for p in players if p.seat in after[-1].result.winners]
    await world.env.settle()
    assert f"{winner.member.name} won" in live_text(world, table_id)
    for player in players:
        await expect(player.page.locator("[data-testid=result]")).to_contain_text(
            f"{winner.member.name} wins"
        )
    felt = world.last_table(table_id).game == "scopa"
    agrees_with_the_database(seen, after, felt)
    log = await world.bot.db.actions(table_id)
    for player in players:
        # Every table its socket carried, lobby to result, across the restart.
        assert no_hand_of_another(player, after, log) >= len(seen)


@asynccontextmanager
async def two_browsers(
    world: World, discord: Discord, activity: ActivitySettings, sizes: tuple[dict, dict]
) -> AsyncIterator[tuple[Player, Player]]:
    """The Activity served beside the bot; alice and bob each open it in a browser of their own
    (`sizes`: alice's viewport, bob's), signed in with Discord."""
    expect.set_options(timeout=15_000)  # a loaded CI machine: patience, not sleeps
    await serve(world.env, activity)
    alice, bob = world.players
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            yield (
                await sit(browser, world, discord, activity.port, alice, sizes[0]),
                await sit(browser, world, discord, activity.port, bob, sizes[1]),
            )
        finally:
            await browser.close()


async def open_in_the_activity(world: World, host: Player, game: str, guest: Player) -> int:
    """host opens `game` in the Activity, guest joins there, host sets a one-deal game with
    /table options in Discord; the channel and both browsers agree at each step. Returns the id."""
    await host.page.locator(f"[data-testid=games] button[data-game={game}][data-preset='']").click()
    await expect(host.page.locator("[data-testid=lobby]")).to_be_visible()
    table = world.table()
    await world.env.settle()  # the channel's lobby message, posted by the bot's own task
    assert f"{host.member.name} · host" in live_text(world, table.id)
    await guest.page.locator("[data-testid=join]").click()
    await expect(host.page.locator(".lobby-seats li")).to_have_count(2)
    await world.env.settle()
    assert "Seats (2/2)" in live_text(world, table.id)
    return table.id


@pytest.mark.slow
async def test_two_browsers_play_a_whole_scopa_game_with_the_channel_and_the_database(
    simcord_env: Any, make_bot: Callable[[], TavoloBot], discord_oauth: Discord, activity: ActivitySettings
) -> None:
    world = make_world(simcord_env, ["alice", "bob"])
    alice = world.players[0]
    async with two_browsers(world, discord_oauth, activity, (PHONE, DESKTOP)) as (a, b):
        table_id = await open_in_the_activity(world, a, "scopa", b)
        # alice sets a short game in Discord: both browsers say so at once.
        result = await alice.slash(world.channel, "table options", option="target", value="1")
        assert result.ephemeral
        for player in (a, b):
            await expect(player.page.locator("[data-testid=headline]")).to_contain_text(
                re.compile(r"First to 1 point\.$")
            )
        await a.page.locator("[data-testid=start]").click()
        await until(lambda: _status(world, table_id, "playing"), "dealt")
        a.seat, b.seat = 0, 1
        # On alice's phone: her hand at the bottom, all on screen; the table's cards ≥ 56 px wide.
        await expect(a.page.locator("[data-testid=hand] img.card")).to_have_count(3)
        box = await a.page.locator("[data-testid=hand]").bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"]
        felt = await a.page.locator(".felt .spread img.card").evaluate_all(
            "els => els.map(e => e.getBoundingClientRect().width)"
        )
        assert len(felt) == 4 and min(felt) >= 56

        async def forgeries() -> None:
            if not forged_once and world.last_table(table_id).state.to_move == b.seat:
                await refuses_forgeries(world, table_id, a, b)
                forged_once.append(True)

        forged_once: list[bool] = []

        async def restart() -> None:
            held = await a.hand()
            await restart_mid_game(simcord_env, make_bot, activity)
            for player in (a, b):
                await expect(player.page.locator("[data-testid=reconnecting]")).to_have_count(0)
            state = world.last_table(table_id).state
            for player in (a, b):
                await until(lambda pl=player: shows_the_position(pl, state, True), "back after the restart")
            assert sorted(await a.hand()) == sorted(held)

        seen = await play_to_the_end(
            world, table_id, [a, b], felt=True, at_move={1: forgeries, 3: forgeries, 6: restart}
        )
        assert forged_once and len(seen) > 6
        assert a.choices + b.choices > 0  # a card that could take two ways was played by choosing
        await game_over_everywhere(world, table_id, [a, b], seen)


@pytest.mark.slow
async def test_two_browsers_play_a_whole_go_fish_game_with_the_channel_and_the_database(
    simcord_env: Any, discord_oauth: Discord, activity: ActivitySettings
) -> None:
    world = make_world(simcord_env, ["alice", "bob"])
    # This time alice is on the desktop and bob on his phone.
    async with two_browsers(world, discord_oauth, activity, (DESKTOP, PHONE)) as (a, b):
        table_id = await open_in_the_activity(world, a, "gofish", b)
        await a.page.locator("[data-testid=start]").click()
        await until(lambda: _status(world, table_id, "playing"), "dealt")
        a.seat, b.seat = 0, 1
        seen = await play_to_the_end(world, table_id, [a, b], felt=False, at_move={})
        await game_over_everywhere(world, table_id, [a, b], seen)
