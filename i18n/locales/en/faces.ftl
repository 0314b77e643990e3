## /table replies (bot/discord/features/lobby/cog.py)

table-joined = You joined table #{ $table }.
table-left = You left table #{ $table }.
table-left-playing = You left table #{ $table }. A computer plays your seat now; play again (`/play`, `/hand`) to take it back.
table-started = Game on! Your cards are coming by DM.
table-option-set = Set `{ $option }` to **{ $value }**.
table-options-heading = **Options of table #{ $table }** (only the host can change them, in the lobby):
table-closed = Table #{ $table } is closed.
error-user-not-seated = { $who } is not seated at this table.
table-kicked = { $who } was removed from table #{ $table }.
table-kicked-playing = A computer now plays { $who }'s seat at table #{ $table }.
table-computer-removed = Removed 🤖 { $who } from table #{ $table }.
table-seat-choice = Seat { $seat }: { $who }

## /leaderboard and /stats (bot/discord/features/records/cog.py)

period-all = all time
period-season = season { $season }
period-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
  } { NUMBER($year, useGrouping: 0) }
board-empty = No rated { $game } games in this server yet. Open one with `{ $command }`.
board-empty-period = No rated { $game } games in this server in { $period }. Open one with `{ $command }`.
board-title = { $game } leaderboard
board-title-period = { $game } leaderboard — { $period }
board-footer = New players start at 1500; the order also weighs how sure the rating is (few games rank lower). Games with computer players are rated too: each computer level plays at a fixed strength.
stats-none = { $who } has no finished games in this server yet.
stats-title = { $who }'s games
stats-rating = rating **{ $rating }**
stats-games-none = no games
stats-games-won = { $games ->
    [one] { $games } game
   *[other] { $games } games
  }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } ({ NUMBER($rate, style: "percent") })

## /history and the record under /stats (bot/discord/features/records/history.py)

history-line = `#{ $table }` { $game } · { $outcome } { $score } vs { $opponents }
history-line-with = `#{ $table }` { $game } · { $outcome } { $score } vs { $opponents } (with { $partners })
history-won = **won**
history-tied = **tied**
history-lost = lost
# $teams: "yes" when the sides are teams (Japanese counts 組 then, 人 otherwise).
history-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  } of { $sides }
history-none = { $who } has no finished games in this server yet.
history-none-game = { $who } has no finished { $game } games in this server yet.
history-title = { $who }'s last games
history-title-game = { $who }'s last { $game } games
history-footer = Newest first · rating change after each game · ▶ replays a game
record-title = Record
record-won = { $game }: won { $wins } of { $games } ({ NUMBER($rate, style: "percent") })
record-streak-wins = { $count ->
    [one] { $count } win
   *[other] { $count } wins
  } in a row
record-streak-losses = { $count ->
    [one] { $count } loss
   *[other] { $count } losses
  } in a row
record-best-streak = best streak { $count }
record-opponents = Most frequent opponents
record-opponent = { $who }: { $games ->
    [one] { $games } game
   *[other] { $games } games
  } ({ $wins } won, { $losses } lost)

## /replay (bot/discord/features/records/replay_view.py, cogs/replay.py)

replay-choice-you = you
replay-title = { $game } #{ $table } — replay
replay-start = **The deal** — { $moves ->
    [one] { $moves } move follows
   *[other] { $moves } moves follow
  }.
replay-move = **Move { $number }** · { $who }: { $move }
replay-deal = **Deal { $deal }**
replay-on-table = **On the table:** { $cards }
replay-nothing = nothing
replay-hands = Hands
replay-score = Score
replay-side = side { $side }
replay-this-deal = ({ $gained } this deal)
replay-deal-field = Deal { $deal } — { $title }
replay-result = Result
replay-unfinished = unfinished
replay-result-won = { $scores } — { $winners } won
replay-result-nobody = { $scores } — nobody won
replay-footer = Move { $number } of { $moves }
replay-footer-played = Move { $number } of { $moves } · played { $date }
replay-open = Replay #{ $table }
replay-hard-pick = Hard's pick
replay-step-first = Step to a move first.
replay-hard-same = Move { $number } · { $said } Hard would have chosen the same: { $why }.
replay-hard-other = Move { $number } · { $said } Hard would have { $kind ->
        [takes] **played { $card } and taken { $cards }**
        [plays] **played { $card }**
        [lays] **laid { $card }**
        [aside] **laid { $cards } aside**
        [asks] **asked { $whom } for { $rank }**
        [flips] **turned up card { $place }**
        [draws] **drawn card { $place }**
        [draws-from] **drawn card { $place } from { $whom }**
        [shuffles] **shuffled the hand**
        [declares] **declared { $combination }**
        [passes] **finished declaring**
        [signals] **signalled the partner to lead { $suit }**
        [dost] **claimed dost**
        [brcka-add] **added the brčke to the team's tally**
        [brcka-take] **taken the brčke off the losers' tally**
       *[move] chosen “**{ $move }**”
    }: { $why }.
# A move that is not a card, as its player chose it (`$said` above).
replay-hard-chose = { $by ->
    [you] You chose “{ $move }”.
   *[other] { $who } chose “{ $move }”.
  }
# A move that is not a card, said whole in a finished game's replay (`Bot 1 asks alice for Sevens.`).
replay-move-said = { $by ->
    [you] You { $kind ->
        [asks] ask { $whom } for { $rank }
        [flips] turn up card { $place }
        [draws] draw card { $place }
        [draws-from] draw card { $place } from { $whom }
        [shuffles] shuffle your hand
        [declares] declare { $combination }
        [passes] are done declaring
        [signals] signal your partner to lead { $suit }
        [dost] claim dost
        [brcka-add] add the brčke to your team's tally
        [brcka-take] take the brčke off the losers' tally
       *[aside] lay { $cards } aside
    }
   *[other] { $who } { $kind ->
        [asks] asks { $whom_kind ->
            [you] you
           *[other] { $whom }
        } for { $rank }
        [flips] turns up card { $place }
        [draws] draws card { $place }
        [draws-from] draws card { $place } from { $whom_kind ->
            [you] you
           *[other] { $whom }
        }
        [shuffles] shuffles their hand
        [declares] declares { $combination }
        [passes] is done declaring
        [signals] signals their partner to lead { $suit }
        [dost] claims dost
        [brcka-add] adds the brčke to their team's tally
        [brcka-take] takes the brčke off the losers' tally
       *[aside] lays { $cards } aside
    }
  }.

## The private hand panel (bot/discord/core/hand_panel.py)

panel-my-hand = My hand
panel-other-card = ↩ Choose another card
panel-how-to-play-card = How do you play { $card }?
panel-picked = You picked **{ $card }**; choose what it takes.
panel-suit-open = { $suit } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  })
panel-suit-closed = { $suit } ({ $count }) — not now
panel-suits-not-now = -# Not now: { $suits }
panel-suit-count = { $suit } ({ $count })
panel-choose-move = Choose your move
panel-choose-card = Choose a card to play
panel-not-yet = It is not your turn yet; these buttons work once it is.
panel-nobody = nobody
panel-cannot-play = You can't play { $card } now.
panel-earlier-deal = That hand was for an earlier deal. Use /hand for your current cards.
panel-no-longer-held = You no longer hold { $card }. Use /hand for your current cards.
panel-not-your-turn-yet = Not your turn yet — { $who } to play.

emoji-and-card = { $emoji } { $card }
