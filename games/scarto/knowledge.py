"""What each seat may know of a Scarto position (`view`), and the reverse (`determinize`).

Everyone sees the tricks (played face up) and their own hand; only the dealer sees the discard.
`determinize` deals the unseen cards so that every failure to follow or to trump holds and the
discard obeys its restrictions, then replays the deal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.core import Game
from games.hidden_deal import sample_hidden
from games.scarto.rules import BAGATTO, DEALS, INDEX, NAMES, TRUMP, TRUMPS_MASK
from games.scarto.state import DISCARD, OVER, Match, ScartoState, start_deal
from games.tricks import bits

ALL = (1 << len(NAMES)) - 1


def view(state: ScartoState, seat: int | None) -> dict[str, Any]:
    """JSON-able knowledge of `seat` (`None`: a spectator, who sees no hand)."""
    t = state._tricks
    variant = state._m.variant
    dealer = state._dealer
    history = [
        [who, "discard" if action.startswith("discard:") and seat != dealer else action]
        for who, action in state._history
    ]
    lead = t.rules.lead_card(t.trick)
    lead_suit = None
    if lead >= 0:
        lead_suit = "trumps" if variant.cards.suits[lead] == TRUMP else NAMES[lead][-1]
    return {
        "game": "scarto",
        "seat": seat,
        "players": 3,
        "options": dict(state.options),
        "phase": state.phase,
        "to_move": state.to_move,
        "hand": [NAMES[c] for c in bits(t.hands[seat])] if seat is not None else [],
        "hand_sizes": [h.bit_count() for h in t.hands],
        "table": [NAMES[c] for c in t.trick],
        "trick": t.trick_view(),
        "leader": t.leader,
        "lead_suit": lead_suit,
        "dealer": dealer,
        "angel": variant.angel_name,
        "discard_made": state._phase != DISCARD,
        "discard": [NAMES[c] for c in bits(state._discard)] if seat == dealer and state._discard else None,
        "tricks": t.done_view(),
        "tricks_won": list(t.taken),
        "card_points": [variant.card_points(w) for w in t.won],
        "history": history,
        "sides": [0, 1, 2],
        "scores": list(state._totals),
        "deal": state._deal_no,
        "deals": DEALS,
        "deal_summaries": [dict(s) for s in state._summaries],
        "previous_deal": state._summaries[-1] if state._summaries else None,
        # How the deal began; once the game is over the last deal's summary is in, so not counted.
        "deal_start": {
            "scores": list(state._start_totals),
            "summaries": len(state._summaries) - (1 if state._phase == OVER else 0),
        },
        "result": state._result.to_json() if state._phase == OVER and state._result else None,
    }


def _mask(cards: list[str]) -> int:
    out = 0
    for card in cards:
        out |= 1 << INDEX[card]
    return out


def determinize(game: Game, v: Mapping[str, Any], rng: random.Random) -> ScartoState:
    """A full position consistent with the view `v`, unseen cards dealt at random."""
    seat = int(v["seat"])
    m = Match(game, game.resolve_options(None, v["options"]), rng.getrandbits(63))
    variant = m.variant
    rules = variant.rules
    dealer = int(v["dealer"])
    own = _mask(v["hand"])
    known_discard = _mask(v["discard"]) if v.get("discard") else 0

    played = [0, 0, 0]
    forbidden = [0, 0, 0]
    tricks = [(t["leader"], [INDEX[c] for c in t["cards"]]) for t in v["tricks"]]
    if v["trick"]:
        tricks.append((v["trick"][0][0], [INDEX[c] for _, c in v["trick"]]))
    for first, cards in tricks:
        for i, card in enumerate(cards):
            who = (first + i) % 3
            played[who] |= 1 << card
            forbidden[who] |= rules.forbidden(card, cards[:i], TRUMP)
    gone = played[0] | played[1] | played[2]
    unknown = ALL & ~gone & ~own & ~known_discard

    others = [s for s in range(3) if s != seat]
    need = [v["hand_sizes"][s] for s in others]
    allowed = [unknown & ~forbidden[s] for s in others]
    hidden_discard = v["discard_made"] and seat != dealer
    if hidden_discard:
        need.append(3)
        allowed.append(unknown & ~variant.keep)

    def accept(deal: list[list[int]]) -> bool:
        if not hidden_discard or BAGATTO not in deal[-1]:
            return True
        held = (
            played[dealer] | sum(1 << c for c in deal[others.index(dealer)]) | sum(1 << c for c in deal[-1])
        )
        return held & TRUMPS_MASK == 1 << BAGATTO

    deal = sample_hidden(bits(unknown), need, allowed, rng, accept)
    hands = [0, 0, 0]
    hands[seat] = own
    for slot, s in enumerate(others):
        hands[s] = sum(1 << c for c in deal[slot])
    discard = known_discard or (sum(1 << c for c in deal[-1]) if hidden_discard else 0)
    initial = [hands[s] | played[s] for s in range(3)]
    initial[dealer] |= discard
    start = v["deal_start"]
    state = start_deal(
        m,
        int(v["deal"]),
        dealer,
        (int(start["scores"][0]), int(start["scores"][1]), int(start["scores"][2])),
        tuple(v["deal_summaries"][: start["summaries"]]),
        hands=initial,
    )
    for _, action in v["history"]:
        if action == "discard":
            action = "discard:" + "+".join(NAMES[c] for c in bits(discard))
        state = state.play(action)
    return state
