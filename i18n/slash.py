"""Slash command names in each language, and the mentions of them in a text.

Discord shows a command, its subcommands and its options by the names of the reader's client
language (`/tavolo apri gioco:` in Italian). They are Fluent terms in
`i18n/locales/<locale>/commands.ftl`: `-cmd-<path>` for a command, group or subcommand
(`-cmd-table-new = apri`: one level's name) and `-opt-<name>` for an option (`-opt-game = gioco`);
English is the code's own names. Catalogue messages reference the terms (`/{ -cmd-hand }`); texts
that are not Fluent (the `/rules` TOML) are written with English names and shown through
`localise_mentions`, which puts each language's names in.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from i18n.catalogue import terms
from i18n.text import DEFAULT, LOCALES, Text, supported

COMMAND = "cmd-"
OPTION = "opt-"


def command_term(qualified_name: str) -> str:
    """The term of a command, group or subcommand by its English path (`table new` → `cmd-table-new`)."""
    return COMMAND + qualified_name.replace(" ", "-")


def option_term(name: str) -> str:
    """The term of an option by its English name (`game` → `opt-game`)."""
    return OPTION + name


def slash_name(term: str, locale: str | None) -> str | None:
    """What `locale`'s client calls the command or option of `term`, or None if untranslated."""
    lang = supported(locale)
    return terms(lang).get(term) if lang else None


@dataclass
class _Node:
    """A command or group: its term, and its subcommands by name (in the languages parsed)."""

    term: str
    children: dict[str, set[str]] = field(default_factory=dict)


@functools.cache
def _tree() -> tuple[dict[str, _Node], dict[str, str | None]]:
    """Every command term (with its children's terms) and each command term's parent term."""
    english = {k: v for k, v in terms(DEFAULT).items() if k.startswith(COMMAND)}
    nodes = {term: _Node(term) for term in english}
    parents: dict[str, str | None] = {}
    for term, name in english.items():
        parent = term[: -len(name) - 1] if term != COMMAND + name else None
        parents[term] = parent
    return nodes, parents


@functools.cache
def _names(
    among: tuple[str, ...],
) -> tuple[dict[str, set[str]], dict[str, dict[str, set[str]]], dict[str, set[str]]]:
    """(top-level names → terms, parent term → child names → terms, option names → terms) in `among`."""
    _, parents = _tree()
    top: dict[str, set[str]] = {}
    children: dict[str, dict[str, set[str]]] = {}
    options: dict[str, set[str]] = {}
    for locale in among:
        for term, name in terms(locale).items():
            if term.startswith(OPTION):
                options.setdefault(name, set()).add(term)
            elif term in parents:
                parent = parents[term]
                where = top if parent is None else children.setdefault(parent, {})
                where.setdefault(name, set()).add(term)
    return top, children, options


@dataclass(frozen=True)
class Named:
    """One name in a mention: where it is in the text, and the terms it may stand for."""

    start: int
    end: int
    terms: frozenset[str]


_SLASH = re.compile(r"(?<![\w/<:.\\])/(?=\w)")
_RUN = re.compile(r"[\w-]+")
_OPTION = re.compile(r" ([\w-]+):[^\s`*]*")


def _name_at(text: str, at: int, names: dict[str, set[str]]) -> Named | None:
    run = _RUN.match(text, at)
    if run is None:
        return None
    word = run.group()
    if word in names:
        return Named(at, run.end(), frozenset(names[word]))
    # Japanese writes no space after a name: `/手札で`. A known name followed by such a letter counts.
    for name in sorted(names, key=len, reverse=True):
        after = at + len(name)
        if word.startswith(name) and after < len(text) and ord(text[after]) >= 0x2E80:
            return Named(at, after, frozenset(names[name]))
    return None


def mentions(text: str, among: tuple[str, ...] = LOCALES) -> list[tuple[Named, ...]]:
    """The slash command mentions in `text` written with the names of any language of `among`:
    each is its names in order (`/table new game:` → table, new, game)."""
    top, children, options = _names(tuple(among))
    found: list[tuple[Named, ...]] = []
    for slash in _SLASH.finditer(text):
        first = _name_at(text, slash.end(), top)
        if first is None:
            continue
        named = [first]
        while text.startswith(" ", named[-1].end):
            below: dict[str, set[str]] = {}
            for term in named[-1].terms:
                below.update(children.get(term, {}))
            child = _name_at(text, named[-1].end + 1, below) if below else None
            if child is None:
                break
            named.append(child)
        end = named[-1].end
        while (option := _OPTION.match(text, end)) and option.group(1) in options:
            named.append(Named(option.start(1), option.end(1), frozenset(options[option.group(1)])))
            end = option.end()
        found.append(tuple(named))
    return found


def localise_mentions(text: str, locale: str | None) -> str:
    """`text` with each slash command mention written with English names (`/play card:7d`) in
    `locale`'s names (`/gioca carta:7d`); a name without a translation stays English."""
    lang = supported(locale)
    if lang is None or lang == DEFAULT or "/" not in text:
        return text
    parts: list[str] = []
    done = 0
    for mention in mentions(text, (DEFAULT,)):
        for named in mention:
            (term,) = named.terms
            parts += [text[done : named.start], slash_name(term, lang) or text[named.start : named.end]]
            done = named.end
    return "".join(parts) + text[done:]


def map_texts(data: Any, change: Callable[[str], str]) -> Any:
    """`data` (parsed TOML, JSON: dicts, lists, text) with `change` applied to every text in it."""
    if isinstance(data, str):
        return change(data)
    if isinstance(data, dict):
        return {key: map_texts(value, change) for key, value in data.items()}
    if isinstance(data, list):
        return [map_texts(value, change) for value in data]
    return data


def localise_mentions_in(data: Any, locale: str | None) -> Any:
    """`data` with `localise_mentions` applied to every text in it."""
    return map_texts(data, lambda text: localise_mentions(text, locale))


class SlashText(Text):
    """A text naming slash commands with their English names (`/table new game:scopa`), shown in
    the reader's language (`/tavolo apri gioco:scopa`): an argument of a message, rendered late."""

    __slots__ = ()

    def __init__(self, english: str) -> None:
        super().__init__("plain-text")
        self.literal = english

    def render(self, locale: str | None = None) -> str:
        return localise_mentions(self.literal or "", locale)

    def __repr__(self) -> str:
        return f"SlashText({self.literal!r})"
