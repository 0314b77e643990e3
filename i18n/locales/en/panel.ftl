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
