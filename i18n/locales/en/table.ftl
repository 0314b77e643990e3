## What a channel and a DM show as a game goes on: the lobby, the live table, hands, deal
## summaries, the game over, turn pings, Follow DMs, notices (bot/discord/core/embeds.py, lobby.py,
## live_table.py, game_over.py, final_facts.py, turn_ping.py, follow.py, permissions.py) and the
## words on the table picture (bot/discord/pictures/table.py).
## Table numbers come as text ("#1234", never "#1,234").

## The live table

live-title = { $game } — table #{ $table }
live-seat-number = seat { $number }
# A computer seat's name, the same on every screen (text, pictures, panels, pings, records):
# short enough for a picture's seat plate. The service stores it in English (`Computer 2 (hard)`).
seat-computer = Bot { $number }
# A computer seat named with its level, where the level matters (the lobby, records): $name is
# `seat-computer`, $level a `level-*` word as the /table computer add choices say it.
seat-computer-level = { $name } ({ $level })
live-away = { $who } (away)
live-waiting = Waiting to start.
live-deal = Deal { $deal }
live-on-table = **On the table:** { $cards }
live-nothing = nothing
live-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
live-stock = Stock: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
live-players = Players
live-side-number = side { $number }
live-first-to = first to { $target }
live-move = { $who }: { $move }
live-back = { $who } is back at the table.
live-closed = This table was closed.
live-closed-abandoned = Closed by the host (or a moderator).
live-closed-expired = Closed: nobody started this table in time.
live-closed-empty = Closed: everyone left.
live-closed-broken = Closed: this game could not be restored after a restart. Open a new table with `/table new`.
live-game-over = Game over.
live-how-to-play = Play with /play, /hand or /move. Your cards come by DM.

## Notices in the channel

notice-timed-out = ⏱ { $who } ran out of time, so a computer player moved for them. Play again (`/play`, `/hand`) to take the seat back.
notice-handed-over = 🚪 { $who } { $how ->
    [kicked] was removed by the host
   *[left] left the game
  }: a computer plays their seat from now on. They can take it back by playing again.
notice-dms-closed = { $who }, I can't send you direct messages (they are closed for this server), so I won't try again. Use `/hand` here to see your cards and play — only you will see it.

## The lobby

## The host's options panel

## A player's hand (DM, /hand)

handview-title = { $game } — table #{ $table }, deal { $deal }
handview-yours = **Your hand:** { $cards }
handview-empty = empty
handview-your-turn = Your turn.
handview-live-table = live table in the channel
handview-live-table-link = [live table]({ $url })
handview-not-your-turn = { $armed ->
    [yes] Not your turn yet: these buttons work once it is. The { $table } shows the play.
   *[no] Not your turn yet: the { $table } shows the play.
  }

## Deal summaries

summary-deal-scored = Deal { $deal } scored

## Game over

over-title = { $table }: { $outcome }
over-won = { $who } won!
over-nobody-won = Nobody won
over-game-over = Game over
over-a-player = a player
over-ratings = Ratings
over-footer = { $unrated ->
    [yes] This game was not rated. Rematch: the same players and rules, once each player presses it. New table: a fresh lobby.
   *[no] Rematch: the same players and rules, once each player presses it. New table: a fresh lobby.
  }
over-rematch = Rematch
over-rematch-count = Rematch ({ $done }/{ $count })
over-new-table = New table
over-rematch-on = 🔁 The rematch is on: table #{ $table }, below.
# One player in the rematch line: asked already, still to answer.
over-rematch-done = ✅ { $who_name }
over-rematch-still = ⏳ { $who_name }
over-rematch-waiting = 🔁 Rematch? { $done } · { $waiting } — waiting for { $who }.

## What decided the game (bot/discord/final_facts.py)

facts-score = { $game ->
    [scarto] { $signed } { $count ->
        [one] point
       *[other] points
      }
    [stovkahra] { $count ->
        [one] { $count } brčka
       *[other] { $count } brčke
      }
    [gofish] { $count ->
        [one] { $count } book
       *[other] { $count } books
      }
   *[other] { $count ->
        [one] { $count } point
       *[other] { $count } points
      }
  }
