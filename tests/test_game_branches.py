"""No module outside a game's own modules branches on a game's name (issue 33).

What differs between games is said by each game's face (`bot/service/faces/`, `GameFace`) and, on
Discord, by each game family's adapter and face (`bot/discord/games/`). Anywhere else in `bot/`, a
comparison of a game's name with a string (`table.game == "scopa"`, `game in ("scarto", ...)`), a
dict keyed by game names, or `dict(scopa=...)` is a branch a new game would have to be added to.
"""

from __future__ import annotations

import ast
from pathlib import Path

import games

ROOT = Path(__file__).resolve().parents[1]
BOT = ROOT / "bot"
# A game's own modules: its face below the faces, its Discord adapter and face, its Activity face.
OWN = (BOT / "service" / "faces", BOT / "discord" / "games", BOT / "web" / "snapshots")



def _game_names() -> set[str]:
    names: set[str] = set()
    for name in games.names():
        names.add(name)
        names.update(games.get(name).presets)
    return names


NAMES = _game_names()


def _strings(node: ast.AST) -> set[str]:
    """The string literals `node` is, or holds (a tuple, list, set or frozenset display)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
    if (
        isinstance(node, ast.Call)
        and getattr(node.func, "id", "") in ("set", "frozenset", "tuple")
        and node.args
    ):
        return _strings(node.args[0])
    return set()


def branches(source: str) -> list[tuple[int, str]]:
    """Each place in `source` that tells games apart by name: (line, the code)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            if any(_strings(part) & NAMES for part in (node.left, *node.comparators)):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Dict):
            if any(key is not None and _strings(key) & NAMES for key in node.keys):
                found.append((node.lineno, ast.unparse(node)[:80]))
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "dict":
            if any(keyword.arg in NAMES for keyword in node.keywords):
                found.append((node.lineno, ast.unparse(node)[:80]))
        elif isinstance(node, ast.Match):
            for case in node.cases:
                for sub in ast.walk(case.pattern):
                    if isinstance(sub, ast.MatchValue) and _strings(sub.value) & NAMES:
                        found.append((case.pattern.lineno, ast.unparse(case.pattern)))
    return found


def _checked() -> list[Path]:
    return [
        path
        for path in sorted(BOT.rglob("*.py"))
        if not any(path.is_relative_to(own) for own in OWN)
    ]


def test_the_check_sees_a_branch() -> None:
    assert branches('if table.game == "scopa": pass')
    assert branches('x = game in ("scarto", "stovkahra")')
    assert branches('HELP = {"gofish": "local-help-gofish"}')
    assert branches("t = dict(oldmaid=1)")
    assert not branches("if table.game == other: pass")
    assert not branches('card_name(card, "concentration")')


def test_no_module_outside_the_games_own_branches_on_a_game_name() -> None:
    found = [
        f"{path.relative_to(ROOT).as_posix()}:{line}: {code}"
        for path in _checked()
        for line, code in branches(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "say it in the game's face (bot/service/faces/) instead:\n" + "\n".join(found)

