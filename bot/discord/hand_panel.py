"""The private hand panel (`/hand`, the hand DM, the "My hand" button) and its click-to-play controls.

Every control is a persistent `DynamicItem` whose custom id carries the table id and the
table's `seq` when it was drawn, so it works after a restart and a click on an old panel is
refused politely instead of playing into a position the player has not seen.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Any

import discord

from bot.discord import embeds
from bot.discord.adapter import adapter_for
from bot.discord.card_pictures import hand_files
from bot.discord.elsewhere import click_table, forward_play, served_here
from bot.discord.interact import STALE, bot_of, refuse, report, service_of
from bot.service.errors import NotSeated, StaleAction, TableError
from bot.service.table_service import Table

MAX_CARD_BUTTONS = 20  # four rows of five; the fifth row holds a select
MAX_MOVE_BUTTONS = 5  # one row of buttons for the moves that are not cards; more go in a select
BACK = "-"


def panel_seq(table: Table, seat: int) -> int | None:
    """The `seq` a panel's buttons carry: now on the seat's turn; for rotating-turn games the
    seat's next turn (so the panel stays usable without a redraw); otherwise None (no buttons)."""
    state = table.state
    if table.status != "playing" or state is None or state.over or state.to_move is None:
        return None
    if state.to_move == seat:
        return table.seq
    if adapter_for(table.game).rotating_turns:
        return table.seq + (seat - state.to_move) % len(table.seats)
    return None


