## The private panel (hand DM and /hand): its picture, its buttons, what a move revealed; the lobby's
## "Fill with computers"; /help.

# -- the private picture ------------------------------------------------------------------------
hand-picture-you = You
hand-picture-over = Game over
hand-picture-your-hand = Your hand ({ $count })
hand-picture-no-trick = No card played yet
hand-picture-draw-from = Draw a card from { $who } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  })
hand-picture-pond = Pond: { $count ->
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

# -- buttons that say what they do --------------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → on the table
panel-scopa-sweep = { $play } · Scopa!
panel-scopa-choices = { $card } → { $count ->
    [one] { $count } way to take…
   *[other] { $count } ways to take…
  }
panel-play-which = Play… ({ $count ->
    [one] 1 move
   *[other] { $count } moves
})

# -- moves that end the game at once ----------------------------------------------------------
panel-dost-wins = Dost: stop now and win ({ $points } of { $target })
panel-dost-confirm = Your team has { $points } of { $target ->
    [one] { $target } point
   *[other] { $target } points
  }: a dost now **loses** the game, and the other team scores 2 brčke. Claim it anyway?

panel-cannot-discard = Can't be discarded (greyed in the picture): { $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = Since then:
