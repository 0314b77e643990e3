"""Refusals of the table service. Each carries a short, player-facing message.

A refusal is raised with a catalogue id and its arguments (`NotYourTurn("not-your-turn-who",
who=name)`), or with nothing (its class's `default` id). `.text` is that `i18n.Text`: the face
renders it in the player's language; `str(error)` and `.message` are the English sentence.
Nothing in it reveals a hidden card of another player.
"""

from __future__ import annotations

from typing import Any

from i18n import Text, is_message_id


class TableError(Exception):
    """Base of every refusal; `text` is fit to show the player who asked."""

    default = "error-cannot-now"

    def __init__(self, message: str | Text | None = None, /, **args: Any) -> None:
        if isinstance(message, Text):
            self.text = message
        elif message is None:
            self.text = Text(self.default, **args)
        elif args or is_message_id(message):
            self.text = Text(message, **args)
        else:
            self.text = Text.plain(message)  # already final text (a game's own English refusal)
        self.message = str(self.text)
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class NoSuchTable(TableError):
    default = "error-no-such-table"


class NotSeated(TableError):
    default = "error-not-seated"


class NotYourTurn(TableError):
    default = "error-not-your-turn"


class TableFull(TableError):
    default = "error-table-full"


class NotStarted(TableError):
    default = "error-not-started"


class IllegalMove(TableError):
    default = "error-illegal-move"


class StaleAction(TableError):
    default = "error-stale"


class NotHost(TableError):
    default = "error-not-host"


class AlreadyOpen(TableError):
    default = "error-already-open"


class AlreadySeated(TableError):
    default = "error-already-seated"


class NotInLobby(TableError):
    default = "error-not-in-lobby"


class BadTableOptions(TableError):
    default = "error-bad-options"


class OtherShard(TableError):
    """The table is open, but another bot process (the one running its server's shard) serves it."""

    default = "error-other-shard"


class GameOver(TableError):
    """The table is finished or abandoned."""

    default = "error-game-over"


class StorageFailed(TableError):
    """The database refused the write (a full or failing disk): nothing changed."""

    default = "error-storage"
