"""The family games of the French deck: Go Fish, Concentration, and the Old Maid family."""

from __future__ import annotations

from bot.service.faces.base import GameFace, register


class GoFishFace(GameFace):
    game = "gofish"


class ConcentrationFace(GameFace):
    game = "concentration"


class OldMaidFace(GameFace):
    game = "oldmaid"
    scored = False


GOFISH = register(GoFishFace())
CONCENTRATION = register(ConcentrationFace())
OLDMAID = register(OldMaidFace())
