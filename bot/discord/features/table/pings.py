"""Turn pings: a new message that mentions the player whose turn starts.

Discord notifies for a mention only in a new message, never in an edit, so the live table's
"your turn" line alone wakes nobody. In the channel the ping is the live table itself, posted
again at the bottom with the mention (and the old one deleted): two calls of the token's budget,
where a table edit, a ping and the ping's later delete took three, and the channel holds one
message per table, the table, always the last. A ping is due when a human's turn starts (and
once more shortly before their turn timer runs out: that one says how long is left). To keep the
request count low there is no ping when the same player is to move again, or when they moved a
few seconds ago (they are watching).
Each player picks with `/settings ping`: `auto` (the default) tells a player who plays from their
hand DM there, by posting their hand again at the bottom of the DM through their last click on it
(an interaction's follow-up: free of the token's budget, and a new message notifies), and the live
table is only edited (one call); anyone else, or when that click is older than its token (14
minutes), in the channel. `channel`: always the live table posted again; `dm`: in the hand DM as
`auto`, else a short message of its own (deleted when the turn is over); `off`. A ping in the
channel is in the channel's language; one by DM in the player's.
"""

from __future__ import annotations

import asyncio
import logging
import math
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from bot.discord.core import embeds
from bot.discord.core.bot import TavoloBot
from bot.discord.core.delivery.owed import transient
from bot.discord.core.delivery.rate_budget import TURN, priority
from bot.discord.core.interact import jump_url
from bot.service.model import Table
from bot.service.preferences import PING
from bot.service.timers import Timers
from i18n import translate
from persistence.rows import Deadline

log = logging.getLogger("tavolo.ping")

QUIET_SECONDS = 15.0  # a player who moved this recently is looking at the table
WARN_SECONDS = 60  # the reminder before a turn timer runs out (a third of shorter timers)


def human_to_move(table: Table) -> int | None:
    """The user id of the human whose turn it is (not away), or None."""
    state = table.state
    if table.status != "playing" or state is None or state.over or state.to_move is None:
        return None
    seat = table.seats[state.to_move]
    return None if seat.computer or seat.away else seat.user_id


@dataclass(frozen=True)
class Ping:
    """A ping a redraw carries: whom it tells, and for the reminder before the turn timer runs
    out, the seconds left. In the channel (`in_dm` False) the live table is posted again with the
    mention; `in_dm`: their hand DM is posted again at the bottom of their DM instead, through
    their last click on it (free of the token's budget), and the live table is only edited."""

    user_id: int
    seconds_left: int | None = None
    in_dm: bool = False

    def in_channel(self) -> Ping:
        """The same ping in the channel (the hand DM could not carry it)."""
        return Ping(self.user_id, self.seconds_left)


def _ping_key(table_id: int) -> str:
    return f"ping:{table_id}"


