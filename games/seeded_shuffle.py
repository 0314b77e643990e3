"""A seeded shuffle that deals the same cards on every Python version.

The trick games (Scarto, Stovkahra) replay their action logs from a seed, so the deal must not
depend on `random`'s implementation; `mix64` also serves as a cheap, stable hash of a seed.
"""

from __future__ import annotations

import math


def mix64(x: int) -> int:
    """SplitMix64's finaliser: a cheap, version-stable hash of an int (e.g. a seed and deal number)."""
    x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return x ^ (x >> 31)


_PLAN: dict[int, tuple[int, tuple[tuple[int, tuple[int, ...]], ...]]] = {}


def _shuffle_plan(n: int) -> tuple[int, tuple[tuple[int, tuple[int, ...]], ...]]:
    """(64-bit words of randomness, groups of (product of step sizes, positions i)) for n cards:
    one big-int division per group, then small ones, gives the very digits of one per step."""
    # Enough bits for log2(n!) plus 64 of slack, so the modulo bias is below 2^-64.
    words = (math.ceil(math.lgamma(n + 1) / math.log(2)) + 64 + 63) // 64
    groups: list[tuple[int, tuple[int, ...]]] = []
    product, steps = 1, []
    for i in range(n - 1, 0, -1):
        if steps and product * (i + 1) >= 1 << 30:
            groups.append((product, tuple(steps)))
            product, steps = 1, []
        product *= i + 1
        steps.append(i)
    if steps:
        groups.append((product, tuple(steps)))
    return words, tuple(groups)


def shuffled(n: int, key: int) -> list[int]:
    """0..n-1 in an order drawn from `key`: Fisher-Yates on bits from a SplitMix64 stream.

    Pure integer arithmetic, so a seed deals the same cards on every Python version (the action
    logs replay from seeds); faster than seeding a Mersenne Twister per deal. Step i swaps
    position i with the pool's next digit in base i + 1.
    """
    plan = _PLAN.get(n)
    if plan is None:
        plan = _PLAN[n] = _shuffle_plan(n)
    words, groups = plan
    base = mix64(key ^ key >> 64)
    pool = 0
    for i in range(words):
        pool = pool << 64 | mix64(base + i)
    deck = list(range(n))
    for product, steps in groups:
        pool, digits = divmod(pool, product)
        for i in steps:
            j = digits % (i + 1)
            digits //= i + 1
            deck[i], deck[j] = deck[j], deck[i]
    return deck
