"""The bench's Scopa sparring partner and duplicate-deal match tool (issue 34), and the hard player
they measure: legal moves only, the same move for the same seed, seats really swapped."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import games
from games import ai

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import scopa_duel
import scopa_sparring

SCOPA = games.get("scopa")


@pytest.mark.parametrize(("preset", "players"), [("scopa", 2), ("scopone-scientifico", 4), ("scopone", 4)])
@pytest.mark.slow
def test_the_sparring_partner_plays_whole_deals_legally(preset, players):
    for seed in range(4):
        state = SCOPA.new(players, preset=preset, seed=seed)
        ply = 0
        while not state.over and state.deal == 0:
            legal = state.legal()
            action = scopa_sparring.choose(state.view(state.to_move), legal, seed * 100 + ply)
            assert action in legal
            state = state.play(action)
            ply += 1
        assert state.over or state.deal == 1


def test_the_sparring_partner_repeats_itself_for_a_seed():
    state = SCOPA.new(2, seed=11)
    for ply in range(5):
        state = state.play(scopa_sparring.choose(state.view(state.to_move), state.legal(), ply))
    view, legal = state.view(state.to_move), state.legal()
    assert len({scopa_sparring.choose(view, legal, 3) for _ in range(3)}) == 1


@pytest.mark.parametrize(("preset", "players"), [("scopa", 2), ("scopone-scientifico", 4)])
@pytest.mark.slow
def test_hard_plays_whole_deals_legally_and_repeats_itself(preset, players):
    state = SCOPA.new(players, preset=preset, seed=5)
    ply = 0
    while not state.over and state.deal == 0:
        legal = state.legal()
        view = state.view(state.to_move)
        if state.to_move % 2 == 0:
            action = ai.choose("scopa", view, legal, "hard", seed=ply, iterations=40)
            if ply < 6:
                assert ai.choose("scopa", view, legal, "hard", seed=ply, iterations=40) == action
        else:
            action = scopa_sparring.choose(view, legal, ply)
        assert action in legal
        state = state.play(action)
        ply += 1


def test_the_match_tool_swaps_the_seats_of_a_pair():
    assert scopa_duel.seats_of(["a", "b"], [0, 1]) == ["a", "b"]
    assert scopa_duel.seats_of(["b", "a"], [0, 1, 0, 1]) == ["b", "a", "b", "a"]
    # The same player on both sides: each play is the other's mirror, so the pair is even.
    row = scopa_duel.pair(None, 2, 3, "normal", "normal", 300, None)
    assert row["margins"][0] == -row["margins"][1]
    assert row["margin"] == 0
    assert row["illegal"] == 0
    # A against B: the pair's margin is A's gain over B, averaged over A's two seats.
    row = scopa_duel.pair(None, 2, 3, "normal", "easy", 300, None)
    first = scopa_duel.play(None, 2, 3, ["normal", "easy"], 300, None)
    second = scopa_duel.play(None, 2, 3, ["easy", "normal"], 300, None)
    mine = [first["gains"][0] - first["gains"][1], second["gains"][1] - second["gains"][0]]
    assert row["margins"] == mine
    assert row["margin"] == sum(mine) / 2
    for name in scopa_duel.ITEMS:
        expected = (first["items"][0][name] - first["items"][1][name]) / 2
        expected += (second["items"][1][name] - second["items"][0][name]) / 2
        assert row["items"][name] == expected
