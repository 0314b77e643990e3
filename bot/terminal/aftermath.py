"""What a move led to, as the terminal table says it after each move: Go Fish answers, draws and
books; Old Maid draws and pairs; the cards Concentration turned up and what they made; the trick
a card won. Read from the position before and after the move as the reader's seat sees it, so
nothing hidden is told (a card another player draws from the pond stays unnamed).

Seats are named through `Names`: the reader's own seat is "you" (`You ask…`, `…asks you for…`),
the others by name in the third person (`Computer 2 (normal) shuffles their hand`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.service.card_names import card_name, card_names, is_card
from games.cards import rank_key
from games.core import State
from i18n import Text

Line = Text


@dataclass(frozen=True)
class Names:
    """How the reader names seats: `name(seat)`, and which seat is the reader's (None: several
    people share the screen, so every seat is named)."""

    name: Callable[[int], str]
    me: int | None

    def who(self, seat: int) -> dict[str, str]:
        """A seat as a sentence's subject: `by` selects `you` or the third person."""
        return {"who": self.name(seat), "by": "you" if seat == self.me else "other"}

    def whom(self, seat: int, key: str = "target") -> dict[str, str]:
        """A seat as a sentence's object (`asks you`)."""
        return {key: self.name(seat), "to": "you" if seat == self.me else "other"}


def move_sentence(
    game: str, seat: int, action: str, names: Names, locale: str, label: Callable[[], str]
) -> Text:
    """A move as a sentence: `You play 7♦.`, `Computer 1 (normal) plays 7 di denari and takes
    3 di coppe.`, `You lay … aside.`; a move that is not a card (a declaration, a pass) as
    `who: label`, `label()` saying it. The terminal table and `replay` say moves alike."""
    card, _, taken = action.partition(":")
    if is_card(card):
        played = card_name(card, game, locale)
        if taken:
            took = card_names(taken.split("+"), game, locale)
            return Text("local-plays-takes", **names.who(seat), card=played, cards=took)
        verb = "lays" if game == "scopa" else "plays"
        return Text("local-plays", **names.who(seat), card=played, verb=verb)
    if action.startswith("discard:"):
        cards = card_names(action.split(":", 1)[1].split("+"), game, locale)
        return Text("local-lays-aside", **names.who(seat), cards=cards)
    if game == "stovkahra" and action.startswith("signal:") and seat != names.me:
        # Nobody else may tell a signal from a pass: the table says what Discord's says.
        return Text("local-moved", who=names.name(seat), move=Text("stovkahra-pass-label"))
    return Text("local-moved", who=names.name(seat), move=label())


def _rank(card_or_rank: str) -> Text:
    rank = card_or_rank[:-1] if card_or_rank[-1:] in "shdc" and len(card_or_rank) > 1 else card_or_rank
    return Text("rank-plural", rank=rank_key(rank))


def after_move(
    game: str, before: State, after: State, seat: int, action: str, names: Names, locale: str
) -> list[Line]:
    """The lines telling what `action` (played by `seat`) led to; [] when the move says it all."""
    looker = names.me
    old, new = before.view(looker), after.view(looker)
    if game == "gofish":
        return _gofish(old, new, names, locale)
    if game == "oldmaid":
        return _oldmaid(new, seat, action, names, locale)
    if game == "concentration":
        return _concentration(old, new, seat, names, locale)
    if game in ("scarto", "stovkahra"):
        return _trick(game, old, new, action, names, locale)
    if game == "scopa":
        return _sweep(old, new, seat, names)
    return []


def _sweep(old: Mapping[str, Any], new: Mapping[str, Any], seat: int, names: Names) -> list[Line]:
    before, after = old.get("sweeps") or [], new.get("sweeps") or []
    if new.get("deal") == old.get("deal") and sum(after) > sum(before):
        return [Text("local-scopa-sweep", **names.who(seat))]
    return []


def _cards(game: str, played: Sequence[str], locale: str) -> str:
    return card_names(list(played), game, locale)


# -- Go Fish ---------------------------------------------------------------------------------
def _gofish(old: Mapping[str, Any], new: Mapping[str, Any], names: Names, locale: str) -> list[Line]:
    lines: list[Line] = []
    for event in (new.get("log") or [])[len(old.get("log") or []) :]:
        kind, seat = event.get("type"), int(event.get("seat", 0))
        if kind == "ask":
            wanted = event.get("card") or event.get("rank", "")
            what: Text = (
                Text.plain(_cards("gofish", [event["card"]], locale)) if event.get("card") else _rank(wanted)
            )
            target = int(event["target"])
            lines.append(Text("local-gofish-asks", **names.who(seat), **names.whom(target), rank=what))
            given = event.get("given") or []
            if given:
                lines.append(
                    Text(
                        "local-gofish-gives",
                        **names.who(target),
                        cards=_cards("gofish", given, locale),
                        count=len(given),
                    )
                )
            else:
                lines.append(Text("local-gofish-go-fish", **names.who(target)))
            if event.get("shown"):
                card = _cards("gofish", [event["shown"]], locale)
                lines.append(Text("local-gofish-lucky", **names.who(seat), card=card))
        elif kind in ("fish", "refill"):
            card = event.get("card")
            shown = _cards("gofish", [card], locale) if card else ""
            lines.append(
                Text("local-gofish-draws", **names.who(seat), card=shown, known="yes" if card else "no")
            )
        elif kind == "book":
            lines.append(Text("local-gofish-book", **names.who(seat), rank=_rank(event["cards"][0])))
        elif kind == "empty":
            lines.append(Text("local-gofish-empty", **names.who(seat)))
    return lines


