"""The three rooms stay apart: the import-linter contracts of pyproject.toml hold.

Faces (Discord, terminal) build on the table service, the service on persistence, persistence on
the rules core, never the other way; only the Discord face imports discord.py; and no two
modules (or sibling packages) import each other in a circle.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# In its own process: run inside pytest's, import-linter's set-up of logging left later tests'
# log capture empty.
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def test_import_contracts_hold() -> None:
    linted = subprocess.run(
        [str(LINT_IMPORTS), "--config", "pyproject.toml", "--no-cache"],
        cwd=ROOT,  # import-linter finds the packages from the working directory
        capture_output=True,
        text=True,
        check=False,
    )
    assert linted.returncode == 0, linted.stdout + linted.stderr

