"""Stovkahra's fast random play: a deal to its end on the engine's masks (rollouts, benchmarks).

Rollout policy: every combination held is declared, no one signals or claims dost, and the
winners of a game add their brčke. The cards themselves come from the shared
`games.stovkahra.fast.random_tricks`, which draws exactly as the shared
`games.tricks.Tricks.random_finish` does, so the follow rules are the engine's own.
"""

from __future__ import annotations

import random
from typing import TypeVar

from games.stovkahra.fast import plays_since, random_tricks
from games.stovkahra.position import Position
from games.stovkahra.rules import BRCKA, DECLARE, OVER, PAIRS, PLAY, TOKENS, holds_combination

P = TypeVar("P", bound=Position)  # a StovkahraState (position.py)


def playout(state: P, rng: random.Random, *, to_deal_end: bool = True) -> P:
    """The position after random play to the end of this deal (or of the match)."""
    deal = state._d.deal_no
    while state._phase != OVER and (not to_deal_end or state._d.deal_no == deal):
        state = state.play("brcka:add") if state._phase == BRCKA else _finish_deal(state, rng)
    return state


def _finish_deal(state: P, rng: random.Random) -> P:
    """The rest of the deal from the declaration round or the play, as the public actions would
    go, on one copy: each waiting seat declares all it holds and passes (a seat that declared
    keeps its turn, dost being open), the first leader declares before leading, then the cards."""
    new = state._copy()
    history = list(state._history)
    declared = list(state._declared)
    t = state._tricks
    # Declarations of one seat never change what another may declare, so `state` answers for all.
    if state._phase == DECLARE:
        for seat in state._pending:
            if holds_combination(t.hands[seat]):
                for token in state._declarable(seat):
                    declared.append((seat, token, TOKENS[token][2]))
                    history.append((seat, "declare:" + token))
            history.append((seat, "pass"))
        new._pending = ()
        new._phase = PLAY
    if not t.done and not t.trick and holds_combination(t.hands[t.leader]):
        for token in state._declarable(t.leader):
            declared.append((t.leader, token, TOKENS[token][2]))
            history.append((t.leader, "declare:" + token))
    if len(declared) != len(state._declared):
        new._declared = tuple(declared)
    new._tricks = final = random_tricks(t, rng)
    new._end_deal(None)
    if new._phase == OVER:
        # The match ended with this deal, whose actions stay on record; any other end of deal
        # deals again, which starts a fresh record, so the list is not built for nothing.
        history.extend(map(PAIRS.__getitem__, plays_since(t, final)))
        new._history = tuple(history)
    return new