# -- Old Maid ----------------------------------------------------------------------------------
def _oldmaid(new: Mapping[str, Any], seat: int, action: str, names: Names, locale: str) -> list[Line]:
    if action == "shuffle":
        return [Text("local-oldmaid-shuffles", **names.who(seat))]
    last = new.get("last_draw") or {}
    if not last:
        return []
    drawer, holder = int(last["drawer"]), int(last["holder"])
    card = last.get("card")
    shown = _cards("oldmaid", [card], locale) if card else ""
    lines = [
        Text(
            "local-oldmaid-draws",
            **names.who(drawer),
            **names.whom(holder, "holder"),
            card=shown,
            known="yes" if card else "no",
        )
    ]
    if last.get("paired") and card:
        lines.append(Text("local-oldmaid-pair", **names.who(drawer), rank=_rank(card)))
    sizes = new.get("hand_sizes") or []
    for who in (drawer, holder):
        if who < len(sizes) and sizes[who] == 0 and who in (new.get("finished") or []):
            lines.append(Text("local-oldmaid-out", **names.who(who)))
    return lines


# -- Concentration ----------------------------------------------------------------------------
def _concentration(
    old: Mapping[str, Any], new: Mapping[str, Any], seat: int, names: Names, locale: str
) -> list[Line]:
    face_up = new.get("face_up") or []
    board = new.get("board") or []
    if face_up:  # the turn goes on: the card just turned up
        place = face_up[-1]
        card = board[place] if place < len(board) else "?"
        return [
            Text(
                "local-concentration-turns-up",
                **names.who(seat),
                number=place + 1,
                card=_cards("concentration", [card], locale),
            )
        ]
    outcome = new.get("last_outcome") or {}
    flipped = outcome.get("flipped") or []
    lines: list[Line] = []
    if flipped:
        place, card = flipped[-1]
        lines.append(
            Text(
                "local-concentration-turns-up",
                **names.who(seat),
                number=int(place) + 1,
                card=_cards("concentration", [card], locale),
            )
        )
    if outcome.get("taken"):
        taken = _cards("concentration", outcome["taken"], locale)
        lines.append(Text("local-concentration-match", **names.who(seat), cards=taken))
        if not new.get("over") and new.get("to_move") == seat:
            lines.append(Text("local-concentration-again", **names.who(seat)))
    elif flipped:
        lines.append(Text("local-concentration-miss"))
    return lines


# -- Scarto and Stovkahra ----------------------------------------------------------------------
def _trick(
    game: str, old: Mapping[str, Any], new: Mapping[str, Any], action: str, names: Names, locale: str
) -> list[Line]:
    before, after = old.get("tricks") or [], new.get("tricks") or []
    if len(after) != len(before) + 1 or new.get("deal") != old.get("deal"):
        # A deal's last trick: the deal's summary says it (the view has moved to the next deal).
        if new.get("deal") != old.get("deal") and old.get("trick"):
            return _last_trick_of_deal(game, old, action, locale)
        return []
    trick = after[-1]
    return [_trick_line(game, len(after), trick["cards"], int(trick["winner"]), names, locale, new)]


def _trick_line(
    game: str,
    number: int,
    played: Sequence[str],
    winner: int,
    names: Names,
    locale: str,
    view: Mapping[str, Any] | None,
) -> Line:
    points = ""
    if view is not None:
        if game == "scarto":
            won, pts = view.get("tricks_won") or [], view.get("card_points") or []
            if winner < len(won) and winner < len(pts):
                points = Text("local-trick-tally", tricks=won[winner], points=_num(pts[winner])).render(
                    locale
                )
        else:
            sides = view.get("sides") or [0, 1, 0, 1]
            team = sides[winner] if winner < len(sides) else 0
            won, pts = view.get("team_tricks") or [], view.get("card_points") or []
            if team < len(won) and team < len(pts):
                points = Text("local-trick-tally-team", tricks=won[team], points=_num(pts[team])).render(
                    locale
                )
    return Text(
        "local-trick-won",
        number=number,
        winner=names.name(winner),
        cards=_cards(game, played, locale),
        tally=points,
    )


def _last_trick_of_deal(game: str, old: Mapping[str, Any], action: str, locale: str) -> list[Line]:
    played = [card for _, card in old.get("trick") or []] + [action]
    return [Text("local-last-trick", cards=_cards(game, played, locale))]


def _num(value: float) -> str:
    return f"{value:g}"
