"""The hard Go Fish player in the race to an empty hand: odds from the public record decide the ask."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games import ai, get
from games.ai.gofish_odds import ask_value, holding_odds
from games.ai.gofish_sim import Playout
from games.cards import french_deck
from games.family_common import rank
from tests.games.gofish_helpers import played

GOFISH = get("gofish")


def dealt(players, hands, top, seed=1):
    used = {card for hand in hands for card in hand} | set(top)
    stock = list(top) + [card for card in french_deck() if card not in used]
    return GOFISH.new(players, seed=seed, deal={"hands": hands, "stock": stock})


def hard(state, seed=0, iterations=40):
    seat = state.to_move
    return ai.choose("gofish", state.view(seat), state.legal(), "hard", seed=seed, iterations=iterations)


def seat_one_said_go_fish_to_twos():
    """Two players. Seat 0 asks for 2s (Go fish), seat 1 asks for queens (Go fish): seat 0 to move,
    holding pairs of 2s and 9s; seat 1 has drawn one card since it was shown to hold no 2."""
    hands = [
        ["2c", "2d", "9s", "9h", "4c", "6c", "Jd"],
        ["Qs", "3h", "5h", "8h", "10h", "Kh", "9c"],
    ]
    state = dealt(2, hands, ["Kc", "3c"])
    for action in ("ask:1:2", "ask:0:Q"):
        state = state.play(action)
    assert state.to_move == 0
    return state


def test_hard_asks_for_the_rank_the_opponent_just_lacked_rather_than_hand_it_cards():
    state = seat_one_said_go_fish_to_twos()
    # Its 9s are as long as its 2s, but seat 1 may well hold a 9 (it does): taking it would bring
    # seat 1 nearer to an empty hand. Seat 1 can only hold a 2 by the one card it drew since.
    assert {hard(state, seed) for seed in range(5)} == {"ask:1:2"}


def test_the_odds_follow_the_public_record():
    view = seat_one_said_go_fish_to_twos().view(0)
    twos, nines = holding_odds(view, 1, "2"), holding_odds(view, 1, "9")
    assert abs(sum(twos) - 1) < 1e-9 and abs(sum(nines) - 1) < 1e-9
    assert 0.9 < twos[0] < 1.0  # one card drawn since the "Go fish"
    assert nines[0] < 0.8
    assert holding_odds(view, 1, "Q")[0] == 0.0  # seat 1 asked for queens: it holds at least one


def seat_one_is_known_to_hold_sevens():
    """Three players. Seat 0 ends with only three 7s; seat 1 asked for 7s, seat 2 said Go fish to them."""
    hands = [
        ["7h", "7d", "7c", "5c"],
        ["7s", "5h", "9c", "Jc"],
        ["2s", "3s", "4s", "6s"],
    ]
    state = dealt(3, hands, ["5d", "Kd", "Qd"])
    for action in ("ask:2:7", "ask:0:5", "ask:2:7", "ask:1:2"):
        state = state.play(action)
    assert state.to_move == 0
    assert sorted(state.view(0)["hand"]) == ["7c", "7d", "7h"]
    return state


def test_hard_takes_the_sevens_it_knows_about_and_wins():
    state = seat_one_is_known_to_hold_sevens()
    action = hard(state)
    assert action == "ask:1:7"
    end = state.play(action)
    assert end.over and end.result.winners == [0]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), plies=st.integers(0, 40))
def test_the_odds_never_rule_out_what_the_target_really_holds(seed, players, plies):
    state = played(seed, players, plies)
    if state.over:
        return
    seat = state.to_move
    view = state.view(seat)
    for action in state.legal():
        _, target, wanted = action.split(":")
        odds = holding_odds(view, int(target), wanted)
        assert abs(sum(odds) - 1.0) < 1e-9
        truth = Counter(rank(card) for card in state.hands[int(target)])[wanted]
        assert odds[truth] > 0.0


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 20))
def test_hard_sees_only_the_view_and_is_seeded(seed, plies):
    state = played(seed, 2, plies)
    if state.over:
        return
    seat = state.to_move
    view = state.view(seat)
    # Another deal of the hidden cards that the seat cannot tell from this one.
    other = GOFISH.determinize(view, random.Random(seed + 1))
    assert other.view(seat)["hand"] == view["hand"]
    moves = {
        ai.choose("gofish", world.view(seat), world.legal(), "hard", seed=7, iterations=20)
        for world in (state, other, state)
    }
    assert len(moves) == 1


def endgame(seed):
    """A two-player position with at most four cards left in the stock (None if the game ended)."""
    state = GOFISH.new(2, seed=seed)
    rng = random.Random(seed)
    while not state.over and len(state.stock) > 4:
        state = state.play(rng.choice(state.legal()))
    return None if state.over else state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 60))
def test_the_playout_weighs_asks_as_the_player_does(seed, plies):
    state = played(seed, 2, plies)
    if state.over:
        return
    view = state.view(state.to_move)
    playout = Playout(state, smart=state.to_move)
    for action in state.legal():
        _, target, wanted = action.split(":")
        assert abs(playout._worth(int(target), wanted) - ask_value(view, action)) < 1e-9


def test_the_endgame_search_sees_only_the_view_and_is_seeded():
    positions = [p for p in map(endgame, range(40)) if p is not None and len(p.legal()) > 1][:4]
    assert positions
    for index, state in enumerate(positions):
        seat = state.to_move
        view = state.view(seat)
        other = GOFISH.determinize(view, random.Random(index))
        assert other.hands != state.hands or other.stock != state.stock
        moves = {
            ai.choose("gofish", world.view(seat), world.legal(), "hard", seed=7, iterations=30)
            for world in (state, other, state)
        }
        assert len(moves) == 1
