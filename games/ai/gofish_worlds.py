"""Worlds for the Go Fish search that honour what the engine's sampler forgets.

`GoFishGame.determinize` honours who is known to hold what and who said "Go fish" to a rank
until they draw again. After that draw it treats the rank as unknown, but it is not: a player
shown to hold none of a rank can hold it again only through the cards drawn since (or cards
taken from others, which everyone saw and `known` counts). So a player who said "Go fish" to
7s and has drawn one card since holds at most one 7 beyond those seen arriving, and only as
that newest card. The search deals the hidden hands again under those limits; the engine is
left as it is.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from games.ai.gofish_odds import draws_since_none
from games.cards import french_deck
from games.core import State
from games.family_common import rank, sort_cards
from games.gofish import GoFishGame

_ATTEMPTS = 30


def rank_caps(view: Mapping[str, Any], drawn: list[dict[str, int]] | None = None) -> list[dict[str, int]]:
    """For each seat, rank -> the most cards of it the seat can hold, by the public record
    (`drawn`: `draws_since_none(view)`, when the caller has it already)."""
    caps: list[dict[str, int]] = []
    for seat, since in enumerate(draws_since_none(view) if drawn is None else drawn):
        known = view["known"][seat]["ranks"]
        caps.append({rank_: known.get(rank_, 0) + drawn for rank_, drawn in since.items()})
    return caps


def sample_world(game: GoFishGame, view: Mapping[str, Any], rng: random.Random) -> State:
    """A position consistent with `view`, hidden hands dealt under `rank_caps` as well.

    Falls back to the engine's world when no deal under the caps turns up quickly (never the
    case in a real game, where the true deal satisfies them; a safety net for odd views)."""
    world = game.determinize(view, rng)
    seat = view["seat"]
    others = [s for s, size in enumerate(view["hand_sizes"]) if s != seat and size]
    if seat is None or not others:
        return world
    recent = draws_since_none(view)
    caps = rank_caps(view, recent)
    book = 2 if view["options"].get("pairs") else 4
    booked = {card for books in view["books"] for book_ in books for card in book_}
    unseen = [c for c in french_deck() if c not in booked and c not in view["hand"]]
    for _ in range(_ATTEMPTS):
        hands = _deal(view, others, caps, recent, unseen, book, rng)
        if hands is not None:
            dealt = {card for s in others for card in hands[s]}
            stock = [card for card in unseen if card not in dealt]
            rng.shuffle(stock)
            for s in others:
                world.hands[s] = sort_cards(hands[s])  # type: ignore[attr-defined]
            world.stock = stock  # type: ignore[attr-defined]
            return world
    return world


def _deal(
    view: Mapping[str, Any],
    others: list[int],
    caps: list[dict[str, int]],
    recent: list[dict[str, int]],
    unseen: list[str],
    book: int,
    rng: random.Random,
) -> dict[int, list[str]] | None:
    known = view["known"]
    sizes = view["hand_sizes"]
    pool = list(unseen)
    hands: dict[int, list[str]] = {s: [] for s in others}
    for s in others:
        for card in known[s]["cards"]:
            if card in pool:
                pool.remove(card)
                hands[s].append(card)

    def fits(s: int, card: str, counts: Counter[str]) -> bool:
        r = rank(card)
        if counts[r] + 1 >= book or counts[r] + 1 > caps[s].get(r, book):
            return False
        return r not in known[s]["lacks"] and card not in known[s]["lacks_cards"]

    for s in sorted(others, key=lambda s: (-len(caps[s]), rng.random())):
        counts = Counter(rank(card) for card in hands[s])
        for r, count in known[s]["ranks"].items():
            while counts[r] < count:
                fitting = [c for c in pool if rank(c) == r and fits(s, c, counts)]
                if not fitting or len(hands[s]) >= sizes[s]:
                    return None
                card = fitting[int(rng.random() * len(fitting))]
                pool.remove(card)
                hands[s].append(card)
                counts[r] += 1
        # The cards not pinned down, newest last: the k-th newest was drawn at least k draws ago,
        # so it can be of a rank shown missing d draws ago only if k <= d. Oldest first, as the
        # most constrained.
        since = recent[s]
        for age in range(sizes[s] - len(hands[s]), 0, -1):
            # A uniform pick among the cards that fit: taking the first fit in a shuffled pool
            # would pile the skipped cards up for the next slot.
            fitting = [c for c in pool if fits(s, c, counts) and since.get(rank(c), age) >= age]
            if not fitting:
                return None
            card = fitting[int(rng.random() * len(fitting))]
            pool.remove(card)
            hands[s].append(card)
            counts[rank(card)] += 1
    return hands
