"""Several processes sharing the work: a DM click or command on a table another process serves is
forwarded to it (`core/lookup.py` sends, `owner.py` answers as the table's process)."""

from __future__ import annotations

from bot.discord.core.bot import TavoloBot
from bot.discord.features.shards.owner import open_forwarding


async def setup(bot: TavoloBot) -> None:
    async def started() -> None:
        bot.forwarding = await open_forwarding(bot)

    bot.on_started.append(started)
