"""No game tells a seat anything about the cards hidden from it (issue 12), for every game.

Two positions that differ only in cards hidden from seat s must look the same to s: the same
view, the same player to move, the same legal actions when s moves, and the same public shape of
the legal actions when another seat moves (who may be asked, whether `pass` is there...).

Two ways to build the second position:
- re-deal: the same game started from an explicit deal whose hidden cards (other hands, the
  stock, a face-down grid) are dealt again at random, everything else alike, so every fact the
  engine derives from the deal (turn order above all) is derived afresh; in the games where an
  action's outcome is public (trick play, Scopa) both are then played on with actions legal in
  both, and s must see the same table at every step;
- determinize: `game.determinize(view)` at positions deep in random games, the sampler the
  computer players search with.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import games
from games.core import State
from games.family_common import rank
from games.tricks import bits

# (game, preset, players, options): every registered game, its house rules too.
TABLES: list[tuple[str, str | None, int, dict[str, Any]]] = [
    ("scopa", "scopa", 2, {}),
    ("scopa", "scopa", 3, {}),
    ("scopa", "scopone-scientifico", 4, {}),
    ("scarto", None, 3, {}),
    ("scarto", None, 3, {"angel_is_21": True}),
    ("stovkahra", None, 4, {}),
    ("stovkahra", None, 4, {"follow": "simple", "target": 30}),
    ("gofish", None, 2, {}),
    ("gofish", None, 4, {"until_stock_empty": True}),
    ("gofish", None, 3, {"ask_exact_card": True, "lucky_draw": True}),
    ("gofish", None, 3, {"pairs": True, "until_stock_empty": True, "empty_hand": "draw"}),
    ("concentration", None, 2, {"deck": 20}),
    ("concentration", None, 3, {"deck": 20, "move_on_flip_back": True, "jokers": 1}),
    ("concentration", None, 2, {"deck": 20, "flip": 3, "shuffle_when_few": 8}),
    ("oldmaid", "babanuki", 3, {}),
    ("oldmaid", "jiji-nuki", 4, {}),
    ("oldmaid", "old-maid", 3, {"direction": "right", "draw_order": "drawn_then_draw"}),
]
IDS = [f"{g}-{p or 'default'}-{n}p-{'+'.join(o) or 'std'}" for g, p, n, o in TABLES]


def _ask_targets(legal: list[str]) -> set[str]:
    return {action.rsplit(":", 1)[0] for action in legal}


# What of a seat's legal actions the others may know: which players can be asked, whether it
# may pass or claim dost, where it may draw or flip. Card plays and declarations are its own.
PUBLIC_SHAPE: dict[str, Callable[[list[str]], set[str]]] = {
    "scopa": lambda legal: set(),
    "scarto": lambda legal: set(),
    "stovkahra": lambda legal: {a for a in legal if a in ("pass", "dost") or a.startswith("brcka:")},
    "gofish": _ask_targets,
    "concentration": set,
    "oldmaid": set,
}


def test_every_registered_game_is_covered():
    assert {name for name, *_ in TABLES} == set(games.names()) == set(PUBLIC_SHAPE)


def assert_same_to(seat: int, one: State, other: State) -> None:
    """`one` and `other` look alike to `seat`: view, turn, its own moves, others' public moves."""
    assert one.view(seat) == other.view(seat)
    assert one.to_move == other.to_move and one.over == other.over
    if one.to_move == seat:
        assert sorted(one.legal()) == sorted(other.legal())
    elif one.to_move is not None:
        shape = PUBLIC_SHAPE[one.game.name]
        assert shape(one.legal()) == shape(other.legal())


# --- re-dealing the hidden cards of an opening ---------------------------------------------------


def _split(pool: list[str], sizes: list[int]) -> list[list[str]]:
    out, at = [], 0
    for size in sizes:
        out.append(pool[at : at + size])
        at += size
    return out


