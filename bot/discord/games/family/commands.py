"""`/ask` (Go Fish), `/flip` (Concentration), `/draw` (Old Maid family) and the channel boards.

Players are numbered from 1 as the table lists them; so are board positions and the cards of
the neighbour's hand. The answer to a move is private (what you drew is yours to know); the
table itself learns it from the live message and the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.core.interact import guarded, seat_to_move
from bot.discord.core.language import locale_for_user
from bot.discord.core.lookup import command_table, game_command_table, play_and_answer
from bot.discord.games.family.ask import ASK_ITEMS
from bot.discord.games.family.board import BOARD_ITEMS, BoardPresenter
from bot.discord.games.family.moves import seat_name
from bot.service.card_names import card_name
from bot.service.errors import TableError
from bot.service.model import Table, seat_text
from games import cards as C
from games.cards import rank_key
from games.family_common import parse_rank, sort_cards
from i18n import Text, translate

if TYPE_CHECKING:  # the bot's type only: app imports the live table, which draws these games
    from bot.discord.core.bot import TavoloBot

Choices = list[app_commands.Choice[str]]


# --- the commands ---------------------------------------------------------------------------------


def _player_seat(table: Table, text: str) -> int:
    wanted = text.strip()
    if wanted.isdigit() and 1 <= int(wanted) <= len(table.seats):
        return int(wanted) - 1
    mention = wanted.strip("<@!>")
    for seat in table.seats:
        if seat.name.casefold() == wanted.casefold() or (mention.isdigit() and seat.user_id == int(mention)):
            return seat.index
    names = [seat_text(seat) for seat in table.seats]
    raise TableError(Text("family-no-such-player", name=wanted, players=names))


class Family(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot
        self.boards = BoardPresenter(bot)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*BOARD_ITEMS, *ASK_ITEMS)
        self.bot.service.subscribe(self.boards.on_events)

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.boards.on_events)
        await self.boards.close()
        self.bot.remove_dynamic_items(*BOARD_ITEMS, *ASK_ITEMS)

    # -- Go Fish ---------------------------------------------------------------------------
    @app_commands.command(name="ask", description="Go Fish: ask a player for a rank you hold")
    @app_commands.describe(
        player="Who you ask (players still holding cards)", rank="A rank you hold, e.g. 7 or K"
    )
    async def ask(self, interaction: discord.Interaction, player: str, rank: str) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "gofish", "ask")
            seat, state = seat_to_move(table, interaction.user.id)
            target = _player_seat(table, player)
            wanted = rank.strip()
            if state.options["ask_exact_card"]:
                try:
                    wanted = C.parse_card(wanted)
                except ValueError:
                    raise TableError(Text("gofish-exact-cards", example="7h")) from None
            else:
                wanted = parse_rank(wanted) or wanted
            await play_and_answer(interaction, table, seat, f"ask:{target}:{wanted}", "ask")

        await guarded(interaction, work())

    @ask.autocomplete("player")
    async def ask_player(self, interaction: discord.Interaction, current: str) -> Choices:
        table = await self._own_table(interaction, "gofish")
        if table is None or table.state is None:
            return []
        seat = table.seat_of(interaction.user.id)
        sizes = table.state.view(None)["hand_sizes"]
        wanted = current.strip().casefold()
        locale = await locale_for_user(interaction)
        return [
            app_commands.Choice(
                name=translate(locale, "gofish-player-cards", who=seat_text(s), count=sizes[s.index])[:100],
                value=str(s.index + 1),
            )
            for s in table.seats
            if s.index != seat
            and sizes[s.index]
            and (wanted in s.name.casefold() or wanted in seat_text(s).render(locale).casefold())
        ][:25]

    @ask.autocomplete("rank")
    async def ask_rank(self, interaction: discord.Interaction, current: str) -> Choices:
        table = await self._own_table(interaction, "gofish")
        if table is None or table.state is None:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return []
        hand = table.state.view(seat)["hand"]
        wanted = current.strip().casefold()
        locale = await locale_for_user(interaction)
        if table.state.options["ask_exact_card"] and table.state.to_move == seat:
            asks = {a.rsplit(":", 1)[1] for a in table.state.legal()}
            choices = [
                app_commands.Choice(name=card_name(card, "gofish", locale), value=card)
                for card in sort_cards(list(asks))
            ]
        else:
            counts: dict[str, int] = {}
            for card in hand:
                counts[C.rank_of(card)] = counts.get(C.rank_of(card), 0) + 1
            choices = [
                app_commands.Choice(
                    name=translate(
                        locale, "gofish-rank-you-hold", rank=Text("rank-plural", rank=rank_key(r)), count=n
                    )[:100],
                    value=r,
                )
                for r, n in counts.items()
            ]
        return [c for c in choices if wanted in c.name.casefold() or wanted == c.value.casefold()][:25]

    # -- Concentration -----------------------------------------------------------------------
    @app_commands.command(name="flip", description="Concentration: turn up the card at a board position")
    @app_commands.describe(position="Board position, as numbered on the buttons (1 is the first card)")
    async def flip(self, interaction: discord.Interaction, position: app_commands.Range[int, 1, 60]) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "concentration", "flip")
            seat, state = seat_to_move(table, interaction.user.id)
            places = len(state.view(seat)["board"])
            if position > places:
                raise TableError(Text("concentration-board-places", count=places))
            await play_and_answer(interaction, table, seat, f"flip:{position - 1}", "flip")

        await guarded(interaction, work())

    # -- Old Maid ------------------------------------------------------------------------------
    @app_commands.command(
        name="draw", description="Old Maid: draw a face-down card from your neighbour's hand"
    )
    @app_commands.describe(position="Which card, counting from 1 (the buttons under the table number them)")
    async def draw(self, interaction: discord.Interaction, position: app_commands.Range[int, 1, 30]) -> None:
        async def work() -> None:
            table = await game_command_table(interaction, "oldmaid", "draw")
            seat, state = seat_to_move(table, interaction.user.id)
            view = state.view(seat)
            size = view["hand_sizes"][view["draw_from"]]
            if position > size:
                holder = seat_name(table, view["draw_from"])
                raise TableError(Text("oldmaid-draw-positions", who=holder, count=size))
            await play_and_answer(interaction, table, seat, f"draw:{position - 1}", "draw")

        await guarded(interaction, work())

    async def _own_table(self, interaction: discord.Interaction, game: str) -> Table | None:
        try:
            table = await command_table(interaction, playing=True)
        except TableError:
            return None
        return table if table.game == game and table.status == "playing" else None


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(Family(bot))
