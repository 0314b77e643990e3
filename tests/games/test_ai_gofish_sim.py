"""The search's lean Go Fish playout follows the engine's rules move for move."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games import get
from games.ai.gofish_sim import Playout, standard
from games.family_common import rank

GOFISH = get("gofish")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5))
def test_the_playout_matches_the_engine_ask_for_ask(seed, players):
    state = GOFISH.new(players, seed=seed)
    playout = Playout(state)
    rng = random.Random(seed)
    while not state.over:
        assert playout.winners is None
        assert playout.mover == state.to_move
        engine_asks = [a.split(":") for a in state.legal()]
        assert sorted(playout.asks()) == sorted((int(target), wanted) for _, target, wanted in engine_asks)
        action = rng.choice(state.legal())
        _, target, wanted = action.split(":")
        state = state.play(action)
        playout.ask(int(target), wanted)
        assert playout.hands == [Counter(rank(c) for c in hand) for hand in state.hands]
        assert playout.books == [len(b) for b in state.books]
        assert playout.stock == [rank(c) for c in state.stock]
    assert playout.winners == state.result.winners


def test_house_rules_fall_back_to_the_engine():
    assert standard(GOFISH.resolve_options())
    assert not standard(GOFISH.resolve_options(options={"pairs": True}))
    assert not standard(GOFISH.resolve_options(options={"until_stock_empty": True}))
