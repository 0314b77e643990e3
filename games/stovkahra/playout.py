"""Stovkahra's fast random play: a deal to its end on the engine's masks (rollouts, benchmarks).

Rollout policy: every combination held is declared, no one signals or claims dost, and the
winners of a game add their brčke. The cards themselves come from the shared
`games.stovkahra.fast.random_tricks`, which draws exactly as the shared
`games.tricks.Tricks.random_finish` does, so the follow rules are the engine's own.
"""

from __future__ import annotations

import random

from games.stovkahra.fast import random_tricks
from games.stovkahra.rules import TOKENS
from games.stovkahra.state import DECLARE, OVER, PAIRS, PLAY, StovkahraState


def playout(state: StovkahraState, rng: random.Random, *, to_deal_end: bool = True) -> StovkahraState:
    """The position after random play to the end of this deal (or of the match)."""
    deal = state._d.deal_no
    while state._phase != OVER and (not to_deal_end or state._d.deal_no == deal):
        if state._phase == PLAY:
            state = _play_out_tricks(state, rng)
        elif state._phase == DECLARE:
            state = _declare_everything(state)
        else:
            state = state.play("brcka:add")
    return state


def _declare_everything(state: StovkahraState) -> StovkahraState:
    """The rest of the declaration round as the public actions would go: each waiting seat
    declares all it holds and passes (a seat that declared keeps its turn, dost being open)."""
    new = state._copy()
    declared = list(state._declared)
    history = list(state._history)
    for seat in state._pending:
        for token in new._declarable(seat):
            declared.append((seat, token, TOKENS[token][2]))
            history.append((seat, "declare:" + token))
            new._declared = tuple(declared)
        history.append((seat, "pass"))
    new._history = tuple(history)
    new._pending = ()
    new._phase = PLAY
    return new


def _play_out_tricks(state: StovkahraState, rng: random.Random) -> StovkahraState:
    t = state._tricks
    new = state._copy()
    history = list(state._history)
    if not t.done and not t.trick:
        tokens = state._declarable(t.leader)
        if tokens:
            new._declared = state._declared + tuple((t.leader, k, TOKENS[k][2]) for k in tokens)
            history.extend((t.leader, "declare:" + k) for k in tokens)
    final, plays = random_tricks(t, rng)
    history.extend(map(PAIRS.__getitem__, plays))
    new._tricks = final
    new._history = tuple(history)
    new._end_deal(None)
    return new
