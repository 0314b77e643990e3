"""Scopa: a turn, captures, sweeps, deals and the notation, as a player meets them."""

from __future__ import annotations

import random

import pytest

import games
from games.cards import italian_deck
from games.scopa.deck import primiera

SCOPA = games.get("scopa")
HAND = {"scopa": 3, "scopone": 9, "scientifico": 10}
TABLE = {"scopa": 4, "scopone": 4, "scientifico": 0}


def start(hands, table=(), *, players=2, preset=None, stock=(), dealer=None, **options):
    """A game whose first deal starts from these cards; hands are padded, the stock filled, from the rest."""
    style = SCOPA.resolve_options(preset, options)["deal_style"]
    size, table_size = HAND[style], (5 if players == 5 else TABLE[style])
    hands = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    used = {c for h in hands for c in h} | set(table) | set(stock)
    rest = [c for c in italian_deck() if c not in used]
    for hand in hands:
        while len(hand) < size:
            hand.append(rest.pop())
    table = list(table)
    while len(table) < table_size:
        table.append(rest.pop())
    deal = {"hands": hands, "table": table, "stock": list(stock) + rest}
    if dealer is not None:
        deal["dealer"] = dealer
    return SCOPA.new(players, preset=preset, options=options, seed=1, deal=deal)


def plays_of(state, card):
    return sorted(a for a in state.legal() if a.split(":")[0] == card)


# --- a turn ---------------------------------------------------------------------------


def test_worked_example_seven_on_2_3_4_5_5_takes_3_4_or_2_and_either_5():
    state = start([["7d"]], ["2c", "3c", "4h", "5c", "5s"], players=5)
    assert plays_of(state, "7d") == ["7d:2c+5c", "7d:2c+5s", "7d:3c+4h"]


def test_a_card_of_the_same_rank_must_be_taken_not_a_sum():
    state = start([["7d", "6c", "Qc"]], ["7c", "3c", "4s", "Jd"])
    assert plays_of(state, "7d") == ["7d:7c"]
    with pytest.raises(games.IllegalAction, match="must take a card of the same rank"):
        state.play("7d:3c+4s")
    with pytest.raises(games.IllegalAction, match=r"The 7 di denari must take 7 di bastoni from the table\."):
        state.play("7d")


def test_two_table_cards_of_the_rank_are_two_actions():
    state = start([["5d"]], ["5c", "5h", "2s", "3s"])
    assert plays_of(state, "5d") == ["5d:5c", "5d:5h"]


def test_a_card_that_cannot_capture_is_laid_even_if_another_could():
    state = start([["7d", "6c", "Qc"]], ["7c", "3c", "4s", "Jd"])
    after = state.play("6c")
    assert "6c" in after.view(0)["table"]
    assert state.play("lay 6♣").view(0)["table"] == after.view(0)["table"]
    assert after.view(0)["pile_sizes"] == [0, 0]


def test_capture_moves_cards_to_the_capturing_side_and_passes_the_turn():
    state = start([["7d", "Kc", "Qc"]], ["2c", "3c", "4s", "Jd"])
    after = state.play("7d:3c+4s")
    view = after.view(0)
    assert view["table"] == ["2c", "Jd"]
    assert view["pile_sizes"] == [3, 0]
    assert view["to_move"] == 1
    assert view["history"] == [[0, "7d:3c+4s"]]
    assert view["last_capture"] == 0


def test_sweep_scores_a_scopa_and_is_marked_in_the_history():
    state = start([["Kd", "Kc", "Qc"]], ["Ac", "2c", "3s", "4s"])
    assert "Kd:Ac+2c+3s+4s" in state.legal()
    assert state.describe("Kd:Ac+2c+3s+4s") == "K♦ takes A♣ 2♣ 3♠ 4♠ — SCOPA"
    after = state.play("Kd:Ac+2c+3s+4s")
    view = after.view(1)
    assert view["sweeps"] == [1, 0]
    assert view["sweep_moves"] == [0]
    assert view["history_labels"] == ["K♦ takes A♣ 2♣ 3♠ 4♠ — SCOPA"]


def test_describe_in_both_styles():
    state = start([["7d", "Kc", "Qc"]], ["2c", "3c", "4s", "Jd"])
    assert state.describe("7d:3c+4s") == "7♦ takes 3♣ 4♠"
    assert state.describe("Kc") == "lay K♣"
    assert state.describe("7d:3c+4s", style="italian") == "7 di denari takes 3 di bastoni, 4 di spade"
    assert state.describe("Qc", style="italian") == "lay the Cavallo di bastoni"


