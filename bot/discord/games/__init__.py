"""Per-game Discord code: each game's adapter, and its own commands and controls where it has them.

Adding a game: an adapter module here and its line in `bot.discord.adapter._MODULES`; a commands
module here and its line in `bot.discord.app.COGS` if it brings commands of its own.
"""
