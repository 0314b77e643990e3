"""`/hand`, `/play`, `/move` and `/hint`: playing a turn."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.core.adapter import LABELLED, Adapter, action_text, adapter_for, split_action
from bot.discord.core.bot import TavoloBot
from bot.discord.core.hand_panel import (
    PANEL_ITEMS,
    HandButton,
    answer_name,
    confirm_first,
    move_answer,
    send_panel,
)
from bot.discord.core.interact import guarded, seat_to_move, service_of
from bot.discord.core.language import locale_for_user, say
from bot.discord.core.limits import CHOICE, fit_text
from bot.discord.core.lookup import ANSWER, ANSWERS, SAID, command_table, forward_command, served_here
from bot.service.errors import TableError
from bot.service.model import Table, name_players
from games.core import State

log = logging.getLogger("tavolo.play")
Choices = list[app_commands.Choice[str]]


async def _table_on_turn(interaction: discord.Interaction) -> Table | None:
    """For autocomplete: the table if the user may act on it now, else None (offer nothing)."""
    try:
        table = await command_table(interaction, playing=True)
        seat_to_move(table, interaction.user.id)[0]
    except TableError:
        return None
    return table


async def _turn_or_none(interaction: discord.Interaction) -> tuple[State, int, Adapter] | None:
    """For autocomplete: the position, the user's seat and the game's adapter if the user may act
    now, else None (offer nothing)."""
    table = await _table_on_turn(interaction)
    if table is None or table.state is None:
        return None
    return table.state, seat_to_move(table, interaction.user.id)[0], adapter_for(table.game)


def _matching(choices: Choices, current: str, *, values_too: bool = True) -> Choices:
    """The first 25 choices whose label (or value) contains what the user has typed so far.
    A value over Discord's 100 characters would make Discord refuse the whole list: left out."""
    wanted = current.strip().lower()
    return [
        c
        for c in choices
        if len(c.value) <= CHOICE and (wanted in c.name.lower() or (values_too and wanted in c.value.lower()))
    ][:25]


class Play(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    @app_commands.command(name="hand", description="Your hand, privately, with buttons to play")
    async def hand(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            await send_panel(interaction, await command_table(interaction, playing=True))

        await guarded(interaction, work())

    @app_commands.command(name="play", description="Play a card (and choose what it takes)")
    @app_commands.describe(card="The card, e.g. 7d, 7♦ or 7 di denari", capture="What it takes, e.g. 3c+4s")
    async def play(self, interaction: discord.Interaction, card: str, capture: str | None = None) -> None:
        async def work() -> None:
            table = await command_table(interaction, playing=True)
            seat = seat_to_move(table, interaction.user.id)[0]
            assert table.state is not None
            adapter = adapter_for(table.game)
            action = adapter.resolve_play(table.state.view(seat), table.state.legal(), card, capture)
            await self._act(interaction, table, action)

        await guarded(interaction, work())

    @play.autocomplete("card")
    async def play_card(self, interaction: discord.Interaction, current: str) -> Choices:
        found = await _turn_or_none(interaction)
        if found is None:
            return []
        state, seat, adapter = found
        cards = adapter.playable_cards(state.view(seat), state.legal())
        return _matching(
            [app_commands.Choice(name=adapter.card_long(c)[:100], value=c) for c in cards], current
        )

    @play.autocomplete("capture")
    async def play_capture(self, interaction: discord.Interaction, current: str) -> Choices:
        found = await _turn_or_none(interaction)
        if found is None:
            return []
        state, _, adapter = found
        try:
            card = adapter.parse_card(str(interaction.namespace.card or ""))
        except ValueError:
            return []
        choices = []
        for action in adapter.card_plays(state.legal()).get(card, []):
            split = split_action(action)
            if split and split[1]:
                label = " + ".join(adapter.card(t) for t in split[1])
                choices.append(app_commands.Choice(name=label[:100], value="+".join(split[1])))
        return _matching(choices, current)

    @app_commands.command(name="move", description="Make any legal move of the current game")
    @app_commands.describe(action="The move (autocomplete lists every legal one)")
    async def move(self, interaction: discord.Interaction, action: str) -> None:
        async def work() -> None:
            table = await command_table(interaction, playing=True)
            seat = seat_to_move(table, interaction.user.id)[0]
            assert table.state is not None
            adapter = adapter_for(table.game)
            move = adapter.resolve_move(table.state, table.state.legal(), action)
            if not await confirm_first(interaction, table, seat, move):  # a move that loses at once asks
                await self._act(interaction, table, move)

        await guarded(interaction, work())

    @move.autocomplete("action")
    async def move_action(self, interaction: discord.Interaction, current: str) -> Choices:
        table = await _table_on_turn(interaction)
        if table is None or table.state is None:
            return []
        state = table.state
        locale = await locale_for_user(interaction)
        legal = state.legal()
        many = len(legal) > LABELLED
        if many:
            # Thousands of moves (Scarto's discard): labelled only the first 25 whose notation
            # holds what is typed, rather than every one at every keystroke.
            wanted = current.strip().lower()
            legal = [a for a in legal if wanted in a.lower()][:25]
        choices = [
            app_commands.Choice(name=f"{action_text(table, state, a).render(locale)} ({a})"[:100], value=a)
            for a in legal
        ]
        return _matching(choices, current, values_too=many)

    async def _act(self, interaction: discord.Interaction, table: Table, action: str) -> None:
        """Play `action` and answer privately with what it did and what it showed its player (the
        card drawn or turned up, what was given: the game commands' own answers)."""
        assert table.state is not None
        name = answer_name(action)
        if not served_here(interaction, table.id):  # a command in a DM for another process's table
            said = await say(interaction, "you-played", move=action_text(table, table.state, action))
            reply = ANSWER + name if name in ANSWERS else SAID + said
            await forward_command(interaction, table, action, reply)
            return
        presenter = self.bot.presenter
        here = interaction.channel_id == table.channel_id
        if here:
            # The answer's follow-up posts the new table at the bottom (free of the token's
            # budget): hold the table's redraw until the answer is sent.
            presenter.offer_hold(table.id)
        try:
            await service_of(interaction).act(table.id, interaction.user.id, action, expected_seq=table.seq)
            said = move_answer(table, interaction.user.id, action, await locale_for_user(interaction))
            await interaction.response.send_message(fit_text(said), ephemeral=True)
        except BaseException:
            presenter.offer_cancel(table.id)
            raise
        if here:
            presenter.offer(table.id, interaction)

    @app_commands.command(name="hint", description="A private suggestion for your move, with the reason")
    async def hint(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = await command_table(interaction, playing=True)
            seat = seat_to_move(table, interaction.user.id)[0]
            assert table.state is not None
            state = table.state
            await interaction.response.defer(ephemeral=True, thinking=True)
            service = service_of(interaction)
            action, why = await service.hint(table.game, state.view(seat), state.legal(), table.seq)
            label = action_text(table, state, action)
            told = await say(
                interaction, "hint-try", move=label, action=action, why=name_players(table.seats, why)
            )
            await interaction.followup.send(told, ephemeral=True)

        await guarded(interaction, work())


def my_hand(table: Table, locale: str) -> list[discord.ui.Item[Any]]:
    """The live table's My hand button, in a game where players hold a hand."""
    return [HandButton(table.id, locale)] if adapter_for(table.game).no_hand is None else []


async def setup(bot: TavoloBot) -> None:
    bot.table_controls.add("playing", my_hand, order=0)
    bot.add_dynamic_items(*PANEL_ITEMS)
    await bot.add_cog(Play(bot))
