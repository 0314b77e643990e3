"""What the faces read from the table service, and the small facts they keep through it.

Reads: one table (in memory, or rebuilt from the database once closed or served by another
shard), a seat's view and legal moves, leaderboards, player stats and recent results. None of
them changes a table. Then the faces' own storage, passed through to the database: the live
message and hand-DM ids, DM channels, and per-guild settings.
"""

from __future__ import annotations

from typing import Any

from bot.service import errors
from bot.service.live_tables import LiveTables
from bot.service.model import LeaderboardRow, Live, RecentTable, StatsRow, Table
from bot.service.ratings import display, ordinal
from bot.service.replay import rebuild, unplayable
from bot.service.shards import Shards
from persistence.store import Store


class Queries:
    """Reads of the open `tables` and of the database `db`; `shards` says which tables are this
    process's to change (`live_or_raise`)."""

    def __init__(self, db: Store, tables: LiveTables, shards: Shards) -> None:
        self._db = db
        self._tables = tables
        self._shards = shards

    def table(self, table_id: int) -> Table:
        live = self._tables.get(table_id)
        if live is not None:
            return live.snapshot()
        closed = self._tables.closed(table_id)
        if closed is not None:
            return closed
        raise errors.NoSuchTable("error-no-open-table", table=str(table_id))

    def table_in_channel(self, channel_id: int) -> Table | None:
        live = self._tables.in_channel(channel_id)
        return None if live is None else live.snapshot()

    def tables_for_user(self, user_id: int) -> list[Table]:
        return [live.snapshot() for live in self._tables.all() if live.seat_of(user_id) is not None]

    async def user_tables_anywhere(self, user_id: int) -> list[Table]:
        """The user's open tables whichever process serves them: this process's from memory, the
        others' read from the database (rebuilt by replay, for reading only). A direct message
        reaches shard 0's process whatever table the user plays at."""
        rows = await self._db.fetchall(
            "SELECT DISTINCT t.id FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = ? AND t.status IN ('lobby', 'playing') ORDER BY t.id",
            (user_id,),
        )
        return [await self.fetch_table(int(row[0])) for row in rows]

    def open_tables(self) -> list[Table]:
        return [live.snapshot() for live in self._tables.all()]

    async def fetch_table(self, table_id: int) -> Table:
        """Like `table()`, but also finds closed tables in the database (rebuilt by replay)."""
        try:
            return self.table(table_id)
        except errors.NoSuchTable:
            pass
        rows = await self._db.load_tables([table_id])
        if not rows:
            raise errors.NoSuchTable("error-no-table-number", table=str(table_id)) from None
        try:
            return rebuild(rows[0]).snapshot()
        except Exception:  # a broken log (or an old one): the table without its position
            return unplayable(rows[0], rows[0].status).snapshot()

    def view(self, table_id: int, user_id: int | None) -> dict[str, Any]:
        """What `user_id` may see (their seat's view; a spectator's view if not seated)."""
        live = self._live_for_query(table_id)
        if live.state is None:
            raise errors.NotStarted()
        seat = None if user_id is None else live.seat_of(user_id)
        return live.state.view(seat)

    def legal(self, table_id: int, user_id: int) -> list[str]:
        """`user_id`'s legal actions now; empty when it is not their turn."""
        live = self._live_for_query(table_id)
        state = live.state
        if state is None or live.status != "playing" or state.to_move is None:
            return []
        if state.to_move != live.seat_of(user_id):
            return []
        return state.legal()

    def _live_for_query(self, table_id: int) -> Live:
        live = self._tables.get(table_id)
        if live is None:
            if self._tables.was_closed(table_id):
                raise errors.GameOver()
            raise errors.NoSuchTable("error-no-open-table", table=str(table_id))
        return live

    async def live_or_raise(self, table_id: int) -> Live:
        """Open table `table_id` to change, or why it cannot be changed here."""
        live = self._tables.get(table_id)
        if live is not None:
            return live
        status = None if self._tables.was_closed(table_id) else await self._db.table_status(table_id)
        if status in ("lobby", "playing") and not self._shards.covers_all:
            raise errors.OtherShard()
        if self._tables.was_closed(table_id) or status is not None:
            raise errors.GameOver()
        raise errors.NoSuchTable("error-no-table-number", table=str(table_id))

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderboardRow]:
        rows = await self._db.leaderboard(guild_id, game, limit)
        return [
            LeaderboardRow(
                r["user_id"],
                r["name"],
                ordinal(r["mu"], r["sigma"]),
                r["mu"],
                r["sigma"],
                r["games"],
                r["wins"],
                display(r["mu"]),
            )
            for r in rows
        ]

    async def player_stats(self, guild_id: int, user_id: int) -> list[StatsRow]:
        rows = await self._db.player_ratings(guild_id, user_id)
        return [
            StatsRow(
                r["game"],
                ordinal(r["mu"], r["sigma"]),
                r["mu"],
                r["sigma"],
                r["games"],
                r["wins"],
                display(r["mu"]),
            )
            for r in rows
        ]

    async def recent_tables(self, guild_id: int, limit: int = 10) -> list[RecentTable]:
        out = []
        for table, seats in await self._db.recent_finished(guild_id, limit):
            out.append(
                RecentTable(
                    table["id"],
                    table["game"],
                    table["preset"],
                    table["finished_at"],
                    tuple((s["user_id"], s["name"], s["rank"], s["score"]) for s in seats),
                    bool(table["vs_computer"]),
                )
            )
        return out

    # -- storage for the faces --------------------------------------------------------------

    async def get_message(self, table_id: int, kind: str) -> int | None:
        return await self._db.get_message(table_id, kind)

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        await self._db.set_message(table_id, kind, message_id)

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        return await self._db.get_dm_message(table_id, user_id, deal)

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        await self._db.set_dm_message(table_id, user_id, deal, message_id)

    async def dms_closed(self, user_id: int) -> bool:
        return await self._db.dms_closed(user_id)

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self._db.set_dms_closed(user_id, closed)

    async def dm_channel(self, user_id: int) -> int | None:
        return await self._db.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._db.set_dm_channel(user_id, channel_id)

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        return await self._db.guild_setting(guild_id, key, default)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self._db.set_guild_setting(guild_id, key, value)
