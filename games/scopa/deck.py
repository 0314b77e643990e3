"""The 40-card Italian deck as ints, and the bit tables the Scopa engine runs on.

Card index = (value - 1) * 4 + suit, suits in the order d h s c (denari, coppe, spade,
bastoni), so ascending index means ascending capture value, then suit. That order is
also the canonical order of captured cards in notation (`7d:3c+4s`). A set of cards is
an int bitmask over these indices.
"""

from __future__ import annotations

from games.cards import ITALIAN_DECK_RANKS, name, symbol

SUIT_ORDER = "dhsc"
NOTE: tuple[str, ...] = tuple(rank + suit for rank in ITALIAN_DECK_RANKS for suit in SUIT_ORDER)
INDEX: dict[str, int] = {note: i for i, note in enumerate(NOTE)}
VALUE: tuple[int, ...] = tuple((i >> 2) + 1 for i in range(40))
BIT: tuple[int, ...] = tuple(1 << i for i in range(40))
ALL = (1 << 40) - 1

# RANK_MASK[v]: the four cards of capture value v (1..10); index 0 unused.
RANK_MASK: tuple[int, ...] = (0, *(0b1111 << ((v - 1) * 4) for v in range(1, 11)))
# SAME_RANK[card]: the four cards of that card's rank.
SAME_RANK: tuple[int, ...] = tuple(RANK_MASK[VALUE[i]] for i in range(40))
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << (v * 4 + s) for v in range(10)) for s in range(4))
COINS = SUIT_MASK[0]
SETTEBELLO = INDEX["7d"]
RE_BELLO = INDEX["Kd"]
SEVENS = RANK_MASK[7]
KINGS = RANK_MASK[10]

PRIMIERA_POINTS = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}
# For each suit, its cards from the best primiera value down, so the first held card wins.
_PRIMIERA_ORDER = sorted(range(1, 11), key=lambda v: -PRIMIERA_POINTS[v])
_PRIMIERA_BY_SUIT: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((1 << ((v - 1) * 4 + s), PRIMIERA_POINTS[v]) for v in _PRIMIERA_ORDER) for s in range(4)
)


def cards_of(mask: int) -> list[int]:
    """Card indices in `mask`, ascending (the canonical order)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def notes(mask: int) -> list[str]:
    """Notation of every card in `mask`, canonical order."""
    return [NOTE[i] for i in cards_of(mask)]


def mask_of(cards: list[int] | tuple[int, ...]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card
    return out


def _suit_best(suit: int) -> dict[int, int]:
    """Every set of one suit's cards (as a mask) -> the primiera points of its best card (0: none)."""
    out = {}
    for subset in range(1 << 10):
        mask = 0
        best = 0
        for v in range(1, 11):
            if subset >> (v - 1) & 1:
                mask |= 1 << ((v - 1) * 4 + suit)
                best = max(best, PRIMIERA_POINTS[v])
        out[mask] = best
    return out


_SUIT_BEST = tuple(_suit_best(suit) for suit in range(4))
_SUIT_MASKS = tuple(sum(1 << (v * 4 + s) for v in range(10)) for s in range(4))


def primiera(pile: int) -> int:
    """Primiera total of a pile: best card of each suit; 0 when a suit is missing."""
    # Four table look-ups (one per suit's cards): searches score piles by the million.
    d, h, s, c = _SUIT_BEST
    md, mh, ms, mc = _SUIT_MASKS
    a = d[pile & md]
    b = h[pile & mh]
    e = s[pile & ms]
    f = c[pile & mc]
    if not (a and b and e and f):
        return 0
    return a + b + e + f


def napola_run(pile: int) -> int:
    """Length of the unbroken run of coins from the Ace (0 unless it reaches the 3)."""
    run = 0
    while run < 10 and pile & (1 << (run * 4)):
        run += 1
    return run if run >= 3 else 0


def card_name(card: int, style: str = "french") -> str:
    """Display name of one card: `7♦`, `7 di denari`, or both (`style="both"`)."""
    note = NOTE[card]
    if style == "both":
        return f"{name(note, 'italian')} ({symbol(note)})"
    return name(note, style)


def show(mask: int, style: str = "french") -> str:
    """Cards of a mask for a message: `3♣ 4♠` (or `—` when empty)."""
    cards = cards_of(mask)
    if not cards:
        return "—"
    sep = ", " if style in ("italian", "english", "both") else " "
    return sep.join(card_name(c, style) for c in cards)