facts-matches = { $size ->
    [2] { $count ->
        [one] { $count } pair
       *[other] { $count } pairs
      }
    [3] { $count ->
        [one] { $count } triple
       *[other] { $count } triples
      }
   *[other] { $count ->
        [one] { $count } four of a kind
       *[other] { $count } fours of a kind
      }
  }
facts-separator = {", "}
# A category a side took, and how many each side had: "alice, 5–3".
facts-taken-count = { $takers }, { $counts }
facts-player = player { $number }
facts-count-to = { $count } to { $other }
facts-settebello = Settebello (7 di denari)
facts-primiera = Primiera
facts-denari = Most coins
facts-carte = Most cards
facts-tie = nobody (a tie)
facts-tie-each = nobody (a tie, { $count } each)
facts-scope = Scope (sweeps)
facts-none = none
facts-settanta = Settanta
facts-re-bello = Re bello
facts-napola = Napola
facts-won-at-once = { $who } won at once with { $how ->
    [cappotto] all ten coins
   *[napola] a full napola
  }.
facts-last-deal = { $deals ->
    [1] The deal
   *[other] Last deal (of { $deals } deals)
  }
# A seat's deals, one by one, and its total: `alice: +3, −2 → **+1** (5 tricks in all)`.
facts-seat-deals = { $who_name }: { $deals } → **{ $total }** ({ $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  } in all)
facts-below-par = Below zero at the end: { $who }.
facts-deal-by-deal = Deal by deal (points over 26; { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
  })
facts-games-won = Games won
facts-last-game = Last game
facts-last-game-line = { $who }, { $points } in points, for { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
facts-dost = { $who } claimed dost { $right ->
    [yes] rightly
   *[no] wrongly
  }.
facts-match = How the match went
facts-books = { $count ->
    [one] { $count } book
   *[other] { $count } books
  }
facts-books-title = Books
facts-rank = { $rank ->
    [A] Aces
    [2] Twos
    [3] Threes
    [4] Fours
    [5] Fives
    [6] Sixes
    [7] Sevens
    [8] Eights
    [9] Nines
    [10] Tens
    [J] Jacks
    [Q] Queens
    [K] Kings
   *[other] { $rank }
  }
facts-ran-out = { $who } ran out of cards first.
facts-pond-dry = The pond ran dry.
facts-cleared-in = Cleared the board in { $count ->
    [one] { $count } turn
   *[other] { $count } turns
  }.
facts-tiebreak = Equal counts: the holder of { $card } wins.
facts-how-it-ended = How it ended
facts-left-holding = **{ $who }** was left holding { $variant ->
    [babanuki] the joker
    [old-maid] the odd Queen
   *[other] the odd card
  }, { $card }.
facts-set-aside = The card set aside at the start was { $card }.
facts-out-in-order = Out of cards, in order: { $who }.

## Turn pings

## Following a table

follow-unfollow = Unfollow
follow-footer = You follow this table in #{ $channel }.
follow-closed = The table has closed; you no longer follow it.
follow-started = You follow table #{ $table }: I'll keep a DM up to date after every move.
follow-already = You already follow table #{ $table }.
follow-stopped = You no longer follow table #{ $table }.
follow-table-closed = This table has closed.
follow-seated = You play at this table; your hand DM already follows it.
follow-unavailable = Following tables is not available right now.

## Missing channel permissions (named as Discord's settings name them)

perm-name = **{ $permission ->
    [view_channel] View Channel
    [send_messages] Send Messages
    [embed_links] Embed Links
    [attach_files] Attach Files
   *[read_message_history] Read Message History
  }**
perm-cannot-open = I can't run a table in this channel: I need the { $names } { $count ->
    [one] permission
   *[other] permissions
  } here. A server admin can grant them in the channel's settings (Edit Channel › Permissions). Or open the table in another channel.
perm-cannot-keep = ⚠️ I can't keep table #{ $table } up to date here: I need the { $names } { $count ->
    [one] permission
   *[other] permissions
  } in this channel. A server admin can grant them in the channel's settings (Edit Channel › Permissions). Nothing is lost: play on once they are granted.
