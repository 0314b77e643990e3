"""How much skill can do in two-player Go Fish (standard rules: the first empty hand wins).

    .venv/bin/python bench/gofish_luck.py --deals 1000

Plays seeded two-player deals, each twice with the players' seats swapped, and reports:
- who wins when both seats play the normal ask (the seat that asks first, the seat that answers);
- how often the two seatings of a deal end with the same seat winning, i.e. the deal and the
  seat decided it whatever the players did differently, and how often the hard and normal asks differ;
- the win rate of hard against normal, and of a cheating player that sees the opponent's hand
  (it asks for a rank the opponent lacks, takes a book the opponent's cards complete when it
  holds two or more, never hands the opponent its last cards): an upper bound on what knowing
  the hidden cards is worth against the normal player. The cheat exists only in this script.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from games import ai
from games.core import State
from games.family_common import rank

GOFISH = games.get("gofish")
Policy = Callable[[State, int], str]


def level(name: str) -> Policy:
    def pick(state: State, ply: int) -> str:
        seat = state.to_move
        assert seat is not None
        return ai.choose("gofish", state.view(seat), state.legal(), name, seed=ply)

    return pick


def cheat(state: State, ply: int) -> str:
    """Sees the opponent's hand (bench only)."""
    seat = state.to_move
    assert seat is not None
    mine = Counter(rank(card) for card in state.hands[seat])  # type: ignore[attr-defined]
    theirs = Counter(rank(card) for card in state.hands[1 - seat])  # type: ignore[attr-defined]
    size = sum(theirs.values())
    asks = {action.rsplit(":", 1)[1]: action for action in state.legal()}
    books = [r for r in asks if theirs[r] and mine[r] >= 2 and mine[r] + theirs[r] == 4 and theirs[r] < size]
    if books:
        return asks[max(books, key=lambda r: mine[r])]
    lacking = [r for r in asks if not theirs[r]]
    if lacking:
        return asks[max(lacking, key=lambda r: (mine[r], r))]
    safe = [r for r in asks if theirs[r] < size] or list(asks)
    return asks[min(safe, key=lambda r: (theirs[r], -mine[r], r))]


def play(
    seed: int, policies: list[Policy], watch: tuple[str, str] | None = None
) -> tuple[list[int], int, int]:
    """Play one seeded deal; the winners, and (when `watch` names two levels) how many of the
    first-named level's moves the second would have made differently, out of how many."""
    state = GOFISH.new(2, seed=seed)
    ply = differ = decided = 0
    while not state.over:
        seat = state.to_move
        assert seat is not None
        action = policies[seat](state, seed * 1000 + ply)
        if watch is not None and policies[seat] is POLICIES[watch[0]] and len(state.legal()) > 1:
            decided += 1
            differ += action != POLICIES[watch[1]](state, seed * 1000 + ply)
        state = state.play(action)
        ply += 1
    assert state.result is not None
    return list(state.result.winners), differ, decided


POLICIES: dict[str, Policy] = {"normal": level("normal"), "hard": level("hard"), "cheat": cheat}


def pairing(a: str, b: str, deals: int, seed: int) -> None:
    wins: list[float] = []
    same_seat = 0
    differ = decided = 0
    began = time.perf_counter()
    for index in range(deals):
        winners_by_seat = []
        for a_seat in (0, 1):
            policies = [POLICIES[b], POLICIES[b]]
            policies[a_seat] = POLICIES[a]
            winners, d, n = play(seed + index, policies, (a, b) if a != b else None)
            differ, decided = differ + d, decided + n
            wins.append(1.0 / len(winners) if a_seat in winners else 0.0)
            winners_by_seat.append(tuple(winners))
        same_seat += winners_by_seat[0] == winners_by_seat[1]
    rate = statistics.fmean(wins)
    se = statistics.stdev(wins) / math.sqrt(len(wins))
    line = (
        f"{a} vs {b}: {deals} deals x seats swapped | {a} win rate {rate:.3f} (SE {se:.3f}, "
        f"z {(rate - 0.5) / se:+.2f}) | same seat won both seatings in {same_seat / deals:.1%} of deals"
    )
    if decided:
        line += f" | {a}'s ask differs from {b}'s in {differ / decided:.1%} of its {decided} choices"
    print(line + f" | {time.perf_counter() - began:.0f} s", flush=True)


def first_mover(deals: int, seed: int) -> None:
    wins = [play(seed + i, [POLICIES["normal"]] * 2)[0] for i in range(deals)]
    first = statistics.fmean(1.0 / len(w) if 0 in w else 0.0 for w in wins)
    print(f"normal vs normal: the seat that asks first wins {first:.3f} of {deals} deals", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    random.seed(args.seed)
    first_mover(args.deals, args.seed)
    for a, b in (("hard", "normal"), ("cheat", "normal"), ("cheat", "hard")):
        pairing(a, b, args.deals, args.seed)


if __name__ == "__main__":
    main()
