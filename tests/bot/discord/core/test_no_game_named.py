"""No game is named in the generic Discord code (`bot/discord/core/`, `bot/discord/pictures/`): a
game's own looks, words and pictures come from its face (`bot/discord/games/<family>/`, through
`Adapter`), so adding a game touches none of these modules (issue 33)."""

from __future__ import annotations

import ast
from pathlib import Path

import games

ROOT = Path(__file__).resolve().parents[4] / "bot" / "discord"


def _strings(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string literal that is not a docstring, with its line."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_the_generic_discord_code_names_no_game():
    names = set(games.names())
    found = []
    for folder in ("core", "pictures"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for line, text in _strings(ast.parse(path.read_text(encoding="utf-8"))):
                if text in names or any(text.startswith(f"{name}-") for name in names):
                    found.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    assert found == []
