"""The shared trick core: follow rules per option, trick winners, the excuse, inference, sampling."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.core import IllegalAction
from games.hidden_deal import sample_hidden
from games.scarto.rules import VARIANTS
from games.seeded_shuffle import shuffled
from games.stovkahra.rules import CARDS as PIQUET
from games.tricks import SIMPLE, STRICT, SUIT_ONLY, Rules, Tricks, bits

HEARTS = 1  # suit index of h in "shdc": the trump suit in these tests
SCARTO = VARIANTS[False]


def mask(*cards: str, cs=PIQUET) -> int:
    return cs.mask(list(cards))


def idx(*cards: str, cs=PIQUET) -> tuple[int, ...]:
    return tuple(cs.index[c] for c in cards)


def allowed(rule: str, hand: list[str], trick: list[str], trump: int = HEARTS) -> list[str]:
    rules = Rules(PIQUET, rule)
    return sorted(PIQUET.names_of(rules.allowed(mask(*hand), idx(*trick), trump)))


# --- follow rules, option by option -------------------------------------------------------


def test_strict_must_beat_the_best_card_of_the_led_suit():
    assert allowed(STRICT, ["Ks", "8s", "7h"], ["Qs"]) == ["Ks"]
    assert allowed(SIMPLE, ["Ks", "8s", "7h"], ["Qs"]) == ["8s", "Ks"]
    assert allowed(SUIT_ONLY, ["Ks", "8s", "7h"], ["Qs"]) == ["8s", "Ks"]


def test_strict_follows_freely_when_it_cannot_beat():
    assert allowed(STRICT, ["9s", "8s", "7h"], ["Qs", "Ks"]) == ["8s", "9s"]


def test_strict_no_duty_to_beat_once_the_trick_is_trumped():
    # Qs led, 8h ruffed: the follower of spades may play any spade.
    assert allowed(STRICT, ["Ks", "9s"], ["Qs", "8h"]) == ["9s", "Ks"]


def test_strict_trump_led_must_beat_the_best_trump():
    assert allowed(STRICT, ["Ah", "8h", "7s"], ["Qh"]) == ["Ah"]
    assert allowed(SIMPLE, ["Ah", "8h", "7s"], ["Qh"]) == ["8h", "Ah"]


def test_void_must_trump_and_overtrump_under_strict():
    assert allowed(STRICT, ["7h", "Ah", "Kc"], ["Qs", "9h"]) == ["Ah"]
    assert allowed(SIMPLE, ["7h", "Ah", "Kc"], ["Qs", "9h"]) == ["7h", "Ah"]


def test_strict_must_still_trump_when_it_cannot_overtrump():
    assert allowed(STRICT, ["7h", "Kc"], ["Qs", "9h"]) == ["7h"]


def test_suit_only_has_no_duty_to_trump():
    assert allowed(SUIT_ONLY, ["7h", "Kc"], ["Qs"]) == ["7h", "Kc"]


def test_void_in_led_suit_and_trumps_plays_anything():
    for rule in (STRICT, SIMPLE, SUIT_ONLY):
        assert allowed(rule, ["7c", "Kd"], ["Qs"]) == ["7c", "Kd"]


def test_refusals_name_the_duty_and_the_cards():
    strict = Rules(PIQUET, STRICT)

    def said(*args: object) -> str:
        return str(strict.refusal(*args))

    hand = mask("Ks", "7s", "7h")
    assert (
        said(hand, idx("Qs"), HEARTS, PIQUET.index["7h"])
        == "You must follow swords: you hold the Re di spade and the 7 di spade."
    )
    assert (
        said(hand, idx("Qs"), HEARTS, PIQUET.index["7s"])
        == "You must beat the Cavallo di spade: you hold the Re di spade."
    )
    void = mask("7h", "Ah", "Kc")
    assert (
        said(void, idx("Qs"), HEARTS, PIQUET.index["Kc"])
        == "You must trump: you hold the Asso di coppe and the 7 di coppe."
    )
    assert (
        said(void, idx("Qs", "9h"), HEARTS, PIQUET.index["7h"])
        == "You must beat the 9 di coppe: you hold the Asso di coppe."
    )


# --- winners ---------------------------------------------------------------------------------


def test_highest_trump_wins_else_highest_of_led_suit():
    rules = Rules(PIQUET, SIMPLE)
    assert rules.winner(idx("Qs", "As", "7h", "Ah"), HEARTS) == 3
    assert rules.winner(idx("Qs", "As", "Ad", "Ks"), HEARTS) == 1
    assert rules.winner(idx("7s", "Ad", "Ac", "Kd"), HEARTS) == 0  # off-suit Aces do not win


def test_excuse_never_wins_and_stays_with_its_player():
    cs = SCARTO.cards
    matto, seats_cards = (
        cs.index["FOOL"],
        [mask("FOOL", "2s", cs=cs), mask("Ks", "3s", cs=cs), mask("4s", "5s", cs=cs)],
    )
    tricks = Tricks.start(SCARTO.rules, 4, seats_cards, 0)
    for card in ("FOOL", "Ks", "4s"):
        tricks.check(cs.index[card])
        tricks = tricks.play(cs.index[card])
    assert tricks.done[0].winner == 1
    assert tricks.won[0] == 1 << matto
    assert tricks.won[1] == mask("Ks", "4s", cs=cs)
    assert tricks.taken == (0, 1, 0)


def test_after_a_led_excuse_the_second_card_sets_the_suit():
    cs = SCARTO.cards
    rules = SCARTO.rules
    trick = idx("FOOL", "3h", cs=cs)
    # The third player holds cups: must follow cups, though the Matto was led.
    assert sorted(cs.names_of(rules.allowed(mask("5h", "Ks", "T3", cs=cs), trick, 4))) == ["5h"]
    # The second player may play anything at all.
    assert rules.allowed(mask("5h", "Ks", "T3", cs=cs), idx("FOOL", cs=cs), 4) == mask(
        "5h", "Ks", "T3", cs=cs
    )


def test_the_excuse_may_always_be_played():
    cs = SCARTO.cards
    hand = mask("FOOL", "5s", "T3", cs=cs)
    assert cs.names_of(SCARTO.rules.allowed(hand, idx("Ks", cs=cs), 4)) == ["5s", "FOOL"]


def test_check_refuses_a_card_not_held():
    tricks = Tricks.start(Rules(PIQUET, STRICT), HEARTS, [mask("7s"), mask("8s"), mask("9s"), mask("10s")], 0)
    with pytest.raises(IllegalAction, match=r"You don't hold the Asso di spade\. Your hand: 7 di spade\."):
        tricks.check(PIQUET.index["As"])


# --- inference -------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([STRICT, SIMPLE, SUIT_ONLY]), st.randoms(use_true_random=False))
def test_forbidden_is_exactly_what_would_have_made_the_play_illegal(rule, rnd):
    """forbidden(card) == every x such that `card` is illegal from the hand {card, x}."""
    rules = Rules(PIQUET, rule)
    deck = list(range(32))
    rnd.shuffle(deck)
    trump = rnd.randrange(4)
    trick = tuple(deck[: rnd.randrange(1, 4)])
    card = deck[5]
    if not (rules.allowed(1 << card | 0, trick, trump) >> card) & 1:
        return
    expected = 0
    for x in range(32):
        if x != card and x not in trick and not (rules.allowed(1 << card | 1 << x, trick, trump) >> card) & 1:
            expected |= 1 << x
    assert rules.forbidden(card, trick, trump) & ~sum(1 << c for c in trick) == expected


def test_sample_hidden_respects_sizes_and_allowed_sets():
    rng = random.Random(3)
    cards = list(range(12))
    allowed = [0b000000001111, 0b111111111111, 0b111111110000]
    for _ in range(20):
        deal = sample_hidden(cards, [4, 4, 4], allowed, rng)
        assert sorted(c for slot in deal for c in slot) == cards
        for slot, got in enumerate(deal):
            assert len(got) == 4
            assert all((allowed[slot] >> c) & 1 for c in got)


def test_sample_hidden_reports_impossible_constraints():
    with pytest.raises(ValueError):
        sample_hidden([0, 1], [1, 1], [0b01, 0b01], random.Random(1))


def test_shuffled_is_a_deterministic_permutation():
    assert sorted(shuffled(78, 5)) == list(range(78))
    assert shuffled(32, 5) == shuffled(32, 5)
    assert shuffled(32, 5) != shuffled(32, 6)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**63), st.sampled_from([STRICT, SIMPLE, SUIT_ONLY]))
def test_random_finish_plays_only_allowed_cards(seed, rule):
    rules = Rules(PIQUET, rule)
    deck = shuffled(32, seed)
    hands = [sum(1 << c for c in deck[i * 8 : i * 8 + 8]) for i in range(4)]
    start = Tricks.start(rules, seed % 4, hands, seed % 4)
    final, plays = start.random_finish(random.Random(seed))
    replay = start
    for code in plays:
        seat, card = code >> 7, code & 127
        assert replay.to_move == seat
        replay.check(card)
        replay = replay.play(card)
    assert replay.won == final.won and replay.taken == final.taken
    assert sum(final.taken) == 8 and final.finished
    assert [t.winner for t in replay.done] == [t.winner for t in final.done]
    assert sorted(bits(final.won[0] | final.won[1] | final.won[2] | final.won[3])) == list(range(32))
