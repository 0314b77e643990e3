"""Following a table: a spectator's "Follow" gets one DM, redrawn after every move with the public
view of the table (the spectator view: never a hidden card), until the table closes or they press
"Unfollow".

Who follows which table, and their DM's id, are kept in the guild settings store under
`follow:<table>` (so a restart keeps them), and dropped when the table closes. Each follower's
DM is in their own language (`bot.discord.core.language.locale_for_member`).
"""

from __future__ import annotations

import io
import json
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.core import embeds
from bot.discord.core.components import TableButton
from bot.discord.core.delivery.rate_budget import LATER, priority
from bot.discord.core.delivery.redraw import table_or_none
from bot.discord.core.interact import bot_of, jump_url, service_of
from bot.discord.core.language import locale_for_member, locale_for_user
from bot.service.errors import TableError
from bot.service.events import DealEnded, Event, GameEnded, Moved, TableClosed
from bot.service.model import Table
from i18n import DEFAULT, Text, translate

if TYPE_CHECKING:
    from bot.discord.core.bot import TavoloBot

log = logging.getLogger("tavolo.follow")
LAST_MOVES = 4


def _key(table_id: int) -> str:
    return f"follow:{table_id}"


class Followers:
    """Keeps the followers' DMs in step with their tables (subscribed to the service's events)."""

    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot
        self._last: dict[int, list[Text]] = {}  # table -> its last moves, as the channel shows them

    async def _load(self, table: Table) -> dict[str, int]:
        value = await self.bot.service.guild_setting(table.guild_id, _key(table.id), {})
        return dict(value) if isinstance(value, dict) else {}

    async def _save(self, table: Table, followers: dict[str, int]) -> None:
        await self.bot.service.set_guild_setting(table.guild_id, _key(table.id), followers or None)

    async def follow(self, table: Table, user: discord.abc.User) -> bool:
        """Start following; False when they already do. Sends their first DM at once."""
        followers = await self._load(table)
        if str(user.id) in followers:
            return False
        message = await self._send(table, user.id, None)
        followers[str(user.id)] = message.id if message is not None else 0
        await self._save(table, followers)
        return True

    async def unfollow(self, table: Table, user_id: int) -> bool:
        followers = await self._load(table)
        if followers.pop(str(user_id), None) is None:
            return False
        await self._save(table, followers)
        return True

    async def on_events(self, events: list[Event]) -> None:
        for table_id in dict.fromkeys(event.table_id for event in events):
            mine = [e for e in events if e.table_id == table_id]
            for event in mine:
                if isinstance(event, Moved):
                    table = self._table(table_id)
                    if table is not None:
                        lines = self._last.setdefault(table_id, [])
                        lines.append(embeds.moved_line(table, event))
                        del lines[:-LAST_MOVES]
                elif isinstance(event, DealEnded):
                    # A new deal starts afresh, as the live table's "Last" list does: an old
                    # deal's plays would name cards that are now in someone's new hand.
                    self._last.pop(table_id, None)
            if not any(isinstance(e, Moved | DealEnded | GameEnded | TableClosed) for e in mine):
                continue
            table = self._table(table_id)
            if table is None:
                continue
            try:
                await self._redraw(table)
            except Exception:
                log.exception("could not update the followers of table %s", table_id)

    def _table(self, table_id: int) -> Table | None:
        return table_or_none(self.bot.service, table_id)

    async def _redraw(self, table: Table) -> None:
        followers = await self._load(table)
        if not followers:
            return
        closing = not table.open
        changed = False
        for user, message_id in list(followers.items()):
            message = await self._send(table, int(user), message_id or None)
            if message is None:  # DMs closed: stop trying
                del followers[user]
                changed = True
            elif message.id != message_id:
                followers[user] = message.id
                changed = True
        if closing:
            self._last.pop(table.id, None)
            await self._save(table, {})
        elif changed:
            await self._save(table, followers)

    def _payload(
        self, table: Table, locale: str = DEFAULT, *, link: str | None = None, user_id: int | None = None
    ) -> dict[str, Any]:
        """The follower's DM: the live table's own picture and headline (or, with `cards: text`,
        its words), the title and a button linking to the live table in its channel."""
        from bot.discord.core.card_pictures import TABLE_FILE, table_png

        pictured = self.bot.service.preferences.shows_pictures(table.guild_id, user_id)
        picture = table_png(table, locale) if pictured else None
        last = self._last.get(table.id, [])
        if picture is not None and table.status == "playing":
            embed = embeds.picture_embed(table, last, locale=locale)
        else:
            picture = None
            embed = embeds.table_embed(
                table, embeds.lines_text(embeds.headline_moves(table, last), locale), locale=locale
            )
        embed = _named(table, embed)
        files = []
        if picture is not None:
            embed.set_image(url=f"attachment://{TABLE_FILE}")
            files = [discord.File(io.BytesIO(picture), filename=TABLE_FILE)]
        if link:
            embed.url = link
        if table.open:
            channel = self._channel_name(table)
            embed.set_footer(text=translate(locale, "follow-footer", channel=channel))
            controls = discord.ui.View(timeout=None)
            if link:
                controls.add_item(
                    discord.ui.Button(
                        label=translate(locale, "tablepicture-follow-link"), emoji="🃏", url=link
                    )
                )
            controls.add_item(UnfollowButton(table.id, locale))
            return {"content": None, "embed": embed, "view": controls, "attachments": files}
        return {
            "content": translate(locale, "follow-closed"),
            "embed": embed,
            "view": None,
            "attachments": files,
        }

    def _channel_name(self, table: Table) -> str:
        channel = self.bot.get_channel(table.channel_id)
        return getattr(channel, "name", None) or str(table.channel_id)

    async def _send(self, table: Table, user_id: int, message_id: int | None) -> discord.Message | None:
        """Edit the follower's DM (or send it); None when their DMs are closed."""
        locale = await locale_for_member(self.bot, user_id, table.guild_id)
        # The channel, not the message: the live table is re-posted at the bottom on every turn.
        payload = self._payload(table, locale, link=jump_url(table, None), user_id=user_id)
        # Behind every table's own redraws in the token's budget (a follower can wait a moment).
        with priority(LATER):
            return await self._send_now(table, locale, user_id, message_id, payload)

    async def _send_now(
        self, table: Table, locale: str, user_id: int, message_id: int | None, payload: dict[str, Any]
    ) -> discord.Message | None:
        try:
            channel = await self.bot.dms.channel(user_id)
            if message_id is not None:
                try:
                    return await channel.get_partial_message(message_id).edit(**payload)
                except discord.NotFound:
                    pass
            payload = {k: v for k, v in payload.items() if v is not None and k != "attachments"}
            if files := self._files(table, locale, user_id):
                payload["files"] = files
            return await channel.send(**payload)
        except discord.Forbidden:
            return None

    def _files(self, table: Table, locale: str, user_id: int) -> list[discord.File]:
        """The picture again for a send (a File is read once: an edit's cannot be sent)."""
        from bot.discord.core.card_pictures import TABLE_FILE, table_png

        pictured = self.bot.service.preferences.shows_pictures(table.guild_id, user_id)
        if table.status != "playing" or not pictured:
            return []
        picture = table_png(table, locale)
        return [discord.File(io.BytesIO(picture), filename=TABLE_FILE)] if picture is not None else []


