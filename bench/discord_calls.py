"""Discord REST calls per human move, counted from simcord's request log (offline, no token).

    .venv/bin/python bench/discord_calls.py [--target 11] [--seed 3]
    .venv/bin/python bench/discord_calls.py --game scarto|stovkahra|gofish [--seed 3]

Plays whole Scopa games (default: the default game, to 11 points) against the real bot in
simcord, with the production pacing of live-message edits, and divides every REST request
made from the Start click to the end of the game by the number of human moves. Scenarios:
one human against a computer and two humans, each playing from the hand DM's buttons and
with `/play`. With `--game`, one game of Scarto (three deals), Stovkahra (one game to 100)
or Go Fish, one and two humans with computers in the other seats, every move made from the
hand DM's own controls (a move the DM offers no control for is typed with `/discard` or
`/move`, and counted like any other).

Each request is also sorted into what a move costs (the answer to the player's interaction,
live-table edits, hand-DM edits) and what a game costs once (the Start click, opening the
DM channel, the hand DM itself, deal and game summaries), so the report shows both the
steady cost of a move and the whole-game average.

And each is sorted for the bot token's global budget (50 requests/s across the whole bot):
free (an interaction's callback, and anything sent through an interaction's token: follow-ups,
edits and deletes of an answer) or rate-limited (channel and DM message posts, edits and
deletes, DM channel creation, reactions, application emoji, anything else). "rate-limited per
human move" is every rate-limited call from the Start click to the game's end divided by the
human moves. With `--think 20` (over the 15 s quiet window) every human's turn pings them:

    .venv/bin/python bench/discord_calls.py --target 1 --think 20 [--ping channel]

(`--ping`: every human's `/settings ping` choice; left out, the default, `auto`.)
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import os
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord
import simcord

from bot.config import Settings
from bot.discord.app import create_bot
from bot.discord.core.card_emoji import CARD_EMOJI
from bot.discord.core.delivery.pacing import CHANNEL_GAP, DEBOUNCE
from bot.service.card_names import card_name

THINK_SECONDS = 3.0  # --think: how long a human takes per move (pings wake the slow ones)


def kind(entry: simcord.HttpLogEntry, channel_id: int) -> str:
    content = (entry.json or {}).get("content") or "" if isinstance(entry.json, dict) else ""
    if entry.method == "POST" and ("your turn at" in content.lower() or "left to play at" in content):
        return "turn ping"
    if entry.method == "DELETE" and "/messages/" in entry.path:
        return "delete (old ping)"
    if "/interactions/" in entry.path:
        return "interaction answer"
    if entry.path == "/users/@me/channels":
        return "open DM channel"
    where = "channel" if entry.path.startswith(f"/channels/{channel_id}/") else "DM"
    verb = {"PATCH": "edit", "POST": "post"}.get(entry.method, entry.method)
    return f"{where} {verb}"


def free(entry: simcord.HttpLogEntry) -> bool:
    """Whether Discord leaves this request out of the bot token's global budget (50/s): an
    interaction's callback, and what is sent through an interaction's token (follow-ups, edits
    and deletes of the original answer or a follow-up) — the webhook routes that carry it."""
    return entry.path.startswith("/interactions/") or entry.path.startswith("/webhooks/")


def budget_kind(entry: simcord.HttpLogEntry, channel_id: int) -> str:
    """What a request is, for the token's budget: free (interaction) or which rate-limited call."""
    path = entry.path
    if entry.path.startswith("/interactions/"):
        return "free: interaction callback"
    if entry.path.startswith("/webhooks/"):
        return "free: interaction-token " + {"PATCH": "edit", "POST": "follow-up", "DELETE": "delete"}.get(
            entry.method, entry.method
        )
    if path == "/users/@me/channels":
        return "DM channel creation"
    if "/reactions" in path:
        return "reaction"
    if path.startswith("/applications/") and "/emojis" in path:
        return "application emoji"
    if path.startswith("/channels/") and "/messages" in path:
        where = "channel" if path.startswith(f"/channels/{channel_id}/") else "DM"
        verb = {"PATCH": "edit", "POST": "post", "DELETE": "delete"}.get(entry.method, entry.method)
        return f"{where} message {verb}"
    return f"other {entry.method} {re.sub(r'/[0-9]+', '/{id}', path)}"


# Which of the kinds above a move pays for; the rest is paid once per game or per deal.
PER_MOVE = ("interaction answer", "channel edit", "DM edit", "turn ping", "delete (old ping)")

# --game: seats, table options, and how many of the seats are people in each scenario.
GAMES = {
    "scarto": (3, {}),
    "stovkahra": (4, {"brcke": "1"}),
    "gofish": (3, {}),
}


