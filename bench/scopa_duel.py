"""Duplicate-deal matches for the Scopa family: the same seeded deal played twice, seats swapped.

    .venv/bin/python bench/scopa_duel.py --a hard --b sparring --pairs 1000 --out /tmp/hard-sparring.jsonl
    .venv/bin/python bench/scopa_duel.py --preset scopone-scientifico --a hard --b sparring --pairs 300
    .venv/bin/python bench/scopa_duel.py --summarize /tmp/hard-sparring.jsonl [more.jsonl …]

A pair is one seed: its first deal is played once with player A in the seats of side 0 (and B in
the others), then again with the sides swapped, so both get the same cards. The pair's margin is
A's points minus B's in the deal, averaged over the two plays; reported with its standard error
and a 95 % interval (mean ± 1.96 SE over pairs), per scoring item (carte, denari, settebello,
primiera, scope) the same way, each player's time per move (p50, p95, max; moves with one legal
action are not timed), and every illegal move (one would be replaced by the first legal action
and counted). Players: `easy`, `normal`, `hard` (the project's levels, `games.ai.choose`, at the
real budget unless `--iterations`) and `sparring` (`bench/scopa_sparring.py`). `--out` appends one
JSON line a pair, so a long run can be summarized (or merged with another) at any time.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import scopa_sparring

import games
from games import ai

ITEMS = ("carte", "denari", "settebello", "primiera", "scope")


def choose(
    kind: str, view: dict[str, Any], legal: list[str], seed: int, budget_ms: float, iterations: int | None
) -> str:
    if kind == "sparring":
        return scopa_sparring.choose(view, legal, seed)
    return ai.choose("scopa", view, legal, kind, seed=seed, budget_ms=budget_ms, iterations=iterations)


def seats_of(players: list[str], sides: list[int]) -> list[str]:
    """Who sits where: `players[side]` in every seat of that side."""
    return [players[side] for side in sides]


def play(
    preset: str | None,
    players: int,
    seed: int,
    kinds: list[str],
    budget_ms: float,
    iterations: int | None,
) -> dict[str, Any]:
    """Play the first deal of `seed` with `kinds[seat]` in each seat; per side: points and items,
    per seat kind: move times, and the count of illegal moves."""
    game = games.get("scopa")
    start = game.new(players, preset=preset, seed=seed)
    state, ply, illegal = start, 0, 0
    times: dict[str, list[float]] = {}
    while not state.over and state.deal == start.deal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal()
        began = time.perf_counter()
        action = choose(kinds[seat], state.view(seat), legal, seed * 1000 + ply, budget_ms, iterations)
        taken = (time.perf_counter() - began) * 1000.0
        if len(legal) > 1:
            times.setdefault(kinds[seat], []).append(taken)
        if action not in legal:
            illegal += 1
            action = legal[0]
        state = state.play(action)
        ply += 1
    items = state.results[len(start.results)]
    gains = [after - before for before, after in zip(start.scores, state.scores, strict=True)]
    return {"gains": gains, "items": items, "times": times, "illegal": illegal}


def pair(
    preset: str | None,
    players: int,
    seed: int,
    a: str,
    b: str,
    budget_ms: float,
    iterations: int | None,
) -> dict[str, Any]:
    """One duplicate pair: A on side 0 then on side 1 of the same seeded deal."""
    sides = games.get("scopa").new(players, preset=preset, seed=seed).sides
    margins, items = [], {name: 0.0 for name in ITEMS}
    times: dict[str, list[float]] = {a: [], b: []}
    illegal = 0
    for a_side in (0, 1):
        kinds = seats_of([a, b] if a_side == 0 else [b, a], sides)
        played = play(preset, players, seed, kinds, budget_ms, iterations)
        gains = played["gains"]
        margins.append(gains[a_side] - gains[1 - a_side])
        for name in ITEMS:
            items[name] += (played["items"][a_side][name] - played["items"][1 - a_side][name]) / 2
        for kind, taken in played["times"].items():
            times.setdefault(kind, []).extend(taken)
        illegal += played["illegal"]
    return {
        "seed": seed,
        "margin": sum(margins) / 2,
        "margins": margins,
        "items": items,
        "times": times,
        "illegal": illegal,
    }


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q / 100.0 * len(ordered)) - 1))
    return ordered[index]


def interval(values: list[float]) -> tuple[float, float, float, float]:
    n = len(values)
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(n) if n > 1 else math.nan
    return mean, se, mean - 1.96 * se, mean + 1.96 * se


def summarize(rows: list[dict[str, Any]], label: str, a: str, b: str) -> str:
    mean, se, low, high = interval([row["margin"] for row in rows])
    lines = [
        f"{label}: {a} vs {b}, {len(rows)} pairs ({2 * len(rows)} deals): "
        f"{a} margin {mean:+.3f} points/deal (SE {se:.3f}, 95% {low:+.3f} to {high:+.3f})"
    ]
    parts = []
    for name in ITEMS:
        m, s, _, _ = interval([row["items"][name] for row in rows])
        parts.append(f"{name} {m:+.3f}±{1.96 * s:.3f}")
    lines.append("  items: " + ", ".join(parts))
    for kind in dict.fromkeys([a, b]):
        taken = [t for row in rows for t in row["times"].get(kind, [])]
        if taken:
            lines.append(
                f"  {kind} ms/move over {len(taken)} moves: p50 {percentile(taken, 50):.1f}, "
                f"p95 {percentile(taken, 95):.1f}, max {max(taken):.1f}, mean {statistics.fmean(taken):.1f}"
            )
    lines.append(f"  illegal moves: {sum(row['illegal'] for row in rows)}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--preset")
    parser.add_argument("--players", type=int)
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="sparring")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=ai.DEFAULT_BUDGET_MS)
    parser.add_argument("--iterations", type=int)
    parser.add_argument("--progress", type=int, default=0, help="print a summary every N pairs")
    parser.add_argument("--out", help="append one JSON line a pair to this file")
    parser.add_argument("--summarize", nargs="+", help="summarize JSON-line files instead of playing")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="MODULE.NAME=VALUE",
        help="for screens: set a constant of a games.ai module first (e.g. scopa_search.INFER_TAU=0.5)",
    )
    args = parser.parse_args()
    for setting in args.set:
        target, _, raw = setting.partition("=")
        module_name, _, attr = target.rpartition(".")
        module = importlib.import_module(f"games.ai.{module_name}")
        if not hasattr(module, attr):
            raise SystemExit(f"games.ai.{module_name} has no {attr}")
        setattr(module, attr, ast.literal_eval(raw))
    if args.summarize:
        rows = [json.loads(line) for path in args.summarize for line in Path(path).read_text().splitlines()]
        first = rows[0]
        print(summarize(rows, "merged " + " ".join(args.summarize), first["a"], first["b"]))
        return
    game = games.get("scopa")
    players = args.players or game.player_counts(args.preset)[0]
    label = f"scopa/{args.preset or 'scopa'} {players}p" + "".join(f" {s}" for s in args.set)
    if args.iterations:
        label += f", {args.iterations} iterations"
    else:
        label += f", budget {args.budget_ms:g} ms"
    rows: list[dict[str, Any]] = []
    began = time.perf_counter()
    for index in range(args.pairs):
        row = pair(args.preset, players, args.seed + index, args.a, args.b, args.budget_ms, args.iterations)
        row["a"], row["b"] = args.a, args.b
        rows.append(row)
        if args.out:
            with open(args.out, "a") as out:
                out.write(json.dumps(row) + "\n")
        if args.progress and (index + 1) % args.progress == 0:
            print(summarize(rows, f"[partial] {label}", args.a, args.b), flush=True)
    print(summarize(rows, label, args.a, args.b) + f"\n  {time.perf_counter() - began:.0f} s", flush=True)


if __name__ == "__main__":
    main()
