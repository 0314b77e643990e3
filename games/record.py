"""A game record: one finished (or unfinished) game as a small text file, written and read back.

    Tavolo game record
    Game: scopa
    Preset: scopa
    Options: {"target": 11}
    Seat 1: alice
    Seat 2: Computer 1 [computer hard]
    Seed: 8123456
    Date: 2026-11-23 16:20 UTC
    Result: alice 11 · Computer 1 7 — alice won

    1. 7d:3c+4s ; alice: 7♦ takes 3♣ + 4♠
    2. Kc ; Computer 1: lay K♣

The header names the game, its preset, the options that differ from the preset's (JSON), the seats in order (a
computer seat says its level), the seed and the date; `Result` is "unfinished" until the game
is over. Then one numbered line per action, in the shared notation; what follows ` ; ` is a
label for people and is ignored when reading. The truth is the header and the actions: the
result and the labels are recomputed by replay, and `parse` refuses a record whose moves do not
give the result its header states. `format_record(parse_record(text)) == text` for every text
`format_record` wrote.

Pure: no I/O (the faces read and write the files).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import games
from games.core import PLAYER, GameError, State
from i18n import Named, Text, Who

__all__ = ["MAGIC", "GameRecord", "RecordError", "RecordSeat", "format_record", "parse_record"]

MAGIC = "Tavolo game record"
UNFINISHED = "unfinished"
_SEAT = re.compile(r"^Seat (\d+): (.*?)(?: \[computer (easy|normal|hard)\])?$")
_MOVE = re.compile(r"^(\d+)\.\s+(\S+)(?:\s+;.*)?$")
_HEADER = re.compile(r"^([A-Z][a-z]+): ?(.*)$")


class RecordError(GameError):
    """A record that cannot be read or does not replay; the message says where and why."""


@dataclass(frozen=True)
class RecordSeat:
    name: str
    computer: str | None = None  # "easy" | "normal" | "hard" for a computer seat


@dataclass(frozen=True)
class GameRecord:
    game: str
    preset: str
    options: dict[str, Any]
    seats: tuple[RecordSeat, ...]
    seed: int
    date: str  # "YYYY-MM-DD HH:MM UTC", or "" when unknown
    actions: tuple[str, ...] = field(default_factory=tuple)

    @property
    def players(self) -> int:
        return len(self.seats)

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def start(self) -> State:
        try:
            return games.get(self.game).new(
                self.players, preset=self.preset, options=self.options, seed=self.seed
            )
        except GameError as exc:
            raise RecordError("record-file-no-game", reason=exc.text) from None

    def states(self) -> Iterator[State]:
        """The position before the first action, then after each one (len(actions) + 1 states)."""
        state = self.start()
        yield state
        for number, action in enumerate(self.actions, start=1):
            try:
                state = state.play(action)
            except GameError as exc:
                raise RecordError(
                    "record-file-illegal-move", number=str(number), action=action, reason=exc.text
                ) from None
            yield state

    def final(self) -> State:
        state = None
        for state in self.states():  # noqa: B007 - the last one is wanted
            pass
        assert state is not None
        return state

    def name_players(self, text: str) -> str:
        """The rules core says `player 2`; a record names whoever sat there."""
        return name_players(self.names(), text)

    def name_texts(self, text: Text) -> Text:
        """`name_players` for a `Text` (a label or a reason said in the reader's language)."""
        return name_texts(self.names(), text)


def name_players(names: Sequence[str], text: str) -> str:
    def name(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return names[index] if 0 <= index < len(names) else match.group(0)

    return re.sub(r"\bplayer (\d+)\b", name, text, flags=re.IGNORECASE)


def name_texts(names: Sequence[str | Text], text: Text) -> Text:
    """`text` with every seat the rules core named by number (`seat-player`) named by its player
    (a name may itself be a `Text`, said in the reader's language: a computer seat's)."""
    if text.id == PLAYER and "number" in text.args:
        index = int(text.args["number"]) - 1  # type: ignore[call-overload]
        if not 0 <= index < len(names):
            return text
        name = names[index]
        return name if isinstance(name, Text) else Who.person(name)
    if text.literal is not None:
        return Text.plain(name_players([str(name) for name in names], text.literal))
    if not text.args:
        return text

    def swap(value: object) -> object:
        if isinstance(value, Text):
            return name_texts(names, value)
        if isinstance(value, list | tuple):
            return [swap(v) for v in value]
        return value

    return Text(text.id, **{key: swap(value) for key, value in text.args.items()})


def date_text(epoch: float | None) -> str:
    """A record's date from epoch seconds ("" when unknown)."""
    if epoch is None:
        return ""
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _num(value: float) -> str:
    return f"{value:g}"


def side_names(names: Sequence[str], sides: Sequence[int]) -> list[str]:
    """One label per side: its seats' names joined (`alice & carol`, as the catalogue writes a
    team's label), each a `Named`: said in a sentence as a team is (a plural verb)."""
    count = max(sides) + 1 if sides else 0
    grouped: list[list[Who]] = [[] for _ in range(count)]
    for index, side in enumerate(sides):
        if index < len(names):
            name = names[index]
            grouped[side].append(name.who if isinstance(name, Named) else Who.person(name))
    return [Who.group(group).label() for group in grouped]


def result_text(names: Sequence[str], state: State) -> str:
    """`alice 11 · bob 7 — alice won` for a finished game, `unfinished` otherwise."""
    result = state.result if state.over else None
    if result is None:
        return UNFINISHED
    labels = side_names(names, result.sides)
    scores = " · ".join(f"{labels[i]} {_num(score)}" for i, score in enumerate(result.scores))
    winners = " and ".join(labels[w] for w in result.winners if w < len(labels)) or "nobody"
    return f"{scores} — {winners} won"


def _clean(name: str) -> str:
    """A seat name on one line, without what would read as a computer marker."""
    text = " ".join(name.split())
    return re.sub(r"\s*\[computer (easy|normal|hard)\]$", "", text) or "?"


def format_record(record: GameRecord) -> str:
    """The record as text (replays it for the result line and the labels)."""
    names = record.names()
    lines = [
        MAGIC,
        f"Game: {record.game}",
        f"Preset: {record.preset}",
        f"Options: {json.dumps(record.options, sort_keys=True, ensure_ascii=False)}",
    ]
    for number, seat in enumerate(record.seats, start=1):
        marker = f" [computer {seat.computer}]" if seat.computer else ""
        lines.append(f"Seat {number}: {seat.name}{marker}")
    lines.append(f"Seed: {record.seed}")
    lines.append(f"Date: {record.date}".rstrip())
    states = list(record.states())
    lines.append(f"Result: {result_text(names, states[-1])}")
    lines.append("")
    for number, (action, before) in enumerate(zip(record.actions, states, strict=False), start=1):
        seat = before.to_move
        who = f"{names[seat]}: " if seat is not None and seat < len(names) else ""
        try:
            label = name_players(names, before.describe(action))
        except Exception:  # a label is a courtesy; the notation is the truth
            label = action
        label = " ".join(label.split())
        lines.append(f"{number}. {action} ; {who}{label}")
    return "\n".join(lines) + "\n"


def make_record(
    game: str,
    preset: str,
    options: dict[str, Any],
    seats: Sequence[tuple[str, str | None]],
    seed: int,
    actions: Sequence[str],
    date: str = "",
) -> GameRecord:
    """A record from a table's truth (names are put on one line). Only the options that differ
    from the preset's are kept: the preset implies the rest."""
    implied = games.get(game).resolve_options(preset, {})
    return GameRecord(
        game=game,
        preset=preset,
        options={k: v for k, v in options.items() if k not in implied or implied[k] != v},
        seats=tuple(RecordSeat(_clean(name), computer) for name, computer in seats),
        seed=int(seed),
        date=date,
        actions=tuple(actions),
    )


def parse_record(text: str) -> GameRecord:
    """Read a record; `RecordError` says which line is wrong, or that the moves do not replay."""
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or lines[0].strip().lstrip("\ufeff") != MAGIC:
        raise RecordError("record-file-not-a-record", magic=MAGIC)
    header: dict[str, str] = {}
    seats: list[RecordSeat] = []
    actions: list[str] = []
    index = 1
    while index < len(lines) and lines[index].strip():
        line = lines[index].rstrip()
        seat = _SEAT.match(line)
        if seat is not None:
            if int(seat.group(1)) != len(seats) + 1:
                raise RecordError(
                    "record-file-seat-order",
                    line=str(index + 1),
                    expected=str(len(seats) + 1),
                    found=seat.group(1),
                )
            seats.append(RecordSeat(seat.group(2), seat.group(3)))
        else:
            match = _HEADER.match(line)
            if match is None:
                raise RecordError("record-file-not-header", line=str(index + 1), text=line[:60])
            header[match.group(1)] = match.group(2)
        index += 1
    for line_number, line in enumerate(lines[index:], start=index + 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        match = _MOVE.match(line)
        if match is None:
            raise RecordError("record-file-not-move", line=str(line_number), text=line[:60])
        if int(match.group(1)) != len(actions) + 1:
            raise RecordError(
                "record-file-move-order",
                line=str(line_number),
                expected=str(len(actions) + 1),
                found=match.group(1),
            )
        actions.append(match.group(2))
    for key in ("Game", "Preset", "Options", "Seed"):
        if key not in header:
            raise RecordError("record-file-missing-line", key=key)
    if not seats:
        raise RecordError("record-file-no-seats")
    try:
        options = json.loads(header["Options"])
    except json.JSONDecodeError:
        raise RecordError("record-file-options-json") from None
    if not isinstance(options, dict):
        raise RecordError("record-file-options-object")
    try:
        seed = int(header["Seed"])
    except ValueError:
        raise RecordError("record-file-seed", seed=header["Seed"][:40]) from None
    record = GameRecord(
        game=header["Game"].strip(),
        preset=header["Preset"].strip(),
        options=options,
        seats=tuple(seats),
        seed=seed,
        date=header.get("Date", "").strip(),
        actions=tuple(actions),
    )
    stated = header.get("Result", "").strip()
    if stated:
        replayed = result_text(record.names(), record.final())
        if stated != replayed:
            raise RecordError("record-file-result-differs", stated=stated, replayed=replayed)
    return record
