## The local terminal table (bot/terminal/local_table.py)

local-starting = Starting a local game of Scopa now (type `quit` to save and leave).
local-saved = Saved. Run the same command to resume.
local-command-moves = list your moves
local-command-help = how to play
local-command-quit = save and leave
local-resuming = Resuming your { $game } table #{ $table } (move { $move }).
local-computers-range = --computers must be between 0 and { $most } (at least one seat is yours).
local-you = You
local-player = Player { $number }
local-pick-number = Pick a move between 1 and { $count }.
local-several-moves = { $card } has several moves; type one of their numbers:
local-table = Table: { $cards }
local-stock = Stock: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
local-your-hand = Your hand: { $cards }
local-their-hand = { $who }'s hand: { $cards }
local-moved = { $who }: { $move }
local-closed = { $reason ->
    [abandoned] The table was abandoned.
    [expired] The table closed: nobody started it in time.
    [empty] The table closed: everyone left.
    [broken] The table closed: its game could not be restored.
   *[other] The table closed ({ $reason }).
  }

## Replaying a game record (bot/terminal/replay.py: python -m bot replay, python -m bot export)

term-replay-standard-rules = standard rules
term-replay-house-rules = House rules:
term-replay-rules = Rules: { $rules }
term-replay-played = Played { $date }; { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }.
term-replay-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }.
term-replay-result-line = Result: { $result }
# A replay's first line: the game, and its seats listed as a sentence lists names.
term-replay-header = { $game } — { $names }
term-replay-computer-seat = { $name } (computer, { $level })
term-replay-deal-over = — deal { $deal } over: { $scores }
term-replay-position = deal { $deal } · { $scores }
term-replay-hand = { $name }: { $cards }
term-replay-the-deal = (the deal)
term-replay-step-help = Enter: next move · b: back · a number: go to that move · q: quit
term-replay-last-move = That was the last move. (b: back, q: quit)
term-replay-game-over = Game over. Result: { $result }
term-replay-cannot-read = Cannot read { $file }: { $reason }
term-replay-wrote = Wrote { $file }.
