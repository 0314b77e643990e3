"""The three rooms stay apart: the import-linter contracts of pyproject.toml hold.

Faces (Discord, terminal) build on the table service, the service on persistence, persistence on
the rules core, never the other way; only the Discord face imports discord.py; and no two
modules (or sibling packages) import each other in a circle.
"""

from __future__ import annotations

from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_hold(capsys, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)  # import-linter finds the packages from the working directory
    code = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True)
    report = capsys.readouterr().out
    assert code == 0, report
