"""Turn pings: a short new message that mentions the player whose turn starts.

Discord notifies for a mention only in a new message, never in an edit, so the live table's
"your turn" line alone wakes nobody. A ping is posted when a human's turn starts (and once
more shortly before their turn timer runs out); it is deleted when that turn is over (or
replaced by the next ping), so a channel holds at most one per table, and the live table is
the last message again once the pinged player has moved. To keep the request count low there
is no ping when the same player is to move again, or when they moved a few seconds ago (they
are watching).
Each player picks channel, DM or nothing with `/settings ping`. A ping in the channel is in the
channel's language; one by DM in the player's.
"""

from __future__ import annotations

import asyncio
import logging
import math
from typing import TYPE_CHECKING

import discord

from bot.discord import embeds
from bot.service.preferences import PING
from bot.service.table_service import Table
from bot.service.timers import Timers
from i18n import translate
from persistence.rows import Deadline

if TYPE_CHECKING:
    from bot.discord.live_table import Presenter

log = logging.getLogger("tavolo.ping")

QUIET_SECONDS = 15.0  # a player who moved this recently is looking at the table
WARN_SECONDS = 60  # the reminder before a turn timer runs out (a third of shorter timers)


def jump_url(table: Table, message_id: int | None) -> str:
    where = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
    return f"{where}/{message_id}" if message_id else where


def human_to_move(table: Table) -> int | None:
    """The user id of the human whose turn it is (not away), or None."""
    state = table.state
    if table.status != "playing" or state is None or state.over or state.to_move is None:
        return None
    seat = table.seats[state.to_move]
    return None if seat.computer or seat.away else seat.user_id


def _ping_key(table_id: int) -> str:
    return f"ping:{table_id}"


def warn_before(turn_seconds: int) -> float:
    return min(WARN_SECONDS, turn_seconds / 3)


class TurnPinger:
    def __init__(self, presenter: Presenter) -> None:
        self.presenter = presenter
        self.bot = presenter.bot
        self._seen: dict[int, int | None] = {}  # table -> whose turn the last pass saw
        self._acted: dict[tuple[int, int], float] = {}  # (table, user) -> time of their last move
        self._pings: dict[int, tuple[int, int, int]] = {}  # table -> (channel, message, user)
        self._loaded: set[int] = set()  # tables whose ping on disk was looked for since start-up
        self._timers = Timers(self.bot.clock, asyncio.sleep, self._warning_due)

    def is_ping(self, message_id: int) -> bool:
        return any(ping[1] == message_id for ping in self._pings.values())

    def moved(self, table_id: int, user_id: int | None) -> None:
        if user_id is not None:
            self._acted[(table_id, user_id)] = self.bot.clock()

    async def close(self) -> None:
        await self._timers.close()

    async def update(self, table: Table) -> None:
        """After a redraw: ping whoever's turn just started, arm (or drop) the timer reminder."""
        user = human_to_move(table)
        previous = self._seen.get(table.id)
        self._seen[table.id] = user
        ping = self._pings.get(table.id)
        if ping is not None and ping[2] != user:
            await self._delete(table.id)  # that turn is over: the ping would only mislead
        if user is None:
            self._timers.set(table.id, None)
            if table.status != "playing" or table.state is None or table.state.over:
                self._forget(table.id)
                await self._delete(table.id)
            return
        self._arm_warning(table)
        quiet = self.bot.clock() - self._acted.get((table.id, user), -math.inf) < QUIET_SECONDS
        if user != previous and not quiet:
            await self.ping(table, user)

    def _forget(self, table_id: int) -> None:
        self._seen.pop(table_id, None)
        for key in [key for key in self._acted if key[0] == table_id]:
            del self._acted[key]

    def _arm_warning(self, table: Table) -> None:
        if table.deadline is None or not table.turn_seconds or table.state is None:
            self._timers.set(table.id, None)
            return
        at = table.deadline - warn_before(table.turn_seconds)
        current = self._timers.pending(table.id)
        if current is not None and current.seq == table.seq:
            return
        self._timers.set(table.id, Deadline("warn", at, table.seq, table.state.to_move))

    def _warning_due(self, table_id: int, deadline: Deadline) -> None:
        self.presenter._spawn(self._warn(table_id, deadline))

    async def _warn(self, table_id: int, deadline: Deadline) -> None:
        table = self.presenter._table(table_id)
        if table is None or table.seq != deadline.seq or table.deadline is None:
            return
        user = human_to_move(table)
        if user is not None:
            left = max(1, round(table.deadline - self.bot.clock()))
            await self.ping(table, user, seconds_left=left)

    async def ping(self, table: Table, user_id: int, *, seconds_left: int | None = None) -> None:
        mode = await self.presenter.service.preferences.get(PING, user_id)
        if mode == "off":
            return
        live_id = await self.presenter.service.get_message(table.id, "table")
        if mode == "dm":
            locale = await self.presenter.member_locale(user_id, table.guild_id)
        else:
            locale = await self.presenter.channel_locale(table)
        url = jump_url(table, live_id)
        where = embeds.table_heading(table, locale)
        # In the channel the ping mentions the player first; a DM names nobody.
        if seconds_left is None:
            said = "turnping-your-turn-dm" if mode == "dm" else "turnping-your-turn"
            what = translate(locale, said, who=f"<@{user_id}>", table=where, url=url)
        else:
            if seconds_left >= 60:
                left = translate(locale, "timer-minutes", minutes=seconds_left // 60)
            else:
                left = translate(locale, "timer-seconds", seconds=seconds_left)
            said = "turnping-time-left-dm" if mode == "dm" else "turnping-time-left"
            what = translate(locale, said, who=f"<@{user_id}>", table=where, url=url, left=left)
        # No DM, and no /hand panel that can still be redrawn: say where the cards are.
        if (
            mode != "dm"
            and seconds_left is None
            and user_id in self.presenter._dms_closed  # known from drawing the hands: no read
            and not self.presenter.panel_fresh(table.id, user_id)
        ):
            what += "\n" + translate(locale, "turnping-open-hand")
        try:
            if mode == "dm":
                channel_id = await self.presenter._dm_channel(user_id)
                channel = self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
                message = await channel.send(what)
            else:
                channel_id = table.channel_id
                channel = self.bot.get_partial_messageable(channel_id, guild_id=table.guild_id)
                await self.presenter._gate.wait(channel_id)
                message = await channel.send(
                    what,
                    allowed_mentions=discord.AllowedMentions(
                        everyone=False, roles=False, users=[discord.Object(user_id)]
                    ),
                    suppress_embeds=True,
                )
        except discord.HTTPException as error:
            log.info("could not ping %s at table %s: %s", user_id, table.id, error)
            if isinstance(error, discord.Forbidden) and mode != "dm":
                await self.presenter._refused(table, error)
            return
        await self._delete(table.id)
        self._pings[table.id] = (channel_id, message.id, user_id)
        # Kept on disk too, so the bot deletes it after a restart: one ping per table, always.
        await self.presenter.service.set_guild_setting(
            table.guild_id, _ping_key(table.id), [channel_id, message.id, user_id]
        )

    async def _delete(self, table_id: int) -> None:
        old = self._pings.pop(table_id, None)
        table = self.presenter._table(table_id)
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
