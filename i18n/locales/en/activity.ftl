# The Activity: Tavolo's table full screen inside Discord (bot/web/). The client shows only
# words it got from the server: the `activity-ui-*` messages, sent once at sign-in.
activity-ui-loading = Sitting down…
activity-ui-no-table = There is no table in this channel yet.
activity-ui-open-table = Open a table
activity-ui-choose-game = Which game?
activity-ui-join = Sit down
activity-ui-start = Deal
activity-ui-add-computer = Add a computer player
activity-ui-level-easy = Easy
activity-ui-level-normal = Normal
activity-ui-level-hard = Hard
activity-ui-waiting = Waiting for the other players…
activity-ui-your-turn = Your turn
activity-ui-choose-capture = Which cards do you take?
activity-ui-choose = Choose
activity-ui-pick-cards = Pick the cards to discard
activity-ui-confirm = Yes, do it
activity-ui-cancel = Cancel
activity-ui-spectating = You are watching this table.
activity-ui-not-seated = You are not seated at this table.
activity-ui-reconnecting = Connection lost, reconnecting…
activity-ui-signed-out = Your session has expired. Reopen the Activity to sit down again.
activity-ui-game-over = Game over
activity-ui-new-table = New table
activity-ui-last-move = Last move
activity-ui-host = Host
activity-ui-dealer = Dealer
# The dealer's mark beside a seat's name: one letter in a disc, as the pictures' picture-dealer.
activity-ui-dealer-mark = D
activity-ui-away = Away

# Sign-in and the socket's refusals.
activity-sign-in-failed = Discord did not accept the sign-in. Reopen the Activity and try again.
activity-discord-unreachable = Discord could not be reached to check who you are. Try again in a moment.
activity-bad-request = That request could not be read.
activity-session-bad = Your session is not valid. Reopen the Activity to sign in again.
activity-session-expired = Your session has expired. Reopen the Activity to sign in again.
activity-hello-first = Say hello first: sign in before anything else.
activity-bad-message = That message could not be read.
activity-unknown-type = Tavolo does not know that request.
activity-no-table = There is no table in this channel.
activity-no-channel = The Activity was not opened in a channel.
activity-stale = The table has moved on since you chose that: look again and choose once more.
activity-not-offered = That move is not offered to you now.
activity-not-your-turn = It is not your turn.
activity-bad-level = A computer player is easy, normal or hard.
activity-unknown-game = Tavolo does not have that game.

# On the felt.
activity-score-of = { $who } { $score }
activity-stock = Stock
activity-pond = Pond
activity-trump = Trumps: { $suit }
activity-face-up = Dealt face up
activity-pile-scopa = { $count ->
    [one] 1 card
   *[other] { $count } cards
}{ $sweeps ->
    [0] {""}
    [one] {" · "}1 scopa
   *[other] {" · "}{ $sweeps } scope
}
activity-pile-tricks = { $count ->
    [one] 1 trick
   *[other] { $count } tricks
} · { $points ->
    [one] 1 point
   *[other] { $points } points
}
activity-books = { $count ->
    [one] 1 book
   *[other] { $count } books
}
activity-pairs = { $count ->
    [one] 1 pair
   *[other] { $count } pairs
}
activity-discard = Discard { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
activity-dost-confirm = Your team has { $points } of { $target ->
    [one] { $target } point
   *[other] { $target } points
  }: a dost now loses the game, and the other team scores 2 brčke. Claim it anyway?

# The status line and the last move.
activity-waiting-players = Waiting for players ({ $seated }/{ $wanted })
activity-your-turn = Your turn.
activity-to-move = { $kind ->
    [computer] { $who } is thinking…
   *[person] Waiting for { $who }…
}
activity-waiting = Waiting…
activity-game-over = The game is over.
activity-last-move = { $who }: { $move }
activity-move-hidden = a move only they can see
activity-table-closed = The table was closed before the end.
activity-winners = { $count ->
    [one] { $who } wins the game
   *[other] { $who } win the game
}
activity-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
activity-result-line = { $place } { $who } { $score }
activity-result-place = { $place } { $who }

# On Discord: the live table's button that opens the Activity, and the App Launcher's entry point.
activity-launch-button = Open the table
activity-entry-description = Sit at this channel's card table, full screen
