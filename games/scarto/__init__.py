"""Scarto: the Piedmontese tarot game for three, each for themselves, 78 cards.

Rule book: `docs/rules/scarto.md`. Suits: swords `s`, batons `c` (long: King high down to 1),
cups `h`, coins `d` (round: King, Queen, Cavallo, Jack, then 1 down to 10); Cavallo is `C`
(`Cs`), trumps `T1`..`T21` (the Angel T20 beats T21 unless `angel_is_21`), the Matto `FOOL`.
Notation: `Ks` plays a card; the dealer first discards three with `discard:2s+3c+T5` (any order,
any spelling the card parser reads; written in card order).

`deal=` fixes the first deal: `{"hands": [[25 cards], [25 cards], [28 cards]], "dealer": seat}`
(the dealer, default seat 2, holds 28). Seeded games draw the first dealer from the seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from games.core import BadDeal, Game
from games.scarto.knowledge import determinize
from games.scarto.rules import INDEX, NAMES, OPTION_LIST
from games.scarto.state import Match, ScartoState, start_deal
from games.seeded_shuffle import mix64
from games.tricks import dealt_hands


class ScartoGame(Game):
    """Scarto: three players, three deals, the lowest total loses."""

    name = "scarto"
    order = 20
    title = "Scarto"
    subtitles: ClassVar[dict[str, str]] = {"scarto": "subtitle-scarto"}
    min_players = 3
    max_players = 3
    default_preset = "scarto"
    presets: ClassVar[dict[str, dict[str, Any]]] = {"scarto": {"players": 3}}
    option_list = OPTION_LIST
    summary = (
        "Piedmontese tarot for three: 25 cards each, the dealer takes 3 more and discards 3. Follow suit, "
        "else trump; the Matto (Fool) may be played any time and never wins.\n"
        "Capture Kings, the Angel, the Bagatto and tricks: each deal scores points − 26; "
        "after three deals the lowest total loses."
    )

    def _new(
        self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None
    ) -> ScartoState:
        match = Match(self, options, seed)
        if deal is None:
            dealer = mix64(seed) % 3
            return start_deal(match, 0, dealer, (0, 0, 0), ())
        hands, dealer = _read_deal(deal)
        return start_deal(match, 0, dealer, (0, 0, 0), (), hands=hands)

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> ScartoState:
        """A full position consistent with `view` (hand, tricks, voids shown by failures to follow or
        trump, the dealer's own discard; an unseen discard obeys the discard restrictions)."""
        return determinize(self, view, rng)


def _read_deal(deal: Mapping[str, Any]) -> tuple[list[int], int]:
    hands_in = deal.get("hands")
    if not isinstance(hands_in, list | tuple) or len(hands_in) != 3:
        raise BadDeal("A Scarto deal needs `hands`: three lists of cards (25, 25 and 28 for the dealer).")
    dealer = deal.get("dealer", 2)
    if dealer not in (0, 1, 2):
        raise BadDeal(f"`dealer` must be a seat 0-2, not {dealer!r}.")
    sizes = [28 if seat == dealer else 25 for seat in range(3)]
    hands = dealt_hands(hands_in, sizes, INDEX, "a tarot card (e.g. `Ks`, `Cc`, `10h`, `T21`, `FOOL`)")
    assert sum(hands).bit_count() == len(NAMES)
    return hands, dealer


GAME = ScartoGame()

__all__ = ["GAME", "ScartoGame", "ScartoState"]
