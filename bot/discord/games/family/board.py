"""Public boards in the table's channel for Concentration and the Old Maid family.

Concentration: the face-down grid as buttons laid out as the table picture draws the board
(`board_blocks`): rows of five, a message per block of 25, so a 52-card board is three
messages, row for row as in the picture. Everyone sees the cards turned up; a miss stays face up
for `MISS_SECONDS`, then the cards are drawn face down again. Old Maid: one message with a
button per card of the neighbour's face-down hand (by position only) for the player to
move, and `Shuffle my hand` when allowed. Both are drawn from spectator views only, so no hidden card reaches
the channel.

Messages are edited in place (ids kept by the table service under kinds `board0`, `board1`...),
only when what they show has changed, with a gap between writes to one channel.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.core.card_emoji import card_phrase, cards_phrase
from bot.discord.core.delivery.pacing import CHANNEL_GAP, DEBOUNCE, ChannelGate
from bot.discord.core.delivery.redraw import RedrawLoop, table_or_none
from bot.discord.core.embeds import game_title
from bot.discord.core.interact import STALE, refuse, report, seat_to_move, service_of
from bot.discord.core.language import locale_for_guild, locale_for_user
from bot.discord.games.family.moves import act, draw_answer, seat_name
from bot.discord.pictures.board import BOARD_BLOCK, board_blocks
from bot.service.errors import StaleAction
from bot.service.events import Event
from bot.service.faces.family import OLDMAID
from bot.service.model import Table
from games import cards as C
from i18n import Text, translate

if TYPE_CHECKING:
    from bot.discord.core.bot import TavoloBot

log = logging.getLogger("tavolo.family")

BOARD_GAMES = ("concentration", "oldmaid")
PER_MESSAGE = 25  # five rows of five buttons
MISS_SECONDS = 3.0


def board_parts(table: Table, *, hide_miss: bool = False, locale: str = "en") -> list[dict[str, Any]]:
    """The board messages of a table (content and controls), from the spectator view, in the
    channel's language `locale`."""
    if table.state is None or table.game not in BOARD_GAMES:
        return []
    view = table.state.view(None)
    live = table.status == "playing" and not table.state.over
    if table.game == "concentration":
        return _concentration_parts(table, view, live, hide_miss, locale)
    return [_draw_part(table, view, live, locale)]


def _concentration_parts(
    table: Table, view: dict[str, Any], live: bool, hide_miss: bool, locale: str
) -> list[dict[str, Any]]:
    board = view["board"]
    missed = {} if hide_miss else {i: card for i, card in view["last_seen"]}
    parts = []
    # One message per block of the picture, one row of buttons per row of its cards.
    for part, block in enumerate(board_blocks(len(board))):
        controls = discord.ui.View(timeout=None)
        first, last = block[0][0], block[-1][-1] + 1
        for row, index in ((r, i) for r, positions in enumerate(block) for i in positions):
            cell = board[index]
            if cell is None:
                button = FlipButton(
                    table.id, index, label="·", style=discord.ButtonStyle.secondary, disabled=True
                )
            elif cell != "?":
                button = FlipButton(
                    table.id, index, label=C.symbol(cell), style=discord.ButtonStyle.success, disabled=True
                )
            elif index in missed:
                button = FlipButton(
                    table.id,
                    index,
                    label=C.symbol(missed[index]),
                    style=discord.ButtonStyle.danger,
                    disabled=not live,
                )
            else:
                button = FlipButton(table.id, index, label=str(index + 1), disabled=not live)
            button.row = row
            controls.add_item(button)
        content = translate(
            locale, "concentration-board-part", first=first + 1, last=last, table=str(table.id)
        )
        if part == 0:
            content = _concentration_header(table, view, live, missed, locale) + "\n" + content
        parts.append({"content": content, "view": controls})
    return parts


def _concentration_header(
    table: Table, view: dict[str, Any], live: bool, missed: dict[int, str], locale: str
) -> str:
    lines = [Text("concentration-board-header", game=game_title(table, locale), count=view["remaining"])]
    if live and view["to_move"] is not None:
        need = view["need"] - len(view["face_up"])
        lines.append(Text("concentration-turns-up", who=seat_name(table, view["to_move"]), count=need))
    if missed:
        lines.append(Text("concentration-turning-back", cards=cards_phrase(missed.values(), table.game)))
    if not live:
        lines.append(Text("family-game-over"))
    return "\n".join(line.render(locale) for line in lines)


