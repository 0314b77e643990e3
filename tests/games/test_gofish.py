"""Go Fish: asking, fishing, books, every end and option, views and determinization."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import BadDeal, IllegalAction
from games.cards import french_deck

GAME = games.get("gofish")
DECK = sorted(french_deck())
OPTION_VALUES = {
    "until_stock_empty": [False, True],
    "empty_hand": ["wait", "draw"],
    "lucky_draw": [False, True],
    "book_on_draw_continues": [False, True],
    "pairs": [False, True],
    "ask_exact_card": [False, True],
}


def deal(hands: list[list[str]], stock_top: list[str] = ()) -> dict:
    """Hands as given; the stock is `stock_top` then every other card in deck order."""
    used = {card for hand in hands for card in hand} | set(stock_top)
    return {"hands": hands, "stock": [*stock_top, *(c for c in french_deck() if c not in used)]}


def new(hands, stock_top=(), **options):
    return GAME.new(len(hands), options=options, deal=deal(hands, list(stock_top)), seed=1)


def all_cards(state) -> list[str]:
    books = [card for books in state.books for book in books for card in book]
    return sorted([card for hand in state.hands for card in hand] + state.stock + books)


def play_out(state, rng: random.Random):
    for _ in range(2000):
        if state.over:
            return state
        state = state.play(rng.choice(state.legal()))
    raise AssertionError("game did not end")


# --- the deal ----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 5), (4, 5), (6, 5)])
def test_deal_sizes_and_stock(players: int, size: int) -> None:
    state = GAME.new(players, seed=5)
    dealt = [len(hand) + 4 * len(books) for hand, books in zip(state.hands, state.books, strict=True)]
    assert dealt == [size] * players
    assert len(state.stock) == 52 - size * players
    assert all_cards(state) == DECK
    assert state.to_move == 0


def test_books_in_the_deal_are_laid_at_once() -> None:
    state = new([["7s", "7h", "7d", "7c", "2s"], ["3s"]])
    assert state.books[0] == [["7s", "7h", "7d", "7c"]] and state.hands[0] == ["2s"]
    assert state.scores == [1.0, 0.0]


def test_bad_deals_are_refused() -> None:
    with pytest.raises(BadDeal, match="stock"):
        GAME.new(2, deal={"hands": [french_deck()[:26], french_deck()[26:]], "stock": []})
    with pytest.raises(BadDeal, match="missing"):
        GAME.new(2, deal={"hands": [["2s"], ["3s"]], "stock": ["4s"]})
    with pytest.raises(BadDeal, match="at least one card"):
        GAME.new(2, deal=deal([["2s"], []]))


# --- asking ------------------------------------------------------------------------------


def test_a_hit_hands_over_every_card_of_the_rank_and_the_asker_goes_again() -> None:
    state = new([["7s", "2s"], ["7h", "7d", "3s"], ["4s"]])
    after = state.play("ask:1:7")
    assert after.hands[0] == ["2s", "7s", "7h", "7d"] or sorted(after.hands[0]) == ["2s", "7d", "7h", "7s"]
    assert after.hands[1] == ["3s"]
    assert after.to_move == 0
    assert after.view(2)["log"][-1] == {
        "type": "ask",
        "seat": 0,
        "target": 1,
        "rank": "7",
        "given": ["7h", "7d"],
    }


def test_go_fish_draws_the_top_card_and_passes_the_turn() -> None:
    state = new([["7s", "2s"], ["8h", "3s"], ["4s"]], stock_top=["9c"])
    after = state.play("ask:1:7")
    assert "9c" in after.hands[0] and after.to_move == 1
    assert after.view(0)["log"][-1] == {"type": "fish", "seat": 0, "card": "9c"}
    assert after.view(1)["log"][-1] == {"type": "fish", "seat": 0}
    assert "9c" not in json.dumps(after.view(2))


def test_a_completed_book_is_laid_at_once() -> None:
    state = new([["7s", "7c", "7h", "2s"], ["7d", "3s"], ["4s"]])
    after = state.play("ask:1:7")
    assert after.books[0] == [["7s", "7h", "7d", "7c"]] or sorted(after.books[0][0]) == [
        "7c",
        "7d",
        "7h",
        "7s",
    ]
    assert after.hands[0] == ["2s"] and after.scores[0] == 1.0


def test_rank_names_are_read_leniently() -> None:
    state = new([["Ks", "2s"], ["Kh", "3s"]])
    assert state.play("ask:1:k").hands[1] == ["3s"]
    assert state.play("ask:1:King").hands[1] == ["3s"]
    assert state.play("ask:1:Kings").hands[1] == ["3s"]


def test_ranks_are_named_in_words_and_read_back():
    from games.family_common import RANK_WORDS, parse_rank, rank_name

    assert rank_name("4") == "Fours" and rank_name("6") == "Sixes"  # never `4s`: the 4 of spades
    assert all(parse_rank(rank_name(rank)) == rank for rank in RANK_WORDS if rank != "JK")


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("ask:1:9", "only ask for a rank you hold. Your hand: 2♠ 7♠"),
        ("ask:0:7", "can't ask yourself"),
        ("ask:5:7", "no seat 5"),
        ("ask:x:7", "seat number"),
        ("ask:1:zz", "Ask for a rank"),
        ("take 7", "ask:1:7"),
    ],
)
def test_refusals_explain_themselves(action: str, message: str) -> None:
    state = new([["7s", "2s"], ["8h", "3s"], ["4s"]])
    with pytest.raises(IllegalAction, match=message):
        state.play(action)


def test_legal_lists_held_ranks_for_players_still_in() -> None:
    state = new([["7s", "2s", "7d"], ["8h"], ["4s"]])
    assert state.legal() == ["ask:1:2", "ask:1:7", "ask:2:2", "ask:2:7"]
    assert state.describe("ask:1:7") == "ask player 2 for Sevens"


# --- ends --------------------------------------------------------------------------------


def test_the_giver_whose_hand_empties_wins() -> None:
    state = new([["7s", "2s"], ["7h"], ["4s"]])
    after = state.play("ask:1:7")
    assert after.over and after.result.winners == [1] and after.result.detail["end"] == "empty"


def test_the_asker_whose_book_empties_the_hand_wins() -> None:
    state = new([["7s", "7c", "7h"], ["7d", "3s"], ["4s"]])
    after = state.play("ask:1:7")
    assert after.over and after.result.winners == [0]
    with pytest.raises(IllegalAction, match="over"):
        after.play("ask:1:3")


def test_when_both_hands_empty_on_one_ask_the_giver_emptied_first() -> None:
    state = new([["7s", "7c", "7h"], ["7d"], ["4s"]])
    assert state.play("ask:1:7").result.winners == [1]


def test_stock_running_out_ends_with_most_books() -> None:
    rest = [c for c in french_deck() if c not in ("2s", "4s", "9c")]
    state = GAME.new(3, deal={"hands": [["2s"], rest, ["4s"]], "stock": ["9c"]}, seed=0)
    assert len(state.books[1]) == 10
    after = state.play("ask:2:2")  # go fish: the last card
    assert after.over and after.result.detail["end"] == "stock"
    assert after.result.winners == [1] and after.result.ranks == [1, 0, 1]


def _unlaid_books(state) -> list[tuple[int, str]]:
    """(seat, rank) of every complete book still in a hand: the rule book lays them at once."""
    size = state.book_size
    return [
        (seat, rank)
        for seat, hand in enumerate(state.hands)
        for rank in {card[:-1] for card in hand}
        if sum(1 for card in hand if card[:-1] == rank) >= size
    ]


@pytest.mark.parametrize("empty_hand", ["wait", "draw"])
def test_a_book_completed_by_the_move_that_ends_the_game_is_laid(empty_hand: str) -> None:
    # Issue 12: seat 1's last card completes seat 0's 7s and empties seat 1's hand; the game
    # ends (nobody left to ask, or the refill takes the last stock card) with the book laid.
    hands = [
        [r + s for r in ("A", "3", "4", "5", "6") for s in "shdc"] + ["7s", "7h", "7d", "2s", "2h", "2d"],
        [r + s for r in ("8", "9", "10", "J", "Q", "K") for s in "shdc"] + ["7c"],
    ]
    state = GAME.new(
        2,
        options={"until_stock_empty": True, "empty_hand": empty_hand},
        deal={"hands": hands, "stock": ["2c"]},
        seed=1,
    )
    end = state.play("ask:1:7")
    assert end.over
    assert end.books[0][-1] == ["7s", "7h", "7d", "7c"] and end.hands[0] == ["2s", "2h", "2d"]
    assert end.result.scores == [6.0, 6.0] and end.result.winners == [0, 1]


def test_the_askers_book_counts_when_the_giver_wins_by_emptying() -> None:
    # The giver wins at once; the asker's book, complete as the cards changed hands, still
    # ranks the asker ahead of the third player.
    state = new([["7s", "7c", "7h", "2s"], ["7d"], ["4s"]])
    end = state.play("ask:1:7")
    assert end.result.winners == [1]
    assert end.books[0] == [["7s", "7h", "7d", "7c"]] and end.result.ranks == [1, 0, 2]


def test_a_deal_lays_every_book_before_an_empty_hand_ends_it() -> None:
    rest = [c for c in french_deck() if c[:-1] not in ("7", "8")]
    hands = [["7s", "7h", "7d", "7c"], ["8s", "8h", "8d", "8c", "2s"]]
    state = GAME.new(2, deal={"hands": hands, "stock": [c for c in rest if c != "2s"]}, seed=0)
    assert state.over and state.result.winners == [0]
    assert state.books == [[["7s", "7h", "7d", "7c"]], [["8s", "8h", "8d", "8c"]]]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 6),
    options=st.fixed_dictionaries({name: st.sampled_from(values) for name, values in OPTION_VALUES.items()}),
)
def test_no_complete_book_is_ever_left_in_a_hand(seed, players, options) -> None:
    state = GAME.new(players, options=options, seed=seed)
    rng = random.Random(seed)
    while True:
        assert not _unlaid_books(state)
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))


def test_ruling_equal_books_when_the_stock_runs_out_share_the_win() -> None:
    # docs/RULINGS.md: the default game's "most books wins" shares a tie, as under until_stock_empty.
    rest = [c for c in french_deck() if c not in ("2s", "4s", "9c")]
    a_books = [c for c in rest if c[:-1] in ("A", "3", "5", "6", "7")]
    b_books = [c for c in rest if c[:-1] in ("8", "10", "J", "Q", "K")]
    hands = [["2s", *a_books], [c for c in rest if c not in a_books + b_books], ["4s", *b_books]]
    state = GAME.new(3, deal={"hands": hands, "stock": ["9c"]}, seed=0)
    assert [len(books) for books in state.books] == [5, 0, 5]
    after = state.play("ask:2:2")  # go fish: the last card
    assert after.over and after.result.detail["end"] == "stock"
    assert after.result.winners == [0, 2] and after.result.ranks == [0, 2, 0]


def test_ruling_a_player_sitting_out_cannot_be_asked() -> None:
    # docs/RULINGS.md: under until_stock_empty with empty_hand=wait, an empty hand is out of the
    # asking until the end (asking it could only ever be a free Go fish).
    state = new([["7s", "2s"], ["7h"], ["4s", "2h"]], until_stock_empty=True).play("ask:1:7")
    assert state.out == {1} and not any(action.startswith("ask:1:") for action in state.legal())
    with pytest.raises(IllegalAction, match=r"Player 2 has no cards left\. Ask a player still in: player 3"):
        state.play("ask:1:2")


@pytest.mark.parametrize(("drawn", "lucky"), [("7h", True), ("7c", False), ("9c", False)])
def test_ruling_with_exact_card_asks_only_the_card_asked_for_is_lucky(drawn: str, lucky: bool) -> None:
    # docs/RULINGS.md: under ask_exact_card the lucky draw is the very card asked for.
    state = new([["7s", "2s"], ["8h", "3s"], ["4s"]], stock_top=[drawn], lucky_draw=True, ask_exact_card=True)
    after = state.play("ask:1:7h")
    assert after.to_move == (0 if lucky else 1)  # not lucky: the asked player moves next
    assert ("shown" in after.view(2)["log"][-1]) is lucky


# --- options -----------------------------------------------------------------------------


def test_until_stock_empty_wait_sits_out_an_empty_hand() -> None:
    state = new([["7s", "2s"], ["7h"], ["4s", "2h"]], until_stock_empty=True)
    after = state.play("ask:1:7")
    assert not after.over and after.out == {1}
    assert after.to_move == 0
    assert all(not action.startswith("ask:1:") for action in after.legal())
    with pytest.raises(IllegalAction, match="no cards left"):
        after.play("ask:1:2")
    fished = after.play("ask:2:2")
    assert fished.to_move == 0 and fished.hands[2] == ["4s"]  # took 2h, asks again


def test_until_stock_empty_ends_when_nobody_can_be_asked() -> None:
    state = new([["7s"], ["7h"]], until_stock_empty=True)
    after = state.play("ask:1:7")
    assert after.over and after.result.detail["end"] == "stuck"


def test_until_stock_empty_draw_refills_an_empty_hand() -> None:
    state = new([["7s", "2s"], ["7h"], ["4s"]], stock_top=["9c"], until_stock_empty=True, empty_hand="draw")
    after = state.play("ask:1:7")
    assert after.hands[1] == ["9c"] and not after.over
    assert after.view(0)["log"][-1] == {"type": "refill", "seat": 1}


def test_until_stock_empty_plays_to_the_last_card() -> None:
    state = GAME.new(3, options={"until_stock_empty": True}, seed=8)
    end = play_out(state, random.Random(2))
    assert end.stock == [] or end.result.detail["end"] == "stuck"


@pytest.mark.parametrize(
    ("lucky", "drawn", "next_mover"), [(True, "7c", 0), (True, "9c", 1), (False, "7c", 1)]
)
def test_lucky_draw(lucky: bool, drawn: str, next_mover: int) -> None:
    state = new([["7s", "2s"], ["8h", "3s"], ["4s"]], stock_top=[drawn], lucky_draw=lucky)
    after = state.play("ask:1:7")
    assert after.to_move == next_mover
    if lucky and drawn == "7c":
        assert after.view(2)["log"][-1]["shown"] == "7c"
        assert "7c" in after.view(2)["known"][0]["cards"]


@pytest.mark.parametrize(("option", "next_mover"), [(True, 0), (False, 1)])
def test_book_on_draw_continues(option: bool, next_mover: int) -> None:
    hands = [["7s", "7h", "7d", "2s", "5s"], ["8h", "3s"], ["4s"]]
    state = new(hands, stock_top=["7c"], book_on_draw_continues=option)
    after = state.play("ask:1:5")
    assert after.books[0] and after.to_move == next_mover


def test_pairs_books_are_pairs() -> None:
    state = new([["7s", "2s", "2h"], ["7h", "3s"], ["4s"]], pairs=True)
    assert state.books[0] == [["2s", "2h"]]
    after = state.play("ask:1:7")
    assert after.books[0][-1] == ["7s", "7h"]


def test_ask_exact_card() -> None:
    state = new([["7s", "2s"], ["7h", "7d", "3s"], ["4s"]], stock_top=["9c"], ask_exact_card=True)
    assert "ask:1:7h" in state.legal() and "ask:1:7s" not in state.legal()
    hit = state.play("ask:1:7h")
    assert hit.hands[1] == ["7d", "3s"] or sorted(hit.hands[1]) == ["3s", "7d"]
    assert hit.to_move == 0
    miss = hit.play("ask:1:7c")
    assert miss.to_move == 1  # the asked player moves next
    with pytest.raises(IllegalAction, match="hold 7♠ yourself"):
        state.play("ask:1:7s")
    with pytest.raises(IllegalAction, match="suit"):
        state.play("ask:1:7")
    assert state.describe("ask:1:7h") == "ask player 2 for 7♥"


# --- knowledge and views -----------------------------------------------------------------


def test_public_knowledge_follows_asks_and_answers() -> None:
    state = new([["7s", "2s"], ["8h", "3s"], ["4s", "7h"]], stock_top=["9c"])
    after = state.play("ask:1:7")  # go fish: seat 0 holds a 7, seat 1 has none
    known = after.view(2)["known"]
    assert known[0]["ranks"] == {"7": 1}
    assert known[1]["lacks"] == ["7"]
    after = after.play("ask:2:3")  # seat 1 asks seat 2 for 3s: go fish
    after = after.play("ask:0:7")  # seat 2 takes seat 0's 7s
    known = after.view(1)["known"]
    assert "7" not in known[0]["ranks"] and "7" in known[0]["lacks"]
    assert known[2]["ranks"]["7"] == 2 and "7s" in known[2]["cards"]


# --- complete games and properties -------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("combo", list(itertools.product(*OPTION_VALUES.values()))[::5])
def test_complete_games(players: int, combo: tuple) -> None:
    options = dict(zip(OPTION_VALUES, combo, strict=True))
    end = play_out(GAME.new(players, options=options, seed=players), random.Random(players))
    assert all_cards(end) == DECK
    result = end.result
    assert result.winners and all(result.ranks[w] == 0 for w in result.winners)
    if result.detail["end"] == "empty":
        assert result.winners == [result.detail["emptied"]]


def test_replay_from_seed_is_identical() -> None:
    state = GAME.new(4, seed=99)
    rng = random.Random(1)
    actions = []
    while not state.over:
        actions.append(rng.choice(state.legal()))
        state = state.play(actions[-1])
    again = GAME.replay(4, state.options, 99, actions)
    assert again.view(None) == state.view(None) and again.hands == state.hands


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 6),
    options=st.fixed_dictionaries({name: st.sampled_from(values) for name, values in OPTION_VALUES.items()}),
)
@pytest.mark.slow
def test_conservation_no_leaks_and_determinization(seed, players, options) -> None:
    state = GAME.new(players, options=options, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not state.over:
        assert all_cards(state) == DECK
        seat = state.to_move
        for viewer in {seat, (seat + 1) % players}:
            view = state.view(viewer)
            strings = set(_strings(view))
            public = set(
                _strings([view["known"], view["books"], [e for e in view["log"] if e["type"] != "fish"]])
            )
            shown = {e["shown"] for e in view["log"] if "shown" in e}
            for other, hand in enumerate(state.hands):
                if other != viewer:
                    leaked = set(hand) & strings - public - shown
                    assert not leaked, f"seat {viewer} sees {leaked} of seat {other}"
            assert not (set(state.stock) & strings - public)
        if steps % 5 == 0:
            view = state.view(seat)
            world = GAME.determinize(view, random.Random(steps))
            assert world.view(seat) == view
            assert all_cards(world) == DECK
            for other, known in enumerate(view["known"]):
                if other != seat:
                    assert set(known["cards"]) <= set(world.hands[other])
                    assert not {card[:-1] for card in world.hands[other]} & set(known["lacks"])
        state = state.play(rng.choice(state.legal()))
        steps += 1


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list | tuple):
        return [s for item in value for s in _strings(item)]
    return []


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1),
    players=st.integers(2, 6),
    options=st.fixed_dictionaries({name: st.sampled_from(values) for name, values in OPTION_VALUES.items()}),
)
def test_replay_from_seed_gives_the_same_state(seed, players, options) -> None:
    state = GAME.new(players, options=options, seed=seed)
    rng = random.Random(seed)
    actions = []
    while not state.over and len(actions) < 30:
        actions.append(rng.choice(state.legal()))
        state = state.play(actions[-1])
    again = GAME.replay(players, state.options, seed, actions)
    assert again.hands == state.hands and again.stock == state.stock
    assert [again.view(s) for s in range(players)] == [state.view(s) for s in range(players)]
