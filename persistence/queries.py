"""Read-only queries over finished games: leaderboards, player stats, recent tables."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any


class Queries:
    """Mixed into `Database`."""

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        raise NotImplementedError

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[sqlite3.Row]:
        """Rows (user_id, name, mu, sigma, games, wins), best conservative rating first."""
        return await self.fetchall(
            "SELECT user_id, name, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND game = ?"
            " ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT ?",
            (guild_id, game, limit),
        )

    async def player_ratings(self, guild_id: int, user_id: int) -> list[sqlite3.Row]:
        """Rows (game, mu, sigma, games, wins), most played first."""
        return await self.fetchall(
            "SELECT game, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND user_id = ?"
            " ORDER BY games DESC, game",
            (guild_id, user_id),
        )

    async def recent_finished(
        self, guild_id: int, limit: int = 10
    ) -> list[tuple[sqlite3.Row, list[sqlite3.Row]]]:
        """The latest finished tables of a guild, each with its per-seat results."""
        tables = await self.fetchall(
            "SELECT id, game, preset, finished_at, vs_computer FROM tables WHERE guild_id = ?"
            " AND status = 'finished' ORDER BY finished_at DESC, id DESC LIMIT ?",
            (guild_id, limit),
        )
        out = []
        for table in tables:
            seats = await self.fetchall(
                "SELECT seat, user_id, name, computer, side, score, rank, won FROM results"
                " WHERE table_id = ? ORDER BY seat",
                (table["id"],),
            )
            out.append((table, seats))
        return out
