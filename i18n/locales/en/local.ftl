## The terminal table, game by game (bot/terminal/local_table.py, moves.py, aftermath.py, screens.py)
## and `python -m bot tables`. `$by` / `$to` are `you` when the seat is the reader's own.

local-bad-players = { $game } is for { $shown } players, not { $players }.
local-opened-game = { $game } — table #{ $table }: { $names }. Type `help` for how to play, `rules` for the rules.
local-abandoned-new = Abandoned your { $game } table #{ $table }; starting a new one.
local-new-confirm = Abandon your { $game } table #{ $table } (move { $move }) and start a new one? Type `y` to confirm.
local-new-kept = Kept table #{ $table }: nothing was changed.
local-new-not-asked = `--new` would abandon your { $game } table #{ $table } (move { $move }), and there is no one at a terminal to confirm it. Add `--yes` to start over anyway.
local-option-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
  }
local-option-computers = { $count ->
    [one] { $count } computer
   *[other] { $count } computers
  }
local-resumed-other = You asked for { $asked }; this saved game has { $saved }. To start a new game instead: `{ $command }`

local-prompt-move = Your move (a move's number, or a card)
local-prompt-board = Turn up a card (its number on the board)
local-prompt-ask = Ask (a rank, or a player and a rank: { $example })
local-prompt-draw = Draw from { $who } (a card from 1 to { $count })
local-prompt-discard = Lay three cards aside (like { $example })

local-command-rules = the rules of this game
local-command-hint = a suggested move
local-help-scopa = Play a card: its number in the list, its notation (7d, or 7d:3c+4s to choose what it takes), or its name (7 di denari, settebello) when that card has a single move.
local-help-scarto = Play a card: its number in the list, its notation (7c, T5) or its name. When you deal, first lay three cards aside: type them, like `2s 3s 6s` or `2s,3s,6s`.
local-help-stovkahra = Play a card or declare: the number of the move in the list, or the card's notation or name.
local-help-gofish = Ask a player for a rank you hold: `ask bob 7`, `bob sevens`, or just `7` when only one player can be asked. If they have none, you go fish from the pond.
local-help-concentration = Type the number of a card on the board to turn it up (`12` turns up card 12). Turn up two of a kind to take them and go again.
local-help-oldmaid = Draw a card from the player shown: type its place in their hand, from 1 to the number of cards they hold. Pairs are discarded; don't be left holding the odd card.
local-help-commands = Commands: `help`, `rules`, `hint` (a suggested move), `table` (show the table again), `quit` (save and leave; the same command resumes). At a terminal, Tab completes your moves.
local-hint-thinking = Thinking…
local-hint = Try { $move } ({ $action }): { $why }.

local-deal-heading = ── Deal { $deal }{ $has_dealer ->
    [yes] {" "}· dealer { $dealer }
   *[no] {""}
  } · { $scores }{ $target ->
    [0] {""}
   *[other] {" "}· first to { $target }
  }
local-empty-table = empty
local-running-scores = Scores: { $scores }
local-you-deal-discard = You deal: lay three cards aside first (not a King, the Angel or the Matto).
local-stovkahra-heading = Trumps: { $suit } (bottom card { $card }) · dealer { $dealer }
local-stovkahra-brcke = Brčke: { $each } (first to { $target })
local-trick-now = Trick { $number }: { $played }
local-col-player = Player
local-col-hand = Cards
local-col-books = Books
local-pond = Pond: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
local-out = out
local-board-status = { $left ->
    [one] { $left } card left on the board
   *[other] { $left } cards left on the board
  } · cards taken: { $taken }
local-lays-aside = { $by ->
    [you] You lay { $cards } aside.
   *[other] { $who } lays three cards aside.
  }
local-deal-scored = ── Deal { $deal } scored: { $scores }
local-game-won = Game over: { $by ->
    [you] you win.
   *[other] { $winners } { $count ->
        [one] wins.
       *[other] win.
    }
  }
local-replay-hint = Replay it with `python -m bot export { $table } --out table.txt`, then `python -m bot replay table.txt`.

local-gofish-asks = { $by ->
    [you] You ask
   *[other] { $who } asks
  } { $to ->
    [you] you
   *[other] { $target }
  } for { $rank }.
local-gofish-gives = { $by ->
    [you] You give
   *[other] { $who } gives
  } { $cards }.
local-gofish-lucky = It is { $card }, what was asked for: another turn.
local-gofish-draws = { $by ->
    [you] You draw { $card }.
   *[other] { $known ->
        [yes] { $who } draws { $card }.
       *[no] { $who } draws a card.
    }
  }
local-oldmaid-shuffles = { $by ->
    [you] You shuffle your hand.
   *[other] { $who } shuffles their hand.
  }
local-oldmaid-draws = { $by ->
    [you] You draw { $card } from { $holder }.
   *[other] { $known ->
        [yes] { $who } draws { $card } from { $to ->
            [you] you
           *[other] { $holder }
        }.
       *[no] { $who } draws a card from { $to ->
            [you] you
           *[other] { $holder }
        }.
    }
  }
local-oldmaid-pair = { $by ->
    [you] You discard
   *[other] { $who } discards
  } a pair of { $rank }.
oldmaid-went-out = { $by ->
    [you] You have no cards left: you are out.
   *[other] { $who } has no cards left and is out.
  }
local-concentration-turns-up = { $by ->
    [you] You turn up
   *[other] { $who } turns up
  } card { $number }: { $card }.
concentration-match = A match: { $by ->
    [you] you take
   *[other] { $who } takes
  } { $cards }.
concentration-again = { $by ->
    [you] Your turn again.
   *[other] { $who } goes again.
  }
local-concentration-miss = No match: they are turned face down again.
local-trick-won = Trick { $number } to { $winner }: { $cards }.{ $tally }
local-trick-tally = {" "}({ $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }, { $points ->
    [one] { $points } card point
   *[other] { $points } card points
  } so far)
local-trick-tally-team = {" "}(their team: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }, { $points ->
    [one] { $points } card point
   *[other] { $points } card points
  } so far)
