"""Computer players in the family games: Go Fish memory, Concentration memory, Old Maid habits."""

from __future__ import annotations

from games import ai, get
from games.cards import french_deck

GOFISH = get("gofish")
CONCENTRATION = get("concentration")
OLDMAID = get("oldmaid")


def choose(game, state, level, seed=0, **kw):
    return ai.choose(game, state.view(state.to_move), state.legal(), level, seed=seed, **kw)


# --- Go Fish ---------------------------------------------------------------------------


def gofish_after_three_asks():
    """Seat 1 is heard asking for 7s; seat 0 holds three 7s when its turn comes back."""
    hands = [
        ["7h", "7d", "7c", "2c", "3c"],
        ["7s", "4h", "5h", "6h", "8h"],
        ["9s", "10s", "Js", "Qs", "Ks"],
    ]
    first = ["Ah", "Ad", "As"]
    used = {c for h in hands for c in h} | set(first)
    stock = first + [c for c in french_deck() if c not in used]
    state = GOFISH.new(3, seed=1, deal={"hands": hands, "stock": stock})
    for action in ("ask:2:2", "ask:2:7", "ask:0:9"):  # all three go fish
        state = state.play(action)
    assert state.to_move == 0
    return state


def test_normal_remembers_who_asked_for_sevens_and_completes_its_book():
    state = gofish_after_three_asks()
    assert choose("gofish", state, "normal") == "ask:1:7"
    assert choose("gofish", state, "hard", iterations=60) == "ask:1:7"


def test_the_public_memory_is_what_the_view_says_not_the_hidden_hands():
    state = gofish_after_three_asks()
    known = state.view(0)["known"][1]
    assert known["ranks"] == {"7": 1}
    assert "4h" not in known["cards"]


# --- Concentration ---------------------------------------------------------------------


def concentration_with_two_pairs_seen():
    """Seat 0 misses with A♠/2♠, seat 1 misses with A♥/2♥: both pairs lie face down, seen."""
    grid = ["As", "2s", "Ah", "2h"] + [c for c in french_deck() if c not in ("As", "2s", "Ah", "2h")]
    state = CONCENTRATION.new(2, seed=1, deal={"grid": grid})
    for action in ("flip:0", "flip:1", "flip:2", "flip:3"):
        state = state.play(action)
    assert state.to_move == 0
    return state


def test_hard_takes_a_pair_it_has_seen():
    state = concentration_with_two_pairs_seen()
    first = choose("concentration", state, "hard", iterations=20)
    assert first in ("flip:0", "flip:1", "flip:2", "flip:3")
    state = state.play(first)
    partner = {"flip:0": "flip:2", "flip:2": "flip:0", "flip:1": "flip:3", "flip:3": "flip:1"}[first]
    assert choose("concentration", state, "hard", iterations=20) == partner


def test_the_hint_counts_places_as_the_board_does_and_shows_the_card():
    state = concentration_with_two_pairs_seen()
    state = state.play("flip:1")  # 2♠ at the board's card 2; its partner 2♥ was seen at card 4
    action, why = ai.hint("concentration", state.view(state.to_move), state.legal(), seed=1, budget_ms=40)
    assert action == "flip:3"
    assert state.describe(action).startswith("turn up card 4")
    assert "card 4" in str(why) and "2♥" in str(why), why


def test_normal_usually_remembers_what_was_just_seen_and_easy_less_often():
    state = concentration_with_two_pairs_seen()
    seen = {"flip:0", "flip:1", "flip:2", "flip:3"}
    normal = sum(choose("concentration", state, "normal", seed) in seen for seed in range(40))
    easy = sum(choose("concentration", state, "easy", seed) in seen for seed in range(40))
    assert normal >= 34
    assert easy < normal


# --- Old Maid ----------------------------------------------------------------------------


def babanuki_with_the_joker_at_seat_0():
    spades = [c for c in french_deck() if c.endswith("s")]
    hearts = [c for c in french_deck() if c.endswith("h")]
    diamonds = [c for c in french_deck() if c.endswith("d")]
    clubs = [c for c in french_deck() if c.endswith("c")]
    # Seat 0 keeps 7♠..K♠ and the joker; seat 1 keeps 7♥..K♥.
    hands = [spades + hearts[:6] + ["JK1"], diamonds + clubs + hearts[6:]]
    return OLDMAID.new(2, preset="babanuki", seed=1, deal={"hands": hands})


def test_normal_shuffles_before_being_drawn_from_while_holding_the_joker():
    state = babanuki_with_the_joker_at_seat_0()
    assert state.to_move == 0 and "JK1" in state.view(0)["hand"]
    assert choose("oldmaid", state, "normal") == "shuffle"
    assert choose("oldmaid", state, "hard") == "shuffle"


def test_normal_just_draws_when_it_does_not_hold_the_joker():
    state = babanuki_with_the_joker_at_seat_0()
    state = state.play("shuffle")
    state = state.play(choose("oldmaid", state, "normal"))
    assert state.to_move == 1
    assert "JK1" not in state.view(1)["hand"]
    assert choose("oldmaid", state, "normal").startswith("draw:")


def test_the_go_fish_hint_names_the_rank_in_words_with_the_article_each_language_wants():
    state = gofish_after_three_asks()  # seat 1 was heard asking for Sevens
    action, why = ai.hint("gofish", state.view(0), state.legal(), seed=1, budget_ms=40)
    assert action == "ask:1:7"
    assert "Sevens" in why.render("en")
    assert "(sette)" in why.render("it") and " i 7" not in why.render("it")
    assert "(sept)" in why.render("fr")  # a rank in running text, in lower case
