"""The service's data: read-only snapshots for the faces, and the live record behind them."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, overload

import games
from games.core import State
from games.record import name_texts
from i18n import Text, Who
from persistence.rows import Deadline, SeatRow, TableRow

DEFAULT_TURN_SECONDS = 300
AWAY_GRACE_SECONDS = 30
LOBBY_IDLE_SECONDS = 30 * 60
LEVELS = ("easy", "normal", "hard")
#: A computer seat's stored name (`Computer 2 (hard)`): kept in English in the database and the
#: records, said in each reader's language by `seat_text`.
COMPUTER_NAME = re.compile(r"Computer (\d+) \((easy|normal|hard)\)")


def computer_name(number: int, level: str) -> str:
    """The stored name of the `number`th computer seat, playing at `level`."""
    return f"Computer {number} ({level})"


def seat_text(seat: Seat | str, *, level: bool = False) -> Who:
    """A seat's name (or a stored name: history, records) as players read it: a computer seat's
    in the reader's language, one name on every screen (`Bot 1`, `CPU1`: `seat-computer`), with
    its level where it matters (`level`: `Bot 1 (normale)`, the lobby and records), a person's
    as is. A `Who`: put in a sentence, it tells the catalogue a person from a computer (さん,
    elision)."""
    name = seat if isinstance(seat, str) else seat.name
    if isinstance(seat, Seat) and (seat.user_id is not None or seat.computer is None):
        return Who.person(name)
    found = COMPUTER_NAME.fullmatch(name)
    if found is None:
        return Who.person(name)
    short = Text("seat-computer", number=int(found[1]))
    if level:
        return Who.computer(Text("seat-computer-level", name=short, level=Text(f"level-{found[2]}")))
    return Who.computer(short)


def computer_level(seat: Seat | str) -> str | None:
    """A computer seat's level (`easy`, `normal`, `hard`) from its stored name; None for a person."""
    name = seat if isinstance(seat, str) else seat.name
    if isinstance(seat, Seat) and (seat.user_id is not None or seat.computer is None):
        return None
    found = COMPUTER_NAME.fullmatch(name)
    return found[2] if found else None


@dataclass(frozen=True)
class Seat:
    index: int
    user_id: int | None
    name: str
    computer: str | None = None  # level ("easy" | "normal" | "hard") for a computer seat
    away: bool = False


@overload
def name_players(seats: Sequence[Seat], text: str) -> str: ...
@overload
def name_players(seats: Sequence[Seat], text: Text) -> Text: ...
def name_players(seats: Sequence[Seat], text: str | Text) -> str | Text:
    """The rules core and the computer players say `player 2` (counting from 1), having no
    names; people read the name of whoever sits there. (A `Text` stays a `Text`.)"""
    if isinstance(text, Text):
        return name_seats(seats, text)

    def name(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return seats[index].name if 0 <= index < len(seats) else match.group(0)

    return re.sub(r"\bplayer (\d+)\b", name, text, flags=re.IGNORECASE)


def name_seats(seats: Sequence[Seat], text: Text) -> Text:
    """`text` with every seat the rules core named by number ("player 2") named by its player."""
    return name_texts([seat_text(seat) for seat in seats], text)


@dataclass(frozen=True)
class Table:
    """A read-only snapshot of one table."""

    id: int
    guild_id: int
    channel_id: int
    game: str
    preset: str
    options: dict[str, Any]  # resolved options (defaults + preset + host's choices)
    host_id: int
    status: str  # "lobby" | "playing" | "finished" | "abandoned" | "broken" (its log no longer replays)
    players: int  # seats wanted
    seats: tuple[Seat, ...]
    seq: int  # actions logged so far; pass it back as `expected_seq`
    state: State | None
    deadline: float | None  # epoch seconds (service clock) of the running timer, if any
    turn_seconds: int = DEFAULT_TURN_SECONDS  # 0: no turn timer
    seed: int | None = None
    created_at: float = 0.0
    vs_computer: bool = False
    # The host's own option choices (what is stored); `options` adds the defaults and preset.
    explicit: dict[str, Any] = field(default_factory=dict)

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.index
        return None

    @property
    def humans(self) -> list[int]:
        """User ids of the seats people play (not computers), in seat order."""
        return [s.user_id for s in self.seats if s.user_id is not None and s.computer is None]

    @property
    def open(self) -> bool:
        return self.status in ("lobby", "playing")

    @property
    def to_move(self) -> int | None:
        return None if self.state is None else self.state.to_move

    @property
    def to_move_user(self) -> int | None:
        """User id of the human to move (None for a computer seat or when nobody is)."""
        seat = self.to_move
        return None if seat is None or seat >= len(self.seats) else self.seats[seat].user_id


@dataclass(frozen=True)
class LeaderboardRow:
    user_id: int
    name: str
    rating: float  # openskill ordinal (mu - 3 sigma): the order of the leaderboard
    mu: float
    sigma: float
    games: int
    wins: int
    shown: int = 0  # the rating players see (`bot.service.ratings.display`)


@dataclass(frozen=True)
class StatsRow:
    game: str
    rating: float
    mu: float
    sigma: float
    games: int
    wins: int
    shown: int = 0


@dataclass(frozen=True)
class RecentTable:
    id: int
    game: str
    preset: str
    finished_at: float
    players: tuple[tuple[int | None, str, int, float], ...]  # (user_id, name, rank, score) per seat
    vs_computer: bool


@dataclass(eq=False)
class Live:
    """An open table as the service holds it; mutated only under `lock`."""

    id: int
    guild_id: int
    channel_id: int
    game: str
    preset: str
    explicit: dict[str, Any]  # the host's option choices (what is stored)
    options: dict[str, Any]  # resolved
    players: int
    host_id: int
    status: str
    turn_seconds: int
    created_at: float
    seats: list[Seat]
    seed: int | None = None
    vs_computer: bool = False
    state: State | None = None
    seq: int = 0
    deadline: Deadline | None = None
    deal_base: list[float] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @classmethod
    def from_row(cls, row: TableRow, options: dict[str, Any] | None = None) -> Live:
        """The table of `row` before its log is replayed. `options` as given, or (default) the
        game's, resolved from the row's preset and choices."""
        if options is None:
            options = games.get(row.game).resolve_options(row.preset, row.options)
        return cls(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            game=row.game,
            preset=row.preset,
            explicit=dict(row.options),
            options=options,
            players=row.players,
            host_id=row.host_id,
            status=row.status,
            turn_seconds=row.turn_seconds,
            created_at=row.created_at,
            seed=row.seed,
            vs_computer=row.vs_computer,
            seats=[Seat(s.seat, s.user_id, s.name, s.computer, s.away) for s in row.seats],
            seq=len(row.actions),
            deadline=row.deadline,
        )

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.index
        return None

    def seat_rows(self) -> list[SeatRow]:
        return [SeatRow(s.index, s.user_id, s.name, s.computer, s.away) for s in self.seats]

    def snapshot(self) -> Table:
        return Table(
            id=self.id,
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            game=self.game,
            preset=self.preset,
            options=dict(self.options),
            host_id=self.host_id,
            status=self.status,
            players=self.players,
            seats=tuple(self.seats),
            seq=self.seq,
            state=self.state,
            deadline=None if self.deadline is None else self.deadline.at,
            turn_seconds=self.turn_seconds,
            seed=self.seed,
            created_at=self.created_at,
            vs_computer=self.vs_computer,
            explicit=dict(self.explicit),
        )
