"""`translate` and `Text`, the message-with-arguments that crosses the rooms."""

from __future__ import annotations

import functools
import logging
import math
import re
from collections.abc import Iterable, Sequence
from typing import Any

from babel.lists import format_list
from fluent.syntax import ast

from i18n.catalogue import Placeables, bundle, resources, term_attributes

log = logging.getLogger("tavolo.i18n")

LOCALES = ("en", "it", "ja", "fr")
DEFAULT = "en"
#: Each language named in itself, as a language picker shows it.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "ja": "日本語", "fr": "Français"}

_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")


def is_message_id(text: str) -> bool:
    """Whether `text` is shaped like a catalogue id (`tricks-must-follow`), not a sentence."""
    return bool(_ID.fullmatch(text))


def supported(tag: object) -> str | None:
    """The catalogue locale for a language tag (`en-US` → `en`, `ja` → `ja`), or None."""
    if tag is None:
        return None
    text = str(getattr(tag, "value", tag)).strip().lower().replace("_", "-")
    base = text.split("-", 1)[0]
    return base if base in LOCALES else None


class Text:
    """A message id and its arguments, rendered late, in the reader's language.

    Arguments may be numbers (formatted per locale), text, other `Text`s (rendered in the same
    language: a card name inside a refusal) or lists of those (joined as the language joins a
    list: "a, b and c", "a、b、c"). `Text.plain(s)` wraps text that is already final (a name).
    """

    __slots__ = ("args", "id", "literal")

    def __init__(self, msg_id: str, /, **args: Any) -> None:
        self.id = msg_id
        self.args = args
        self.literal: str | None = None

    @classmethod
    def plain(cls, text: str) -> Text:
        made = cls("plain-text")
        made.literal = text
        return made

    def render(self, locale: str | None = None) -> str:
        if self.literal is not None:
            return self.literal
        return translate(locale, self.id, **self.args)

    def __str__(self) -> str:
        return self.render(DEFAULT)

    def __repr__(self) -> str:
        if self.literal is not None:
            return f"Text.plain({self.literal!r})"
        args = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"Text({self.id!r}{args})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.id, self.literal, self.args) == (
            other.id,
            other.literal,
            other.args,
        )

    def __hash__(self) -> int:
        return hash((self.id, self.literal))


#: Fluent refuses a placeable longer than 1,000 characters; an argument quoting a long paste is
#: cut there (the face fits the whole reply to Discord's limits anyway).
ARGUMENT_LIMIT = 1000


def _clip(text: str) -> str:
    return text if len(text) <= ARGUMENT_LIMIT else text[: ARGUMENT_LIMIT - 1] + "…"


def _argument(value: Any, locale: str) -> Any:
    if isinstance(value, Who):
        return _clip(value.said(locale))
    if isinstance(value, Text):
        return _clip(value.render(locale))
    if isinstance(value, float) and not math.isfinite(value):  # Babel cannot format inf or nan
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**18:
        shown = str(value)  # Babel's decimals overflow on a 400-digit number a user typed
        return shown if len(shown) <= 24 else f"{shown[:20]}…({len(shown)} digits)"
    if isinstance(value, list | tuple):
        return _clip(format_list([str(_argument(v, locale)) for v in value], locale=locale)) if value else "—"
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, str):
        return _clip(value)
    return value


#: Arguments that name a player: a plain string given for one is a person's name (in Japanese it
#: takes さん, as a `Who.person` does). A `Who` may be given for any argument.
NAME_ARGUMENTS = frozenset(
    {
        "who",
        "whom",
        "asker",
        "host",
        "waiting",
        "still",
        "player",
        "source",
        "partner",
        "partners",
        "opponents",
        "dealer",
        "winner",
        "winners",
        "loser",
        "holder",
    }
)

#: The first letters of a word French elides before (h taken as mute, as in most names: d'Hélène).
_VOWELS = frozenset("aeiouhàâäéèêëîïôöûüùœæ")
#: Words whose h is aspirated, so French does not elide before them ("de Huit", "le Huit").
_ASPIRATED_H = frozenset({"huit", "huitième", "huitièmes"})


