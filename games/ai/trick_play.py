"""Standard card play for trick games, on the shared trick engine's ints (`games.tricks`).

One function, `pick_card`, serves Scarto and Stovkahra both as the normal player (fed from a
seat's view) and as the search's rollout policy (fed from a sampled world). The habits are the
textbook ones: second and later hands win as cheaply as they can when the trick is worth it,
duck with their cheapest card when they cannot win, give points to a partner who is winning,
keep trumps for ruffing, and lead winners (masters) or a low card from a long suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from games.tricks import Rules, bits


class Table(NamedTuple):
    """What a seat knows at its turn in a trick game, as masks and ints.

    A named tuple rather than a frozen dataclass: the search's rollouts build one per card, and
    a tuple is built several times faster."""

    rules: Rules
    trump: int
    seat: int
    sides: Sequence[int]
    hand: int
    trick: tuple[int, ...]
    leader: int
    unseen: int  # cards in other hands (or discarded unseen)
    voids: Sequence[int]  # per seat: cards it is known not to hold
    points: Sequence[int]
    trick_value: float = 0.0  # what winning a trick is worth by itself (Scarto: 1)
    seven_bonus: bool = False  # Stovkahra: a trick won with a 7 scores a bonus


def cost(table: Table, card: int) -> float:
    """How much giving `card` away (or spending it) hurts: its points first, then its strength."""
    cs = table.rules.cards
    value = table.points[card] * 10.0 + cs.power[card]
    if cs.suits[card] == table.trump:
        value += 25.0
    return value


def pick_card(table: Table) -> int:
    """The card standard play chooses from the seat's allowed cards."""
    rules, cs = table.rules, table.rules.cards
    allowed = rules.allowed(table.hand, table.trick, table.trump)
    cards = bits(allowed)
    if len(cards) == 1:
        return cards[0]
    if not table.trick:
        return _lead(table, cards)
    return _follow(table, cards, cs.excuse_mask)


def _beats(table: Table, card: int, unseen: int) -> bool:
    """Whether no unseen card could beat `card` if played after it (within suit or by a trump)."""
    cs = table.rules.cards
    if cs.above[card] & unseen:
        return False
    suit = cs.suits[card]
    return suit == table.trump or table.trump < 0 or not (unseen & cs.suit_masks[table.trump])


def _follow(table: Table, cards: list[int], excuse_mask: int) -> int:
    cs = table.rules.cards
    n = len(table.sides)
    trick = table.trick
    last = len(trick) == n - 1
    position = table.rules.winner(trick, table.trump)
    current = (table.leader + position) % n if position >= 0 else -1
    partner_winning = current >= 0 and table.sides[current] == table.sides[table.seat]
    at_stake = sum(table.points[c] for c in trick) * 10.0 + table.trick_value * 10.0
    plain = [c for c in cards if not (excuse_mask >> c) & 1]
    excuse = [c for c in cards if (excuse_mask >> c) & 1]
    if position < 0:
        winners = plain  # nothing but the excuse played yet: the first card of a suit leads it
    else:
        # A card wins if it beats the winning card: higher in its suit, or a trump on no trump.
        suits, power, trump = cs.suits, cs.power, table.trump
        best = trick[position]
        best_suit = suits[best]
        winners = [
            c
            for c in plain
            if (suits[c] == best_suit and power[c] > power[best]) or (suits[c] == trump != best_suit)
        ]
    if partner_winning:
        partner_card = trick[position]
        safe = last or _beats(table, partner_card, table.unseen)
        if safe and plain:
            # Feed the partner points, but never a card that would win tricks of its own later.
            return max(
                plain, key=lambda c: table.points[c] * 10.0 - cs.power[c] * (0.5 if c not in winners else 3)
            )
    if winners and not partner_winning:
        cheapest = min(winners, key=lambda c: cost(table, c))
        sure = last or _beats(table, cheapest, table.unseen & ~table.hand)
        if table.seven_bonus and cs.power[cheapest] == 0:
            return cheapest  # a trick taken with a 7 scores a bonus
        if sure and (at_stake > 0 or table.points[cheapest] > 0 or last):
            return cheapest
        masters = [c for c in winners if _beats(table, c, table.unseen)]
        if masters:
            return min(masters, key=lambda c: cost(table, c))
        if at_stake >= 30 or last:
            return max(winners, key=lambda c: cs.power[c] - table.points[c] * 10.0)
    losers = [c for c in plain if c not in winners] or plain
    if not losers:
        return excuse[0]
    duck = min(losers, key=lambda c: cost(table, c))
    if excuse and table.points[duck] >= 2:
        return excuse[0]  # the excuse saves a valuable card from a trick we cannot win
    return duck


def _lead(table: Table, cards: list[int]) -> int:
    cs = table.rules.cards
    trump = table.trump
    unseen = table.unseen
    plain = [c for c in cards if not (cs.excuse_mask >> c) & 1]
    if not plain:
        return cards[0]
    opponents = [s for s in range(len(table.sides)) if table.sides[s] != table.sides[table.seat]]
    trumps_out = (unseen & cs.suit_masks[trump]).bit_count() if trump >= 0 else 0
    my_trumps = (table.hand & cs.suit_masks[trump]).bit_count() if trump >= 0 else 0

    def score(card: int) -> float:
        suit = cs.suits[card]
        length = (table.hand & cs.suit_masks[suit]).bit_count()
        master = not (cs.above[card] & unseen)
        if suit == trump:
            if master and my_trumps >= trumps_out > 0:
                return 60.0 + table.points[card]  # draw the last trumps with winners
            return -cost(table, card) - 40.0
        # An opponent known to hold none of the suit that is left may ruff the winner.
        left = unseen & cs.suit_masks[suit]
        ruff_risk = trumps_out > 0 and any(not (left & ~table.voids[s]) for s in opponents)
        if master and not ruff_risk:
            return 50.0 + table.points[card] * 5.0
        return -cost(table, card) + length * 4.0

    return max(plain, key=score)
