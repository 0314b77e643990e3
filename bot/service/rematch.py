"""After a game: a rematch (same seats, game and options; every person confirms) or a new lobby.

A rematch's confirmations are kept in the settings store (`guild` scope, key
`rematch:<table>`), so a restart between two clicks loses none. Once every person at the
finished table has confirmed, the new table is opened in the same channel with the same
seats (computers included, at their levels) and dealt at once; the finished table stays
closed and its record says which table was its rematch.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot.service import errors, server_settings
from bot.service.model import Seat, Table
from bot.service.queries import Queries
from bot.service.seating import Lobby
from i18n import Text, Who
from persistence.store import Store


def _key(table_id: int) -> str:
    return f"rematch:{table_id}"


@dataclass(frozen=True)
class Rematch:
    """Where a finished table's rematch stands."""

    table_id: int
    confirmed: tuple[int, ...]  # user ids, in the order they pressed Rematch
    waiting: tuple[int, ...]  # the people still to press it, in seat order
    started: int | None = None  # the rematch's table, once dealt


class Rematches:
    """Rematches and new lobbies after finished tables: read through `queries`, opened and dealt
    through `lobby`; the confirmations kept in `db`'s settings."""

    def __init__(self, db: Store, queries: Queries, lobby: Lobby) -> None:
        self._db = db
        self._queries = queries
        self._lobby = lobby
        self._rematch_locks: dict[int, asyncio.Lock] = {}

    def _rematch_lock(self, table_id: int) -> asyncio.Lock:
        return self._rematch_locks.setdefault(table_id, asyncio.Lock())

    async def _finished(self, table_id: int) -> Table:
        table = await self._queries.fetch_table(table_id)
        if table.status != "finished":
            raise errors.GameOver("rematch-unfinished", table=str(table_id))
        return table

    async def rematch(self, table_id: int) -> Rematch:
        """Where the rematch of finished table `table_id` stands (nobody asked: nobody confirmed)."""
        table = await self._finished(table_id)
        return self._status(table, await self._stored(table))

    async def _stored(self, table: Table) -> dict[str, Any]:
        stored = await self._db.setting("guild", table.guild_id, _key(table.id), {})
        return stored if isinstance(stored, dict) else {}

    def _status(self, table: Table, stored: dict[str, Any]) -> Rematch:
        confirmed = tuple(int(u) for u in stored.get("confirmed", ()) if int(u) in table.humans)
        waiting = tuple(u for u in table.humans if u not in confirmed)
        started = stored.get("started")
        return Rematch(table.id, confirmed, waiting, None if started is None else int(started))

    async def confirm_rematch(self, table_id: int, user_id: int) -> tuple[Rematch, Table | None]:
        """`user_id` (a person seated at the finished table) wants the rematch. Returns where it
        stands, and the new table once this was the last confirmation (it is dealt at once)."""
        async with self._rematch_lock(table_id):
            table = await self._finished(table_id)
            stored = await self._stored(table)
            status = self._status(table, stored)
            if status.started is not None:
                raise errors.GameOver("rematch-started", table=str(status.started))
            if user_id not in table.humans:
                raise errors.NotSeated("rematch-players-only", table=str(table.id))
            self._check_channel_free(table)
            if user_id in status.confirmed:
                waiting = [self._name(table, u) for u in status.waiting]
                raise errors.AlreadySeated("rematch-already-asked", waiting=waiting)
            await server_settings.lobby_options(self._queries, table.guild_id, table.channel_id, table.game)
            confirmed = [*status.confirmed, user_id]
            if len(confirmed) < len(table.humans):
                await self._db.set_setting("guild", table.guild_id, _key(table.id), {"confirmed": confirmed})
                return self._status(table, {"confirmed": confirmed}), None
            new = await self._deal_rematch(table)
            done = {"confirmed": confirmed, "started": new.id}
            await self._db.set_setting("guild", table.guild_id, _key(table.id), done)
            return self._status(table, done), new

    async def _deal_rematch(self, table: Table) -> Table:
        host = table.host_id if table.host_id in table.humans else table.humans[0]
        seats = [Seat(s.index, s.user_id, s.name, s.computer) for s in table.seats]
        lobby = await self._lobby.open_table(
            guild_id=table.guild_id,
            channel_id=table.channel_id,
            user_id=host,
            user_name=self._name(table, host),
            game=table.game,
            preset=table.preset,
            options={**table.explicit, "turn_seconds": table.turn_seconds},
            seats=seats,
        )
        return await self._lobby.start_game(lobby.id, host)

    async def open_like(self, table_id: int, user_id: int, user_name: str) -> Table:
        """A fresh lobby for the game and options of closed table `table_id`, hosted by `user_id`."""
        table = await self._queries.fetch_table(table_id)
        if table.open:
            raise errors.AlreadyOpen("rematch-still-open", table=str(table.id))
        self._check_channel_free(table)
        await server_settings.lobby_options(self._queries, table.guild_id, table.channel_id, table.game)
        return await self._lobby.open_table(
            guild_id=table.guild_id,
            channel_id=table.channel_id,
            user_id=user_id,
            user_name=user_name,
            game=table.game,
            preset=table.preset,
            players=len(table.seats) or None,
            options={**table.explicit, "turn_seconds": table.turn_seconds},
        )

    def _check_channel_free(self, table: Table) -> None:
        current = self._queries.table_in_channel(table.channel_id)
        if current is not None:
            raise errors.AlreadyOpen("rematch-channel-busy", table=str(current.id))

    @staticmethod
    def _name(table: Table, user_id: int) -> Who:
        found = next((s.name for s in table.seats if s.user_id == user_id), None)
        return Who.person(found) if found else Who.phrase(Text("over-a-player"))
