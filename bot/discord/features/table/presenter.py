"""Turns table-service events into Discord messages: the live table, hand DMs, summaries.

One live message per table, edited in place. Events only mark a table dirty; a per-table task
redraws it after a short debounce, so a burst (a human move and the computer replies it
triggers) becomes one edit, and a per-channel gap keeps us under Discord's rate limits.
Nothing is redrawn when what it would show has not changed (signatures), which is also how a
panel already redrawn by an interaction answer is not edited a second time.
The hand DMs and `/hand` panels are drawn by `HandDMs` (bot/discord/features/table/hand_dms.py), a mixin of
`Presenter`; this module is the live table itself, its `/play` offers and the channel notices.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.core import embeds
from bot.discord.core.card_pictures import attach_table_picture, for_send, table_png
from bot.discord.core.delivery.interaction_tokens import Tokens
from bot.discord.core.delivery.owed import Owed, transient
from bot.discord.core.delivery.pacing import CHANNEL_GAP, COMPUTER_WAIT, DEBOUNCE, ChannelGate
from bot.discord.core.delivery.rate_budget import LATER, TABLE, TURN, priority
from bot.discord.core.delivery.redraw import RedrawLoop, table_or_none
from bot.discord.core.language import locale_for_guild, locale_for_member
from bot.discord.core.permissions import PermissionNotices
from bot.discord.features.table.game_over import game_over_controls, game_over_embed, game_over_files
from bot.discord.features.table.hand_dms import HandDMs
from bot.discord.features.table.pings import Ping, TurnPinger, channel_ping_text, human_to_move
from bot.service.events import (
    DealEnded,
    Event,
    GameEnded,
    GameStarted,
    Moved,
    SeatHandedOver,
    SeatReclaimed,
    TableClosed,
    TurnTimedOut,
)
from bot.service.model import Table
from i18n import DEFAULT, Text, translate

if TYPE_CHECKING:
    from bot.discord.core.bot import TavoloBot

log = logging.getLogger("tavolo.live")

HISTORY_LINES = 4
# Messages posted below the live table before it counts as buried and is posted again at
# the bottom (a send and a delete instead of one edit): an embed this tall is off a phone's
# screen after a few chat lines.
BURIED_AFTER = 3
# Why a table closed (`TableClosed.reason`) -> what its live message says.
CLOSED_REASONS = {
    "abandoned": "live-closed-abandoned",
    "expired": "live-closed-expired",
    "empty": "live-closed-empty",
    "broken": "live-closed-broken",
}


class Presenter(HandDMs):
    def __init__(
        self,
        bot: TavoloBot,
        *,
        debounce: float = DEBOUNCE,
        channel_gap: float = CHANNEL_GAP,
        computer_wait: float | None = COMPUTER_WAIT,
    ) -> None:
        self.bot = bot
        self.computer_wait = computer_wait
        self._gate = ChannelGate(channel_gap)
        # One debounced redraw loop per table; a write Discord failed is owed and retried there.
        self._redraws = RedrawLoop(self._draw, debounce, log=log, outage=getattr(bot, "outage", None))
        self._side_tasks: set[asyncio.Task[Any]] = set()
        self._moves: dict[int, list[Text]] = {}  # table -> its last moves, said in each reader's language
        self._drawn: dict[int, Hashable] = {}  # table -> signature of its live message
        self._init_hand_dms()  # the hand DMs and `/hand` panels (`HandDMs`)
        self._closed_reason: dict[int, str] = {}
        self._human_turn: dict[int, list[asyncio.Future[None]]] = {}
        self.pinger = TurnPinger(self)
        # Messages we may still redraw or delete through an interaction's token (free of the budget).
        self.tokens = Tokens(bot.clock)
        # table -> a `/play` in its channel whose follow-up may post the table anew (free);
        # tables held while that `/play` is being answered (a follow-up needs the answer first)
        self._offers: dict[int, discord.Interaction] = {}
        self._live_held: set[int] = set()
        self._carried: dict[int, Ping] = {}  # table -> a ping its next draw carries (a reminder, an owed one)
        self._unseen: set[int] = set()  # tables whose player to move the bot could not show their turn
        self._posting: dict[int, int] = {}  # channel -> our live-table posts in flight there
        self._live_ids: dict[int, int] = {}  # table -> its live message (for links to it)
        self._below: dict[int, int] = {}  # channel -> messages posted below its live table
        self._last_deal: dict[int, DealEnded] = {}  # table -> its last scored deal, shown on it
        self._tricks_told: dict[int, int] = {}  # table -> the tricks of its deal its move lines told
        self._ended: dict[int, GameEnded] = {}  # table -> how its game ended (ratings included)
        self._actors: dict[int, int] = {}  # table -> the last person who moved there
        self.permissions = PermissionNotices(bot, self.dm_channel)
        # The language last found for a server's channels and for a player's DMs: what a
        # signature compares (so a change of language redraws) and what a caller without an
        # interaction or an await gets (`live_message(table)`).
        self._guild_locales: dict[int | None, str] = {}
        self._member_locales: dict[int, str] = {}

    @property
    def service(self) -> Any:
        return self.bot.service

    @property
    def debounce(self) -> float:
        return self._redraws.debounce

    @debounce.setter
    def debounce(self, seconds: float) -> None:
        self._redraws.debounce = seconds

    # -- events -------------------------------------------------------------------------
    async def on_events(self, events: list[Event]) -> None:
        for event in events:
            tid = event.table_id
            if isinstance(event, Moved):
                self.pinger.moved(tid, None if event.by_computer else event.user_id)
                if not event.by_computer and event.user_id is not None:
                    self._actors[tid] = event.user_id
                table = self.table_or_none(tid)
                if table is not None:
                    self._moves.setdefault(tid, []).append(embeds.moved_line(table, event))
                    # A trick game: the trick this move finished, and who took it.
                    taken, self._tricks_told[tid] = embeds.trick_taken_line(
                        table, event, self._tricks_told.get(tid, 0)
                    )
                    if taken is not None:
                        self._moves[tid].append(taken)
                    del self._moves[tid][:-HISTORY_LINES]
            elif isinstance(event, SeatReclaimed):
                table = self.table_or_none(tid)
                if table is not None:
                    self._moves.setdefault(tid, []).append(
                        Text("live-back", who=table.seats[event.seat].name)
                    )
            elif isinstance(event, TableClosed):
                self._closed_reason[tid] = event.reason
            elif isinstance(event, DealEnded):
                # Folded into the live table (a message of its own would push the table up):
                # shown there through the next deal's first round; the move list starts afresh.
                self._last_deal[tid] = event
                self._moves[tid] = []
                self._tricks_told[tid] = 0
            elif isinstance(event, GameEnded):
                # The live table itself becomes the game-over message (drawn with the table).
                self._ended[tid] = event
            elif isinstance(event, TurnTimedOut | GameStarted | SeatHandedOver):
                self.spawn(self._post(event))
            self.mark_dirty(tid)
        for tid in {event.table_id for event in events}:
            self._wake_if_human_turn(tid)

    def human_turn(self, table_id: int) -> asyncio.Future[None]:
        """Resolves once nobody but a human (or nobody at all) is to move at this table."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._human_turn.setdefault(table_id, []).append(future)
        self._wake_if_human_turn(table_id)
        return future

    def _wake_if_human_turn(self, table_id: int) -> None:
        table = self.table_or_none(table_id)
        seat = table.to_move if table is not None else None
        if (
            table is not None
            and table.status == "playing"
            and seat is not None
            and table.seats[seat].computer
        ):
            return
        for future in self._human_turn.pop(table_id, []):
            if not future.done():
                future.set_result(None)

    def mark_dirty(self, table_id: int) -> None:
        self._redraws.mark_dirty(table_id)

    def spawn(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self._side_tasks.add(task)
        task.add_done_callback(self._side_tasks.discard)

    async def close(self) -> None:
        await self.pinger.close()
        for task in self._side_tasks:
            task.cancel()
        await asyncio.gather(self._redraws.close(), *self._side_tasks, return_exceptions=True)

    def table_or_none(self, table_id: int) -> Table | None:
        return table_or_none(self.service, table_id)

    # -- languages -------------------------------------------------------------------------
    async def channel_locale(self, table: Table) -> str:
        """The language of the table's channel messages (`bot.discord.core.language`), remembered."""
        locale = await locale_for_guild(self.bot, table.guild_id)
        self._guild_locales[table.guild_id] = locale
        return locale

    def known_locale(self, table: Table) -> str:
        """The channel's language as last found (English before any lookup)."""
        return self._guild_locales.get(table.guild_id, DEFAULT)

    async def member_locale(self, user_id: int, guild_id: int | None) -> str:
        """The language of a DM to `user_id` (their choice, else their client's, else the server's)."""
        locale = await locale_for_member(self.bot, user_id, guild_id)
        self._member_locales[user_id] = locale
        return locale

    # -- the live table message ----------------------------------------------------------
    def live_signature(self, table: Table) -> Hashable:
        seats = tuple((s.user_id, s.name, s.computer, s.away) for s in table.seats)
        options = tuple(sorted((k, repr(v)) for k, v in table.options.items()))
        return (
            table.status,
            table.seq,
            table.deadline,
            seats,
            options,
            table.turn_seconds,
            tuple(self._moves.get(table.id, ())),
            id(self._last_deal.get(table.id)),
            id(self._ended.get(table.id)),
            self.known_locale(table),
        )

    def live_message(self, table: Table, locale: str | None = None) -> dict[str, Any]:
        """The live message's edit payload, in `locale` (default: the channel's, as last found;
        `await channel_locale(table)` first to be sure)."""
        locale = locale or self.known_locale(table)
        if table.status == "lobby":
            return {
                "content": None,
                "embed": embeds.lobby_embed(table, locale),
                "view": self.bot.table_controls.view(table, locale),
            }
        if table.status == "finished":
            # The result as a picture worth sharing (winners, places, every deal), the facts and
            # ratings in words; with `cards: text`, all in words.
            ended = self._ended.get(table.id)
            files = game_over_files(table, ended, locale, pictured=self.pictured(table))
            return {
                "content": None,
                "embed": game_over_embed(table, ended, locale, pictured=bool(files)),
                "view": game_over_controls(table, locale=locale),
                "attachments": files,
            }
        controls = self.bot.table_controls.view(table, locale)  # My hand, Follow (features/hand, follow)
        return self.table_message(table, controls, locale)

    def pictured(self, table: Table) -> bool:
        """Whether the table's server shows cards as pictures (`/settings server-cards`)."""
        return bool(self.service.preferences.shows_pictures(table.guild_id))

    def table_message(self, table: Table, controls: discord.ui.View, locale: str) -> dict[str, Any]:
        """The live table's payload while it plays (or closed mid-game): with the picture, a
        headline over it (the picture is the table); with `cards: text`, the table in words."""
        pictured = self.pictured(table)
        if pictured and table_png(table, locale) is not None:
            embed = embeds.picture_embed(
                table, self._moves.get(table.id, []), last_deal=self._last_deal.get(table.id), locale=locale
            )
        else:
            embed = embeds.table_embed(
                table,
                embeds.lines_text(embeds.headline_moves(table, self._moves.get(table.id, [])), locale),
                last_deal=self._last_deal.get(table.id),
                locale=locale,
            )
        if table.status in ("abandoned", "broken"):
            why = CLOSED_REASONS.get(self._closed_reason.get(table.id, ""), "live-closed")
            reason = translate(locale, why)
            said = embed.description
            embed.description = f"{said}\n**{reason}**" if table.state is not None and said else reason
        payload = {"content": embeds.table_content(table, locale) or None, "embed": embed, "view": controls}
        return attach_table_picture(payload, table, locale, pictured=pictured)  # in the same edit

    def moves_since(self, table_id: int, seq: int) -> list[Text]:
        """The last moves made after the table's `seq` (the live table's own lines, at most the
        few it keeps, none from an earlier deal): what changed since a control was drawn."""
        table = self.table_or_none(table_id)
        if table is None or table.seq <= seq:
            return []
        lines = self._moves.get(table_id, [])
        return lines[-min(table.seq - seq, len(lines)) :] if lines else []

    def live_drawn(self, table: Table) -> None:
        """An interaction answer just drew the live message for this exact table state."""
        self._drawn[table.id] = self.live_signature(table)

    async def _draw(self, table_id: int) -> None:
        table = self.table_or_none(table_id)
        if table is None or table_id in self._live_held:
            return  # a `/play` is being answered: its follow-up draws the table (`offer`)
        # Whose turn just started: a channel ping is the live table posted again with the mention.
        ping = await self.pinger.update(table) or self._carried.pop(table_id, None)
        # The hands first: mostly free (through the players' clicks), they must not wait behind
        # the table's edit in the token's budget when it is busy (a hand offers the next move).
        # A ping for a player who plays from their hand DM is their hand posted again there.
        told = False
        unshown: set[int] = set()  # players whose private view Discord failed to redraw
        if table.state is not None and table.status in ("playing", "finished"):
            told = await self._draw_hands(table, ping if ping is not None and ping.in_dm else None, unshown)
        if ping is not None and ping.in_dm:
            # Told in their DM: the live table is only edited. Else (no good token after all,
            # the follow-up refused) the ping goes to the channel, as the table posted again.
            ping = None if told else ping.in_channel()
        failed: BaseException | None = None
        try:
            await self._draw_live(self.table_or_none(table_id) or table, ping)
        except Exception as error:
            if not transient(error):
                raise
            # Discord failed it (core/delivery/owed.py): drawn again later, the ping with it.
            failed = error
            if ping is not None:
                self._carried.setdefault(table_id, ping)
        await self._turn_shown(table_id, failed is not None, unshown)
        if failed is not None or unshown or self.pinger.owes(table_id):
            raise Owed(failed)

    async def _turn_shown(self, table_id: int, live_failed: bool, unshown: set[int]) -> None:
        """While the bot cannot show the player to move that it is their turn (their private view
        and the live table or their ping all failed), their turn timer waits; once shown, it is
        extended by that time (`Turns.turn_seen`, docs/ROBUSTNESS.md)."""
        table = self.table_or_none(table_id)
        mover = human_to_move(table) if table is not None else None
        if table is not None and mover is not None:
            private_failed = mover in unshown or mover in self._dms_closed
            public_failed = live_failed or table_id in self._carried or self.pinger.owes(table_id)
            if private_failed and public_failed:
                self.service.turn_unseen(table_id, table.seq)
                self._unseen.add(table_id)
                return
        if table_id in self._unseen:
            self._unseen.discard(table_id)
            if await self.service.turn_seen(table_id):
                self.mark_dirty(table_id)  # the live table shows the later "time runs out"

    async def resync(self) -> None:
        """After the gateway came back from a long disconnect: draw every table this process
        serves again, from the table as it is (what failed meanwhile is shown now)."""
        for table in self.service.open_tables():
            self._drawn.pop(table.id, None)
            self.mark_dirty(table.id)

    # -- a `/play` answered with the table -------------------------------------------------
    def offer_hold(self, table_id: int) -> None:
        """A `/play` in the table's channel is about to move: hold the table's redraw until its
        answer is sent (`offer`) or it failed (`offer_cancel`)."""
        self._live_held.add(table_id)

    def offer(self, table_id: int, interaction: discord.Interaction) -> None:
        """The `/play` was answered: its follow-up posts the table anew at the bottom (free of the
        budget; with the mention when a ping is due), and can redraw it for 14 minutes."""
        self._live_held.discard(table_id)
        self._offers[table_id] = interaction
        self.mark_dirty(table_id)

    def offer_cancel(self, table_id: int) -> None:
        if table_id in self._live_held:
            self._live_held.discard(table_id)
            self.mark_dirty(table_id)

    def carry_ping(self, table_id: int, ping: Ping) -> None:
        """The reminder before the timer runs out: the live table is posted again with it."""
        self._carried[table_id] = ping
        self.mark_dirty(table_id)

    async def _draw_live(self, table: Table, ping: Ping | None = None) -> None:
        await self.channel_locale(table)
        signature = self.live_signature(table)
        offer = self._offers.get(table.id)
        if self._drawn.get(table.id) == signature and ping is None and offer is None:
            return
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        message_id = await self.service.get_message(table.id, "table")
        below = self._below.get(table.channel_id, 0)
        # While playing, a few chat lines may sit below it; the result goes to the very bottom.
        if table.status == "playing":
            buried = below >= BURIED_AFTER
        else:
            buried = table.status == "finished" and below > 0
        repost = buried or ping is not None or offer is not None
        free = (offer is not None) if repost else self.tokens.usable(message_id)
        await self._gate.wait(table.channel_id)
        # Only a rate-limited call waits for its turn in the token's budget, keyed by the table
        # so a newer state takes the place of a waiting one; the turn that starts goes first.
        level = TURN if ping is not None else TABLE
        async with self.bot.budget.turn(level, ("live", table.id), pay=not free) as mine:
            if not mine:
                # A newer draw of this table took this one's place: it shows the newer state,
                # and the ping goes with it (a ping is never lost to coalescing).
                if ping is not None:
                    self.carry_ping(table.id, ping)
                return
            # Draw what is true now, not when this pass began (the gate and the budget may wait).
            table = self.table_or_none(table.id) or table
            if ping is not None and human_to_move(table) != ping.user_id:
                ping = None  # that turn is already over: the next pass pings whoever is to move
            signature = self.live_signature(table)
            payload = self.live_message(table)
            if ping is not None:
                said = channel_ping_text(table, ping, self.known_locale(table))
                if said is not None:
                    payload["content"] = said
                elif ping.user_id in self._dms_closed and not self.panel_fresh(table.id, ping.user_id):
                    # No DM, and no /hand panel that can still be redrawn: say where the cards are.
                    again = translate(self.known_locale(table), "turnping-open-hand")
                    payload["content"] = f"{payload.get('content') or ''}\n{again}".strip()
            if not (buried or ping is not None or offer is not None):
                await self._edit_live(table, channel, message_id, payload, signature)
                return
            await self._repost_live(table, channel, message_id, payload, signature, ping, offer)

    async def _edit_live(
        self, table: Table, channel: Any, message_id: int | None, payload: dict[str, Any], signature: Hashable
    ) -> None:
        if message_id is not None:
            try:
                if not await self.tokens.edit(message_id, **payload):
                    await channel.get_partial_message(message_id).edit(**payload)
                self._drawn[table.id] = signature
                self._live_ids[table.id] = message_id
                return
            except discord.NotFound:
                pass
            except discord.Forbidden as error:
                await self._refused(table, error)
                return
        await self._repost_live(table, channel, message_id, payload, signature, None, None)

    async def _repost_live(
        self,
        table: Table,
        channel: Any,
        message_id: int | None,
        payload: dict[str, Any],
        signature: Hashable,
        ping: Ping | None,
        offer: discord.Interaction | None,
    ) -> None:
        """Post the table anew at the bottom (with the mention of `ping`), then delete the old one.
        Through `offer`'s follow-up when there is one (free), else in the channel."""
        # Only the pinged player is notified: a repost for any other reason mentions nobody.
        mentions = (
            discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(ping.user_id)])
            if ping is not None
            else discord.AllowedMentions.none()
        )
        self._posting[table.channel_id] = self._posting.get(table.channel_id, 0) + 1
        message: Any = None
        try:
            if offer is not None:
                self._offers.pop(table.id, None)
                try:
                    message = await offer.followup.send(
                        **for_send(payload), allowed_mentions=mentions, wait=True
                    )
                    self.tokens.remember(message.id, offer, original=False)
                except discord.HTTPException as error:
                    log.info("could not post table %s as a follow-up: %s", table.id, error)
            if message is None:
                message = await channel.send(**for_send(payload), allowed_mentions=mentions)
        except discord.Forbidden as error:
            await self._refused(table, error)
            if message_id is not None:
                # It may still edit where it may not post: keep the table current in place.
                try:
                    await channel.get_partial_message(message_id).edit(**payload)
                    self._drawn[table.id] = signature
                    self._below[table.channel_id] = 0
                except discord.HTTPException:
                    pass
            return
        finally:
            self._posting[table.channel_id] -= 1
        await self.service.set_message(table.id, "table", message.id)
        self._live_ids[table.id] = message.id
        self._below[table.channel_id] = 0
        self._drawn[table.id] = signature
        if message_id is not None and message_id != message.id:
            await self._delete_quietly(channel, message_id, table.id)

    def message_posted(self, channel_id: int, message_id: int, *, by_me: bool) -> None:
        """Someone posted in a channel: if it holds a table, its live message sinks by one.
        The bot's own turn pings and live tables do not count."""
        if by_me and (self.pinger.is_ping(message_id) or self._posting.get(channel_id, 0) > 0):
            return
        table = self.service.table_in_channel(channel_id)
        if table is None or table.status != "playing":
            return
        self._below[channel_id] = self._below.get(channel_id, 0) + 1
        if self._below[channel_id] == BURIED_AFTER:
            self.mark_dirty(table.id)

    async def _delete_quietly(self, channel: Any, message_id: int, table_id: int) -> None:
        if await self.tokens.delete(message_id):
            return
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.HTTPException:
            log.info("old live message %s of table %s was already gone", message_id, table_id)

    async def repost(
        self, table: Table, message_id: int, interaction: discord.Interaction | None = None
    ) -> None:
        """`/table status` answered with a fresh live message: adopt it (redrawn through the
        interaction's token while it lasts), delete the old one."""
        if interaction is not None:
            self.tokens.remember(message_id, interaction, original=True)
        old = await self.service.get_message(table.id, "table")
        await self.service.set_message(table.id, "table", message_id)
        self._live_ids[table.id] = message_id
        self._drawn[table.id] = self.live_signature(table)
        self._below[table.channel_id] = 0
        if old is not None and old != message_id:
            channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
            await self._delete_quietly(channel, old, table.id)

    # -- summaries and notices -----------------------------------------------------------
    async def _refused(self, table: Table, error: discord.Forbidden) -> None:
        """Discord refused a message in the table's channel (a permission is missing)."""
        await self.permissions.refused(
            error,
            guild_id=table.guild_id,
            channel_id=table.channel_id,
            table_id=table.id,
            user_id=self._actors.get(table.id, table.host_id),
        )

    async def _post(self, event: Event) -> None:
        try:
            with priority(LATER):
                await self._post_notice(event)
        except discord.Forbidden as error:
            table = self.table_or_none(event.table_id)
            if table is not None:
                await self._refused(table, error)

    async def _post_notice(self, event: Event) -> None:
        table = self.table_or_none(event.table_id)
        if table is None:
            return
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        locale = await self.channel_locale(table)
        if isinstance(event, TurnTimedOut):
            who = (
                f"<@{event.user_id}>" if event.user_id else embeds.shown_name(table.seats[event.seat], locale)
            )
            await self._gate.wait(table.channel_id)
            await channel.send(
                translate(locale, "notice-timed-out", who=who),
                allowed_mentions=discord.AllowedMentions(users=False),
            )
        elif isinstance(event, SeatHandedOver):
            name = embeds.shown_name(table.seats[event.seat], locale)
            how = "kicked" if event.kicked else "left"
            await self._gate.wait(table.channel_id)
            await channel.send(
                translate(locale, "notice-handed-over", who=name, how=how),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        elif isinstance(event, GameStarted):
            for seat in table.seats:
                if seat.user_id is not None and not seat.computer and await self._closed(seat.user_id):
                    await self._tell_dms_closed(table, seat.user_id)
