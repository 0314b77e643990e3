"""The private side of a table: each player's hand DM and ephemeral `/hand` panel, kept current.

A mixin of `Presenter` (bot/discord/features/table/presenter.py), which redraws the hands first in each pass
over a table (`_draw_hands`). One hand DM per player and deal, edited in place, or posted again
at the bottom of the DM through the player's last click on it (free of the token's budget) when
their turn starts; an ephemeral `/hand` panel is redrawn through the interaction that drew it
while Discord keeps its token. A player whose DMs are closed is remembered for good and told so
once in the channel, without a single card in it.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.core import embeds
from bot.discord.core.adapter import adapter_for
from bot.discord.core.card_pictures import for_send
from bot.discord.core.delivery.interaction_tokens import Tokens
from bot.discord.core.delivery.owed import transient
from bot.discord.core.delivery.pacing import ChannelGate
from bot.discord.core.delivery.rate_budget import TABLE, TURN, priority
from bot.discord.core.interact import jump_url
from bot.discord.features.table.pings import Ping, time_left
from bot.service.model import Table
from i18n import translate

if TYPE_CHECKING:
    from bot.discord.core.bot import TavoloBot

log = logging.getLogger("tavolo.live")

# How long an ephemeral `/hand` panel can be redrawn through its interaction: Discord keeps an
# interaction token 15 minutes; a little is kept back for the edit in flight.
PANEL_LIFE = 14 * 60


class HandDMs:
    """Hand DMs and `/hand` panels of `Presenter`, which provides what is declared below."""

    bot: TavoloBot
    tokens: Tokens
    _gate: ChannelGate
    _live_ids: dict[int, int]  # table -> its live message
    _actors: dict[int, int]  # table -> the last person who moved there
    _member_locales: dict[int, str]

    if TYPE_CHECKING:  # the Presenter's own, which this side of it calls

        @property
        def service(self) -> Any: ...
        def table_or_none(self, table_id: int) -> Table | None: ...
        def mark_dirty(self, table_id: int) -> None: ...
        async def channel_locale(self, table: Table) -> str: ...
        async def member_locale(self, user_id: int, guild_id: int | None) -> str: ...

    def _init_hand_dms(self) -> None:
        self._dm: dict[
            tuple[int, int], tuple[int, int | None, Hashable]
        ] = {}  # (table, user) -> (deal, msg, sig)
        self._dms_closed: set[int] = set()
        self._holding: set[tuple[int, int]] = set()
        # (table, user) -> the last interaction that drew their ephemeral `/hand` panel, when it
        # was made (bot clock) and what it showed: redrawn when its owner's turn starts.
        self._panels: dict[tuple[int, int], tuple[discord.Interaction, float, Hashable, str | None]] = {}

    async def _closed(self, user_id: int) -> bool:
        if user_id in self._dms_closed:
            return True
        if await self.service.dms_closed(user_id):
            self._dms_closed.add(user_id)
            return True
        return False

    async def _tell_dms_closed(self, table: Table, user_id: int) -> None:
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        locale = await self.channel_locale(table)
        await self._gate.wait(table.channel_id)
        await channel.send(translate(locale, "notice-dms-closed", who=f"<@{user_id}>"))

    # -- hands by DM -------------------------------------------------------------------------
    def hand_signature(self, table: Table, seat: int) -> Hashable:
        state = table.state
        assert state is not None
        from bot.discord.core.hand_panel import panel_seq

        view = state.view(seat)
        # Its turn starting or ending redraws it, so it never says "not your turn" on it.
        my_turn = state.to_move == seat and not state.over
        user_id = table.seats[seat].user_id
        locale = self._member_locales.get(user_id) if user_id is not None else None
        hand = tuple(view.get("hand") or ())
        return (state.deal, hand, panel_seq(table, seat), table.status, my_turn, locale)

    def live_url(self, table: Table) -> str:
        """Where a hand DM sends its reader: the table's channel, at whose bottom the live table
        always is. Not the message: it is posted again at each ping, and a DM is not redrawn
        for that (a link to a deleted message lands nowhere)."""
        return jump_url(table, None)

    def hold(self, table_id: int, user_id: int) -> None:
        """An interaction is about to redraw this user's panel itself: don't race it with a DM edit."""
        self._holding.add((table_id, user_id))

    def panel_drawn(self, message_id: int, table: Table, user_id: int) -> None:
        """A panel click redrew `message_id`; if that is the user's hand DM, it is now current."""
        self._holding.discard((table.id, user_id))
        seat = table.seat_of(user_id)
        entry = self._dm.get((table.id, user_id))
        if seat is not None and entry is not None and entry[1] == message_id and table.state is not None:
            self._dm[(table.id, user_id)] = (table.state.deal, message_id, self.hand_signature(table, seat))
        else:
            self.mark_dirty(table.id)

    def panel_opened(
        self, interaction: discord.Interaction, table: Table, *, fresh: bool = False, note: str | None = None
    ) -> None:
        """`interaction` just drew its user's private panel: if that panel is ephemeral (`/hand`,
        `fresh`; or a click on one), remember it, to redraw it through this interaction (free of
        the global rate limit) while Discord allows. `note`: what the click's move showed (kept
        on the redrawn panel: the player may not have read it yet)."""
        message = interaction.message
        ephemeral = fresh or (message is not None and message.flags.ephemeral)
        seat = table.seat_of(interaction.user.id)
        if not ephemeral or seat is None or table.state is None:
            return
        key = (table.id, interaction.user.id)
        self._panels[key] = (interaction, self.bot.clock(), self.hand_signature(table, seat), note)

    def panel_fresh(self, table_id: int, user_id: int) -> bool:
        """Whether this user's ephemeral panel of this table can still be redrawn."""
        entry = self._panels.get((table_id, user_id))
        return entry is not None and self.bot.clock() - entry[1] < PANEL_LIFE

    async def _refresh_panel(
        self, table: Table, user_id: int, seat: int, unshown: set[int] | None = None
    ) -> None:
        """Redraw an ephemeral `/hand` panel that no longer says what is true (its turn started)."""
        from bot.discord.core.hand_panel import panel_payload

        entry = self._panels.get((table.id, user_id))
        if entry is None or (table.id, user_id) in self._holding:
            return
        if not self.panel_fresh(table.id, user_id):
            del self._panels[(table.id, user_id)]  # the turn ping now says to open /hand again
            return
        interaction, opened, drawn, note = entry
        signature = self.hand_signature(table, seat)
        if signature == drawn:
            return
        locale = await self.member_locale(user_id, table.guild_id)
        prefs = self.service.preferences
        url = self.live_url(table)
        payload = panel_payload(table, user_id, preferences=prefs, live_url=url, locale=locale, note=note)
        try:
            await interaction.edit_original_response(**payload)
        except discord.HTTPException as error:
            if transient(error) and unshown is not None:
                unshown.add(user_id)  # Discord's fault: owed, redrawn on the next pass
                return
            log.info("could not redraw the /hand panel of %s at table %s: %s", user_id, table.id, error)
            self._panels.pop((table.id, user_id), None)
            return
        self._panels[(table.id, user_id)] = (interaction, opened, signature, note)

    def release(self, table_id: int, user_id: int) -> None:
        if (table_id, user_id) in self._holding:
            self._holding.discard((table_id, user_id))
            self.mark_dirty(table_id)

    def hand_can_ping(self, table: Table, user_id: int) -> bool:
        """Whether `user_id`'s hand DM at this table can be posted again at the bottom of their DM
        through their last click on it (they play from it, and its token is still good): a
        notification that costs nothing of the token's budget."""
        if adapter_for(table.game).no_hand is not None or user_id in self._dms_closed:
            return False
        if (table.id, user_id) in self._holding:
            return False
        entry = self._dm.get((table.id, user_id))
        return entry is not None and self.tokens.usable(entry[1])

    async def _hand_again(
        self, channel: Any, old_id: int, payload: dict[str, Any], *, same_deal: bool
    ) -> int | None:
        """Post the hand DM `payload` anew below `old_id`, as a follow-up of the click that can
        redraw `old_id` (free; a new message notifies). The old one, of the same deal, is
        deleted (through the token too). None: no good token (the caller does otherwise)."""
        message = await self.tokens.follow_up(old_id, **for_send(payload))
        if message is None:
            return None
        if same_deal and not await self.tokens.delete(old_id):
            try:  # its cards would be there twice, its controls out of date
                await channel.get_partial_message(old_id).delete()
            except discord.HTTPException:
                log.info("old hand DM %s was already gone", old_id)
        return int(message.id)

    async def _draw_hands(
        self, table: Table, ping: Ping | None = None, unshown: set[int] | None = None
    ) -> bool:
        """Redraw the hand DMs that no longer show what is true. `ping` (in the hand DM): that
        player's hand is posted again at the bottom of their DM, through their last click on it;
        True when it was. A player whose hand Discord failed to redraw is added to `unshown`
        (owed: the next pass draws it again)."""
        from bot.discord.core.hand_panel import panel_payload

        told = False
        if adapter_for(table.game).no_hand is not None:
            return told  # nothing private to show (Concentration): the board is in the channel
        if table.id not in self._live_ids:  # after a restart: the hands link to it
            live_id = await self.service.get_message(table.id, "table")
            if live_id is not None:
                self._live_ids[table.id] = live_id
        for seat in table.seats:
            user_id = seat.user_id
            if user_id is None or seat.computer:
                continue
            if (table.id, user_id) in self._panels:
                await self._refresh_panel(self.table_or_none(table.id) or table, user_id, seat.index, unshown)
            if await self._closed(user_id):
                continue
            entry = self._dm.get((table.id, user_id))
            # The last hand DM drawn, whatever its deal: a new deal's follows up on its click.
            previous = entry[1] if entry is not None else None
            deal = table.state.deal if table.state is not None else 0
            if entry is None or entry[0] != deal:
                entry = (deal, await self.service.get_dm_message(table.id, user_id, deal), None)
            # The table may have moved on during the awaits above (a computer reply, a panel
            # click answered meanwhile): draw from the latest snapshot, never an older one.
            latest = self.table_or_none(table.id)
            if latest is None or latest.state is None or (table.id, user_id) in self._holding:
                continue
            table = latest
            if table.state.deal != entry[0]:
                self.mark_dirty(table.id)  # a new deal began meanwhile: its own pass sends it
                continue
            deal = entry[0]
            locale = await self.member_locale(user_id, table.guild_id)
            signature = self.hand_signature(table, seat.index)
            pinged = ping is not None and ping.user_id == user_id and table.state.to_move == seat.index
            if entry[2] == signature and not pinged:
                continue
            message_id = entry[1]
            state = table.state
            if (
                message_id is not None
                and not self.tokens.usable(message_id)
                and table.status == "playing"
                and not state.over
                and state.to_move != seat.index
                and self._actors.get(table.id) == user_id
            ):
                # Their own move changed it (a `/play`, not a click on it, which redraws it):
                # redrawn when their turn comes, not now, so each move pays for the DM of the
                # player whose turn starts only.
                continue
            try:
                channel_id = await self.dm_channel(user_id)
                channel = self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
                await self._gate.wait(channel_id)
                latest = self.table_or_none(table.id)
                if latest is None or latest.state is None or latest.state.deal != deal:
                    self.mark_dirty(table.id)
                    continue
                if (table.id, user_id) in self._holding:
                    continue
                table = latest
                signature = self.hand_signature(table, seat.index)
                note = self._reminder(table, ping, locale) if pinged else None

                # No await from here until it is sent.
                def payload(
                    table: Table = table,
                    user_id: int = user_id,
                    locale: str = locale,
                    note: str | None = note,
                ) -> dict[str, Any]:
                    # Made anew for each call: a picture's File is read once.
                    url = self.live_url(table)
                    prefs = self.service.preferences
                    return panel_payload(
                        table, user_id, preferences=prefs, live_url=url, locale=locale, note=note
                    )

                # Through the player's last click on it while its token lasts (free); else the
                # hand of the player whose turn starts goes first in the token's budget.
                mine = table.state.to_move == seat.index
                again = None
                with priority(TURN if mine else TABLE):
                    # Their turn's ping, or a new deal's hand: a new message at the bottom of the
                    # DM, through the last click on their hand DM, when its token is good.
                    if (pinged or message_id is None) and (message_id or previous) is not None:
                        same_deal = message_id is not None
                        old = message_id if same_deal else previous
                        assert old is not None
                        again = await self._hand_again(channel, old, payload(), same_deal=same_deal)
                    if again is not None:
                        message_id = again
                        told = told or pinged
                        await self.service.set_dm_message(table.id, user_id, deal, message_id)
                    elif message_id is not None:
                        try:
                            if not await self.tokens.edit(message_id, **payload()):
                                await channel.get_partial_message(message_id).edit(**payload())
                        except discord.NotFound:
                            message_id = None
                    if message_id is None:
                        message = await channel.send(**for_send(payload()))
                        message_id = message.id
                        await self.service.set_dm_message(table.id, user_id, deal, message_id)
                        # A hand that starts its player's turn, sent anew: it notifies them.
                        told = told or pinged
            except discord.Forbidden as error:
                if error.code != 50007:
                    raise
                # DMs closed: remember it for good and say so once, without a single card in it.
                self._dms_closed.add(user_id)
                await self.service.set_dms_closed(user_id, True)
                await self._tell_dms_closed(table, user_id)
                continue
            except Exception as error:
                if unshown is None or not transient(error):
                    raise
                unshown.add(user_id)  # Discord's fault: owed, drawn again on the next pass
                continue
            self._dm[(table.id, user_id)] = (deal, message_id, signature)
        return told

    def _reminder(self, table: Table, ping: Ping | None, locale: str) -> str | None:
        """The line a hand DM posted again for the reminder before the timer runs out carries."""
        if ping is None or ping.seconds_left is None:
            return None
        return translate(
            locale,
            "turnping-time-left-dm",
            table=embeds.table_heading(table, locale),
            url=self.live_url(table),
            left=time_left(ping.seconds_left, locale),
        )

    async def dm_channel(self, user_id: int) -> int:
        """The user's DM channel (`bot.discord.core.delivery.dm`: opened once ever)."""
        return await self.bot.dms.channel_id(user_id)
