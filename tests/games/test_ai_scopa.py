"""Computer players at the Scopa table: legal, seeded, blind to hidden cards, and sensible."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import ai
from games.cards import italian_deck

SCOPA = games.get("scopa")


def deal_of(hands, table, stock_order=None, *, players=2, size=3, table_size=4):
    """An explicit first deal: given cards kept, the rest filled in `stock_order` (default deck order)."""
    hands = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    used = {c for h in hands for c in h} | set(table)
    rest = [c for c in (stock_order or italian_deck()) if c not in used]
    for hand in hands:
        while len(hand) < size:
            hand.append(rest.pop())
    table = list(table)
    while len(table) < table_size:
        table.append(rest.pop())
    return {"hands": hands, "table": table, "stock": rest, "dealer": players - 1}


def start(hands, table, stock_order=None):
    return SCOPA.new(2, seed=1, deal=deal_of(hands, table, stock_order))


def move(state, level, seed=0, **kw):
    seat = state.to_move
    return ai.choose("scopa", state.view(seat), state.legal(), level, seed=seed, **kw)


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), preset=st.sampled_from(["scopa", "scopone-scientifico", "scopa-15"]))
def test_every_level_plays_a_whole_deal_legally(seed, preset):
    state = SCOPA.new(SCOPA.player_counts(preset)[0], preset=preset, seed=seed)
    levels = ["easy", "normal", "hard"]
    ply = 0
    while not state.over and state.deal == 0:
        level = levels[(state.to_move + ply) % 3]
        action = move(state, level, seed=ply, iterations=12)
        assert action in state.legal()
        state = state.play(action)
        ply += 1
    assert state.over or state.deal == 1


def test_a_seeded_hard_player_repeats_its_move():
    state = SCOPA.new(2, seed=42)
    first = [move(state, "hard", seed=s, iterations=60) for s in range(4)]
    again = [move(state, "hard", seed=s, iterations=60) for s in range(4)]
    assert first == again


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_cards_hidden_from_the_seat_do_not_change_its_move(level):
    # Same hand and table for seat 0; the opponent's hand and the whole stock differ.
    mine, table = ["7c", "4s", "Kd"], ["3d", "4d", "Ac", "Qs"]
    deck = italian_deck()
    one = start([mine, ["7d", "Kc", "2h"]], table, deck)
    other = start([mine, ["5s", "6c", "Jh"]], table, list(reversed(deck)))
    assert one.view(0) == other.view(0)
    for seed in range(3):
        assert move(one, level, seed, iterations=80) == move(other, level, seed, iterations=80)


def test_normal_takes_the_settebello_when_it_can():
    state = start([["7c", "2s", "Qh"]], ["7d", "Ks", "Jc", "Jh"])
    assert move(state, "normal") == "7c:7d"


SWEEP_TABLE = ["As", "2h", "3s", "3c"]
SWEEP = "Qc:As+2h+3s+3c"


def test_normal_sweeps_when_it_can():
    state = start([["Qc", "Jd", "Kh"]], SWEEP_TABLE)
    assert SWEEP in state.legal()
    assert move(state, "normal") == SWEEP


def test_normal_does_not_lay_a_card_the_next_player_can_sweep():
    # Scientifico opens on an empty table: whatever is laid, the next player (an opponent) sweeps
    # with a card of its rank. Three of the 5s, Kings and Jacks are in this hand; three 2s are not.
    hand = ["5c", "5h", "5s", "Kc", "Kh", "Ks", "Jc", "Jh", "Js", "2c"]
    deal = deal_of([hand], [], players=4, size=10, table_size=0)
    state = SCOPA.new(4, preset="scopone-scientifico", seed=1, deal=deal)
    assert state.to_move == 0
    assert move(state, "normal") != "2c"


def test_hard_search_sees_a_sweep_and_the_settebello():
    sweep = start([["Qc", "Jd", "Kh"]], SWEEP_TABLE)
    assert move(sweep, "hard", iterations=120) == SWEEP
    bello = start([["7c", "2s", "Qh"]], ["7d", "Ks", "Jc", "Jh"])
    assert move(bello, "hard", iterations=120) == "7c:7d"


def test_hint_names_the_sweep():
    state = start([["Qc", "Jd", "Kh"]], SWEEP_TABLE)
    action, why = ai.hint("scopa", state.view(0), state.legal(), seed=3, budget_ms=100)
    assert action == SWEEP
    assert "scopa" in str(why)


def test_hint_reasons_say_why_without_naming_the_card_again():
    # The reason follows the move itself ("Try **7 di bastoni takes 7 di denari**: …"), so it says
    # why, not which card: that is already said.
    bello = start([["7c", "2s", "Qh"]], ["7d", "Ks", "Jc", "Jh"])
    action, why = ai.hint("scopa", bello.view(0), bello.legal(), seed=3, budget_ms=100)
    assert action == "7c:7d", action
    assert str(why).startswith("that is the settebello (the 7 di denari), a point on its own"), why
    played = start([["7d", "2s", "Qh"]], ["7h", "Ks", "Jc", "Jh"])
    reason = ai.player_for("scopa").explain(played.view(0), "7d:7h")
    assert str(reason) == "2 cards to your pile, 1 of them coins, the settebello safe among them"
    assert reason.render("it") == "2 carte al tuo mazzetto, una di denari, e il settebello è al sicuro"
    assert "7 di coppe" not in reason.render("it")


def test_a_level_that_does_not_exist_is_refused():
    state = SCOPA.new(2, seed=5)
    with pytest.raises(ValueError, match="levels: easy, normal, hard"):
        ai.choose("scopa", state.view(0), state.legal(), "grandmaster")
