"""Scopa house rules and option checks: ace takes all, scopa a 15, sum limits, bad options and bad deals."""

from __future__ import annotations

import pytest

import games
from games.cards import italian_deck

SCOPA = games.get("scopa")


def start(hands, table, *, players=5, **options):
    """A 5-player Scopa deal (table of 5) so the table can hold exactly the cards a rule needs."""
    hands = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    used = {c for h in hands for c in h} | set(table)
    rest = [c for c in italian_deck() if c not in used]
    for hand in hands:
        while len(hand) < 3:
            hand.append(rest.pop())
    table = list(table)
    while len(table) < 5:
        table.append(rest.pop())
    return SCOPA.new(players, options=options, seed=1, deal={"hands": hands, "table": table, "stock": rest})


def plays_of(state, card):
    return sorted(a for a in state.legal() if a.split(":")[0] == card)


# --- sum limits ---------------------------------------------------------------------------

TABLE_SUMS = ["Ac", "2c", "3c", "4c", "6s"]


def test_max_sum_cards_limits_the_cards_of_a_sum_capture():
    assert plays_of(start([["Kd"]], TABLE_SUMS, max_sum_cards=3), "Kd") == ["Kd:4c+6s", "Kd:Ac+3c+6s"]
    assert plays_of(start([["Kd"]], TABLE_SUMS, max_sum_cards=2), "Kd") == ["Kd:4c+6s"]
    state = start([["Kd"]], TABLE_SUMS, max_sum_cards=2)
    with pytest.raises(games.IllegalAction, match="at most 2 cards"):
        state.play("Kd:Ac+3c+6s")


def test_fewest_cards_keeps_only_the_smallest_sum_captures():
    state = start([["Kd"]], TABLE_SUMS, fewest_cards=True)
    assert plays_of(state, "Kd") == ["Kd:4c+6s"]
    with pytest.raises(games.IllegalAction, match="fewest"):
        state.play("Kd:Ac+2c+3c+4c")


def test_a_sum_beyond_the_limit_leaves_the_card_to_be_laid():
    state = start([["Qd"]], ["Ac", "2c", "6c", "Kc", "Kh"], max_sum_cards=2)
    assert plays_of(state, "Qd") == ["Qd"]
    assert plays_of(start([["Qd"]], ["Ac", "2c", "6c", "Kc", "Kh"]), "Qd") == ["Qd:Ac+2c+6c"]


# --- ace takes all ----------------------------------------------------------------------


def test_ace_takes_the_whole_table_and_is_no_scopa_by_default():
    state = start([["Ad"]], ["2c", "3c", "4c", "5c", "Ks"], ace_takes_all=True)
    assert plays_of(state, "Ad") == ["Ad:2c+3c+4c+5c+Ks"]
    assert not state.describe("Ad:2c+3c+4c+5c+Ks").endswith("SCOPA")
    after = state.play("Ad:2c+3c+4c+5c+Ks")
    assert after.view(0)["table"] == []
    assert after.view(0)["sweeps"][0] == 0


def test_ace_sweep_scores_makes_the_ace_capture_a_scopa():
    state = start([["Ad"]], ["2c", "3c", "4c", "5c", "Ks"], ace_takes_all=True, ace_sweep_scores=True)
    assert state.play("Ad:2c+3c+4c+5c+Ks").view(0)["sweeps"][0] == 1


def test_an_ace_on_the_table_blocks_and_is_taken_by_the_pair_rule():
    state = start([["Ad"]], ["Ac", "Ah", "4c", "5c", "Ks"], ace_takes_all=True)
    assert plays_of(state, "Ad") == ["Ad:Ac", "Ad:Ah"]
    with pytest.raises(games.IllegalAction, match="takes only an Ace"):
        state.play("Ad:Ac+Ah+4c+5c+Ks")
    unblocked = start([["Ad"]], ["Ac", "Ah", "4c", "5c", "Ks"], ace_takes_all=True, ace_on_table_blocks=False)
    assert plays_of(unblocked, "Ad") == ["Ad:Ah+Ac+4c+5c+Ks"]


def test_without_ace_takes_all_an_ace_is_an_ordinary_one():
    state = start([["Ad"]], ["2c", "3c", "4c", "5c", "Ks"])
    assert plays_of(state, "Ad") == ["Ad"]


def test_a_lone_ace_swept_by_an_ace_is_a_scopa():
    # Scopone d'Assi deals 10 each on an empty table: lay an Ace, the next player takes it with theirs.
    hands = [
        ["Ac", *[c for c in italian_deck() if c[0] not in "A"][:9]],
        ["Ad", *[c for c in italian_deck() if c[0] not in "A"][9:18]],
    ]
    rest = [c for c in italian_deck() if c not in hands[0] + hands[1]]
    hands += [rest[:10], rest[10:]]
    state = SCOPA.new(4, preset="scopone-assi", seed=1, deal={"hands": hands, "table": [], "dealer": 3})
    state = state.play("Ac")
    assert state.describe("Ad:Ac").endswith("SCOPA")
    assert state.play("Ad:Ac").view(0)["sweeps"] == [0, 1]


# --- scopa a 15 ---------------------------------------------------------------------------


