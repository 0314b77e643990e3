"""How long the game-over picture takes to draw, for the longest tables.

    python bench/results_pictures.py

Plays each game to its end with random legal moves (seed 1), builds what the picture shows as the
bot does (`bot.discord.features.table.game_over.results_of`), draws it once to warm up, then 30
times, timing each
draw on this process's CPU clock (`time.process_time_ns`). Reports p50 and max ms, the PNG's size,
and the smallest word in CSS px as a 360 px phone shows the embed's image (about 250 wide) and as a
desktop does (in 400 × 300), never enlarged past the 2x drawing (the floor: 12 px).
The picture is drawn once a game (and cached), so there is no target beyond the table pictures' 15 ms.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from bot.discord.features.table.game_over import results_of
from bot.discord.pictures.layout import SCALE
from bot.discord.pictures.results import results_canvas, results_image
from bot.service.model import Seat, Table

NAMES = ["alice", "Bartolomeo", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6", "Bot 7", "Bot 8", "Bot 9"]
CASES = (
    ("scopa, 6 players to 21", "scopa", 6, {"target": 21}),
    ("scopa, to 99", "scopa", 2, {"target": 99}),
    ("stovkahra, 50 brčke", "stovkahra", 4, {"brcke": 50, "target": 20}),
    ("oldmaid, 10", "oldmaid", 10, None),
)


def main() -> None:
    print(f"{'game over':26} {'deals':>5} {'p50':>6} {'max':>6} {'KB':>4} {'phone word':>10} {'desktop':>7}")
    for label, game, players, options in CASES:
        state = games.get(game).new(players=players, options=options, seed=1)
        rng = random.Random(1)
        while not state.over:
            state = state.play(rng.choice(state.legal()))
        seats = tuple(Seat(i, 100 + i, NAMES[i]) for i in range(players))
        table = Table(
            1, 1, 1, game, game, dict(state.options), 100, "finished", players, seats, 9, state, None
        )
        results = results_of(table, None, "en")
        assert results is not None
        results_image(results, "en")
        times = []
        for _ in range(30):
            start = time.process_time_ns()
            data = results_image(results, "en")
            times.append((time.process_time_ns() - start) / 1e6)
        deals = max((len(row) for row in results.deals), default=0)
        canvas = results_canvas(results, "en")
        word = min(size for _, size in canvas.texts)
        phone = word * min(SCALE, 250 / canvas.width)
        desktop = word * min(SCALE, 400 / canvas.width, 300 / canvas.height)
        print(
            f"{label:26} {deals:5} {statistics.median(times):6.1f} {max(times):6.1f} {len(data) // 1024:4} "
            f"{phone:10.1f} {desktop:7.1f}"
        )


if __name__ == "__main__":
    main()
