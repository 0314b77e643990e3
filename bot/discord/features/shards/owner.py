"""The serving process's side of a forwarded click (see `bot.discord.core.lookup`): it plays the move
(`bot.service.forwarding`) and answers the player through the click's interaction token — the
clicked hand panel redrawn in place once the computer seats have replied, a typed move's answer
(a game command's built here from the positions before and after the move), or the refusal, privately.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

import discord
from discord.webhook.async_ import async_context, handle_message_parameters

from bot.discord.core.adapter import action_text
from bot.discord.core.hand_panel import panel_payload
from bot.discord.core.interact import STALE
from bot.discord.core.language import locale_for_member
from bot.discord.core.limits import fit_text
from bot.discord.core.lookup import ANSWER, ANSWERS, SAID, Played
from bot.service import errors
from bot.service.events import Event
from bot.service.forwarding import Forward, Forwarding, Sleep
from bot.service.model import Table
from i18n import Text, supported

if TYPE_CHECKING:
    from bot.discord.core.bot import TavoloBot

__all__ = ["answer_forward", "open_forwarding"]

log = logging.getLogger("tavolo.forwarding")


async def open_forwarding(bot: TavoloBot, *, sleep: Sleep = asyncio.sleep) -> Forwarding | None:
    """The bot's end of forwarding (None on SQLite, where one process serves every table)."""

    async def answer(forward: Forward, result: list[Event] | errors.TableError, before: Table | None) -> None:
        await answer_forward(bot, forward, result, before)

    return await Forwarding.open(bot.db_url, bot.service, answer, sleep=sleep)


async def answer_forward(
    bot: TavoloBot, forward: Forward, result: list[Event] | errors.TableError, before: Table | None = None
) -> None:
    """The table's process answers a forwarded click through its interaction token; a refusal or
    a command's answer in the language the player's click showed where it arrived (carried in the
    forward). `before` is the table just before the move."""
    if isinstance(result, errors.TableError):
        text = STALE if isinstance(result, errors.StaleAction) else result.text
        locale = supported(forward.locale) or await locale_for_member(bot, forward.user_id)
        message = text.render(locale)
        await followup(bot, forward.token).send(fit_text(message), ephemeral=True)
        return
    if forward.reply.startswith(SAID):  # a typed move: its answer, in place of "thinking…"
        await edit_original(bot, forward.token, content=fit_text(forward.reply[len(SAID) :]))
        return
    if forward.reply.startswith(ANSWER):  # a game's command: its answer, built from before and after
        assert before is not None  # a move was played, so there was a table before it
        locale = supported(forward.locale) or await locale_for_member(bot, forward.user_id)
        said = command_answer(forward.reply[len(ANSWER) :], before, forward, locale)
        await edit_original(bot, forward.token, content=fit_text(said))
        return
    presenter = bot.presenter
    presenter.hold(forward.table_id, forward.user_id)
    drawn = False
    try:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(presenter.human_turn(forward.table_id), presenter.computer_wait)
        table = bot.service.table(forward.table_id)
        locale = supported(forward.locale) or await locale_for_member(bot, forward.user_id)
        url = presenter.live_url(table)
        prefs = bot.service.preferences
        payload = panel_payload(table, forward.user_id, preferences=prefs, live_url=url, locale=locale)
        message_id = await edit_original(bot, forward.token, **payload)
        presenter.panel_drawn(message_id, table, forward.user_id)
        drawn = True
    finally:
        if not drawn:
            presenter.release(forward.table_id, forward.user_id)


def command_answer(name: str, before: Table, forward: Forward, locale: str) -> str:
    """What a game's command says once the owner played its move: the builder `name`'s answer;
    a plain "You played: …" if this process has no such builder (an older version of the bot)."""
    state = before.state
    seat = before.seat_of(forward.user_id)
    assert state is not None and seat is not None  # the move was played from this position
    build = ANSWERS.get(name)
    if build is None:
        log.error("no answer builder called %r; answering table %s's move plainly", name, before.id)
        return Text("you-played", move=action_text(before, state, forward.notation)).render(locale)
    return build(Played(before, state, state.play(forward.notation), seat, forward.notation), locale)


def followup(bot: TavoloBot, token: str) -> discord.Webhook:
    """The interaction's followup webhook, as `discord.Interaction.followup` builds it."""
    data = {"id": bot.application_id, "type": 3, "token": token}
    return discord.Webhook.from_state(data=data, state=bot._connection)  # type: ignore[arg-type]


async def edit_original(
    bot: TavoloBot,
    token: str,
    *,
    content: str,
    view: discord.ui.View | None = None,
    attachments: list[discord.File] | None = None,
) -> int:
    """Edit the interaction's original response (for a deferred click: the clicked message) from
    its token alone, as `discord.Interaction.edit_original_response` does; the message's id.
    (`Webhook.edit_message` cannot: it URL-quotes the `@original` it would need.)"""
    with handle_message_parameters(
        content=content,
        embed=None,
        view=view if view is not None else discord.utils.MISSING,
        attachments=attachments if attachments is not None else discord.utils.MISSING,
        previous_allowed_mentions=bot._connection.allowed_mentions,
    ) as params:
        http = bot.http
        data = await async_context.get().edit_original_interaction_response(
            bot.application_id,
            token,
            session=http._HTTPClient__session,  # type: ignore[attr-defined]
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )
    return int(data["id"])