def test_scopa_15_captures_make_fifteen_and_ignore_the_pair_rule():
    state = start([["7d"]], ["7c", "Jc", "5s", "3s", "Kh"], scopa_15=True)
    assert plays_of(state, "7d") == ["7d:3s+5s", "7d:Jc"]
    with pytest.raises(games.IllegalAction, match="total 15"):
        state.play("7d:7c")


def test_scopa_15_lays_when_nothing_makes_fifteen():
    state = start([["Kd"]], ["Kc", "Kh", "Ks", "Qc", "Qh"], scopa_15=True, redeal_three_kings=False)
    assert plays_of(state, "Kd") == ["Kd"]


# --- option and player-count checks ---------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "preset", "options", "message"),
    [
        (3, None, {"teams": True}, "Teams need 4 or 6 players"),
        (2, None, {"deal_style": "scientifico"}, "scientifico deal is for 4 players"),
        (5, None, {"deal_style": "scopone"}, "scopone deal is for 4 players"),
        (2, "scopone", {}, "for 4 players, not 2"),
        (7, None, {}, "for 2, 3, 4, 5, 6 players"),
        (2, None, {"colour": "red"}, "no option `colour`"),
        (2, None, {"target": "lots"}, "whole number"),
        (2, None, {"max_sum_cards": 7}, "must be one of none, 2, 3"),
        (2, None, {"tie_break": "coin_toss"}, "play_on, count_back"),
        (2, "briscola", {}, "no preset `briscola`"),
    ],
)
def test_bad_options_are_refused_with_the_reason(players, preset, options, message):
    with pytest.raises(games.BadOptions, match=message):
        SCOPA.new(players, preset=preset, options=options, seed=1)


def test_every_preset_and_option_is_described():
    assert set(SCOPA.presets) == {
        "scopa",
        "scopone",
        "scopone-scientifico",
        "scopone-tamanini",
        "scopone-assi",
        "scopa-15",
    }
    assert all(option.help for option in SCOPA.option_list)
    assert SCOPA.summary.count("\n") in (1, 2)
    assert SCOPA.player_counts("scopa") == [2, 3, 4, 5, 6]
    assert all(SCOPA.player_counts(p) == [4] for p in SCOPA.presets if p.startswith("scopone"))
    tamanini = SCOPA.resolve_options("scopone-tamanini")
    assert (tamanini["target"], tamanini["tie_break"], tamanini["napola"], tamanini["cappotto"]) == (
        21,
        "play_on",
        True,
        True,
    )
    assert SCOPA.resolve_options("scopone")["tie_break"] == "count_back"
    assert SCOPA.resolve_options("scopone-scientifico")["redeal_three_kings"] is False
    assert SCOPA.resolve_options("scopone-assi")["ace_takes_all"] is True
    assert SCOPA.resolve_options("scopa-15")["scopa_15"] is True
    assert games.find("scopone-tamanini") == (SCOPA, "scopone-tamanini")


# --- explicit deals ---------------------------------------------------------------------------


def _good_deal():
    deck = italian_deck()
    return {"hands": [deck[0:3], deck[3:6]], "table": deck[6:10], "stock": deck[10:]}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(hands=[d["hands"][0]]), "one list of cards for each of the 2 players"),
        (lambda d: d["hands"][0].append(d["stock"].pop()), "Seat 0 must be dealt 3 cards, not 4"),
        (lambda d: d["table"].pop(), "table must get 4 cards, not 3"),
        (lambda d: d["stock"].pop(), "stock must hold 30 cards, not 29"),
        (lambda d: d["stock"].__setitem__(0, d["table"][0]), "appears twice"),
        (lambda d: d["stock"].__setitem__(0, "9d"), "no such card: 9 di denari"),
        (lambda d: d["stock"].__setitem__(0, "blah"), "can't read `blah`"),
        (lambda d: d.update(dealer=5), "dealer must be a seat from 0 to 1"),
        (lambda d: d.update(shoe=[]), "Unknown deal keys: shoe"),
        (lambda d: d.update(table="7d"), "must be a list of cards"),
    ],
)
def test_bad_deals_are_refused_with_the_reason(change, message):
    deal = _good_deal()
    change(deal)
    with pytest.raises(games.BadDeal, match=message):
        SCOPA.new(2, seed=1, deal=deal, options={"redeal_three_kings": False})


def test_a_deal_missing_cards_names_them():
    deal = _good_deal()
    deal["stock"][-1] = deal["stock"][0]
    with pytest.raises(games.BadDeal, match="appears twice"):
        SCOPA.new(2, seed=1, deal=deal)


def test_a_deal_in_any_spelling_is_accepted():
    deal = _good_deal()
    deal["hands"][0] = ["Asso di denari", "2♦", "3 di denari"]
    state = SCOPA.new(2, seed=1, deal=deal)
    assert state.view(0)["hand"] == ["Ad", "2d", "3d"]


def test_with_scopa_15_the_ace_rules_still_decide_what_an_ace_takes():
    table = ["Ac", "5c", "Qs", "3s", "Kh"]
    assert plays_of(start([["Ad"]], table, scopa_15=True), "Ad") == ["Ad:5c+Qs", "Ad:Ac+3s+Kh"]
    both = {"scopa_15": True, "ace_takes_all": True}
    assert plays_of(start([["Ad"]], table, **both), "Ad") == ["Ad:Ac"]
    assert plays_of(start([["Ad"]], ["2c", *table[1:]], **both), "Ad") == ["Ad:2c+3s+5c+Qs+Kh"]
