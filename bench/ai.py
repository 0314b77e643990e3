"""Strength and speed of the computer players.

    .venv/bin/python bench/ai.py match --game scopa --a hard --b normal --deals 500 --budget-ms 100
    .venv/bin/python bench/ai.py timing --game scopa --preset scopa --moves 200
    .venv/bin/python bench/ai.py pool --tables 1 4 16 --rounds 20

`match` plays deals from seeded starting positions with level A on one side and level B on
the others, then replays each position with the sides rotated (seats swapped), so the luck of
the deal cancels; `--deals` counts positions, so a position is played once per side. A "deal"
is the first deal of a seeded game, played to its end. Reported: A's mean gain per deal over
the mean of the other sides (points per deal), its standard error over the positions, a
one-sided p-value that A is not better, and, where the game ends with the deal, A's win rate
(beside what an even player would win: one over the number of sides). `timing` reports the
hard player's thinking time per move at the real (wall-clock) budget. Every seat gets only
`state.view(seat)` and its legal moves, as at a real table. `pool` has N tables ask the bot's
hard-player process pool (`bot.service.computer.DefaultAiRunner`) for a move at the same moment,
round after round, over positions of every game with a hard player, and reports each request's
wait (queueing plus its search) with one worker and with one worker per core.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from games import ai
from games.core import State


@dataclass
class DealOutcome:
    margin: float  # A's side gain minus the mean gain of the other sides
    won: float  # 1 win, 0.5 shared win, 0 loss; nan if the game goes on after the deal
    hard_ms: list[float] = field(default_factory=list)


def play_deal(
    game: str,
    preset: str | None,
    players: int,
    seed: int,
    levels: list[str],
    budget_ms: float,
    iterations: int | None,
    cpu: list[float] | None = None,
) -> tuple[State, State, list[float]]:
    """Play the first deal of a seeded game with `levels[seat]`; return start, end and hard move
    times (wall ms; `cpu`, if given, also gets each hard move's CPU ms of this process)."""
    start = games.get(game).new(players, preset=preset, seed=seed)
    state, timings, ply = start, [], 0
    while not state.over and state.deal == start.deal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal()
        began = time.perf_counter()
        began_cpu = time.process_time()
        action = ai.choose(
            game,
            state.view(seat),
            legal,
            levels[seat],
            seed=seed * 1000 + ply,
            budget_ms=budget_ms,
            iterations=iterations,
        )
        if levels[seat] == "hard" and len(legal) > 1:
            timings.append((time.perf_counter() - began) * 1000.0)
            if cpu is not None:
                cpu.append((time.process_time() - began_cpu) * 1000.0)
        state = state.play(action)
        ply += 1
    return start, state, timings


def outcome(start: State, end: State, a_side: int) -> tuple[float, float]:
    gains = [after - before for before, after in zip(start.scores, end.scores, strict=True)]
    others = [g for side, g in enumerate(gains) if side != a_side]
    margin = gains[a_side] - sum(others) / len(others)
    won = math.nan
    if end.over and end.result is not None:
        winners = end.result.winners
        won = (1.0 / len(winners)) if a_side in winners else 0.0
    return margin, won


def match(args: argparse.Namespace) -> None:
    game = games.get(args.game)
    players = args.players or game.player_counts(args.preset)[0]
    margins: list[float] = []
    wins: list[float] = []
    timings: list[float] = []
    began = time.perf_counter()
    for index in range(args.deals):
        seed = args.seed + index
        probe = game.new(players, preset=args.preset, seed=seed)
        sides = probe.sides
        per_position: list[float] = []
        for a_side in sorted(set(sides)):
            levels = [args.a if sides[seat] == a_side else args.b for seat in range(players)]
            start, end, times = play_deal(
                args.game, args.preset, players, seed, levels, args.budget_ms, args.iterations
            )
            margin, won = outcome(start, end, a_side)
            per_position.append(margin)
            if not math.isnan(won):
                wins.append(won)
            timings.extend(times)
        margins.append(statistics.fmean(per_position))
        if args.progress and (index + 1) % args.progress == 0:
            report(args, players, margins, wins, timings, time.perf_counter() - began, partial=True)
    report(args, players, margins, wins, timings, time.perf_counter() - began)


def report(
    args: argparse.Namespace,
    players: int,
    margins: list[float],
    wins: list[float],
    timings: list[float],
    seconds: float,
    partial: bool = False,
) -> None:
    n = len(margins)
    mean = statistics.fmean(margins)
    se = statistics.stdev(margins) / math.sqrt(n) if n > 1 else math.nan
    z = mean / se if se and se > 0 else math.nan
    p = 0.5 * math.erfc(z / math.sqrt(2)) if not math.isnan(z) else math.nan
    tag = "partial" if partial else "final"
    line = (
        f"[{tag}] {args.game}/{args.preset or 'default'} {players}p {args.a} vs {args.b}: "
        f"{n} positions x sides swapped, budget {args.budget_ms:g} ms"
        + (f", {args.iterations} iterations" if args.iterations else "")
        + f" | {args.a} margin {mean:+.3f} points/deal (SE {se:.3f}, z {z:.2f}, one-sided p {p:.2g})"
    )
    if wins:
        sides = len(set(games.get(args.game).new(players, preset=args.preset, seed=args.seed).sides))
        rate = statistics.fmean(wins)
        rate_se = statistics.stdev(wins) / math.sqrt(len(wins)) if len(wins) > 1 else math.nan
        line += (
            f" | {args.a} win rate {rate:.3f} (SE {rate_se:.3f}; an even player wins {1 / sides:.3f})"
            f" over {len(wins)} games"
        )
    if timings:
        line += f" | hard move ms p50 {percentile(timings, 50):.0f} p95 {percentile(timings, 95):.0f}"
    line += f" | {seconds:.0f} s"
    print(line, flush=True)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q / 100.0 * len(ordered)) - 1))
    return ordered[index]