def _scopa(state: Any, seat: int, rng: random.Random) -> tuple[dict, dict]:
    from games.scopa.deck import notes

    hands = [notes(hand) for hand in state.hands]
    deal = {
        "hands": hands,
        "table": notes(state.table),
        "stock": [notes(1 << card)[0] for card in state.stock],
        "dealer": state.dealer,
    }
    others = [s for s in range(len(hands)) if s != seat]
    pool = [card for s in others for card in hands[s]]
    rng.shuffle(pool)
    again = [list(hand) for hand in hands]
    for s, cards in zip(others, _split(pool, [len(hands[s]) for s in others]), strict=True):
        again[s] = cards
    return deal, {**deal, "hands": again}


def _scarto(state: Any, seat: int, rng: random.Random) -> tuple[dict, dict]:
    from games.scarto.rules import NAMES

    hands = [[NAMES[c] for c in bits(hand)] for hand in state._tricks.hands]
    deal = {"hands": hands, "dealer": state._dealer}
    others = [s for s in range(3) if s != seat]
    pool = [card for s in others for card in hands[s]]
    rng.shuffle(pool)
    again = [list(hand) for hand in hands]
    for s, cards in zip(others, _split(pool, [len(hands[s]) for s in others]), strict=True):
        again[s] = cards
    return deal, {**deal, "hands": again}


def _stovkahra(state: Any, seat: int, rng: random.Random) -> tuple[dict, dict]:
    from games.stovkahra.rules import NAMES, names_of

    d = state._d
    hands = [names_of(hand) for hand in state._tricks.hands]
    shown = names_of(d.shown)
    trump_card = NAMES[d.trump_card]
    deal = {"hands": hands, "dealer": d.dealer, "shown": shown, "trump_card": trump_card}
    public = set(shown) | {trump_card}
    others = [s for s in range(4) if s != seat]
    hidden = {s: [c for c in hands[s] if c not in public] for s in others}
    pool = [card for s in others for card in hidden[s]]
    rng.shuffle(pool)
    again = [list(hand) for hand in hands]
    for s, cards in zip(others, _split(pool, [len(hidden[s]) for s in others]), strict=True):
        again[s] = [c for c in hands[s] if c in public] + cards
    return deal, {**deal, "hands": again}


def _gofish(state: Any, seat: int, rng: random.Random) -> tuple[dict, dict] | None:
    booked = [[card for book in books for card in book] for books in state.books]
    deal = {"hands": [hand + booked[s] for s, hand in enumerate(state.hands)], "stock": list(state.stock)}
    others = [s for s in range(state.num_players) if s != seat]
    pool = [card for s in others for card in state.hands[s]] + list(state.stock)
    sizes = [len(state.hands[s]) for s in others] + [len(state.stock)]
    for _ in range(500):
        rng.shuffle(pool)
        parts = _split(pool, sizes)
        # A book formed by the re-deal (or a card joining a rank the seat laid at the deal, which
        # may change which pair is laid) would show face up: no longer a hidden difference.
        if all(
            max(Counter(rank(c) for c in part).values(), default=0) < state.book_size
            and not {rank(c) for c in part} & {rank(c) for c in booked[s]}
            for s, part in zip(others, parts, strict=False)
        ):
            again = [list(hand) for hand in deal["hands"]]
            for s, cards in zip(others, parts, strict=False):
                again[s] = cards + booked[s]
            return deal, {"hands": again, "stock": parts[-1]}
    return None


def _concentration(state: Any, seat: int, rng: random.Random) -> tuple[dict, dict]:
    grid = list(state.board)
    again = list(grid)
    rng.shuffle(again)  # every card is face down at the start: hidden from everyone
    return {"grid": grid}, {"grid": again}


def _oldmaid(state: Any, seat: int, rng: random.Random) -> tuple[dict, dict] | None:
    pairs: list[list[str]] = [[] for _ in range(state.num_players)]
    for who, a, b in state.discards:
        pairs[who] += [a, b]
    # Pairs first, so the deal discards exactly these and keeps the rest.
    deal = {"hands": [pairs[s] + hand for s, hand in enumerate(state.hands)]}
    if state.removed is not None:
        deal["removed"] = state.removed
    jiji = state.options["variant"] == "jiji-nuki"
    others = [s for s in range(state.num_players) if s != seat]
    pool = [card for s in others for card in state.hands[s]] + ([state.removed] if jiji else [])
    sizes = [len(state.hands[s]) for s in others] + ([1] if jiji else [])
    for _ in range(500):
        rng.shuffle(pool)
        parts = _split(pool, sizes)
        if all(len({rank(c) for c in part}) == len(part) for part in parts):  # no new pair to discard
            again = {**deal, "hands": [list(hand) for hand in deal["hands"]]}
            for s, cards in zip(others, parts, strict=False):
                again["hands"][s] = pairs[s] + cards
            if jiji:
                again["removed"] = parts[-1][0]
            return deal, again
    return None


