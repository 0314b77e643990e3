"""Refusals of the table service. Each carries a short, player-facing `message`.

The face shows `str(error)` (or `error.message`) to the player as is; nothing in it
reveals a hidden card of another player.
"""

from __future__ import annotations


class TableError(Exception):
    """Base of every refusal; `message` is fit to show the player who asked."""

    default = "That can't be done right now."

    def __init__(self, message: str | None = None) -> None:
        self.message = message or self.default
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class NoSuchTable(TableError):
    default = "There is no such table."


class NotSeated(TableError):
    default = "You are not seated at this table."


class NotYourTurn(TableError):
    default = "It is not your turn."


class TableFull(TableError):
    default = "This table is full."


class NotStarted(TableError):
    default = "The game has not started yet."


class IllegalMove(TableError):
    default = "That move is not legal."


class StaleAction(TableError):
    default = "That was for an earlier turn; the table has moved on."


class NotHost(TableError):
    default = "Only the host can do that."


class AlreadyOpen(TableError):
    default = "There is already an open table in this channel."


class AlreadySeated(TableError):
    default = "You are already seated at this table."


class NotInLobby(TableError):
    default = "That can only be done in the lobby, before the game starts."


class BadTableOptions(TableError):
    default = "Those options are not valid for this game."


class OtherShard(TableError):
    """The table is open, but another bot process (the one running its server's shard) serves it."""

    default = "That table is played from its server's channel; use the buttons there."


class GameOver(TableError):
    """The table is finished or abandoned."""

    default = "That table is closed."


class StorageFailed(TableError):
    """The database refused the write (a full or failing disk): nothing changed."""

    default = (
        "That could not be saved just now (a storage problem on my side), so nothing changed. "
        "Try again in a moment."
    )
