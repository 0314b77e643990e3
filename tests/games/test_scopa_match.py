"""Scoring a deal, winning the match (both tie-breaks, instant wins), presets to the end, views."""

from __future__ import annotations

import random

import pytest

import games
from games.scopa.deck import INDEX, mask_of
from games.scopa.rules import Rules
from games.scopa.scoring import instant_winner, match_winner, score_deal

SCOPA = games.get("scopa")
PRIMIERA = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "J": 10, "Q": 10, "K": 10}


def pile(*cards):
    return mask_of([INDEX[c] for c in cards])


def rules(players=2, **options):
    return Rules(players, SCOPA.resolve_options(None, options))


def items(side_points, extra=()):
    keys = ("carte", "denari", "settebello", "primiera", "scope", *extra)
    out = []
    for points in side_points:
        entry = dict(zip(keys, points, strict=True))
        entry["total"] = sum(points)
        out.append(entry)
    return out


# --- scoring a deal ------------------------------------------------------------------------


def test_scoring_items_and_ties_at_the_top_score_nobody():
    coins = [c + "d" for c in "A234567JQK"]
    rest = [c for c in INDEX if c not in coins]
    # Side 0: all the coins (10 cards); side 1: every other card (30 cards): carte to side 1.
    result = score_deal((pile(*coins), pile(*rest)), (1, 1, 0), rules())
    assert [r["carte"] for r in result] == [0, 1]
    assert [r["denari"] for r in result] == [1, 0]
    assert [r["settebello"] for r in result] == [1, 0]
    assert [r["primiera"] for r in result] == [0, 0]  # each side misses a suit: nobody
    assert [r["scope"] for r in result] == [1, 2]
    assert [r["cards"] for r in result] == [10, 30]
    assert [r["coins"] for r in result] == [10, 0]
    assert result[0]["primiera_total"] == result[1]["primiera_total"] == 0
    sevens = pile("7d", "7h", "7s", "7c")
    primiera = score_deal((sevens, pile(*INDEX) & ~sevens), (), rules())
    assert [r["primiera_total"] for r in primiera] == [84, 72]
    assert [r["primiera"] for r in primiera] == [1, 0]
    tied = score_deal((pile("7d", "Ad"), pile("7h", "Ah")), (), rules())
    assert [r["carte"] for r in tied] == [0, 0]
    assert [r["primiera"] for r in tied] == [0, 0]


def test_napola_re_bello_settanta_score_only_when_on():
    run = pile("Ad", "2d", "3d", "4d", "6d", "Kd", "7h", "7s", "7c", "7d")
    plain = score_deal((run, 0), (), rules())[0]
    assert {"napola", "re_bello", "settanta"}.isdisjoint(plain)
    extra = score_deal((run, 0), (), rules(napola=True, re_bello=True, settanta=True))[0]
    assert (extra["napola"], extra["re_bello"], extra["settanta"]) == (4, 1, 1)
    item_keys = ("carte", "denari", "settebello", "primiera", "scope", "napola", "re_bello", "settanta")
    assert extra["total"] == sum(extra[k] for k in item_keys)
    short = score_deal((pile("Ad", "2d", "4d"), 0), (), rules(napola=True))[0]
    assert short["napola"] == 0


def test_cappotto_and_full_napola_win_at_once():
    all_coins = pile(*[c + "d" for c in "A234567JQK"])
    assert instant_winner((0, all_coins), rules()) is None
    assert instant_winner((0, all_coins), rules(cappotto=True)) == (1, "cappotto")
    assert instant_winner((0, all_coins), rules(napola=True, napola_full_wins=True)) == (1, "napola")
    assert instant_winner((0, all_coins), rules(napola_full_wins=True)) is None  # sub-option of napola
    assert instant_winner((pile("Ad"), all_coins & ~pile("Ad")), rules(cappotto=True)) is None


# --- winning the match ------------------------------------------------------------------------


def test_nobody_wins_below_the_target_and_the_highest_wins_over_it():
    r = rules()
    assert match_winner([5, 5], items([(1, 1, 1, 0, 0), (0, 0, 0, 1, 0)]), (), r) is None
    assert match_winner([9, 10], items([(1, 1, 1, 0, 0), (0, 0, 0, 1, 0)]), (), r) == 0


