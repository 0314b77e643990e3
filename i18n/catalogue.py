"""Loading the Fluent catalogues: one `FluentBundle` per locale, built on first use.

The `.ftl` files are read as they are shipped (no compile step that could go stale); each
locale's folder holds any number of files, split by room (`games.ftl`, `service.ftl`, …), all
added to the locale's one bundle, so a message in one file may use a term of another
(`{ -cmd-hand }`, defined in `commands.ftl`).
"""

from __future__ import annotations

import functools
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parent / "locales"


def files(locale: str) -> list[Path]:
    """The catalogue files of `locale`, in a stable order."""
    return sorted((ROOT / locale).glob("*.ftl"))


@functools.cache
def resources(locale: str) -> tuple[ast.Resource, ...]:
    """The parsed catalogue files of `locale`."""
    return tuple(FluentResource(path.read_text(encoding="utf-8")) for path in files(locale))


@functools.cache
def bundle(locale: str) -> FluentBundle:
    """The messages of `locale`. Isolation marks are off: Discord and terminals show them as noise."""
    found = FluentBundle([locale], use_isolating=False)
    for resource in resources(locale):
        found.add_resource(resource)
    return found


@functools.cache
def term_attributes(locale: str) -> dict[str, dict[str, str]]:
    """The plain-text attributes of `locale`'s terms (`-game-scopa` `.gender = feminine` →
    {"game-scopa": {"gender": "feminine"}}): the grammar a message chooses on."""
    found: dict[str, dict[str, str]] = {}
    for resource in resources(locale):
        for entry in resource.body:
            if isinstance(entry, ast.Term):
                for attribute in entry.attributes:
                    elements = attribute.value.elements
                    if all(isinstance(e, ast.TextElement) for e in elements):
                        said = "".join(e.value for e in elements).strip()  # type: ignore[attr-defined]
                        found.setdefault(entry.id.name, {})[attribute.id.name] = said
    return found


@functools.cache
def terms(locale: str) -> dict[str, str]:
    """The plain-text terms of `locale` (`-cmd-hand = mano` → {"cmd-hand": "mano"})."""
    found: dict[str, str] = {}
    for resource in resources(locale):
        for entry in resource.body:
            if isinstance(entry, ast.Term) and all(
                isinstance(e, ast.TextElement) for e in entry.value.elements
            ):
                found[entry.id.name] = "".join(e.value for e in entry.value.elements).strip()
    return found


class Placeables(Visitor):
    """What a message's pattern reads: the variables it shows (`shown`), those it chooses a form
    by with their variant keys in order (`keys`: a number, or a name such as `one`, `other`,
    `vowel`), those a function formats as numbers (`numbers`: `NUMBER($chance)`), and the
    messages it refers to (`messages`, formatted with the same arguments)."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: set[str] = set()
        self.keys: dict[str, list[str | int]] = {}
        self.numbers: set[str] = set()
        self.messages: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                value = int(key.value) if isinstance(key, ast.NumberLiteral) else key.name
                if value not in keys:
                    keys.append(value)
        else:
            self.visit(node.selector)
        for variant in node.variants:
            self.visit(variant)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.shown.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        for argument in node.arguments.positional:
            if isinstance(argument, ast.VariableReference):
                self.numbers.add(argument.id.name)
        self.generic_visit(node)
