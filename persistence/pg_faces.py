"""What the faces persist between restarts, in PostgreSQL: posted message ids, DM state,
user, guild and scoped settings (SQLite's twins: face_storage.py, settings_store.py)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import asyncpg


class PgFaceStorage:
    """Mixed into `PostgresStore`; small keyed records the Discord face reads and writes."""

    _pool: asyncpg.Pool

    async def get_message(self, table_id: int, kind: str) -> int | None:
        value = await self._pool.fetchval(
            "SELECT message_id FROM table_messages WHERE table_id = $1 AND kind = $2", table_id, kind
        )
        return None if value is None else int(value)

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        if message_id is None:
            await self._pool.execute(
                "DELETE FROM table_messages WHERE table_id = $1 AND kind = $2", table_id, kind
            )
        else:
            await self._pool.execute(
                "INSERT INTO table_messages (table_id, kind, message_id) VALUES ($1, $2, $3)"
                " ON CONFLICT (table_id, kind) DO UPDATE SET message_id = excluded.message_id",
                table_id,
                kind,
                message_id,
            )

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        value = await self._pool.fetchval(
            "SELECT message_id FROM dm_messages WHERE table_id = $1 AND user_id = $2 AND deal = $3",
            table_id,
            user_id,
            deal,
        )
        return None if value is None else int(value)

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        if message_id is None:
            await self._pool.execute(
                "DELETE FROM dm_messages WHERE table_id = $1 AND user_id = $2 AND deal = $3",
                table_id,
                user_id,
                deal,
            )
        else:
            await self._pool.execute(
                "INSERT INTO dm_messages (table_id, user_id, deal, message_id) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (table_id, user_id, deal) DO UPDATE SET message_id = excluded.message_id",
                table_id,
                user_id,
                deal,
                message_id,
            )

    async def dms_closed(self, user_id: int) -> bool:
        value = await self._pool.fetchval("SELECT dms_closed FROM users WHERE user_id = $1", user_id)
        return bool(value)

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self._pool.execute(
            "INSERT INTO users (user_id, dms_closed) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET dms_closed = excluded.dms_closed",
            user_id,
            int(closed),
        )

    async def dm_channel(self, user_id: int) -> int | None:
        value = await self._pool.fetchval("SELECT dm_channel_id FROM users WHERE user_id = $1", user_id)
        return None if value is None else int(value)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._pool.execute(
            "INSERT INTO users (user_id, dm_channel_id) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET dm_channel_id = excluded.dm_channel_id",
            user_id,
            channel_id,
        )

    async def setting(self, scope: str, scope_id: int, key: str, default: Any = None) -> Any:
        value = await self._pool.fetchval(
            "SELECT value FROM settings WHERE scope = $1 AND scope_id = $2 AND key = $3", scope, scope_id, key
        )
        return default if value is None else json.loads(value)

    async def settings(self, scope: str, scope_id: int) -> dict[str, Any]:
        rows = await self._pool.fetch(
            "SELECT key, value FROM settings WHERE scope = $1 AND scope_id = $2", scope, scope_id
        )
        return {row["key"]: json.loads(row["value"]) for row in rows}

    async def settings_named(self, key: str) -> list[tuple[str, int, Any]]:
        rows = await self._pool.fetch("SELECT scope, scope_id, value FROM settings WHERE key = $1", key)
        return [(row["scope"], int(row["scope_id"]), json.loads(row["value"])) for row in rows]

    async def set_setting(self, scope: str, scope_id: int, key: str, value: Any) -> None:
        if value is None:
            await self._pool.execute(
                "DELETE FROM settings WHERE scope = $1 AND scope_id = $2 AND key = $3", scope, scope_id, key
            )
        else:
            await self._pool.execute(
                "INSERT INTO settings (scope, scope_id, key, value) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (scope, scope_id, key) DO UPDATE SET value = excluded.value",
                scope,
                scope_id,
                key,
                json.dumps(value),
            )

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        value = await self._pool.fetchval(
            "SELECT value FROM guild_settings WHERE guild_id = $1 AND key = $2", guild_id, key
        )
        return default if value is None else json.loads(value)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        if value is None:
            await self._pool.execute(
                "DELETE FROM guild_settings WHERE guild_id = $1 AND key = $2", guild_id, key
            )
        else:
            await self._pool.execute(
                "INSERT INTO guild_settings (guild_id, key, value) VALUES ($1, $2, $3)"
                " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                guild_id,
                key,
                json.dumps(value),
            )
