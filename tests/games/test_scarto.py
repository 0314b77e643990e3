"""Scarto, rule by rule (rule book: docs/rules/scarto.md), on explicit deals.

Deal A (dealer 2, so seat 0 leads): seat 0 holds every sword and most cups, seat 1 every baton
and trumps 1-11, the dealer every coin, three cups, trumps 12-21 and the Matto.
"""

from __future__ import annotations

import itertools
from math import comb

import pytest

import games
from games.cards import TAROT_SUIT_RANKS
from games.core import BadDeal, IllegalAction
from games.scarto.rules import INDEX, VARIANTS, standings

GAME = games.get("scarto")


def suit(s: str, ranks=TAROT_SUIT_RANKS) -> list[str]:
    return [r + s for r in ranks]


def trumps(lo: int, hi: int) -> list[str]:
    return [f"T{n}" for n in range(lo, hi + 1)]


SEAT0 = suit("s") + suit("h", ("A", "2", "3", "4", "5", "6", "7", "8", "J", "C", "Q"))
SEAT1 = suit("c") + trumps(1, 11)
DEALER = [*suit("d"), "9h", "10h", "Kh", *trumps(12, 21), "FOOL"]
DEAL_A = {"hands": [SEAT0, SEAT1, DEALER], "dealer": 2}


def new(deal=DEAL_A, **options):
    return GAME.new(3, options=options, seed=7, deal=deal)


def discarded(state, cards="2d+3d+4d"):
    return state.play(f"discard:{cards}")


# --- cards and rankings --------------------------------------------------------------------------


def winner(cards: list[str], angel_is_21: bool = False) -> str:
    rules = VARIANTS[angel_is_21].rules
    trick = tuple(INDEX[c] for c in cards)
    return cards[rules.winner(trick, 4)]


def test_long_suits_rank_king_down_to_one():
    assert winner(["10s", "As", "9s"]) == "10s"
    assert winner(["Js", "10s", "Cs"]) == "Cs"
    assert winner(["Qc", "Kc", "Cc"]) == "Kc"


def test_round_suits_reverse_the_pips():
    assert winner(["10h", "Ah", "5h"]) == "Ah"
    assert winner(["9d", "2d", "10d"]) == "2d"
    assert winner(["Ah", "Jh", "2h"]) == "Jh"  # courts still beat every pip


def test_angel_ordering_both_ways():
    assert winner(["T21", "T20", "T19"]) == "T20"
    assert winner(["T21", "T20", "T19"], angel_is_21=True) == "T21"
    assert winner(["Ks", "T1", "Qs"]) == "T1"  # any trump beats the suits


def test_card_points_follow_the_angel():
    plain, moved = VARIANTS[False], VARIANTS[True]
    assert plain.points[INDEX["T20"]] == 4 and plain.points[INDEX["T21"]] == 0
    assert moved.points[INDEX["T21"]] == 4 and moved.points[INDEX["T20"]] == 0
    for variant in (plain, moved):
        assert sum(variant.points) == 52
        assert (
            variant.points[INDEX["T1"]] == variant.points[INDEX["FOOL"]] == variant.points[INDEX["Kd"]] == 4
        )
        assert variant.points[INDEX["Qd"]] == 3 and variant.points[INDEX["Cd"]] == 2
        assert variant.points[INDEX["Jd"]] == 1 and variant.points[INDEX["Ad"]] == 0


# --- the deal --------------------------------------------------------------------------------------


def test_twenty_five_each_and_three_more_for_the_dealer():
    state = GAME.new(3, seed=4)
    view = state.view(None)
    sizes = view["hand_sizes"]
    assert sizes[view["dealer"]] == 28 and sorted(sizes) == [25, 25, 28]
    assert state.to_move == view["dealer"] and view["phase"] == "discard"


def test_dealer_rotates_and_the_game_lasts_three_deals():
    state = GAME.new(3, seed=4)
    dealers = []
    while not state.over:
        if state.deal == len(dealers):
            dealers.append(state.dealer)
        state = state.play(state.legal()[0])
    assert len(dealers) == 3 and sorted(dealers) == [0, 1, 2]
    assert all((b - a) % 3 == 1 for a, b in itertools.pairwise(dealers))


