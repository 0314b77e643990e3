"""The live table: one message per table in its channel, redrawn as the game goes; the hand DMs
and `/hand` panels redrawn as turns come; the turn pings; the game-over message with Rematch and
New table. The presenter (`presenter.py`) turns the service's events into all of these."""

from __future__ import annotations

from bot.discord.core.bot import TavoloBot
from bot.discord.features.table.game_over import GAME_OVER_ITEMS
from bot.discord.features.table.presenter import Presenter


async def setup(bot: TavoloBot) -> None:
    debounce, gap = bot.pacing
    bot.presenter = Presenter(bot, debounce=debounce, channel_gap=gap, computer_wait=bot.computer_wait)
    bot.service.subscribe(bot.presenter.on_events)
    bot.add_dynamic_items(*GAME_OVER_ITEMS)
    # Back from a gateway disconnect: every table this process serves is drawn again from what
    # it is (what Discord failed meanwhile shows at once). The first ready is the start itself.
    readies = 0

    async def on_ready() -> None:
        nonlocal readies
        readies += 1
        if readies > 1:
            await bot.presenter.resync()

    async def on_resumed() -> None:
        await bot.presenter.resync()

    bot.add_listener(on_ready, "on_ready")
    bot.add_listener(on_resumed, "on_resumed")
