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


def test_the_table_service_has_no_import_cycle_even_counting_type_hint_imports() -> None:
    """pyproject.toml's contracts skip `if TYPE_CHECKING:` imports; inside `bot.service` none
    may close a circle either (its parts once pretended to be the whole `TableService`)."""
    import grimp

    graph = grimp.build_graph("bot", include_external_packages=False, exclude_type_checking_imports=False)
    circles = []
    for module in sorted(m for m in graph.modules if m.startswith("bot.service")):
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            back = graph.find_shortest_chain(importer=imported, imported=module)
            if back:
                circles.append(" -> ".join((module, *back)))
    assert not circles, "\n".join(circles)
