"""discord.py cogs. Each module has `async def setup(bot)`; `bot.discord.app.COGS` lists them."""
