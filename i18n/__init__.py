"""Tavolo's words in English, Italian, Japanese and French.

Every player-facing sentence is a Fluent message (`i18n/locales/<locale>/*.ftl`), named by an
id and filled with named arguments; `translate(locale, id, **args)` renders it. Plurals and
number formats come from the catalogue and Babel (through fluent.runtime), never from code.

The rules core and the table service do not translate: they hand out `Text` (an id with its
arguments) — inside `IllegalAction`, `TableError`, … — and the face renders it in the reader's
language. `str(text)` is the English rendering, so logs and older callers keep reading English.

This package sits below every other room (see docs/ARCHITECTURE.md): it imports nothing of the
project, reads only its own catalogue files, once, and holds no other state.
"""

from __future__ import annotations

from i18n.text import (
    DEFAULT,
    LANGUAGE_NAMES,
    LOCALES,
    Alternatives,
    Grammar,
    Joined,
    Named,
    Text,
    Who,
    dotted,
    is_message_id,
    joined,
    list_separator,
    localized,
    supported,
    translate,
)

__all__ = [
    "DEFAULT",
    "LANGUAGE_NAMES",
    "LOCALES",
    "Alternatives",
    "Grammar",
    "Joined",
    "Named",
    "Text",
    "Who",
    "dotted",
    "is_message_id",
    "joined",
    "list_separator",
    "localized",
    "supported",
    "translate",
]
