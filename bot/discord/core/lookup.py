"""Clicks on a table that another of the bot's processes serves.

Discord sends every direct-message interaction to shard 0, so with several processes a hand-DM
button of a table on shard 5 reaches shard 0's process. That process reads the table from the
database (rebuilt from its log, read-only) to check the click and to redraw a half-made choice, and
hands a move to the table's own process (`bot.service.forwarding`): it defers the click at once
(Discord allows 3 s), the owner plays the move under the table's lock and answers through the
interaction token — the panel redrawn in place, or a refusal — and a click the owner does not take
within `OWNER_WAIT` seconds (its process is down) is answered with `NOT_ANSWERING`.
The owner's side is `bot.discord.features.shards.owner`.

A game's own command (`/flip`, `/ask`, `/discard`, …) answers from the position the move leads to
("Face up: …", "bob gave you 7♥"), which only the owner has once it has played the move. So such a
command names its answer builder (`answer`, a registry keyed by name) in the forward, and
`play_and_answer` is the one path for both cases: here it plays the move and builds the answer;
for another process's table it forwards, and the owner builds the same answer from its own
positions before and after, in the player's language.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.discord.core.interact import NOT_PLAYING, SEVERAL, bot_of, channel_table, check_game, service_of
from bot.discord.core.language import locale_for_user
from bot.discord.core.limits import fit_text
from bot.service import errors
from bot.service.model import Table
from games.core import State
from i18n import Text

__all__ = [
    "ANSWER",
    "ANSWERS",
    "NOT_ANSWERING",
    "OWNER_WAIT",
    "PANEL",
    "SAID",
    "Played",
    "answer",
    "click_table",
    "command_table",
    "forward_command",
    "forward_play",
    "game_command_table",
    "play_and_answer",
    "served_here",
]

log = logging.getLogger("tavolo.forwarding")

OWNER_WAIT = 5.0  # seconds the table's process has to take a forwarded click
NOT_ANSWERING = Text("forward-not-answering")
PANEL = "panel"  # the forward's `reply`: redraw the clicked hand panel in place
SAID = "said:"  # the forward's `reply` for a typed move: this prefix, then the text to answer with
ANSWER = "answer:"  # the forward's `reply` for a game's command: this prefix, then its builder's name


@dataclass(frozen=True)
class Played:
    """A move as its mover's private answer sees it: the table just before it (names, seats), the
    positions before and after it (the engine is deterministic: `after` is what the table stores,
    before any computer replies), the mover's seat and the move as typed."""

    table: Table
    before: State
    after: State
    seat: int
    action: str


AnswerBuilder = Callable[[Played, str], str]  # (the move, the mover's locale) -> the private answer
ANSWERS: dict[str, AnswerBuilder] = {}


def answer(name: str) -> Callable[[AnswerBuilder], AnswerBuilder]:
    """Register an answer builder under `name` (every process imports the same ones; a reloaded
    extension registers its own again)."""

    def register(build: AnswerBuilder) -> AnswerBuilder:
        known = ANSWERS.get(name)
        assert known is None or known.__module__ == build.__module__, f"two answer builders called {name!r}"
        ANSWERS[name] = build
        return build

    return register


def served_here(interaction: discord.Interaction, table_id: int) -> bool:
    """Whether this process serves the table (always, with one process)."""
    try:
        service_of(interaction).table(table_id)
    except errors.NoSuchTable:
        return getattr(bot_of(interaction), "forwarding", None) is None
    return True


async def click_table(interaction: discord.Interaction, table_id: int) -> Table:
    """The clicked table: this process's own, or (served elsewhere) read from the database."""
    service = service_of(interaction)
    if served_here(interaction, table_id):
        return service.table(table_id)
    return await service.fetch_table(table_id)


async def command_table(interaction: discord.Interaction, *, playing: bool = False) -> Table:
    """`channel_table` for a command, which in a direct message also finds the user's table when
    another of the bot's processes serves it (read from the database)."""
    if interaction.guild_id is not None or getattr(bot_of(interaction), "forwarding", None) is None:
        return channel_table(interaction, playing=playing)
    mine = [
        t
        for t in await service_of(interaction).user_tables_anywhere(interaction.user.id)
        if t.status == "playing" or not playing
    ]
    if not mine:
        raise errors.NoSuchTable(NOT_PLAYING)
    if len(mine) > 1:
        raise errors.NoSuchTable(SEVERAL)
    return mine[0]


async def game_command_table(interaction: discord.Interaction, game: str, command: str) -> Table:
    """`command_table` for `/command` of `game`: the playing table, refused unless it plays `game`."""
    return check_game(await command_table(interaction, playing=True), game, command)


async def play_and_answer(
    interaction: discord.Interaction, table: Table, seat: int, action: str, name: str
) -> None:
    """Play a game command's `action` for the user at `table` (its position `table.state`, their
    `seat`) and answer privately with the answer builder `name` — here, or for a table another
    process serves (a DM), by that process once it has played the move."""
    before = table.state
    assert before is not None
    after = before.play(action)  # refuses with the engine's own words before touching the table
    if not served_here(interaction, table.id):  # a command in a DM for another process's table
        await forward_command(interaction, table, action, ANSWER + name)
        return
    await service_of(interaction).act(table.id, interaction.user.id, action, expected_seq=table.seq)
    said = ANSWERS[name](Played(table, before, after, seat, action), await locale_for_user(interaction))
    await interaction.response.send_message(fit_text(said), ephemeral=True)


async def forward_command(interaction: discord.Interaction, table: Table, action: str, reply: str) -> None:
    """Hand a typed move (`/move`, `/play`, a game's command in a DM) to the table's process; it
    answers privately once played (`reply`: `SAID` and the text, or `ANSWER` and a builder's
    name), or with the refusal."""
    forwarding = bot_of(interaction).forwarding
    assert forwarding is not None
    await interaction.response.defer(ephemeral=True, thinking=True)
    # The owner answers a refusal in the player's language: the one their click showed here.
    locale = await locale_for_user(interaction)

    async def unanswered() -> None:
        log.warning("table %s: no process took a forwarded move within %.0f s", table.id, OWNER_WAIT)
        await interaction.followup.send(NOT_ANSWERING.render(locale), ephemeral=True)

    await forwarding.forward(
        table.id,
        interaction.user.id,
        action,
        table.seq,
        interaction.token,
        reply=reply,
        locale=locale,
        unanswered=unanswered,
        wait=OWNER_WAIT,
    )


async def forward_play(interaction: discord.Interaction, table_id: int, seq: int, action: str) -> None:
    """Hand a panel click's move to the table's process; it redraws the panel or refuses."""
    forwarding = bot_of(interaction).forwarding
    assert forwarding is not None  # `served_here` is True without forwarding
    await interaction.response.defer()  # within Discord's 3 s; the owner answers through the token
    locale = await locale_for_user(interaction)

    async def unanswered() -> None:
        log.warning("table %s: no process took a forwarded click within %.0f s", table_id, OWNER_WAIT)
        await interaction.followup.send(NOT_ANSWERING.render(locale), ephemeral=True)

    await forwarding.forward(
        table_id,
        interaction.user.id,
        action,
        seq,
        interaction.token,
        reply=PANEL,
        locale=locale,
        unanswered=unanswered,
        wait=OWNER_WAIT,
    )
