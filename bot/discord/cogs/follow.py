"""Wires following into the bot: the Follow / Unfollow buttons and the followers' DMs."""

from __future__ import annotations

from bot.discord.app import TavoloBot
from bot.discord.follow import FOLLOW_ITEMS, Followers


async def setup(bot: TavoloBot) -> None:
    bot.add_dynamic_items(*FOLLOW_ITEMS)
    followers = Followers(bot)
    bot.followers = followers  # type: ignore[attr-defined]
    bot.service.subscribe(followers.on_events)