def test_tie_at_the_top_plays_on_by_default():
    tie = items([(1, 0, 0, 1, 0), (0, 1, 1, 0, 0)])
    assert match_winner([9, 9], tie, (), rules()) is None


def test_count_back_replays_items_in_rule_book_order():
    r = rules(tie_break="count_back")
    # Side 0: carte + primiera; side 1: denari + settebello; both end on 11 from 9.
    tie = items([(1, 0, 0, 1, 0), (0, 1, 1, 0, 0)])
    assert match_winner([9, 9], tie, (), r) == 1  # carte 10-9, denari 10-10, settebello 10-11
    # Scope count back in the order they were made: side 0 swept first.
    sweeps = items([(0, 0, 0, 0, 2), (0, 0, 0, 0, 2)])
    assert match_winner([9, 9], sweeps, (0, 1, 1, 0), r) == 1
    assert match_winner([9, 9], sweeps, (0, 0, 1, 1), r) == 0


def test_a_tied_match_deals_again_until_one_side_leads():
    rng = random.Random(0)
    outcomes = set()
    for seed in range(40):
        state = SCOPA.new(2, options={"target": 1}, seed=seed)
        while not state.over and state.deal == 0:
            state = state.play(rng.choice(state.legal()))
        totals = state.view(0)["deal_results"][0]
        tied = totals[0]["total"] == totals[1]["total"]
        outcomes.add(tied)
        assert state.over is not tied
        if not tied:
            assert state.result.winners == [max((0, 1), key=lambda s: totals[s]["total"])]
    assert outcomes == {True, False}


# --- every preset played to the end ------------------------------------------------------------

CASES = [(preset, players) for preset in SCOPA.presets for players in SCOPA.player_counts(preset)]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_preset_plays_to_the_end(preset, players):
    rng = random.Random(players)
    state = SCOPA.new(players, preset=preset, seed=17)
    target = state.view(0)["target"]
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    result = state.result
    assert state.to_move is None and state.legal() == []
    assert len(result.winners) == 1 and result.ranks[result.winners[0]] == 0
    winner = result.winners[0]
    view = state.view(0)
    assert (
        result.scores
        == view["scores"]
        == [sum(deal[side]["total"] for deal in view["deal_results"]) for side in range(len(result.scores))]
    )
    if result.detail["reason"] == "target":
        assert result.scores[winner] >= target
        assert result.scores[winner] == max(result.scores)
    with pytest.raises(games.IllegalAction, match="over"):
        state.play(view["previous_deal"]["history"][-1][1])


def test_deal_points_match_the_captures_in_the_public_record():
    """Re-derive each deal's items from the previous deal's history, as a scorekeeper at the table would."""
    options = {"napola": True, "re_bello": True, "settanta": True, "teams": True}
    rng = random.Random(3)
    for seed in range(6):
        state = SCOPA.new(4, options=options, seed=seed)
        while not state.over and state.deal == 0:
            state = state.play(rng.choice(state.legal()))
        view = state.view(0)
        summary, scored = view["previous_deal"], view["deal_results"][0]
        taken = [set(), set()]
        for seat, action in summary["history"]:
            if ":" in action:
                card, captured = action.split(":")
                taken[view["sides"][seat]] |= {card, *captured.split("+")}
        if summary["leftovers_side"] is not None:
            taken[summary["leftovers_side"]] |= set(summary["leftovers"])
        for side in (0, 1):
            mine, theirs = taken[side], taken[1 - side]
            coins = {c for c in mine if c.endswith("d")}
            best = [max((PRIMIERA[c[:-1]] for c in mine if c.endswith(s)), default=0) for s in "dhsc"]
            primiera = sum(best) if all(best) else 0
            run = 0
            while run < 10 and "A234567JQK"[run] + "d" in mine:
                run += 1
            assert scored[side]["cards"] == len(mine)
            assert scored[side]["coins"] == len(coins)
            assert scored[side]["primiera_total"] == primiera
            assert scored[side]["carte"] == int(len(mine) > len(theirs))
            assert scored[side]["settebello"] == int("7d" in mine)
            assert scored[side]["re_bello"] == int("Kd" in mine)
            assert scored[side]["settanta"] == int({"7d", "7h", "7s", "7c"} <= mine)
            assert scored[side]["napola"] == (run if run >= 3 else 0)


