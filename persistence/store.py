"""The one storage interface the table service and the faces use, and `open(url)` to get one.

Two engines implement it: SQLite through aiosqlite (`persistence.database.Database`, the
default: one file, one process) and PostgreSQL through asyncpg (`persistence.postgres.PostgresStore`,
opt in with `pip install 'tavolo[postgres]'`: one database shared by many bot processes).

    persistence.open("./data/tavolo.db")                 # SQLite (a plain path)
    persistence.open("sqlite:///data/tavolo.db")          # SQLite, relative path
    persistence.open("sqlite:////var/lib/tavolo/t.db")    # SQLite, absolute path
    persistence.open("postgresql://tavolo@db/tavolo")     # PostgreSQL
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from persistence.errors import Conflict
from persistence.migrations import DatabaseError

if TYPE_CHECKING:
    from persistence.rows import ActionRow, Deadline, SeatRow, TableRow

__all__ = ["Conflict", "Row", "Store", "is_postgres_url", "open", "sqlite_path"]


class Row(Protocol):
    """A result row: by column name or position (sqlite3.Row and asyncpg.Record both are)."""

    def __getitem__(self, key: str | int, /) -> Any: ...


Ratings = dict[int, tuple[float, float, float, float]]


class Store(Protocol):
    """What the table service and the faces call; each method is one transaction.

    Writes that break a uniqueness rule raise `Conflict` (and nothing else of the driver's)."""

    async def close(self) -> None: ...

    # -- the action log
    async def append(
        self, action: ActionRow, deadline: Deadline | None = None, away: dict[int, bool] | None = None
    ) -> None:
        """Log one move durably with the table's new deadline and seats' away flags; returns
        once committed. `Conflict` if the (table, seq) is already logged."""

    async def actions(self, table_id: int) -> list[str]: ...

    # -- tables
    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        preset: str,
        options: dict[str, Any],
        players: int,
        host_id: int,
        turn_seconds: int,
        now: float,
        seats: Sequence[SeatRow],
        deadline: Deadline | None,
    ) -> int:
        """A new lobby's id; `Conflict` if the channel already has an open table."""
        ...

    async def save_lobby(
        self,
        table_id: int,
        *,
        options: dict[str, Any],
        players: int,
        host_id: int,
        turn_seconds: int,
        now: float,
        seats: Sequence[SeatRow],
        deadline: Deadline | None,
    ) -> None: ...

    async def start_table(
        self,
        table_id: int,
        *,
        seed: int,
        players: int,
        now: float,
        seats: Sequence[SeatRow],
        deadline: Deadline | None,
    ) -> None: ...

    async def close_table(self, table_id: int, *, reason: str, now: float) -> None: ...

    async def set_deadline(
        self, table_id: int, deadline: Deadline | None, away: dict[int, bool] | None = None
    ) -> None: ...

    async def load_tables(
        self,
        ids: Iterable[int] | None = None,
        *,
        open_only: bool = False,
        shards: tuple[Collection[int], int] | None = None,
    ) -> list[TableRow]:
        """Tables with their seats, log and deadline. `shards` = (shard ids, shard count): only
        tables whose guild is on one of those Discord shards, `(guild_id >> 22) % count`."""
        ...

    async def table_status(self, table_id: int) -> str | None: ...

    async def mark_broken(self, table_id: int, *, reason: str, now: float) -> None:
        """Close an open table whose log no longer replays; seats and log are kept."""
        ...

    async def finish_table(
        self,
        table_id: int,
        *,
        guild_id: int,
        game: str,
        now: float,
        result: dict[str, Any],
        vs_computer: bool,
        results: Sequence[dict[str, Any]],
        rate: Callable[[dict[int, tuple[float, float] | None]], dict[int, tuple[float, float]]],
    ) -> Ratings:
        """Record a result and update ratings atomically; concurrent finishes sharing a
        player are serialised so no rating update is lost."""
        ...

    # -- read-only queries over finished games
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """A read-only query in the SQL both engines speak, with `?` placeholders
        (`persistence.history` is written this way)."""
        ...

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[Row]: ...

    async def player_ratings(self, guild_id: int, user_id: int) -> list[Row]: ...

    async def recent_finished(self, guild_id: int, limit: int = 10) -> list[tuple[Row, list[Row]]]: ...

    # -- what the faces remember
    async def get_message(self, table_id: int, kind: str) -> int | None: ...

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None: ...

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None: ...

    async def set_dm_message(
        self, table_id: int, user_id: int, deal: int, message_id: int | None
    ) -> None: ...

    async def dms_closed(self, user_id: int) -> bool: ...

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None: ...

    async def dm_channel(self, user_id: int) -> int | None: ...

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None: ...

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any: ...

    async def setting(self, scope: str, scope_id: int, key: str, default: Any = None) -> Any:
        """A user's or a server's choice (`scope` "user" or "guild"); `default` when unset."""
        ...

    async def settings(self, scope: str, scope_id: int) -> dict[str, Any]: ...

    async def settings_named(self, key: str) -> list[tuple[str, int, Any]]:
        """Every stored value of one setting, as (scope, scope id, value): for the few settings
        read on every redraw, kept whole in memory."""
        ...

    async def set_setting(self, scope: str, scope_id: int, key: str, value: Any) -> None:
        """Store a choice as JSON; None forgets it."""
        ...

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None: ...

    # -- tools and tests
    async def dump(self) -> str:
        """Every row of every table as text: equal dumps mean equal databases."""
        ...


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def sqlite_path(url: str) -> str:
    """The file of a SQLite location: a plain path, or `sqlite:///relative` / `sqlite:////absolute`."""
    if url.startswith("sqlite://"):
        rest = url[len("sqlite://") :]
        if not rest.startswith("/"):
            raise DatabaseError(
                f"Bad SQLite URL {url!r}: write sqlite:///relative/path or sqlite:////absolute/path."
            )
        return rest[1:] or ":memory:"
    return url


async def open(url: str | Any, *, synchronous: str = "FULL") -> Store:
    """Open (creating and upgrading as needed) the store at `url`: a path or `sqlite:///…`
    for SQLite, `postgresql://…` for PostgreSQL. `synchronous` applies to SQLite only."""
    text = str(url)
    if is_postgres_url(text):
        from persistence.postgres import PostgresStore

        return await PostgresStore.open(text)
    if "://" in text and not text.startswith("sqlite://"):
        raise DatabaseError(f"Unknown database URL {text!r}: use a file path, sqlite:///… or postgresql://….")
    from persistence.database import Database

    return await Database.open(sqlite_path(text), synchronous=synchronous)
