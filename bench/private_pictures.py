"""How long the private picture (hand DM and `/hand`) takes to draw, how big it is, and how large
its words and cards come out where Discord shows it, per game and seat count.

    python bench/private_pictures.py [--positions N] [--game NAME]

For each game, plays random legal moves from successive seeds and draws, at every position reached,
the private picture of the seat to move (its turn: the table's part, the cards it can't use dimmed)
and of the next seat (waiting), as `card_pictures.hand_files` does (`pictures.hand.private_canvas`,
then PNG). Each draw is timed on this process's CPU clock (`time.process_time_ns`); card faces are
drawn once on first use and kept (as in the bot), so a warm-up pass over the same positions runs
first. Reports p50 / p95 / max ms, the largest PNG, the tallest picture (layout px, 284 wide), and
the smallest word and narrowest card in CSS px as a 360 px phone shows the attachment (about
284 wide, at most 400 tall) and as a desktop does (in 550 × 350), never enlarged past the 2x
drawing (the floor: 12 px words, 40 px cards).
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
from bench.pictures import percentile  # the table pictures' bench: one way to read a percentile
from bot.discord.core.adapter import adapter_for
from bot.discord.core.card_pictures import private_canvas
from bot.discord.pictures.hand import DESKTOP, DISPLAY, PHONE_H, SCALE

TABLES = {
    "scopa": ("scopa", 2, None),
    "scopa-6": ("scopa", 6, None),
    "scopone": ("scopa", 4, "scopone"),
    "scarto": ("scarto", 3, None),
    "stovkahra": ("stovkahra", 4, None),
    "gofish-2": ("gofish", 2, None),
    "gofish-6": ("gofish", 6, None),
    "oldmaid-2": ("oldmaid", 2, None),
    "oldmaid-10": ("oldmaid", 10, None),
}
NAMES = ["Anna", "Bartolomeo", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo", "Ivo", "Lia"]


def positions(game: str, players: int, preset: str | None, count: int) -> list[games.State]:
    out: list[games.State] = []
    seed = 0
    while len(out) < count:
        state = games.get(game).new(players, preset=preset, seed=seed)
        rng = random.Random(seed)
        while not state.over and len(out) < count:
            out.append(state)
            state = state.play(rng.choice(state.legal()))
        seed += 1
    return out


def shown(width: float, height: float) -> tuple[float, float]:
    """The scale a 360 px phone and a desktop show a `width` × `height` attachment at (CSS px a
    layout px)."""
    phone = min(SCALE, 284 / width, PHONE_H / height)
    desktop = min(SCALE, DESKTOP[0] / width, DESKTOP[1] / height)
    return phone, desktop


def draw(game: str, state: games.State, seat: int) -> tuple[float, int, int, tuple[float, ...]]:
    """(ms, PNG bytes, height, (smallest word and narrowest card on a phone, on a desktop)) of
    `seat`'s private picture at `state`."""
    adapter = adapter_for(game)
    view = state.view(seat)
    mine = state.to_move == seat
    usable, why = adapter.usable_cards(state, seat) if mine else (None, "play")
    names = NAMES[: len(view.get("hand_sizes") or NAMES)]
    hand = adapter.hand(view)
    start = time.process_time_ns()
    canvas = private_canvas(game, view, names, hand=hand, usable=usable, why=why, mine=mine)
    data = canvas.png()
    ms = (time.process_time_ns() - start) / 1e6
    assert canvas.width == DISPLAY
    phone, desktop = shown(canvas.width, canvas.height)
    word = min((size for _, size in canvas.texts), default=99)
    card = min((w for _, w in canvas.cards), default=99)
    return ms, len(data), canvas.height, (word * phone, card * phone, word * desktop, card * desktop)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    print(
        f"{'table':11} {'pictures':>8} {'p50 ms':>7} {'p95':>6} {'max':>6} {'max KB':>7} "
        f"{'tallest':>7} {'phone word':>10} {'card':>5} {'desktop word':>12} {'card':>5}"
    )
    for name in args.game or list(TABLES):
        game, players, preset = TABLES[name]
        states = positions(game, players, preset, args.positions)
        for state in states:  # warm-up: faces drawn once, as the bot keeps them
            draw(game, state, state.to_move)
            draw(game, state, (state.to_move + 1) % players)
        times, sizes, heights, floors = [], [], [], []
        for state in states:
            for seat in (state.to_move, (state.to_move + 1) % players):
                ms, size, height, floor = draw(game, state, seat)
                times.append(ms)
                sizes.append(size)
                heights.append(height)
                floors.append(floor)
        least = [min(f[i] for f in floors) for i in range(4)]
        print(
            f"{name:11} {len(times):>8} {statistics.median(times):7.1f} {percentile(times, 95):6.1f} "
            f"{max(times):6.1f} {max(sizes) / 1024:7.0f} {max(heights):>7} {least[0]:>10.1f} "
            f"{least[1]:>5.1f} {least[2]:>12.1f} {least[3]:>5.1f}"
        )


if __name__ == "__main__":
    main()
