"""Card pictures drawn by the project with Pillow: card faces, the table and a hand as PNG images.

No artwork is downloaded: every suit is drawn from Pillow primitives (`suits.py`); card faces
use Pillow's bundled scalable font (Aileron, SIL OFL); words and names on the table picture use
it too where it can, else an installed Noto Sans CJK or DejaVu Sans (`fonts.py`).
This package imports no `discord`; the Discord face attaches the bytes it returns.

    from bot.discord.pictures import deck_style, table_image, hand_image
    png = table_image(state.view(None), names, planner=plan, locale="it")   # spectator view only
    png = hand_image("scopa", state.view(seat)["hand"])

A game's own part of a picture (its felt's plan, what decides its move on the private picture,
its English name) comes from the caller: `bot.discord.core.card_pictures` passes each game's
Discord face's (`Adapter.plan`, `Adapter.private_decider`); nothing here names a game.

`deck_style(game)`: `italian` (Scopa family, Stovkahra), `tarot` (Scarto), `french` (the rest).
"""

from __future__ import annotations

from bot.discord.pictures.cache import TableImageCache
from bot.discord.pictures.cards import card_back, card_face, deck_cards, deck_style
from bot.discord.pictures.hand import hand_image
from bot.discord.pictures.table import table_image

__all__ = [
    "TableImageCache",
    "card_back",
    "card_face",
    "deck_cards",
    "deck_style",
    "hand_image",
    "table_image",
]
