"""Stovkahra, rule by rule (rule book: docs/rules/stovkahra.md), on explicit deals.

Deal A (dealer 3, so seat 0 leads, seat 1 is the dealer's far side, seat 2 the dealer's right):
trumps are hearts (the bottom card Ah ends in the dealer's hand); seat 3 holds four Aces;
seat 2 holds the 7 of trumps and no diamonds, so it may signal diamonds.
"""

from __future__ import annotations

import pytest

import games
from games.core import BadDeal, IllegalAction
from games.stovkahra.deal import RECEIVERS, deal_cards, decide_game, gathered
from games.stovkahra.rules import BIT, INDEX

GAME = games.get("stovkahra")

DEAL_A = {
    "hands": [
        ["Qs", "7d", "8d", "9d", "10d", "Jd", "Qd", "Kd"],
        ["Ks", "8s", "7c", "8c", "9c", "10c", "Jc", "Qc"],
        ["7h", "8h", "9h", "10h", "9s", "10s", "Js", "Kc"],
        ["As", "7s", "Ad", "Ac", "Jh", "Qh", "Kh", "Ah"],
    ]
}


def new(deal=DEAL_A, **options):
    return GAME.new(4, options=options, seed=11, deal=deal)


def passed(state, signal=None):
    """Through the declaration round: everyone passes (seat 2 may signal instead)."""
    while state.phase == "declare":
        state = state.play(f"signal:{signal}" if signal and state.to_move == 2 else "pass")
    return state


def play(state, *cards):
    for card in cards:
        state = state.play(card)
    return state


# --- the deal ----------------------------------------------------------------------------------


def test_three_two_three_from_the_dealers_left_with_the_first_packet_shown():
    hands, shown, bottom = deal_cards(list(range(32)), dealer=3)
    assert RECEIVERS[3][:12] == (0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3)
    assert hands[0] == BIT[0] | BIT[1] | BIT[2] | BIT[12] | BIT[13] | BIT[20] | BIT[21] | BIT[22]
    assert shown == BIT[0] | BIT[1] | BIT[2]
    assert bottom == 31 and hands[3] & BIT[31]
    assert all(h.bit_count() == 8 for h in hands)


def test_bottom_card_names_trumps_and_is_public_in_the_dealers_hand():
    state = GAME.new(4, seed=5)
    view = state.view(None)
    dealer = view["dealer"]
    assert view["trump_card"] in state.hand(dealer)
    assert view["trump"] == view["trump_card"][-1]
    assert (view["cutter"] - dealer) % 4 == 3


def test_shown_packet_is_visible_to_everyone():
    state = new()
    for seat in (None, 1, 2, 3):
        assert state.view(seat)["shown"] == {"seat": 0, "cards": ["Qs", "7d", "8d"]}
    assert state.view(1)["trump"] == "h" and state.view(1)["trump_card"] == "Ah"


def test_explicit_deals_are_validated():
    bad = {"hands": [h[:] for h in DEAL_A["hands"]]}
    bad["hands"][0][0] = "As"
    with pytest.raises(BadDeal, match="dealt twice"):
        new(bad)
    with pytest.raises(BadDeal, match="8 cards"):
        new({"hands": [DEAL_A["hands"][0][:7], *DEAL_A["hands"][1:]]})
    with pytest.raises(BadDeal, match="trump_card"):
        new({**DEAL_A, "trump_card": "Qs"})


# --- declarations and the signal ------------------------------------------------------------------


def test_every_seat_gets_a_declaration_turn_in_playing_order():
    state = new()
    # Seat 1 holds nothing to declare and still gets its turn, to pass: skipping it would tell
    # the table it holds nothing. Then the dealer's right (who may signal), then the dealer.
    assert state.view(None)["declaration_turns"] == [1, 2, 3]
    assert state.to_move == 1 and state.legal() == ["pass"]
    state = state.play("pass")
    assert state.to_move == 2
    assert state.legal() == ["signal:d", "pass"]
    state = state.play("pass")
    assert state.to_move == 3
    assert state.legal() == ["declare:AAAA", "pass"]
    state = state.play("pass")
    assert state.phase == "play" and state.to_move == 0


def test_a_declaration_leaves_the_turn_open_until_pass():
    state = new().play("pass").play("pass").play("declare:AAAA")
    assert state.to_move == 3 and state.legal() == ["dost", "pass"]


def swapped(deal: dict, *exchanges: tuple[int, str, int, str]) -> dict:
    """`deal` with cards exchanged between hands: (seat, card, other seat, other card) each."""
    hands = [list(hand) for hand in deal["hands"]]
    for seat, card, other, other_card in exchanges:
        hands[seat][hands[seat].index(card)] = other_card
        hands[other][hands[other].index(other_card)] = card
    return {**deal, "hands": hands}


