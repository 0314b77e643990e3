import asyncio, io, sys
sys.path.insert(0, '.')
import discord, simcord
from discord.ext import commands
sys.argv=['x']
import tools.screenshots as ts
ts.use_chromium(None)
from PIL import Image

png = open('/tmp/pic-stovkahra.png','rb').read()
bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

async def main():
    async with simcord.run(bot) as env:
        g = env.create_guild(name="G"); u = g.add_member(env.create_user("alice"))
        ch = g.create_text_channel("t")
        c = bot.get_channel(ch.id)
        # embed form
        e = discord.Embed(title="Stovkahra — table #3", description="Computer 2 (normal): Cavallo di denari\nComputer 3 (normal): 7 di spade")
        e.set_image(url="attachment://table.png")
        v = discord.ui.View(); v.add_item(discord.ui.Button(label="My hand", custom_id="a")); v.add_item(discord.ui.Button(label="Follow", custom_id="b"))
        m1 = await c.send("<@%d>, your turn" % u.id, embed=e, view=v, file=discord.File(io.BytesIO(png), "table.png"))
        # V2 form
        lv = discord.ui.LayoutView()
        cont = discord.ui.Container(
            discord.ui.TextDisplay("<@%d>, your turn\n**Stovkahra — table #3**\nComputer 2 (normal): Cavallo di denari\nComputer 3 (normal): 7 di spade" % u.id),
            discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")),
            discord.ui.ActionRow(discord.ui.Button(label="My hand", custom_id="c"), discord.ui.Button(label="Follow", custom_id="d")),
        )
        lv.add_item(cont)
        m2 = await c.send(view=lv, file=discord.File(io.BytesIO(png), "table.png"))
        await env.settle()
        msgs = ch.history()
        async with env.preview(ch, viewers=[u], layout="message", display="fixed", width=960, height=2400) as p:
            for name, m in (("embed", msgs[-2]), ("v2", msgs[-1])):
                for w in (360, 960):
                    await p.screenshot(f"/tmp/v2-{name}-{w}.png", target=m, viewport=(w, 2400))
                    print(name, w, Image.open(f"/tmp/v2-{name}-{w}.png").size)
asyncio.run(main())
