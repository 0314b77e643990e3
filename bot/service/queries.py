"""What the faces read from the table service, and the small facts they keep through it.

Reads: one table (in memory, or rebuilt from the database once closed or served by another
shard), a seat's view and legal moves, leaderboards, player stats and recent results. None of
them changes a table. Then the faces' own storage, passed through to the database: the live
message and hand-DM ids, DM channels, and per-guild settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.service import errors
from bot.service.model import LeaderboardRow, Live, RecentTable, StatsRow, Table
from bot.service.ratings import display, ordinal
from bot.service.replay import rebuild, unplayable

if TYPE_CHECKING:
    from bot.service.table_service import TableService

    _Base = TableService
else:
    _Base = object


class QueryMixin(_Base):
    def table(self, table_id: int) -> Table:
        live = self._live.get(table_id)
        if live is not None:
            return live.snapshot()
        if table_id in self._closed:
            return self._closed[table_id]
        raise errors.NoSuchTable("error-no-open-table", table=str(table_id))

    def table_in_channel(self, channel_id: int) -> Table | None:
        table_id = self._by_channel.get(channel_id)
        return None if table_id is None else self._live[table_id].snapshot()

    def tables_for_user(self, user_id: int) -> list[Table]:
        return [live.snapshot() for live in self._live.values() if live.seat_of(user_id) is not None]

    async def user_tables_anywhere(self, user_id: int) -> list[Table]:
        """The user's open tables whichever process serves them: this process's from memory, the
        others' read from the database (rebuilt by replay, for reading only). A direct message
        reaches shard 0's process whatever table the user plays at."""
        rows = await self.db.fetchall(
            "SELECT DISTINCT t.id FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = ? AND t.status IN ('lobby', 'playing') ORDER BY t.id",
            (user_id,),
        )
        return [await self.fetch_table(int(row[0])) for row in rows]

    def open_tables(self) -> list[Table]:
        return [live.snapshot() for live in self._live.values()]

    async def fetch_table(self, table_id: int) -> Table:
        """Like `table()`, but also finds closed tables in the database (rebuilt by replay)."""
        try:
            return self.table(table_id)
        except errors.NoSuchTable:
            pass
        rows = await self.db.load_tables([table_id])
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
        live = self._live.get(table_id)
        if live is None:
            if table_id in self._closed:
                raise errors.GameOver()
            raise errors.NoSuchTable("error-no-open-table", table=str(table_id))
        return live

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderboardRow]:
        rows = await self.db.leaderboard(guild_id, game, limit)
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
        rows = await self.db.player_ratings(guild_id, user_id)
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
        for table, seats in await self.db.recent_finished(guild_id, limit):
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
        return await self.db.get_message(table_id, kind)

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        await self.db.set_message(table_id, kind, message_id)

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        return await self.db.get_dm_message(table_id, user_id, deal)

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        await self.db.set_dm_message(table_id, user_id, deal, message_id)

    async def dms_closed(self, user_id: int) -> bool:
        return await self.db.dms_closed(user_id)

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self.db.set_dms_closed(user_id, closed)

    async def dm_channel(self, user_id: int) -> int | None:
        return await self.db.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self.db.set_dm_channel(user_id, channel_id)

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        return await self.db.guild_setting(guild_id, key, default)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self.db.set_guild_setting(guild_id, key, value)
