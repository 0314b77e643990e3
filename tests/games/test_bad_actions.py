"""Every game refuses every malformed action with `IllegalAction` and a short message (issue 12)."""

from __future__ import annotations

import functools
import random

import pytest

import games
from games import IllegalAction
from games.core import State

# Inputs no game accepts in any position: wrong types, blank or huge text, numbers the notation
# does not write (negative, enormous, full-width or underscored digits), long runs of a verb.
BAD: list[object] = [
    None,
    7,
    7.5,
    True,
    b"7d",
    bytearray(b"ask:1:7"),
    [],
    ["7d"],
    ("flip:0",),
    {},
    {"action": "7d"},
    object(),
    "",
    " ",
    "\t\n ",
    "x" * 5000,
    "ask:1:7" * 800,
    "ask:99999999999999999999:7",
    "ask:" + "9" * 150 + ":7",
    "ask:１:7",
    "ask:1_0:7",
    "ask:-1:7",
    "flip:-1",
    "flip:１２",
    "flip:1_0",
    "flip:99999999999999999999",
    "flip:" + "9" * 180,
    "draw:１",
    "draw:-1",
    "draw:" + "9" * 180,
    "declare:" + "A" * 150,
    "signal:" + "h" * 150,
    "discard:" + "2s+" * 60,
    "7d:" + "3c+" * 60,
    "brcka:" + "x" * 150,
    "\x00",
    "`" * 150,
    "🂡" * 150,
]
# The same ids in every process (pytest-xdist compares its workers' collections): no addresses.
IDS = ["object()" if type(bad) is object else repr(bad)[:24] for bad in BAD]
# Options that keep a random game short enough to play to its end in a test.
SHORT = {"concentration": {"deck": 20}, "scopa": {"target": 11}}


@functools.cache
def positions(name: str) -> list[State]:
    """A game's opening, a position a few random moves in, and its end."""
    game = games.get(name)
    players = game.player_counts()[0]
    start = game.new(players, options=SHORT.get(name), seed=12)
    rng = random.Random(12)
    middle = start
    for _ in range(6):
        middle = middle.play(rng.choice(middle.legal()))
    end = middle
    if hasattr(end, "playout"):
        end = end.playout(rng, to_deal_end=False)  # type: ignore[attr-defined]
    for _ in range(20000):
        if end.over:
            break
        end = end.play(rng.choice(end.legal()))
    assert end.over
    return [start, middle, end]


@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("bad", BAD, ids=IDS)
def test_a_malformed_action_is_refused_briefly(name: str, bad: object) -> None:
    for state in positions(name):
        with pytest.raises(IllegalAction) as refused:
            state.play(bad)  # type: ignore[arg-type]
        message = str(refused.value)
        assert message and len(message) < 200, message
        if isinstance(bad, str) and len(bad) > 40:
            assert bad[:40] not in message  # never repeats a long input back
        assert state.is_legal(bad) is False  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "action", "words"),
    [
        ("concentration", "flip:１２", "digits 0-9"),
        ("oldmaid", "draw:１", "digits 0-9"),
        ("gofish", "ask:１:7", "digits 0-9"),
        ("gofish", "ask:99999999999999999999:7", "seats run from 0 to 1"),
        ("concentration", "flip:-1", "from 0 to 19"),
        ("scopa", None, "An action is text"),
        ("stovkahra", "x" * 5000, "5,000 characters"),
    ],
)
def test_refusals_say_what_to_type(name: str, action: object, words: str) -> None:
    game = games.get(name)
    state = game.new(game.player_counts()[0], options=SHORT.get(name), seed=3)
    with pytest.raises(IllegalAction, match=words):
        state.play(action)  # type: ignore[arg-type]
