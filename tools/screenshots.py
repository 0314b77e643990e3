"""Screenshots of the bot as players see it, for docs/screenshots/ (offline, no token).

    .venv/bin/python tools/screenshots.py [--out docs/screenshots] [--only NAME ...] [--locale it]

Drives the real bot in simcord (a simulated Discord) through the same slash commands and clicks
as the tests, then captures simcord's browser preview with Chromium (Playwright; the machine's
`/usr/bin/chromium`, or `--chromium PATH`, or Playwright's own browser when there is none). Each
screen is taken at a small phone's width (360 px), a phone's (420 px) and a desktop's (960 px):
`<name>-phone.png`, `<name>-narrow.png`, `<name>-wide.png`. Needs the dev extras and
`simcord[preview,screenshot]`.

Screens: the lobby; the live table mid-game for each game; a hand DM; the `/hand` panel; the live
table just after a deal was scored (the deal summary folds into it); a game over. Also every card
face of each deck (`cards-<deck>.png`, straight from the renderer).
The card emoji are shown from the bot's own pictures (simcord keeps no emoji images).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import simcord
from PIL import Image
from simcord.backend.cdn import CDN_BASE
from simcord.preview import _capture

from bot.config import Settings
from bot.discord.app import create_bot
from bot.discord.core.card_emoji import emoji_png, wanted_faces
from bot.discord.pictures.cards import cards_sheet

WIDTHS = {"phone": 360, "narrow": 420, "wide": 960}
HEIGHT = 2400  # tall enough for the longest message; a capture is cut to the message itself
# One table of each game, mid-game: (screen name, game or preset, seats, target or None, moves).
TABLES = [
    ("table-scopa", "scopa", 2, 11, 5),
    ("table-scopone", "scopone", 4, 11, 6),
    ("table-scarto", "scarto", 3, None, 12),
    ("table-stovkahra", "stovkahra", 4, None, 6),
    ("table-gofish", "gofish", 3, None, 6),
    ("table-concentration", "concentration", 2, None, 6),
    ("table-oldmaid", "babanuki", 3, None, 6),
]


def use_chromium(path: str | None) -> None:
    """Make simcord's capture launch the given Chromium (Playwright's own browser otherwise)."""
    executable = path or shutil.which("chromium") or shutil.which("chromium-browser")
    if executable is None:
        return

    async def ensure_browser(self: Any) -> Any:
        if self._browser is None:
            from playwright.async_api import async_playwright

            self._playwright = await async_playwright().start()
            self._browser = await self._playwright.chromium.launch(executable_path=executable)
        return self._browser

    _capture.ManagedCapture._ensure_browser = ensure_browser


def shrink(path: Path) -> None:
    """256 colours are plenty for Discord's flat interface: a third of the bytes in the repo."""
    image = Image.open(path).convert("RGB")
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        path, optimize=True
    )



def emoji_assets(env: Any) -> dict[str, tuple[str, bytes]]:
    """The card emoji the bot made, as the pictures it uploaded (simcord keeps no emoji images),
    for a preview to show them."""
    faces = wanted_faces()
    return {
        f"{CDN_BASE}/emojis/{emoji.id}.png": (f"{emoji.name}.png", emoji_png(*faces[emoji.name]))
        for emoji in env.backend.application_emojis.values()
        if emoji.name in faces
    }

class Shots:
    def __init__(self, env: Any, bot: Any, out: Path, only: set[str], suffix: str = "") -> None:
        self.env, self.bot, self.out, self.only = env, bot, out, only
        self.suffix = suffix  # `-it`: the screens of another language beside the English ones
        self.taken: list[Path] = []
        self.rng = random.Random(7)

    def wanted(self, name: str) -> bool:
        return not self.only or name in self.only

    async def shoot(self, name: str, channel: Any, viewer: Any, target: Any) -> None:
        """`target` (a message or an interaction result) at both widths."""
        if not self.wanted(name):
            return
        await self.env.settle()
        async with self.env.preview(
            channel,
            viewers=[viewer],
            layout="message",
            display="fixed",
            width=WIDTHS["wide"],
            height=HEIGHT,
            assets=emoji_assets(self.env),
        ) as preview:
            for label, width in WIDTHS.items():
                path = self.out / f"{name}-{label}{self.suffix}.png"
                capture = await preview.screenshot(path, target=target, viewport=(width, HEIGHT))
                if not capture.complete:
                    print(f"  {path.name}: incomplete rendering", file=sys.stderr)
                shrink(path)
                self.taken.append(path)
                print(f"  {path}")


async def open_table(
    env: Any, guild: Any, alice: Any, game: str, seats: int, target: int | None, seed: int
) -> tuple[Any, Any]:
    """A table in a channel of its own: alice and computers, started on a fixed deal."""
    channel = guild.create_text_channel(game)
    await alice.slash(channel, "table new", game=game, players=seats)
    bot = env.bot
    table = bot.service.table_in_channel(channel.id)
    if target is not None:
        await alice.slash(channel, "table options", option="target", value=str(target))
    for _ in range(seats - 1):
        panel = await alice.click(live_message(channel, table.id), custom_id=f"tv:lobby:bot:{table.id}")
        await alice.select(panel.response, ["normal"], custom_id=f"tv:cpua:{table.id}")
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        await alice.click(live_message(channel, table.id), custom_id=f"tv:lobby:start:{table.id}")
    return channel, table


