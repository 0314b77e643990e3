## /help (bot/discord/features/rules/help.py)

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo: traditional card games in your channel
help-what = I deal card games here, in the channel: play with friends or against the computer. Everyone sees the table; your cards come to you privately, by DM or with `/{ -cmd-hand }`.
help-games = The games
help-seats = { $same ->
    [yes] { $low ->
        [one] { $low } player
       *[other] { $low } players
    }
   *[no] { $low }–{ $high ->
        [one] { $high } player
       *[other] { $high } players
    }
  }
help-game = **{ $title }** ({ $seats }) — { $about }
help-game-plain = **{ $title }** ({ $seats })
help-start = Start a table
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:` opens a table in this channel (pick the game from the list).
    2. Friends sit down with **Join**; the host fills the empty seats with computers from the lobby, in one pick.
    3. The host presses **Start**.
help-play = On your turn
help-play-how = `/{ -cmd-hand }` shows your cards, with a button for each move (your DMs have the same panel). Or type `/{ -cmd-play } { -opt-card }:` for a card, `/{ -cmd-move }` for any other move; `/{ -cmd-hint }` suggests one. `/{ -cmd-rules }` explains every game.
help-more = Also
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` your language · `/{ -cmd-settings } { -cmd-settings-ping }` how you're told it's your turn · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`

# /rules game: one form of a game in the list ("Scopa: Scopone")
rules-choice = { $game }: { $preset }
