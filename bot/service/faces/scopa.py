"""Scopa and its family (Scopone, Scopa a quindici): the Italian deck, points toward a target."""

from __future__ import annotations

from bot.service.faces.base import GameFace, register


class ScopaFace(GameFace):
    game = "scopa"
    deck = "italian"
    numbers_deals = True


SCOPA = register(ScopaFace())
