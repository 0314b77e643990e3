"""The search's lean Concentration playout follows the engine's rules flip for flip."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import get
from games.ai.concentration_sim import Playout, standard
from games.family_common import rank

CONCENTRATION = get("concentration")


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4))
def test_the_playout_matches_the_engine_flip_for_flip(seed, players):
    state = CONCENTRATION.new(players, seed=seed)
    playout = Playout(state)
    rng = random.Random(seed)
    while not state.over:
        assert playout.mover == state.to_move
        action = rng.choice(state.legal())
        state = state.play(action)
        playout.flip(int(action.split(":")[1]))
        assert playout.board == [None if c is None else rank(c) for c in state.board]
        assert playout.taken == [len(cards) for cards in state.taken]
        face_down_seen = {i: rank(c) for i, c in state.seen.items() if i not in state.face_up}
        assert playout.seen == face_down_seen
    assert playout.left == 0


def test_house_rules_fall_back_to_the_engine():
    assert standard(CONCENTRATION.resolve_options())
    assert not standard(CONCENTRATION.resolve_options(options={"jokers": 1}))
    assert not standard(CONCENTRATION.resolve_options(options={"move_on_flip_back": True}))