def test_explicit_deals_are_validated():
    with pytest.raises(BadDeal, match="28"):
        new({"hands": [SEAT0, SEAT1, DEALER[:-1]], "dealer": 2})
    with pytest.raises(BadDeal, match="twice"):
        new({"hands": [SEAT0, [*SEAT1[:-1], "Ks"], DEALER], "dealer": 2})


# --- the dealer's discard ------------------------------------------------------------------------


def test_discard_refuses_kings_the_angel_and_the_matto():
    state = new()
    with pytest.raises(IllegalAction, match="Kings may not be discarded"):
        state.play("discard:Kd+2d+3d")
    with pytest.raises(IllegalAction, match="Angel"):
        state.play("discard:T20+2d+3d")
    with pytest.raises(IllegalAction, match="Matto"):
        state.play("discard:FOOL+2d+3d")
    with pytest.raises(IllegalAction, match="don't hold"):
        state.play("discard:Ks+2d+3d")
    with pytest.raises(IllegalAction, match="exactly three"):
        state.play("discard:2d+3d")
    assert state.is_legal("discard:T21+2d+3d")  # 21 is an ordinary trump under the default


def test_under_angel_is_21_the_twenty_may_go_but_not_the_twenty_one():
    state = new(angel_is_21=True)
    assert state.is_legal("discard:T20+2d+3d")
    with pytest.raises(IllegalAction, match=r"Angel \(Trump 21\)"):
        state.play("discard:T21+2d+3d")


def test_bagatto_only_when_it_is_the_only_trump():
    with_others = [
        SEAT0,
        [*suit("c"), *trumps(2, 12)],
        [*suit("d"), "9h", "10h", "Kh", "T1", *trumps(13, 21), "FOOL"],
    ]
    state = new({"hands": with_others, "dealer": 2})
    with pytest.raises(IllegalAction, match="only when it is your only trump"):
        state.play("discard:T1+2d+3d")
    assert not any("T1+" in action or action.endswith("+T1") for action in state.legal())
    alone = [
        [*suit("s"), *trumps(13, 21), "FOOL", "Ah"],
        [*suit("c"), *trumps(2, 12)],
        [*suit("d"), *[c for c in suit("h") if c != "Ah"], "T1"],
    ]
    state = new({"hands": alone, "dealer": 2})
    assert state.is_legal("discard:T1+2d+3d")
    assert "discard:2d+3d+T1" in state.legal()


def test_legal_lists_every_allowed_discard_once():
    state = new()
    legal = state.legal()
    # 28 cards less the Kings (Kd, Kh), the Angel and the Matto; T1 is not in the dealer's hand.
    assert len(legal) == len(set(legal)) == comb(24, 3)
    assert not any(
        card in action.split(":")[1].split("+") for action in legal for card in ("Kd", "T20", "FOOL")
    )
    assert all(state.is_legal(action) for action in legal[::97])


def test_discard_in_any_order_and_spelling_is_written_canonically():
    state = new().play("discard: 4d, 2 di denari + 3d")
    assert state.view(2)["history"] == [[2, "discard:2d+3d+4d"]]
    assert state.view(2)["discard"] == ["2d", "3d", "4d"]


def test_only_the_dealer_sees_the_discard():
    state = discarded(new())
    assert state.view(2)["discard"] == ["2d", "3d", "4d"]
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view["discard"] is None and view["discard_made"]
        assert view["history"] == [[2, "discard"]]
    assert state.describe("discard:2d+3d+4d") == "discards three cards"


def test_cards_wait_for_the_discard():
    with pytest.raises(IllegalAction, match="discards three cards first"):
        new().play("Ks")


# --- follow rules --------------------------------------------------------------------------------


def test_void_in_the_led_suit_must_trump():
    state = discarded(new()).play("2s")
    assert sorted(state.legal()) == sorted(trumps(1, 11))
    with pytest.raises(
        IllegalAction, match=r"You must trump: you hold trump 11, trump 10, trump 9, .*, and trump 1\."
    ):
        state.play("Kc")