def timing(args: argparse.Namespace) -> None:
    game = games.get(args.game)
    players = args.players or game.player_counts(args.preset)[0]
    times: list[float] = []
    cpu: list[float] = []
    seed = args.seed
    while len(times) < args.moves:
        levels = ["hard"] + ["normal"] * (players - 1)
        _, _, taken = play_deal(args.game, args.preset, players, seed, levels, args.budget_ms, None, cpu)
        times.extend(taken)
        seed += 1
    times, cpu = times[: args.moves], cpu[: args.moves]
    # Wall time is what a player waits; CPU time tells the search's own work from a busy machine's
    # waits for a core (the two differ by the load).
    print(
        f"{args.game}/{args.preset or 'default'} {players}p hard, budget {args.budget_ms:g} ms, "
        f"{len(times)} moves: "
        f"p50 {percentile(times, 50):.0f} ms, p95 {percentile(times, 95):.0f} ms, max {max(times):.0f} ms"
        f" (CPU p50 {percentile(cpu, 50):.0f} ms, p95 {percentile(cpu, 95):.0f} ms, max {max(cpu):.0f} ms)",
        flush=True,
    )


POOL_GAMES = (
    ("scopa", None, 2),
    ("scopa", "scopone", 4),
    ("scarto", None, 3),
    ("stovkahra", None, 4),
    ("gofish", None, 3),
    ("oldmaid", None, 3),
    ("concentration", None, 2),
)


def pool_positions(count: int, seed: int) -> list[tuple[str, dict[str, object], list[str]]]:
    """Mid-game positions, `count` of them, cycling through the games: (game, view, legal)."""
    import random

    rng = random.Random(seed)
    found: list[tuple[str, dict[str, object], list[str]]] = []
    while len(found) < count:
        name, preset, players = POOL_GAMES[len(found) % len(POOL_GAMES)]
        state = games.get(name).new(players=players, preset=preset, seed=rng.randrange(2**31))
        for _ in range(rng.randrange(2, 12)):
            if state.over:
                break
            state = state.play(rng.choice(state.legal()))
        if state.over or state.to_move is None or len(state.legal()) < 2:
            continue
        found.append((name, state.view(state.to_move), state.legal()))
    return found


def pool(args: argparse.Namespace) -> None:
    import asyncio

    from bot.service.computer import DefaultAiRunner, usable_cores

    async def waits(workers: int, tables: int) -> list[float]:
        runner = DefaultAiRunner(workers)
        positions = pool_positions(tables * args.rounds, args.seed)
        try:
            # Start every worker first: a cold process pays for imports, not for queueing.
            await asyncio.gather(*(runner(*positions[i % len(positions)], "hard", i) for i in range(workers)))
            taken: list[float] = []
            for round_no in range(args.rounds):
                batch = positions[round_no * tables : (round_no + 1) * tables]

                async def ask(game: str, view: dict[str, object], legal: list[str], seed: int) -> float:
                    start = time.perf_counter()
                    await runner(game, view, legal, "hard", seed)
                    return (time.perf_counter() - start) * 1000

                taken.extend(await asyncio.gather(*(ask(g, v, lg, i) for i, (g, v, lg) in enumerate(batch))))
            return taken
        finally:
            runner.close()

    cores = usable_cores()
    print(
        f"{cores} usable cores; {args.rounds} rounds; hard players over {len(POOL_GAMES)} games", flush=True
    )
    for tables in args.tables:
        for workers in sorted({1, cores}):
            taken = asyncio.run(waits(workers, tables))
            print(
                f"{tables:>3} tables at once, {workers} worker(s): wait p50 {percentile(taken, 50):.0f} ms, "
                f"p95 {percentile(taken, 95):.0f} ms, max {max(taken):.0f} ms",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("match", "timing"):
        command = sub.add_parser(name)
        command.add_argument("--game", required=True)
        command.add_argument("--preset")
        command.add_argument("--players", type=int)
        command.add_argument("--budget-ms", type=float, default=ai.DEFAULT_BUDGET_MS)
        command.add_argument("--seed", type=int, default=1)
    match_parser = sub.choices["match"]
    match_parser.add_argument("--a", default="hard")
    match_parser.add_argument("--b", default="normal")
    match_parser.add_argument("--deals", type=int, default=500)
    match_parser.add_argument("--iterations", type=int)
    match_parser.add_argument(
        "--progress", type=int, default=0, help="print a partial line every N positions"
    )
    sub.choices["timing"].add_argument("--moves", type=int, default=200)
    pool_parser = sub.add_parser("pool")
    pool_parser.add_argument("--tables", type=int, nargs="+", default=[1, 4, 16])
    pool_parser.add_argument("--rounds", type=int, default=20)
    pool_parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.command == "match":
        match(args)
    elif args.command == "pool":
        pool(args)
    else:
        timing(args)


if __name__ == "__main__":
    main()
