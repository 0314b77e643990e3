"""Each game's Discord face, one package per game family: `face.py` (labels, panel controls, the
live table's lines: an `Adapter` registered for each game it serves) and, where the game has
them, its own commands and controls (`commands.py`, found by the app like any extension).

Importing this package imports every family's face, found by walking the package: a new
family is a new folder here (or, for a game alone, one module), listed nowhere.
"""

from __future__ import annotations

import importlib
import pkgutil

for _family in pkgutil.iter_modules(__path__, __name__ + "."):
    # A family's package keeps its face in `face.py`; a game alone may be one module.
    importlib.import_module(_family.name + ".face" if _family.ispkg else _family.name)
