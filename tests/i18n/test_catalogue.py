"""The message catalogues are complete and consistent, and the code uses exactly them.

- every file parses (Fluent turns a syntax error into silent "Junk": here it fails);
- every locale has the same messages and attributes as English, with the same placeholders;
- every id the code hands to `Text`, `translate`, a refusal class, … exists in the catalogue;
- every id of the catalogue is used somewhere in the code (or belongs to a family whose ids the
  code builds, checked against what builds them).
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

from i18n import LOCALES
from i18n.catalogue import files

ROOT = Path(__file__).resolve().parents[2]
CODE = [p for d in ("games", "bot", "persistence", "i18n") for p in (ROOT / d).rglob("*.py")]

#: Callables whose first argument is a message id.
TAKES_ID = {
    "Text",
    "translate",
    "tr",
    "t",
    "_t",
    "localized",
    "GameError",
    "IllegalAction",
    "BadOptions",
    "BadDeal",
    "RecordError",
    "TableError",
    "NoSuchTable",
    "NotSeated",
    "NotYourTurn",
    "TableFull",
    "NotStarted",
    "IllegalMove",
    "StaleAction",
    "NotHost",
    "AlreadyOpen",
    "AlreadySeated",
    "NotInLobby",
    "BadTableOptions",
    "OtherShard",
    "GameOver",
    "StorageFailed",
    "BadSetting",
    "PlayError",
}
#: Callables whose second argument is a message id (the first is the locale or the interaction).
TAKES_ID_SECOND = {"translate", "say"}
#: Families of ids the code builds from a name (a command's, a card's, a game's …), by prefix.
BUILT = ("cmd-", "card-", "suit-", "rank-", "option-", "choice-", "level-", "ping-", "value-", "activity-ui-")


class _Variables(Visitor):
    """The variables a pattern shows; a variable only chosen on (`{ $count -> … }`) is marked `?`."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: set[str] = set()
        self.chosen: set[str] = set()

    def visit_SelectExpression(self, node: fast.SelectExpression) -> None:
        if isinstance(node.selector, fast.VariableReference):
            self.chosen.add(node.selector.id.name)
        else:
            self.visit(node.selector)
        for variant in node.variants:
            self.visit(variant)

    def visit_VariableReference(self, node: fast.VariableReference) -> None:
        self.shown.add(node.id.name)

    @property
    def names(self) -> set[str]:
        # What grammar needs beside a name (`$who_sound` for elision, `$who_name` without さん, see
        # i18n.Who) is that name, given by the code once: `who`.
        shown = {_named(name) for name in self.shown}
        return shown | {f"{name}?" for name in {_named(name) for name in self.chosen} - shown}


#: The grammar of a name given beside it (i18n.Who): `who_kind`, `who_count`, `who_sound`, `who_initial`,
#: `who_name`.
_GRAMMAR = re.compile(r"(?P<name>[a-z]+)_(?:kind|count|sound|initial|name)")


def _named(variable: str) -> str:
    found = _GRAMMAR.fullmatch(variable)
    return found["name"] if found else variable


#: Slash command texts: English is in the code's decorators, so its descriptions exist for it, ja, fr
#: only (tests/bot/discord/core/test_discord_language.py checks them against the synced
#: commands); the commands'
#: names are terms in every language, English too (tests/i18n/test_command_mentions.py).
COMMANDS = "commands.ftl"


def _messages(locale: str, commands: bool = False) -> dict[str, dict[str, frozenset[str]]]:
    """id → {"" or attribute name → the variables it uses}, for one locale (or its commands file)."""
    found: dict[str, dict[str, frozenset[str]]] = {}
    for path in files(locale):
        if (path.name == COMMANDS) != commands:
            continue
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            assert not isinstance(entry, fast.Junk), f"{path.relative_to(ROOT)}: {entry.annotations}"
            if not isinstance(entry, fast.Message):
                continue
            key = entry.id.name
            assert key not in found, f"{key} defined twice in {locale}"
            parts: dict[str, frozenset[str]] = {}
            for name, node in [("", entry.value), *((a.id.name, a.value) for a in entry.attributes)]:
                if node is not None:
                    seen = _Variables()
                    seen.visit(node)
                    parts[name] = frozenset(seen.names)
            found[key] = parts
    return found