REDEAL = {
    "scopa": _scopa,
    "scarto": _scarto,
    "stovkahra": _stovkahra,
    "gofish": _gofish,
    "concentration": _concentration,
    "oldmaid": _oldmaid,
}
# Games where the table sees every action's outcome (a card played, a capture), so two positions
# that look alike stay alike under the same actions. Elsewhere an action reveals a hidden card.
PUBLIC_OUTCOMES = {"scopa", "scarto", "stovkahra"}


@pytest.mark.parametrize(("name", "preset", "players", "options"), TABLES, ids=IDS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), seat=st.integers(0, 5), walk=st.integers(0, 2**32))
def test_re_dealt_hidden_cards_look_the_same(name, preset, players, options, seed, seat, walk):
    seat %= players
    game = games.get(name)
    seeded = game.new(players, preset=preset, options=options, seed=seed)
    redealt = REDEAL[name](seeded, seat, random.Random(seed))
    assume(redealt is not None)
    deal, again = redealt
    one = game.new(players, preset=preset, options=options, seed=seed, deal=deal)
    other = game.new(players, preset=preset, options=options, seed=seed, deal=again)
    assert_same_to(seat, one, other)
    if name not in PUBLIC_OUTCOMES:
        return
    rng = random.Random(walk)
    start = one.deal
    # Within the first deal: later deals start from what the first left behind (Stovkahra
    # gathers the tricks and any unplayed cards), which is no longer a hidden difference.
    for _ in range(120):
        common = sorted(set(one.legal()) & set(other.legal()))
        if one.over or one.deal != start or not common:
            break
        action = rng.choice(common)
        one, other = one.play(action), other.play(action)
        if one.deal == start:
            assert_same_to(seat, one, other)


# --- determinizing positions deep in random games --------------------------------------------------


def _random_walk(state: State, rng: random.Random, plies: int) -> list[State]:
    """The positions of up to `plies` random legal moves (Stovkahra's dost kept rare)."""
    out = [state]
    for _ in range(plies):
        if state.over:
            break
        legal = state.legal()
        calm = [a for a in legal if a != "dost"] or legal
        state = state.play(rng.choice(calm if rng.random() < 0.97 else legal))
        out.append(state)
    return out


@pytest.mark.parametrize(("name", "preset", "players", "options"), TABLES, ids=IDS)
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), plies=st.integers(0, 90))
def test_determinized_worlds_look_the_same(name, preset, players, options, seed, plies):
    game = games.get(name)
    rng = random.Random(seed)
    line = _random_walk(game.new(players, preset=preset, options=options, seed=seed), rng, plies)
    for position in [*line[:: max(1, len(line) // 4)], line[-1]]:
        for seat in range(players):
            world = game.determinize(position.view(seat), rng)
            assert_same_to(seat, position, world)


@pytest.mark.parametrize(("name", "preset", "players", "options"), TABLES, ids=IDS)
@pytest.mark.parametrize("seed", range(3))
def test_determinized_finished_games_look_the_same(name, preset, players, options, seed):
    # The last position of a game (Scopa's leftovers gone to the last capturer, for one).
    game = games.get(name)
    rng = random.Random(seed)
    state = game.new(players, preset=preset, options=options, seed=seed)
    if hasattr(state, "playout"):
        state = state.playout(rng, to_deal_end=False)  # type: ignore[attr-defined]
    for _ in range(20000):
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))
    assert state.over
    for seat in range(players):
        assert_same_to(seat, state, game.determinize(state.view(seat), rng))
