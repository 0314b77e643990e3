"""Small pieces the family games (Go Fish, Concentration, Old Maid) share.

Their engines are immutable positions driven by one seed: every random event after the
deal (a card placed in a hand, a board reshuffled) draws from `rng_at(seed, ply)`, so a
replay of the same seed and action log lands on the very same position.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.cards import FRENCH_RANKS, JOKERS, RANK_ALIASES, parse_card, rank_of, symbols
from games.core import BadDeal, BadOptions, Game, IllegalAction, Option, State, whole_number
from i18n import Text

RANK_ORDER = {rank: i for i, rank in enumerate(FRENCH_RANKS)}
SUIT_ORDER = {suit: i for i, suit in enumerate("shdc")}


def rng_at(seed: int, ply: int, tag: str = "") -> random.Random:
    """The random source for the event at `ply` (string seeds hash deterministically)."""
    return random.Random(f"{seed}/{ply}/{tag}")


def rank(card: str) -> str:
    """The matching rank of a card; every joker shares the rank `JK`."""
    return "JK" if card in JOKERS else rank_of(card)


def card_key(card: str) -> tuple[int, int]:
    """Sort key: by rank (A..K), then suit, jokers last."""
    if card in JOKERS:
        return (99, JOKERS.index(card))
    return (RANK_ORDER[rank_of(card)], SUIT_ORDER[card[-1]])


def sort_cards(cards: Sequence[str]) -> list[str]:
    return sorted(cards, key=card_key)


def hand_text(cards: Sequence[str]) -> str:
    """`A♠ 7♥ 7♦` (sorted) or `nothing`."""
    return symbols(sort_cards(cards)) if cards else "nothing"


RANK_WORDS = {
    "A": "Aces",
    "2": "Twos",
    "3": "Threes",
    "4": "Fours",
    "5": "Fives",
    "6": "Sixes",
    "7": "Sevens",
    "8": "Eights",
    "9": "Nines",
    "10": "Tens",
    "J": "Jacks",
    "Q": "Queens",
    "K": "Kings",
    "JK": "jokers",
}


def rank_name(rank_: str) -> str:
    """A rank in words for messages: `Sevens`, `Aces`, `jokers` (never `7s`, which is the notation
    of the 7 of spades)."""
    return RANK_WORDS.get(rank_, rank_)


def parse_rank(text: str) -> str | None:
    """A rank as typed (`7`, `k`, `King`, `10`) in canonical form, or None."""
    word = text.strip().lower()
    found = RANK_ALIASES.get(word)
    if found in FRENCH_RANKS:
        return found
    if word.endswith("s") and RANK_ALIASES.get(word[:-1]) in FRENCH_RANKS:
        return RANK_ALIASES[word[:-1]]
    for rank_, plural in RANK_WORDS.items():  # as messages name them: `Sixes`, `Sevens`
        if plural.lower() == word and rank_ in FRENCH_RANKS:
            return rank_
    return None


def parse_index(text: str, verb: str, size: int, what: Text) -> int:
    """The integer of `verb:<n>`, checked to lie in `range(size)`; `IllegalAction` otherwise."""
    index = whole_number(text)
    if index is None:
        raise IllegalAction("family-digits", verb=verb)
    if not 0 <= index < size:
        raise (
            IllegalAction("family-pick-range", what=what, most=size - 1)
            if size
            else IllegalAction("family-nothing-to-pick", what=what)
        )
    return index


def check_deal_cards(given: Sequence[str], expected: Sequence[str], what: str) -> None:
    """Raise `BadDeal` unless `given` is exactly the multiset `expected`."""
    if any(not isinstance(card, str) for card in given):
        raise BadDeal(f"The {what} must list cards in notation, like `7h`.")
    if len(set(given)) != len(given):
        dupes = sorted({card for card in given if list(given).count(card) > 1})
        raise BadDeal(f"The {what} repeats {', '.join(dupes)}.")
    missing = set(expected) - set(given)
    extra = set(given) - set(expected)
    if missing or extra:
        parts = []
        if missing:
            parts.append("missing " + " ".join(sort_cards(list(missing))))
        if extra:
            parts.append("not in this deck: " + " ".join(sort_cards(list(extra))))
        raise BadDeal(f"The {what} does not match the deck ({'; '.join(parts)}).")


class CardOption(Option):
    """An option naming one card (or none); reads what a player types (`A♠`, `as`, `ace of spades`)."""

    def coerce(self, value: Any) -> Any:
        if value is None or (isinstance(value, str) and value.strip().lower() in ("", "none", "off")):
            return None
        if not isinstance(value, str):
            raise BadOptions(f"Option `{self.name}` names a card, like `As`, not {value!r}.")
        try:
            card = parse_card(value)
        except ValueError as error:
            raise BadOptions(f"Option `{self.name}`: {error}") from None
        return card


class FamilyState(State):
    """What every family position shares: a single deal, each seat its own side, and `mover` as
    the seat to act (`None` once the game is over, unless the engine says otherwise)."""

    mover: int | None

    def __init__(self, game: Game, players: int, options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.num_players = players
        self.options = options
        self.seed = seed

    @property
    def to_move(self) -> int | None:
        return self.mover

    @property
    def over(self) -> bool:
        return self.mover is None

    @property
    def sides(self) -> list[int]:
        return list(range(self.num_players))

    @property
    def deal(self) -> int:
        return 0
