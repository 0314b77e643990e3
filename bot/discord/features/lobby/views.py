"""The lobby message's buttons and the options panel (selects generated from the option schema).

The lobby is a channel message, in the channel's language; the options and level panels are
the host's own (ephemeral), in the host's.
"""

from __future__ import annotations

import re
from typing import Any

import discord

import games
from bot.discord.core.components import TableSelect
from bot.discord.core.embeds import game_title, seat_label, shown_name, timer_text, timer_words
from bot.discord.core.interact import display_name, refuse, report, restored_select, service_of
from bot.discord.core.language import locale_for_user
from bot.discord.core.limits import SELECT_LABEL, clip
from bot.discord.core.live import redraw_live
from bot.discord.core.option_words import (
    SELECT_OPTIONS,
    option_about,
    option_label,
    option_values,
    value_meaning,
    value_name,
    value_word,
)
from bot.service.errors import NotHost, NotInLobby, TableFull
from bot.service.model import DEFAULT_TURN_SECONDS, LEVELS, Table
from bot.service.seating import COMPUTERS_HOST_ONLY
from games.core import Option
from i18n import DEFAULT, Text, translate
from i18n.slash import SlashText

TURN_TIMER = "turn_seconds"  # the service's own option, offered next to the game's
# The turn timer's choices, in seconds (0: off); the service's default is always one of them.
TURN_VALUES = tuple(sorted({0, 60, 120, 300, 600, 1800, 3600, 86400, DEFAULT_TURN_SECONDS}))


def lobby_items(table: Table, locale: str = DEFAULT) -> list[discord.ui.Item[Any]]:
    """The lobby's buttons and selects, as the live table shows them under a lobby."""
    return list(lobby_controls(table, locale).children)


def lobby_controls(table: Table, locale: str = DEFAULT) -> discord.ui.View:
    controls = discord.ui.View(timeout=None)
    full = len(table.seats) >= table.players
    controls.add_item(LobbyButton(table.id, "join", disabled=full, locale=locale))
    controls.add_item(LobbyButton(table.id, "leave", locale=locale))
    controls.add_item(LobbyButton(table.id, "bot", disabled=full, locale=locale))
    controls.add_item(LobbyButton(table.id, "options", locale=locale))
    controls.add_item(LobbyButton(table.id, "start", disabled=not full, locale=locale))
    free = table.players - len(table.seats)
    if free > 0:
        controls.add_item(FillSelect(table.id, fill_choices(locale), free=free, locale=locale))
    if computer_seats(table):
        controls.add_item(RemoveComputerSelect(table.id, removal_choices(table, locale), locale))
    return controls


