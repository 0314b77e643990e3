"""Old Maid family: Babanuki, Old Maid and Jiji-nuki, every option, views and determinization."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import BadDeal, BadOptions, IllegalAction
from games.family_common import rank
from games.oldmaid import deck_for

GAME = games.get("oldmaid")
ORDERS = ("draw_then_drawn", "drawn_first", "drawn_then_draw", "draw_then_draw")


def play_out(state, rng: random.Random, limit: int = 5000):
    for _ in range(limit):
        if state.over:
            return state
        state = state.play(rng.choice(state.legal()))
    raise AssertionError("game did not end")


def all_cards(state) -> list[str]:
    cards = [card for hand in state.hands for card in hand]
    cards += [card for _, a, b in state.discards for card in (a, b)]
    return cards + ([state.removed] if state.removed else [])


# --- registry, presets, options ----------------------------------------------------------


def test_presets_set_the_variant_and_babanuki_is_default() -> None:
    assert set(GAME.presets) == {"babanuki", "old-maid", "jiji-nuki"}
    assert games.find("oldmaid") == (GAME, "babanuki")
    assert GAME.resolve_options("old-maid")["variant"] == "old-maid"
    assert GAME.summary
    assert all(option.help for option in GAME.option_list)


def test_unknown_option_values_are_refused() -> None:
    with pytest.raises(BadOptions, match="direction"):
        GAME.new(3, options={"direction": "up"})
    with pytest.raises(BadOptions, match="players"):
        GAME.new(1)


# --- the deal ----------------------------------------------------------------------------


@pytest.mark.parametrize("preset", list(GAME.presets))
@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_every_card_is_dealt_as_evenly_as_possible_and_pairs_discarded(preset: str, players: int) -> None:
    state = GAME.new(players, preset, seed=11)
    pairs = Counter(who for who, *_ in state.discards)
    dealt = [len(state.hands[s]) + 2 * pairs[s] for s in range(players)]
    assert max(dealt) - min(dealt) <= 1
    assert sorted(all_cards(state)) == sorted(deck_for(state.options["variant"]))
    for hand in state.hands:
        ranks = [rank(card) for card in hand]
        assert len(ranks) == len(set(ranks)), "a pair stayed in a hand"


def test_variants_remove_the_right_card() -> None:
    assert GAME.new(3, "babanuki", seed=1).removed is None
    assert "JK1" in all_cards(GAME.new(3, "babanuki", seed=1))
    for seed in range(8):
        assert GAME.new(3, "old-maid", seed=seed).removed in ("Qs", "Qh", "Qd", "Qc")
    removed = {GAME.new(3, "jiji-nuki", seed=seed).removed for seed in range(12)}
    assert len(removed) > 3  # any card may be the jiji


def test_bad_deals_are_refused() -> None:
    deck = deck_for("babanuki")
    with pytest.raises(BadDeal, match="hands"):
        GAME.new(2, deal={"hands": [deck]})
    with pytest.raises(BadDeal, match="missing"):
        GAME.new(2, deal={"hands": [deck[:20], deck[20:-1]]})
    with pytest.raises(BadDeal, match="removes no card"):
        GAME.new(2, deal={"hands": [deck[:20], deck[20:]], "removed": "Qs"})
    plain = deck_for("old-maid")
    rest = [card for card in plain if card != "7h"]
    with pytest.raises(BadDeal, match="Queen"):
        GAME.new(2, "old-maid", deal={"hands": [rest[:25], rest[25:]], "removed": "7h"})
    with pytest.raises(BadDeal, match="repeats"):
        GAME.new(2, "jiji-nuki", deal={"hands": [rest[:25], [*rest[25:], "2s"]], "removed": "7h"})


def small_deal(hands: list[list[str]]) -> dict:
    """A babanuki deal whose hands are `hands` plus, with seat 0, pairs of every other card
    (which the deal discards at once)."""
    used = {card for hand in hands for card in hand}
    rest = [card for card in deck_for("babanuki") if card not in used]
    by_rank: dict[str, list[str]] = {}
    for card in rest:
        by_rank.setdefault(rank(card), []).append(card)
    extra = []
    for cards in by_rank.values():
        assert len(cards) % 2 == 0, cards
        extra += cards
    first = extra + list(hands[0])  # grouped by rank, the extras pair among themselves first
    return {"hands": [first, *hands[1:]]}


def test_deal_pairs_are_discarded_and_kept_in_given_order() -> None:
    state = GAME.new(3, deal=small_deal([["5h", "JK1"], ["5s", "9c"], ["9d"]]), seed=0)
    assert state.hands == [["5h", "JK1"], ["5s", "9c"], ["9d"]]
    assert all(who == 0 for who, *_ in state.discards)


# --- drawing, direction, draw order ------------------------------------------------------


def test_draw_takes_the_card_at_that_position_and_discards_the_pair() -> None:
    state = GAME.new(3, deal=small_deal([["5h", "JK1"], ["5s", "9c"], ["9d"]]), seed=0)
    assert state.to_move == 0 and state.view(0)["draw_from"] == 1
    after = state.play("draw:0")  # 5s pairs with 5h
    assert after.hands[0] == ["JK1"]
    assert after.hands[1] == ["9c"]
    assert after.discards[-1] == (0, "5h", "5s")
    last = {"drawer": 0, "holder": 1, "position": 0, "paired": True, "card": "5s"}
    assert after.view(2)["last_draw"] == last


def test_unpaired_draw_is_private_to_drawer_and_holder() -> None:
    state = GAME.new(3, deal=small_deal([["5h", "JK1"], ["6s", "9c"], ["9d", "5s", "6h"]]), seed=0)
    after = state.play("draw:0")
    assert sorted(after.hands[0]) == ["5h", "6s", "JK1"]
    assert after.view(0)["last_draw"]["card"] == "6s"
    assert after.view(1)["last_draw"]["card"] == "6s"
    assert "card" not in after.view(2)["last_draw"]
    assert "6s" not in json.dumps(after.view(2))


@pytest.mark.parametrize(
    ("order", "direction", "first", "source", "second"),
    [
        # 4 players each holding cards; seat+1 is the left neighbour.
        ("draw_then_drawn", "left", 0, 1, 3),  # seat 0 draws from 1, then 3 draws from 0
        ("drawn_first", "left", 3, 0, 2),  # 3 draws from 0 first, then 2 draws from 3
        ("drawn_then_draw", "left", 3, 0, 0),  # 3 draws from 0, then 0 draws from 1
        ("draw_then_draw", "left", 0, 1, 1),  # 0 draws from 1, then 1 draws from 2
        ("draw_then_drawn", "right", 0, 3, 1),
        ("drawn_first", "right", 1, 0, 2),
        ("drawn_then_draw", "right", 1, 0, 0),
        ("draw_then_draw", "right", 0, 3, 3),
    ],
)
def test_draw_order_and_direction(order: str, direction: str, first: int, source: int, second: int) -> None:
    hands = [["2s", "3s", "JK1"], ["2h", "4s"], ["3h", "5s"], ["4h", "5h"]]
    state = GAME.new(4, options={"draw_order": order, "direction": direction}, deal=small_deal(hands), seed=3)
    assert state.to_move == first
    assert state.view(first)["draw_from"] == source
    assert state.play("draw:0").to_move == second


def test_players_out_are_skipped_and_finish_in_order() -> None:
    # Seat 1 holds one card that seat 0 pairs: both empty on the same draw, holder first.
    state = GAME.new(3, deal=small_deal([["5h"], ["5s"], ["JK1"]]), seed=0)
    assert state.hands == [["5h"], ["5s"], ["JK1"]]
    after = state.play("draw:0")
    assert after.finish_order == [1, 0]
    assert after.over and after.result.detail["loser"] == 2
    assert after.result.ranks == [1, 0, 2]
    assert after.result.winners == [1]


def test_out_player_is_skipped_as_source_and_mover() -> None:
    hands = [["2s", "JK1"], ["2h"], ["3s", "4s"], ["3h", "4h"]]
    state = GAME.new(4, options={"draw_order": "draw_then_draw"}, deal=small_deal(hands), seed=1)
    state = state.play("draw:0")  # 0 takes 2h: seat 1 is out, seat 0 holds the joker
    assert state.finish_order == [1]
    assert state.to_move == 2 and state.view(2)["draw_from"] == 3
    assert state.view(0)["places"][1] == 0


@pytest.mark.parametrize(
    ("order", "hands", "out", "mover", "source"),
    [
        # The player drawn from goes out on the first draw; docs/RULINGS.md: they are skipped
        # as if never seated, and the turn travels on exactly as the draw order says.
        ("draw_then_drawn", [["2s", "JK1"], ["2h"], ["3s", "4s"], ["3h", "4h"]], 1, 3, 0),
        ("drawn_first", [["2h"], ["3s", "4s"], ["3h", "4h"], ["2s", "JK1"]], 0, 2, 3),
        ("drawn_then_draw", [["2h"], ["3s", "4s"], ["3h", "4h"], ["2s", "JK1"]], 0, 1, 2),
        ("draw_then_draw", [["2s", "JK1"], ["2h"], ["3s", "4s"], ["3h", "4h"]], 1, 2, 3),
    ],
)
def test_ruling_who_moves_when_the_player_drawn_from_goes_out(
    order: str, hands: list[list[str]], out: int, mover: int, source: int
) -> None:
    state = GAME.new(4, options={"draw_order": order}, deal=small_deal(hands), seed=1)
    after = state.play("draw:0")
    assert after.finish_order == [out]
    assert after.to_move == mover and after.view(mover)["draw_from"] == source


def test_players_emptied_by_the_deal_share_a_place() -> None:
    hands = [["JK1", "3s"], ["2s", "2h"], ["2d", "2c"], ["3h"]]
    state = GAME.new(4, deal=small_deal(hands), seed=0)
    assert state.places[1] == state.places[2] == 0
    assert state.to_move == 0 and state.view(0)["draw_from"] == 3
    end = state.play("draw:0")
    assert end.over and end.result.ranks == [3, 0, 0, 2]


def test_game_over_at_the_deal_when_one_player_holds_cards() -> None:
    state = GAME.new(2, deal=small_deal([["JK1"], []]), seed=0)
    assert state.over and state.legal() == [] and state.result.detail["loser"] == 0


# --- shuffle -----------------------------------------------------------------------------


def test_mover_may_shuffle_once_before_drawing() -> None:
    state = GAME.new(4, seed=5)
    mover = state.to_move
    assert "shuffle" in state.legal()
    shuffled = state.play("shuffle")
    assert shuffled.to_move == mover
    assert sorted(shuffled.hands[mover]) == sorted(state.hands[mover])
    assert "shuffle" not in shuffled.legal()
    with pytest.raises(IllegalAction, match="already shuffled"):
        shuffled.play("shuffle")
    assert shuffled.hands[mover] != state.hands[mover] or len(state.hands[mover]) < 3
    drawn = shuffled.play("draw:0")
    assert "shuffle" in drawn.legal()


def test_shuffle_is_refused_when_off_or_with_one_card() -> None:
    state = GAME.new(4, options={"holder_may_shuffle": False}, seed=5)
    assert "shuffle" not in state.legal()
    with pytest.raises(IllegalAction, match="off"):
        state.play("shuffle")
    lone = GAME.new(3, deal=small_deal([["5h"], ["5s", "9c"], ["9d", "JK1"]]), seed=0)
    with pytest.raises(IllegalAction, match="One card"):
        lone.play("shuffle")


# --- refusals ----------------------------------------------------------------------------


def test_illegal_actions_explain_themselves() -> None:
    state = GAME.new(3, deal=small_deal([["5h", "JK1"], ["5s", "9c"], ["9d"]]), seed=0)
    with pytest.raises(IllegalAction, match="from 0 to 1"):
        state.play("draw:2")
    with pytest.raises(IllegalAction, match="number"):
        state.play("draw:x")
    with pytest.raises(IllegalAction, match="draw:<position>"):
        state.play("take 3")
    assert not state.is_legal("draw:9") and state.is_legal("draw:1")
    over = GAME.new(2, deal=small_deal([["JK1"], []]), seed=0)
    with pytest.raises(IllegalAction, match="over"):
        over.play("draw:0")


def test_play_leaves_the_old_state_untouched() -> None:
    state = GAME.new(3, seed=4)
    before = json.dumps(state.view(None))
    state.play(state.legal()[0])
    assert json.dumps(state.view(None)) == before


# --- complete games ----------------------------------------------------------------------


@pytest.mark.parametrize("preset", list(GAME.presets))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 8, 10])
def test_complete_games_have_one_loser_holding_the_odd_card(preset: str, players: int) -> None:
    state = play_out(GAME.new(players, preset, seed=players), random.Random(players))
    result = state.result
    assert result.ranks.count(players - 1) == 1
    loser = result.detail["loser"]
    assert result.ranks[loser] == players - 1
    odd = result.detail["losing_card"]
    assert state.hands[loser] == [odd]
    if preset == "babanuki":
        assert odd == "JK1"
    else:
        assert rank(odd) == rank(state.removed)
        if preset == "old-maid":
            assert rank(odd) == "Q"
    view = state.view(0)
    assert view["removed"] == state.removed and view["losing_card"] == odd


def test_jiji_nuki_hides_the_removed_card_until_the_end() -> None:
    state = GAME.new(3, "jiji-nuki", seed=9)
    for seat in range(3):
        assert state.view(seat)["removed"] is None
        assert state.removed not in json.dumps(state.view(seat)["hand"])
    end = play_out(state, random.Random(0))
    assert end.view(1)["removed"] == state.removed


def test_replay_from_seed_and_log_is_identical() -> None:
    state = GAME.new(4, "jiji-nuki", seed=77)
    rng = random.Random(3)
    actions = []
    while not state.over:
        action = rng.choice(state.legal())
        actions.append(action)
        state = state.play(action)
    again = GAME.replay(4, state.options, 77, actions)
    assert again.view(None) == state.view(None) and again.hands == state.hands


# --- properties --------------------------------------------------------------------------

settings_ = settings(max_examples=40, deadline=None)


@settings_
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 7),
    preset=st.sampled_from(list(GAME.presets)),
    order=st.sampled_from(ORDERS),
    direction=st.sampled_from(["left", "right"]),
)
@pytest.mark.slow
def test_cards_conserved_one_loser_and_no_leaks(seed, players, preset, order, direction) -> None:
    state = GAME.new(players, preset, {"draw_order": order, "direction": direction}, seed=seed)
    deck = sorted(deck_for(state.options["variant"]))
    rng = random.Random(seed)
    while not state.over:
        assert sorted(all_cards(state)) == deck
        for seat in range(players):
            view = state.view(seat)
            strings = set(_strings(view))
            hidden = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
            public = {card for _, pair in view["discards"] for card in pair}
            last = view["last_draw"]
            if last and "card" in last:
                public.add(last["card"])
            assert not (hidden - public) & strings, "a hidden card shows in another seat's view"
            if state.removed:
                assert state.removed not in strings - set(view["hand"]) - public
        state = state.play(rng.choice(state.legal()))
    assert state.result.ranks.count(players - 1) == 1
    assert sum(1 for hand in state.hands if hand) == 1


@settings_
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), preset=st.sampled_from(list(GAME.presets)))
def test_views_do_not_depend_on_other_hands_order(seed, players, preset) -> None:
    state = GAME.new(players, preset, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 12)):
        if state.over:
            return
        state = state.play(rng.choice(state.legal()))
    for seat in range(players):
        other = state._copy()
        for who in range(players):
            if who != seat:
                rng.shuffle(other.hands[who])
        assert other.view(seat) == state.view(seat)


@settings_
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), preset=st.sampled_from(list(GAME.presets)))
def test_determinize_is_consistent_with_the_view(seed, players, preset) -> None:
    state = GAME.new(players, preset, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 20)):
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))
    seat = rng.randrange(players)
    view = state.view(seat)
    world = GAME.determinize(view, random.Random(seed + 1))
    assert world.view(seat) == view
    assert sorted(all_cards(world)) == sorted(deck_for(state.options["variant"]))
    for hand in world.hands:
        assert len({rank(card) for card in hand}) == len(hand)
    if not world.over:
        play_out(world, rng)


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list | tuple):
        return [s for item in value for s in _strings(item)]
    return []


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.integers(2, 6), preset=st.sampled_from(list(GAME.presets)))
def test_replay_from_seed_gives_the_same_state(seed, players, preset) -> None:
    state = GAME.new(players, preset, seed=seed)
    rng = random.Random(seed)
    actions = []
    while not state.over and len(actions) < 40:
        actions.append(rng.choice(state.legal()))
        state = state.play(actions[-1])
    again = GAME.replay(players, state.options, seed, actions)
    assert again.hands == state.hands and again.removed == state.removed
    assert [again.view(s) for s in range(players)] == [state.view(s) for s in range(players)]