def test_the_turn_order_tells_nobody_who_holds_a_combination():
    # Issue 12: only holders used to get a turn, so the order alone told everyone. The two deals
    # differ only in cards seat 0 cannot see: seat 1 (the dealer's partner) holds three Kings in
    # one and none in the other. Seat 0 must see the same table through the whole round.
    plain = new()
    kings = new(swapped(DEAL_A, (1, "8c", 3, "Kh"), (1, "9c", 2, "Kc")))
    assert "declare:KKK" in kings.legal() and "declare:KKK" not in plain.legal()
    while plain.phase == "declare":
        assert plain.to_move == kings.to_move
        assert plain.view(0) == kings.view(0)
        plain, kings = plain.play("pass"), kings.play("pass")
    assert kings.phase == "play" and plain.view(0) == kings.view(0)


def test_only_held_combinations_may_be_declared_and_each_once():
    state = new().play("pass").play("pass")
    with pytest.raises(IllegalAction, match="three Re"):
        state.play("declare:KKK")
    with pytest.raises(IllegalAction, match="you hold 4"):
        state.play("declare:AAA")
    state = state.play("declare:AAAA")
    assert state.view(0)["declarations"] == [[3, "AAAA", 40]]
    assert "declare:AAAA" not in state.legal()
    with pytest.raises(IllegalAction, match="already declared"):
        state.play("declare:AAAA")


def test_declarations_close_with_the_first_lead():
    state = passed(new())
    with pytest.raises(IllegalAction):
        state.play("declare:AAAA")
    state = state.play("Qs")
    with pytest.raises(IllegalAction, match="before the first card is led"):
        state.play("declare:AAAA")


def cards_only(state):
    """A legal card (never dost, never a declaration)."""
    return next(a for a in state.legal() if a in INDEX)


def finish_deal(state):
    deal = state.deal
    while state.deal == deal and not state.over:
        state = state.play(cards_only(state) if state.phase == "play" else "pass")
    return state


def test_declarations_score_for_the_team():
    state = finish_deal(new().play("pass").play("pass").play("declare:AAAA").play("pass"))
    summary = state.view(0)["previous_deal"]
    assert summary["teams"][1]["declarations"] == [[3, "AAAA", 40]]
    team = summary["teams"][1]
    assert team["total"] == 40 + team["cards"] + sum(points for _, points, _ in team["bonuses"])
    assert summary["teams"][0]["declarations"] == []


def test_signal_needs_the_trump_seven_and_a_void():
    state = new().play("pass")
    with pytest.raises(IllegalAction, match="void"):
        state.play("signal:s")
    with pytest.raises(IllegalAction, match="not trumps"):
        state.play("signal:h")
    state = state.play("pass").play("declare:AAAA")
    with pytest.raises(IllegalAction, match="dealer's right"):
        state.play("signal:d")


def test_signal_reaches_the_partner_only():
    state = passed(new(), signal="d")
    assert state.view(0)["signal"] == {"from": 2, "to": 0, "suit": "d"}
    assert state.view(2)["signal"]["suit"] == "d"
    for seat in (1, 3, None):
        view = state.view(seat)
        assert view["signal"] is None
        assert [2, "pass"] in view["history"]
        assert not any(action.startswith("signal") for _, action in view["history"])
    assert state.describe("signal:d") == state.describe("pass")


# --- play and the follow rules ------------------------------------------------------------------


def test_strict_must_beat_and_explains_why():
    state = passed(new()).play("Qs")
    assert state.legal() == ["Ks"]
    with pytest.raises(
        IllegalAction, match=r"You must beat the Cavallo di spade: you hold the Re di spade\."
    ):
        state.play("8s")
    state = state.play("Ks")
    with pytest.raises(
        IllegalAction,
        match=r"You must follow swords: you hold the Fante di spade, the 10 di spade, and the 9 di spade\.",
    ):
        state.play("7h")


def test_simple_follow_has_no_duty_to_beat():
    state = passed(new(follow="simple")).play("Qs")
    assert sorted(state.legal()) == ["8s", "Ks"]


def test_void_player_must_trump():
    state = passed(new()).play("7d").play("7c")
    assert sorted(state.legal()) == ["10h", "7h", "8h", "9h"]
    with pytest.raises(IllegalAction, match="You must trump"):
        state.play("9s")


def test_suit_only_lets_a_void_player_discard():
    state = passed(new(follow="suit_only")).play("7d").play("7c")
    assert "9s" in state.legal()


def test_trick_winner_leads_the_next_trick():
    state = passed(new()).play("7d").play("7c").play("7h").play("Ad")
    view = state.view(0)
    assert view["tricks"][0]["winner"] == 2 and view["leader"] == 2 and state.to_move == 2
    assert view["tricks_won"] == [0, 0, 1, 0] and view["team_tricks"] == [1, 0]


# --- dost -------------------------------------------------------------------------------------


def test_dost_right_after_declarations_wins_the_game():
    state = new(target=40).play("pass").play("pass").play("declare:AAAA")
    assert "dost" in state.legal()
    state = state.play("dost")
    game = state.view(0)["games"][0]
    assert game["winner"] == 1 and game["dost"] == {"seat": 3, "side": 1, "right": True}
    assert game["brcke"] == 2  # the opponents have under half the target
    assert state.view(0)["brcke"] == [0, 2]


