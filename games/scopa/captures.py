"""Which captures a played card may (and must) make, on bitmasks.

`captures(table, card, rules)` returns every capture the card may make, each a mask of
table cards; an empty list means the card is laid. Whenever the list is non-empty the
player must pick one of them: the obligation falls on the card played, never on the hand.
"""

from __future__ import annotations

from games.scopa.deck import RANK_MASK, VALUE
from games.scopa.rules import Rules

_CACHE_LIMIT = 100_000  # about 60 MB at most
# (table mask << 1 | scopa_15) -> sets of table cards bucketed by value total. Shared by every
# game in the process: searches revisit the same tables across determinizations. Tuples, not
# lists: tuples of ints drop out of the garbage collector's tracking, so a full cache costs no
# collection pauses (as lists it made 100-200 ms pauses in computer players' searches).
Buckets = tuple[tuple[int, ...], ...]
_SUMS: dict[int, Buckets] = {}


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _sums(table: int, limit: int) -> Buckets:
    """All sets of table cards with a value total up to `limit`, bucketed by total."""
    subsets = [(0, 0)]
    mask = table
    while mask:
        low = mask & -mask
        mask ^= low
        value = VALUE[low.bit_length() - 1]
        subsets += [(total + value, chosen | low) for total, chosen in subsets if total + value <= limit]
    buckets: list[list[int]] = [[] for _ in range(limit + 1)]
    for total, chosen in subsets[1:]:
        buckets[total].append(chosen)
    return tuple(map(tuple, buckets))


def table_sums(table: int, fifteen: bool = False) -> Buckets:
    """Sets of table cards by value total (up to 10, or 14 for scopa a 15), cached process-wide."""
    key = table << 1 | fifteen
    buckets = _SUMS.get(key)
    if buckets is None:
        if len(_SUMS) > _CACHE_LIMIT:
            _SUMS.clear()
        buckets = _SUMS[key] = _sums(table, 14 if fifteen else 10)
    return buckets


def cached_sums(table: int, fifteen: bool) -> Buckets | None:
    """The sum sets of `table` if already known."""
    return _SUMS.get(table << 1 | fifteen)


def remember_sums(table: int, fifteen: bool, buckets: Buckets) -> None:
    if len(_SUMS) > _CACHE_LIMIT:
        _SUMS.clear()
    _SUMS[table << 1 | fifteen] = buckets


def after_lay(before: Buckets, bit: int, value: int) -> Buckets:
    """Sum sets once a card of `value` joins the table: each old set, and with the card if it fits."""
    after = list(before)
    for total in range(1, len(before) - value):
        sets = before[total]
        if sets:
            after[total + value] = before[total + value] + tuple([chosen | bit for chosen in sets])
    after[value] = (*before[value], bit)
    return tuple(after)


def after_capture(before: Buckets, taken: int) -> Buckets:
    """Sum sets once `taken` leaves the table: the old sets that avoid it."""
    return tuple(
        tuple([chosen for chosen in sets if not chosen & taken]) if sets else sets for sets in before
    )


def captures(table: int, card: int, rules: Rules) -> list[int] | tuple[int, ...]:
    """The captures open to `card` on `table`: masks of table cards, one of which the player
    must take; empty when the card is laid. The list may be shared: do not mutate it."""
    if not table:
        return []
    value = VALUE[card]
    if value == 1 and rules.ace_takes_all:
        aces = table & RANK_MASK[1]
        if aces and rules.ace_blocks:
            return _bits(aces)
        return [table]
    if rules.scopa_15:
        value = 15 - value
    else:
        same = table & RANK_MASK[value]
        if same:
            return _bits(same) if same & (same - 1) else [same]
    sets = table_sums(table, rules.scopa_15)[value]
    if sets and (rules.max_sum or rules.fewest):
        if rules.max_sum:
            sets = [s for s in sets if s.bit_count() <= rules.max_sum]
        if len(sets) > 1 and rules.fewest:
            fewest = min(s.bit_count() for s in sets)
            sets = [s for s in sets if s.bit_count() == fewest]
    return sets


def is_sweep(table_before: int, card: int, taken: int, rules: Rules) -> bool:
    """Whether a capture that empties the table is a scopa, before the last-play rule."""
    if taken != table_before:
        return False
    if rules.ace_takes_all and VALUE[card] == 1 and not rules.ace_sweep:
        # An Ace taking the table by the ace rule is no scopa, unless the table was one lone Ace.
        return taken.bit_count() == 1 and bool(taken & RANK_MASK[1])
    return True
