"""Settings by scope (`user` or `guild`) and id: small JSON values under a key."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeVar

T = TypeVar("T")
Scope = Literal["user", "guild"]


class SettingsStore:
    """Mixed into `Database`. A missing key reads as the caller's default; None deletes it."""

    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        raise NotImplementedError

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        raise NotImplementedError

    async def setting(self, scope: Scope, scope_id: int, key: str, default: Any = None) -> Any:
        rows = await self.fetchall(
            "SELECT value FROM settings WHERE scope = ? AND scope_id = ? AND key = ?", (scope, scope_id, key)
        )
        return default if not rows else json.loads(rows[0][0])

    async def settings(self, scope: Scope, scope_id: int) -> dict[str, Any]:
        rows = await self.fetchall(
            "SELECT key, value FROM settings WHERE scope = ? AND scope_id = ?", (scope, scope_id)
        )
        return {row[0]: json.loads(row[1]) for row in rows}

    async def settings_named(self, key: str) -> list[tuple[str, int, Any]]:
        rows = await self.fetchall("SELECT scope, scope_id, value FROM settings WHERE key = ?", (key,))
        return [(row[0], int(row[1]), json.loads(row[2])) for row in rows]

    async def set_setting(self, scope: Scope, scope_id: int, key: str, value: Any) -> None:
        if value is None:
            sql, params = (
                "DELETE FROM settings WHERE scope = ? AND scope_id = ? AND key = ?",
                (scope, scope_id, key),
            )
        else:
            sql = "INSERT OR REPLACE INTO settings (scope, scope_id, key, value) VALUES (?, ?, ?, ?)"
            params = (scope, scope_id, key, json.dumps(value))
        await self.write(lambda raw: raw.execute(sql, params))