# Parsed when a test first needs them, not while every xdist worker collects this module.
@functools.cache
def catalogues() -> dict[str, dict[str, dict[str, frozenset[str]]]]:
    return {locale: _messages(locale) for locale in LOCALES}


@functools.cache
def command_texts() -> dict[str, dict[str, dict[str, frozenset[str]]]]:
    return {locale: _messages(locale, commands=True) for locale in LOCALES}


@functools.cache
def _string_constants() -> tuple[set[str], set[str]]:
    """(ids passed to a callable of TAKES_ID or set as a refusal's `default`, every string constant)."""
    passed: set[str] = set()
    every: set[str] = set()
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                every.add(node.value)
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in TAKES_ID and isinstance(node.args[0].value, str):
                    passed.add(node.args[0].value)
            if isinstance(node, ast.Call) and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in TAKES_ID_SECOND and isinstance(node.args[1].value, str):
                    passed.add(node.args[1].value)
            if (
                isinstance(node, ast.Assign)
                and [getattr(t, "id", None) for t in node.targets] == ["default"]
                and isinstance(node.value, ast.Constant)
            ):
                passed.add(node.value.value)
    return passed, every


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_every_language_has_every_message_with_the_same_placeholders(locale: str) -> None:
    english, other = catalogues()["en"], catalogues()[locale]
    assert sorted(set(english) - set(other)) == [], f"missing in {locale}"
    assert sorted(set(other) - set(english)) == [], f"only in {locale}"
    for key, parts in english.items():
        assert set(parts) == set(other[key]), f"{key}: attributes differ in {locale}"
        for part, names in parts.items():
            # A language without plurals may leave out a variable English only chooses a form by.
            theirs = {name for name in other[key][part] if not name.endswith("?") or name in names}
            needed = {name for name in names if not name.endswith("?")}
            where = f"{key}{'.' + part if part else ''}"
            assert needed <= {n.rstrip("?") for n in theirs}, f"{where}: placeholders missing in {locale}"
            assert {n.rstrip("?") for n in theirs} <= {n.rstrip("?") for n in names}, f"{where}: in {locale}"


def test_slash_command_texts_have_the_same_entries_in_every_language() -> None:
    shapes = {
        locale: {k: set(v) for k, v in found.items()}
        for locale, found in command_texts().items()
        if locale != "en"
    }
    assert shapes["it"] and shapes["it"] == shapes["ja"] == shapes["fr"]
    assert command_texts()["en"] == {}, (
        "English descriptions are the code's; en/commands.ftl holds names only"
    )


def test_every_id_the_code_uses_is_in_the_catalogue() -> None:
    from i18n import is_message_id

    passed, _every = _string_constants()
    used = {text for text in passed if is_message_id(text) and text != "plain-text"}
    assert sorted(used - set(catalogues()["en"])) == []


def test_no_message_is_unused() -> None:
    _passed, every = _string_constants()
    unused = [key for key in catalogues()["en"] if key not in every and not key.startswith(BUILT)]
    assert unused == []


def test_plain_sentences_are_not_mistaken_for_ids() -> None:
    from games.core import IllegalAction

    assert IllegalAction("The game is over.").text.render("ja") == "The game is over."
    assert str(IllegalAction("game-over")) == "The game is over."


def test_cards_are_named_as_players_of_each_language_name_them() -> None:
    from games.cards import card_text

    assert card_text("7d", "italian").render("it") == "7 di denari"
    assert card_text("Kh", "italian").render("it") == "Re di coppe"
    assert card_text("Kh", "italian").render("fr") == "Roi de coupes"
    assert card_text("7d", "italian").render("ja") == "金貨の7"
    assert card_text("7d", "italian").render("en") == "7 di denari"  # the Italian deck keeps its names
    assert card_text("FOOL", "tarot").render("fr") == "l'Excuse"
    assert card_text("FOOL", "tarot").render("it") == "il Matto"
    assert card_text("T21", "tarot").render("ja") == "切り札21"
    assert card_text("7d").render("ja") == "7♦"  # French-suited cards are their symbols everywhere
