"""What the faces' modules share: the catalogue in one language (`Words`), how a seat or a side
is named in a line, counts and signed numbers. Imports nothing of the faces, so every face module
(and `base.py`) may import it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from i18n import Named, Text, translate
from i18n.text import joined

Names = Sequence[str]
Fields = list[tuple[str, str]]


class Words:
    """The catalogue in one language: `tr("facts-tie")`, `tr.list([...])` (`a, b and c`)."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        return translate(self.locale, msg_id, **args)

    def list(self, items: Sequence[str]) -> str:
        return joined(items, self.locale)

    def titled(self, title: str, text: str) -> str:
        """`**Primiera:** alice` with the language's colon (`**Primiera :**`, `**プリミエラ：**`)."""
        return self("facts-titled", title=title, text=text)

    def commas(self, items: Iterable[str]) -> str:
        """Items one after the other, as the language separates them (`, ` or `、`)."""
        return self("facts-separator").join(items)


@dataclass(frozen=True)
class Seats:
    """How the reader names seats in what a move led to: `name(seat)`, and which seat is the
    reader's (None: several people share the screen, so every seat is named)."""

    name: Callable[[int], str | Text]
    me: int | None

    def who(self, seat: int) -> dict[str, str | Text]:
        """A seat as a sentence's subject: `by` selects `you` or the third person."""
        return {"who": self.name(seat), "by": "you" if seat == self.me else "other"}

    def whom(self, seat: int, key: str = "target") -> dict[str, str | Text]:
        """A seat as a sentence's object (`asks you`)."""
        return {key: self.name(seat), "to": "you" if seat == self.me else "other"}


def name_of(names: Names, index: int, tr: Words) -> str:
    """A seat's or a side's name, `Player 3` past the names known."""
    return names[index] if 0 <= index < len(names) else tr("facts-player", number=index + 1)


def counts(values: Sequence[Any], names: Names, tr: Words, first: int = 0) -> str:
    """Side `first`'s count, then the others': `28 to 12` between two sides, `84 (bob 68, ann 51)`
    between more (the others by count)."""
    if len(values) == 2:
        return tr("facts-count-to", count=values[first], other=values[1 - first])
    others = sorted((i for i in range(len(values)) if i != first), key=lambda i: (-values[i], i))
    return f"{values[first]} (" + tr.commas(f"{name_of(names, i, tr)} {values[i]}" for i in others) + ")"


def whole(value: float) -> int | float:
    """`3` for 3.0, `2.5` as it is."""
    return int(value) if float(value).is_integer() else value


def signed(value: float) -> str:
    """`+3`, `−2` (a true minus sign), `+0`."""
    return f"{whole(value):+}".replace("-", "−")


def rank_words(rank: str) -> Text:
    """A rank as a book of it is called: `Sevens`, `Aces` (`Sette`, `7`, `Sept`)."""
    return Text("facts-rank", rank=int(rank) if rank.isdigit() else rank)


def seat_name(side_names: Sequence[str], sides: Sequence[int], seat: int) -> str | Text:
    """A seat's name from the side labels the live table passes (`ann & cy` for a team): a
    team's label (a `Named`) knows its members, each a `Who` (a person or a computer)."""
    if not 0 <= seat < len(sides) or sides[seat] >= len(side_names):
        return Text("family-player-number", number=seat + 1)
    team = [s for s in range(len(sides)) if sides[s] == sides[seat]]
    label = side_names[sides[seat]]
    if len(team) == 1:
        return label
    who = label.who if isinstance(label, Named) else None
    if who is not None and who.kind == "group" and len(who.members) == len(team):
        return who.members[team.index(seat)]
    names = label.split(" & ")  # a label given as plain text (a test's, a record's)
    return names[team.index(seat)] if len(names) == len(team) else label


def team_name(side_names: Sequence[str], team: int) -> str | Text:
    return side_names[team] if team < len(side_names) else Text("tricks-team-number", number=team + 1)


def summary_of(view: Mapping[str, Any], deal: int) -> Mapping[str, Any] | None:
    """The scoring record of deal `deal` (numbered across the whole match) from a view."""
    # A new game starts a fresh list; the deal that ended the last one is `previous_deal`.
    for summary in [*(view.get("deal_summaries") or ()), view.get("previous_deal")]:
        if isinstance(summary, Mapping) and summary.get("deal") == deal:
            return summary
    return None
