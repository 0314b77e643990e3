## The lobby: seats, computers, options (bot/discord/features/lobby/)

lobby-usual-rules = The usual rules of { $game }.
lobby-usual-rules-except = The usual rules of { $game }, except:
lobby-turn-timer = Turn timer: { $timer }
lobby-timer-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }
lobby-timer-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
  }
lobby-host = { $who } · host
lobby-open-seat = — open —
lobby-seats = Seats ({ $taken }/{ $seats })
lobby-options = Options
lobby-footer = Join, add computer players, then the host presses Start.
lobby-join = Join
lobby-leave = Leave
lobby-add-computer = Add computer
lobby-start = Start
lobby-remove-computer = Remove a computer player
lobby-seat-of = Seat { $number }: { $who }
lobby-pick-level = Pick the level of the computer player to seat at table #{ $table }.
lobby-all-seated = Every seat is taken. The host can press Start.
lobby-level-placeholder = Level of the computer player
lobby-level-easy = For beginners: simple, often weak choices
lobby-level-normal = Plays sensibly, move by move
lobby-level-hard = Searches ahead; takes a moment to think
lobby-computer-added = Added { $who } in seat { $number }.
lobby-pick-level-first = Pick a level.
lobby-pick-computer-first = Pick the computer seat to remove.
lobby-options-host-only = Only the host can change the options.
lobby-options-in-lobby = Options can only be changed in the lobby, before the game starts.
lobby-computers-in-lobby = The game has already started; computers are seated in the lobby.
optpanel-title = **Options of table #{ $table }** ({ $game }) — pick one to change it.
optpanel-timer = Turn timer
optpanel-timer-about = Time to play before a computer moves for you
optpanel-timer-help = **Turn timer**: when it runs out a computer plays for you; act again to take your seat back.
optpanel-type-a-number = **{ $option }** takes a number: use `{ $command }`.
optpanel-other-number = Any other number: `{ $command }`.
optpanel-pick-option = Option to change
optpanel-pick-value = New value
optpanel-pick-value-first = Pick a value.
optpanel-set = { $option }: **{ $value }**.

# -- the lobby: every empty seat filled in one pick ------------------------------------------
lobby-fill-placeholder = Fill { $count ->
    [one] the empty seat
   *[other] the { $count } empty seats
} with computers…
lobby-fill-level = Computers: { $level }

## What a game is played to, first among the lobby's options (GameFace.lobby_goal)

lobby-goal-first-to = First to { $target ->
    [one] { $target } point
   *[other] { $target } points
  }.
lobby-goal-deals = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
  }; the most points wins.
lobby-goal-stovkahra = A game is won at { $target ->
    [one] { $target } point
   *[other] { $target } points
  }, the match at { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
lobby-goal-most = { $what ->
    [books] Most books wins.
    [pairs] Most pairs wins.
   *[matches] Most matches wins.
  }
lobby-goal-odd-card = Whoever is left holding the odd card loses.
# The lobby's footer, with the host named: Start is on everyone's screen, only the host's works.
lobby-footer-host = Join or add computer players. Only { $host }, the host, can press Start.
