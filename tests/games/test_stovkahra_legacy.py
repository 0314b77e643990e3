"""Stovkahra logs from before every seat had a declaration turn still lead to their position."""

from __future__ import annotations

import random

import pytest

import games
from games import IllegalAction
from games.stovkahra.legacy import upgrade_log
from games.stovkahra.rules import holds_combination

GAME = games.get("stovkahra")

# Recorded with the engine of commit 1c33bac (seed 5, target 60): two deals, the second game
# won at the end of deal 1, then the winners' brčka choice. The dealer's partner of deal 0 and
# the dealers of both deals held nothing and had no turn; neither had deal 1's partner.
OLD_LOG = [
    "declare:777",
    "declare:QQQ",
    "pass",
    "pass",
    "Kc",
    "Jc",
    "Ac",
    "8c",
    "10c",
    "7d",
    "9c",
    "Qc",
    "8h",
    "Ah",
    "Qh",
    "9h",
    "As",
    "Qs",
    "8s",
    "8d",
    "Kh",
    "10d",
    "7h",
    "Jd",
    "Ad",
    "9d",
    "Js",
    "Kd",
    "Qd",
    "10h",
    "10s",
    "7c",
    "9s",
    "Jh",
    "Ks",
    "7s",
    "pass",
    "Jd",
    "Ad",
    "7d",
    "Qh",
    "Qc",
    "7h",
    "Jc",
    "9c",
    "8s",
    "Js",
    "Ah",
    "As",
    "8c",
    "7c",
    "Jh",
    "Kc",
    "8d",
    "9d",
    "Kd",
    "9h",
    "10s",
    "Qs",
    "7s",
    "10h",
    "8h",
    "Kh",
    "10d",
    "10c",
    "9s",
    "Ks",
    "Ac",
    "Qd",
]
OLD_END = {
    "deal": 2,
    "phase": "brcka",
    "to_move": 0,
    "brcke": [0, 1],
    "hands": [
        ["8s", "10s", "Js", "Qs", "Qh", "8d", "9d", "9c"],
        ["7s", "9s", "As", "8h", "9h", "10h", "Ah", "Kd"],
        ["Ks", "Kh", "10d", "Qd", "7c", "8c", "10c", "Ac"],
        ["7h", "Jh", "7d", "Jd", "Ad", "Jc", "Qc", "Kc"],
    ],
}


def test_an_old_log_no_longer_replays_as_it_stands():
    with pytest.raises(IllegalAction):
        GAME.replay(4, {"target": 60}, 5, OLD_LOG)


def test_an_upgraded_old_log_reaches_the_old_position():
    log = upgrade_log({"target": 60}, 5, OLD_LOG)
    assert [i for i, action in enumerate(log) if action == "pass"] == [2, 3, 4, 37, 38, 39]
    state = GAME.replay(4, {"target": 60}, 5, log)
    assert state.deal == OLD_END["deal"] and state.phase == OLD_END["phase"]
    assert state.to_move == OLD_END["to_move"] and state.view(None)["brcke"] == OLD_END["brcke"]
    assert [state.hand(seat) for seat in range(4)] == OLD_END["hands"]


def _old_form(log: list[str], options: dict, seed: int) -> list[str]:
    """Today's log without the passes the old rules had no turn for."""
    state = GAME.new(4, options=options, seed=seed)
    kept = []
    for action in log:
        d = state._d
        seat = state.to_move
        skipped = (
            state.phase == "declare"
            and seat in ((d.dealer + 2) % 4, d.dealer)
            and not holds_combination(state._tricks.hands[seat])
        )
        if not skipped:
            kept.append(action)
        state = state.play(action)
    return kept


@pytest.mark.parametrize("seed", range(8))
def test_upgrading_puts_back_exactly_the_passes_the_old_rules_skipped(seed):
    options = {"target": 40}
    state = GAME.new(4, options=options, seed=seed)
    rng = random.Random(seed)
    log = []
    # Stop in the card play: a log cut in the declarations would gain the skipped seat's pass.
    while (len(log) < 150 or state.phase != "play") and not state.over:
        legal = [a for a in state.legal() if a != "dost"] or state.legal()
        log.append(rng.choice(legal))
        state = state.play(log[-1])
    old = _old_form(log, options, seed)
    assert len(old) < len(log)
    assert upgrade_log(options, seed, old) == log
