## The table service's refusals, with their details (bot/service/*.py)
## Table numbers come as text ("#1234", never "#1,234").

error-not-started-host = The game has not started yet; the host starts it with Start.
error-pick-from-list = Pick that move from the list (`/move` shows every legal one).
error-no-table-number = There is no table #{ $table }.
error-no-open-table = There is no open table #{ $table }.
forward-not-answering = I can't reach that table right now; try again in a minute.
error-other-process = I can't open a table on this server right now; try again in a minute.
error-already-open-finish = There is already an open table in this channel; finish or abandon it first.
error-table-full-count = This table is full ({ $count ->
    [one] { $count } player
   *[other] { $count } players
  }).
error-computer-level = Computer levels are { $shown }, not `{ $level }`.
error-no-computer-seat = There is no computer seat to remove.
error-not-computer-seat = Seat { $seat } is not a computer seat.
error-players-for = This game is for { $shown } players, not { $players }.
error-seated-already = { $count ->
    [one] { $count } player is
   *[other] { $count } players are
  } seated already.
error-start-needs = { $game } needs { $count ->
    [one] { $count } player
   *[other] { $count } players
  }; { $seated } seated. Wait for players to join or add a computer.
error-start-needs-range = { $game } needs { $low } to { $high ->
    [one] { $high } player
   *[other] { $high } players
  }; { $seated } seated. Wait for players to join or add a computer.
error-start-needs-one-of = { $game } needs { $shown } players; { $seated } seated. Wait for players to join or add a computer.
error-seed-range = The seed must be a whole number from 0 to { $most }.
error-already-closed = That table is already closed.
error-already-started = The game has already started.
error-lobby-only = The game has already started; that only works in the lobby.
error-host-only = { $named ->
    [yes] Only the host, { $host }, can do that.
   *[no] Only the host can do that.
  }
error-host-options = { $named ->
    [yes] Only the host, { $host }, can change the options.
   *[no] Only the host can change the options.
  }
error-host-start = { $named ->
    [yes] Only the host, { $host }, can start the game.
   *[no] Only the host can start the game.
  }
error-host-computers = Only the host can add or remove computers.
error-host-abandon = Only the host (or a server manager) can abandon this table.
error-host-kick = Only the host (or a server manager) can kick players.
error-player-not-seated = That player is not seated at this table.
error-kick-host = The host can't be kicked; the host can leave or abandon the table.
error-away-yours = A computer is already playing your seat until you are back.
error-away-theirs = A computer is already playing that seat until its player is back.
error-players-number = `players` takes a whole number, not { $value }.
error-turn-seconds = `turn_seconds` takes a number of seconds or `off`, not { $value }.
error-turn-range = The turn timer must be off or between { $low } and { $high ->
    [one] { $high } second
   *[other] { $high } seconds
  }.

## Server settings (bot/service/server_settings.py, history.py)

error-bad-setting = That is not a valid setting.
setting-turn-range = The turn timer is 0 (off) or between { $low } and { $high ->
    [one] { $high } minute
   *[other] { $high } minutes
  }.
setting-level = The computer level is one of { $shown }, not { $value }.
setting-last-game = { $game } is the only game allowed; allow another one first.
setting-game-not-here = { $game } is not played on this server. Games here: { $allowed }.
setting-channels-only = Tables are opened in { $channels } on this server.
setting-period = The period is one of { $shown }, not { $value }.

## Replays and rematches (bot/service/records.py, rematch.py)

replay-never-started = Table #{ $table } never started; there is nothing to replay.
replay-no-table = There is no table #{ $table } in this server.
replay-still-playing = Table #{ $table } is still being played. Its replay opens when the game is over.
replay-closed-early = Table #{ $table } was closed before the game ended; there is no replay.
rematch-unfinished = Table #{ $table } did not finish, so it has no rematch.
rematch-started = The rematch has already started: table #{ $table }.
rematch-players-only = Only the players of table #{ $table } can ask for its rematch. Press New table to open a table anyone can join.
rematch-already-asked = You already asked for the rematch; waiting for { $waiting }.
rematch-still-open = Table #{ $table } is still open in this channel.
rematch-channel-busy = Table #{ $table } is already open in this channel: play there, or its host closes it with `/table abandon`.
