"""Each game's face below the faces: what the Discord face and the terminal both need to know
about a game, with no Discord in it: which deck its cards come from, how its score reads, what
decided a finished game, how a deal scored, what a move led to.

`face_of(game)` gives a game's `GameFace` (`base.py`). Each game family has one module here
(`scopa.py`, `tricks.py`, `family.py`), whose faces register themselves when imported; this
package imports every module beside it, found by walking the package, so a new game's face is
a new module, listed nowhere.
"""

from __future__ import annotations

import importlib
import pkgutil

from bot.service.faces.base import GameFace, face_of, faces, game_gender, game_title, register

__all__ = ["GameFace", "face_of", "faces", "game_gender", "game_title", "register"]

for _module in pkgutil.iter_modules(__path__, __name__ + "."):
    if _module.name != __name__ + ".base":
        importlib.import_module(_module.name)
