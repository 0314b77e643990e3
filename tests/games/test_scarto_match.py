"""Scarto over whole games from seeds, and its invariants (hypothesis): 78 points every deal,
cards conserved, views that never show a hidden card, replays and determinized worlds."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.scarto.rules import INDEX, NAMES, VARIANTS

GAME = games.get("scarto")


def _conserved(state) -> None:
    t = state._tricks
    masks = [*t.hands, *t.won, state._discard]
    union = 0
    for m in masks:
        assert not union & m
        union |= m
    for card in t.trick:
        assert not union >> card & 1
        union |= 1 << card
    assert union == (1 << 78) - 1


def _card_tokens(value) -> set[str]:
    if isinstance(value, str):
        return {token for token in value.replace(":", " ").replace("+", " ").split() if token in INDEX}
    if isinstance(value, dict):
        return set().union(*(_card_tokens(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_card_tokens(v) for v in value)) if value else set()
    return set()


def _check_view(state, seat) -> None:
    view = state.view(seat)
    view.pop("angel")  # the name of a rank ("T20"), not a card's whereabouts
    public = set(view["table"]) | {c for trick in view["tricks"] for c in trick["cards"]}
    hidden = {c for other in range(3) if other != seat for c in state.hand(other)}
    if seat != state.dealer:
        hidden |= {NAMES[c] for c in range(78) if state._discard >> c & 1}
    assert not (_card_tokens(view) & (hidden - public)), "a view shows a hidden card"


def _random_game(seed: int, options: dict, check_every: int = 0):
    state = GAME.new(3, options=options, seed=seed)
    rng = random.Random(seed)
    log = []
    step = 0
    while not state.over:
        _conserved(state)
        if check_every and step % check_every == 0:
            _check_view(state, rng.choice([None, 0, 1, 2]))
        legal = state.legal()
        action = rng.choice(legal)
        log.append(action)
        state = state.play(action)
        step += 1
    return state, log


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_random_games_score_78_conserve_cards_hide_cards_and_replay(seed, angel_is_21):
    options = {"angel_is_21": angel_is_21}
    state, log = _random_game(seed, options, check_every=11)
    deals = state.result.detail["deals"]
    assert len(deals) == 3 and sorted(d["dealer"] for d in deals) == [0, 1, 2]
    totals = [0, 0, 0]
    for deal in deals:
        seats = deal["seats"]
        assert sum(s["points"] for s in seats) == 78
        assert sum(s["card_points"] + s["discard_points"] for s in seats) == 52
        assert sum(s["tricks"] + s["discard_trick"] for s in seats) == 26
        for seat, s in enumerate(seats):
            assert s["score"] == s["points"] - 26
            totals[seat] += s["score"]
            assert s["total"] == totals[seat]
    assert state.result.scores == [float(t) for t in totals] and sum(totals) == 0
    low = min(totals)
    assert [r == 1 for r in state.result.ranks] == [t == low for t in totals] or len(set(totals)) == 1
    assert GAME.replay(3, options, seed, log).view(None) == state.view(None)


def _points_from_tricks(tricks, variant):
    out = [0, 0, 0]
    for trick in tricks:
        for i, card in enumerate(trick["cards"]):
            out[(trick["leader"] + i) % 3 if card == "FOOL" else trick["winner"]] += variant.points[
                INDEX[card]
            ]
    return out


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_card_points_come_from_the_tricks_with_the_matto_kept(seed):
    """Whether the Matto is led, played second or third, early or late: it scores for its player."""
    state = GAME.new(3, seed=seed)
    rng = random.Random(seed)
    state = state.play(rng.choice(state.legal()))
    while sum(state.view(None)["hand_sizes"]) > 1:
        state = state.play(rng.choice(state.legal()))
    view = state.view(None)
    last = state.legal()[0]
    cards = [c for _, c in view["trick"]] + [last]
    variant = VARIANTS[False]
    position = variant.rules.winner(tuple(INDEX[c] for c in cards), 4)
    final = {"leader": view["leader"], "cards": cards, "winner": (view["leader"] + position) % 3}
    seats = state.play(last).view(None)["previous_deal"]["seats"]
    assert [s["card_points"] for s in seats] == _points_from_tricks([*view["tricks"], final], variant)
    assert sum(s["tricks"] for s in seats) == 25


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**32))
def test_determinized_worlds_agree_with_the_view(seed):
    state = GAME.new(3, seed=seed)
    rng = random.Random(seed)
    for step in range(90):
        if state.over:
            break
        if step % 3 == 0:
            seat = state.to_move
            view = state.view(seat)
            world = GAME.determinize(view, rng)
            assert world.view(seat) == view
            assert world.legal() == state.legal()
            _conserved(world)
        state = state.play(rng.choice(state.legal()))


def test_non_dealers_never_see_the_discard_in_worlds_they_sample():
    state = GAME.new(3, seed=5)
    dealer = state.dealer
    state = state.play(state.legal()[0])
    other = (dealer + 1) % 3
    rng = random.Random(1)
    keep = VARIANTS[False].keep
    for _ in range(30):
        world = GAME.determinize(state.view(other), rng)
        assert world.hand(other) == state.hand(other)
        assert not world._discard & keep  # no King, Angel or Matto in a sampled discard


def test_whole_games_from_seeds():
    for seed in (1, 2, 3):
        state, log = _random_game(seed, {})
        assert state.over and state.to_move is None and state.legal() == []
        result = state.result
        assert result.sides == [0, 1, 2] and set(result.ranks) <= {0, 1}
        assert result.winners == [s for s in range(3) if result.ranks[s] == 0]
        assert GAME.replay(3, {}, seed, log).result == result


def test_playout_finishes_deals_with_legal_play():
    rng = random.Random(3)
    for seed in range(10):
        state = GAME.new(3, seed=seed)
        after = state.playout(rng)
        assert after.deal == 1
        _conserved(after)
        seats = after.view(None)["previous_deal"]["seats"]
        assert sum(s["points"] for s in seats) == 78
        assert GAME.new(3, seed=seed).playout(rng, to_deal_end=False).over
