"""Every message that names a slash command names it as the reader's Discord client shows it.

Discord shows an Italian client `/mano`, a Japanese one `/手札`: a message in Italian that says
`/hand` names a command the reader cannot find. So in every locale's messages each mention of a
command (its subcommands and `option:` names too) must be that language's name, written through
the catalogue's term (`/{ -cmd-hand }`) so that renaming a command renames every mention.
"""

from __future__ import annotations

import pytest
from fluent.syntax import ast

from i18n import LOCALES
from i18n.catalogue import files, resources, terms
from i18n.slash import localise_mentions, mentions


def _text(elements: list[ast.PatternElement], locale: str, literal_only: bool = False) -> list[str]:
    """The pattern's text, each variant of a selector apart; term references as the term reads
    (or, with `literal_only`, cut out: what the translator typed by hand)."""
    texts = [""]
    for element in elements:
        if isinstance(element, ast.TextElement):
            texts = [t + element.value for t in texts]
            continue
        expression = element.expression
        if isinstance(expression, ast.TermReference):
            shown = "\0" if literal_only else terms(locale).get(expression.id.name, "{?}")
            texts = [t + shown for t in texts]
        elif isinstance(expression, ast.SelectExpression):
            texts = [
                t + v
                for t in texts
                for variant in expression.variants
                for v in _text(variant.value.elements, locale, literal_only)
            ]
        else:
            texts = [t + "X" for t in texts]  # a variable, a number, another message
    return texts


def _messages(locale: str) -> list[tuple[str, ast.Pattern]]:
    found = []
    for path, resource in zip(files(locale), resources(locale), strict=True):
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                parts = [("", entry.value), *((f".{a.id.name}", a.value) for a in entry.attributes)]
                found += [(f"{path.name}: {entry.id.name}{part}", value) for part, value in parts if value]
    return found


def misnamed(text: str, locale: str) -> list[str]:
    """Names of commands in `text` (in any language) that are not `locale`'s: `hand → mano`."""
    wrong = []
    for mention in mentions(text):
        for named in mention:
            said = text[named.start : named.end]
            ours = {terms(locale).get(term) for term in named.terms}
            if said not in ours:
                wrong.append(f"{said} → {' / '.join(sorted(filter(None, ours)))}")
    return wrong


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_a_message_names_is_that_languages_name(locale: str) -> None:
    wrong = [
        f"{where}: {name}"
        for where, pattern in _messages(locale)
        for text in _text(pattern.elements, locale)
        for name in misnamed(text, locale)
    ]
    assert wrong == []


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_messages_name_commands_through_the_catalogues_terms(locale: str) -> None:
    typed = [
        f"{where}: {text[m[0].start - 1 : m[-1].end]}"
        for where, pattern in _messages(locale)
        for text in _text(pattern.elements, locale, literal_only=True)
        for m in mentions(text)
    ]
    assert typed == [], "write /{ -cmd-… } and { -opt-… }: instead (tools/command_terms.py does it)"


def test_every_language_names_every_command_and_option() -> None:
    english = {term for term in terms("en") if term.startswith(("cmd-", "opt-"))}
    for locale in LOCALES:
        assert {term for term in terms(locale) if term.startswith(("cmd-", "opt-"))} == english, locale


def test_the_check_sees_a_mention_in_the_wrong_language() -> None:
    assert misnamed("Usa `/hand` o `/tavolo new gioco:scopa` e /mano.", "it") == [
        "hand → mano",
        "new → apri",
    ]
    assert misnamed("/手札で遊べます", "ja") == []
    assert misnamed("/handで遊べます", "ja") == ["hand → 手札"]
    assert misnamed("vero/falso, https://discord.com/hand", "it") == []


def test_texts_written_with_english_names_read_in_each_language() -> None:
    english = "`/play card:7d capture:3c+4s`, `/settings server-language`, `/table new preset:`"
    assert localise_mentions(english, "it") == (
        "`/gioca carta:7d presa:3c+4s`, `/impostazioni lingua-server`, `/tavolo apri variante:`"
    )
    assert localise_mentions(english, "en") == english
    for locale in LOCALES:
        assert misnamed(localise_mentions(english, locale), locale) == []
