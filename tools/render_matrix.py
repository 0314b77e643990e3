"""Every catalogue message in every language, rendered with real values, for a reviewer to read.

    python tools/render_matrix.py            # writes docs/i18n/rendered-<lang>.txt
    python tools/render_matrix.py --check    # exit 1 if a committed file is out of date

Each message is rendered over a matrix of values, one argument varied at a time (the others at
their first value), and every form its selectors choose:
- a name: one person ("alice"), names starting with a vowel and not ("Anna", "Marco"), a computer seat
  (`seat-computer`, in the reader's language), a team of two ("Anna" and "Marco");
- a count: 0, 1, 2 and 5;
- a game: every game's and preset's title;
- a card: one of each kind, in the deck of the game that shows it (a pip, a figure, an ace;
  a tarot trump and the Matto; a joker);
- anything else: `‹name›`, the argument's name, for the code's value.

The output is sorted and deterministic: a change to a message shows as a change to these files.
`tests/i18n/test_render_matrix.py` keeps them current and runs the glossary and typography checks
over every rendering.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.syntax import ast

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.service.faces import face_of  # noqa: E402
from bot.service.model import seat_text  # noqa: E402
from i18n import LOCALES, Text, Who  # noqa: E402
from i18n.catalogue import Placeables, bundle, files, resources  # noqa: E402
from i18n.text import NAME_ARGUMENTS, fluent_arguments  # noqa: E402

OUT = ROOT / "docs" / "i18n"
#: The names a rendering may show: a test replaces them before checking a language's script.
NAMES = ("alice", "Anna", "Marco")
COUNTS = (0, 1, 2, 5)
#: One card of each kind, with the game whose deck names it.
CARDS = (
    ("scopa", "7d"),  # a pip
    ("scopa", "Kc"),  # a figure
    ("scopa", "Ad"),  # an ace
    ("stovkahra", "Qs"),  # the Italian 32-card deck's figure
    ("scarto", "Cc"),  # a tarot court card
    ("scarto", "T21"),  # a trump
    ("scarto", "FOOL"),  # the Matto
    ("gofish", "Qh"),  # a French figure
    ("oldmaid", "JK1"),  # a joker
)
#: Arguments that are cards (one card, or the cards of a move).
CARD_ARGUMENTS = frozenset({"card", "cards", "bottom", "played", "taken", "wanted", "discard", "angel"})
#: Arguments that are a count or a number (beside any a message chooses a plural form by).
NUMBER_ARGUMENTS = frozenset(
    {
        "count",
        "number",
        "left",
        "brcke",
        "points",
        "wins",
        "games",
        "losses",
        "tricks",
        "deals",
        "deal",
        "total",
        "place",
        "minutes",
        "hours",
        "days",
        "seconds",
        "low",
        "high",
        "most",
        "seat",
        "seated",
        "coins",
        "moves",
        "held",
        "position",
        "size",
        "target",
        "margin",
        "scope",
        "sum",
        "sides",
        "books",
        "known",
        "gained",
        "game_total",
    }
)
_PLURAL = {"zero", "one", "two", "few", "many", "other"}
#: What grammar needs beside a name is derived from it (i18n.Who), never given here.
_DERIVED = ("_kind", "_count", "_sound", "_initial", "_name")


class _Said(Text):
    """A value said in the reader's language by a function of it (a game's title)."""

    __slots__ = ("said",)

    def __init__(self, said: Callable[[str | None], str]) -> None:
        super().__init__("plain-text")
        self.said = said

    def render(self, locale: str | None = None) -> str:
        return self.said(locale)


def _names() -> list[Any]:
    computer = seat_text("Computer 1 (hard)")
    team = Who.group([Who.person("Anna"), Who.person("Marco")])
    return [Who.person("alice"), Who.person("Anna"), Who.person("Marco"), computer, team]


def _games() -> list[Any]:
    titles = []
    for name in games.names():
        for preset in games.get(name).presets:
            titles.append(_Said(functools.partial(_title, name, preset)))
    return titles


def _title(game: str, preset: str, locale: str | None) -> str:
    return face_of(game).title(preset, locale or "en")


def _cards() -> list[Any]:
    return [face_of(game).card_text(card) for game, card in CARDS]


def _values(name: str, found: Placeables) -> list[Any]:
    """The values argument `name` takes in the matrix."""
    keys = found.keys.get(name, [])
    if name in NAME_ARGUMENTS:
        return _names()
    if name in found.numbers:
        return [0.25, 1]
    if name in NUMBER_ARGUMENTS or any(k in _PLURAL or isinstance(k, int) for k in keys):
        return [*COUNTS, *(k for k in keys if isinstance(k, int) and k not in COUNTS)]
    if name in CARD_ARGUMENTS:
        return _cards()
    if name == "game":
        return _games()
    if name == "table":
        return ["12"]
    if name == "level":  # a computer's level, in the reader's words
        return [Text("level-easy"), Text("level-hard")]
    if keys:
        return list(keys)
    return [f"‹{name}›"]


def _matrix(pattern: ast.Pattern) -> Iterator[dict[str, Any]]:
    """The arguments of each rendering: every argument at its first value, then each varied."""
    found = Placeables()
    found.visit(pattern)
    names: set[str] = set()
    for name in found.shown | set(found.keys):
        derived = next((name[: -len(end)] for end in _DERIVED if name.endswith(end)), None)
        names.add(derived or name)  # `who_sound` comes with `who`, derived from it
    choices = {n: _values(n, found) for n in sorted(names)}
    base = {n: values[0] for n, values in choices.items()}
    yield dict(base)
    for name, values in choices.items():
        for value in values[1:]:
            yield {**base, name: value}
    # A form two selectors choose together (a count and who did it): each pair once.
    chosen = [n for n in choices if n in found.keys or n in NAME_ARGUMENTS]
    for first, second in itertools.combinations(chosen, 2):
        for a, b in itertools.product(choices[first], choices[second]):
            yield {**base, first: a, second: b}


@dataclass(frozen=True)
class Rendering:
    """One message (or attribute) of one file, and its texts over the matrix."""

    where: str
    texts: tuple[str, ...]


def _render(locale: str, msg_id: str, part: str, arguments: dict[str, Any]) -> str:
    compiled = bundle(locale).get_message(msg_id)
    pattern = compiled.attributes[part] if part else compiled.value
    text, _errors = bundle(locale).format_pattern(pattern, fluent_arguments(arguments, locale))
    return text


@functools.cache
def renderings(locale: str) -> tuple[Rendering, ...]:
    """Every message and attribute of `locale`, sorted by file and id, each over the matrix."""
    found: list[Rendering] = []
    for path, resource in zip(files(locale), resources(locale), strict=True):
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            parts = [("", entry.value), *((a.id.name, a.value) for a in entry.attributes)]
            for part, pattern in parts:
                if pattern is None:
                    continue
                texts = {_render(locale, entry.id.name, part, args) for args in _matrix(pattern)}
                where = f"{path.name}: {entry.id.name}{'.' + part if part else ''}"
                found.append(Rendering(where, tuple(sorted(texts))))
    return tuple(sorted(found, key=lambda r: r.where))


def document(locale: str) -> str:
    """The committed file's text for `locale`."""
    lines = [
        f"# Every message in {locale}, rendered with real values (python tools/render_matrix.py).",
        "# Names: alice, Anna, Marco, a computer seat, the team Anna & Marco; counts 0, 1, 2, 5; every game;",
        "# a card of each kind. ‹name› stands for a value the code gives. Generated: do not edit.",
        "",
    ]
    for rendering in renderings(locale):
        lines.append(f"[{rendering.where}]")
        lines.extend("  " + text.replace("\n", "\n  | ") for text in rendering.texts)
    return "\n".join(lines) + "\n"


def path_of(locale: str) -> Path:
    return OUT / f"rendered-{locale}.txt"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a committed file is out of date")
    options = parser.parse_args(argv)
    stale = []
    for locale in LOCALES:
        text = document(locale)
        path = path_of(locale)
        if options.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path.relative_to(ROOT)))
        else:
            OUT.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {sum(len(r.texts) for r in renderings(locale))} renderings")
    if stale:
        print("out of date (run python tools/render_matrix.py):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
