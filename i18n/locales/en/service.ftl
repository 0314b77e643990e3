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

## Finding the table and the turn (bot/discord/core/interact.py)

stale-turn = That was for an earlier turn — the table has moved on. Use /hand for your current cards.
no-table-here = There is no open table in this channel. Start one with `/table new`.
no-table-yours = You are not playing at any table. Join one in a server channel.
several-tables = You are at several tables; use the command in that table's channel.
command-other-game = `{ $command }` is for { $game }; this table plays { $playing }.
not-playing-here = You are not playing at this table.
game-finished = That game is over.
not-your-turn-who = It is not your turn; it is { $who }'s.
you-played = You played: { $move }.
hint-try = Try **{ $move }** (`/play` or `/move { $action }`): { $why }.
