"""What each seat may know of a Stovkahra position (the reverse is `games.stovkahra.knowledge`).

A view carries everything public — the trump card (it ends in the dealer's hand), the packet
shown face up to the dealer's left, declarations, every trick — plus the seat's own hand and, for
the signaller's partner only, the signal.
"""

from __future__ import annotations

from typing import Any

from games.cards import SUITS
from games.stovkahra.position import Position
from games.stovkahra.rules import BRCKA, CARDS, DECLARE, NAMES, OVER, SIDES, card_points


def _knows_signal(state: Position, seat: int | None) -> bool:
    sig = state._signal
    return seat is not None and sig is not None and seat % 2 == sig[0] % 2


def view(state: Position, seat: int | None) -> dict[str, Any]:
    """JSON-able knowledge of `seat` (`None`: a spectator, who sees no hand)."""
    d, t = state._d, state._tricks
    knows = _knows_signal(state, seat)
    history = [
        [who, "pass" if action.startswith("signal:") and not knows else action]
        for who, action in state._history
    ]
    lead = t.rules.lead_card(t.trick)
    points = [0, 0]
    for team in range(2):
        pile = t.won[team] | t.won[team + 2]
        points[team] = card_points(pile)
    out: dict[str, Any] = {
        "game": "stovkahra",
        "seat": seat,
        "players": 4,
        "options": dict(state.options),
        "phase": state.phase,
        "to_move": state.to_move,
        "hand": CARDS.names_of(t.hands[seat]) if seat is not None else [],
        "hand_sizes": [h.bit_count() for h in t.hands],
        "table": [NAMES[c] for c in t.trick],
        "trick": t.trick_view(),
        "leader": t.leader,
        "lead_suit": SUITS[lead // 8] if lead >= 0 else None,
        "trump": SUITS[d.trump],
        "trump_card": NAMES[d.trump_card],
        "dealer": d.dealer,
        "cutter": d.signaller,
        "shown": {"seat": d.leader, "cards": CARDS.names_of(d.shown)},
        "declaration_turns": list(d.turns),
        "pending": list(state._pending) if state._phase == DECLARE else [],
        "declarations": [[who, token, pts] for who, token, pts in state._declared],
        "signal": (
            {"from": state._signal[0], "to": (state._signal[0] + 2) % 4, "suit": SUITS[state._signal[1]]}
            if knows and state._signal is not None
            else None
        ),
        "tricks": t.done_view(),
        "tricks_won": list(t.taken),
        "team_tricks": [t.taken[0] + t.taken[2], t.taken[1] + t.taken[3]],
        "card_points": points,
        "history": history,
        "sides": list(SIDES),
        "scores": list(state._totals),
        "brcke": list(state._brcke),
        "target": state._m.target,
        "brcke_target": state._m.brcke,
        "game_no": d.game_no,
        "deal": d.deal_no,
        "deal_summaries": [dict(s) for s in state._summaries],
        "games": [dict(g) for g in state._games],
        "deal_start": {
            "scores": list(d.totals),
            "brcke": list(d.brcke),
            "game_no": d.game_no,
            "summaries": len(d.summaries),
            "games": len(d.games),
            "brcka": list(d.brcka) if d.brcka else None,
        },
        "previous_deal": d.previous if state._phase != OVER else (state._summaries or (None,))[-1],
        "brcka": None,
        "result": state._result.to_json() if state._phase == OVER and state._result else None,
    }
    if state._phase == BRCKA and state._brcka is not None:
        side, amount, chooser = state._brcka
        out["brcka"] = {"side": side, "brcke": amount, "seat": chooser}
    return out
