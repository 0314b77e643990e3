"""Invariants over random Scopa games of every preset, player count and many house rules."""

from __future__ import annotations

import random
import re
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games.scopa.deck import ALL, INDEX, NOTE

SCOPA = games.get("scopa")
CASES = [(preset, players) for preset in SCOPA.presets for players in SCOPA.player_counts(preset)]
HOUSE_RULES = st.fixed_dictionaries(
    {},
    optional={
        "refill_each_turn": st.booleans(),
        "ace_takes_all": st.booleans(),
        "ace_on_table_blocks": st.booleans(),
        "ace_sweep_scores": st.booleans(),
        "scopa_15": st.booleans(),
        "max_sum_cards": st.sampled_from([None, 2, 3]),
        "fewest_cards": st.booleans(),
        "last_play_sweep_counts": st.booleans(),
        "napola": st.booleans(),
        "re_bello": st.booleans(),
        "settanta": st.booleans(),
        "cappotto": st.booleans(),
        "target": st.sampled_from([1, 3, 11]),
        "tie_break": st.sampled_from(["play_on", "count_back"]),
    },
)
ITEMS = ("carte", "denari", "settebello", "primiera", "scope", "napola", "re_bello", "settanta")


@st.composite
def games_to_play(draw: st.DrawFn) -> tuple[str, int, dict[str, Any], int, list[int]]:
    preset, players = draw(st.sampled_from(CASES))
    options = draw(HOUSE_RULES)
    if players in (4, 6) and preset in ("scopa", "scopa-15"):
        options["teams"] = draw(st.booleans())
    seed = draw(st.integers(0, 2**32))
    # Long enough to cross several deals; the moves themselves come from a seeded chooser.
    moves = draw(st.integers(1, 250))
    chooser = random.Random(draw(st.integers(0, 2**32)))
    return preset, players, options, seed, [chooser.randrange(10**6) for _ in range(moves)]


def cards_in(value: Any) -> set[str]:
    """Every card notation mentioned anywhere in a JSON-able value (a string's tokens between
    `:` and `+`). One set filled over a walk: this runs on every view of every position."""
    found: set[str] = set()
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if ":" in item or "+" in item:
                found.update(token for token in re.split(r"[:+]", item) if token in INDEX)
            elif item in INDEX:
                found.add(item)
        elif isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list | tuple):
            pending.extend(item)
    return found


def hidden_from(state: Any, seat: int | None) -> set[str]:
    hidden = {NOTE[c] for c in state.stock}
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= {NOTE[c] for c in range(40) if hand >> c & 1}
    return hidden


VALUES = {"A": 1, "J": 8, "Q": 9, "K": 10}


def value(card: str) -> int:
    return VALUES.get(card[:-1]) or int(card[:-1])


def rule_book_actions(hand: list[str], table: list[str], options: dict[str, Any]) -> list[str]:
    """The legal actions, straight from the rule book's words, by brute force over the table."""
    out = []
    for card in hand:
        v = value(card)
        if table and options["ace_takes_all"] and v == 1:
            aces = [c for c in table if value(c) == 1]
            takes = [[a] for a in aces] if aces and options["ace_on_table_blocks"] else [table]
        elif options["scopa_15"]:
            takes = [
                list(s)
                for n in range(1, len(table) + 1)
                for s in combinations(table, n)
                if v + sum(map(value, s)) == 15
            ]
        else:
            takes = [[c] for c in table if value(c) == v] or [
                list(s)
                for n in range(2, len(table) + 1)
                for s in combinations(table, n)
                if sum(map(value, s)) == v
            ]
        if options["max_sum_cards"] and not (options["ace_takes_all"] and v == 1):
            takes = [t for t in takes if len(t) == 1 or len(t) <= options["max_sum_cards"]]
        if takes and options["fewest_cards"] and not (options["ace_takes_all"] and v == 1):
            fewest = min(map(len, takes))
            takes = [t for t in takes if len(t) == fewest]
        out += [card + ":" + "+".join(sorted(t, key=INDEX.__getitem__)) for t in takes] or [card]
    return sorted(out)


def check(state: Any) -> None:
    # All 40 cards accounted for, each exactly once: hands, table, stock, piles.
    places = [*state.hands, state.table, *(1 << c for c in state.stock), *state.piles]
    union = 0
    for mask in places:
        assert not union & mask
        union |= mask
    assert union == ALL
    view = state.view(None)
    if state.to_move is not None:
        mine = state.view(state.to_move)
        assert sorted(state.legal()) == rule_book_actions(mine["hand"], mine["table"], state.options)
        # A computer player's sampled world agrees with everything that seat knows.
        world = SCOPA.determinize(mine, random.Random(len(mine["history"])))
        assert world.view(state.to_move) == mine
        assert world.legal() == state.legal()
    assert sum(view["hand_sizes"]) + len(view["table"]) + view["stock_size"] + sum(view["pile_sizes"]) == 40
    # A deal's points are the sum of its items; the running scores are the sum of the deals.
    for deal in view["deal_results"]:
        for side in deal:
            assert side["total"] == sum(side.get(item, 0) for item in ITEMS)
    assert view["scores"] == [
        sum(deal[s]["total"] for deal in view["deal_results"]) for s in range(len(view["scores"]))
    ]
    # No view mentions a card that seat cannot know (the previous deal's record is old news).
    for seat in [None, *range(state.num_players)]:
        seen = state.view(seat)
        seen.pop("previous_deal")
        assert not cards_in(seen) & hidden_from(state, seat)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games_to_play())
def test_random_games_keep_every_invariant(game: tuple[str, int, dict[str, Any], int, list[int]]) -> None:
    preset, players, options, seed, picks = game
    state = SCOPA.new(players, preset=preset, options=options, seed=seed)
    actions = []
    for pick in picks:
        if state.over:
            break
        check(state)
        legal = state.legal()
        assert len(legal) == len(set(legal))
        before = [state.view(seat) for seat in range(players)]
        action = legal[pick % len(legal)]
        after = state.play(action)
        # play() never changes the old state.
        assert [state.view(seat) for seat in range(players)] == before
        assert state.legal() == legal
        actions.append(action)
        state = after
    check(state)
    again = SCOPA.replay(players, options, seed, actions, preset=preset)
    assert [again.view(s) for s in range(players)] == [state.view(s) for s in range(players)]
    assert again.stock == state.stock and again.hands == state.hands