def test_follow_suit_without_duty_to_beat():
    state = discarded(new()).play("Qh").play("T1")
    assert sorted(state.legal()) == ["10h", "9h", "FOOL", "Kh"]
    with pytest.raises(
        IllegalAction,
        match=r"You must follow cups: you hold the King of cups, the 9 of cups, and the 10 of cups\.",
    ):
        state.play("T15")
    state = state.play("10h")  # lower than the Queen: allowed, and the trump wins anyway
    assert state.view(0)["tricks"][-1]["winner"] == 1


def test_trump_led_must_be_answered_with_a_trump():
    state = discarded(new()).play("2s").play("T1").play("T12")  # the dealer wins
    assert state.to_move == 2
    state = state.play("T13")
    assert state.legal() == state.hand(0)  # seat 0 has no trump: anything
    state = state.play("3s")
    with pytest.raises(IllegalAction, match="You must follow trumps"):
        state.play("Kc")
    assert sorted(state.legal()) == sorted(trumps(2, 11))


# --- the Matto -------------------------------------------------------------------------------------


def test_matto_may_be_played_instead_of_following_and_never_wins():
    state = discarded(new()).play("Qh").play("T1")
    state = state.play("FOOL")
    trick = state.view(0)["tricks"][-1]
    assert trick["winner"] == 1 and trick["cards"] == ["Qh", "T1", "FOOL"]
    assert state.view(0)["tricks_won"] == [0, 1, 0]
    # The Matto stays with its player: 4 card points in the dealer's own pile.
    assert state.view(0)["card_points"] == [0, 3 + 4, 4]  # Queen and Bagatto to the winner


def test_led_matto_lets_the_second_play_anything_and_the_third_follows_the_second():
    state = discarded(new()).play("2s").play("T1").play("T12")  # the dealer wins and leads
    state = state.play("FOOL")
    assert state.legal() == state.hand(0)  # seat 0: anything
    state = state.play("Qh")
    # Seat 1 holds no cups: it must trump, as if the Queen had been led.
    with pytest.raises(IllegalAction, match="You must trump"):
        state.play("Kc")
    state = state.play("T2")
    trick = state.view(0)["tricks"][-1]
    assert trick["leader"] == 2 and trick["winner"] == 1
    assert state.to_move == 1
    # Seat 1 takes the Queen; the dealer keeps the Matto besides its first trick's Bagatto.
    assert state.view(0)["card_points"] == [0, 3, 4 + 4]
    assert state.view(0)["tricks_won"] == [0, 1, 1]


def points_from_tricks(tricks: list[dict]) -> list[int]:
    """Card points per seat as the rule book counts them: the Matto to its player, the rest to
    the trick's winner."""
    points = VARIANTS[False].points
    out = [0, 0, 0]
    for trick in tricks:
        for i, card in enumerate(trick["cards"]):
            out[(trick["leader"] + i) % 3 if card == "FOOL" else trick["winner"]] += points[INDEX[card]]
    return out


def test_matto_played_in_the_last_trick_stays_with_its_player():
    state = discarded(GAME.new(3, seed=21, deal=DEAL_A))
    while sum(state.view(None)["hand_sizes"]) > 1:
        legal = state.legal()
        state = state.play(next((a for a in legal if a != "FOOL"), legal[0]))
    view = state.view(None)
    last = state.legal()[0]
    cards = [card for _, card in view["trick"]] + [last]
    assert "FOOL" in cards
    position = VARIANTS[False].rules.winner(tuple(INDEX[c] for c in cards), 4)
    final = {"leader": view["leader"], "cards": cards, "winner": (view["leader"] + position) % 3}
    assert final["winner"] != 2  # the Matto's player (the dealer) cannot win with it
    expected = points_from_tricks([*view["tricks"], final])
    seats = state.play(last).view(None)["previous_deal"]["seats"]
    assert [seat["card_points"] for seat in seats] == expected
    assert expected[2] >= 4


# --- scoring ----------------------------------------------------------------------------------------


def test_standings_lowest_loses_and_ties_both_lose():
    assert standings([10, 2, -12]) == ([0, 0, 1], [2])
    assert standings([-6, 12, -6]) == ([1, 0, 1], [0, 2])
    assert standings([0, 0, 0]) == ([0, 0, 0], [])
