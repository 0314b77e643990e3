"""Computer players in the trick games: Scarto's discard and card play, Stovkahra's formalities."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games import ai, get
from games.ai.stovkahra_player import PLAYER as STOVKAHRA_PLAYER
from games.ai.stovkahra_player import dost_wins
from games.scarto.rules import INDEX, NAMES, VARIANTS
from games.stovkahra.rules import combinations

SCARTO = get("scarto")
STOVKAHRA = get("stovkahra")
POINTS = VARIANTS[False].points


def choose(game, state, level, seed=0, **kw):
    return ai.choose(game, state.view(state.to_move), state.legal(), level, seed=seed, **kw)


# --- Scarto -------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_the_normal_dealer_keeps_trumps_and_lays_away_points_or_short_suits(seed):
    state = SCARTO.new(3, seed=seed)
    hand = state.view(state.to_move)["hand"]
    cards = choose("scarto", state, "normal").split(":")[1].split("+")
    non_trumps = [c for c in hand if not c.startswith("T") and not c.startswith("K") and c != "FOOL"]
    if len(non_trumps) >= 3:
        assert not any(c.startswith("T") for c in cards)
        kept = [c for c in hand if c not in cards]
        for card in cards:
            voids = not any(c[-1] == card[-1] for c in kept if not c.startswith("T"))
            if POINTS[INDEX[card]] == 0 and not voids:
                # A blank card goes only once no Queen, Cavallo or Jack is left to bank.
                assert not any(POINTS[INDEX[c]] for c in kept if c in non_trumps)


def scarto_positions(seed, tricks):
    """Positions met during a deal of normal play, a few tricks in."""
    state = SCARTO.new(3, seed=seed)
    plies = 0
    while not state.over and plies < 1 + 3 * tricks:
        yield state
        state = state.play(choose("scarto", state, "normal", plies))
        plies += 1


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_normal_last_hand_takes_a_trick_with_points_when_it_can(seed):
    rules = VARIANTS[False].rules
    for state in scarto_positions(seed, tricks=12):
        view = state.view(state.to_move)
        trick = [INDEX[c] for _, c in view["trick"]]
        if len(trick) != 2 or not any(POINTS[c] for c in trick):
            continue
        legal = [INDEX[a] for a in state.legal()]
        winners = [c for c in legal if rules.winner((*trick, c), 4) == 2]
        if winners:
            assert rules.winner((*trick, INDEX[choose("scarto", state, "normal")]), 4) == 2


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_normal_that_cannot_win_throws_no_points_it_could_keep(seed):
    rules = VARIANTS[False].rules
    for state in scarto_positions(seed, tricks=12):
        view = state.view(state.to_move)
        trick = [INDEX[c] for _, c in view["trick"]]
        if len(trick) != 2:
            continue
        legal = [INDEX[a] for a in state.legal()]
        if any(rules.winner((*trick, c), 4) == 2 for c in legal):
            continue
        played = INDEX[choose("scarto", state, "normal")]
        cheapest = min(POINTS[c] for c in legal if NAMES[c] != "FOOL")
        assert NAMES[played] == "FOOL" or POINTS[played] == cheapest


# --- Stovkahra ------------------------------------------------------------------------------


def stovkahra_positions(seed, options=None):
    state = STOVKAHRA.new(4, seed=seed, options=options)
    start = state.deal
    plies = 0
    while not state.over and state.deal == start and plies < 60:
        yield state
        state = state.play(choose("stovkahra", state, "normal", plies))
        plies += 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_level_declares_what_it_holds(seed):
    for state in stovkahra_positions(seed):
        declares = [a for a in state.legal() if a.startswith("declare:")]
        if declares:
            for level in ai.LEVELS:
                assert choose("stovkahra", state, level, iterations=4).startswith("declare:")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_dost_is_claimed_exactly_when_it_wins(seed):
    # A low target makes dost a live question within one deal.
    for state in stovkahra_positions(seed, {"target": 30}):
        if "dost" not in state.legal():
            continue
        view = state.view(state.to_move)
        claimed = choose("stovkahra", state, "normal") == "dost"
        assert claimed == dost_wins(view)
        if claimed:
            after = state.play("dost")
            assert after.view(0)["previous_deal"]["dost"]["right"]
            return


def test_a_signal_is_given_and_the_partner_leads_the_suit():
    checked = 0
    for seed in range(300):
        if checked == 3:
            break
        for state in stovkahra_positions(seed):
            signals = [a for a in state.legal() if a.startswith("signal:")]
            if signals:
                break
        else:
            continue
        signaller = state.to_move
        signal = choose("stovkahra", state, "normal")
        while signal.startswith("declare:"):  # declarations first, then the signal
            state = state.play(signal)
            signal = choose("stovkahra", state, "normal")
        assert signal in signals
        state = state.play(signal)
        partner = (signaller + 2) % 4
        lead = choose("stovkahra", state, "normal")
        while state.phase != "play" or state.to_move != partner or lead.startswith("declare:"):
            state = state.play(lead)
            lead = choose("stovkahra", state, "normal")
        suit = signal[-1]
        if any(a[-1] == suit for a in state.legal() if not a.startswith(("declare", "dost"))):
            assert lead[-1] == suit
            checked += 1
    assert checked == 3


def test_a_seat_with_nothing_to_declare_passes_without_searching():
    # Every seat now has a declaration turn; one holding nothing passes at every level, and the
    # hard player does not spend a single simulation on it.
    checked = 0
    for seed in range(40):
        for state in stovkahra_positions(seed):
            if state.phase != "declare" or any(a.startswith(("declare:", "signal:")) for a in state.legal()):
                continue
            for level in ai.LEVELS:
                assert choose("stovkahra", state, level, iterations=50) == "pass"
            view = state.view(state.to_move)
            assert ai.search_move("stovkahra", view, state.legal(), iterations=50).iterations == 0
            checked += 1
    assert checked >= 40


def test_the_hard_players_worlds_read_a_pass_as_nothing_more_to_declare():
    rng = random.Random(3)
    checked = 0
    for seed in range(20):
        state = STOVKAHRA.new(4, seed=seed)
        while state.phase == "declare":
            state = state.play(choose("stovkahra", state, "normal"))
        seat = state.to_move
        declared = {(who, token) for who, token, _ in state.view(seat)["declarations"]}
        for _ in range(5):
            world = STOVKAHRA_PLAYER.determinize(state.view(seat), rng)
            for other in range(4):
                if other not in (seat, world._tricks.leader):  # the leader may still declare
                    held = combinations(world._tricks.hands[other])
                    assert all((other, token) in declared for token in held)
            checked += 1
    assert checked == 100


def test_the_hard_players_worlds_survive_a_player_who_kept_quiet():
    # Seat 0 leads with three Aces shown face up at the deal and never declares them: no world
    # can read its silence as "nothing to declare", so the worlds drop that reading.
    deal = {
        "hands": [
            ["As", "Ad", "Ac", "9d", "10d", "Jd", "Qd", "Kd"],
            ["Ks", "8s", "7c", "8c", "9c", "10c", "Jc", "Qc"],
            ["7h", "8h", "9h", "10h", "9s", "10s", "Js", "Kc"],
            ["Qs", "7s", "7d", "8d", "Jh", "Qh", "Kh", "Ah"],
        ],
        "dealer": 3,
    }
    state = STOVKAHRA.new(4, seed=11, deal=deal)
    while state.phase == "declare":
        state = state.play("pass")
    state = state.play("9d")
    for k in range(5):
        world = STOVKAHRA_PLAYER.determinize(state.view(1), random.Random(k))
        assert world.view(1) == state.view(1)
        assert {"As", "Ad", "Ac"} <= set(world.hand(0))
