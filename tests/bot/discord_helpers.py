"""Shared moves for the Discord tests: open a table, read the live message and the hand DM."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.app import TavoloBot
from bot.service import Table


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    players: list[Any]

    @property
    def bot(self) -> TavoloBot:
        return self.env.bot

    def table(self) -> Table:
        table = self.bot.service.table_in_channel(self.channel.id)
        assert table is not None
        return table

    def last_table(self, table_id: int) -> Table:
        return self.bot.service.table(table_id)

    def live_message(self, table_id: int) -> discord.Message:
        """The live table message as Discord shows it now."""
        for message in reversed(self.channel.history()):
            for row in message.components:
                for item in getattr(row, "children", [row]):
                    custom = getattr(item, "custom_id", "") or ""
                    if custom.endswith(f":{table_id}") and custom.startswith(("tv:hand:", "tv:lobby:")):
                        return message
        raise AssertionError("no live table message with controls")

    def dms(self, player: Any) -> list[discord.Message]:
        return player.user.dm_channel.history() if hasattr(player, "user") else []


def make_world(env: Any, names: list[str]) -> World:
    guild = env.create_guild()
    channel = guild.create_text_channel("cards")
    players = [guild.add_member(env.create_user(name)) for name in names]
    return World(env, guild, channel, players)


async def open_table(world: World, game: str = "scopa", *, host: int = 0, **options: Any) -> Table:
    result = await world.players[host].slash(world.channel, "table new", game=game, **options)
    assert result.response is not None and not result.ephemeral, result
    return world.table()
