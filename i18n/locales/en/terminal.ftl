## The local terminal table (bot/terminal/local_table.py)

local-saved = Saved. Run the same command to resume.
local-help = Type a move: its number from the list, its notation (7d, 7d:3c+4s), or a card name
    (7 di denari, 7♦, settebello) when that card has a single move.
    Commands: help, moves (list your moves again), table (show the table), quit (save and leave;
    run the same command to resume). At a terminal, Tab completes your moves.
local-resuming = Resuming your { $game } table #{ $table } (move { $move }).
local-abandoned = (Abandoned the unfinished { $game } table #{ $table }.)
local-computers-range = --computers must be between 0 and { $most } (at least one seat is yours).
local-opened = { $game } ({ $preset }) — table #{ $table }: { $names }. Type `help` for help.
local-you = You
local-player = Player { $number }
local-pick-number = Pick a move between 1 and { $count }.
local-several-moves = { $card } has several moves; type one of their numbers:
local-deal = ── deal { $deal } · { $scores }
local-table = Table: { $cards }
local-stock = Stock: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
local-your-hand = Your hand: { $cards }
local-their-hand = { $name }'s hand: { $cards }
local-your-move = Your move:
local-their-move = { $name }, your move:
local-deal-over = — Deal { $deal } is over. Scores: { $scores }
local-game-over = Game over: { $winners } won ({ $scores }).
local-closed = The table closed ({ $reason }).