def live_message(channel: Any, table_id: int) -> Any:
    for message in reversed(channel.history()):
        for row in message.components:
            for item in getattr(row, "children", [row]):
                custom = getattr(item, "custom_id", "") or ""
                if custom.endswith(f":{table_id}") and custom.startswith(
                    ("tv:hand:", "tv:lobby:", "tv:follow:", "tv:rematch:")
                ):
                    return message
    raise LookupError(f"no live message of table {table_id}")


async def play(
    env: Any,
    channel: Any,
    alice: Any,
    table_id: int,
    moves: int,
    rng: random.Random,
    stop: Callable[[Any], bool],
) -> None:
    """alice makes up to `moves` moves with `/move` (computers answer in simulated time)."""
    service = env.bot.service
    made = 0
    for _ in range(2000):
        now = service.table(table_id)
        if now.status != "playing" or made >= moves or stop(now):
            return
        mover = now.state.to_move
        if mover is None or now.seats[mover].user_id != alice.id:
            await env.advance_time(5)
            continue
        legal = now.state.legal()
        await alice.slash(channel, "move", action=legal[rng.randrange(len(legal))])
        await env.settle()
        made += 1


def full_hand(table: Any) -> bool:
    return table.state.to_move == 0 and len(table.state.view(0)["hand"]) == 3


def card_sheets(out: Path, only: set[str]) -> list[Path]:
    """Every face of each deck and the back, in a grid."""
    made = []
    for deck, game in (("italian", "scopa"), ("tarot", "scarto"), ("french", "oldmaid")):
        path = out / f"cards-{deck}.png"
        if not only or path.stem in only:
            columns = {"tarot": 14, "italian": 13}.get(deck, 10)
            cards_sheet(game, width=72, columns=columns, whole_style=True).save(path, optimize=True)
            made.append(path)
            print(f"  {path}")
    return made


async def run(out: Path, only: set[str], locale: str = "en") -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    sheets = card_sheets(out, only) if locale == "en" else []  # the card sheets have no words
    with tempfile.TemporaryDirectory() as folder:
        bot = create_bot(Settings(), db_path=Path(folder) / "shots.db", pacing=(0.0, 0.0), computer_wait=None)
        async with simcord.run(bot) as env:
            guild = env.create_guild(name="Tavolo", preferred_locale=locale)
            alice = guild.add_member(env.create_user("alice"))
            bob = guild.add_member(env.create_user("bob"))
            if locale != "en":  # alice's private messages in that language too (buttons by custom id)
                settings = guild.create_text_channel("settings")
                await alice.slash(settings, "settings language", language=locale)
            shots = Shots(env, bot, out, only, suffix="" if locale == "en" else f"-{locale}")
            rng = shots.rng

            # The lobby: alice opened a Scopa table, bob joined.
            lobby = guild.create_text_channel("lobby")
            await alice.slash(lobby, "table new", game="scopa")
            await bob.slash(lobby, "table join")
            table = bot.service.table_in_channel(lobby.id)
            await shots.shoot("lobby", lobby, alice, live_message(lobby, table.id))

            # Every game mid-game, and alice's hand DM and /hand panel at Scopa.
            for name, game, seats, target, moves in TABLES:
                if not (shots.wanted(name) or (game == "scopa" and shots.only & {"hand-dm", "hand-panel"})):
                    continue
                channel, table = await open_table(env, guild, alice, game, seats, target, seed=11)
                await play(env, channel, alice, table.id, moves, rng, lambda t: False)
                await env.advance_time(5)
                await shots.shoot(name, channel, alice, live_message(channel, table.id))
                if game == "scopa":
                    # alice's turn with a full hand: the start of a round of three cards.
                    await play(env, channel, alice, table.id, 12, rng, full_hand)
                    dm = alice.user.dm_channel
                    await shots.shoot("hand-dm", dm, alice.user, dm.history()[-1])
                    panel = await alice.slash(channel, "hand")
                    await shots.shoot("hand-panel", channel, alice, panel)

            # A deal just scored (folded into the live table), then a game over.
            if shots.wanted("deal-summary") or shots.wanted("game-over"):
                channel, table = await open_table(env, guild, alice, "scopa", 2, 21, seed=5)
                await play(env, channel, alice, table.id, 999, rng, lambda t: t.state.deal >= 1)
                await env.advance_time(5)
                await shots.shoot("deal-summary", channel, alice, live_message(channel, table.id))
                channel, table = await open_table(env, guild, alice, "scopa", 2, 1, seed=5)
                await play(env, channel, alice, table.id, 999, rng, lambda t: False)
                await env.advance_time(5)
                # The game over is drawn on the live table itself.
                await shots.shoot("game-over", channel, alice, live_message(channel, table.id))
        await bot.release()
    return sheets + shots.taken


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument(
        "--only", nargs="*", default=[], help="screen names (lobby, table-scopa, hand-dm, ...)"
    )
    parser.add_argument("--locale", default="en", help="the server's and alice's language (en, it, fr, ja)")
    parser.add_argument(
        "--chromium", default=None, help="Chromium to capture with (default: /usr/bin/chromium)"
    )
    args = parser.parse_args(argv)
    use_chromium(args.chromium)
    taken = asyncio.run(run(args.out, set(args.only), args.locale))
    print(f"{len(taken)} screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