def _named(table: Table, embed: discord.Embed) -> discord.Embed:
    """Names instead of mentions: a DM may not know the server's members, so it would show ids."""
    data = embed.to_dict()
    text = json.dumps(data, ensure_ascii=False)
    for seat in table.seats:
        if seat.user_id is not None:
            text = text.replace(f"<@{seat.user_id}>", json.dumps(seat.name, ensure_ascii=False)[1:-1])
    return discord.Embed.from_dict(json.loads(text))


def followers_of(interaction: discord.Interaction) -> Followers:
    cog = bot_of(interaction).get_cog("Follow")
    followers = getattr(cog, "followers", None)
    if not isinstance(followers, Followers):
        raise TableError("follow-unavailable")
    return followers


def follow_button(table: Table, locale: str) -> list[discord.ui.Item[Any]]:
    """The live table's Follow button."""
    return [FollowButton(table.id, locale)]


class FollowButton(TableButton, template=r"tv:follow:(?P<t>\d+)"):
    kind = "follow"

    def __init__(self, table_id: int, locale: str = DEFAULT) -> None:
        label = translate(locale, "follow-button-onlookers")  # the players have their hand DM
        super().__init__(table_id, label=label, emoji="👀", style=discord.ButtonStyle.secondary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        table = service_of(interaction).table(self.table_id)
        if not table.open:
            raise TableError("follow-table-closed")
        if table.seat_of(interaction.user.id) is not None:
            raise TableError("follow-seated")
        new = await followers_of(interaction).follow(table, interaction.user)
        said = "follow-started" if new else "follow-already"
        text = translate(await locale_for_user(interaction), said, table=str(table.id))
        await interaction.response.send_message(text, ephemeral=True)


class UnfollowButton(TableButton, template=r"tv:unfollow:(?P<t>\d+)"):
    kind = "unfollow"

    def __init__(self, table_id: int, locale: str = DEFAULT) -> None:
        label = translate(locale, "follow-unfollow")
        super().__init__(table_id, label=label, style=discord.ButtonStyle.secondary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        table = await service_of(interaction).fetch_table(self.table_id)
        await followers_of(interaction).unfollow(table, interaction.user.id)
        text = translate(await locale_for_user(interaction), "follow-stopped", table=str(table.id))
        await interaction.response.edit_message(content=text, view=None)


FOLLOW_ITEMS = (FollowButton, UnfollowButton)
