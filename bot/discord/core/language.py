"""Which language a message is written in.

- A reply only one user sees (ephemeral, DM): that user's `/settings language`, else the language
  of their Discord client (`interaction.locale`; for a DM sent unasked, the one their last
  interaction showed), else the channel's language.
- A channel message (lobby, live table, summaries): the server's `/settings language`, else the
  server's preferred locale (Community servers set it), else English.

Every function returns a catalogue locale (`en`, `it`, `ja`, `fr`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

import discord

from bot.service.preferences import LANGUAGE, SERVER_LANGUAGE
from i18n import DEFAULT, Text, supported

if TYPE_CHECKING:
    from bot.service.table_service import TableService


class _Served(Protocol):
    service: TableService


def _service(client: discord.Client) -> TableService:
    # Every client here is the TavoloBot (core/bot.py), which imports this module.
    return cast(_Served, client).service


async def locale_for_guild(client: discord.Client, guild_id: int | None) -> str:
    """The language of channel messages in server `guild_id` (English outside any server)."""
    if guild_id is None:
        return DEFAULT
    chosen = await _service(client).preferences.get(SERVER_LANGUAGE, guild_id)
    if chosen != "auto":
        return chosen
    guild = client.get_guild(guild_id)
    return supported(getattr(guild, "preferred_locale", None)) or DEFAULT


async def locale_for_channel(interaction: discord.Interaction) -> str:
    """The language of a message this interaction posts in its channel for everyone."""
    return await locale_for_guild(interaction.client, interaction.guild_id)


async def locale_for_member(client: discord.Client, user_id: int, guild_id: int | None = None) -> str:
    """The language of a DM to `user_id` sent without an interaction (a hand, a turn ping)."""
    service = _service(client)
    chosen = await service.preferences.get(LANGUAGE, user_id)
    if chosen != "auto":
        return chosen
    seen = supported(service.preferences.client_locale(user_id))
    return seen or await locale_for_guild(client, guild_id)


async def locale_for_user(interaction: discord.Interaction) -> str:
    """The language of a reply only `interaction.user` sees."""
    service = _service(interaction.client)
    service.preferences.saw_client_locale(interaction.user.id, str(interaction.locale.value))
    chosen = await service.preferences.get(LANGUAGE, interaction.user.id)
    if chosen != "auto":
        return chosen
    return supported(interaction.locale) or await locale_for_channel(interaction)


async def say(interaction: discord.Interaction, msg_id: str, /, **args: object) -> str:
    """Message `msg_id` in the language of `interaction.user` (for an ephemeral reply)."""
    return Text(msg_id, **args).render(await locale_for_user(interaction))
