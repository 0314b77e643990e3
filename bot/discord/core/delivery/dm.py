"""The one way the bot opens a DM: a user's DM channel id, from memory, the database, or Discord.

A user's DM channel never changes, so it is opened once ever: remembered in this process and in
the database (`TableService.dm_channel`), and opened with the cheapest REST call there is
(`POST /users/@me/channels`, no user lookup first). The hand DMs, the turn pings, the follow DMs
and the Stovkahra signals all send through it.
"""

from __future__ import annotations

from typing import Any

import discord


class DMOpener:
    def __init__(self, bot: Any) -> None:  # the TavoloBot (core.bot imports this module)
        self.bot = bot
        self._channels: dict[int, int] = {}  # user -> their DM channel

    async def channel_id(self, user_id: int) -> int:
        channel_id = self._channels.get(user_id) or await self.bot.service.dm_channel(user_id)
        if channel_id is None:
            data = await self.bot.http.start_private_message(user_id)
            channel_id = int(data["id"])
            await self.bot.service.set_dm_channel(user_id, channel_id)
        self._channels[user_id] = channel_id
        return channel_id

    async def channel(self, user_id: int) -> Any:
        """The user's DM channel, to send or edit in (a partial channel: no lookup)."""
        channel_id = await self.channel_id(user_id)
        return self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
