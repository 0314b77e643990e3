"""The table service: lobbies, play, computer seats, turn timers, results — Discord-agnostic.

Users are plain ints. Every refusal is a `bot.errors.TableError`; every change is a list
of `bot.events` events, returned to the caller and published to subscribers.
See docs/ARCHITECTURE.md, "The table service contract".
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.events import Event
from games.core import State

# async (game name, view, legal actions, level, seed) -> action
AiRunner = Callable[[str, Mapping[str, Any], Sequence[str], str, int], Awaitable[str]]
Subscriber = Callable[[list[Event]], Awaitable[None]]
Sleep = Callable[[float], Awaitable[None]]

DEFAULT_TURN_SECONDS = 300
AWAY_GRACE_SECONDS = 30
LOBBY_IDLE_SECONDS = 30 * 60


@dataclass(frozen=True)
class Seat:
    index: int
    user_id: int | None
    name: str
    computer: str | None = None  # level ("easy" | "normal" | "hard") for a computer seat
    away: bool = False


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
    status: str  # "lobby" | "playing" | "finished" | "abandoned"
    players: int  # seats wanted
    seats: tuple[Seat, ...]
    seq: int  # actions logged so far; pass it back as `expected_seq`
    state: State | None
    deadline: float | None  # epoch seconds (service clock) of the running timer, if any
    turn_seconds: int = DEFAULT_TURN_SECONDS  # 0: no turn timer
    seed: int | None = None
    created_at: float = 0.0
    vs_computer: bool = False

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.index
        return None

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
    rating: float  # openskill ordinal (mu - 3 sigma)
    mu: float
    sigma: float
    games: int
    wins: int


@dataclass(frozen=True)
class StatsRow:
    game: str
    rating: float
    mu: float
    sigma: float
    games: int
    wins: int


@dataclass(frozen=True)
class RecentTable:
    id: int
    game: str
    preset: str
    finished_at: float
    players: tuple[tuple[int | None, str, int, float], ...]  # (user_id, name, rank, score) per seat
    vs_computer: bool


class TableService:
    def __init__(
        self,
        db: Any,
        clock: Callable[[], float] = time.time,
        ai_runner: AiRunner | None = None,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        raise NotImplementedError

    async def start(self) -> None: ...
    async def close(self) -> None: ...
    def subscribe(self, callback: Subscriber) -> None: ...
    def unsubscribe(self, callback: Subscriber) -> None: ...
    async def idle(self) -> None: ...

    async def open_table(
        self, *, guild_id: int, channel_id: int, user_id: int, user_name: str,
        game: str = "scopa", preset: str | None = None, players: int | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Table: ...
    async def join(self, table_id: int, user_id: int, user_name: str) -> Table: ...
    async def leave(self, table_id: int, user_id: int) -> Table: ...
    async def add_computer(self, table_id: int, user_id: int, level: str = "normal") -> Table: ...
    async def remove_computer(self, table_id: int, user_id: int, seat: int | None = None) -> Table: ...
    async def set_options(self, table_id: int, user_id: int, options: Mapping[str, Any]) -> Table: ...
    async def start_game(self, table_id: int, user_id: int, seed: int | None = None) -> Table: ...
    async def abandon(self, table_id: int, user_id: int, admin: bool = False) -> Table: ...
    async def kick(self, table_id: int, user_id: int, target_user_id: int, admin: bool = False) -> Table: ...

    async def act(
        self, table_id: int, user_id: int, notation: str, expected_seq: int | None = None
    ) -> list[Event]: ...

    def table(self, table_id: int) -> Table: ...
    def table_in_channel(self, channel_id: int) -> Table | None: ...
    def tables_for_user(self, user_id: int) -> list[Table]: ...
    def open_tables(self) -> list[Table]: ...
    async def fetch_table(self, table_id: int) -> Table: ...
    def view(self, table_id: int, user_id: int | None) -> dict[str, Any]: ...
    def legal(self, table_id: int, user_id: int) -> list[str]: ...

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderboardRow]: ...
    async def player_stats(self, guild_id: int, user_id: int) -> list[StatsRow]: ...
    async def recent_tables(self, guild_id: int, limit: int = 10) -> list[RecentTable]: ...

    # storage for the faces (message ids, DM state, guild settings)
    async def get_message(self, table_id: int, kind: str) -> int | None: ...
    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None: ...
    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None: ...
    async def set_dm_message(
        self, table_id: int, user_id: int, deal: int, message_id: int | None
    ) -> None: ...
    async def dms_closed(self, user_id: int) -> bool: ...
    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None: ...
    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any: ...
    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None: ...
