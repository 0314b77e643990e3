"""`/discard` (Scarto's dealer), `/declare`, `/signal` and `/dost` (Stovkahra).

Card plays go through the shared `/play` and `/hand`; these are the trick games' other moves.
Every answer is ephemeral, built from the positions before and after the move by a registered
answer builder (`bot.discord.core.lookup.answer`), so that a command typed in a DM for a table
another process serves is answered by that process alike. A Stovkahra signal is delivered to the
signaller's partner by DM (and shown in the partner's own view); the table only ever reads "done
declaring", as for a pass.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.core.card_emoji import cards_text
from bot.discord.core.hand_panel import confirm_first
from bot.discord.core.interact import guarded, seat_to_move
from bot.discord.core.language import locale_for_member, locale_for_user
from bot.discord.core.lookup import Played, answer, game_command_table, play_and_answer
from bot.discord.games.tricks.discard import DISCARD_ITEMS
from bot.service.card_names import card_names
from bot.service.errors import TableError
from bot.service.events import Event, Moved
from bot.service.model import seat_text
from games import cards as C
from games.core import State
from games.stovkahra.rules import declaration_text
from i18n import Text, translate

if TYPE_CHECKING:  # the bot's type only: app imports the live table, which draws these games
    from bot.discord.core.bot import TavoloBot

log = logging.getLogger("tavolo.tricks")
Choices = list[app_commands.Choice[str]]


@answer("discard")
def _discarded(played: Played, locale: str) -> str:
    laid = played.after.view(played.seat)["discard"] or []
    return translate(locale, "scarto-discarded", cards=cards_text(laid, "scarto", locale))


@answer("declare")
def _declared(played: Played, locale: str) -> str:
    made = played.after.view(None)["declarations"][-1]
    return Text("stovkahra-declared-yours", declaration=declaration_text(made[1])).render(locale)


@answer("signal")
def _signalled(played: Played, locale: str) -> str:
    letter = played.action.split(":", 1)[1]
    partner = seat_text(played.table.seats[(played.seat + 2) % 4])
    shown = Text("stovkahra-suit", suit=letter)
    return Text("stovkahra-signalled", partner=partner, suit=shown).render(locale)


@answer("dost")
def _dost(played: Played, locale: str) -> str:
    game = played.after.view(None)["games"][-1]
    right = "yes" if game["dost"]["right"] else "no"
    return Text("stovkahra-dost-result", right=right, brcke=game["brcke"]).render(locale)


def _filtered(choices: Choices, current: str) -> Choices:
    wanted = current.strip().casefold()
    return [c for c in choices if wanted in c.name.casefold() or wanted in c.value.casefold()][:25]


class Tricks(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DISCARD_ITEMS)
        self.bot.service.subscribe(self.on_events)

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.on_events)
        self.bot.remove_dynamic_items(*DISCARD_ITEMS)

    async def on_events(self, events: list[Event]) -> None:
        """Deliver a Stovkahra signal privately to the signaller's partner."""
        for event in events:
            if not isinstance(event, Moved) or not event.action.startswith("signal:"):
                continue
            try:
                table = self.bot.service.table(event.table_id)
                partner = table.seats[(event.seat + 2) % 4]
                if partner.user_id is None or partner.computer:
                    continue
                suit = event.action.split(":", 1)[1]
                locale = await locale_for_member(self.bot, partner.user_id, table.guild_id)
                signal = Text(
                    "stovkahra-signal-dm",
                    table=str(table.id),
                    who=seat_text(table.seats[event.seat]),
                    suit=Text("stovkahra-suit", suit=suit),
                )
                channel = await self.bot.dms.channel(partner.user_id)  # core/delivery/dm.py
                await channel.send(signal.render(locale))
            except (discord.HTTPException, TableError):
                log.warning("could not deliver a signal", exc_info=True)

    # -- Scarto --------------------------------------------------------------------------
    @app_commands.command(name="discard", description="Scarto dealer: lay three cards aside, e.g. 2s+3c+T5")
    @app_commands.describe(cards="Three cards joined by +, e.g. 2s+3c+T5 (no King, Angel or Matto)")
    async def discard(self, interaction: discord.Interaction, cards: str) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "scarto", "discard")
            seat, state = seat_to_move(table, interaction.user.id)
            if state.view(None)["phase"] != "discard":
                raise TableError("scarto-discard-when")
            action = cards.strip() if cards.strip().startswith("discard:") else f"discard:{cards}"
            await play_and_answer(interaction, table, seat, action, "discard")

        await guarded(interaction, work())

    @discard.autocomplete("cards")
    async def discard_cards(self, interaction: discord.Interaction, current: str) -> Choices:
        """Completes the next card of the three: only cards that still make some legal discard."""
        found = await self._turn(interaction, "scarto")
        if found is None or found[1].view(None)["phase"] != "discard":
            return []
        seat, state = found
        done, _, last = current.rpartition("+")
        chosen = [c.strip() for c in done.split("+") if c.strip()] if done else []
        if len(chosen) >= 3:
            return []
        picked = set(chosen)
        # The engine's own list of discards (cached on the position) decides; no rule is repeated here.
        still_open = {
            card
            for action in state.legal()
            if action.startswith("discard:") and picked <= (three := set(action[8:].split("+")))
            for card in three - picked
        }
        prefix = "+".join(chosen) + ("+" if chosen else "")
        fragment = last.strip().casefold()
        choices = [
            app_commands.Choice(name=card_names([*chosen, card], "scarto")[:100], value=prefix + card)
            for card in state.view(seat)["hand"]
            if card in still_open and card.casefold().startswith(fragment)
        ]
        return choices[:25]

    # -- Stovkahra -----------------------------------------------------------------------
    @app_commands.command(name="declare", description="Stovkahra: declare three or four of a rank you hold")
    @app_commands.describe(combination="e.g. AAA (three Aces), 7777, 101010, KKK")
    async def declare(self, interaction: discord.Interaction, combination: str) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "stovkahra", "declare")
            seat, _ = seat_to_move(table, interaction.user.id)
            token = combination.strip().removeprefix("declare:")
            await play_and_answer(interaction, table, seat, f"declare:{token}", "declare")

        await guarded(interaction, work())

    @declare.autocomplete("combination")
    async def declare_combination(self, interaction: discord.Interaction, current: str) -> Choices:
        found = await self._turn(interaction, "stovkahra")
        if found is None:
            return []
        locale = await locale_for_user(interaction)
        tokens = [a.split(":", 1)[1] for a in found[1].legal() if a.startswith("declare:")]
        named = [app_commands.Choice(name=declaration_text(t).render(locale), value=t) for t in tokens]
        return _filtered(named, current)

    @app_commands.command(name="signal", description="Stovkahra: secretly ask your partner to lead a suit")
    @app_commands.describe(suit="A suit you are void in (you must hold the 7 of trumps)")
    async def signal(self, interaction: discord.Interaction, suit: str) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "stovkahra", "signal")
            seat, _ = seat_to_move(table, interaction.user.id)
            letter = C.SUIT_ALIASES.get(suit.strip().removeprefix("signal:").casefold(), suit.strip())
            await play_and_answer(interaction, table, seat, f"signal:{letter}", "signal")

        await guarded(interaction, work())

    @signal.autocomplete("suit")
    async def signal_suit(self, interaction: discord.Interaction, current: str) -> Choices:
        found = await self._turn(interaction, "stovkahra")
        if found is None:
            return []
        locale = await locale_for_user(interaction)
        suits = [a.split(":", 1)[1] for a in found[1].legal() if a.startswith("signal:")]
        named = [
            app_commands.Choice(name=translate(locale, "stovkahra-suit", suit=s), value=s) for s in suits
        ]
        return _filtered(named, current)

    @app_commands.command(name="dost", description="Stovkahra: claim your team has 100 and stop the deal")
    async def dost(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "stovkahra", "dost")
            seat, _ = seat_to_move(table, interaction.user.id)
            if not await confirm_first(interaction, table, seat, "dost"):  # asks when it would lose
                await play_and_answer(interaction, table, seat, "dost", "dost")

        await guarded(interaction, work())

    async def _turn(self, interaction: discord.Interaction, game: str) -> tuple[int, State] | None:
        """For autocomplete: (seat, state) if the user may act now at a table of `game`."""
        try:
            table = await game_command_table(interaction, game, "")
            return seat_to_move(table, interaction.user.id)
        except TableError:
            return None


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(Tricks(bot))
