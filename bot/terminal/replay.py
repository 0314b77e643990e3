"""Replaying a game record in the terminal, and exporting a finished table as one.

    python -m bot replay FILE [--step]      print the game move by move (or step through it)
    python -m bot export TABLE [--db PATH] [--out FILE]   write a finished table's record

With `--step`, Enter shows the next move; `b` goes back one, a number jumps to that move,
`q` quits. After the game nothing is secret, so every hand is shown. `--lang` (default: the
environment's language, as for `python -m bot play`) says it in Italian, Japanese or French;
the record file itself stays in English, the same for every reader.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

import persistence
from bot.service import errors
from bot.service.card_names import card_names, move_text
from bot.service.faces import face_of
from bot.service.model import seat_text
from bot.service.move_words import said_move
from bot.service.option_words import option_lines
from bot.service.records import load_replay, result_words
from bot.terminal.aftermath import Names, move_sentence
from bot.terminal.local_table import environment_locale
from games.core import State
from games.record import GameRecord, RecordError, name_texts, parse_record, side_names
from i18n import LOCALES, Text, Who, translate
from persistence import DatabaseError

INDENT = " " * 5  # under a move line's text (`  12. `)


def _num(value: float) -> str:
    return f"{value:g}"


class RecordPlayer:
    """Prints one record's positions in `locale`; the states are replayed once."""

    def __init__(self, record: GameRecord, out: IO[str], locale: str = "en") -> None:
        self.record = record
        self.out = out
        self.locale = locale
        self.states: list[State] = list(record.states())
        # Computer seats named in the reader's language (`CPU1`), people as they are.
        self.seats: list[Who] = [seat_text(name) for name in record.names()]
        # Each a `Named`: a sentence says it as a person's (さん) or a computer's (none).
        self.names: list[str] = [seat.label(locale) for seat in self.seats]
        if self.you is not None:  # `You` as the reader's language says it (`Toi`, `あなた`)
            self.names[self.you] = Who(Text("local-you"), "you").label(locale)

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def tell(self, msg_id: str, /, indent: str = "", **args: object) -> None:
        self.say(indent + translate(self.locale, msg_id, **args))

    @property
    def you(self) -> int | None:
        """The seat of the person who played at the terminal (named `You`, `Tu`, …): their moves
        read `You play …` as they did at the table."""
        yous = {translate(lang, "local-you") for lang in LOCALES}
        found = [i for i, seat in enumerate(self.record.seats) if not seat.computer and seat.name in yous]
        return found[0] if len(found) == 1 else None

    def header(self) -> None:
        record = self.record
        names = [self.seat_name(i, level=True) for i in range(len(self.names))]
        self.tell(
            "term-replay-header", game=face_of(record.game).title(record.preset, self.locale), names=names
        )
        # The house rules in the lobby's words ("Points to win: 21"), never `target=21`.
        changed = option_lines(record.game, record.preset, record.options, self.locale)
        if changed:
            self.tell("term-replay-house-rules")
            for line in changed:
                self.say(f"  • {line}")
        else:
            self.tell("term-replay-rules", rules=translate(self.locale, "term-replay-standard-rules"))
        moves = len(record.actions)
        if record.date:
            self.tell("term-replay-played", date=record.date, moves=moves)
        else:
            self.tell("term-replay-moves", moves=moves)
        self.tell("term-replay-result-line", result=self.result())

    def result(self) -> str:
        return result_words(self.names, self.states[-1]).render(self.locale)

    def seat_name(self, seat: int, *, level: bool = False) -> str:
        """A seat's name (a `Named`); a computer's with its `level` (the header lists the seats)."""
        computer = self.record.seats[seat].computer
        name = self.names[seat]
        if computer and self.seats[seat].kind == "person":  # a computer seat not named as one
            said = translate(
                self.locale, "term-replay-computer-seat", name=name, level=Text(f"level-{computer}")
            )
            return Who.phrase(said).label(self.locale)
        if level and self.seats[seat].kind == "computer":
            return seat_text(self.record.names()[seat], level=True).label(self.locale)
        return name

    def move_line(self, number: int) -> str:
        before = self.states[number - 1]
        action = self.record.actions[number - 1]
        seat = before.to_move if before.to_move is not None else 0

        def label() -> str:
            try:
                return name_texts(self.seats, move_text(self.record.game, before, action)).render(self.locale)
            except Exception:  # a label is a courtesy; the notation is the truth
                return action

        names = Names(lambda index: self.names[index] if index < len(self.names) else "?", self.you)
        # A card worded as the table said it when the move was played (`python -m bot play`); a
        # move that is not a card as a sentence too once the game is over, as /replay says it
        # ("Bot 1 asks you for Queens."): by then its secrets (a Stovkahra signal) are told.
        told = self.said(before, seat, action, names) if self.states[-1].over else None
        sentence = told or move_sentence(self.record.game, seat, action, names, self.locale, label)
        return f"{number:>3}. " + sentence.render(self.locale)

    def said(self, before: State, seat: int, action: str, names: Names) -> Text | None:
        """`action` as `said_move` says it, the reader's own seat as "you" wherever it stands."""
        seats = list(self.seats)
        if self.you is not None and self.you < len(seats):
            seats[self.you] = Who(Text("local-you"), "you")
        try:
            label = name_texts(seats, move_text(self.record.game, before, action))
        except Exception:  # a label is a courtesy; the notation is the truth
            return None
        return said_move(self.record.game, seat, action, names, label)

    def deal_line(self, number: int) -> str | None:
        before, after = self.states[number - 1], self.states[number]
        if after.deal == before.deal and not after.over:
            return None
        labels = side_names(self.names, list(after.sides))
        start = self.deal_start(number - 1)
        parts = []
        for side, total in enumerate(after.scores):
            gained = total - start[side]
            name = (
                labels[side] if side < len(labels) else translate(self.locale, "replay-side", side=side + 1)
            )
            sign = "minus" if gained < 0 else "plus"
            parts.append(
                translate(
                    self.locale, "name-gain", who=name, sign=sign, gained=_num(abs(gained)), total=_num(total)
                )
            )
        scores = translate(self.locale, "names-dot").join(parts)
        return INDENT + translate(self.locale, "term-replay-deal-over", deal=before.deal + 1, scores=scores)

    def deal_start(self, position: int) -> list[float]:
        deal = self.states[position].deal
        for k in range(position, 0, -1):
            if self.states[k - 1].deal != deal:
                return list(self.states[k].scores)
        return list(self.states[0].scores)

    def cards(self, value: Any) -> str | None:
        """A view's cards as a line (None when `value` is not a list of cards)."""
        if isinstance(value, list | tuple) and all(isinstance(c, str) for c in value):
            if not value:
                return translate(self.locale, "replay-nothing")
            try:
                return card_names(list(value), self.record.game, self.locale)
            except Exception:
                return None
        return None

    def position(self, number: int) -> None:
        """The table after move `number`, every hand shown."""
        state = self.states[number]
        view = state.view(None)
        labels = side_names(self.names, list(state.sides))
        scores = translate(self.locale, "names-dot").join(
            translate(
                self.locale, "name-and-score", who=labels[i] if i < len(labels) else str(i + 1), score=_num(s)
            )
            for i, s in enumerate(state.scores)
        )
        self.tell("term-replay-position", indent=INDENT, deal=state.deal + 1, scores=scores)
        table = self.cards(view.get("table"))
        if table is not None:
            self.tell("local-table", indent=INDENT, cards=table)
        for seat in range(len(self.names)):
            hand = self.cards(state.view(seat).get("hand"))
            if hand is not None:
                self.tell("term-replay-hand", indent=INDENT, name=self.names[seat], cards=hand)

    def print_all(self) -> None:
        self.header()
        self.say()
        for number in range(1, len(self.states)):
            self.say(self.move_line(number))
            deal = self.deal_line(number)
            if deal:
                self.say(deal)
        self.say()
        self.tell("term-replay-result-line", result=self.result())

    def start_line(self) -> str:
        return "  0. " + translate(self.locale, "term-replay-the-deal")

    def step(self, stdin: IO[str]) -> None:
        self.header()
        self.tell("term-replay-step-help")
        self.say()
        self.say(self.start_line())
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
                    self.tell("term-replay-last-move")
                    continue
                number += 1
            else:
                self.tell("term-replay-step-help")
                continue
            self.say(self.move_line(number) if number else self.start_line())
            deal = self.deal_line(number) if number else None
            if deal:
                self.say(deal)
            self.position(number)
            if number == last:
                self.tell("term-replay-game-over", result=self.result())