def test_wrong_dost_gives_the_opponents_two_brcke():
    state = new().play("pass").play("pass").play("declare:AAAA").play("dost")
    game = state.view(0)["games"][0]
    assert game["winner"] == 0 and game["dost"]["right"] is False and game["brcke"] == 2
    assert state.view(0)["brcke"] == [2, 0]


def test_dost_stops_play_and_scores_the_deal_as_it_stands():
    state = play(passed(new(target=50)), "7d", "7c", "7h", "Ad")
    assert state.to_move == 2 and "dost" in state.legal()
    state = state.play("dost")
    summary = state.view(0)["previous_deal"]
    team0 = summary["teams"][0]
    assert team0["bonuses"] == [["first trick with a 7", 52, 1]]
    assert team0["cards"] == 6  # the Ace of diamonds; no last-trick bonus after a dost
    assert summary["dost"] == {"seat": 2, "side": 0, "right": True}
    assert summary["game_won"]["winner"] == 0
    assert state.view(0)["games"][0]["winner"] == 0


def test_dost_is_only_allowed_after_declarations_or_a_won_trick():
    state = new()
    with pytest.raises(IllegalAction, match="Dost"):
        state.play("dost")  # seat 1's team has declared nothing
    state = passed(state).play("7d")
    with pytest.raises(IllegalAction):
        state.play("dost")


# --- games and the match ----------------------------------------------------------------------


def test_game_decisions():
    assert decide_game((100, 40), 100, None) == (0, 2)
    assert decide_game((100, 50), 100, None) == (0, 1)
    assert decide_game((120, 110), 100, None) == (0, 1)
    assert decide_game((110, 110), 100, None) == (None, 0)  # equal: another deal
    assert decide_game((90, 99), 100, None) == (None, 0)
    # A right dost wins even when the opponents have more; 1 brčka once they have 50.
    assert decide_game((100, 130), 100, 0) == (0, 1)
    assert decide_game((100, 49), 100, 0) == (0, 2)
    assert decide_game((99, 0), 100, 0) == (1, 2)


def _lose_a_game_by_wrong_dost(state, side):
    """Play lowest legal cards until `side` may claim dost, then claim it (wrongly)."""
    while not ("dost" in state.legal() and state.to_move % 2 == side):
        state = state.play(cards_only(state) if state.phase == "play" else "pass")
    return state.play("dost")


def test_brcka_winners_choose_to_add_or_to_take():
    state = new().play("pass").play("pass").play("declare:AAAA").play("dost")  # team 0 wins 2 brčke (added)
    assert state.view(0)["brcke"] == [2, 0] and state.phase == "declare"
    state = _lose_a_game_by_wrong_dost(state, side=0)  # now team 1 wins, team 0 holds brčke
    assert state.phase == "brcka" and state.to_move % 2 == 1
    assert state.legal() == ["brcka:add", "brcka:take"]
    took = state.play("brcka:take")
    assert took.view(0)["brcke"] == [0, 0]
    added = state.play("brcka:add")
    assert added.view(0)["brcke"] == [2, 2]
    assert added.view(0)["games"][-1]["choice"] == "add"
    assert added.scores == [0.0, 0.0]  # a new game starts from zero


def test_first_to_the_brcke_target_wins_the_match():
    state = new(brcke=2).play("pass").play("pass").play("declare:AAAA").play("dost")
    assert state.over and state.to_move is None and state.legal() == []
    result = state.result
    assert result.winners == [0] and result.ranks == [0, 1] and result.scores == [2.0, 0.0]
    assert result.sides == [0, 1, 0, 1]


def _last_card_of_first_deal(state):
    state = passed(state)
    while len(state._tricks.done) < 7 or len(state._tricks.trick) < 3:
        state = state.play(cards_only(state))
    return state


def _cuts_of_gathered_pack(state):
    """The cuts of the previous deal's gathered tricks that would deal the next deal's hands."""
    last = state.legal()[0]
    pack = gathered(state._tricks.play(INDEX[last]))
    after = state.play(last)
    assert after.deal == 1
    dealer = after.view(None)["dealer"]
    return [
        k for k in range(1, 32) if deal_cards(pack[k:] + pack[:k], dealer)[0] == list(after._tricks.hands)
    ]


def test_later_deals_gather_the_tricks_and_only_cut():
    assert _cuts_of_gathered_pack(_last_card_of_first_deal(GAME.new(4, seed=3)))


def test_shuffle_every_deal_shuffles_instead():
    state = GAME.new(4, seed=3, options={"shuffle_every_deal": True})
    assert _cuts_of_gathered_pack(_last_card_of_first_deal(state)) == []


@pytest.mark.parametrize("typed", ["passer", "passo", "パス", "Pass"])
def test_a_player_ends_the_declarations_in_their_own_words(typed):
    state = new()
    assert state.play(typed).view(None) == state.play("pass").view(None)