def test_notation_is_canonical_but_play_accepts_any_order_and_spelling():
    state = start([["7d", "Kc", "Qc"]], ["2c", "3c", "4s", "Jd"])
    assert "7d:3c+4s" in state.legal()
    for spelling in ("7d:4s+3c", "7♦:4♠+3♣", "7 di denari : 3 di bastoni + 4 di spade", "settebello:3c+4s"):
        after = state.play(spelling)
        assert after.view(0)["history"] == [[0, "7d:3c+4s"]]
    assert state.is_legal("7d:4s+3c")
    assert not state.is_legal("7d")


def test_player_facing_errors():
    state = start([["7d", "Kc", "Ac"]], ["2c", "3c", "4s", "Jd"])
    with pytest.raises(
        games.IllegalAction,
        match=r"You don't hold the 7 di coppe\. Your hand: Asso di bastoni, 7 di denari, Re di bastoni\.",
    ):
        state.play("7h")
    with pytest.raises(
        games.IllegalAction,
        match=r"5 di spade isn't on the table\. "
        r"Table: 2 di bastoni, 3 di bastoni, 4 di spade, Fante di denari\.",
    ):
        state.play("7d:2c+5s")
    with pytest.raises(games.IllegalAction, match=r"add up to 5, not 7"):
        state.play("7d:2c+3c")
    with pytest.raises(games.IllegalAction, match="can't read"):
        state.play("banana")
    with pytest.raises(
        games.IllegalAction, match=r"Asso di bastoni can't take 2 di bastoni\. Play `Ac` to lay it\."
    ):
        state.play("Ac:2c")


def test_sum_captures_are_a_free_choice():
    state = start([["Kd"]], ["Ac", "2c", "3c", "4c", "6s"], players=5)
    assert plays_of(state, "Kd") == sorted(["Kd:Ac+2c+3c+4c", "Kd:Ac+3c+6s", "Kd:4c+6s"])


# --- deals ------------------------------------------------------------------------------


def test_two_player_deal_and_refill_from_the_front_of_the_stock():
    stock = ["Ad", "2d", "3d", "Ah", "2h", "3h"]
    state = start(
        [["Kd", "Kh", "Ks"], ["Qd", "Qh", "Qs"]],
        ["4c", "5c", "6c", "Kc"],
        stock=stock,
        redeal_three_kings=False,
    )
    view = state.view(0)
    assert (view["hand_sizes"], view["stock_size"], view["dealer"], view["to_move"]) == ([3, 3], 30, 1, 0)
    for card in ("Kd", "Qd", "Kh", "Qh", "Ks", "Qs"):
        state = state.play(plays_of(state, card)[0])
    # Seat 0 plays first (after the dealer) and takes the first three cards of the stock.
    assert state.view(0)["hand"] == ["Ad", "2d", "3d"]
    assert state.view(1)["hand"] == ["Ah", "2h", "3h"]
    assert state.view(0)["stock_size"] == 24


@pytest.mark.parametrize(
    ("players", "preset", "options", "hand", "table", "stock"),
    [
        (3, "scopa", {}, 3, 4, 27),
        (4, "scopa", {}, 3, 4, 24),
        (5, "scopa", {}, 3, 5, 20),
        (6, "scopa", {}, 3, 4, 18),
        (4, "scopone", {}, 9, 4, 0),
        (4, "scopone-scientifico", {}, 10, 0, 0),
    ],
)
def test_deal_forms(players, preset, options, hand, table, stock):
    state = SCOPA.new(players, preset=preset, options=options, seed=3)
    view = state.view(0)
    assert view["hand_sizes"] == [hand] * players
    assert len(view["table"]) == table
    assert view["stock_size"] == stock


def test_five_players_get_one_refill_of_four_each():
    state = SCOPA.new(5, seed=11)
    rng = random.Random(0)
    for _ in range(15):
        state = state.play(rng.choice(state.legal()))
    view = state.view(0)
    assert view["hand_sizes"] == [4] * 5
    assert view["stock_size"] == 0


def test_scientifico_opens_on_an_empty_table_so_the_first_player_lays():
    state = SCOPA.new(4, preset="scopone-scientifico", seed=5)
    assert state.view(0)["table"] == []
    assert all(":" not in action for action in state.legal())
    assert len(state.legal()) == 10


