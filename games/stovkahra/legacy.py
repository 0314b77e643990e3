"""Action logs recorded before every seat had a declaration turn, rewritten for today's rules.

Until issue 12 the dealer's partner and the dealer got a declaration turn only when they held a
combination, so a stored log has no `pass` from them when they held nothing. Today every seat
passes or declares at its turn; replayed as is, such a log would hand the next logged action to
the wrong seat. `upgrade_log` puts the missing passes back, so a match in progress when the rule
changed carries on from the very same position (hands, tricks, scores).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.stovkahra.rules import holds_combination
from games.stovkahra.state import DECLARE, StovkahraState


def _skipped_turn(state: StovkahraState) -> bool:
    """Whether the seat to move is one the old rules skipped: the dealer's partner or the dealer,
    at its declaration turn, holding nothing to declare."""
    if state._phase != DECLARE:
        return False
    seat = state._pending[0]
    dealer = state._d.dealer
    return seat in ((dealer + 2) % 4, dealer) and not holds_combination(state._tricks.hands[seat])


def upgrade_log(
    options: Mapping[str, Any], seed: int, actions: Iterable[str], preset: str | None = None
) -> list[str]:
    """The old-rules action log `actions` of a Stovkahra table, with a `pass` inserted at each
    declaration turn the old rules skipped.

    Apply it once, to logs recorded before the change (an old log and a new one cannot always be
    told apart: a skipped seat's missing `pass` looks like the next seat's). Replaying the result
    gives the position the old engine reached, plus those passes in the history; raises
    `IllegalAction` if `actions` is not a log of this seed and options.
    """
    from games.stovkahra import GAME

    state = GAME.new(4, preset=preset, options=options, seed=seed)
    out: list[str] = []
    for action in actions:
        while _skipped_turn(state):
            out.append("pass")
            state = state.play("pass")
        out.append(action)
        state = state.play(action)
    while _skipped_turn(state):
        out.append("pass")
        state = state.play("pass")
    return out
