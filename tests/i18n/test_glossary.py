"""One word per concept in each language: the glossary (`i18n/glossary/<lang>.toml`) is the list,
and every text a player reads — each catalogue message rendered in each of its forms (every
`.ftl` file, whoever added it), each `/rules` text, each slash command name — keeps to it.

A concept's other spellings are listed as `forbidden`; one anywhere fails, naming where.
"""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from i18n import LOCALES
from i18n.catalogue import terms
from tests.i18n.rendered import Said, command_names, everything, prose

GLOSSARY = Path(__file__).resolve().parents[2] / "i18n" / "glossary"


@functools.cache
def glossary(locale: str) -> dict[str, Any]:
    with (GLOSSARY / f"{locale}.toml").open("rb") as file:
        return tomllib.load(file)


def _pattern(variant: str, locale: str) -> re.Pattern[str]:
    if locale == "ja":
        return re.compile(re.escape(variant), re.IGNORECASE)
    # Whole words in Latin scripts: "mare" is not "maremma", "vos" not "vostro".
    return re.compile(rf"(?<![\w']){re.escape(variant)}(?!\w)", re.IGNORECASE)


def forbidden_uses(said: list[Said] | tuple[Said, ...], locale: str) -> list[str]:
    """`where: concept: variant` for each forbidden variant in `said` (outside the allowed glosses)."""
    found = []
    proses = [prose(item.text) for item in said]
    everything = "\n".join(proses)
    for concept, entry in glossary(locale)["concepts"].items():
        glosses = entry.get("glosses", [])
        for variant in entry.get("forbidden", []):
            pattern = _pattern(variant, locale)
            if not pattern.search(everything):  # most variants are nowhere: one look, not one a text
                continue
            for item, text in zip(said, proses, strict=True):
                for gloss in glosses:
                    text = text.replace(gloss, "")
                if pattern.search(text):
                    found.append(f"{item.where}: {concept}: {variant!r} (say {entry['term']!r})")
    return found


@pytest.mark.parametrize("locale", LOCALES)
def test_no_text_uses_a_forbidden_variant(locale: str) -> None:
    assert forbidden_uses(everything(locale), locale) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_every_glossary_term_is_one_players_actually_read(locale: str) -> None:
    texts = [item.text.casefold() for item in everything(locale)]
    unused = [
        f"{concept}: {entry['term']}"
        for concept, entry in glossary(locale)["concepts"].items()
        if not any(entry["term"].casefold() in text for text in texts)
    ]
    assert unused == []


@pytest.mark.parametrize("locale", LOCALES)
def test_the_glossary_never_forbids_its_own_term(locale: str) -> None:
    for concept, entry in glossary(locale)["concepts"].items():
        assert entry["term"].casefold() not in {v.casefold() for v in entry.get("forbidden", [])}, concept


def test_the_check_finds_a_variant_and_says_where() -> None:
    said = [Said("it/adapters.ftl: scopa-stock", "Tallone: 4 carte"), Said("it/x.ftl: ok", "Maremma")]
    assert forbidden_uses(said, "it") == ["it/adapters.ftl: scopa-stock: stock: 'tallone' (say 'mazzo')"]
    assert forbidden_uses([Said("ja/x.ftl: y", "切札を出します")], "ja")[0].startswith("ja/x.ftl: y: trump:")
    glossed = [Said("rules_text/ja/scopa.toml:.how_to_play", "金貨（デナリ）の7")]
    assert forbidden_uses(glossed, "ja") == []


@pytest.mark.parametrize("locale", LOCALES)
def test_slash_command_names_are_the_glossarys(locale: str) -> None:
    """The command names are glossary words too: the ones the review asked for, and no variant."""
    assert forbidden_uses(command_names(locale), locale) == []
    wanted = glossary(locale)["commands"]
    shown = {term: name for term, name in terms(locale).items() if term.startswith(("cmd-", "opt-"))}
    assert shown == wanted  # every command and option, by the one name the glossary gives it
