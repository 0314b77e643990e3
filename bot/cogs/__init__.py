"""discord.py cogs. Each module has `async def setup(bot)`; `bot.app.COGS` lists them."""
