"""What the Scopa computer players weigh: card worth, what a seat has not seen, sweep threats,
and the bitmask gains the searches use on the engine's int moves (`games.scopa.state`).

Shared by the greedy player (`scopa_player`) and the world search (`scopa_search`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from games.ai.player import View
from games.cards import italian_deck, rank_of, suit_of
from games.scopa.captures import captures
from games.scopa.deck import NOTE, VALUE
from games.scopa.rules import Rules

_VALUE = {"A": 1, "J": 8, "Q": 9, "K": 10}
_DECK = italian_deck()
SWEEP = 10.0  # a scopa is worth a point; the other weights are in the same tenths of a point


def value(card: str) -> int:
    """Capture value: Asso 1, 2..7, Fante 8, Cavallo 9, Re 10."""
    rank = rank_of(card)
    return _VALUE.get(rank) or int(rank)


def split(action: str) -> tuple[str, list[str]]:
    """`7d:3c+4s` -> (`7d`, [`3c`, `4s`]); `7d` -> (`7d`, [])."""
    card, _, taken = action.partition(":")
    return card, [c for c in taken.split("+") if c]


def worth(card: str) -> float:
    """What capturing `card` is worth toward carte, denari, settebello and primiera (tenths of a point)."""
    points = 1.0  # carte
    if suit_of(card) == "d":
        points += 2.0
    if card == "7d":
        points += 12.0
    rank = rank_of(card)
    if rank == "7":
        points += 3.0
    elif rank == "6":
        points += 1.5
    elif rank == "A":
        points += 0.8
    return points


def seen_cards(view: View) -> set[str]:
    """Every card this seat has seen in the deal: its hand, the table, and every card played or taken."""
    seen = set(view.get("hand", [])) | set(view.get("table", []))
    for _seat, action in view.get("history", []):
        if not isinstance(action, str):
            continue
        card, taken = split(action)
        if card in _DECK:
            seen.add(card)
        seen.update(c for c in taken if c in _DECK)
    return seen


def unseen_cards(view: View) -> list[str]:
    """Cards this seat has not seen: they are in other hands or the stock."""
    seen = seen_cards(view)
    return [c for c in _DECK if c not in seen]


def chance_any(unseen: int, wanted: int, hand: int) -> float:
    """Chance that a hand of `hand` cards drawn from `unseen` cards holds at least one of `wanted`."""
    if wanted <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    hand = min(hand, unseen)
    if unseen - wanted < hand:
        return 1.0
    return 1.0 - math.comb(unseen - wanted, hand) / math.comb(unseen, hand)


def sweep_threat(table: Sequence[str], unseen: Sequence[str], hand: int, options: View) -> float:
    """Chance that a player with `hand` unseen cards can sweep `table` with their next card."""
    if not table or hand <= 0:
        return 0.0
    values = [value(c) for c in table]
    total = sum(values)
    sweepers: set[int] = set()
    if options.get("scopa_15"):
        if 1 <= 15 - total <= 10:
            sweepers.add(15 - total)
    elif len(table) == 1:
        sweepers.add(values[0])
    elif total <= 10 and total not in values:
        sweepers.add(total)
    blocked = options.get("ace_on_table_blocks", True) and 1 in values
    if options.get("ace_takes_all") and options.get("ace_sweep_scores") and not blocked:
        sweepers.add(1)
    wanted = sum(1 for c in unseen if value(c) in sweepers)
    return chance_any(len(unseen), wanted, hand)


# Cached per-mask (value total, worth) of card sets, over the engine's card indices.
_MASKS: dict[int, tuple[int, float]] = {}
_WORTH_BY_INDEX = tuple(worth(card) for card in NOTE)


def mask_info(mask: int) -> tuple[int, float]:
    found = _MASKS.get(mask)
    if found is None:
        total, points, rest = 0, 0.0, mask
        while rest:
            low = rest & -rest
            index = low.bit_length() - 1
            total += VALUE[index]
            points += _WORTH_BY_INDEX[index]
            rest ^= low
        if len(_MASKS) > 100_000:
            _MASKS.clear()
        found = _MASKS[mask] = (total, points)
    return found


def base_gain(card: int, taken: int) -> float:
    """What an engine move is worth by itself, before any sweep (tenths of a point): the cards it
    takes, or what laying the card costs (its worth, and a little for its value)."""
    if taken:
        return _WORTH_BY_INDEX[card] + mask_info(taken)[1]
    return -0.5 * _WORTH_BY_INDEX[card] - 0.05 * VALUE[card]


# Per rules object, (table | hand << 40) -> threat. Int keys and float values keep these dicts
# out of the garbage collector's sight: a cache of tuples made every full collection crawl it.
_THREATS: dict[int, dict[int, float]] = {}


def threat(table: int, hand: int, rules: Rules) -> float:
    """The most the holder of `hand` can take from `table` with one card (a sweep counts)."""
    cache = _THREATS.get(id(rules))
    if cache is None:
        cache = _THREATS[id(rules)] = {}
    key = table | hand << 40
    found = cache.get(key)
    if found is None:
        found = 0.0
        rest = hand
        while rest:
            low = rest & -rest
            card = low.bit_length() - 1
            rest ^= low
            for taken in captures(table, card, rules):
                found = max(found, base_gain(card, taken) + (SWEEP if taken == table else 0.0))
        if len(cache) > 200_000:
            cache.clear()
        cache[key] = found
    return found


def greedy(move: int, table: int, following: int, rules: Rules) -> float:
    """The rollout's quick worth of an engine move: what it takes minus what the next player can take."""
    card, taken = move & 63, move >> 6
    gain = base_gain(card, taken)
    if taken and taken == table:
        return gain + SWEEP
    after = table ^ taken if taken else table | (1 << card)
    return gain - 0.8 * threat(after, following, rules)
