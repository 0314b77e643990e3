## Refusals of the table service (bot/service/errors.py and its callers)

error-cannot-now = That can't be done right now.
error-no-such-table = There is no such table.
error-not-seated = You are not seated at this table.
error-not-your-turn = It is not your turn.
error-table-full = This table is full.
error-not-started = The game has not started yet.
error-illegal-move = That move is not legal.
error-stale = That was for an earlier turn; the table has moved on.
error-not-host = Only the host can do that.
error-already-open = There is already an open table in this channel.
error-already-seated = You are already seated at this table.
error-not-in-lobby = That can only be done in the lobby, before the game starts.
error-bad-options = Those options are not valid for this game.
error-other-shard = That table is played from its server's channel; use the buttons there.
error-game-over = That table is closed.
error-storage = That could not be saved just now (a storage problem on my side), so nothing changed. Try again in a moment.