def sound(text: str) -> str:
    """Whether `text` starts with a vowel sound ("vowel": d'Anna, l'As) or not ("consonant")."""
    letters = [c for c in text.lower() if c.isalpha()]
    if not letters:
        return "consonant"
    if text.split() and text.split()[0].lower().strip("*_") in _ASPIRATED_H:
        return "consonant"
    if letters[0] == "y":  # Yves, but Yann: a y before a vowel is a consonant
        return "consonant" if len(letters) > 1 and letters[1] in _VOWELS else "vowel"
    return "vowel" if letters[0] in _VOWELS else "consonant"


def initial(text: str) -> str:
    """The first letter of `text`, lower case, accents off ("" when none): Italian writes "ad"
    before a name starting with a ("ad Anna", "a Marco")."""
    letters = [c for c in text.lower() if c.isalpha()]
    return {"à": "a", "á": "a", "è": "e", "é": "e"}.get(letters[0], letters[0]) if letters else ""


class Who(Text):
    """Who a sentence names: a person, a computer seat, or several (a team of two, a list of
    players), with what each language's grammar needs to fit the sentence round it.

    Given as the argument `who`, the message also receives
    - `$who_kind`: "person", "computer", "group" (a team or a list), "phrase" ("a player") or
      "you" (the terminal's reader, named "You" on a shared screen);
    - `$who_count`: how many people it names (a team of two takes a plural verb);
    - `$who_sound`: "vowel" or "consonant", as the name starts in the reader's language
      (French elides: "d'Anna", "d'Ordinateur 1");
    - `$who_initial`: its first letter (Italian: "ad Anna", "a Marco");
    - `$who_name`: the name as a label shows it, for a message that is a label (a seat in a
      list, "name (away)"): in Japanese without さん.
    The name itself is composed in the catalogue: `who-person` (Japanese adds さん to a person,
    never to a computer) and, for several, `names-pair` / `names-more` (さん on every name).
    """

    __slots__ = ("kind", "members", "name")

    def __init__(self, name: str | Text = "", kind: str = "person", members: Sequence[Who] = ()) -> None:
        super().__init__("plain-text")
        self.name, self.kind, self.members = name, kind, tuple(members)

    @classmethod
    def person(cls, name: str) -> Who:
        return cls(name, "person")

    @classmethod
    def computer(cls, name: Text) -> Who:
        return cls(name, "computer")

    @classmethod
    def phrase(cls, text: str | Text) -> Who:
        """Words standing for someone, said as they are, never with an honorific: "a player",
        a label already marked (`🤖 Computer 1`)."""
        return cls(text, "phrase")

    @classmethod
    def group(cls, members: Iterable[Who | str | Text]) -> Who:  # a Named is a str
        """Several named together ("Anna and Marco", 「AnnaさんとMarcoさん」); one is just that one."""
        made = [_member(m) for m in members]
        return made[0] if len(made) == 1 else cls("", "group", made)

    @property
    def count(self) -> int:
        return sum(m.count for m in self.members) if self.kind == "group" else 1

    def render(self, locale: str | None = None) -> str:
        """The name as a label shows it (a seat on the table, a score line): no honorific."""
        return self._shown(locale, in_sentence=False)

    def said(self, locale: str | None = None) -> str:
        """The name as a sentence says it: in Japanese a person takes さん, a computer does not."""
        return self._shown(locale, in_sentence=True)

    def _shown(self, locale: str | None, in_sentence: bool) -> str:
        if self.kind not in ("person", "group"):  # a computer, a phrase; "you" on a shared screen
            return self.name.render(locale) if isinstance(self.name, Text) else self.name
        if self.kind == "person":
            name = self.name.render(locale) if isinstance(self.name, Text) else self.name
            return translate(locale, "who-person", name=name) if in_sentence else name
        said = [m._shown(locale, in_sentence) for m in self.members]
        if not said:
            return "—"
        if len(said) == 2:
            pair = "names-pair" if in_sentence else "names-team-label"
            return translate(locale, pair, first=said[0], second=said[1])
        head = translate(locale, "names-comma").join(said[:-1])
        return translate(locale, "names-more", head=head, last=said[-1])

    def label(self, locale: str | None = None) -> Named:
        """`render` as a string that still knows whom it names (see `Named`)."""
        return Named(self.render(locale), self)

    def grammar(self, said: str, locale: str) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "count": self.count,
            "sound": sound(said),
            "initial": initial(said),
            "name": self.render(locale),
        }

    def __repr__(self) -> str:
        if self.kind == "group":
            return f"Who.group({list(self.members)!r})"
        return f"Who.{self.kind}({self.name!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Who) and (self.kind, self.name, self.members) == (
            other.kind,
            other.name,
            other.members,
        )

    def __hash__(self) -> int:
        return hash((self.kind, str(self.name), self.members))


