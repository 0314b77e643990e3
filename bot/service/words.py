"""Small wording helpers shared by the messages: counts with the right noun, lists in prose."""

from __future__ import annotations

from collections.abc import Sequence


def plural(count: int | float, singular: str, plural_form: str | None = None) -> str:
    """`1 card`, `2 cards`, `0 cards`; `plural_form` for irregular nouns (`1 brčka`, `2 brčke`)."""
    number = int(count) if isinstance(count, float) and count.is_integer() else count
    word = singular if number == 1 else plural_form or f"{singular}s"
    return f"{number} {word}"


def joined(names: Sequence[str], last: str = "and") -> str:
    """`alice`, `alice and bob`, `alice, bob and carol`."""
    names = [n for n in names if n]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {last} {names[-1]}"
