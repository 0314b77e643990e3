"""The lobby message's buttons and the options panel (selects generated from the option schema)."""

from __future__ import annotations

import re
from typing import Any

import discord

import games
from bot.discord.embeds import lobby_embed, seat_label
from bot.discord.interact import bot_of, display_name, refuse, report, service_of
from bot.discord.limits import SELECT_LABEL, clip
from bot.discord.option_words import option_label, value_meaning
from bot.service.errors import NotHost, NotInLobby, TableError
from bot.service.model import LEVELS
from bot.service.seating import COMPUTERS_HOST_ONLY
from bot.service.table_service import Table
from games.core import Option

RANGE_LIMIT = 25  # a select holds at most 25 options
COMMON_NUMBERS = (1, 2, 3, 5, 7, 11, 15, 16, 21, 31, 51, 61, 101)
TURN_TIMER = "turn_seconds"  # the service's own option, offered next to the game's
TURN_VALUES = (
    ("off", "off"),
    ("1 min", "60"),
    ("2 min", "120"),
    ("5 min", "300"),
    ("10 min", "600"),
    ("30 min", "1800"),
    ("1 hour", "3600"),
    ("1 day", "86400"),
)


def lobby_controls(table: Table) -> discord.ui.View:
    controls = discord.ui.View(timeout=None)
    full = len(table.seats) >= table.players
    controls.add_item(LobbyButton(table.id, "join", disabled=full))
    controls.add_item(LobbyButton(table.id, "leave"))
    controls.add_item(LobbyButton(table.id, "bot", disabled=full))
    controls.add_item(LobbyButton(table.id, "options"))
    controls.add_item(LobbyButton(table.id, "start", disabled=not full))
    if computer_seats(table):
        controls.add_item(RemoveComputerSelect(table.id, removal_choices(table)))
    return controls


_LABELS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "bot": ("Add computer", discord.ButtonStyle.secondary),
    "options": ("Options", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tv:lobby:(?P<a>join|leave|bot|options|start):(?P<t>\d+)",
):
    def __init__(self, table_id: int, action: str, *, disabled: bool = False) -> None:
        label, style = _LABELS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=f"tv:lobby:{action}:{table_id}", disabled=disabled
            )
        )
        self.table_id, self.action = table_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["t"]), match["a"])

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user
        try:
            if self.action == "options":
                await send_options_panel(interaction, service.table(self.table_id))
                return
            if self.action == "bot":
                await send_level_panel(interaction, service.table(self.table_id))
                return
            if self.action == "join":
                table = await service.join(self.table_id, user.id, display_name(user))
            elif self.action == "leave":
                table = await service.leave(self.table_id, user.id)
            else:
                table = await service.start_game(self.table_id, user.id)
            await redraw_live(interaction, table)
        except Exception as error:
            await report(interaction, error)


async def post_lobby(bot: Any, interaction: discord.Interaction, table: Table) -> None:
    """Answer with a just-opened lobby (`/table new`, New table): the answer is its live message."""
    callback = await interaction.response.send_message(embed=lobby_embed(table), view=lobby_controls(table))
    if callback.message_id is not None:
        await bot.service.set_message(table.id, "table", callback.message_id)
    bot.presenter.live_drawn(table)


async def redraw_live(interaction: discord.Interaction, table: Table) -> None:
    """Answer a click on the live/lobby message by editing it in place (one REST call)."""
    presenter = bot_of(interaction).presenter
    await interaction.response.edit_message(**presenter.live_message(table))
    presenter.live_drawn(table)


# -- options --------------------------------------------------------------------------------
def option_values(option: Option) -> list[tuple[str, str]] | None:
    """(label, value) pairs a select can offer for `option`; None when it needs typing."""
    if option.type == "bool":
        return [("on", "on"), ("off", "off")]
    if option.allowed is not None:
        return [("none" if v is None else str(v), "none" if v is None else str(v)) for v in option.allowed]
    if option.type == "int" and option.min is not None and option.max is not None:
        if option.max - option.min < RANGE_LIMIT:
            return [(str(v), str(v)) for v in range(option.min, option.max + 1)]
        # A wide range: offer the usual values; any other one can be typed with /table options.
        common = {option.min, option.max, *(v for v in COMMON_NUMBERS if option.min <= v <= option.max)}
        if isinstance(option.default, int):
            common.add(option.default)
        return [(str(v), str(v)) for v in sorted(common)][:RANGE_LIMIT]
    return None


