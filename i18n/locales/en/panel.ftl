## The private panel (hand DM and /hand): its picture, its buttons, what a move revealed; the lobby's
## "Fill with computers"; /help.

# -- the private picture ------------------------------------------------------------------------
hand-picture-you = You
hand-picture-your-turn = Your turn
hand-picture-waiting = Not your turn yet
hand-picture-over = Game over
hand-picture-your-hand = Your hand ({ $count })
hand-picture-no-trick = No card played yet
hand-picture-draw-from = Draw a card from { $who } ({ $count } cards)
hand-picture-stock = Stock: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
hand-picture-holds = { $who }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
hand-picture-dimmed = Greyed out: { $why ->
    [discard] can't be discarded
   *[play] can't be played now
}

# -- a /hand panel that can no longer be redrawn --------------------------------------------------
turnping-open-hand = Your `/{ -cmd-hand }` panel is out of date: open `/{ -cmd-hand }` again to see your cards and play.

# -- buttons that say what they do --------------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → on the table
panel-scopa-sweep = { $play } · Scopa!
panel-scopa-choices = { $card } → { $count } ways to take…
panel-gofish-ask = Ask { $who } for { $what } (you hold { $held })

# -- moves that end the game at once ----------------------------------------------------------
panel-dost-wins = Dost: stop now and win ({ $points } of { $target })
panel-dost-confirm = Your team has { $points } of { $target } points: a dost now **loses** the game, and the other team scores 2 brčke. Claim it anyway?

# -- the lobby: every empty seat filled in one pick ------------------------------------------
lobby-fill-placeholder = Fill { $count ->
    [one] the empty seat
   *[other] the { $count } empty seats
} with computers…
lobby-fill-level = Computers: { $level }

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo: traditional card games in your channel
help-what = I deal card games here, in the channel: play with friends or against the computer. Everyone sees the table; your cards come to you privately, by DM or with `/{ -cmd-hand }`.
help-games = The games
help-seats = { $count } players
help-start = Start a table
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:` opens a table in this channel (pick the game from the list).
    2. Friends sit down with **Join**; the host fills the empty seats with computers from the lobby, in one pick.
    3. The host presses **Start**.
help-play = On your turn
help-play-how = `/{ -cmd-hand }` shows your cards, with a button for each move (your DMs have the same panel). Or type `/{ -cmd-play } { -opt-card }:` for a card, `/{ -cmd-move }` for any other move; `/{ -cmd-hint }` suggests one. `/{ -cmd-rules }` explains every game.
help-more = Also
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` your language · `/{ -cmd-settings } { -cmd-settings-ping }` how you're told it's your turn · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`
panel-cannot-discard = Can't be discarded (greyed in the picture): { $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = Since then:
