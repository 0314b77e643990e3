"""The hard 2-player Scopa player searches each sampled world: it finds what the heuristic misses."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import ai
from games.ai.scopa_search import likelihood
from games.cards import italian_deck
from games.core import State

SCOPA = games.get("scopa")

# Seeded deals replayed to a position late in the deal (the stock is empty, so nothing is hidden
# from a player that counts cards), where the normal heuristic's move costs points.
ENDINGS = [
    # Hand 7d Kd, table As 4s: laying the King loses the deal by 4; the settebello must go down.
    (
        46,
        "4d:2s+2c 5c 3s 5s:5c Ad 6c 4c:Ad+3s 6d:6c 2h 3c 2d:2h Ah Jd:Js 3h:3c 4h Qh Jh Qd:Qh "
        "Qc:Ah+Jh Ks:Kc 7s 3d 7c:7s 5d Qs:4h+5d 5h Ac Jc:3d+5h 6h 7h:Ac+6h 4s As",
    ),
    # Hand 3d 7c Kh, table 2c 3s 5d 7h: the King's 3+7 beats the obvious pair of sevens.
    (
        32,
        "6h:6d Qs:Qh Kc:Kd 4h Jc 7d 4d:4h Js:Jc 6s 3c 5h:5c As 7s:7d 4s:As+3c 3h Jd 4c Ah Qd:Ah+Jd "
        "Ks:4c+6s Ad 2s 5s:2s+3h 5d 7h Ac:Ad 2h 2d:2h 3s 2c",
    ),
]


def replay(seed: int, actions: str) -> State:
    state = SCOPA.new(2, seed=seed)
    for action in actions.split():
        state = state.play(action)
    return state


def exact(state: State, side: int, deal: int, before: list[int]) -> int:
    """The rest of the deal played perfectly by both: `side`'s points minus the other's."""
    if state.over or state.deal != deal:
        return (state.scores[side] - before[side]) - (state.scores[1 - side] - before[1 - side])
    values = [exact(state.play(action), side, deal, before) for action in state.legal()]
    return max(values) if state.to_move == side else min(values)


@pytest.mark.parametrize(("seed", "actions"), ENDINGS)
def test_hard_plays_the_best_ending_where_normal_loses_points(seed, actions):
    state = replay(seed, actions)
    seat = state.to_move
    view, legal = state.view(seat), state.legal()
    values = {a: exact(state.play(a), seat, state.deal, state.scores) for a in legal}
    best = max(values.values())
    normal = ai.choose("scopa", view, legal, "normal", seed=0)
    assert values[normal] <= best - 2  # the position really is a trap for the heuristic
    for seed_ in range(3):
        assert values[ai.choose("scopa", view, legal, "hard", seed=seed_, iterations=100)] == best


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    options=st.sampled_from(
        [{}, {"scopa_15": True}, {"ace_takes_all": True}, {"refill_each_turn": True}, {"re_bello": True}]
    ),
)
@pytest.mark.slow
def test_hard_plays_whole_two_player_deals_legally_under_house_rules(seed, options):
    state = SCOPA.new(2, seed=seed, options=options)
    ply = 0
    while not state.over and state.deal == 0:
        level = "hard" if state.to_move == 0 else "normal"
        action = ai.choose("scopa", state.view(state.to_move), state.legal(), level, seed=ply, iterations=40)
        assert action in state.legal()
        state = state.play(action)
        ply += 1
    assert state.over or state.deal == 1


def test_hard_repeats_itself_and_ignores_hidden_cards_mid_deal():
    # Play into the deal so the search runs on a position with history, stock and hidden cards.
    state = SCOPA.new(2, seed=7)
    for ply in range(9):
        state = state.play(ai.choose("scopa", state.view(state.to_move), state.legal(), "normal", seed=ply))
    seat = state.to_move
    view = state.view(seat)
    assert view["stock_size"] > 6
    moves = [ai.choose("scopa", view, state.legal(), "hard", seed=s, iterations=200) for s in range(3)]
    # The same view with the hidden cards dealt differently (a sampled world) gets the same moves.
    other = SCOPA.determinize(view, random.Random(99))
    assert other.view(seat) == view
    assert [
        ai.choose("scopa", other.view(seat), other.legal(), "hard", seed=s, iterations=200) for s in range(3)
    ] == moves


def test_past_its_deadline_hard_stops_inside_a_world_and_plays_the_normal_move():
    # A round's start with 6 cards in the stock: each world is searched to the deal's end, a tree
    # far larger than the clock's interval, so a deadline that has passed stops the search inside
    # the first world. The world is dropped (a part-searched world would mislead): none counts,
    # and the move is the normal player's.
    state = SCOPA.new(2, seed=11)
    for ply in range(24):
        state = state.play(ai.choose("scopa", state.view(state.to_move), state.legal(), "normal", seed=ply))
    seat = state.to_move
    view, legal = state.view(seat), state.legal()
    assert view["stock_size"] == 6 and len(view["hand"]) == 3
    normal = ai.choose("scopa", view, legal, "normal", seed=0)
    for seed in range(3):
        result = ai.search_move("scopa", view, legal, seed=seed, budget_ms=0.001)
        assert result.action == normal
        assert all(stats.visits == 0 for stats in result.stats.values())


DEALT = ["2s", "4c", "5h", "Ac", "3h", "6s", "7d", "Ks", "Jc", "Qh"]


def test_worlds_where_the_opponent_passed_up_the_settebello_count_for_little():
    # Seat 0 cannot take anything and lays a card; seat 1 then samples worlds for seat 0's hand.
    deal = {
        "hands": [["2s", "4c", "5h"], ["Ac", "3h", "6s"]],
        "table": ["7d", "Ks", "Jc", "Qh"],
        "stock": [
            c for c in italian_deck() if c not in {"2s", "4c", "5h", "Ac", "3h", "6s", "7d", "Ks", "Jc", "Qh"}
        ],
        "dealer": 1,
    }
    state = SCOPA.new(2, seed=1, deal=deal)
    state = state.play(ai.choose("scopa", state.view(0), state.legal(), "normal", seed=0))
    view = state.view(1)
    rng = random.Random(5)
    with_seven, without = [], []
    for _ in range(300):
        world = SCOPA.determinize(view, rng)
        held = set(world.view(0)["hand"])
        (with_seven if held & {"7c", "7h", "7s"} else without).append(likelihood(world, 1))
    assert with_seven and without
    # A hand that laid a card while holding a seven (the settebello was there for the taking) is
    # all but ruled out; hands that could not take anything keep their weight.
    assert max(with_seven) <= 0.001
    assert sum(without) / len(without) > 0.1


@pytest.mark.parametrize(("seed", "actions"), ENDINGS)
def test_the_hint_is_the_hard_players_move_with_a_one_line_reason(seed, actions):
    state = replay(seed, actions)
    seat = state.to_move
    view, legal = state.view(seat), state.legal()
    values = {a: exact(state.play(a), seat, state.deal, state.scores) for a in legal}
    action, why = ai.hint("scopa", view, legal, seed=1)
    # The normal player's move loses points here (see above); the hint is the best ending.
    assert values[action] == max(values.values())
    assert action == ai.choose("scopa", view, legal, "hard", seed=1)
    reason = str(why)
    assert reason and "\n" not in reason
