"""Each game's Discord face, one package per game family: `face.py` (labels, panel controls, the
live table's lines: an `Adapter` registered for each game it serves) and, where the game has
them, its own commands and controls (`commands.py`, found by the app like any extension).

Importing this package imports every family's face, found by walking the package: a new
family is a new folder here, listed nowhere.
"""

from __future__ import annotations

import importlib
import pkgutil

for _family in pkgutil.iter_modules(__path__, __name__ + "."):
    if _family.ispkg:
        importlib.import_module(_family.name + ".face")
