"""Concentration (Shinkei-suijaku): turns, every match/flip mode, jokers, shuffles, ends, views."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import BadDeal, BadOptions, IllegalAction
from games.cards import JOKERS
from games.concentration import deck_for
from games.family_common import rank

GAME = games.get("concentration")


def grid(first: list[str], **options) -> list[str]:
    """A grid starting with `first`, then the rest of the deck in deck order."""
    resolved = GAME.resolve_options(None, options)
    return first + [card for card in deck_for(resolved) if card not in first]


def new(first: list[str], players: int = 2, **options):
    return GAME.new(players, options=options, deal={"grid": grid(first, **options)}, seed=3)


def flips(state, *indices: int):
    for index in indices:
        state = state.play(f"flip:{index}")
    return state


def remembering(state, rng: random.Random) -> str:
    """A player with perfect memory of the public `seen` cards: complete a known set, else explore."""
    view = state.view(state.to_move)
    up = [view["board"][i] for i in view["face_up"]]
    known = [(i, card) for i, card in enumerate(view["seen"]) if card is not None]
    if state._group == 2:
        for card in up:
            for i, other in known:
                if state._pair(card, other):
                    return f"flip:{i}"
        if not up:
            for (i, a), (_, b) in combinations(known, 2):
                if state._pair(a, b):
                    return f"flip:{i}"
    else:
        wanted = {rank(card) for card in up}
        by_rank: dict[str, list[int]] = {}
        for i, card in known:
            if card not in JOKERS:
                by_rank.setdefault(rank(card), []).append(i)
        for rank_, places in by_rank.items():
            if (not up and len(places) >= state._group) or (
                wanted == {rank_} and len(places) >= state._group - len(up)
            ):
                return f"flip:{places[0]}"
    unknown = [a for a in state.legal() if view["seen"][int(a[5:])] is None]
    return rng.choice(unknown or state.legal())


def play_out(state, rng: random.Random, limit: int = 20000):
    for _ in range(limit):
        if state.over:
            return state
        state = state.play(remembering(state, rng))
    raise AssertionError("game did not end")


def conserved(state) -> bool:
    cards = [card for card in state.board if card is not None] + [c for cards in state.taken for c in cards]
    return sorted(cards) == sorted(deck_for(state.options))


# --- options and the deal ----------------------------------------------------------------


@pytest.mark.parametrize(("deck", "size"), [(52, 52), (40, 40), (20, 20)])
@pytest.mark.parametrize("jokers", [0, 1, 2])
def test_decks(deck: int, size: int, jokers: int) -> None:
    state = GAME.new(2, options={"deck": deck, "jokers": jokers}, seed=1)
    assert len(state.board) == size + jokers and conserved(state)
    if deck == 20:
        assert {card[:-1] for card in state.board if not card.startswith("JK")} == {"A", "2", "3", "4", "5"}


def test_option_refusals() -> None:
    with pytest.raises(BadOptions, match="by rank"):
        GAME.new(2, options={"flip": 4, "match": "adjacent"})
    with pytest.raises(BadOptions, match="by rank"):
        GAME.new(2, options={"flip": 3, "flip3": "triples", "match": "rank_and_colour"})
    with pytest.raises(BadOptions, match="not on this board"):
        GAME.new(2, options={"deck": 40, "tiebreak_card": "Ks"})
    assert GAME.resolve_options(None, {"tiebreak_card": "ace of spades"})["tiebreak_card"] == "As"
    assert GAME.resolve_options(None, {"tiebreak_card": "none"})["tiebreak_card"] is None
    assert all(option.help for option in GAME.option_list) and GAME.summary


def test_bad_grid_is_refused() -> None:
    with pytest.raises(BadDeal, match="grid"):
        GAME.new(2, deal={"grid": ["As"]})
    with pytest.raises(BadDeal, match="grid"):
        GAME.new(2, deal={})


# --- a turn ------------------------------------------------------------------------------


def test_a_pair_is_taken_and_the_player_goes_again() -> None:
    state = flips(new(["7s", "7h", "2c"]), 0)
    view = state.view(1)
    assert view["board"][0] == "7s" and view["face_up"] == [0] and view["to_move"] == 0
    state = flips(state, 1)
    assert state.taken[0] == ["7s", "7h"] and state.to_move == 0
    assert state.view(1)["board"][:2] == [None, None]
    assert state.scores == [2.0, 0.0]


def test_a_miss_is_shown_to_everyone_then_turned_back() -> None:
    state = flips(new(["7s", "2h"]), 0, 1)
    assert state.to_move == 1
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view["last_seen"] == [[0, "7s"], [1, "2h"]]
        assert view["board"][:2] == ["?", "?"]
        assert view["seen"][:2] == ["7s", "2h"]
    assert state.view(0)["moves"] == [1, 0]
    # The next turn starts: the miss is no longer "just seen".
    assert flips(state, 5).view(0)["last_seen"] == []


def test_refusals() -> None:
    state = flips(new(["7s", "7h", "2c"]), 0)
    with pytest.raises(IllegalAction, match="already face up"):
        state.play("flip:0")
    taken = flips(state, 1)
    with pytest.raises(IllegalAction, match="empty"):
        taken.play("flip:0")
    with pytest.raises(IllegalAction, match="from 0 to 51"):
        taken.play("flip:52")
    with pytest.raises(IllegalAction, match="flip:<position>"):
        taken.play("turn 3")
    assert taken.is_legal("flip:2") and not taken.is_legal("flip:1")
    assert taken.describe("flip:2") == "turn up card 3"


# --- match modes -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "first", "matches"),
    [
        ({"match": "rank_and_colour"}, ["7s", "7c"], True),
        ({"match": "rank_and_colour"}, ["7s", "7h"], False),
        ({"match": "adjacent"}, ["7s", "8h"], True),
        ({"match": "adjacent"}, ["7s", "7h"], False),
        ({"match": "adjacent"}, ["As", "Kh"], False),
        ({"match": "adjacent", "wrap_ace_king": True}, ["As", "Kh"], True),
        ({"match": "adjacent", "wrap_ace_king": True, "deck": 20}, ["As", "5h"], True),
    ],
)
def test_match_modes(options: dict, first: list[str], matches: bool) -> None:
    state = flips(new(first, **options), 0, 1)
    assert bool(state.taken[0]) == matches


def test_flip3_pairs_takes_the_matching_two_and_turns_back_the_third() -> None:
    state = flips(new(["7s", "2c", "7h"], flip=3), 0, 1)
    assert state.to_move == 0 and state.taken == [[], []]
    state = flips(state, 2)
    assert state.taken[0] == ["7s", "7h"] and state.to_move == 0
    assert state.view(1)["last_seen"] == [[1, "2c"]]


@pytest.mark.parametrize(
    ("first", "options", "taken", "back"),
    [
        (["7s", "7h", "7d"], {}, ["7s", "7h"], "7d"),  # three of a kind: the first two turned
        (["5s", "6h", "7d"], {"match": "adjacent"}, ["5s", "6h"], "7d"),
        (["5s", "7d", "6h"], {"match": "adjacent"}, ["5s", "6h"], "7d"),
        (["7d", "5s", "6h"], {"match": "adjacent"}, ["7d", "6h"], "5s"),
    ],
)
def test_ruling_three_flipped_cards_with_several_pairs_take_the_first_in_flip_order(
    first: list[str], options: dict, taken: list[str], back: str
) -> None:
    # docs/RULINGS.md: pairs are tried in the order turned (1st+2nd, 1st+3rd, 2nd+3rd).
    state = flips(new(first, flip=3, **options), 0, 1, 2)
    assert state.taken[0] == taken and state.to_move == 0
    assert [card for _, card in state.last_seen] == [back]


def test_flip3_triples_needs_three_of_a_kind() -> None:
    miss = flips(new(["7s", "7c", "2h"], flip=3, flip3="triples"), 0, 1, 2)
    assert miss.taken == [[], []] and miss.to_move == 1
    hit = flips(new(["7s", "7c", "7h"], flip=3, flip3="triples"), 0, 1, 2)
    assert hit.taken[0] == ["7s", "7c", "7h"]


def test_flip4_needs_four_of_a_kind() -> None:
    hit = flips(new(["7s", "7c", "7h", "7d"], flip=4), 0, 1, 2, 3)
    assert len(hit.taken[0]) == 4 and hit.to_move == 0
    miss = flips(new(["7s", "7c", "7h", "2d"], flip=4), 0, 1, 2, 3)
    assert miss.taken == [[], []] and miss.to_move == 1


def test_the_game_ends_when_no_match_is_left() -> None:
    # Three of a kind only: one card of each rank can never be taken.
    end = play_out(GAME.new(2, options={"flip": 3, "flip3": "triples"}, seed=4), random.Random(0))
    left = end.result.detail["left_on_board"]
    assert len(left) == 13 and len({card[:-1] for card in left}) == 13


# --- jokers ------------------------------------------------------------------------------


def test_one_joker_shuffles_the_board_by_default() -> None:
    state = flips(new(["JK1", "2h", "3c"], jokers=1), 2)
    assert state.view(0)["board"][2] == "3c"
    after = flips(state, 0)
    assert after.to_move == 1 and after.last_outcome["shuffled"] == "joker"
    assert all(card is None for card in after.view(1)["seen"])
    assert after.board != state.board and conserved(after)


def test_one_joker_with_skip_costs_the_next_turn() -> None:
    state = flips(new(["JK1", "2h", "3c", "4d"], jokers=1, joker_effect="skip"), 0, 1)
    assert state.to_move == 1 and state.skips == [1, 0]
    state = flips(state, 2, 3)  # seat 1 misses; seat 0 is skipped
    assert state.to_move == 1 and state.skips == [0, 0]
    assert state.board[0] == "JK1"  # the joker stays where everyone saw it


def test_two_jokers_are_a_pair_worth_double() -> None:
    state = flips(new(["JK1", "JK2"], jokers=2), 0, 1)
    assert state.taken[0] == ["JK1", "JK2"] and state.scores[0] == 4.0
    lone = flips(new(["JK1", "2h"], jokers=2), 0, 1)
    assert lone.to_move == 1 and "shuffled" not in lone.last_outcome


# --- reshuffles and moves ----------------------------------------------------------------


def test_move_on_flip_back_moves_the_missed_cards() -> None:
    state = flips(new(["7s", "2h"], move_on_flip_back=True), 0, 1)
    moved = state.last_outcome["moved"]
    assert 0 in moved and 1 in moved
    assert all(state.view(0)["seen"][i] is None for i in moved)
    assert state.board[0] != "7s" or state.board[1] != "2h"
    assert conserved(state)


@pytest.mark.parametrize("seed", [764, 1082, 1462])
def test_turned_back_cards_never_land_where_they_were(seed: int) -> None:
    # Issue 12: on these seeds the two swaps of a miss cancelled out and both cards stayed put.
    state = GAME.new(2, options={"move_on_flip_back": True, "deck": 20}, seed=seed)
    before = list(state.board)
    after = flips(state, 0, 1)
    assert after.last_outcome["taken"] == [] and {0, 1} <= set(after.last_outcome["moved"])
    assert after.board[0] != before[0] and after.board[1] != before[1]
    assert sorted(after.board) == sorted(before)


def _turned_back(state) -> list[tuple[int, str]]:
    outcome = state.last_outcome
    return [(i, card) for i, card in outcome["flipped"] if card not in outcome["taken"]]


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    mode=st.sampled_from([{}, {"flip": 3}, {"flip": 3, "flip3": "triples"}, {"flip": 4}, {"jokers": 2}]),
    players=st.integers(1, 3),
)
def test_every_turned_back_card_moves(seed, mode, players) -> None:
    state = GAME.new(players, options={**mode, "move_on_flip_back": True, "deck": 20}, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if state.over:
            break
        state = state.play(remembering(state, rng))
        if state.face_up:
            continue
        moved = set(state.last_outcome["moved"])
        down = [i for i, card in enumerate(state.board) if card is not None]
        for i, card in _turned_back(state):
            if down != [i]:  # the last card face down has nowhere else to go
                assert state.board[i] != card and i in moved


def _old_move_back(self, back, rng):
    """The re-placement before issue 12, kept to check that its draws are still the same."""
    down = [i for i, card in enumerate(self.board) if card is not None]
    touched = set()
    for i in back:
        others = [j for j in down if j != i]
        if others:
            j = rng.choice(others)
            self.board[i], self.board[j] = self.board[j], self.board[i]
            touched.update((i, j))
    for i in touched:
        self.seen.pop(i, None)
    return sorted(touched)


@pytest.mark.parametrize("seed", range(6))
def test_moves_replay_as_before_until_a_card_would_have_stayed_put(seed: int, monkeypatch) -> None:
    """Stored action logs keep their boards: only a turn where a card stayed put now differs."""
    options = {"move_on_flip_back": True, "deck": 20, "jokers": 1}
    rng = random.Random(seed)
    new_line = [GAME.new(2, options=options, seed=seed)]
    while not new_line[-1].over:
        new_line.append(new_line[-1].play(rng.choice(new_line[-1].legal())))
    actions = [action for _, action in new_line[-1].history]
    from games.concentration import ConcentrationState

    monkeypatch.setattr(ConcentrationState, "_move_back", _old_move_back)
    old = GAME.new(2, options=options, seed=seed)
    for action, now in zip(actions, new_line[1:], strict=True):
        old = old.play(action)
        if any(old.board[i] == card for i, card in (_turned_back(old) if not old.face_up else [])):
            break  # the old bug: from here on the boards may differ
        assert old.board == now.board


def test_shuffle_when_few_reshuffles_once() -> None:
    first = ["As", "Ah", "2s", "2h", "3s", "3h", "4s", "4h"]
    state = new(first, deck=20, shuffle_when_few=14)
    state = flips(state, 0, 1, 2, 3)
    assert not state.shuffled_few and state.view(0)["seen"][4] is None
    state = flips(state, 4, 5)
    assert state.shuffled_few and state.remaining == 14
    assert state.last_outcome["shuffled"] == "few"
    state = flips(state, 6, 7)
    assert "shuffled" not in state.last_outcome


# --- results -----------------------------------------------------------------------------


def test_most_cards_wins_and_ties_share() -> None:
    end = play_out(GAME.new(2, options={"deck": 20}, seed=5), random.Random(1))
    scores = end.result.scores
    best = max(scores)
    assert end.result.winners == [s for s in range(2) if scores[s] == best]


def _tied_game(tiebreak: str | None):
    first = ["As", "Ah", "2s", "2h", "3s", "3h", "4s", "4h", "5s", "5h"]
    rest = ["Ad", "Ac", "2d", "2c", "3d", "3c", "4d", "4c", "5d", "5c"]
    state = GAME.new(2, options={"deck": 20, "tiebreak_card": tiebreak}, deal={"grid": first + rest}, seed=0)
    state = flips(state, *range(10))  # seat 0 takes 10
    state = flips(state, 10, 12)  # miss: Ad, 2d
    return flips(state, *range(10, 20))  # seat 1 takes 10


def test_tiebreak_card_breaks_equal_counts() -> None:
    shared = _tied_game(None)
    assert shared.over and shared.result.winners == [0, 1]
    broken = _tied_game("Ad")
    assert broken.result.winners == [1] and broken.result.ranks == [1, 0]


def test_solo_counts_moves() -> None:
    state = GAME.new(1, options={"deck": 20}, seed=2)
    end = play_out(state, random.Random(3))
    assert end.result.winners == [0]
    assert end.result.detail["moves"][0] == end.view(0)["moves"][0] >= 10
    solo = flips(new(["7s", "2h"], players=1), 0, 1)
    assert solo.to_move == 0 and solo.view(0)["moves"] == [1]


# --- complete games, replay, properties ---------------------------------------------------

MODES = [
    {},
    {"match": "rank_and_colour"},
    {"match": "adjacent"},
    {"match": "adjacent", "wrap_ace_king": True},
    {"flip": 3},
    {"flip": 3, "flip3": "triples"},
    {"flip": 4},
    {"jokers": 1},
    {"jokers": 1, "joker_effect": "skip"},
    {"jokers": 2},
    {"jokers": 2, "joker_effect": "shuffle"},
    {"move_on_flip_back": True},
    {"shuffle_when_few": 12},
    {"deck": 40},
    {"deck": 20, "tiebreak_card": "As"},
]


@pytest.mark.parametrize("options", MODES)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_complete_games(options: dict, players: int) -> None:
    end = play_out(GAME.new(players, options=options, seed=players), random.Random(players))
    assert conserved(end) and end.result.winners
    assert not end._match_left()


def test_replay_from_seed_is_identical() -> None:
    options = {"jokers": 1, "move_on_flip_back": True, "shuffle_when_few": 10}
    state = GAME.new(3, options=options, seed=42)
    rng = random.Random(0)
    actions = []
    while not state.over:
        actions.append(remembering(state, rng))
        state = state.play(actions[-1])
    again = GAME.replay(3, state.options, 42, actions)
    assert again.board == state.board and again.view(None) == state.view(None)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    mode=st.sampled_from(MODES),
    players=st.integers(1, 4),
    steps=st.integers(0, 60),
)
def test_conservation_no_leaks_and_determinization(seed, mode, players, steps) -> None:
    state = GAME.new(players, options=mode, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        assert conserved(state)
        state = state.play(remembering(state, rng) if rng.random() < 0.7 else rng.choice(state.legal()))
    hidden = [
        i
        for i, c in enumerate(state.board)
        if c is not None and i not in state.face_up and i not in state.seen
    ]
    other = state._copy()
    cards = [state.board[i] for i in hidden]
    rng.shuffle(cards)
    for i, card in zip(hidden, cards, strict=True):
        other.board[i] = card
    for seat in range(players):
        assert other.view(seat) == state.view(seat), "a view depends on hidden cards"
    view = state.view(0)
    world = GAME.determinize(view, random.Random(seed + 1))
    assert world.view(0) == view and conserved(world)
    if not state.over:
        for i in view["face_up"]:
            assert world.board[i] == state.board[i]
        for i, card in enumerate(view["seen"]):
            if card is not None:
                assert world.board[i] == card == state.board[i]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), mode=st.sampled_from(MODES), players=st.integers(1, 4))
def test_replay_from_seed_gives_the_same_state(seed, mode, players) -> None:
    state = GAME.new(players, options=mode, seed=seed)
    rng = random.Random(seed)
    actions = []
    while not state.over and len(actions) < 60:
        actions.append(remembering(state, rng))
        state = state.play(actions[-1])
    again = GAME.replay(players, state.options, seed, actions)
    assert again.board == state.board and again.view(None) == state.view(None)
