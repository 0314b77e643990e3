"""Computer players in every game: legal at every level, seeded, and blind to hidden cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import ai

# (game, preset, players, search iterations small enough for a unit test)
TABLES = [
    ("scopa", "scopa", 2, 10),
    ("scopa", "scopone-scientifico", 4, 10),
    ("scarto", None, 3, 4),
    ("stovkahra", None, 4, 6),
    ("gofish", None, 3, 6),
    ("concentration", None, 2, 4),
    ("oldmaid", "babanuki", 3, 4),
    ("oldmaid", "jiji-nuki", 4, 4),
]
# What each engine keeps hidden, read from the full state (only a test may look).
HIDDEN = {
    "scopa": lambda w: (w.hands, w.stock),
    "scarto": lambda w: (w._tricks.hands, w._discard),
    "stovkahra": lambda w: w._tricks.hands,
    "gofish": lambda w: (w.hands, w.stock),
    "concentration": lambda w: w.board,
    "oldmaid": lambda w: w.hands,
}
IDS = [f"{game}-{preset or 'default'}-{players}p" for game, preset, players, _ in TABLES]


def move(game, state, level, seed, iterations):
    seat = state.to_move
    return ai.choose(game, state.view(seat), state.legal(), level, seed=seed, iterations=iterations)


def position(game, preset, players, seed, plies):
    """A position `plies` normal moves into a seeded game (fewer if it ends first)."""
    state = games.get(game).new(players, preset=preset, seed=seed)
    for ply in range(plies):
        if state.over:
            break
        state = state.play(move(game, state, "normal", ply, 1))
    return state


@pytest.mark.slow
@pytest.mark.parametrize(("game", "preset", "players", "iterations"), TABLES, ids=IDS)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_level_plays_legally_through_a_deal(game, preset, players, iterations, seed):
    state = games.get(game).new(players, preset=preset, seed=seed)
    start = state.deal
    ply = 0
    while not state.over and state.deal == start and ply < 400:
        level = ai.LEVELS[(state.to_move + ply) % 3]
        action = move(game, state, level, ply, iterations)
        assert state.is_legal(action), (level, action)
        state = state.play(action)
        ply += 1
    assert state.over or state.deal != start or ply == 400


@pytest.mark.parametrize(("game", "preset", "players", "iterations"), TABLES, ids=IDS)
def test_worlds_that_differ_only_in_hidden_cards_get_the_same_move(game, preset, players, iterations):
    """Two full states sharing the seat's view (hidden cards dealt differently) draw the same reply."""
    engine = games.get(game)
    for seed in range(3):
        real = position(game, preset, players, seed, plies=5 + seed)
        if real.over:
            continue
        seat = real.to_move
        view = real.view(seat)
        one = engine.determinize(view, random.Random(1))
        other = next(
            world
            for k in range(2, 40)
            if HIDDEN[game](world := engine.determinize(view, random.Random(k))) != HIDDEN[game](one)
        )
        assert one.view(seat) == other.view(seat) == view
        for level in ai.LEVELS:
            assert move(game, one, level, 7, iterations) == move(game, other, level, 7, iterations)


@pytest.mark.parametrize(("game", "preset", "players", "iterations"), TABLES, ids=IDS)
def test_a_seeded_hard_player_repeats_itself(game, preset, players, iterations):
    state = position(game, preset, players, seed=11, plies=3)
    assert [move(game, state, "hard", s, 3 * iterations) for s in range(3)] == [
        move(game, state, "hard", s, 3 * iterations) for s in range(3)
    ]


@pytest.mark.parametrize(("game", "preset", "players", "iterations"), TABLES, ids=IDS)
def test_a_hint_is_a_legal_move_with_a_reason(game, preset, players, iterations):
    state = position(game, preset, players, seed=5, plies=4)
    action, why = ai.hint(game, state.view(state.to_move), state.legal(), seed=2, budget_ms=40)
    assert state.is_legal(action)
    assert str(why) and "\n" not in str(why)


def test_choose_is_a_plain_function_a_process_pool_can_run():
    import pickle

    assert pickle.loads(pickle.dumps(ai.choose)) is ai.choose


HOUSE_RULES = [
    ("gofish", 3, {"ask_exact_card": True}),
    ("gofish", 2, {"pairs": True, "until_stock_empty": True, "lucky_draw": True}),
    ("concentration", 2, {"flip": 3, "flip3": "triples"}),
    ("concentration", 3, {"jokers": 2, "match": "adjacent"}),
    ("scopa", 4, {"teams": True, "ace_takes_all": True}),
    ("stovkahra", 4, {"follow": "simple"}),
    ("scarto", 3, {"angel_is_21": True}),
    ("oldmaid", 4, {"variant": "old-maid", "direction": "right"}),
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "options"), HOUSE_RULES, ids=[str(o) for _, _, o in HOUSE_RULES])
def test_every_level_plays_legally_under_house_rules(game, players, options):
    # House rules take the search off the lean playouts and onto the engine's own rules.
    state = games.get(game).new(players, options=options, seed=3)
    ply = 0
    while not state.over and state.deal == 0 and ply < 150:
        action = move(game, state, ai.LEVELS[ply % 3], ply, 4)
        assert state.is_legal(action), action
        state = state.play(action)
        ply += 1
    assert ply > 10