def hand_panel(
    table: Table,
    user_id: int,
    *,
    card: str | None = None,
    note: str | None = None,
    ask: dict[str, Any] | None = None,
    live_url: str | None = None,
    locale: str = "en",
) -> tuple[str, discord.ui.View]:
    """Text and controls of `user_id`'s own hand. Only ever built from that seat's own view.
    `ask`: the half-chosen Go Fish ask (see `bot.discord.games.family_ask`)."""
    seat = table.seat_of(user_id)
    if seat is None or table.state is None:
        raise NotSeated("You are not playing at this table.")
    state = table.state
    adapter = adapter_for(table.game)
    view = state.view(seat)
    seq = panel_seq(table, seat)
    early = seq is not None and state.to_move != seat
    content = embeds.hand_text(table, view, early=early, live_url=live_url, locale=locale)
    if note:
        content = f"{note}\n{content}"
    controls = discord.ui.View(timeout=None)
    if seq is None:
        return content, controls
    own = adapter.panel_controls(controls, table, seat, seq, **(ask or {}))
    if own is not None:
        return content + own, controls
    # Played early, every hand card is a candidate; what it may take is settled on the click.
    legal = [*adapter.hand(view)] if early else state.legal()
    plays = adapter.card_plays(legal)
    if card is not None and card in plays:
        options = [
            discord.SelectOption(label=adapter.target_label(state, a)[:100], value=a)
            for a in plays[card][:24]
        ]
        options.append(discord.SelectOption(label="↩ Choose another card", value=BACK))
        controls.add_item(
            PickSelect(table.id, seq, options, placeholder=f"How do you play {adapter.card(card)}?")
        )
        return content + f"\nYou picked **{adapter.card(card)}**; choose what it takes.", controls
    hand = adapter.hand(view)
    if plays and len(hand) <= MAX_CARD_BUTTONS:
        for card_ in hand:
            controls.add_item(
                CardButton(table.id, seq, card_, label=adapter.card(card_), disabled=card_ not in plays)
            )
    elif plays:
        playable = adapter.playable_cards(view, legal)[:25]
        options = [discord.SelectOption(label=adapter.card_long(c)[:100], value=c) for c in playable]
        controls.add_item(CardSelect(table.id, seq, options))
    others = adapter.other_moves(legal)
    card_rows = -(-len(hand) // 5) if plays and len(hand) <= MAX_CARD_BUTTONS else 1 if plays else 0
    if others and len(others) <= MAX_MOVE_BUTTONS and card_rows <= 3:
        # A few moves that are not cards (declare, signal, dost, pass, shuffle…): one click each.
        for action in others:
            label = embeds.action_label(table, state, action)
            controls.add_item(MoveButton(table.id, seq, action, label=label))
    elif others:
        labels = {a: embeds.action_label(table, state, a)[:100] for a in others[:25]}
        options = [discord.SelectOption(label=label, value=a) for a, label in labels.items()]
        controls.add_item(PickSelect(table.id, seq, options, placeholder="Choose your move"))
    return content, controls


async def wait_for_computers(interaction: discord.Interaction, table_id: int) -> None:
    """Until a human (or nobody) is to move at this table, at most `presenter.computer_wait` s."""
    with contextlib.suppress(TimeoutError):
        presenter = bot_of(interaction).presenter
        await asyncio.wait_for(presenter.human_turn(table_id), presenter.computer_wait)


async def _current(interaction: discord.Interaction, table_id: int, seq: int) -> Table | None:
    """The table if the clicked control is still current; otherwise answer and return None."""
    table = await click_table(interaction, table_id)
    if table.status != "playing":
        await refuse(interaction, "That table is closed.")
        return None
    if table.seq < seq:
        await refuse(interaction, "It is not your turn yet; these buttons work once it is.")
        return None
    if table.seq > seq:
        await refuse(interaction, STALE)
        return None
    return table


async def play_from_panel(interaction: discord.Interaction, table_id: int, seq: int, action: str) -> None:
    if not served_here(interaction, table_id):  # a DM click for another process's table
        await forward_play(interaction, table_id, seq, action)
        return
    service = service_of(interaction)
    presenter = bot_of(interaction).presenter
    presenter.hold(table_id, interaction.user.id)
    try:
        try:
            await service.act(table_id, interaction.user.id, action, expected_seq=seq)
        except StaleAction:
            await refuse(interaction, STALE)
            return
        except TableError as error:
            await refuse(interaction, error.message)
            return
        await wait_for_computers(interaction, table_id)
        await redraw(interaction, table_id)
    finally:
        presenter.release(table_id, interaction.user.id)


async def redraw(interaction: discord.Interaction, table_id: int, *, card: str | None = None) -> None:
    """Answer a panel click by editing the panel in place (one REST call)."""
    table = await click_table(interaction, table_id)
    live_url = bot_of(interaction).presenter.live_url(table)
    content, controls = hand_panel(table, interaction.user.id, card=card, live_url=live_url)
    pictures = hand_files(table, interaction.user.id)
    await interaction.response.edit_message(content=content, embed=None, view=controls, attachments=pictures)
    # A card picked but its capture not yet chosen changes nothing at the table: telling the
    # presenter would only make it redraw a hand DM it does not know yet (after a restart) and
    # wipe the capture select (as in `bot.discord.games.family_ask` for a half-chosen ask).
    if interaction.message is not None and card is None:
        bot_of(interaction).presenter.panel_drawn(interaction.message.id, table, interaction.user.id)


class CardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:card:(?P<t>\d+):(?P<s>\d+):(?P<c>[^:]+)"
):
    def __init__(
        self, table_id: int, seq: int, card: str, *, label: str | None = None, disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or card,
                custom_id=f"tv:card:{table_id}:{seq}:{card}",
                style=discord.ButtonStyle.secondary if disabled else discord.ButtonStyle.primary,
                disabled=disabled,
            )
        )
        self.table_id, self.seq, self.card = table_id, seq, card

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> CardButton:
        return cls(int(match["t"]), int(match["s"]), match["c"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await choose_card(interaction, self.table_id, self.seq, self.card)


class CardSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:cards:(?P<t>\d+):(?P<s>\d+)"):
    def __init__(self, table_id: int, seq: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tv:cards:{table_id}:{seq}",
                placeholder="Choose a card to play",
                options=options or [discord.SelectOption(label="-", value=BACK)],
            )
        )
        self.table_id, self.seq = table_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> CardSelect:
        return cls(int(match["t"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        await choose_card(interaction, self.table_id, self.seq, str(values[0]) if values else BACK)


async def choose_card(interaction: discord.Interaction, table_id: int, seq: int, card: str) -> None:
    try:
        table = await _current(interaction, table_id, seq)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise NotSeated("You are not playing at this table.")
        state = table.state
        assert state is not None
        if state.to_move != seat:
            await refuse(interaction, "It is not your turn.")
            return
        plays = adapter_for(table.game).card_plays(state.legal()).get(card, [])
        if not plays:
            await refuse(interaction, f"You can't play {adapter_for(table.game).card(card)} now.")
        elif len(plays) == 1:
            await play_from_panel(interaction, table_id, seq, plays[0])
        else:
            await redraw(interaction, table_id, card=card)
    except Exception as error:
        await report(interaction, error)


class PickSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:pick:(?P<t>\d+):(?P<s>\d+)"):
    def __init__(
        self,
        table_id: int,
        seq: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tv:pick:{table_id}:{seq}",
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="-", value=BACK)],
            )
        )
        self.table_id, self.seq = table_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["t"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = (interaction.data or {}).get("values") or []
            table = await _current(interaction, self.table_id, self.seq)
            if table is None:
                return
            if not values or values[0] == BACK:
                await redraw(interaction, self.table_id)
                return
            await play_from_panel(interaction, self.table_id, self.seq, str(values[0]))
        except Exception as error:
            await report(interaction, error)


class MoveButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:mv:(?P<t>\d+):(?P<s>\d+):(?P<a>.+)"
):
    """One move that is not a card (`declare:AAA`, `signal:h`, `dost`, `pass`), on the private panel."""

    def __init__(self, table_id: int, seq: int, action: str, *, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or action)[:80],
                custom_id=f"tv:mv:{table_id}:{seq}:{action}",
                style=discord.ButtonStyle.success,
            )
        )
        self.table_id, self.seq, self.action = table_id, seq, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> MoveButton:
        return cls(int(match["t"]), int(match["s"]), match["a"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if await _current(interaction, self.table_id, self.seq) is None:
                return
            await play_from_panel(interaction, self.table_id, self.seq, self.action)
        except Exception as error:
            await report(interaction, error)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:hand:(?P<t>\d+)"):
    """ "My hand" on the live table message: opens the clicker's own panel, ephemerally."""

    def __init__(self, table_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="My hand",
                emoji="🃏",
                custom_id=f"tv:hand:{table_id}",
                style=discord.ButtonStyle.secondary,
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await send_panel(interaction, service_of(interaction).table(self.table_id))
        except Exception as error:
            await report(interaction, error)


async def send_panel(interaction: discord.Interaction, table: Table) -> None:
    if table.status != "playing":
        raise TableError(
            "That game has not started yet." if table.status == "lobby" else "That table is closed."
        )
    no_hand = adapter_for(table.game).no_hand
    if no_hand is not None:
        await interaction.response.send_message(no_hand, ephemeral=True)
        return
    live_url = bot_of(interaction).presenter.live_url(table)
    content, controls = hand_panel(table, interaction.user.id, live_url=live_url)
    pictures = hand_files(table, interaction.user.id)
    await interaction.response.send_message(content, view=controls, ephemeral=True, files=pictures)


PANEL_ITEMS = (CardButton, CardSelect, PickSelect, MoveButton, HandButton)
