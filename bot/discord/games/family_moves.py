"""What a Go Fish, Concentration or Old Maid move does from Discord, and what its mover privately
learns. Shared by the slash commands (`family_commands`), the channel board's buttons
(`family_board`) and, for a command typed in a DM for a table another process serves, that
process (the answers are registered by name: `bot.discord.elsewhere.answer`)."""

from __future__ import annotations

import discord

from bot.discord.card_emoji import card_text, cards_text
from bot.discord.elsewhere import Played, answer
from bot.discord.games.family_ask import ask_answer
from bot.discord.interact import service_of
from bot.service.table_service import Table
from games import cards as C
from games.core import State
from games.family_common import rank_name


def seat_name(table: Table, seat: int) -> str:
    return table.seats[seat].name if seat < len(table.seats) else f"player {seat + 1}"


def flip_answer(after: State, seat: int) -> str:
    view = after.view(seat)
    if view["face_up"]:
        up = " ".join(card_text(view["board"][i], "concentration") for i in view["face_up"])
        return f"Face up: {up}. Turn up {view['need'] - len(view['face_up'])} more."
    outcome = view["last_outcome"] or {}
    flipped = cards_text([card for _, card in outcome.get("flipped", [])], "concentration")
    if outcome.get("taken"):
        text = f"A match! You took {cards_text(outcome['taken'], 'concentration')}."
        return text + (" Game over." if after.over else " Go again.")
    return f"No match: {flipped}." + (" Game over." if after.over else "")


def draw_answer(table: Table, after: State, seat: int, action: str) -> str:
    if action == "shuffle":
        return "You shuffled your hand. Now draw a card."
    last = after.view(seat)["last_draw"]
    holder = seat_name(table, last["holder"])
    text = f"You drew {card_text(last['card'], table.game)} from {holder}"
    text += f" and discarded the pair of {rank_name(C.rank_of(last['card']))}." if last["paired"] else "."
    if after.over:
        result = after.result
        assert result is not None
        loser = result.detail["loser"]
        card = card_text(result.detail["losing_card"], table.game)
        text += f" Game over: {seat_name(table, loser)} is left holding {card}."
    elif not after.view(seat)["hand"]:
        text += " Your hand is empty: you are out!"
    return text


@answer("ask")
def _asked(played: Played, locale: str) -> str:
    return ask_answer(played.table, played.before, played.after, played.seat)


@answer("flip")
def _flipped(played: Played, locale: str) -> str:
    return flip_answer(played.after, played.seat)


@answer("draw")
def _drew(played: Played, locale: str) -> str:
    return draw_answer(played.table, played.after, played.seat, played.action)


async def act(interaction: discord.Interaction, table: Table, seat: int, state: State, action: str) -> State:
    """Play `action`; the position it leads to (the engine is deterministic, so replaying it here
    gives exactly what the service stored, before any computer answers)."""
    after = state.play(action)  # refuses with the engine's own words before touching the table
    await service_of(interaction).act(table.id, interaction.user.id, action, expected_seq=table.seq)
    return after
