"""Stovkahra's fast random play is the engine's own rules, draw for draw.

The playout's card loop (`games.stovkahra.fast`) is checked against a reference that picks every
move from the engine's `legal()` list and applies it with `play()`, using the same random draws:
both must reach the very same position, deal after deal.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.seeded_shuffle import mix64, shuffled
from games.stovkahra import GAME
from games.stovkahra.fast import allowed, end_trick, plays_since, random_tricks
from games.stovkahra.rules import CARDS, INDEX, trick_rules
from games.tricks import SIMPLE, STRICT, SUIT_ONLY, Rules, Tricks

FOLLOWS = [STRICT, SIMPLE, SUIT_ONLY]


def reference_playout(state, rng: random.Random, to_deal_end: bool = True):
    """The playout's policy through the public API: declare all, never signal or dost, add brčke,
    and a uniformly random card from `legal()` (the k-th in card order, k = ⌊random() × n⌋)."""
    deal = state.deal
    while not state.over and (not to_deal_end or state.deal == deal):
        legal = state.legal()
        declares = [a for a in legal if a.startswith("declare:")]
        if state.phase == "brcka":
            action = "brcka:add"
        elif declares:
            action = declares[0]
        elif state.phase == "declare":
            action = "pass"
        else:
            cards = [a for a in legal if a in INDEX]
            action = cards[int(rng.random() * len(cards))] if len(cards) > 1 else cards[0]
        assert action in legal
        state = state.play(action)
    return state


def same_position(a, b) -> None:
    assert a.deal == b.deal and a.phase == b.phase and a.over == b.over
    assert a.result == b.result
    assert a.scores == b.scores
    for seat in (None, 0, 1, 2, 3):
        assert a.view(seat) == b.view(seat)
    assert a.legal() == b.legal()


def advanced(state, steps: int, rng: random.Random):
    """`state` after a few random public actions (never dost), to start playouts mid-deal."""
    for _ in range(steps):
        if state.over:
            break
        legal = [a for a in state.legal() if a != "dost"]
        state = state.play(rng.choice(legal))
    return state


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(FOLLOWS), st.integers(0, 12))
def test_the_playout_reaches_the_position_the_engine_reaches_move_for_move(seed, follow, steps):
    start = advanced(GAME.new(4, options={"follow": follow}, seed=seed), steps, random.Random(seed))
    fast = start.playout(random.Random(seed + 1))
    slow = reference_playout(start, random.Random(seed + 1))
    same_position(fast, slow)


@pytest.mark.parametrize("follow", FOLLOWS)
def test_whole_match_playouts_agree_with_the_engine(follow):
    start = GAME.new(4, options={"follow": follow, "target": 40, "brcke": 3}, seed=7)
    fast = start.playout(random.Random(3), to_deal_end=False)
    slow = reference_playout(start, random.Random(3), to_deal_end=False)
    assert fast.over
    same_position(fast, slow)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(FOLLOWS))
def test_the_fast_card_loop_draws_as_the_shared_trick_loop(seed, follow):
    state = GAME.new(4, options={"follow": follow}, seed=seed)
    while state.phase == "declare":
        state = state.play("pass")
    t = state._tricks
    fast = random_tricks(t, random.Random(seed))
    shared, shared_plays = t.random_finish(random.Random(seed))
    assert plays_since(t, fast) == shared_plays
    assert fast.won == shared.won and fast.taken == shared.taken and fast.leader == shared.leader
    assert [(r.leader, r.cards, r.winner, r.winning_card) for r in fast.done] == [
        (r.leader, r.cards, r.winner, r.winning_card) for r in shared.done
    ]


def one_division_per_step(n: int, key: int) -> list[int]:
    """The shuffle as first written (one big-int division per Fisher-Yates step): the decks of
    every saved game's seed depend on it staying exactly this."""
    words = (math.ceil(math.lgamma(n + 1) / math.log(2)) + 64 + 63) // 64
    base = mix64(key ^ key >> 64)
    pool = 0
    for i in range(words):
        pool = pool << 64 | mix64(base + i)
    deck = list(range(n))
    for i in range(n - 1, 0, -1):
        pool, j = divmod(pool, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([2, 32, 40, 52, 78]), st.integers(0, 2**130))
def test_seeds_deal_the_same_decks_as_before(n, key):
    assert shuffled(n, key) == one_division_per_step(n, key)


def test_a_broken_position_is_refused_rather_than_played():
    # Seat 1 short of a card: the loop must say so, not spin looking for it.
    t = GAME.new(4, seed=1)._tricks
    short = type(t)._make(
        t.rules,
        t.trump,
        4,
        (t.hands[0], t.hands[1] & (t.hands[1] - 1), *t.hands[2:]),
        t.leader,
        (),
        t.won,
        t.taken,
        (),
    )
    with pytest.raises(ValueError, match="unequal"):
        random_tricks(short, random.Random(1))


@pytest.mark.parametrize("follow", FOLLOWS)
def test_the_public_apis_follow_rule_and_trick_end_are_the_shared_rules(follow):
    # `legal()` and `play()` use the suit-byte `allowed` and `end_trick`, and the engine's rules
    # (`trick_rules`: who may play what, who wins) answer on suit bytes too: over random tricks in
    # progress they must allow exactly the cards, pick the very winner, and give the very
    # position, the shared rules do.
    rules = Rules(CARDS, follow)
    fast_rules = trick_rules(follow)
    rng = random.Random(follow)
    for _ in range(500):
        cards = rng.sample(range(32), 12)
        trump = rng.randrange(4)
        played = rng.randint(1, 3)
        trick, hand = tuple(cards[:played]), sum(1 << c for c in cards[played:])
        assert allowed(hand, trick, trump, follow) == rules.allowed(hand, trick, trump)
        assert fast_rules.allowed(hand, trick, trump) == rules.allowed(hand, trick, trump)
        assert fast_rules.allowed(hand, (), trump) == hand
        for length in range(1, 5):
            assert fast_rules.winner(cards[:length], trump) == rules.winner(cards[:length], trump)
        leader = rng.randrange(4)
        hands = [0, 0, 0, 0]
        hands[(leader + 3) % 4] = 1 << cards[3] | 1 << cards[4]
        before = Tricks._make(rules, trump, 4, tuple(hands), leader, tuple(cards[:3]), (0,) * 4, (0,) * 4, ())
        shared, fast = before.play(cards[3]), end_trick(before, cards[3])
        assert (fast.hands, fast.leader, fast.trick, fast.won, fast.taken) == (
            shared.hands,
            shared.leader,
            shared.trick,
            shared.won,
            shared.taken,
        )
        record, expected = fast.done[-1], shared.done[-1]
        assert (record.leader, record.cards, record.winner, record.winning_card) == (
            expected.leader,
            expected.cards,
            expected.winner,
            expected.winning_card,
        )