def _draw_part(table: Table, view: dict[str, Any], live: bool, locale: str) -> dict[str, Any]:
    controls = discord.ui.View(timeout=None)
    mover, source = view["to_move"], view["draw_from"]
    if not live or mover is None or source is None:
        loser = view.get("loser")
        text = Text("oldmaid-board-over", game=game_title(table, locale))
        if loser is not None and view.get("losing_card"):
            card = card_phrase(view["losing_card"], table.game)
            who = Text.plain(f"**{seat_name(table, loser).render(locale)}**")
            text = OLDMAID.left_holding(who, card)
        return {"content": text.render(locale), "view": controls}
    size = view["hand_sizes"][source]
    for position in range(min(size, PER_MESSAGE - 1)):
        controls.add_item(DrawButton(table.id, table.seq, position))
    if view["can_shuffle"]:
        controls.add_item(
            ShuffleButton(table.id, table.seq, label=translate(locale, "oldmaid-shuffle-button"))
        )
    content = translate(
        locale, "oldmaid-board-draw", who=seat_name(table, mover), source=seat_name(table, source), count=size
    )
    return {"content": content, "view": controls}


class BoardPresenter:
    """Keeps each board table's channel messages in step with the table (debounced, only on change)."""

    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot
        # Same pacing as the live table messages (tests may speed it up through `create_bot`).
        self.debounce, channel_gap = getattr(bot, "pacing", (DEBOUNCE, CHANNEL_GAP))
        self._gate = ChannelGate(channel_gap)
        self._drawn: dict[tuple[int, int], Hashable] = {}
        self._hidden: dict[int, int] = {}  # table -> seq whose miss has been turned back on screen
        self._redraws = RedrawLoop(
            self._draw,
            self.debounce,
            log=log,
            what="the board of table",
            running=self._open,
            outage=getattr(bot, "outage", None),
        )
        self._timers: dict[int, tuple[int, asyncio.Task[None]]] = {}

    async def on_events(self, events: list[Event]) -> None:
        for event in events:
            table = self._table(event.table_id)
            if table is not None and table.game in BOARD_GAMES:
                self.mark_dirty(table.id)

    def mark_dirty(self, table_id: int) -> None:
        self._redraws.mark_dirty(table_id)

    async def close(self) -> None:
        tasks = [*self._redraws.tasks, *(task for _, task in self._timers.values())]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _open(self) -> bool:
        """False once the bot has released its database (simcord detaches without unloading cogs)."""
        return getattr(self.bot, "db", None) is not None

    def _table(self, table_id: int) -> Table | None:
        return table_or_none(self.bot.service, table_id)

    def parts(self, table: Table, locale: str) -> list[dict[str, Any]]:
        return board_parts(table, hide_miss=self._hidden.get(table.id) == table.seq, locale=locale)

    def part_drawn(self, table: Table, part: int, payload: dict[str, Any]) -> None:
        """An interaction answer just drew part `part` of this table's board itself."""
        self._drawn[(table.id, part)] = _signature(payload)
        self._schedule_hide(table)

    async def _draw(self, table_id: int) -> None:
        table = self._table(table_id)
        if table is None or table.state is None or table.status not in ("playing", "finished"):
            return
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        locale = await locale_for_guild(self.bot, table.guild_id)
        for part, payload in enumerate(self.parts(table, locale)):
            signature = _signature(payload)
            if self._drawn.get((table.id, part)) == signature:
                continue
            kind = f"board{part}"
            message_id = await self.bot.service.get_message(table.id, kind)
            await self._gate.wait(table.channel_id)
            if message_id is not None:
                try:
                    await channel.get_partial_message(message_id).edit(**payload)
                    self._drawn[(table.id, part)] = signature
                    continue
                except discord.NotFound:
                    pass
            message = await channel.send(**payload)
            await self.bot.service.set_message(table.id, kind, message.id)
            self._drawn[(table.id, part)] = signature
        self._schedule_hide(table)

    def _schedule_hide(self, table: Table) -> None:
        """A miss on screen: turn it back after a few seconds, unless the table moves on first."""
        if table.game != "concentration" or table.state is None or not table.state.view(None)["last_seen"]:
            return
        if self._hidden.get(table.id) == table.seq:
            return
        running = self._timers.get(table.id)
        if running is not None:
            if running[0] == table.seq:
                return
            running[1].cancel()

        async def hide(seq: int) -> None:
            await asyncio.sleep(MISS_SECONDS)
            self._hidden[table.id] = seq
            self._timers.pop(table.id, None)
            if self._open():
                self.mark_dirty(table.id)

        self._timers[table.id] = (table.seq, asyncio.create_task(hide(table.seq)))