# --- views and determinization ---------------------------------------------------------------

VIEW_KEYS = {
    "seat",
    "to_move",
    "hand",
    "table",
    "sides",
    "scores",
    "history",
    "hand_sizes",
    "pile_sizes",
    "sweeps",
    "deal_results",
    "deal",
    "dealer",
    "stock_size",
    "last_capture",
    "options",
    "players",
}


def test_view_shows_own_hand_only():
    state = SCOPA.new(4, preset="scopone", seed=9)
    view = state.view(2)
    assert set(view) >= VIEW_KEYS
    assert len(view["hand"]) == 9
    seen = set(view["hand"]) | set(view["table"])
    for other in (0, 1, 3):
        assert not set(state.view(other)["hand"]) & seen
    assert state.view(None)["hand"] == []


def _random_position(preset, players, seed, moves):
    rng = random.Random(seed)
    state = SCOPA.new(players, preset=preset, seed=seed)
    for _ in range(moves):
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))
    return state


@pytest.mark.parametrize(("preset", "players"), [("scopa", 2), ("scopa", 5), ("scopone", 4), ("scopa-15", 3)])
def test_determinize_keeps_everything_the_seat_knows(preset, players):
    for seed in range(5):
        state = _random_position(preset, players, seed, 7 + seed * 9)
        for seat in range(players):
            view = state.view(seat)
            world = SCOPA.determinize(view, random.Random(seed))
            assert world.view(seat) == view
            if state.to_move == seat:
                assert world.legal() == state.legal()
            rng = random.Random(1)
            while not world.over and world.deal == state.deal:
                world = world.play(rng.choice(world.legal()))


def _last_trick_position(**options):
    """Seat 0 to play its last card, having taken every coin but the Ace; seat 1 every heart but the Ace."""
    view = SCOPA.new(2, options=options, seed=1).view(0)
    history = []
    for rank in "234567JQK":
        history += [[0, f"{rank}d:{rank}c"], [1, f"{rank}h:{rank}s"]]
    view.update(
        hand=["Ad"],
        table=["As", "Ac"],
        history=history,
        sweep_moves=[],
        hand_sizes=[1, 1],
        stock_size=0,
        to_move=0,
        dealer=1,
        deal=0,
        scores=[0, 0],
        deal_results=[],
    )
    return SCOPA.determinize(view, random.Random(0))


@pytest.mark.parametrize(
    ("options", "over", "reason"),
    [
        ({}, False, None),
        ({"cappotto": True}, True, "cappotto"),
        ({"napola": True}, True, "target"),
        ({"napola": True, "napola_full_wins": True, "target": 21}, True, "napola"),
        ({"napola": True, "target": 21}, False, None),
    ],
)
def test_all_ten_coins_end_the_match_only_with_cappotto_or_a_full_napola(options, over, reason):
    state = _last_trick_position(**options)
    state = state.play("Ad:As").play("Ah:Ac")
    assert state.over is over
    scored = state.view(0)["deal_results"][0][0]
    assert scored["coins"] == 10
    assert scored.get("napola", 0) == (10 if options.get("napola") else 0)
    if over:
        assert state.result.winners == [0]
        assert state.result.detail["reason"] == reason


def test_playout_plays_random_legal_moves_to_the_end_of_the_deal_or_the_match():
    state = SCOPA.new(3, seed=5)
    after_deal = state.playout(random.Random(1))
    assert after_deal.over or after_deal.deal == 1
    assert sum(side["cards"] for side in after_deal.view(0)["deal_results"][0]) == 40
    assert state.view(0)["history"] == []  # the start is untouched
    finished = state.playout(random.Random(1), to_deal_end=False)
    assert finished.over and finished.to_move is None
