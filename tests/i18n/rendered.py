"""Every text a player reads, as they read it: each catalogue message rendered with sample
arguments in every form its selectors choose, each `/rules` text, each slash command name.

Fluent drops a pattern's leading blanks and resolves terms (`{ -cmd-hand }`) and other messages,
so the typography and glossary tests look at what the bundle renders, never at the source lines.
Placeholders render as `PLACEHOLDER` (a sign no language writes), so a test can tell the
translator's words from a value put in at run time (a player's name, a card).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fluent.syntax import ast

from i18n.catalogue import Placeables, bundle, files, resources, terms

#: What a placeholder renders as: no language writes it, and it is neither Latin nor Japanese.
PLACEHOLDER = "§"
_CODE = re.compile(r"`[^`]*`")
_URL = re.compile(r"https?://\S+|\]\([^)]*\)")
_PLURAL = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 5}
#: At most this many forms of one message (selectors multiply); enough to see every variant once.
_MOST_FORMS = 64


@dataclass(frozen=True)
class Said:
    """One text a player may read: where it comes from (`fr/adapters.ftl: gofish-pond`) and it."""

    where: str
    text: str


def _arguments(pattern: ast.Pattern) -> list[dict[str, Any]]:
    """Sample arguments for every form of `pattern` (each variant of each selector at least once)."""
    seen = Placeables()
    seen.visit(pattern)
    # A plural key stands for a count that selects it (`one` → 1); the same count once.
    chosen = {
        name: list(dict.fromkeys(_PLURAL.get(k, k) if isinstance(k, str) else k for k in keys))
        for name, keys in seen.keys.items()
    }
    plain = {name: 0.5 if name in seen.numbers else PLACEHOLDER for name in seen.shown if name not in chosen}
    names = list(chosen)
    combos = list(itertools.islice(itertools.product(*(chosen[n] for n in names)), _MOST_FORMS))
    # Beyond the cap, still show each variant once (one selector at a time, the others at their first key).
    for name in names:
        for key in chosen[name]:
            combo = tuple(key if n == name else chosen[n][0] for n in names)
            if combo not in combos:
                combos.append(combo)
    return [_Defaulting({**plain, **dict(zip(names, combo, strict=True))}) for combo in combos or [()]]


class _Defaulting(dict):
    """Arguments where a variable nobody gave (one of a referenced message) is a placeholder."""

    def __missing__(self, key: str) -> str:
        return PLACEHOLDER

    def get(self, key: str, default: Any = None) -> Any:
        return self[key]

    def __contains__(self, key: object) -> bool:
        return True


@functools.cache
def messages(locale: str) -> tuple[Said, ...]:
    """Every form of every message of `locale` (all `.ftl` files, whoever wrote them), rendered."""
    found: list[Said] = []
    for path, resource in zip(files(locale), resources(locale), strict=True):
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            parts = [("", entry.value), *((a.id.name, a.value) for a in entry.attributes)]
            for part, pattern in parts:
                if pattern is None:
                    continue
                where = f"{locale}/{path.name}: {entry.id.name}{'.' + part if part else ''}"
                compiled = bundle(locale).get_message(entry.id.name)
                runtime = compiled.attributes[part] if part else compiled.value
                texts = {bundle(locale).format_pattern(runtime, args)[0] for args in _arguments(pattern)}
                found += [Said(where, text) for text in sorted(texts)]
    return tuple(found)


def _strings(data: Any, where: str) -> Iterator[Said]:
    if isinstance(data, str):
        yield Said(where, data)
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(value, f"{where}.{key}")
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _strings(value, f"{where}[{i}]")


@functools.cache
def rules_texts(locale: str) -> tuple[Said, ...]:
    """Every text of the `/rules` pages in `locale`, as the reader sees it (commands in its names)."""
    import games
    from bot.discord.features.rules.book import game_text, ui_text

    found = list(_strings(ui_text(locale), f"rules_text/{locale}/_ui.toml:"))
    for game in games.names():
        found += _strings(game_text(locale, game), f"rules_text/{locale}/{game}.toml:")
    return tuple(found)


def command_names(locale: str) -> tuple[Said, ...]:
    """Each slash command, subcommand and option name `locale`'s Discord client shows."""
    return tuple(
        Said(f"{locale}/commands.ftl: -{term}", name)
        for term, name in sorted(terms(locale).items())
        if term.startswith(("cmd-", "opt-"))
    )


def everything(locale: str) -> tuple[Said, ...]:
    """Messages, `/rules` texts and command names of `locale`."""
    return messages(locale) + rules_texts(locale) + command_names(locale)


def prose(text: str) -> str:
    """`text` without what is not the translator's prose: code spans (`7d:3c+4s`, `/play card:`),
    links, custom emoji; each becomes a placeholder."""
    text = _CODE.sub(PLACEHOLDER, text)
    text = _URL.sub(PLACEHOLDER, text)
    text = re.sub(r"\{\w+\}", PLACEHOLDER, text)  # a `/rules` text's own fields: {table}, {max}
    return re.sub(r"<a?:\w+:\d+>", PLACEHOLDER, text)
