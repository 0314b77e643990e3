"""Scarto's cards, options, discard restrictions and scoring (rule book: `docs/rules/scarto.md`).

Suits are the Italian tarot's: swords `s` and batons `c` (long suits, King high down to 1),
cups `h` and coins `d` (round suits, pips reversed: King Queen Cavallo Jack 1 2 ... 10).
"""

from __future__ import annotations

from typing import Any

from games.cards import ENGLISH_ITALIAN_SUITS, FOOL, SUIT_SYMBOLS, SUITS, TAROT_SUIT_RANKS, symbol, tarot_deck
from games.core import Option
from games.tricks import EXCUSE_SUIT, SIMPLE, CardSet, Rules, bits
from i18n import Text

NAMES = tuple(tarot_deck())
INDEX = {name: i for i, name in enumerate(NAMES)}
TRUMP = 4  # suit index of the trumps
MATTO = INDEX[FOOL]
BAGATTO = INDEX["T1"]
LONG_SUITS = ("s", "c")
TRICKS_PER_DEAL = 25
DEALS = 3
SHARE = 26  # 78 points / 3 players: a deal score is points - 26
PACK_POINTS = 52  # the card points of the whole pack (in either variant): the won cards' and the discard's


def _suit_and_power(name: str, angel: str) -> tuple[int, int]:
    if name == FOOL:
        return EXCUSE_SUIT, 0
    if name.startswith("T"):
        number = int(name[1:])
        return TRUMP, 22 if name == angel else number
    rank, suit = name[:-1], name[-1]
    r = TAROT_SUIT_RANKS.index(rank)  # A 2 .. 10 J C Q K
    if suit not in LONG_SUITS and r < 10:
        r = 9 - r  # round suits: 1 beats 2 ... beats 10
    return SUITS.index(suit), r + 1


def _card_set(angel: str) -> CardSet:
    pairs = [_suit_and_power(name, angel) for name in NAMES]
    return CardSet(
        names=NAMES,
        suits=[s for s, _ in pairs],
        power=[p for _, p in pairs],
        suit_labels=[*(Text("scarto-suit", suit=s) for s in SUITS), Text("scarto-suit", suit="trumps")],
        display=symbol,
        style="tarot",
    )


class Variant:
    """The cards and points under one setting of `angel_is_21` (the Angel is T20, or T21)."""

    def __init__(self, angel_is_21: bool) -> None:
        self.angel_name = "T21" if angel_is_21 else "T20"
        self.angel = INDEX[self.angel_name]
        self.cards = _card_set("" if angel_is_21 else "T20")
        self.rules = Rules(self.cards, SIMPLE)
        court = {"K": 4, "Q": 3, "C": 2, "J": 1}
        points = [0] * len(NAMES)
        for i, name in enumerate(NAMES):
            if name in (FOOL, "T1", self.angel_name):
                points[i] = 4
            elif not name.startswith("T"):
                points[i] = court.get(name[:-1], 0)
        self.points = tuple(points)
        assert sum(self.points) == PACK_POINTS
        kings = sum(1 << INDEX["K" + s] for s in SUITS)
        # Never discarded: the Kings, the Angel, the Matto (the Bagatto has its own rule).
        self.keep = kings | 1 << self.angel | 1 << MATTO

    def card_points(self, mask: int) -> int:
        points = self.points
        return sum(points[c] for c in bits(mask))


VARIANTS = {False: Variant(False), True: Variant(True)}
TRUMPS_MASK = VARIANTS[False].cards.suit_masks[TRUMP]

OPTION_LIST = (
    Option(
        "angel_is_21",
        "bool",
        False,
        "Plain trump order: 21 is the highest trump and the Angel (default: 20 is the Angel, above 21).",
    ),
)


def discard_refusal(variant: Variant, hand: int, cards: list[int]) -> Text | None:
    """Why these three cards may not be the dealer's discard (None if they may)."""
    said = variant.cards.said
    if len(cards) != 3 or len(set(cards)) != 3:
        return Text("scarto-discard-three")
    for card in cards:
        if not (hand >> card) & 1:
            return Text("scarto-not-held", card=said(card, article=True))
    for card in cards:
        if card == MATTO:
            return Text("scarto-no-matto")
        if card == variant.angel:
            return Text("scarto-no-angel", angel=variant.cards.said(variant.angel))
        if (variant.keep >> card) & 1:
            return Text("scarto-no-kings", card=said(card))
    if BAGATTO in cards and hand & TRUMPS_MASK != 1 << BAGATTO:
        return Text("scarto-bagatto")
    return None


def discardable(variant: Variant, hand: int) -> int:
    """The cards of `hand` that may go into the discard (some three of them form every legal discard)."""
    allowed = hand & ~variant.keep
    if hand & TRUMPS_MASK != 1 << BAGATTO:
        allowed &= ~(1 << BAGATTO)
    return allowed


def score_deal(
    variant: Variant, won: tuple[int, ...], taken: tuple[int, ...], dealer: int, discard: int
) -> list[dict[str, Any]]:
    """Every scoring item per seat; the three totals always make 78."""
    seats = []
    for seat in range(3):
        cards = variant.card_points(won[seat])
        extra = variant.card_points(discard) if seat == dealer else 0
        tricks = taken[seat]
        discard_trick = 1 if seat == dealer else 0
        points = cards + extra + tricks + discard_trick
        seats.append(
            {
                "card_points": cards,
                "discard_points": extra,
                "tricks": tricks,
                "discard_trick": discard_trick,
                "points": points,
                "score": points - SHARE,
            }
        )
    total = sum(s["points"] for s in seats)
    assert total == 78, f"Scarto deal scored {total} points, not 78"
    return seats


def suit_word(suit: str) -> str:
    return f"{SUIT_SYMBOLS[suit]} {ENGLISH_ITALIAN_SUITS[suit]}"


def standings(totals: tuple[int, ...] | list[int]) -> tuple[list[int], list[int]]:
    """(ranks, losers) after the last deal: the lowest total loses (ties for lowest all lose),
    everyone else shares first place; if all three tie there is no loser."""
    low = min(totals)
    losers = [s for s, total in enumerate(totals) if total == low]
    if len(losers) == len(totals):
        return [0] * len(totals), []
    return [1 if s in losers else 0 for s in range(len(totals))], losers


# The phases of a deal: the dealer's discard, the tricks, and the match's end.
DISCARD, PLAY, OVER = range(3)
PHASE_NAMES = ("discard", "play", "over")
