"""The Go Fish search's worlds honour the public record, including draws since a "Go fish"."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games import get
from games.ai.gofish_worlds import rank_caps, sample_world
from games.cards import french_deck
from games.family_common import rank
from tests.games.gofish_helpers import played

GOFISH = get("gofish")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), plies=st.integers(0, 40))
def test_the_true_deal_is_always_within_the_caps(seed, players, plies):
    state = played(seed, players, plies)
    if state.over:
        return
    view = state.view(state.to_move)
    for seat, caps in enumerate(rank_caps(view)):
        held = Counter(rank(card) for card in state.hands[seat])
        for rank_, cap in caps.items():
            assert held[rank_] <= cap


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), plies=st.integers(0, 40))
def test_a_sampled_world_honours_everything_public(seed, players, plies):
    state = played(seed, players, plies)
    if state.over:
        return
    seat = state.to_move
    view = state.view(seat)
    world = sample_world(GOFISH, view, random.Random(seed))
    assert world.view(seat)["hand"] == view["hand"]
    assert [len(hand) for hand in world.hands] == view["hand_sizes"]
    assert world.legal() == state.legal()
    booked = [card for books in world.books for book in books for card in book]
    assert sorted(booked + world.stock + [c for hand in world.hands for c in hand]) == sorted(french_deck())
    caps = rank_caps(view)
    for other, known in enumerate(view["known"]):
        if other == seat:
            continue
        held = Counter(rank(card) for card in world.hands[other])
        assert set(known["cards"]) <= set(world.hands[other])
        assert all(held[r] >= count for r, count in known["ranks"].items())
        assert not any(held[r] for r in known["lacks"])
        assert all(held[r] <= cap for r, cap in caps[other].items())
        assert all(count < 4 for count in held.values())


def test_a_player_who_said_go_fish_and_drew_once_holds_at_most_one_of_that_rank():
    hands = [["7h", "2c", "3c", "4c", "6c"], ["9s", "9h", "5h", "6h", "8h"]]
    used = {card for hand in hands for card in hand}
    stock = ["Kc", "Ks"] + [card for card in french_deck() if card not in used | {"Kc", "Ks"}]
    state = GOFISH.new(2, seed=1, deal={"hands": hands, "stock": stock})
    state = state.play("ask:1:7")  # Go fish: seat 0 draws
    state = state.play("ask:0:9")  # Go fish: seat 1 draws its one card since
    view = state.view(0)
    assert view["known"][1]["lacks"] == []  # the engine's record forgets the 7s once seat 1 draws
    assert rank_caps(view)[1]["7"] == 1
    ours, engines = random.Random(3), random.Random(3)
    capped = [Counter(rank(c) for c in sample_world(GOFISH, view, ours).hands[1])["7"] for _ in range(200)]
    free = [Counter(rank(c) for c in GOFISH.determinize(view, engines).hands[1])["7"] for _ in range(200)]
    # Three 7s are unseen; seat 1 can hold one only if it was the card it drew.
    assert max(capped) <= 1 and sum(capped) < 40
    assert sum(free) > 60