_LABELS = {
    "join": ("lobby-join", discord.ButtonStyle.success),
    "leave": ("lobby-leave", discord.ButtonStyle.secondary),
    "bot": ("lobby-add-computer", discord.ButtonStyle.secondary),
    "options": ("lobby-options", discord.ButtonStyle.secondary),
    "start": ("lobby-start", discord.ButtonStyle.primary),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tv:lobby:(?P<a>join|leave|bot|options|start):(?P<t>\d+)",
):
    def __init__(self, table_id: int, action: str, *, disabled: bool = False, locale: str = DEFAULT) -> None:
        label, style = _LABELS[action]
        super().__init__(
            discord.ui.Button(
                label=translate(locale, label),
                style=style,
                custom_id=f"tv:lobby:{action}:{table_id}",
                disabled=disabled,
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


# -- options --------------------------------------------------------------------------------
def option_help(game: str, option: Option, locale: str) -> str | None:
    """What an option decides, in the reader's language: its `/rules` sentence, else (English)
    the schema's help."""
    return option_about(game, option.name, locale) or (option.help if locale == DEFAULT else None)


def options_panel(
    table: Table, chosen: str | None = None, note: str | None = None, locale: str = DEFAULT
) -> tuple[str, discord.ui.View]:
    """The host's options panel: a select of every option, then a select of the chosen one's values."""
    game = games.get(table.game)
    controls = discord.ui.View(timeout=None)
    names = [
        discord.SelectOption(
            label=clip(timer_text(table.turn_seconds, locale), 100),
            value=TURN_TIMER,
            description=clip(translate(locale, "optpanel-timer-about"), 100),
            default=chosen == TURN_TIMER,
        )
    ]
    for o in game.option_list[:24]:
        current = table.options.get(o.name, o.default)
        shown = value_name(game.name, o.name, current, locale)
        about = value_meaning(game.name, o.name, current, locale) or option_help(game.name, o, locale)
        names.append(
            discord.SelectOption(
                label=clip(f"{option_label(game.name, o.name, locale)}: {shown}", 100),
                value=o.name,
                description=clip(about, 100) if about else None,
                default=o.name == chosen,
            )
        )
    controls.add_item(OptionNameSelect(table.id, names, locale))
    lines = [translate(locale, "optpanel-title", table=str(table.id), game=game_title(table, locale))]
    if note:
        lines.insert(0, note)
    if chosen == TURN_TIMER:
        choices = [
            discord.SelectOption(
                label=timer_words(seconds, locale),
                value=str(seconds) if seconds else "off",
                default=seconds == table.turn_seconds,
            )
            for seconds in TURN_VALUES
        ]
        controls.add_item(OptionValueSelect(table.id, TURN_TIMER, choices, locale))
        lines.append(translate(locale, "optpanel-timer-help"))
    elif chosen is not None and chosen in game.options:
        option = game.options[chosen]
        values = option_values(option, game.name, locale)
        label = option_label(game.name, chosen, locale)
        typed = SlashText(f"/table options option:{chosen} value:<…>")
        if values is None:
            lines.append(translate(locale, "optpanel-type-a-number", option=label, command=typed))
        else:
            current = value_word(table.options.get(chosen, option.default))
            choices = [
                discord.SelectOption(
                    label=shown,
                    value=v,
                    default=v == current,
                    description=clip(value_meaning(game.name, chosen, v, locale) or "", SELECT_LABEL) or None,
                )
                for shown, v in values
            ]
            controls.add_item(OptionValueSelect(table.id, chosen, choices[:SELECT_OPTIONS], locale))
            about = option_help(game.name, option, locale)
            lines.append(f"**{label}** (`{chosen}`)" + (f": {about}" if about else ""))
            if option.type == "int" and option.allowed is None:
                lines.append(translate(locale, "optpanel-other-number", command=typed))
    return "\n".join(lines), controls


async def send_options_panel(interaction: discord.Interaction, table: Table) -> None:
    if interaction.user.id != table.host_id:
        raise NotHost("lobby-options-host-only")
    if table.status != "lobby":
        raise NotInLobby("lobby-options-in-lobby")
    content, controls = options_panel(table, locale=await locale_for_user(interaction))
    await interaction.response.send_message(content, view=controls, ephemeral=True)


class OptionNameSelect(TableSelect, template=r"tv:optn:(?P<t>\d+)"):
    kind = "optn"

    def __init__(
        self, table_id: int, options: list[discord.SelectOption] | None = None, locale: str = DEFAULT
    ) -> None:
        super().__init__(table_id, options, placeholder=translate(locale, "optpanel-pick-option"))

    async def chosen(self, interaction: discord.Interaction, values: list[str]) -> None:
        table = service_of(interaction).table(self.table_id)
        locale = await locale_for_user(interaction)
        content, controls = options_panel(table, chosen=values[0] if values else None, locale=locale)
        await interaction.response.edit_message(content=content, view=controls)


class OptionValueSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:optv:(?P<t>\d+):(?P<n>[A-Za-z0-9_]+)"
):
    def __init__(
        self,
        table_id: int,
        name: str,
        options: list[discord.SelectOption] | None = None,
        locale: str = DEFAULT,
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:optv:{table_id}:{name}",
                options,
                placeholder=translate(locale, "optpanel-pick-value"),
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
                await refuse(interaction, Text("optpanel-pick-value-first"))
                return
            table = await service_of(interaction).set_options(
                self.table_id, interaction.user.id, {self.name: values[0]}
            )
            locale = await locale_for_user(interaction)
            note = set_note(table, self.name, str(values[0]), locale)
            content, controls = options_panel(table, chosen=self.name, note=note, locale=locale)
            await interaction.response.edit_message(content=content, view=controls)
        except Exception as error:
            await report(interaction, error)


def set_note(table: Table, name: str, value: str, locale: str) -> str:
    """What the options panel says after a change: `Points to win: 21.`"""
    if name == TURN_TIMER:
        shown = timer_words(table.turn_seconds, locale)
        return translate(locale, "optpanel-set", option=translate(locale, "optpanel-timer"), value=shown)
    label = option_label(table.game, name, locale)
    shown = value_name(table.game, name, table.options.get(name, value), locale)
    return translate(locale, "optpanel-set", option=label, value=shown)


# -- computer seats ---------------------------------------------------------------------------
LEVEL_HELP = {"easy": "lobby-level-easy", "normal": "lobby-level-normal", "hard": "lobby-level-hard"}


def computer_seats(table: Table) -> list[int]:
    return [seat.index for seat in table.seats if seat.computer is not None]


def removal_choices(table: Table, locale: str = DEFAULT) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=clip(
                translate(
                    locale, "lobby-seat-of", number=i + 1, who=shown_name(table.seats[i], locale, level=True)
                ),
                100,
            ),
            value=str(i),
        )
        for i in computer_seats(table)
    ]