class Named(str):
    """A name as a label shows it (a seat on the table, a team's score line: "alice & carol"),
    that still knows whom it names: put in a sentence, it is said as its `Who` is (さん, a team's
    plural verb, elision), so code may pass labels round as plain strings."""

    who: Who

    def __new__(cls, text: str, who: Who) -> Named:
        made = super().__new__(cls, text)
        made.who = who
        return made


def _member(member: Who | str | Text) -> Who:
    if isinstance(member, Named):
        return member.who
    if isinstance(member, Who):
        return member
    return Who.phrase(member) if isinstance(member, Text) else Who.person(member)  # "player 2": words


def _who(value: Any, promote: bool, locale: str) -> Who | None:
    """The `Who` an argument names: a `Who`, a `Named`, a list of them; with `promote` (a name
    argument), a plain string is a person and a list of strings a group of people. Nothing is
    guessed from a string's shape: a caller naming a computer passes its `Who` (`seat_text`)
    or its label (`Who.label`, a `Named`)."""
    if isinstance(value, Who):
        return value
    if isinstance(value, Named):
        return value.who
    if promote and isinstance(value, str):
        return Who.person(value)  # a computer is given as a `Who` (`seat_text`) or a `Named`
    if isinstance(value, list | tuple) and value:
        members = [_who(v, promote, locale) for v in value]
        if all(m is not None for m in members):
            return Who.group(m for m in members if m is not None)
    return None


def fluent_arguments(
    args: dict[str, Any], locale: str, wanted: frozenset[str] | None = None
) -> dict[str, Any]:
    """The Fluent arguments for `args`: each rendered, and beside each name what grammar needs
    (`$who_kind`, `$who_count`, `$who_sound`; see `Who`); an explicit argument is never replaced.
    `wanted`: the variables the message reads, if known; a value's grammar is then worked out
    only where the message chooses by it (most messages never do, and the views of a game
    describe every move of its history through here)."""
    values: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    for key, value in args.items():
        value = _who(value, key in NAME_ARGUMENTS, locale) or value
        values[key] = _argument(value, locale)
        if wanted is not None and not any(name.startswith(f"{key}_") for name in wanted):
            continue
        if isinstance(value, Who):
            grammar = value.grammar(values[key], locale)
        elif isinstance(values[key], str):
            said = values[key]
            grammar = {"kind": "person", "count": 1, "sound": sound(said), "initial": initial(said)}
            grammar["name"] = said
        else:
            continue
        extra.update({f"{key}_{part}": said for part, said in grammar.items()})
    return {**extra, **values}


@functools.cache
def _entries(locale: str) -> dict[str, ast.Message]:
    return {
        entry.id.name: entry
        for resource in resources(locale)
        for entry in resource.body
        if isinstance(entry, ast.Message)
    }


@functools.cache
def variables(locale: str, msg_id: str) -> frozenset[str]:
    """Every variable message `msg_id` reads, through the messages it refers to too (they are
    formatted with the same arguments)."""
    entries = _entries(locale)
    found: set[str] = set()
    todo, seen = [msg_id], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in entries:
            continue
        seen.add(name)
        visitor = Placeables()
        visitor.visit(entries[name])
        found |= visitor.shown | visitor.keys.keys()
        todo.extend(visitor.messages)
    return frozenset(found)