def show_value(value: Any) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    return "none" if value is None else str(value)


def _timer_text(seconds: int) -> str:
    for label, value in TURN_VALUES:
        if value == str(seconds):
            return label
    return "off" if not seconds else f"{seconds} s"


def options_panel(
    table: Table, chosen: str | None = None, note: str | None = None
) -> tuple[str, discord.ui.View]:
    """The host's options panel: a select of every option, then a select of the chosen one's values."""
    game = games.get(table.game)
    controls = discord.ui.View(timeout=None)
    names = [
        discord.SelectOption(
            label=f"Turn timer: {_timer_text(table.turn_seconds)}",
            value=TURN_TIMER,
            description="Time to play before a computer moves for you",
            default=chosen == TURN_TIMER,
        )
    ]
    names += [
        discord.SelectOption(
            label=f"{option_label(game.name, o.name)}: {show_value(table.options.get(o.name, o.default))}"[
                :100
            ],
            value=o.name,
            description=o.help[:100] or None,
            default=o.name == chosen,
        )
        for o in game.option_list[:24]
    ]
    controls.add_item(OptionNameSelect(table.id, names))
    lines = [f"**Options of table #{table.id}** ({game.preset_title(table.preset)}) — pick one to change it."]
    if note:
        lines.insert(0, note)
    if chosen == TURN_TIMER:
        current = str(table.turn_seconds) if table.turn_seconds else "off"
        choices = [
            discord.SelectOption(label=label, value=v, default=v == current) for label, v in TURN_VALUES
        ]
        controls.add_item(OptionValueSelect(table.id, TURN_TIMER, choices))
        lines.append(
            "`turn timer`: when it runs out a computer plays for you; act again to take your seat back."
        )
    elif chosen is not None and chosen in game.options:
        option = game.options[chosen]
        values = option_values(option)
        if values is None:
            lines.append(f"`{chosen}` takes a number: use `/table options option:{chosen} value:<number>`.")
        else:
            current = show_value(table.options.get(chosen, option.default))
            choices = [
                discord.SelectOption(
                    label=label,
                    value=v,
                    default=v == current,
                    description=clip(value_meaning(game.name, chosen, v) or "", SELECT_LABEL) or None,
                )
                for label, v in values
            ]
            controls.add_item(OptionValueSelect(table.id, chosen, choices[:RANGE_LIMIT]))
            lines.append(f"`{chosen}`: {option.help}")
            if option.type == "int" and option.allowed is None:
                lines.append(f"Any other number: `/table options option:{chosen} value:<number>`.")
    return "\n".join(lines), controls


async def send_options_panel(interaction: discord.Interaction, table: Table) -> None:
    if interaction.user.id != table.host_id:
        raise NotHost("Only the host can change the options.")
    if table.status != "lobby":
        raise TableError("Options can only be changed in the lobby, before the game starts.")
    content, controls = options_panel(table)
    await interaction.response.send_message(content, view=controls, ephemeral=True)


class OptionNameSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:optn:(?P<t>\d+)"):
    def __init__(self, table_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tv:optn:{table_id}",
                placeholder="Option to change",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> OptionNameSelect:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = (interaction.data or {}).get("values") or []
            table = service_of(interaction).table(self.table_id)
            content, controls = options_panel(table, chosen=str(values[0]) if values else None)
            await interaction.response.edit_message(content=content, view=controls)
        except Exception as error:
            await report(interaction, error)


class OptionValueSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:optv:(?P<t>\d+):(?P<n>[A-Za-z0-9_]+)"
):
    def __init__(self, table_id: int, name: str, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tv:optv:{table_id}:{name}",
                placeholder=f"New value of {name}",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.table_id, self.name = table_id, name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> OptionValueSelect:
        return cls(int(match["t"]), match["n"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = (interaction.data or {}).get("values") or []
            if not values:
                await refuse(interaction, "Pick a value.")
                return
            table = await service_of(interaction).set_options(
                self.table_id, interaction.user.id, {self.name: values[0]}
            )
            content, controls = options_panel(
                table, chosen=self.name, note=f"Set `{self.name}` to **{values[0]}**."
            )
            await interaction.response.edit_message(content=content, view=controls)
        except Exception as error:
            await report(interaction, error)


# -- computer seats ---------------------------------------------------------------------------
LEVEL_HELP = {
    "easy": "For beginners: simple, often weak choices",
    "normal": "Plays sensibly, move by move",
    "hard": "Searches ahead; takes a moment to think",
}


def computer_seats(table: Table) -> list[int]:
    return [seat.index for seat in table.seats if seat.computer is not None]


def removal_choices(table: Table) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=f"Seat {i + 1}: {table.seats[i].name}"[:100], value=str(i))
        for i in computer_seats(table)
    ]


def level_panel(table: Table, note: str | None = None) -> tuple[str, discord.ui.View]:
    """The host's ephemeral "Add computer" answer: a select of levels (while a seat is free)."""
    controls = discord.ui.View(timeout=None)
    lines = [note] if note else []
    free = table.players - len(table.seats)
    if free > 0:
        lines.append(f"Pick the level of the computer player to seat at table #{table.id}.")
        choices = [
            discord.SelectOption(label=level, value=level, description=LEVEL_HELP.get(level))
            for level in LEVELS
        ]
        controls.add_item(ComputerLevelSelect(table.id, choices))
    else:
        lines.append("Every seat is taken. The host can press Start.")
    return "\n".join(lines), controls


async def send_level_panel(interaction: discord.Interaction, table: Table) -> None:
    if table.status != "lobby":
        raise NotInLobby("The game has already started; computers are seated in the lobby.")
    if interaction.user.id != table.host_id:
        raise NotHost(COMPUTERS_HOST_ONLY)
    content, controls = level_panel(table)
    await interaction.response.send_message(content, view=controls, ephemeral=True)


def added_note(table: Table) -> str:
    seat = table.seats[-1]
    return f"Added {seat_label(table, seat.index)} in seat {seat.index + 1}."


class ComputerLevelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:cpua:(?P<t>\d+)"):
    def __init__(self, table_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tv:cpua:{table_id}",
                placeholder="Level of the computer player",
                options=options or [discord.SelectOption(label=level, value=level) for level in LEVELS],
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ComputerLevelSelect:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = (interaction.data or {}).get("values") or []
            if not values:
                await refuse(interaction, "Pick a level.")
                return
            table = await service_of(interaction).add_computer(
                self.table_id, interaction.user.id, str(values[0])
            )
            # The lobby message follows through the service's LobbyChanged event.
            content, controls = level_panel(table, note=added_note(table))
            await interaction.response.edit_message(content=content, view=controls)
        except Exception as error:
            await report(interaction, error)


class RemoveComputerSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:cpur:(?P<t>\d+)"):
    """On the lobby message (anyone sees it; the service lets only the host use it)."""

    def __init__(self, table_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tv:cpur:{table_id}",
                placeholder="Remove a computer player",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> RemoveComputerSelect:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = (interaction.data or {}).get("values") or []
            if not values or not str(values[0]).isdigit():
                await refuse(interaction, "Pick the computer seat to remove.")
                return
            table = await service_of(interaction).remove_computer(
                self.table_id, interaction.user.id, int(values[0])
            )
            await redraw_live(interaction, table)
        except Exception as error:
            await report(interaction, error)


LOBBY_ITEMS = (LobbyButton, OptionNameSelect, OptionValueSelect, ComputerLevelSelect, RemoveComputerSelect)