local-last-trick = Last trick of the deal: { $cards }.

local-board-number = Type the number of a card on the board, from 1 to { $most }.
local-board-not-there = Card { $number } is not on the board any more: pick a number shown.
local-draw-number = Type the place of the card to draw, from 1 to { $count }.
local-ask-what = Ask for a rank you hold, like `{ $example }`.
local-ask-whom = Whom do you ask for { $rank }? Name them too, like `{ $example }`.
local-discard-unread = “{ $text }” is not three cards. Type them like `2s 3s 6s`.
local-discard-three = That is { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }: the discard is exactly three, like `2s 3s 6s`.

local-col-cards = Cards
local-col-coins = Coins
local-col-settebello = Settebello
local-col-primiera = Primiera
local-col-scope = Scope
local-col-deal = Points
local-col-total = Total
local-target = First to { $target ->
    [one] { $target } point
   *[other] { $target } points
  } wins.

local-tables-none = No terminal tables yet. Start one with `python -m bot play scopa`.
local-tables-saved = Saved (unfinished): the same `play` command resumes each
local-tables-finished = Finished
local-col-game = Game
local-col-players = Players
local-col-moves = Moves
local-col-when = When
local-col-winner = Won
local-tables-how = Replay a finished table with `python -m bot export ID --out table.txt`, then `python -m bot replay table.txt`.
local-export-no-table = There is no table #{ $table } in { $db }. `python -m bot tables` lists them.
local-ask-nobody = Nobody here is called { $name }. You can ask: { $names }.
local-plays = { $by ->
    [you] You { $verb ->
        [lays] lay
       *[plays] play
    }
   *[other] { $who } { $verb ->
        [lays] lays
       *[plays] plays
    }
  } { $card }.
local-plays-takes = { $by ->
    [you] You play { $card } and take
   *[other] { $who } plays { $card } and takes
  } { $cards }.
local-scopa-sweep = { $by ->
    [you] Scopa! You sweep the table.
   *[other] Scopa! { $who } sweeps the table.
  }
local-hand-typed = Typed: { $cards }
