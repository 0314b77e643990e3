"""How tall the live table message is on a phone, for every game and the crowded tables.

    .venv/bin/python tools/phone_heights.py [--width 360] [--out DIR] [--text] [--every-state N]
                                            [--only NAME…]

Drives the real bot in simcord (as tools/screenshots.py does: slash commands and clicks, computers
filling the seats, a fixed deal), plays a few moves, then captures the live table message with
Chromium at `--width` px (a phone: 360) and measures it. The capture is cut to the message, so its
height is what the message takes on screen: the header line, the text, the embed with its
picture, the buttons. simcord draws a message's plain attachments below its buttons where real
Discord puts them above; an embed's picture is inside the embed in both, and the measure adds
every part, so the order does not change the height. With `--text`, the server shows cards as
text (no picture: the table in words). Prints a Markdown table (docs/BENCHMARKS.md) and fails
(exit 1) when a message with its picture is over `LIMIT` px: what a phone shows at once.
With `--every-state N`, every moment alice is to move is measured instead, from the first deal
until the second deal's first round is played (the last deal's summary folded in, then gone) or
the game ends, at most N moments a game; it prints the tallest of each game and when it was. A
moment whose message has the same shape as one measured (`shape`: its lines and how many rows
each wraps to) is as tall, and is not captured again.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import simcord
from PIL import Image

import games
from bot.config import Settings
from bot.discord.app import create_bot
from bot.service.errors import TableError
from bot.service.preferences import SERVER_CARDS
from tools.screenshots import emoji_assets, live_message, play, use_chromium

LIMIT = 650


@dataclass(frozen=True)
class Case:
    name: str
    game: str  # a game or a preset, as `/table new game:` takes it
    seats: int
    locale: str = "en"
    options: tuple[tuple[str, str], ...] = ()
    moves: int = 4
    discard: bool = False  # stop at the Scarto dealer's discard, with alice the dealer


CASES = [
    Case("Scopa, 2", "scopa", 2),
    Case("Scopone, 4", "scopone", 4),
    Case("Scopa, 6 in three teams", "scopa", 6, options=(("teams", "true"),)),
    Case("Scarto, 3, the discard (fr)", "scarto", 3, "fr", moves=0, discard=True),
    Case("Scarto, 3", "scarto", 3, moves=8),
    Case("Scarto, 3 (it)", "scarto", 3, "it", moves=8),
    Case("Stovkahra, 4 (ja)", "stovkahra", 4, "ja", moves=6),
    Case("Go Fish, 6", "gofish", 6),
    Case("Concentration, 2, 52 cards", "concentration", 2, moves=5),
    Case("Old Maid, 4", "oldmaid", 4),
    Case("Babanuki, 10 (ja)", "babanuki", 10, "ja", moves=1),  # ten hands of five: it ends fast
]


async def open_table(env: Any, guild: Any, alice: Any, case: Case, seed: int) -> tuple[Any, Any]:
    """A table in a channel of its own: alice and computers, started on a fixed deal (by custom
    ids: the buttons speak the channel's language)."""
    channel = guild.create_text_channel(case.name.split(",")[0].lower().replace(" ", "-"))
    if case.seats <= 8:
        await alice.slash(channel, "table new", game=case.game, players=case.seats)
        table = env.bot.service.table_in_channel(channel.id)
    else:  # `/table new players:` stops at 8 (a lobby matter, not the table's): open it directly
        game, preset = games.find(case.game)
        # As the bot: the redraws these start are the bot's own tasks, on simcord's clock (from
        # this driver they would wait on the real clock, and the lobby stay drawn as it was).
        with env._bot_scope():
            table = await env.bot.service.open_table(
                guild_id=guild.id,
                channel_id=channel.id,
                user_id=alice.id,
                user_name=alice.user.name,
                game=game.name,
                preset=preset,
                players=case.seats,
                options={},
            )
            env.bot.presenter.mark_dirty(table.id)
        await env.advance_time(2)
        await env.settle()
    for option, value in case.options:
        await alice.slash(channel, "table options", option=option, value=value)
    for _ in range(case.seats - 1):
        if case.seats > 8:  # the lobby's own menu stops at 8 too: seat them through the service
            with env._bot_scope():
                await env.bot.service.add_computer(table.id, alice.id, "normal")
            continue
        panel = await alice.click(live_message(channel, table.id), custom_id=f"tv:lobby:bot:{table.id}")
        await alice.select(panel.response, ["normal"], custom_id=f"tv:cpua:{table.id}")
    with env._bot_scope():
        env.bot.presenter.mark_dirty(table.id)
    await env.advance_time(2)
    await env.settle()
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        for attempt in range(5):
            try:
                await alice.click(live_message(channel, table.id), custom_id=f"tv:lobby:start:{table.id}")
                break
            except simcord.SetupError:
                # Start is still disabled on the lobby as last drawn (the seats filled through the
                # service, its redraw not yet made): let the presenter redraw it, then click.
                if attempt == 4:
                    raise
                env.bot.presenter.mark_dirty(table.id)
                await env.advance_time(3)
                await env.settle()
    return channel, table


async def _servers(env: Any, bot: Any, text: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """A server in each case's language, with alice in it (its cards in words if `text`)."""
    guilds = {
        locale: env.create_guild(name=f"Tavolo {locale}", preferred_locale=locale)
        for locale in sorted({case.locale for case in CASES})
    }
    players = {
        locale: guild.add_member(env.create_user(f"alice-{locale}")) for locale, guild in guilds.items()
    }
    if text:
        for guild in guilds.values():
            await bot.service.preferences.set(SERVER_CARDS, guild.id, "text")
    return guilds, players


async def measure(out: Path, width: int, text: bool) -> list[tuple[Case, int]]:
    rows: list[tuple[Case, int]] = []
    with tempfile.TemporaryDirectory() as folder:
        bot = create_bot(
            Settings(), db_path=Path(folder) / "heights.db", pacing=(0.0, 0.0), computer_wait=None
        )
        async with simcord.run(bot) as env:
            guilds, players = await _servers(env, bot, text)
            for case in CASES:
                guild, alice = guilds[case.locale], players[case.locale]
                rng = random.Random(7)
                for seed in range(1, 40):
                    channel, table = await open_table(env, guild, alice, case, seed)
                    now = bot.service.table(table.id)
                    if not case.discard:
                        break
                    # The discard is the dealer's: find a deal where alice deals.
                    if (
                        now.state.view(None).get("phase") == "discard"
                        and now.seats[now.state.to_move].user_id == alice.id
                    ):
                        break
                await play(env, channel, alice, table.id, case.moves, rng, stop=lambda _table: False)
                await env.advance_time(5)
                await env.settle()
                target = live_message(channel, table.id)
                stem = case.name.split(",")[0].lower().replace(" ", "-")
                path = out / f"height-{'text-' if text else ''}{stem}-{case.seats}-{case.locale}.png"
                async with env.preview(
                    channel,
                    viewers=[alice],
                    layout="message",
                    display="fixed",
                    width=width,
                    height=2400,
                    assets=emoji_assets(env),
                ) as preview:
                    await preview.screenshot(path, target=target, viewport=(width, 2400))
                height = Image.open(path).height
                rows.append((case, height))
                # Closed once measured: left open, its turn timer would play on for alice through
                # every later case, and the busy tables slow the next lobby's redraw.
                with contextlib.suppress(TableError):  # (unless its game is over already)
                    await bot.service.abandon(table.id, alice.id, admin=True)
                await env.settle()
                print(f"  {case.name}: {height} px ({path})", file=sys.stderr)
        await bot.release()
    return rows


async def measure_every_state(
    out: Path, width: int, text: bool, most: int
) -> list[tuple[Case, int, int, str]]:
    """Every moment alice is to move, from the deal's start until the second deal's first round
    is played (the last deal's summary has then left the table) or the game ends, at most `most`
    moments a game: (case, moments measured, the tallest height, when it was)."""
    rows: list[tuple[Case, int, int, str]] = []
    with tempfile.TemporaryDirectory() as folder:
        bot = create_bot(
            # The token's budget would park start-up's burst of emoji past simcord's 5 s start.
            Settings(rate_limit=1_000_000.0),
            db_path=Path(folder) / "heights.db",
            pacing=(0.0, 0.0),
            computer_wait=None,
        )
        async with simcord.run(bot) as env:
            env.settle_timeout = 120.0  # a busy machine's slow renders are not the bot's
            guilds, players = await _servers(env, bot, text)
            for case in CASES:
                if case.discard:
                    continue  # the same game as the next case, stopped at a moment it passes too
                guild, alice = guilds[case.locale], players[case.locale]
                channel, table = await open_table(env, guild, alice, case, 1)
                stem = case.name.split(",")[0].lower().replace(" ", "-")
                heights: list[tuple[int, str]] = []
                shapes: set[tuple[int, ...]] = set()
                moments = 0
                rng = random.Random(7)
                async with env.preview(
                    channel,
                    viewers=[alice],
                    layout="message",
                    display="fixed",
                    width=width,
                    height=2400,
                    assets=emoji_assets(env),
                ) as preview:
                    for _ in range(2000):
                        now = bot.service.table(table.id)
                        if now.status != "playing" or now.state is None or moments >= most:
                            break
                        view = now.state.view(None)
                        if now.state.deal >= 1 and len(view.get("history") or []) >= len(now.seats):
                            break
                        mover = now.state.to_move
                        if mover is None or now.seats[mover].user_id != alice.id:
                            await env.advance_time(5)
                            await env.settle()
                            continue
                        await env.advance_time(5)
                        await env.settle()
                        path = out / f"every-{'text-' if text else ''}{stem}-{case.locale}-{now.seq}.png"
                        live = live_message(channel, table.id)
                        moments += 1
                        if shape(live) not in shapes:  # a message shaped like one measured is as tall
                            shapes.add(shape(live))
                            await preview.screenshot(path, target=live, viewport=(width, 2400))
                            when = f"deal {now.state.deal + 1}, move {now.seq}"
                            heights.append((Image.open(path).height, when))
                        # A move `/move` plays at once: one it asks to confirm first (Stovkahra's
                        # dost while it would lose) would hold the table until the timer ran out.
                        legal = now.state.legal()
                        for action in rng.sample(legal, len(legal)):
                            await alice.slash(channel, "move", action=action)
                            await env.settle()
                            if bot.service.table(table.id).seq != now.seq:
                                break
                tallest = max(heights) if heights else (0, "")
                rows.append((case, moments, tallest[0], tallest[1]))
                with contextlib.suppress(TableError):
                    await bot.service.abandon(table.id, alice.id, admin=True)
                await env.settle()
                print(
                    f"  {case.name}: {moments} moments ({len(heights)} shapes), tallest {tallest}",
                    file=sys.stderr,
                )
        await bot.release()
    return rows


def shape(message: Any) -> tuple[int, ...]:
    """What a message's height follows besides its picture: its lines of words and about how
    many rows each wraps to at 360 px (a row holds some 30 characters of an embed's text)."""
    embed = message.embeds[0]
    parts = [message.content or "", embed.description or "", *(f"{f.name}\n{f.value}" for f in embed.fields)]
    return tuple(len(line) // 30 for part in parts for line in [*part.splitlines(), "|"])


def every_table(rows: list[tuple[Case, int, int, str]], width: int, text: bool) -> str:
    cards = "text" if text else "pictures"
    lines = [
        f"| live table (cards: {cards}), {width} px, every moment | moments | tallest (px) | when "
        f"| ≤ {LIMIT} |",
        "| --- | ---: | ---: | --- | :---: |",
    ]
    for case, count, height, when in rows:
        lines.append(
            f"| {case.name} | {count} | {height} | {when} | {'yes' if height <= LIMIT else '**no**'} |"
        )
    return "\n".join(lines)


def table(rows: list[tuple[Case, int]], width: int, text: bool) -> str:
    cards = "text" if text else "pictures"
    lines = [
        f"| live table (cards: {cards}), {width} px wide | height (px) | ≤ {LIMIT} |",
        "| --- | ---: | :---: |",
    ]
    for case, height in rows:
        lines.append(f"| {case.name} | {height} | {'yes' if height <= LIMIT else '**no**'} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=360)
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "tavolo-heights")
    parser.add_argument("--text", action="store_true", help="the server shows cards as text")
    parser.add_argument("--chromium", default=None)
    parser.add_argument(
        "--every-state",
        type=int,
        default=0,
        metavar="N",
        help="measure every moment alice is to move, through a deal's end (at most N a game)",
    )
    parser.add_argument(
        "--only", nargs="*", default=(), help="the cases whose names start so (Scopa, Stovkahra…)"
    )
    args = parser.parse_args(argv)
    if args.only:
        CASES[:] = [
            case for case in CASES if case.name.lower().startswith(tuple(o.lower() for o in args.only))
        ]
    args.out.mkdir(parents=True, exist_ok=True)
    use_chromium(args.chromium)
    if args.every_state:
        found = asyncio.run(measure_every_state(args.out, args.width, args.text, args.every_state))
        print(every_table(found, args.width, args.text))
        return 0 if args.text or all(height <= LIMIT for _, _, height, _ in found) else 1
    rows = asyncio.run(measure(args.out, args.width, args.text))
    print(table(rows, args.width, args.text))
    return 0 if args.text or all(height <= LIMIT for _, height in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