def level_panel(table: Table, note: str | None = None, locale: str = DEFAULT) -> tuple[str, discord.ui.View]:
    """The host's ephemeral "Add computer" answer: a select of levels (while a seat is free)."""
    controls = discord.ui.View(timeout=None)
    lines = [note] if note else []
    free = table.players - len(table.seats)
    if free > 0:
        lines.append(translate(locale, "lobby-pick-level", table=str(table.id)))
        choices = [
            discord.SelectOption(
                label=translate(locale, f"level-{level}"),
                value=level,
                description=translate(locale, LEVEL_HELP[level]) if level in LEVEL_HELP else None,
            )
            for level in LEVELS
        ]
        controls.add_item(ComputerLevelSelect(table.id, choices, locale))
    else:
        lines.append(translate(locale, "lobby-all-seated"))
    return "\n".join(lines), controls


async def send_level_panel(interaction: discord.Interaction, table: Table) -> None:
    if table.status != "lobby":
        raise NotInLobby("lobby-computers-in-lobby")
    if interaction.user.id != table.host_id:
        raise NotHost(COMPUTERS_HOST_ONLY)
    content, controls = level_panel(table, locale=await locale_for_user(interaction))
    await interaction.response.send_message(content, view=controls, ephemeral=True)


def added_note(table: Table, locale: str = DEFAULT) -> str:
    seat = table.seats[-1]
    who = seat_label(table, seat.index, locale=locale, level=True)
    return translate(locale, "lobby-computer-added", who=who, number=seat.index + 1)


class ComputerLevelSelect(TableSelect, template=r"tv:cpua:(?P<t>\d+)"):
    kind = "cpua"

    def __init__(
        self, table_id: int, options: list[discord.SelectOption] | None = None, locale: str = DEFAULT
    ) -> None:
        levels = options or [discord.SelectOption(label=level, value=level) for level in LEVELS]
        super().__init__(table_id, levels, placeholder=translate(locale, "lobby-level-placeholder"))

    async def chosen(self, interaction: discord.Interaction, values: list[str]) -> None:
        if not values:
            await refuse(interaction, Text("lobby-pick-level-first"))
            return
        table = await service_of(interaction).add_computer(self.table_id, interaction.user.id, values[0])
        # The lobby message follows through the service's LobbyChanged event.
        locale = await locale_for_user(interaction)
        content, controls = level_panel(table, note=added_note(table, locale), locale=locale)
        await interaction.response.edit_message(content=content, view=controls)


def fill_choices(locale: str = DEFAULT) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=translate(locale, "lobby-fill-level", level=translate(locale, f"level-{level}"))[:100],
            value=level,
            description=translate(locale, LEVEL_HELP[level])[:100] if level in LEVEL_HELP else None,
        )
        for level in LEVELS
    ]


class FillSelect(TableSelect, template=r"tv:fill:(?P<t>\d+)"):
    """On the lobby message: one pick of a level seats a computer in every empty chair, and the
    lobby is redrawn in place as the answer (no private message per seat). The host's only."""

    kind = "fill"

    def __init__(
        self,
        table_id: int,
        options: list[discord.SelectOption] | None = None,
        *,
        free: int = 0,
        locale: str = DEFAULT,
    ) -> None:
        placeholder = translate(locale, "lobby-fill-placeholder", count=free)[:150]
        super().__init__(table_id, options, placeholder=placeholder)

    async def chosen(self, interaction: discord.Interaction, values: list[str]) -> None:
        if not values:
            await refuse(interaction, Text("lobby-pick-level-first"))
            return
        await redraw_live(interaction, await fill_with_computers(interaction, self.table_id, values[0]))


async def fill_with_computers(interaction: discord.Interaction, table_id: int, level: str) -> Table:
    """Seat a computer of `level` in every empty seat (the service checks host and lobby)."""
    service = service_of(interaction)
    table = service.table(table_id)
    while len(table.seats) < table.players:
        try:
            table = await service.add_computer(table_id, interaction.user.id, level)
        except TableFull:  # someone took the last seat meanwhile: the table is full, as asked
            return service.table(table_id)
    return table


class RemoveComputerSelect(TableSelect, template=r"tv:cpur:(?P<t>\d+)"):
    """On the lobby message (anyone sees it; the service lets only the host use it)."""

    kind = "cpur"

    def __init__(
        self, table_id: int, options: list[discord.SelectOption] | None = None, locale: str = DEFAULT
    ) -> None:
        super().__init__(table_id, options, placeholder=translate(locale, "lobby-remove-computer"))

    async def chosen(self, interaction: discord.Interaction, values: list[str]) -> None:
        if not values or not values[0].isdigit():
            await refuse(interaction, Text("lobby-pick-computer-first"))
            return
        service = service_of(interaction)
        table = await service.remove_computer(self.table_id, interaction.user.id, int(values[0]))
        await redraw_live(interaction, table)


LOBBY_ITEMS = (
    LobbyButton,
    OptionNameSelect,
    OptionValueSelect,
    ComputerLevelSelect,
    FillSelect,
    RemoveComputerSelect,
)
