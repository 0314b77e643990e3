"""What each seat may know of a Scarto position (the reverse is `games.scarto.knowledge`).

Everyone sees the tricks (played face up) and their own hand; only the dealer sees the discard.
"""

from __future__ import annotations

from typing import Any, Protocol

from games.core import Result
from games.scarto.rules import DEALS, DISCARD, NAMES, OVER, TRUMP
from games.tricks import Tricks, bits


class Position(Protocol):
    """What the view reads of a position: a `ScartoState` (games/scarto/state.py, which imports
    this module; named here by what it holds, so the two do not import each other)."""

    _m: Any  # the match's record: game, options, seed, variant
    _deal_no: int
    _dealer: int
    _phase: int
    _tricks: Tricks
    _discard: int
    _history: tuple[tuple[int, str], ...]
    _totals: tuple[int, int, int]
    _start_totals: tuple[int, int, int]
    _summaries: tuple[dict[str, Any], ...]
    _result: Result | None

    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...


def view(state: Position, seat: int | None) -> dict[str, Any]:
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
