"""OpenSpiel's C++ skat driven from Python with random playouts: the yardstick for our engines.

    /tmp/osvenv/bin/python bench/openspiel_skat.py [--seconds N] [--ours stovkahra]

open_spiel is not a dependency of Tavolo: install it into a separate venv
(`python3 -m venv /tmp/osvenv && /tmp/osvenv/bin/pip install open_spiel`) and run this script
with that interpreter. Without pyspiel it says so and exits cleanly. With `--ours`, the same run
also measures our engines (the repository's pure-Python `games` package imports without any
dependency), so the two rates are taken under the same machine load, interleaved in rounds.

Rates are per CPU second of this process (`time.process_time`, which counts pyspiel's C++ work
too, as it runs in this thread): the machine is shared, and "per core" is the question.

A skat "game" in OpenSpiel is one deal (dealing chance nodes, bidding, 10 tricks of 3), so it is
compared with one deal of ours: `game.new(seed)` then random legal actions through the public
API until the deal ends, and the same through the engine's `playout(rng)` where it has one. Both
loops pick an action the same way, `actions[int(rng.random() * len(actions))]`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def skat_rate(seconds: float) -> float | None:
    """Random skat games per second through pyspiel, or None without pyspiel."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("skat")
    rng = random.Random(1)
    done = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[int(rng.random() * len(actions))])
        done += 1
    return done / (time.process_time() - start)


def ours_rate(name: str, seconds: float, fast: bool) -> float:
    """Our deals per second: new game from a seed, random play to the end of the first deal."""
    import games

    game = games.get(name)
    players = game.player_counts()[0]
    rng = random.Random(1)
    done = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new(players, seed=done)
        if fast:
            state.playout(rng)  # type: ignore[attr-defined]
        else:
            deal = state.deal
            while not state.over and state.deal == deal:
                # The draw the skat loop makes (`rng.choice` costs two Python calls more a step).
                legal = state.legal()
                state = state.play(legal[int(rng.random() * len(legal))])
        done += 1
    return done / (time.process_time() - start)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--ours", action="append", default=[], help="also measure this game of ours")
    args = parser.parse_args(argv)
    if skat_rate(0.01) is None:
        print("pyspiel is not installed: skipping the OpenSpiel skat yardstick.")
        return
    rows: dict[str, list[float]] = {"openspiel skat (C++ via pybind)": []}
    for name in args.ours:
        rows[f"{name} api"] = []
        rows[f"{name} playout"] = []
    for _ in range(args.rounds):
        rows["openspiel skat (C++ via pybind)"].append(skat_rate(args.seconds) or 0.0)
        for name in args.ours:
            rows[f"{name} api"].append(ours_rate(name, args.seconds, fast=False))
            rows[f"{name} playout"].append(ours_rate(name, args.seconds, fast=True))
    print(f"{'engine':<34} {'deals/s (median of rounds)':>28}  rounds")
    for label, rates in rows.items():
        ordered = sorted(rates)
        median = ordered[len(ordered) // 2]
        print(f"{label:<34} {median:>28.0f}  {', '.join(f'{r:.0f}' for r in rates)}")


if __name__ == "__main__":
    main()
