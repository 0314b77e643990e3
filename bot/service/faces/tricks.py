"""The trick games: Scarto (Piedmontese tarot) and Stovkahra (Trappola, the Italian piquet deck)."""

from __future__ import annotations

from bot.service.faces.base import GameFace, register


class ScartoFace(GameFace):
    game = "scarto"
    deck = "tarot"


class StovkahraFace(GameFace):
    game = "stovkahra"
    deck = "italian"
    numbers_deals = True


SCARTO = register(ScartoFace())
STOVKAHRA = register(StovkahraFace())