def controls(message: discord.Message) -> list[discord.Component]:
    return [item for row in message.components for item in getattr(row, "children", [row])]


async def dm_move(player: simcord.MemberActor, channel: simcord.ChannelHandle, action: str) -> None:
    """Make `action` from the player's hand DM: its button, a select offering it, the cards of a
    discard across the selects offering them, or Go Fish's two ask selects; else typed."""
    user = player.user
    dm = user.dm_channel
    panel = dm.history()[-1]
    items = [i for i in controls(panel) if not getattr(i, "disabled", False)]
    for item in items:
        if isinstance(item, discord.Button) and (item.custom_id or "").endswith(":" + action):
            await user.click(panel, custom_id=item.custom_id)
            return
    for item in items:
        if isinstance(item, discord.SelectMenu) and action in [o.value for o in item.options]:
            await user.select(panel, [action], custom_id=item.custom_id)
            return
    if action.startswith("discard:"):
        wanted = action.split(":", 1)[1].split("+")
        while wanted and any(isinstance(i, discord.SelectMenu) for i in controls(panel)):
            select = next(
                (
                    i
                    for i in controls(panel)
                    if isinstance(i, discord.SelectMenu) and any(o.value in wanted for o in i.options)
                ),
                None,
            )
            if select is None:
                break
            picked = [o.value for o in select.options if o.value in wanted or o.default]
            wanted = [c for c in wanted if c not in picked]
            await user.select(panel, picked, custom_id=select.custom_id)
            panel = dm.history()[-1]
        if not wanted:
            return
    if action.startswith("ask:"):
        _, target, rank = action.split(":")
        who = next((i for i in items if (i.custom_id or "").startswith("tv:gfp:")), None)
        if who is not None:  # whom first (the rank buttons then ask them), or whom then what
            await user.select(panel, [target], custom_id=who.custom_id)
            panel = dm.history()[-1]
            for item in controls(panel):
                if isinstance(item, discord.Button) and (item.custom_id or "").endswith(":" + action):
                    await user.click(panel, custom_id=item.custom_id)
                    return
            what = next(i for i in controls(panel) if (i.custom_id or "").startswith("tv:gfw:"))
            await user.select(panel, [rank], custom_id=what.custom_id)
            return
    if action.startswith("discard:"):
        await player.slash(channel, "discard", cards=action.split(":", 1)[1])
        return
    await player.slash(channel, "move", action=action)


async def scenario(
    name: str,
    humans: int,
    style: str,
    target: int,
    seed: int,
    db: Path,
    think: float = THINK_SECONDS,
    game: str = "scopa",
    ping: str | None = None,
) -> dict[str, object]:
    # Production pacing, except that a click waits for the computer's reply without a limit:
    # simcord may jump its clock past a time limit while the reply is being committed in the
    # database thread, which real time never does for a millisecond-fast computer move.
    bot = create_bot(Settings(), db_path=db, pacing=(DEBOUNCE, CHANNEL_GAP), computer_wait=None)
    rng = random.Random(seed)
    async with simcord.run(bot) as env:
        await env.advance_time(1)  # start-up (no card emoji: `without_card_emoji`)
        guild = env.create_guild()
        channel = guild.create_text_channel("cards")
        players = [guild.add_member(env.create_user(n)) for n in ("alice", "bob")[:humans]]
        host = players[0]
        for player in players if ping is not None else []:  # `/settings ping`, before the table
            await player.slash(channel, "settings ping", how=ping)
        seats, options = GAMES.get(game, (2, {"target": str(target)}))
        await host.slash(channel, "table new", game=game, players=seats)
        table = bot.service.table_in_channel(channel.id)
        for option, value in options.items():
            await host.slash(channel, "table options", option=option, value=value)
        for player in players[1:]:
            await player.slash(channel, "table join")
        lobby = channel.history()[0]
        for _ in range(seats - humans):
            panel = await host.click(lobby, label="Add computer")
            await host.select(panel.response, ["normal"], custom_id=f"tv:cpua:{table.id}")
        start = len(env.http_requests)
        # Same deal every run: the service draws its seed from SystemRandom.
        fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
        with mock.patch("bot.service.seating.random.SystemRandom", fixed):
            await host.click(channel.history()[0], label="Start")
        human_moves = 0
        while (now := bot.service.table(table.id)).status == "playing":
            seat = now.state.to_move
            player = next(p for p in players if p.id == now.seats[seat].user_id)
            legal = now.state.legal()
            # A random Stovkahra "dost" would end the game at once (right or wrong): not chosen.
            legal = [a for a in legal if a != "dost"] or legal
            action = legal[rng.randrange(len(legal))]
            card, _, taken = action.partition(":")
            if game != "scopa":
                await dm_move(player, channel, action)
            elif style == "dm":
                panel = player.user.dm_channel.history()[-1]
                own = [
                    i for i in controls(panel) if (getattr(i, "custom_id", "") or "").endswith(":" + action)
                ]
                if own:  # drawn on the player's turn: each play is a button of its own
                    await player.user.click(panel, custom_id=own[0].custom_id)
                    result = None
                else:
                    result = await player.user.click(panel, label=card_name(card, "scopa"))
                if result is not None and "choose what it takes" in (result.response.content or ""):
                    await player.user.select(panel, [action])
            else:
                arguments = {"card": card, "capture": taken} if taken else {"card": card}
                await player.slash(channel, "play", **arguments)
            human_moves += 1
            # A human takes a moment per move: let the debounced redraws happen on the simulated
            # clock (simcord does not advance it by itself while the bot sleeps).
            await env.advance_time(think)
        await env.advance_time(think)
        requests = env.http_requests[start:]
        finished = bot.service.table(table.id)
        moves = finished.seq
        deals = finished.state.deal + 1  # deals are numbered from 0
    await bot.release()
    kinds = collections.Counter(kind(r, channel.id) for r in requests)
    kinds["interaction answer"] -= 1  # the Start click: a per-game cost, not a move's
    kinds["Start click"] = 1
    budget = collections.Counter(budget_kind(r, channel.id) for r in requests)
    limited = sum(n for k, n in budget.items() if not k.startswith("free"))
    return {
        "limited": limited,
        "limited_per_move": limited / human_moves,
        "budget": dict(budget),
        "name": name,
        "human_moves": human_moves,
        "all_moves": moves,
        "deals": deals,
        "requests": len(requests),
        "per_move": len(requests) / human_moves,
        "move_cost": sum(kinds[k] for k in PER_MOVE) / human_moves,
        "kinds": dict(kinds),
    }


