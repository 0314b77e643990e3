"""What happened at a table, as the service tells the faces.

Frozen dataclasses, each with the `table_id`. A face renders them; it never needs to
look at the service's internals (use `service.table(table_id)` for the current picture).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.core import Result
from i18n import Text


@dataclass(frozen=True)
class Event:
    table_id: int


@dataclass(frozen=True)
class LobbyChanged(Event):
    """Seats, options or host changed while in the lobby."""


@dataclass(frozen=True)
class GameStarted(Event):
    """The lobby became a game; the first deal is out."""


@dataclass(frozen=True)
class Moved(Event):
    """Action number `seq` (1-based) was logged and applied.

    `label` is the rules core's short human description (English, players named by seat
    number), `text` the same as a `Text` with players named, for the face to say in the
    reader's language; `by_computer` is true for computer seats and for moves a computer made
    for an away player.
    """

    seq: int
    seat: int
    action: str
    label: str
    by_computer: bool = False
    user_id: int | None = None
    text: Text | None = None


@dataclass(frozen=True)
class DealEnded(Event):
    """Deal `deal` (0-based) is over. `summary` has `scores` (running totals per side,
    after the deal), `previous_scores` (before it) and `sides` (side of each seat)."""

    deal: int
    summary: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over; results and ratings are recorded before this is published.

    `ratings` maps user id -> (rating before, rating after) for rated humans, as players
    see them (`bot.service.ratings.display`: 1500 for a new player).
    """

    result: Result
    vs_computer: bool = False
    ratings: dict[int, tuple[int, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class TurnTimedOut(Event):
    """`user_id` let the turn timer run out at `seat`: a computer played for them and the
    seat is now away (its turns are auto-played after a short grace) until they act again."""

    seat: int
    user_id: int | None


@dataclass(frozen=True)
class SeatReclaimed(Event):
    """An away player acted again and has their seat back."""

    seat: int
    user_id: int


@dataclass(frozen=True)
class SeatHandedOver(Event):
    """During play, `user_id` left (or the host removed them): a computer now plays `seat`,
    after a short grace on each turn, until they act again."""

    seat: int
    user_id: int
    kicked: bool


@dataclass(frozen=True)
class TableClosed(Event):
    """The table closed without finishing: `reason` is "abandoned", "expired", "empty" or "broken"
    (its log no longer replays; closed at startup)."""

    reason: str
