"""Following a table: the Follow / Unfollow buttons on the live table, and the followers' DMs
(a picture of the table each deal, the result at the end) in `followers.py`."""

from __future__ import annotations

from discord.ext import commands

from bot.discord.core.bot import TavoloBot
from bot.discord.features.follow.followers import FOLLOW_ITEMS, Followers, follow_button


class Follow(commands.Cog):
    """Holds the followers of every table this process serves (`bot.get_cog("Follow").followers`)."""

    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot
        self.followers = Followers(bot)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*FOLLOW_ITEMS)
        self.bot.service.subscribe(self.followers.on_events)


async def setup(bot: TavoloBot) -> None:
    bot.table_controls.add("playing", follow_button, order=1)
    await bot.add_cog(Follow(bot))
