"""Dealing the cards a computer player cannot see, consistently with what it has seen.

A determinization (Scarto, Stovkahra) knows which cards are hidden, how many each seat or the
discard still holds, and per slot which cards are ruled out (voids, failures to beat).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence


def sample_hidden(
    unknown: Sequence[int],
    need: Sequence[int],
    allowed: Sequence[int],
    rng: random.Random,
    accept: Callable[[list[list[int]]], bool] | None = None,
    tries: int = 200,
) -> list[list[int]]:
    """Deal the `unknown` cards into slots (`need[i]` cards each, only cards in mask `allowed[i]`).

    Most constrained cards go first, each to a random slot with room (weighted by room left);
    `accept` can reject a whole deal (constraints that are not per card, such as "holds exactly
    three Aces"). Raises ValueError when no deal is found, which means the constraints conflict.
    """
    if sum(need) != len(unknown):
        raise ValueError(f"{len(unknown)} hidden cards for {sum(need)} places")
    slots = range(len(need))
    eligible = {card: [s for s in slots if (allowed[s] >> card) & 1] for card in unknown}
    for _ in range(tries):
        cards = list(unknown)
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(eligible[c]))
        room = list(need)
        deal: list[list[int]] = [[] for _ in slots]
        for card in cards:
            options = [s for s in eligible[card] if room[s]]
            if not options:
                break
            weights = [room[s] for s in options]
            slot = rng.choices(options, weights)[0] if len(options) > 1 else options[0]
            deal[slot].append(card)
            room[slot] -= 1
        else:
            if accept is None or accept(deal):
                return deal
    raise ValueError("no deal of the hidden cards fits what this seat has seen")