def _lang_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang", default=None, choices=LOCALES, help="language of the text (default: from the environment)"
    )


def replay_main(argv: Sequence[str], stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot replay", description="Replay a Tavolo game record.")
    parser.add_argument("file", help="a record file (from /replay or python -m bot export)")
    parser.add_argument("--step", action="store_true", help="step through it: Enter shows the next move")
    _lang_option(parser)
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    locale = args.lang or environment_locale()
    out = stdout or sys.stdout
    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        print(translate(locale, "term-replay-cannot-read", file=args.file, reason=reason), file=sys.stderr)
        return 2
    try:
        player = RecordPlayer(parse_record(text), out, locale)
    except RecordError as exc:
        print(f"{args.file}: {exc.text.render(locale)}", file=sys.stderr)
        return 2
    if args.step:
        player.step(stdin or sys.stdin)
    else:
        player.print_all()
    return 0


def export_main(
    argv: Sequence[str], stdout: IO[str] | None = None, db_default: str = "./data/tavolo.db"
) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot export", description="Write a finished table's game record."
    )
    parser.add_argument("table", type=int, help="table number (python -m bot tables lists them)")
    parser.add_argument("--db", default=db_default, help=f"database (default from TAVOLO_DB: {db_default})")
    parser.add_argument("--out", default=None, help="file to write (default: print it)")
    _lang_option(parser)
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:
        return int(exc.code or 0)
    locale = args.lang or environment_locale()
    try:
        text = asyncio.run(_export(args.db, args.table))
    except errors.NoSuchTable:
        # Not the Discord reply's "in this server": here it is a database file.
        print(translate(locale, "local-export-no-table", table=args.table, db=args.db), file=sys.stderr)
        return 2
    except errors.TableError as exc:
        print(exc.text.render(locale), file=sys.stderr)
        return 2
    except DatabaseError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        print(translate(locale, "term-replay-wrote", file=args.out), file=stdout or sys.stdout)
    else:
        print(text, end="", file=stdout or sys.stdout)
    return 0


async def _export(path: str, table_id: int) -> str:
    db = await persistence.open(path)
    try:
        return (await load_replay(db, table_id)).text()
    finally:
        await db.close()