def time_left(seconds: int, locale: str) -> str:
    if seconds >= 60:
        return translate(locale, "timer-minutes", minutes=seconds // 60)
    return translate(locale, "timer-seconds", seconds=seconds)


def channel_ping_text(table: Table, ping: Ping, locale: str) -> str | None:
    """The live table's text when it carries the reminder before the timer runs out (at the turn's
    start its own "your turn" line, with the mention, is the ping)."""
    if ping.seconds_left is None:
        return None
    return translate(
        locale,
        "turnping-time-left",
        who=f"<@{ping.user_id}>",
        table=embeds.table_heading(table, locale),
        url=jump_url(table, None),
        left=time_left(ping.seconds_left, locale),
    )


def warn_before(turn_seconds: int) -> float:
    return min(WARN_SECONDS, turn_seconds / 3)


class PingHost(Protocol):
    """What the pinger needs of the presenter that owns it."""

    bot: TavoloBot

    @property
    def service(self) -> Any: ...
    def spawn(self, coro: Any) -> None: ...
    def table_or_none(self, table_id: int) -> Table | None: ...
    def carry_ping(self, table_id: int, ping: Ping) -> None: ...
    def mark_dirty(self, table_id: int) -> None: ...
    def hand_can_ping(self, table: Table, user_id: int) -> bool: ...
    async def member_locale(self, user_id: int, guild_id: int | None) -> str: ...
    async def dm_channel(self, user_id: int) -> int: ...


class TurnPinger:
    def __init__(self, presenter: PingHost) -> None:
        self.presenter = presenter
        self.bot = presenter.bot
        self._seen: dict[int, int | None] = {}  # table -> whose turn the last pass saw
        self._acted: dict[tuple[int, int], float] = {}  # (table, user) -> time of their last move
        self._pings: dict[int, tuple[int, int, int]] = {}  # table -> (channel, message, user)
        self._loaded: set[int] = set()  # tables whose ping on disk was looked for since start-up
        self._warned: dict[int, int] = {}  # table -> the turn (seq) whose reminder went out
        # table -> (user, seconds left) of a ping by DM Discord failed: sent again by the next pass
        self._owed: dict[int, tuple[int, int | None]] = {}
        self._timers = Timers(self.bot.clock, asyncio.sleep, self._warning_due)

    def owes(self, table_id: int) -> bool:
        """Whether a ping by DM of this table failed and is still to be sent."""
        return table_id in self._owed

    def is_ping(self, message_id: int) -> bool:
        return any(ping[1] == message_id for ping in self._pings.values())

    def moved(self, table_id: int, user_id: int | None) -> None:
        if user_id is not None:
            self._acted[(table_id, user_id)] = self.bot.clock()

    async def close(self) -> None:
        await self._timers.close()

    async def update(self, table: Table) -> Ping | None:
        """Before a redraw: whoever's turn just started is pinged (returned: the live table
        carries it; a DM ping is sent here); arm (or drop) the timer reminder."""
        user = human_to_move(table)
        previous = self._seen.get(table.id)
        self._seen[table.id] = user
        owed = self._owed.pop(table.id, None)  # a ping by DM Discord failed
        ping = self._pings.get(table.id)
        if ping is not None and ping[2] != user:
            await self._delete(table.id)  # that turn is over: the ping would only mislead
        if user is None:
            self._timers.set(table.id, None)
            if table.status != "playing" or table.state is None or table.state.over:
                self._forget(table.id)
                await self._delete(table.id)
            return None
        self._arm_warning(table)
        quiet = self.bot.clock() - self._acted.get((table.id, user), -math.inf) < QUIET_SECONDS
        if user != previous and not quiet:
            return await self.ping(table, user)
        if owed is not None and owed[0] == user:
            return await self.ping(table, user, seconds_left=owed[1])  # never silently lost
        return None

    def _forget(self, table_id: int) -> None:
        self._seen.pop(table_id, None)
        self._warned.pop(table_id, None)
        for key in [key for key in self._acted if key[0] == table_id]:
            del self._acted[key]

    def _arm_warning(self, table: Table) -> None:
        if table.deadline is None or not table.turn_seconds or table.state is None:
            self._timers.set(table.id, None)
            return
        if self._warned.get(table.id) == table.seq:
            return  # this turn's reminder went out (the redraw carrying it comes back here)
        at = table.deadline - warn_before(table.turn_seconds)
        current = self._timers.pending(table.id)
        if current is not None and current.seq == table.seq:
            return
        self._timers.set(table.id, Deadline("warn", at, table.seq, table.state.to_move))

    def _warning_due(self, table_id: int, deadline: Deadline) -> None:
        self.presenter.spawn(self._warn(table_id, deadline))

    async def _warn(self, table_id: int, deadline: Deadline) -> None:
        table = self.presenter.table_or_none(table_id)
        if table is None or table.seq != deadline.seq or table.deadline is None:
            return
        self._warned[table_id] = table.seq
        user = human_to_move(table)
        if user is not None:
            left = max(1, round(table.deadline - self.bot.clock()))
            ping = await self.ping(table, user, seconds_left=left)
            if ping is not None:
                self.presenter.carry_ping(table.id, ping)
            elif table_id in self._owed:
                self.presenter.mark_dirty(table_id)  # its redraw loop sends it again

    async def ping(self, table: Table, user_id: int, *, seconds_left: int | None = None) -> Ping | None:
        """Ping `user_id` as they chose: the `Ping` the redraw is to carry (in their hand DM, or
        the live table in the channel); by a DM of its own, sent here (None returned); off,
        nothing. `auto` (the default) and `dm`: a player whose hand DM can be posted again
        through their last click on it (they play from it, lately) is told there, for free;
        else `auto` pings in the channel, `dm` by a short DM."""
        mode = await self.presenter.service.preferences.get(PING, user_id)
        if mode == "off":
            return None
        if mode in ("auto", "dm") and self.presenter.hand_can_ping(table, user_id):
            return Ping(user_id, seconds_left, in_dm=True)
        if mode != "dm":
            return Ping(user_id, seconds_left)
        live_id = await self.presenter.service.get_message(table.id, "table")
        locale = await self.presenter.member_locale(user_id, table.guild_id)
        url = jump_url(table, live_id)
        where = embeds.table_heading(table, locale)
        # A DM names nobody.
        if seconds_left is None:
            what = translate(locale, "turnping-your-turn-dm", table=where, url=url)
        else:
            left = time_left(seconds_left, locale)
            what = translate(locale, "turnping-time-left-dm", table=where, url=url, left=left)
        try:
            channel_id = await self.presenter.dm_channel(user_id)
            channel = self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
            with priority(TURN):
                message = await channel.send(what)
        except discord.HTTPException as error:
            if transient(error):  # Discord's fault: owed, sent again by the table's next pass
                self._owed[table.id] = (user_id, seconds_left)
                return None
            log.info("could not ping %s at table %s: %s", user_id, table.id, error)
            return None
        await self._delete(table.id)
        self._pings[table.id] = (channel_id, message.id, user_id)
        # Kept on disk too, so the bot deletes it after a restart: one ping per table, always.
        await self.presenter.service.set_guild_setting(
            table.guild_id, _ping_key(table.id), [channel_id, message.id, user_id]
        )
        return None

    async def _delete(self, table_id: int) -> None:
        old = self._pings.pop(table_id, None)
        table = self.presenter.table_or_none(table_id)
        if table is not None:
            key = _ping_key(table_id)
            if old is None and table_id not in self._loaded:  # the first look since a restart
                self._loaded.add(table_id)
                saved = await self.presenter.service.guild_setting(table.guild_id, key)
                old = tuple(saved) if isinstance(saved, list) and len(saved) == 3 else None
            if old is not None:
                await self.presenter.service.set_guild_setting(table.guild_id, key, None)
        if old is None:
            return
        channel_id, message_id, _ = old
        try:
            await self.bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
        except discord.HTTPException:
            log.info("ping %s of table %s was already gone", message_id, table_id)
