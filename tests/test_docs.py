"""The rule books live in the project: one `docs/rules/<game>.md` per registered game, naming every
option and preset of its engine, holding every ruling of `docs/RULINGS.md`; nothing points outside
the repository for the rules."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

import games

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
RULINGS = ROOT / "docs" / "RULINGS.md"
# Written in two pieces so that this file does not name what it looks for.
OUTSIDE = (".." + "/shared", "shared" + "/rules")


def _book(name: str) -> str:
    return (RULES / f"{name}.md").read_text(encoding="utf-8")


def _anchors(text: str) -> set[str]:
    """GitHub's anchors for a Markdown file's headings."""
    out = set()
    for heading in re.findall(r"^#{1,6} +(.+?) *$", text, flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        out.add(slug)
    return out


@pytest.mark.parametrize("name", games.names())
def test_every_game_has_a_rule_book(name: str) -> None:
    assert (RULES / f"{name}.md").is_file(), f"docs/rules/{name}.md is missing"


@pytest.mark.parametrize("name", games.names())
def test_the_rule_book_names_every_option_and_preset(name: str) -> None:
    book = _book(name)
    game = games.get(name)
    missing = [option.name for option in game.option_list if f"`{option.name}`" not in book]
    assert not missing, f"docs/rules/{name}.md does not mention the options {missing}"
    missing = [preset for preset in game.presets if f"`{preset}`" not in book]
    assert not missing, f"docs/rules/{name}.md does not mention the presets {missing}"


def test_every_ruling_lives_in_a_rule_book() -> None:
    """Each test a ruling names is named in a rule book too, and each "Lives in" link lands on a
    heading of an existing rule book."""
    rulings = RULINGS.read_text(encoding="utf-8")
    books = "\n".join(path.read_text(encoding="utf-8") for path in sorted(RULES.glob("*.md")))
    tests = set(re.findall(r"`(test_\w+)`", rulings))
    assert tests, "RULINGS.md names no tests"
    assert not sorted(t for t in tests if t not in books), "rulings missing from docs/rules"
    links = re.findall(r"\]\(rules/([\w-]+\.md)#([\w-]+)\)", rulings)
    assert len(links) >= len(tests)
    for file, anchor in links:
        path = RULES / file
        assert path.is_file(), f"RULINGS.md points to a missing docs/rules/{file}"
        assert anchor in _anchors(path.read_text(encoding="utf-8")), f"no #{anchor} in docs/rules/{file}"


def test_nothing_points_outside_the_repository_for_the_rules() -> None:
    git = shutil.which("git")
    if git is None:
        pytest.skip("git is not installed")
    listed = subprocess.run([git, "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    offenders = []
    for name in listed.stdout.decode().split("\0"):
        path = ROOT / name
        if not name or not path.is_file():
            continue
        data = path.read_bytes()
        if any(needle.encode() in data for needle in OUTSIDE):
            offenders.append(name)
    assert not offenders, f"files pointing outside the repository for the rules: {offenders}"
