"""How long a table picture takes to draw and how big it is, per game.

    python bench/pictures.py [--positions N] [--game NAME]

For each game, plays random legal moves from successive seeds and draws the table picture
(`bot.discord.core.card_pictures.table_image`, spectator view) of every position reached, timing each draw
on this process's CPU clock (`time.process_time_ns`, so "per core" on a shared machine). Card faces
are drawn once on first use and kept (as in the bot), so a warm-up pass over the same positions runs
first. Also times one hand picture per position. Reports p50 / p95 / max ms and the largest PNG.
Targets (issue 14): p95 <= 15 ms per table picture, every picture <= 150 KB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bot.discord.games  # noqa: F401  (the games' faces register themselves)
import games
from bot.discord.core.card_pictures import table_image
from bot.discord.pictures import hand_image

PLAYERS = {
    "scopa": 2,
    "scopone": 4,
    "scarto": 3,
    "stovkahra": 4,
    "gofish": 4,
    "concentration": 2,
    "oldmaid": 4,
}
NAMES = ["Anna", "Bartolomeo", "Carla", "Dario", "Elena", "Fabio"]


def positions(name: str, count: int) -> list[games.State]:
    preset = "scopone" if name == "scopone" else None
    game = games.get("scopa" if name == "scopone" else name)
    out: list[games.State] = []
    seed = 0
    while len(out) < count:
        kwargs = {"preset": preset} if preset else {}
        state = game.new(players=PLAYERS[name], seed=seed, **kwargs)
        rng = random.Random(seed)
        while not state.over and len(out) < count:
            out.append(state)
            state = state.play(rng.choice(state.legal()))
        seed += 1
    return out


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    print(
        f"{'game':14} {'players':>7} {'table p50':>9} {'p95':>6} {'max':>6} {'max KB':>7} "
        f"{'hand p95':>8} {'max KB':>7}"
    )
    for name in args.game or list(PLAYERS):
        game = "scopa" if name == "scopone" else name
        states = positions(name, args.positions)
        views = [s.view(None) for s in states]
        for view in views[:60]:  # warm-up: faces drawn once, as the bot keeps them
            table_image(game, view, NAMES)
        times, sizes, hand_times, hand_sizes = [], [], [], []
        for state, view in zip(states, views, strict=True):
            start = time.process_time_ns()
            data = table_image(game, view, NAMES)
            times.append((time.process_time_ns() - start) / 1e6)
            sizes.append(len(data))
            if game != "concentration" and state.to_move is not None:
                hand = state.view(state.to_move).get("hand") or []
                start = time.process_time_ns()
                data = hand_image(game, hand)
                hand_times.append((time.process_time_ns() - start) / 1e6)
                hand_sizes.append(len(data))
        hand = (
            f"{percentile(hand_times, 95):8.1f} {max(hand_sizes) / 1024:7.0f}"
            if hand_times
            else f"{'—':>8} {'—':>7}"
        )
        print(
            f"{name:14} {PLAYERS[name]:>7} {statistics.median(times):9.1f} {percentile(times, 95):6.1f} "
            f"{max(times):6.1f} {max(sizes) / 1024:7.0f} {hand}"
        )


if __name__ == "__main__":
    main()
