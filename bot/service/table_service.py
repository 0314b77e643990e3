"""The table service: lobbies, play, computer seats, turn timers, results — Discord-agnostic.

Users are plain ints. Every refusal is a `bot.service.errors.TableError`; every change is a list
of `bot.service.events` events, returned to the caller and published to subscribers.
See docs/ARCHITECTURE.md, "The table service contract".

`TableService` is the one object the faces hold: a facade whose methods hand each call to the
collaborator that does the work, each built from the few things it needs:

- `LiveTables` (`live_tables`): the open tables in memory, each with its lock; closed snapshots.
- `Background` and `Publisher` (`background`): work nobody awaits; events to the subscribers.
- `ComputerSeats` (`computer`): the computer players' moves and `/hint`.
- `Turns` (`turns`): moves, turn timers, computer turns, a game's end, closing a table.
- `Recovery` (`recovery`): restart, retries after failed writes, tables whose log no longer replays.
- `Queries` (`queries`): reads, and the faces' own small facts kept in the database.
- `Lobby` (`seating`): opening, seating, options, dealing, leaving, kicking, abandoning.
- `Rematches` (`rematch`): a rematch, or a new lobby like a finished table.

Write path of a move (`Turns`): under the table's own lock, validate, log it durably, and only
then apply it in memory and announce it. A refusal never touches the database, and a crash after
the commit loses nothing: startup replays the log.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from bot.service import runtime
from bot.service.background import Background, Publisher, Subscriber
from bot.service.computer import AiRunner, ComputerSeats
from bot.service.events import Event
from bot.service.live_tables import LiveTables
from bot.service.model import (
    AWAY_GRACE_SECONDS,
    DEFAULT_TURN_SECONDS,
    LOBBY_IDLE_SECONDS,
    LeaderboardRow,
    RecentTable,
    Seat,
    StatsRow,
    Table,
)
from bot.service.preferences import Preferences
from bot.service.queries import Queries
from bot.service.recovery import Recovery
from bot.service.rematch import Rematch, Rematches
from bot.service.seating import Lobby
from bot.service.shards import Shards
from bot.service.turns import Turns
from persistence.store import Store

__all__ = [
    "AWAY_GRACE_SECONDS",
    "DEFAULT_TURN_SECONDS",
    "LOBBY_IDLE_SECONDS",
    "AiRunner",
    "LeaderboardRow",
    "RecentTable",
    "Seat",
    "StatsRow",
    "Table",
    "TableService",
]

Sleep = Callable[[float], Awaitable[None]]


class TableService:
    """One per bot (or per terminal session). Holds every open table in memory; the
    database holds the truth. The caller opens and closes the database."""

    def __init__(
        self,
        db: Store,
        clock: Callable[[], float] = time.time,
        ai_runner: AiRunner | None = None,
        sleep: Sleep = asyncio.sleep,
        *,
        tune_gc: bool = True,
        ai_workers: int | None = None,
        shards: Shards | None = None,
    ) -> None:
        self.db = db
        # The guilds whose tables this process serves (`bot.service.shards`); default: all.
        self.shards = shards or Shards.everything()
        self._tune_gc = tune_gc
        self.clock = clock
        self.preferences = Preferences(db)
        tables = LiveTables()
        self._background = background = Background()
        self._publisher = Publisher(background.spawn)
        publish = self._publisher.publish
        self._computers = ComputerSeats(ai_runner, ai_workers)
        # Recovery and turns call each other (a failed write is retried; a retry resumes play):
        # recovery reaches the turns, built just after it, through these three.
        self._recovery = Recovery(
            db,
            clock,
            sleep,
            tables,
            background,
            publish,
            finish=lambda live: self._turns.finish(live),
            arm=lambda live, *, resume=False: self._turns.arm(live, resume=resume),
            retire=lambda live: self._turns.retire(live),
        )
        self._turns = Turns(
            db,
            clock,
            sleep,
            tables,
            background,
            publish,
            self._computers,
            write_failed=self._recovery.write_failed,
            reset_retries=self._recovery.reset,
        )
        self._queries = Queries(db, tables, self.shards)
        self._lobby = Lobby(db, clock, self.shards, tables, publish, self._turns, self._queries)
        self._rematches = Rematches(db, self._queries, self._lobby)

    # -- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        """Load every open table of our shards by replaying its log; resume deadlines and
        computer moves. Other shards' tables are left to the processes that serve them."""
        if self._tune_gc:
            runtime.tune_gc()
        await self.preferences.start()
        owned = None if self.shards.covers_all else (self.shards.ids, self.shards.count)
        await self._recovery.restore(owned)

    async def close(self) -> None:
        """Stop timers, computer moves and deliveries. The database stays open.

        A computer move cut short here is either not logged (it is chosen again after the
        next start) or logged and replayed at the next start; nothing is lost either way.
        """
        self._background.closing = True
        await self._turns.close()
        await self._recovery.close()
        await self._background.cancel_all()
        self._computers.close()

    def subscribe(self, callback: Subscriber) -> None:
        self._publisher.subscribe(callback)

    def unsubscribe(self, callback: Subscriber) -> None:
        self._publisher.unsubscribe(callback)

    async def idle(self) -> None:
        """Wait until no computer move, timer expiry or event delivery is pending."""
        await self._background.idle()

    async def hint(
        self, game: str, view: Mapping[str, Any], legal: Sequence[str], seed: int
    ) -> tuple[str, str]:
        """A suggested move and its one-line reason, for `/hint` (see `ComputerSeats.hint`)."""
        return await self._computers.hint(game, view, legal, seed)

    # -- play -------------------------------------------------------------------------------

    async def act(
        self, table_id: int, user_id: int, notation: str, expected_seq: int | None = None
    ) -> list[Event]:
        """Play `notation` for `user_id`. Returns the events (also published)."""
        live = await self._queries.live_or_raise(table_id)
        return await self._turns.act(live, user_id, notation, expected_seq)

    def turn_unseen(self, table_id: int, seq: int) -> None:
        """The face could not show the turn at `seq` to its player: its timer waits (`Turns`)."""
        self._turns.turn_unseen(table_id, seq)

    async def turn_seen(self, table_id: int) -> bool:
        """That turn is shown at last: its timer extended by the time it was not. True: it moved."""
        return await self._turns.turn_seen(table_id)

    # -- lobby ------------------------------------------------------------------------------

    async def open_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        user_id: int,
        user_name: str,
        game: str = "scopa",
        preset: str | None = None,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        seats: Sequence[Seat] | None = None,
    ) -> Table:
        """Open a lobby in the channel, the opener seated as host (see `Lobby.open_table`)."""
        return await self._lobby.open_table(
            guild_id=guild_id,
            channel_id=channel_id,
            user_id=user_id,
            user_name=user_name,
            game=game,
            preset=preset,
            players=players,
            options=options,
            seats=seats,
        )

    async def join(self, table_id: int, user_id: int, user_name: str) -> Table:
        return await self._lobby.join(table_id, user_id, user_name)

    async def leave(self, table_id: int, user_id: int) -> Table:
        return await self._lobby.leave(table_id, user_id)

    async def add_computer(self, table_id: int, user_id: int, level: str = "normal") -> Table:
        return await self._lobby.add_computer(table_id, user_id, level)

    async def remove_computer(self, table_id: int, user_id: int, seat: int | None = None) -> Table:
        return await self._lobby.remove_computer(table_id, user_id, seat)

    async def set_options(self, table_id: int, user_id: int, options: Mapping[str, Any]) -> Table:
        return await self._lobby.set_options(table_id, user_id, options)

    async def start_game(self, table_id: int, user_id: int, seed: int | None = None) -> Table:
        return await self._lobby.start_game(table_id, user_id, seed)

    async def abandon(self, table_id: int, user_id: int, admin: bool = False) -> Table:
        return await self._lobby.abandon(table_id, user_id, admin)

    async def kick(self, table_id: int, user_id: int, target_user_id: int, admin: bool = False) -> Table:
        return await self._lobby.kick(table_id, user_id, target_user_id, admin)

    # -- after a game -----------------------------------------------------------------------

    async def rematch(self, table_id: int) -> Rematch:
        return await self._rematches.rematch(table_id)

    async def confirm_rematch(self, table_id: int, user_id: int) -> tuple[Rematch, Table | None]:
        return await self._rematches.confirm_rematch(table_id, user_id)

    async def open_like(self, table_id: int, user_id: int, user_name: str) -> Table:
        return await self._rematches.open_like(table_id, user_id, user_name)

    # -- reads ------------------------------------------------------------------------------

    def table(self, table_id: int) -> Table:
        return self._queries.table(table_id)

    def table_in_channel(self, channel_id: int) -> Table | None:
        return self._queries.table_in_channel(channel_id)

    def tables_for_user(self, user_id: int) -> list[Table]:
        return self._queries.tables_for_user(user_id)

    async def user_tables_anywhere(self, user_id: int) -> list[Table]:
        return await self._queries.user_tables_anywhere(user_id)

    def open_tables(self) -> list[Table]:
        return self._queries.open_tables()

    async def fetch_table(self, table_id: int) -> Table:
        return await self._queries.fetch_table(table_id)

    def view(self, table_id: int, user_id: int | None) -> dict[str, Any]:
        return self._queries.view(table_id, user_id)

    def legal(self, table_id: int, user_id: int) -> list[str]:
        return self._queries.legal(table_id, user_id)

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderboardRow]:
        return await self._queries.leaderboard(guild_id, game, limit)

    async def player_stats(self, guild_id: int, user_id: int) -> list[StatsRow]:
        return await self._queries.player_stats(guild_id, user_id)

    async def recent_tables(self, guild_id: int, limit: int = 10) -> list[RecentTable]:
        return await self._queries.recent_tables(guild_id, limit)

    # -- storage for the faces --------------------------------------------------------------

    async def get_message(self, table_id: int, kind: str) -> int | None:
        return await self._queries.get_message(table_id, kind)

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        await self._queries.set_message(table_id, kind, message_id)

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        return await self._queries.get_dm_message(table_id, user_id, deal)

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        await self._queries.set_dm_message(table_id, user_id, deal, message_id)

    async def dms_closed(self, user_id: int) -> bool:
        return await self._queries.dms_closed(user_id)

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self._queries.set_dms_closed(user_id, closed)

    async def dm_channel(self, user_id: int) -> int | None:
        return await self._queries.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._queries.set_dm_channel(user_id, channel_id)

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        return await self._queries.guild_setting(guild_id, key, default)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self._queries.set_guild_setting(guild_id, key, value)