perm-cannot-post = ⚠️ I can't post in { $channel }, where table #{ $table } is played: I need the { $names } { $count ->
    [one] permission
   *[other] permissions
  } there. Ask a server admin to grant them in the channel's settings (Edit Channel › Permissions); nothing is lost, play on once they are granted.

## The table picture (short: they sit beside cards)

picture-title = { $game } · deal { $deal }
picture-title-over = { $game } · game over
picture-player = Player { $number }
picture-dealer = D
# The cards a player holds, on their plate (short: beside the name).
picture-in-hand = { $count } in hand
# Under the picture, beside the card icon the plates count hands with when the words above do not fit.
picture-key-in-hand = cards in hand
picture-taken = taken { $count }
picture-scope = scope { $count }
picture-on-table = On the table
picture-table-empty = The table is empty
picture-stock = stock { $count }
picture-last = Last: { $who }
picture-tricks = tricks { $count }
picture-brcke = brčke { $count }
picture-trick = Trick in play
picture-last-trick = Last trick
picture-last-trick-won = Last trick, won by { $who }
picture-to-lead = { $who } to lead
picture-discarding = { $who } is discarding
picture-trumps = Trumps:
picture-suit = { $suit ->
    [d] Coins
    [h] Cups
    [s] Swords
   *[c] Batons
  }
# The trump suit in one line, where the trump card has no room for its word under it.
picture-trumps-of = Trumps: { picture-suit }
picture-shown-by = Shown by { $who }
# Scarto: each seat's card points so far, under the felt. $total: the whole pack's card points (52).
picture-card-points = Card points (of { $total }): { $points }
picture-books = books { $ranks }
# Go Fish: the rank a player asked for last, under their plate (a memory game). $what: the rank in words (rank-plural).
picture-asked = asked for { $what }
picture-pond = Pond
picture-pond-empty = The pond is empty
picture-pairs = pairs { $count }
picture-out-place = out, { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  }
picture-last-pair-cards = Last pair out — { $who }: { $cards }
picture-pairs-out = { $count ->
    [one] { $count } pair out
   *[other] { $count } pairs out
  }
picture-left-holding = { $who } is left holding
picture-draws-from = { $who } draws from { $whom }
picture-score = Score
picture-no-cards = no cards

## The live table's score line, teams and tricks (embeds.score_line, team_line; the presenter)

# One side's score after its name, bold so a name ending in a digit never runs into it: `Bot 1 **4**`.
live-score-of = { $who_name } **{ $score }**
live-score-number = { $score }
# Scarto's points above or below par, signed as text: `+3`, `−2`.
live-score-signed = { $score }
live-score-stovkahra = { $brcke ->
    [0] { $score }
    [one] { $score } · { $brcke } brčka
   *[other] { $score } · { $brcke } brčke
  }
# Between the sides on the score line.
live-score-separator = {" · "}
# The members of a team: `alice + Bot 2`.
live-team-joiner = {" + "}
live-scoreline = { $scores } — { $goal }
live-goal-first-to = first to { $target }
live-goal-deal-of = deal { $deal } of { $deals }
live-goal-stovkahra = { $target ->
    [one] { $target } point wins
   *[other] { $target } points win
  } a game · { $brcke ->
    [one] { $brcke } brčka wins
   *[other] { $brcke } brčke win
  } the match
live-goal-most = { $what ->
    [books] most books wins
    [pairs] most pairs wins
   *[matches] most matches wins
  }
live-goal-cards-left = cards left
live-teams = **Teams:** { $teams }
# A trick game's move lines: who took the trick just finished, and its cards.
live-trick-taken = { $who } takes the trick ({ $cards })
# The deal summary on the live table: the totals after the category lines.
live-deal-totals = { $scores } (to { $target })
live-deal-totals-bare = { $scores }
# The live table's Follow button: to watch the table by DM, for onlookers (the players have their hand DM). Short: it shares a row with My hand on a phone.
follow-button-onlookers = Watch
