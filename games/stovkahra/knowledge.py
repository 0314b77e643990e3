"""The reverse of a seat's view (`games.stovkahra.view`): `determinize`.

A view carries everything public — the trump card (it ends in the dealer's hand), the packet
shown face up to the dealer's left, declarations, every trick — plus the seat's own hand and, for
the signaller's partner only, the signal. `determinize` deals the unseen cards at random so that
every one of those facts holds (and every failure to follow or to beat), then replays the deal.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from typing import Any

from games.cards import SUITS
from games.core import Game
from games.hidden_deal import sample_hidden
from games.stovkahra.deal import Match
from games.stovkahra.rules import (
    ALL,
    BIT,
    CARDS,
    INDEX,
    RANK_MASKS,
    TOKENS,
    combinations,
)
from games.stovkahra.state import StovkahraState, start_deal
from games.tricks import bits


def _mask(cards: list[str]) -> int:
    out = 0
    for card in cards:
        out |= BIT[INDEX[card]]
    return out


def done_declaring(v: Mapping[str, Any]) -> set[int]:
    """Seats whose chance to declare in this deal is over: they passed (a signal reads as a pass
    to the table), or, for the first leader, a card has been led."""
    done = {int(who) for who, action in v["history"] if action == "pass" or action.startswith("signal:")}
    if v["tricks"] or v["trick"]:
        done.add(int(v["leader"]))
    return done


def determinize(
    game: Game, v: Mapping[str, Any], rng: random.Random, *, declared_all: Collection[int] = ()
) -> StovkahraState:
    """A full position consistent with the view `v`, unseen cards dealt at random.

    `declared_all`: seats assumed to have declared every combination they held (a computer
    player's reading of a pass: the rules let a player keep quiet, so the engine's own sampler
    does not assume it). When no deal fits that assumption it is dropped.
    """
    seat = int(v["seat"])
    options = game.resolve_options(None, v["options"])
    m = Match(game, options, rng.getrandbits(63))
    dealer = int(v["dealer"])
    leader = (dealer + 1) % 4
    signaller = (dealer + 3) % 4
    trump = SUITS.index(v["trump"])
    trump_card = INDEX[v["trump_card"]]
    own = _mask(v["hand"])
    rules = m.rules

    played = [0, 0, 0, 0]
    forbidden = [0, 0, 0, 0]
    tricks = [(t["leader"], [INDEX[c] for c in t["cards"]]) for t in v["tricks"]]
    if v["trick"]:
        tricks.append((v["trick"][0][0], [INDEX[c] for _, c in v["trick"]]))
    for first, cards in tricks:
        for i, card in enumerate(cards):
            who = (first + i) % 4
            played[who] |= BIT[card]
            forbidden[who] |= rules.forbidden(card, cards[:i], trump)
    gone = played[0] | played[1] | played[2] | played[3]

    known = [0, 0, 0, 0]
    known[seat] = own
    if seat != leader:
        known[leader] |= _mask(v["shown"]["cards"]) & ~gone
    if seat != dealer:
        known[dealer] |= BIT[trump_card] & ~gone
    signal = v.get("signal")
    if signal and seat != signaller:
        known[signaller] |= BIT[trump * 8] & ~gone
        forbidden[signaller] |= CARDS.suit_masks[SUITS.index(signal["suit"])]

    declared = [(who, TOKENS[token]) for who, token, _ in v["declarations"]]
    quiet = {s for s in declared_all if s != seat}
    for attempt in range(20):
        try:
            hands = _deal_unseen(seat, played, known, forbidden, gone, v, declared, quiet, rng)
            break
        except ValueError:
            quiet = set()  # the assumption cannot hold (a player kept something back)
            if attempt == 19:
                raise
    start = v["deal_start"]
    state = start_deal(
        m,
        deal_no=int(v["deal"]),
        dealer=dealer,
        totals=(int(start["scores"][0]), int(start["scores"][1])),
        brcke=(int(start["brcke"][0]), int(start["brcke"][1])),
        game_no=int(start["game_no"]),
        summaries=tuple(v["deal_summaries"][: start["summaries"]]),
        games=tuple(v["games"][: start["games"]]),
        explicit=(hands, _mask(v["shown"]["cards"]), trump_card),
        brcka=tuple(start["brcka"]) if start.get("brcka") else None,  # type: ignore[arg-type]
        previous=v.get("previous_deal"),
    )
    for _, action in v["history"]:
        state = state.play(action)
    return state


def _deal_unseen(
    seat: int,
    played: list[int],
    known_in: list[int],
    forbidden_in: list[int],
    gone: int,
    v: Mapping[str, Any],
    declared: list[tuple[int, tuple[str, int, int]]],
    quiet: set[int],
    rng: random.Random,
) -> list[int]:
    """Each seat's hand at the start of the deal. Declared ranks are placed first (a seat that
    declared three Kings holds exactly three), the rest at random within the known voids; the
    `quiet` seats hold no combination beyond what they declared."""
    known = list(known_in)
    forbidden = list(forbidden_in)
    unknown_mask = ALL & ~gone & ~(known[0] | known[1] | known[2] | known[3])
    for who, (rank, count, _) in declared:
        if who == seat:
            continue
        rank_cards = RANK_MASKS[rank]
        want = count - ((played[who] | known[who]) & rank_cards).bit_count()
        candidates = bits(unknown_mask & rank_cards & ~forbidden[who])
        if not 0 <= want <= len(candidates):
            raise ValueError("declaration cannot be placed")
        for card in rng.sample(candidates, want):
            known[who] |= BIT[card]
            unknown_mask &= ~BIT[card]
        forbidden[who] |= rank_cards
    others = [s for s in range(4) if s != seat]
    sizes = v["hand_sizes"]
    need = [sizes[s] - known[s].bit_count() for s in others]
    allowed = [unknown_mask & ~forbidden[s] for s in others]
    said = {s: {rank * count for who, (rank, count, _) in declared if who == s} for s in quiet}
    # A seat whose seen cards already hold an undeclared combination kept quiet: no reading.
    quiet = {s for s in quiet if said[s].issuperset(combinations(played[s] | known[s]))}

    def accept(deal: list[list[int]]) -> bool:
        for slot, s in enumerate(others):
            if s in quiet:
                start = played[s] | known[s] | sum(BIT[c] for c in deal[slot])
                if not said[s].issuperset(combinations(start)):
                    return False
        return True

    deal = sample_hidden(bits(unknown_mask), need, allowed, rng, accept if quiet else None)
    hands = list(known)
    for slot, s in enumerate(others):
        hands[s] |= sum(BIT[c] for c in deal[slot])
    return [hands[s] | played[s] for s in range(4)]
