"""Stovkahra's follow rules and a trick's winner on suit bytes (no excuse, four suits of eight).

A card is `suit * 8 + rank`, so a hand is four bytes, one per suit, and within a suit a higher
card index is a higher card. `StovkahraRules` is the shared `games.tricks.Rules` answering its two
commonest questions (which cards may be played, who wins) this way; every other question (why a
card is refused, what a play proves about a hand) is the shared code's.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.tricks import SIMPLE, STRICT, Rules


def allowed(hand: int, trick: tuple[int, ...], trump: int, follow: str) -> int:
    """The cards of `hand` that may be played to `trick` (not empty) under the follow rule:
    `games.tricks.Rules.allowed` for Stovkahra's cards (no excuse), a suit byte at a time."""
    first = trick[0]
    lead = first >> 3
    shift = lead << 3
    byte = hand >> shift & 255
    if byte:
        if follow == STRICT:
            # Beat the best card of the led suit, unless a trump has already beaten it.
            best = first
            trumped = False
            for card in trick:
                suit = card >> 3
                if suit == lead:
                    if card > best:
                        best = card
                elif suit == trump:
                    trumped = True
            if not trumped or lead == trump:
                higher = byte & (0xFF << (best & 7) + 1) & 0xFF
                if higher:
                    return higher << shift
        return byte << shift
    if follow in (STRICT, SIMPLE):
        tshift = trump << 3
        byte = hand >> tshift & 255
        if byte:
            if follow == STRICT:
                best = -1
                for card in trick:
                    if card >> 3 == trump and card > best:
                        best = card
                if best >= 0:
                    higher = byte & (0xFF << (best & 7) + 1) & 0xFF
                    if higher:
                        return higher << tshift
            return byte << tshift
    return hand


def trick_winner(trick: tuple[int, ...] | Sequence[int], trump: int) -> tuple[int, int]:
    """(position in the trick, card) of the card winning `trick` (not empty) so far: the highest
    trump, else the highest card of the led suit."""
    best = trick[0]
    win = 0
    for i in range(1, len(trick)):
        other = trick[i]
        if other >> 3 == best >> 3:
            if other > best:
                best = other
                win = i
        elif other >> 3 == trump:
            best = other
            win = i
    return win, best


class StovkahraRules(Rules):
    """The shared trick rules for Stovkahra's cards, with `allowed` and `winner` on suit bytes."""

    def allowed(self, hand: int, trick: Sequence[int], trump: int) -> int:
        return allowed(hand, tuple(trick), trump, self.follow) if trick else hand

    def winner(self, trick: Sequence[int], trump: int) -> int:
        return trick_winner(trick, trump)[0] if trick else -1
