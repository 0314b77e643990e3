"""What the faces persist between restarts: posted message ids, DM state, guild settings."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class FaceStorage:
    """Mixed into `Database`; small keyed records the Discord face reads and writes."""

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        raise NotImplementedError

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        raise NotImplementedError

    async def get_message(self, table_id: int, kind: str) -> int | None:
        row = await self.fetchone(
            "SELECT message_id FROM table_messages WHERE table_id = ? AND kind = ?", (table_id, kind)
        )
        return None if row is None else int(row[0])

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        if message_id is None:
            await self.write(
                lambda raw: raw.execute(
                    "DELETE FROM table_messages WHERE table_id = ? AND kind = ?", (table_id, kind)
                )
            )
        else:
            await self.write(
                lambda raw: raw.execute(
                    "INSERT OR REPLACE INTO table_messages (table_id, kind, message_id) VALUES (?, ?, ?)",
                    (table_id, kind, message_id),
                )
            )

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        row = await self.fetchone(
            "SELECT message_id FROM dm_messages WHERE table_id = ? AND user_id = ? AND deal = ?",
            (table_id, user_id, deal),
        )
        return None if row is None else int(row[0])

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        if message_id is None:
            await self.write(
                lambda raw: raw.execute(
                    "DELETE FROM dm_messages WHERE table_id = ? AND user_id = ? AND deal = ?",
                    (table_id, user_id, deal),
                )
            )
        else:
            await self.write(
                lambda raw: raw.execute(
                    "INSERT OR REPLACE INTO dm_messages (table_id, user_id, deal, message_id)"
                    " VALUES (?, ?, ?, ?)",
                    (table_id, user_id, deal, message_id),
                )
            )

    async def dms_closed(self, user_id: int) -> bool:
        row = await self.fetchone("SELECT dms_closed FROM users WHERE user_id = ?", (user_id,))
        return bool(row and row[0])

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self.write(
            lambda raw: raw.execute(
                "INSERT INTO users (user_id, dms_closed) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET dms_closed = excluded.dms_closed",
                (user_id, int(closed)),
            )
        )

    async def dm_channel(self, user_id: int) -> int | None:
        row = await self.fetchone("SELECT dm_channel_id FROM users WHERE user_id = ?", (user_id,))
        return None if row is None or row[0] is None else int(row[0])

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self.write(
            lambda raw: raw.execute(
                "INSERT INTO users (user_id, dm_channel_id) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET dm_channel_id = excluded.dm_channel_id",
                (user_id, channel_id),
            )
        )

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        row = await self.fetchone(
            "SELECT value FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, key)
        )
        return default if row is None else json.loads(row[0])

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        if value is None:
            await self.write(
                lambda raw: raw.execute(
                    "DELETE FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, key)
                )
            )
        else:
            await self.write(
                lambda raw: raw.execute(
                    "INSERT OR REPLACE INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)",
                    (guild_id, key, json.dumps(value)),
                )
            )
