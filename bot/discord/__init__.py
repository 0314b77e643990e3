"""The discord.py face: the bot, its cogs, the live table, lobby and hand panels, per-game adapters."""