def _signature(payload: dict[str, Any]) -> Hashable:
    controls: discord.ui.View = payload["view"]
    items = []
    for child in controls.children:
        button = getattr(child, "item", child)  # a DynamicItem wraps the real button
        items.append((button.custom_id, button.label, button.disabled, button.style.value))
    return (payload["content"], tuple(items))


# --- the buttons (persistent: their ids carry the table, so they work after a restart) ----------


# --- board clicks ---------------------------------------------------------------------------------


async def flip_from_board(interaction: discord.Interaction, table_id: int, index: int) -> None:
    try:
        table = service_of(interaction).table(table_id)
        seat, state = seat_to_move(table, interaction.user.id)
        await act(interaction, table, seat, state, f"flip:{index}")
        # Answer by redrawing the clicked board message in place (no extra message, no extra call).
        boards = getattr(interaction.client.get_cog("Family"), "boards", None)  # type: ignore[attr-defined]
        now = service_of(interaction).table(table_id)
        if not isinstance(boards, BoardPresenter):
            await interaction.response.defer()
            return
        part = index // BOARD_BLOCK
        payload = boards.parts(now, await locale_for_guild(interaction.client, now.guild_id))[part]
        await interaction.response.edit_message(**payload)
        boards.part_drawn(now, part, payload)
    except StaleAction:
        await refuse(interaction, STALE)
    except Exception as error:
        await report(interaction, error)


async def act_from_board(interaction: discord.Interaction, table_id: int, seq: int, action: str) -> None:
    try:
        table = service_of(interaction).table(table_id)
        if table.seq != seq:
            await refuse(interaction, STALE)
            return
        seat, state = seat_to_move(table, interaction.user.id)
        after = await act(interaction, table, seat, state, action)
        answer = draw_answer(table, after, seat, action, await locale_for_user(interaction))
        await interaction.response.send_message(answer, ephemeral=True)
    except StaleAction:
        await refuse(interaction, STALE)
    except Exception as error:
        await report(interaction, error)


class FlipButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:flip:(?P<t>\d+):(?P<i>\d+)"):
    def __init__(
        self,
        table_id: int,
        index: int,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or str(index + 1),
                custom_id=f"tv:flip:{table_id}:{index}",
                style=style,
                disabled=disabled,
            )
        )
        self.table_id, self.index = table_id, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> FlipButton:
        return cls(int(match["t"]), int(match["i"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await flip_from_board(interaction, self.table_id, self.index)


class DrawButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:draw:(?P<t>\d+):(?P<s>\d+):(?P<p>\d+)"
):
    def __init__(self, table_id: int, seq: int, position: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=str(position + 1),
                emoji="🎴",
                custom_id=f"tv:draw:{table_id}:{seq}:{position}",
                style=discord.ButtonStyle.primary,
            )
        )
        self.table_id, self.seq, self.position = table_id, seq, position

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> DrawButton:
        return cls(int(match["t"]), int(match["s"]), int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await act_from_board(interaction, self.table_id, self.seq, f"draw:{self.position}")


class ShuffleButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:omsh:(?P<t>\d+):(?P<s>\d+)"
):
    def __init__(self, table_id: int, seq: int, *, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or translate(None, "oldmaid-shuffle-button"),
                emoji="🔀",
                custom_id=f"tv:omsh:{table_id}:{seq}",
                style=discord.ButtonStyle.secondary,
            )
        )
        self.table_id, self.seq = table_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ShuffleButton:
        return cls(int(match["t"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await act_from_board(interaction, self.table_id, self.seq, "shuffle")


BOARD_ITEMS = (FlipButton, DrawButton, ShuffleButton)
