"""Stovkahra (Brčko): the living Trappola of Šumice, 4 players in two teams, 32 cards.

Rule book: `docs/rules/stovkahra.md`. Notation: `Ks` plays a card; before the first lead
`declare:AAA` (`declare:7777`, `declare:101010`, `declare:KKK`…; only combinations held, each
rank once), `signal:h` (the dealer's right only, holding the 7 of trumps and void in that suit;
it ends their declaration turn and reads as `pass` to everyone but the partner), `pass`; `dost`
right after your team's declarations or after winning a trick; `brcka:add` / `brcka:take` when
your team has won a game.

`deal=` fixes the first deal: `{"hands": [[8 cards] per seat], "dealer": seat (default 3),
"shown": [3 cards of the dealer's left] (default: its first three), "trump_card": card of the
dealer (default: its last, the bottom card of the pack)}`. Seeded games draw the first dealer.

Logs recorded before every seat had a declaration turn: `games.stovkahra.legacy.upgrade_log`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from games.core import BadDeal, Game
from games.seeded_shuffle import mix64
from games.stovkahra.deal import Match
from games.stovkahra.knowledge import determinize
from games.stovkahra.rules import BIT, INDEX, OPTION_LIST
from games.stovkahra.state import StovkahraState, start_deal
from games.tricks import dealt_hands

_RESOLVED: dict[tuple[Any, ...], dict[str, Any]] = {}


class StovkahraGame(Game):
    """Stovkahra: one engine, options for the follow rule, seven bonuses, shuffling and targets."""

    name = "stovkahra"
    order = 30
    title = "Stovkahra"
    subtitles: ClassVar[dict[str, str]] = {"stovkahra": "subtitle-stovkahra"}
    min_players = 4
    max_players = 4
    default_preset = "stovkahra"
    presets: ClassVar[dict[str, dict[str, Any]]] = {"stovkahra": {"players": 4}}
    option_list = OPTION_LIST
    summary = (
        "Trappola for two teams of two: the bottom card of the cut names trumps; declare three or four of "
        "a rank before the first lead; win tricks with Aces and court cards — or with a 7 for a bonus.\n"
        "First team to 100 wins a game (claim `dost` early if you dare); first to 10 brčke wins the match."
    )

    def resolve_options(
        self, preset: str | None = None, options: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """As `Game.resolve_options`, remembered per distinct request: rollouts start many games."""
        try:
            key = (preset, tuple(sorted(options.items())) if options else ())
            cached = _RESOLVED.get(key)
        except TypeError:  # unhashable option values: no caching
            return super().resolve_options(preset, options)
        if cached is None:
            cached = _RESOLVED[key] = super().resolve_options(preset, options)
        return dict(cached)

    def _new(
        self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None
    ) -> StovkahraState:
        match = Match(self, options, seed)
        explicit = None
        if deal is None:
            dealer = mix64(seed) % 4
        else:
            explicit, dealer = _read_deal(deal)
        return start_deal(
            match,
            deal_no=0,
            dealer=dealer,
            totals=(0, 0),
            brcke=(0, 0),
            game_no=0,
            summaries=(),
            games=(),
            explicit=explicit,
        )

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> StovkahraState:
        """A full position consistent with `view` (hand, public cards, shown packet, trump card,
        declarations, voids and failures to beat, and the signal for the partner)."""
        return determinize(self, view, rng)


def _read_deal(deal: Mapping[str, Any]) -> tuple[tuple[list[int], int, int], int]:
    hands_in = deal.get("hands")
    if not isinstance(hands_in, list | tuple) or len(hands_in) != 4:
        raise BadDeal("A Stovkahra deal needs `hands`: four lists of 8 cards.")
    dealer = deal.get("dealer", 3)
    if dealer not in (0, 1, 2, 3):
        raise BadDeal(f"`dealer` must be a seat 0-3, not {dealer!r}.")
    hands = dealt_hands(hands_in, [8] * 4, INDEX, "a Stovkahra card (7 to Ace in s h d c)")
    leader = (dealer + 1) % 4
    shown = list(deal.get("shown", hands_in[leader][:3]))
    if len(shown) != 3 or any(card not in hands_in[leader] for card in shown):
        raise BadDeal(f"`shown` must be 3 cards of seat {leader} (the dealer's left).")
    trump_card = deal.get("trump_card", hands_in[dealer][-1])
    if trump_card not in hands_in[dealer]:
        raise BadDeal(f"`trump_card` (the bottom card) must be in the dealer's hand (seat {dealer}).")
    shown_mask = sum(BIT[INDEX[c]] for c in set(shown))
    if shown_mask.bit_count() != 3:
        raise BadDeal("`shown` must be 3 different cards.")
    return (hands, shown_mask, INDEX[trump_card]), dealer


GAME = StovkahraGame()

__all__ = ["GAME", "StovkahraGame", "StovkahraState"]
