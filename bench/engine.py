"""Random-playout speed of every registered rules engine, per preset.

    python bench/engine.py [--seconds N] [--game NAME]

For each game in `games.names()` and each of its presets (at its smallest player count,
plus 4 players where the preset allows more), plays uniformly random legal actions through
the public API (`legal()` then `play()`) and reports finished deals per CPU second. A game
whose states offer `playout(rng)` (play random moves to the end of the deal, on the
engine's internal moves, as a computer player's rollout does) is also measured that way.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games


def _public_deal(state: games.State, rng: random.Random) -> games.State:
    """Random legal actions through the public API until the deal index moves on or the game ends."""
    deal = state.deal
    while not state.over and state.deal == deal:
        state = state.play(rng.choice(state.legal()))
    return state


def _fast_deal(state: games.State, rng: random.Random) -> games.State:
    return state.playout(rng)  # type: ignore[attr-defined]


def measure(game: games.Game, preset: str, players: int, seconds: float, fast: bool) -> float:
    """Deals per CPU second: new games from successive seeds, each played for one deal.

    CPU time of this process, not wall time: the machine is shared, and "per core" is the question.
    """
    rng = random.Random(1)
    play = _fast_deal if fast else _public_deal
    deals = 0
    seed = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = game.new(players, preset=preset, seed=seed)
        seed += 1
        play(state, rng)
        deals += 1
    return deals / (time.process_time() - start)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement (default 1)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    names = args.game or games.names()
    print(f"{'game':<14} {'preset':<22} {'players':>7} {'api deals/s':>12} {'playout deals/s':>16}")
    for name in names:
        try:
            game = games.get(name)
        except Exception as error:  # a game still being written must not stop the others' figures
            print(f"{name:<14} not measured: {type(error).__name__}: {error}")
            continue
        for preset in game.presets:
            counts = game.player_counts(preset)
            for players in sorted({counts[0], *(c for c in counts if c == 4)}):
                api = measure(game, preset, players, args.seconds, fast=False)
                probe = game.new(players, preset=preset, seed=0)
                fast = (
                    measure(game, preset, players, args.seconds, fast=True)
                    if hasattr(probe, "playout")
                    else None
                )
                shown = f"{fast:16.0f}" if fast is not None else f"{'—':>16}"
                print(f"{name:<14} {preset:<22} {players:>7} {api:12.0f} {shown}", flush=True)


if __name__ == "__main__":
    main()
