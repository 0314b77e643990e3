"""Which turn a private panel's controls are for, and whether a click on them is still current.

A control's custom id carries the turn (`seq`) it was drawn for, or for cards good on any turn of
a deal (`Adapter.replayable_cards`) `d<deal>`: `panel_seq` and `card_scope` say which; a click on
a control drawn for another turn is refused (`current_table`). After a move the panel is redrawn
once the computers have played (`wait_for_computers`).
"""

from __future__ import annotations

import asyncio
import contextlib

import discord

from bot.discord.core.adapter import adapter_for
from bot.discord.core.interact import bot_of, refuse, refuse_stale
from bot.discord.core.lookup import click_table
from bot.service.model import Table
from i18n import Text

# `panel_seq` of a panel drawn off its seat's turn whose card controls carry the deal, not a
# turn (`Adapter.replayable_cards`); no control carries this number.
ANY_TURN = -1


def panel_seq(table: Table, seat: int) -> int | None:
    """The `seq` a panel's buttons carry: now on the seat's turn; for rotating-turn games the
    seat's next turn (so the panel stays usable without a redraw); `ANY_TURN` for a game whose
    card controls work on any turn; otherwise None (no buttons). The hand DM is redrawn when
    this changes, so off the seat's turn it must not change with every move of the others."""
    state = table.state
    if table.status != "playing" or state is None or state.over or state.to_move is None:
        return None
    if state.to_move == seat:
        return table.seq
    adapter = adapter_for(table.game)
    if adapter.rotating_turns:
        return table.seq + (seat - state.to_move) % len(table.seats)
    if adapter.replayable_cards:
        return ANY_TURN
    return None


def card_scope(table: Table, seq: int) -> str:
    """What a card control's custom id carries: the turn (`seq`) it was drawn for, or for
    replayable cards `d<deal>`, good on any turn of that deal."""
    assert table.state is not None
    return f"d{table.state.deal}" if adapter_for(table.game).replayable_cards else str(seq)


async def wait_for_computers(interaction: discord.Interaction, table_id: int) -> None:
    """Until a human (or nobody) is to move at this table, at most `presenter.computer_wait` s."""
    with contextlib.suppress(TimeoutError):
        presenter = bot_of(interaction).presenter
        await asyncio.wait_for(presenter.human_turn(table_id), presenter.computer_wait)


async def current_table(interaction: discord.Interaction, table_id: int, seq: int) -> Table | None:
    """The table if the clicked control is still current; otherwise answer and return None."""
    table = await click_table(interaction, table_id)
    if table.status != "playing":
        await refuse(interaction, Text("error-game-over"))
        return None
    if table.seq < seq:
        await refuse(interaction, Text("panel-not-yet"))
        return None
    if table.seq > seq:
        await refuse_stale(interaction, table_id, seq)
        return None
    return table
