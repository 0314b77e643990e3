"""Messages the bot may still edit or delete through an interaction's token, for free.

Discord counts every REST call of a bot token toward its global budget (50/s), except an
interaction's callback and what is sent through the interaction's token for 15 minutes after:
its follow-ups, edits and deletes of its answer. A hand DM whose button a player just clicked,
a live table a `/play` posted as a follow-up, the lobby the host's Start click turned into the
live table: each can be redrawn through that click's token instead of a rate-limited edit.

`Tokens.edit` / `Tokens.delete` say whether they did it that way; when not (no token, or an
expired one), the caller makes the ordinary call.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.discord.core.delivery.owed import transient

log = logging.getLogger("tavolo.tokens")

UNKNOWN_MESSAGE = 10008
TOKEN_SECONDS = 14 * 60  # Discord honours a token 15 minutes; a minute's margin for clocks and queues


class Tokens:
    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        # message id -> (the interaction, its answer is that message (else a follow-up), good until)
        self._by_message: dict[int, tuple[discord.Interaction, bool, float]] = {}

    def remember(self, message_id: int, interaction: discord.Interaction, *, original: bool) -> None:
        """`message_id` is `interaction`'s answer (`original`: a component's message it updated,
        or its first response) or one of its follow-ups."""
        now = self.clock()
        if len(self._by_message) > 4096:  # drop the expired now and then
            self._by_message = {k: v for k, v in self._by_message.items() if v[2] > now}
        self._by_message[message_id] = (interaction, original, now + TOKEN_SECONDS)

    def forget(self, message_id: int) -> None:
        self._by_message.pop(message_id, None)

    def until(self, message_id: int | None) -> float:
        """When the token that can redraw `message_id` stops being good (bot clock; 0: none)."""
        entry = self._by_message.get(message_id) if message_id is not None else None
        return entry[2] if entry is not None else 0.0

    def usable(self, message_id: int | None) -> bool:
        entry = self._by_message.get(message_id) if message_id is not None else None
        return entry is not None and entry[2] > self.clock()

    async def edit(self, message_id: int, **payload: Any) -> bool:
        """Edit through a token; False when there is none (make the ordinary edit)."""
        if not self.usable(message_id):
            return False
        interaction, original, _ = self._by_message[message_id]
        try:
            if original:
                await interaction.edit_original_response(**payload)
            else:
                await interaction.followup.edit_message(message_id, **payload)
        except discord.HTTPException as error:
            # An expired token or a message gone: the ordinary call says which, and handles it.
            log.info("could not edit %s through its interaction: %s", message_id, error)
            if not transient(error):  # Discord's fault: the token may still be good next time
                self.forget(message_id)
            return False
        return True

    async def follow_up(self, message_id: int, **payload: Any) -> discord.Message | None:
        """Post a new message where `message_id` is, as a follow-up of the interaction that can
        redraw it (free, and a new message notifies its reader, where an edit does not); the new
        one is redrawn through the same token, for as long as that token lasts. None when there
        is no good token (the caller falls back on a rate-limited call)."""
        if not self.usable(message_id):
            return None
        interaction, _, until = self._by_message[message_id]
        try:
            message = await interaction.followup.send(wait=True, **payload)
        except discord.HTTPException as error:
            log.info("could not follow up on %s through its interaction: %s", message_id, error)
            if not transient(error):
                self.forget(message_id)
            return None
        # The token's life runs from the interaction, not from this follow-up.
        self._by_message[message.id] = (interaction, False, until)
        return message

    async def delete(self, message_id: int) -> bool:
        """Delete through a token; False when there is none (make the ordinary delete)."""
        if not self.usable(message_id):
            return False
        interaction, original, _ = self._by_message.pop(message_id)
        try:
            if original:
                await interaction.delete_original_response()
            else:
                await interaction.followup.delete_message(message_id)
        except discord.NotFound as error:
            if error.code == UNKNOWN_MESSAGE:
                return True  # already gone: nothing left to do
            log.info("could not delete %s through its interaction: %s", message_id, error)
            return False  # the token is no longer good (Unknown Webhook): the ordinary delete
        except discord.HTTPException as error:
            log.info("could not delete %s through its interaction: %s", message_id, error)
            return False
        return True
