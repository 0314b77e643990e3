"""The same live table as an embed and as Components V2, side by side at a phone's width.

    .venv/bin/python tools/embed_vs_v2.py [--out docs/screenshots/table-embed-vs-v2-phone.png]

Posts one Stovkahra table (the tallest picture of a 4-seat game) twice in simcord: as today's
message (mention, embed with title, headline and `attachment://table.png`, a row of buttons) and
as a `discord.ui.LayoutView` (a Container holding a TextDisplay, a MediaGallery and an ActionRow),
captures both with Chromium at 360 and 960 px and prints each capture's height and the picture's
displayed width. The figures and the choice are in docs/ARCHITECTURE.md ("The live table").
"""

from __future__ import annotations

import argparse
import asyncio
import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord
import simcord
from discord.ext import commands
from PIL import Image

import bot.discord.games  # noqa: F401  (the games' faces register themselves)
import games
from bot.discord.core.card_pictures import table_image
from tools.screenshots import use_chromium

HEADLINE = "Bot 2: Cavallo di denari\nBot 3: 7 di spade"
NAMES = ["alice", "Bot 1", "Bot 2", "Bot 3"]


def picture() -> bytes:
    game = games.get("stovkahra")
    state = game.new(players=4, seed=5)
    for _ in range(6):
        state = state.play(state.legal()[0])
    return table_image("stovkahra", state.view(None), NAMES, badges=[None, "★★", "★★", "★★"])


def buttons(a: str, b: str) -> list[discord.ui.Button]:
    return [discord.ui.Button(label="My hand", custom_id=a), discord.ui.Button(label="Follow", custom_id=b)]


async def run(out: Path) -> None:
    png = picture()
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    async with simcord.run(bot) as env:
        guild = env.create_guild(name="Tavolo")
        alice = guild.add_member(env.create_user("alice"))
        channel = guild.create_text_channel("table")
        sender = bot.get_channel(channel.id)
        mention = f"<@{alice.id}>, your turn"
        embed = discord.Embed(title="Stovkahra — table #3", description=HEADLINE)
        embed.set_image(url="attachment://table.png")
        row = discord.ui.View()
        for button in buttons("a", "b"):
            row.add_item(button)
        await sender.send(mention, embed=embed, view=row, file=discord.File(io.BytesIO(png), "table.png"))
        layout = discord.ui.LayoutView()
        layout.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay(f"{mention}\n**Stovkahra — table #3**\n{HEADLINE}"),
                discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")),
                discord.ui.ActionRow(*buttons("c", "d")),
            )
        )
        await sender.send(view=layout, file=discord.File(io.BytesIO(png), "table.png"))
        await env.settle()
        messages = channel.history()
        shots: dict[str, Image.Image] = {}
        async with env.preview(
            channel, viewers=[alice], layout="message", display="fixed", width=960, height=2400
        ) as preview:
            for name, message in (("embed", messages[-2]), ("v2", messages[-1])):
                for width in (360, 960):
                    path = out.with_name(f"{out.stem}-{name}-{width}.png")
                    await preview.screenshot(path, target=message, viewport=(width, 2400))
                    shots[f"{name}-{width}"] = Image.open(path).convert("RGB")
                    print(f"{name:5} at {width} px: {shots[f'{name}-{width}'].height} px tall")
                    path.unlink()
    embed_360, v2_360 = shots["embed-360"], shots["v2-360"]
    both = Image.new("RGB", (720, max(embed_360.height, v2_360.height)), "white")
    both.paste(embed_360, (0, 0))
    both.paste(v2_360, (360, 0))
    both.save(out, optimize=True)
    print(f"side by side: {out}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots/table-embed-vs-v2-phone.png"))
    args = parser.parse_args(argv)
    use_chromium(None)
    asyncio.run(run(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
