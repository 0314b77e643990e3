"""Replaying a game record in the terminal, and exporting a finished table as one.

    python -m bot replay FILE [--step]      print the game move by move (or step through it)
    python -m bot export TABLE [--db PATH] [--out FILE]   write a finished table's record

With `--step`, Enter shows the next move; `b` goes back one, a number jumps to that move,
`q` quits. After the game nothing is secret, so every hand is shown.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

import games
import persistence
from bot.service import errors
from bot.service.card_names import card_names, move_label
from bot.service.records import load_replay
from games.core import State
from games.record import GameRecord, RecordError, parse_record, result_text, side_names
from persistence import DatabaseError

STEP_HELP = "Enter: next move · b: back · a number: go to that move · q: quit"


def _num(value: float) -> str:
    return f"{value:g}"


def _cards(value: Any, game: str) -> str | None:
    if isinstance(value, list | tuple) and all(isinstance(c, str) for c in value):
        try:
            return card_names(list(value), game) if value else "nothing"
        except Exception:
            return None
    return None


class RecordPlayer:
    """Prints one record's positions; the states are replayed once."""

    def __init__(self, record: GameRecord, out: IO[str]) -> None:
        self.record = record
        self.out = out
        self.states: list[State] = list(record.states())
        self.names = record.names()

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def header(self) -> None:
        record = self.record
        game = games.get(record.game)
        names = ", ".join(self.seat_name(i) for i in range(len(self.names)))
        self.say(f"{game.preset_title(record.preset)} — {names}")
        self.say(f"Rules: {game.describe_options(record.options)}")
        if record.date:
            self.say(f"Played {record.date}; {len(record.actions)} moves.")
        self.say(f"Result: {result_text(self.names, self.states[-1])}")

    def seat_name(self, seat: int) -> str:
        computer = self.record.seats[seat].computer
        name = self.names[seat]
        return f"{name} (computer, {computer})" if computer and "computer" not in name.lower() else name

    def move_line(self, number: int) -> str:
        before = self.states[number - 1]
        action = self.record.actions[number - 1]
        seat = before.to_move
        who = self.names[seat] if seat is not None and seat < len(self.names) else "?"
        try:
            label = self.record.name_players(move_label(self.record.game, before, action))
        except Exception:
            label = action
        return f"{number:>3}. {who}: {label}"

    def deal_line(self, number: int) -> str | None:
        before, after = self.states[number - 1], self.states[number]
        if after.deal == before.deal and not after.over:
            return None
        labels = side_names(self.names, list(after.sides))
        start = self.deal_start(number - 1)
        parts = []
        for side, total in enumerate(after.scores):
            gained = total - start[side]
            name = labels[side] if side < len(labels) else f"side {side + 1}"
            parts.append(f"{name} {'+' if gained >= 0 else '−'}{_num(abs(gained))} → {_num(total)}")
        return f"     — deal {before.deal + 1} over: " + " · ".join(parts)

    def deal_start(self, position: int) -> list[float]:
        deal = self.states[position].deal
        for k in range(position, 0, -1):
            if self.states[k - 1].deal != deal:
                return list(self.states[k].scores)
        return list(self.states[0].scores)

    def position(self, number: int) -> None:
        """The table after move `number`, every hand shown."""
        state = self.states[number]
        view = state.view(None)
        labels = side_names(self.names, list(state.sides))
        scores = " · ".join(
            f"{labels[i] if i < len(labels) else i + 1} {_num(s)}" for i, s in enumerate(state.scores)
        )
        self.say(f"     deal {state.deal + 1} · {scores}")
        table = _cards(view.get("table"), self.record.game)
        if table is not None:
            self.say(f"     Table: {table}")
        for seat in range(len(self.names)):
            hand = _cards(state.view(seat).get("hand"), self.record.game)
            if hand is not None:
                self.say(f"     {self.names[seat]}: {hand}")

    def print_all(self) -> None:
        self.header()
        self.say()
        for number in range(1, len(self.states)):
            self.say(self.move_line(number))
            deal = self.deal_line(number)
            if deal:
                self.say(deal)
        self.say()
        self.say(f"Result: {result_text(self.names, self.states[-1])}")

    def step(self, stdin: IO[str]) -> None:
        self.header()
        self.say(STEP_HELP)
        self.say()
        self.say("  0. (the deal)")
        self.position(0)
        number = 0
        last = len(self.states) - 1
        while True:
            line = stdin.readline()
            if not line:
                return
            text = line.strip().lower()
            if text in ("q", "quit", "exit"):
                return
            if text in ("b", "back"):
                number = max(0, number - 1)
            elif text.isdigit():
                number = min(last, int(text))
            elif text in ("", "n", "next"):
                if number == last:
                    self.say("That was the last move. (b: back, q: quit)")
                    continue
                number += 1
            else:
                self.say(STEP_HELP)
                continue
            self.say(self.move_line(number) if number else "  0. (the deal)")
            deal = self.deal_line(number) if number else None
            if deal:
                self.say(deal)
            self.position(number)
            if number == last:
                self.say(f"Game over. Result: {result_text(self.names, self.states[-1])}")


def replay_main(argv: Sequence[str], stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot replay", description="Replay a Tavolo game record.")
    parser.add_argument("file", help="a record file (from /replay or python -m bot export)")
    parser.add_argument("--step", action="store_true", help="step through it: Enter shows the next move")
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    out = stdout or sys.stdout
    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except OSError as exc:
        print(f"Cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    try:
        player = RecordPlayer(parse_record(text), out)
    except RecordError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 2
    if args.step:
        player.step(stdin or sys.stdin)
    else:
        player.print_all()
    return 0


def export_main(argv: Sequence[str], stdout: IO[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot export", description="Write a finished table's game record."
    )
    parser.add_argument("table", type=int, help="table number")
    parser.add_argument("--db", default=os.environ.get("TAVOLO_DB") or "./data/tavolo.db")
    parser.add_argument("--out", default=None, help="file to write (default: print it)")
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        text = asyncio.run(_export(args.db, args.table))
    except (errors.TableError, DatabaseError) as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"Wrote {args.out}.", file=stdout or sys.stdout)
    else:
        print(text, end="", file=stdout or sys.stdout)
    return 0


async def _export(path: str, table_id: int) -> str:
    db = await persistence.open(path)
    try:
        return (await load_replay(db, table_id)).text()
    finally:
        await db.close()
