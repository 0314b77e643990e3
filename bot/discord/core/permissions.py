"""The channel permissions the bot needs for a table, and saying once which are missing.

A table lives in one channel: its live message is sent and edited there (with an embed and a
picture), pings and notices are posted there. Discord answers 403 when a permission is
missing; the bot then says once per channel which ones (read from its permission cache) — in
the channel as plain text if it still may post there, else by DM to the person who acted —
instead of leaving the table silently stuck. `/table new` checks the same list before opening.
Permissions are named as Discord's own settings name them in the reader's language.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.discord.core.language import locale_for_guild, locale_for_member
from bot.service.errors import TableError
from i18n import Text, translate

log = logging.getLogger("tavolo.permissions")

# The `discord.Permissions` attributes a table's channel needs; the catalogue's `perm-name` says
# each as Discord's settings do (`Embed Links`, `Incorporare link`, `埋め込みリンク`). The one list:
# `/table new` checks it, a refused message names what of it is missing, and the invite link
# asks for exactly it (`invite_permissions`). A feature that needs another permission adds it here.
NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files", "read_message_history")
# The invite's OAuth2 scopes: the bot user, and its slash commands.
SCOPES = ("bot", "applications.commands")


def invite_permissions() -> discord.Permissions:
    """The permissions the invite link asks for: exactly `NEEDED` (`.value` is the URL's integer)."""
    return discord.Permissions(**dict.fromkeys(NEEDED, True))


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with the permissions it needs and its commands."""
    return discord.utils.oauth_url(application_id, permissions=invite_permissions(), scopes=SCOPES)


def missing(permissions: discord.Permissions) -> list[str]:
    """The needed permissions (attribute names) `permissions` lacks. Without View Channel (or
    Send Messages) Discord denies the ones that depend on it too: only the one to grant is named."""
    if not permissions.view_channel:
        return ["view_channel"]
    names = [attr for attr in NEEDED if not getattr(permissions, attr)]
    if not permissions.send_messages:
        names = [n for n in names if n not in ("embed_links", "attach_files")]
    return names


def names_of(permissions: list[str]) -> list[Text]:
    """The permissions as Discord names them, in bold, for a message's `$names` (a list)."""
    return [Text("perm-name", permission=attr) for attr in permissions]


def cannot_open(permissions: list[str]) -> TableError:
    """Why `/table new` is refused in a channel where the bot lacks `permissions`."""
    return TableError("perm-cannot-open", names=names_of(permissions), count=len(permissions))


def check_can_host(interaction: discord.Interaction) -> None:
    """Refuse to open a table where the bot could not keep it up to date (`interaction.app_permissions`
    are the bot's own in the interaction's channel)."""
    if interaction.guild_id is None:
        return
    lacking = missing(interaction.app_permissions)
    if lacking:
        raise cannot_open(lacking)


class PermissionNotices:
    """Says once per channel (per run) which permissions a table's channel lacks."""

    def __init__(self, bot: discord.Client, dm_channel: Callable[[int], Awaitable[int]]) -> None:
        self.bot = bot
        self._dm_channel = dm_channel  # user id -> their DM channel's id (opened once, remembered)
        self._told: set[int] = set()

    def lacking(self, guild_id: int | None, channel_id: int) -> list[str]:
        """What the permission cache says is missing there ([] when it does not know)."""
        guild = self.bot.get_guild(guild_id) if guild_id else None
        channel = guild.get_channel_or_thread(channel_id) if guild is not None else None
        if guild is None or channel is None or guild.me is None:
            return []
        return missing(channel.permissions_for(guild.me))

    async def refused(
        self,
        error: discord.Forbidden,
        *,
        guild_id: int | None,
        channel_id: int,
        table_id: int,
        user_id: int | None,
    ) -> None:
        """Discord refused a send or an edit in a table's channel: say so once, as best we can."""
        log.warning("table %s: Discord refused a message in channel %s: %s", table_id, channel_id, error)
        if channel_id in self._told:
            return
        self._told.add(channel_id)
        lacking = self.lacking(guild_id, channel_id) or list(NEEDED)
        names, count = names_of(lacking), len(lacking)
        locale = await locale_for_guild(self.bot, guild_id)
        here = translate(locale, "perm-cannot-keep", table=str(table_id), names=names, count=count)
        try:
            channel = self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
            await channel.send(here, allowed_mentions=discord.AllowedMentions.none())
            return
        except discord.HTTPException:
            pass  # it may not post there at all: tell the person who acted instead
        if user_id is None:
            return
        locale = await locale_for_member(self.bot, user_id, guild_id)
        there = translate(
            locale,
            "perm-cannot-post",
            channel=f"<#{channel_id}>",
            table=str(table_id),
            names=names,
            count=count,
        )
        try:
            dm = self.bot.get_partial_messageable(
                await self._dm_channel(user_id), type=discord.ChannelType.private
            )
            await dm.send(there)
        except discord.HTTPException:
            log.info("could not tell user %s about the missing permissions either", user_id)