def without_card_emoji() -> None:
    """No application emoji made at start-up: drawing a hundred card faces takes seconds of CPU,
    more than simcord's 5 s to start a bot on a busy machine, and they are a start-up cost, not a
    move's (cards are then named in text on the buttons, which sends the same calls)."""

    async def none(client: Any, *, create: bool = True) -> None:
        return None

    CARD_EMOJI.ensure = none  # type: ignore[method-assign]


async def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--target", type=int, default=11, help="points to win (11, the default game; 1: about one deal)"
    )
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--think", type=float, default=THINK_SECONDS, help="seconds a human takes per move")
    parser.add_argument("--game", choices=["scopa", *GAMES], default="scopa")
    parser.add_argument(
        "--ping",
        choices=["auto", "channel", "dm", "off"],
        help="every human's `/settings ping` first (default: left unset, the default `auto`)",
    )
    args = parser.parse_args(argv)
    runs = [
        ("1 human vs computer, hand DM buttons", 1, "dm"),
        ("1 human vs computer, /play", 1, "slash"),
        ("2 humans, hand DM buttons", 2, "dm"),
        ("2 humans, /play", 2, "slash"),
    ]
    without_card_emoji()
    if args.game != "scopa":
        runs = [
            (f"{args.game}: 1 human vs computers, hand DM controls", 1, "dm"),
            (f"{args.game}: 2 humans and computers, hand DM controls", 2, "dm"),
        ]
    shm = Path("/dev/shm")
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    with tempfile.TemporaryDirectory(dir=where) as folder:
        for index, (name, humans, style) in enumerate(runs):
            result = await scenario(
                name,
                humans,
                style,
                args.target,
                args.seed,
                Path(folder) / f"{index}.db",
                args.think,
                args.game,
                args.ping,
            )
            print(
                f"{result['name']}: {result['requests']} REST calls / {result['human_moves']} human moves "
                f"({result['all_moves']} moves in all, {result['deals']} deals) = {result['per_move']:.2f} "
                f"per human move; a move's own calls: {result['move_cost']:.2f}"
            )
            kinds = result["kinds"]
            print("    per move: " + ", ".join(f"{k} {kinds.get(k, 0)}" for k in PER_MOVE))
            once = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()) if k not in PER_MOVE)
            print("    per game: " + once)
            budget = result["budget"]
            print(
                f"    rate-limited: {result['limited']} = {result['limited_per_move']:.2f} per human move: "
                + ", ".join(f"{k} {n}" for k, n in sorted(budget.items()) if not k.startswith("free"))
            )
            free_kinds = [f"{k[6:]} {n}" for k, n in sorted(budget.items()) if k.startswith("free")]
            print("    free: " + ", ".join(free_kinds))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
