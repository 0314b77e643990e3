"""Moves typed at the terminal table as players say them, read into the game's notation.

Each game reads a line its own way (`GameFace.number_means`), and a bare number means what it can
only mean there:
- Concentration: `12` turns up card 12 (its place on the board, which never changes);
- Old Maid: `3` draws the third card of the hand you draw from;
- Go Fish: `7`, `sevens`, `ask bob 7`, `bob sevens`, `ask Computer 1 for Sixes` (a rank alone
  when one player can be asked);
- Scarto's discard: three cards in any common form (`2s 3s 6s`, `2s,3s,6s`, `2s+3s+6s`, names);
- every other move: its number in the listed moves, its notation (`7d:3c+4s`), or a card name
  when that card has a single move.

`read_move` returns the action, or a `Text` saying why the line is not one (in the reader's
language once rendered); a line that is no move the reader can see is handed to the rules core
as typed, whose refusal says what is wrong with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.service.card_names import card_name, deck_cards, deck_style
from bot.service.faces import face_of
from games import cards
from games.family_common import parse_rank
from i18n import Alternatives, Text


@dataclass(frozen=True)
class Reading:
    """What the line said: `action` (notation), or `problem` to tell the player."""

    action: str | None = None
    problem: Text | None = None
    # Several moves fit (a card with several captures): their actions, for the face to list.
    choices: tuple[str, ...] = ()


def listed(game: str, legal: Sequence[str], phase: str = "") -> bool:
    """Whether the moves are shown as a numbered list (and a bare number picks one of them)."""
    return face_of(game).number_means(phase) == ""


def card_named(text: str, game: str, locale: str) -> str | None:
    """The card `text` names: notation, an Italian, English or French name, or this table's own
    name for it (as the screen shows it)."""
    wanted = " ".join(text.split()).casefold()
    if not wanted:
        return None
    try:  # notation, or any name the catalogue gives a card of this deck, in any language
        return cards.parse_card(text, deck_style(game))
    except ValueError:
        pass
    for card in deck_cards(game):
        if card_name(card, game, locale).casefold() == wanted:
            return card
    for deck in dict.fromkeys((deck_style(game), "italian", "french")):
        try:
            return cards.parse_card(text, deck)
        except ValueError:
            continue
    return None


def read_cards(text: str, game: str, locale: str) -> list[str] | None:
    """Several cards, separated by spaces, commas, `+` or `and` (`2s 3s 6s`, `2s,3s,6s`, names)."""
    deck = deck_style(game)
    try:
        return cards.parse_cards(text, deck)
    except ValueError:
        pass
    parts = [p for p in re.split(r"\s*[,+;]\s*", text.strip()) if p]
    found = [card_named(p, game, locale) for p in parts]
    if parts and all(found):
        return [c for c in found if c]
    return None


def read_move(
    game: str,
    text: str,
    legal: Sequence[str],
    *,
    locale: str,
    phase: str = "",
    seat_names: Callable[[int], Sequence[str]] | None = None,
) -> Reading:
    """The move `text` means among `legal`. `seat_names(seat)`: what a seat may be called (Go Fish)."""
    text = text.strip()
    if text in legal:
        return Reading(text)
    # What a line names here (the game's face says; the prompt says it to the player).
    means = face_of(game).number_means(phase)
    if means == "board":
        return _board(text, legal)
    if means == "hand":
        return _draw(text, legal)
    if means == "rank":
        return _ask(text, legal, seat_names or (lambda seat: [str(seat + 1)]))
    if means == "cards":
        return _discard(text, legal, game, locale)
    if text.isdigit():
        number = int(text)
        if 1 <= number <= len(legal):
            return Reading(legal[number - 1])
        return Reading(problem=Text("local-pick-number", count=len(legal)))
    card = card_named(text, game, locale)
    if card is not None:
        matches = [a for a in legal if a == card or a.startswith(card + ":")]
        if len(matches) == 1:
            return Reading(matches[0])
        if matches:
            return Reading(choices=tuple(matches))
        # `7d 3c 4s` or `7d 3c+4s`: a card and what it takes.
    played, _, taken = text.partition(" ")
    first = card_named(played, game, locale) if taken else None
    rest = read_cards(taken, game, locale) if first else None
    if first and rest:
        wanted = set(rest)
        for action in legal:
            head, _, tail = action.partition(":")
            if head == first and set(tail.split("+")) == wanted:
                return Reading(action)
    return Reading(text)  # the rules core says what is wrong with it


def _number(text: str, verb: str) -> int | None:
    words = text.lower().split()
    if len(words) == 2 and words[0] in (verb, "card", "#"):
        words = words[1:]
    if len(words) == 1 and words[0].lstrip("#").isdigit():
        return int(words[0].lstrip("#"))
    return None


def _board(text: str, legal: Sequence[str]) -> Reading:
    number = _number(text, "flip")
    places = sorted(int(a.split(":")[1]) + 1 for a in legal if a.startswith("flip:"))
    if number is None:
        return Reading(problem=Text("local-board-number", most=max(places, default=0)))
    if number not in places:
        return Reading(problem=Text("local-board-not-there", number=number))
    return Reading(f"flip:{number - 1}")


def _draw(text: str, legal: Sequence[str]) -> Reading:
    if text.lower() in ("shuffle", "s") and "shuffle" in legal:
        return Reading("shuffle")
    number = _number(text, "draw")
    count = sum(1 for a in legal if a.startswith("draw:"))
    if number is None or not 1 <= number <= count:
        return Reading(problem=Text("local-draw-number", count=count))
    return Reading(f"draw:{number - 1}")


_FILLER = {"ask", "for", "any", "your", "got", "have", "you", "do", "a", "an", "the", "some", "please", "?"}


def _ask(text: str, legal: Sequence[str], seat_names: Callable[[int], Sequence[str]]) -> Reading:
    asks = [a.split(":") for a in legal if a.startswith("ask:")]
    targets = sorted({int(t) for _, t, _ in asks})
    folded = " " + " ".join(re.sub(r"[?!.,:]", " ", text).split()).casefold() + " "
    target: int | None = None
    best = 0
    for seat in targets:  # the longest name found wins (`Computer 1` before `Computer 1 (normal)`)
        for name in seat_names(seat):
            key = " " + " ".join(re.sub(r"[?!.,:]", " ", name).split()).casefold() + " "
            if key.strip() and key in folded and len(key) > best:
                target, best, found = seat, len(key), key
    rest = folded
    if target is not None:
        rest = folded.replace(found, " ", 1)
    # Filler words go, except the last (`ask bob for a`: `a` is the Ace).
    every = rest.split()
    words = [w for i, w in enumerate(every) if w not in _FILLER or i == len(every) - 1]
    what = " ".join(words)
    rank = parse_rank(what) if what else None
    wanted = rank
    if rank is None and what:
        try:
            wanted = cards.parse_card(what, "french")  # `ask_exact_card`: a card, not a rank
        except ValueError:
            wanted = None
    if wanted is None and len(words) > 1 and parse_rank(words[-1]):
        # `bob 7` with no player called bob: say whom they can ask.
        names = [seat_names(seat)[0] for seat in targets]
        asked = " ".join(words[:-1])
        return Reading(problem=Text("local-ask-nobody", name=asked, names=Alternatives(names)))  # bob or cy
    if wanted is None:
        return Reading(problem=Text("local-ask-what", example=_example(asks, seat_names)))
    if target is None:
        if len(targets) > 1 and any(w == wanted for _, _, w in asks):
            example = f"ask {seat_names(targets[0])[-1]} {wanted}"
            return Reading(problem=Text("local-ask-whom", rank=_rank_text(wanted), example=example))
        # One player to ask, or a rank not held (the rules core says which ranks may be asked).
        target = targets[0] if targets else None
    action = f"ask:{target}:{wanted}"
    return Reading(action)  # not legal (a rank you lack): the rules core says why


def _rank_text(wanted: str) -> Text:
    if parse_rank(wanted) == wanted:
        return Text("rank-plural", rank=cards.rank_key(wanted))
    return Text.plain(cards.symbol(wanted))


def _example(asks: Sequence[Sequence[str]], seat_names: Callable[[int], Sequence[str]]) -> str:
    """`ask Computer 1 7`: an ask the player may really make, as it is typed."""
    if not asks:
        return "ask 7"
    _, target, rank = asks[0]
    return f"ask {seat_names(int(target))[-1]} {rank}"


def _discard(text: str, legal: Sequence[str], game: str, locale: str) -> Reading:
    body = text.split(":", 1)[1] if text.lower().startswith("discard:") else text
    if body.lower().startswith("discard "):
        body = body[len("discard ") :]
    chosen = read_cards(body, game, locale)
    if chosen is None:
        return Reading(problem=Text("local-discard-unread", text=text))
    if len(set(chosen)) != 3:
        return Reading(problem=Text("local-discard-three", count=len(set(chosen))))
    wanted = set(chosen)
    for action in legal:
        if action.startswith("discard:") and set(action[len("discard:") :].split("+")) == wanted:
            return Reading(action)
    return Reading("discard:" + "+".join(chosen))  # the rules core says which card may not go
