"""How fast the bot redraws and writes: the debounce of a redraw and the gap between two writes to
one channel, shared by the live table messages and the family boards."""

from __future__ import annotations

import asyncio

DEBOUNCE = 0.3  # seconds a table waits for more events before redrawing
CHANNEL_GAP = 1.0  # seconds between two of our writes to one channel (Discord allows ~5 per 5 s)
# How long a panel click waits for the computer seats' replies before redrawing the panel, so
# the redrawn panel is already the player's next turn (one message edit instead of two).
COMPUTER_WAIT = 1.5


class ChannelGate:
    """Spaces one presenter's writes to each channel at least `gap` seconds apart."""

    def __init__(self, gap: float) -> None:
        self.gap = gap
        self._next_write: dict[int, float] = {}

    async def wait(self, channel_id: int) -> None:
        """Returns once this channel may take our next write (at once if it has been quiet)."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        at = max(now, self._next_write.get(channel_id, now))
        self._next_write[channel_id] = at + self.gap
        if at > now:
            await asyncio.sleep(at - now)
