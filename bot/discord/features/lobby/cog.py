"""`/table new|join|leave|start|status|options|abandon|kick` and `/table computer add|remove`:
opening and running a table."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.core.bot import TavoloBot
from bot.discord.core.card_pictures import for_send
from bot.discord.core.interact import channel_table, display_name, guarded, is_admin, service_of
from bot.discord.core.language import locale_for_channel, locale_for_user, say
from bot.discord.core.limits import SELECT_LABEL, fit_text
from bot.discord.core.live import post_live
from bot.discord.core.option_words import (
    game_choices,
    option_label,
    option_line,
    option_values,
    preset_choices,
    typed_value,
)
from bot.discord.core.permissions import check_can_host
from bot.discord.features.lobby.views import (
    LOBBY_ITEMS,
    added_note,
    computer_seats,
    lobby_items,
    options_panel,
)
from bot.service import server_settings
from bot.service.errors import TableError
from bot.service.model import LEVELS, seat_text
from i18n import Text

# The most seats any game takes (Old Maid's 10), read from the games; each game's own count is
# checked when the table opens (`TableService.open_table` refuses what the game doesn't take).
MAX_SEATS = max(games.get(name).max_players for name in games.names())


class Tables(
    commands.GroupCog, group_name="table", group_description="Open and run a card table in this channel"
):
    computer = app_commands.Group(
        name="computer", description="Add or remove computer players (host, in the lobby)"
    )

    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description="Open a table (lobby) for a game in this channel")
    @app_commands.describe(game="Game or preset", preset="Rules preset (optional)", players="Number of seats")
    @app_commands.guild_only()
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        preset: str | None = None,
        players: app_commands.Range[int, 1, MAX_SEATS] | None = None,
    ) -> None:
        async def work() -> None:
            check_can_host(interaction)
            found, default_preset = games.find(game)
            house_rules = await server_settings.lobby_options(
                service_of(interaction),
                interaction.guild_id or 0,
                interaction.channel_id or 0,
                found.name,
                channel_name=lambda channel: f"<#{channel}>",
            )
            table = await service_of(interaction).open_table(
                guild_id=interaction.guild_id or 0,
                channel_id=interaction.channel_id or 0,
                user_id=interaction.user.id,
                user_name=display_name(interaction.user),
                game=found.name,
                preset=preset or default_preset,
                players=players,
                options=house_rules,
            )
            await post_live(interaction, table)

        await guarded(interaction, work())

    @new.autocomplete("game")
    async def new_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(current, await locale_for_user(interaction))

    @new.autocomplete("preset")
    async def new_preset(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            game, _ = games.find(str(interaction.namespace.game or "scopa"))
        except games.GameError:
            return []
        return preset_choices(game.name, current, await locale_for_user(interaction))

    @app_commands.command(name="join", description="Take a seat at this channel's table")
    async def join(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            table = await service_of(interaction).join(
                table.id, interaction.user.id, display_name(interaction.user)
            )
            await interaction.response.send_message(
                await say(interaction, "table-joined", table=str(table.id)), ephemeral=True
            )

        await guarded(interaction, work())

    @app_commands.command(
        name="leave", description="Leave this channel's table (during a game a computer takes your seat)"
    )
    async def leave(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            await service_of(interaction).leave(table.id, interaction.user.id)
            left = "table-left-playing" if table.status == "playing" else "table-left"
            await interaction.response.send_message(
                await say(interaction, left, table=str(table.id)), ephemeral=True
            )

        await guarded(interaction, work())

    @app_commands.command(name="start", description="Start the game (host only; every seat must be taken)")
    async def start(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            await service_of(interaction).start_game(table.id, interaction.user.id)
            await interaction.response.send_message(await say(interaction, "table-started"), ephemeral=True)

        await guarded(interaction, work())

    @app_commands.command(name="status", description="Post the live table again at the bottom of the channel")
    async def status(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            payload = for_send(self.bot.presenter.live_message(table))
            callback = await interaction.response.send_message(**payload)
            if callback.message_id is not None:
                await self.bot.presenter.repost(table, callback.message_id, interaction)

        await guarded(interaction, work())

    @app_commands.command(
        name="options", description="See or change the table's options (host, in the lobby)"
    )
    @app_commands.describe(option="Option to change", value="Its new value")
    async def options(
        self, interaction: discord.Interaction, option: str | None = None, value: str | None = None
    ) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            service = service_of(interaction)
            if option and value is not None:
                typed = typed_value(table.game, option, value)  # `stretto`, `oui`: the value's words
                table = await service.set_options(table.id, interaction.user.id, {option: typed})
                # The value as typed (padding and all) may be long: quote it trimmed and bounded.
                shown = fit_text(value.strip(), SELECT_LABEL)
                note = await say(interaction, "table-option-set", option=option, value=shown)
                locale = await locale_for_user(interaction)
                content, controls = options_panel(table, chosen=option, note=note, locale=locale)
            else:
                if interaction.user.id != table.host_id or table.status != "lobby":
                    game = games.get(table.game)
                    locale = await locale_for_user(interaction)
                    lines = [
                        f"`{o.name}` · "
                        + option_line(table.game, o.name, table.options.get(o.name, o.default), locale)
                        for o in game.option_list
                    ]
                    heading = Text("table-options-heading", table=str(table.id)).render(locale)
                    await interaction.response.send_message(
                        fit_text("\n".join([heading, *lines])), ephemeral=True
                    )
                    return
                locale = await locale_for_user(interaction)
                content, controls = options_panel(table, chosen=option, locale=locale)
            await interaction.response.send_message(content, view=controls, ephemeral=True)

        await guarded(interaction, work())

    @options.autocomplete("option")
    async def options_option(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = interaction.channel_id and self.bot.service.table_in_channel(interaction.channel_id)
        if not table:
            return []
        schema = games.get(table.game).option_list
        locale = await locale_for_user(interaction)
        return [
            app_commands.Choice(
                name=f"{o.name} — {option_label(table.game, o.name, locale)}"[:100], value=o.name
            )
            for o in schema
            if current.lower() in o.name
        ][:25]

    @options.autocomplete("value")
    async def options_value(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = interaction.channel_id and self.bot.service.table_in_channel(interaction.channel_id)
        name = str(interaction.namespace.option or "")
        if not table or name not in games.get(table.game).options:
            return []
        locale = await locale_for_user(interaction)
        values = option_values(games.get(table.game).options[name], table.game, locale) or []
        wanted = current.lower()
        return [
            app_commands.Choice(name=label, value=v)
            for label, v in values
            if wanted in label.lower() or wanted in v
        ][:25]

    @app_commands.command(name="abandon", description="Close this channel's table (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            await service_of(interaction).abandon(table.id, interaction.user.id, admin=is_admin(interaction))
            said = Text("table-closed", table=str(table.id))
            await interaction.response.send_message(said.render(await locale_for_channel(interaction)))

        await guarded(interaction, work())

    @app_commands.command(
        name="kick", description="Remove a player from this channel's table (host or Manage Server)"
    )
    async def kick(self, interaction: discord.Interaction, user: discord.User) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            if table.seat_of(user.id) is None:
                raise TableError("error-user-not-seated", who=display_name(user))
            await service_of(interaction).kick(
                table.id, interaction.user.id, user.id, admin=is_admin(interaction)
            )
            kicked = "table-kicked-playing" if table.status == "playing" else "table-kicked"
            text = await say(interaction, kicked, who=display_name(user), table=str(table.id))
            await interaction.response.send_message(text, ephemeral=True)

        await guarded(interaction, work())

    @computer.command(name="add", description="Seat a computer player (host, in the lobby)")
    @app_commands.describe(level="How well it plays (default: the server's, normally normal)")
    @app_commands.choices(level=[app_commands.Choice(name=level, value=level) for level in LEVELS])
    async def computer_add(self, interaction: discord.Interaction, level: str | None = None) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            if level is None:
                chosen = (await server_settings.load(service_of(interaction), table.guild_id)).computer_level
            else:
                chosen = level
            table = await service_of(interaction).add_computer(table.id, interaction.user.id, chosen)
            note = added_note(table, await locale_for_user(interaction))
            await interaction.response.send_message(note, ephemeral=True)

        await guarded(interaction, work())

    @computer.command(name="remove", description="Remove a computer player (host, in the lobby)")
    @app_commands.describe(seat="Its seat number (default: the last computer seated)")
    async def computer_remove(
        self, interaction: discord.Interaction, seat: app_commands.Range[int, 1, MAX_SEATS] | None = None
    ) -> None:
        async def work() -> None:
            table = channel_table(interaction)
            index = None if seat is None else seat - 1
            if index is None and computer_seats(table):
                index = computer_seats(table)[-1]
            name = (
                seat_text(table.seats[index], level=True)
                if index is not None and index < len(table.seats)
                else None
            )
            await service_of(interaction).remove_computer(table.id, interaction.user.id, index)
            await interaction.response.send_message(
                await say(interaction, "table-computer-removed", who=name or "None", table=str(table.id)),
                ephemeral=True,
            )

        await guarded(interaction, work())

    @computer_remove.autocomplete("seat")
    async def computer_remove_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        table = interaction.channel_id and self.bot.service.table_in_channel(interaction.channel_id)
        if not table:
            return []
        locale = await locale_for_user(interaction)
        return [
            app_commands.Choice(
                name=Text("table-seat-choice", seat=i + 1, who=seat_text(table.seats[i], level=True)).render(
                    locale
                )[:100],
                value=i + 1,
            )
            for i in computer_seats(table)
            if current.strip() in str(i + 1)
        ][:25]


async def setup(bot: TavoloBot) -> None:
    bot.add_dynamic_items(*LOBBY_ITEMS)
    bot.table_controls.add("lobby", lobby_items, order=0)
    await bot.add_cog(Tables(bot))


__all__ = ["Tables"]