def test_refill_each_turn_keeps_three_cards_in_hand_while_the_stock_lasts():
    state = SCOPA.new(2, options={"refill_each_turn": True}, seed=2)
    rng = random.Random(2)
    while state.view(0)["stock_size"] > 0:
        mover = state.to_move
        state = state.play(rng.choice(state.legal()))
        assert state.view(0)["hand_sizes"][mover] == 3
    assert state.view(0)["hand_sizes"] == [3, 3]


def test_three_kings_on_the_table_make_the_same_dealer_deal_again():
    table = ["Kd", "Kh", "Ks", "Ac"]
    state = start([], table, dealer=0)
    view = state.view(0)
    assert view["redeals"] >= 1
    assert sum(card.startswith("K") for card in view["table"]) < 3
    assert view["dealer"] == 0
    kept = start([], table, dealer=0, redeal_three_kings=False)
    assert kept.view(0)["table"] == ["Ac", "Kd", "Kh", "Ks"]
    assert kept.view(0)["redeals"] == 0


def test_teams_pool_captures_partners_sit_opposite():
    state = SCOPA.new(4, options={"teams": True}, seed=1)
    assert state.sides == [0, 1, 0, 1]
    assert SCOPA.new(6, options={"teams": True}, seed=1).sides == [0, 1, 2, 0, 1, 2]
    assert SCOPA.new(4, seed=1).sides == [0, 1, 2, 3]
    assert len(state.scores) == 2


def _play_deal(state, rng):
    deal = state.deal
    before = state
    while not state.over and state.deal == deal:
        before = state
        state = state.play(rng.choice(state.legal()))
    return before, state


def test_end_of_deal_leftovers_go_to_the_last_capturer_and_the_dealer_moves_on():
    rng = random.Random(4)
    state = SCOPA.new(2, seed=8)
    dealer = state.view(0)["dealer"]
    last, after = _play_deal(state, rng)
    view = after.view(0)
    summary = view["previous_deal"]
    final = view["deal_results"][0]
    assert sum(side["cards"] for side in final) == 40
    capturer = summary["history"][-1][0] if ":" in summary["history"][-1][1] else last.view(0)["last_capture"]
    if summary["leftovers"]:
        assert summary["leftovers_side"] == last.sides[capturer]
    assert view["deal"] == 1
    assert view["dealer"] == (dealer + 1) % 2
    assert view["to_move"] == (dealer + 2) % 2
    assert view["history"] == []


def _last_play_sweep(seed_range, **options):
    """Play seeded deals, always capturing when possible, until the final play sweeps the table."""
    for seed in seed_range:
        state = SCOPA.new(2, options=options, seed=seed)
        while state.deal == 0:
            view = state.view(state.to_move)
            final = view["stock_size"] == 0 and sum(view["hand_sizes"]) == 1
            sweeping = [
                a for a in state.legal() if ":" in a and len(a.split(":")[1].split("+")) == len(view["table"])
            ]
            if final and sweeping:
                return state, sweeping[0]
            captures = [a for a in state.legal() if ":" in a]
            state = state.play((captures or state.legal())[0])
    raise AssertionError("no deal ended on a sweep")


@pytest.mark.parametrize("counts", [False, True])
def test_sweep_on_the_last_play_counts_only_with_the_option(counts):
    state, action = _last_play_sweep(range(400), last_play_sweep_counts=counts)
    before = state.view(0)["sweeps"]
    mover_side = state.sides[state.to_move]
    assert state.describe(action).endswith("SCOPA") is counts
    after = state.play(action)
    scope = after.view(0)["deal_results"][0][mover_side]["scope"]
    assert scope == before[mover_side] + (1 if counts else 0)


def test_primiera_worked_example_is_76():
    from games.scopa.deck import INDEX, mask_of

    pile = mask_of([INDEX[c] for c in ("7h", "7d", "6c", "As", "2s", "Kd")])
    assert primiera(pile) == 76
    assert primiera(mask_of([INDEX[c] for c in ("7h", "7d", "6c")])) == 0


def test_the_first_dealer_comes_from_the_seed_and_every_seat_deals_in_turn():
    dealers = {SCOPA.new(4, seed=seed).view(0)["dealer"] for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = SCOPA.new(3, seed=12, options={"target": 99})
    rng = random.Random(0)
    seen = []
    while len(seen) < 4:
        seen.append(state.view(0)["dealer"])
        state = state.playout(rng)
    assert seen == [(seen[0] + k) % 3 for k in range(4)]
