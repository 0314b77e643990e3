"""Tavolo's bot, in three rooms: `bot.service` (the Discord-agnostic table service), `bot.discord`
(the discord.py face) and `bot.terminal` (the local table). See docs/ARCHITECTURE.md.

`from bot import create_bot` works; it imports discord.py only when asked for, so the service
and the terminal table never load it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.discord.app import create_bot

__all__ = ["create_bot"]


def __getattr__(name: str) -> Any:
    if name == "create_bot":
        from bot.discord.app import create_bot

        return create_bot
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