def translate(locale: str | None, msg_id: str, /, **args: Any) -> str:
    """Message `msg_id` in `locale` (English when the locale or the message is missing).

    Never raises for a missing message or argument: a player would rather read an English
    sentence (or, at worst, the id) than get no answer; the catalogue test keeps both rare.
    """
    lang = supported(locale) or DEFAULT
    for attempt in (lang, DEFAULT) if lang != DEFAULT else (DEFAULT,):
        found = bundle(attempt)
        if found.has_message(msg_id):
            message = found.get_message(msg_id)
            if message.value is None:
                break
            values = fluent_arguments(args, attempt, variables(attempt, msg_id))
            try:
                text, errors = found.format_pattern(message.value, values)
            except Exception:  # a value Babel cannot format (an enormous number): say it plainly
                log.warning("message %s in %s could not be formatted", msg_id, attempt, exc_info=True)
                values = {k: str(v) for k, v in values.items()}
                text, errors = found.format_pattern(message.value, values)
            if errors:
                log.warning("message %s in %s: %s", msg_id, attempt, errors)
            return text
    log.warning("no message %s", msg_id)
    return msg_id


def localized(msg_id: str, locale: str | None, attribute: str | None = None) -> str | None:
    """Message `msg_id` (or its attribute `.attribute`) in exactly `locale`, or None: no fallback,
    for callers with an English text of their own (slash command descriptions)."""
    lang = supported(locale)
    if lang is None:
        return None
    found = bundle(lang)
    if not found.has_message(msg_id):
        return None
    message = found.get_message(msg_id)
    pattern = message.value if attribute is None else message.attributes.get(attribute)
    if pattern is None:
        return None
    text, _errors = found.format_pattern(pattern, {})
    return text


def list_separator(separator: str, locale: str | None) -> str:
    """`separator` as `locale` writes it between the items of a list: Japanese uses 、 for ", ",
    and ・ for the " · " between independent parts (the catalogue's `names-dot`)."""
    if separator == " · ":
        return translate(locale, "names-dot")
    return "、" if separator == ", " and supported(locale) == "ja" else separator


def joined(items: Iterable[str], locale: str) -> str:
    """Items joined as `locale` writes a list ("a, b and c", "a、b、c")."""
    return format_list(list(items), locale=supported(locale) or DEFAULT)


def dotted(parts: Iterable[str], locale: str | None) -> str:
    """Independent parts side by side, not a sentence (a seat's row, a heading's facts), with the
    separator `locale` writes between them (`names-dot`: " · ", Japanese ・)."""
    return translate(locale, "names-dot").join(parts)


class Grammar(Text):
    """A term's attribute in the reader's language (`-game-scopa.gender` → `feminine` in
    French), handed to a message as an argument to choose on, since Fluent lets a message read
    the attributes only of terms it names itself; `default` where the language has none."""

    __slots__ = ("attribute", "default", "term")

    def __init__(self, term: str, attribute: str, default: str = "other") -> None:
        super().__init__("plain-text")
        self.term, self.attribute, self.default = term, attribute, default

    def render(self, locale: str | None = None) -> str:
        lang = supported(locale) or DEFAULT
        return term_attributes(lang).get(self.term, {}).get(self.attribute, self.default)

    def __repr__(self) -> str:
        return f"Grammar({self.term!r}, {self.attribute!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grammar) and (self.term, self.attribute) == (other.term, other.attribute)

    __hash__ = Text.__hash__


class Joined(Text):
    """Several parts shown as one text with `separator` between them, each part in the reader's
    language (a deal's scoring lines in one field, cards taken together joined by +)."""

    __slots__ = ("parts", "separator")

    def __init__(self, parts: Sequence[str | Text], separator: str) -> None:
        super().__init__("plain-text")
        self.parts, self.separator = list(parts), separator

    def render(self, locale: str | None = None) -> str:
        separator = list_separator(self.separator, locale)
        return separator.join(p.render(locale) if isinstance(p, Text) else p for p in self.parts)

    def __repr__(self) -> str:
        return f"Joined({self.parts!r}, {self.separator!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.parts, self.separator) == (other.parts, other.separator)

    __hash__ = Text.__hash__


class Alternatives(Joined):
    """Parts offered as a choice, joined as the reader's language says "or": "a, b, or c",
    "a, b o c", "a、b、またはc"."""

    __slots__ = ()

    def __init__(self, parts: Sequence[str | Text]) -> None:
        super().__init__(parts, "")

    def render(self, locale: str | None = None) -> str:
        said = [p.render(locale) if isinstance(p, Text) else p for p in self.parts]
        return format_list(said, style="or", locale=supported(locale) or DEFAULT) if said else "—"

    def __repr__(self) -> str:
        return f"Alternatives({self.parts!r})"
