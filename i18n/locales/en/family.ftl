## Go Fish, Concentration and the Old Maid family on Discord (bot/discord/games/family_*.py):
## what a move privately tells its player, the Go Fish ask panel, the boards in the channel,
## the refusals of /ask, /flip and /draw. Cards come as their names (with emoji), ranks as
## rank-plural ("Sevens"), players as their names.

## Go Fish: the answer to an ask (only the asker reads it)

gofish-gave-you = { $who } gave you { $cards }.
gofish-go-fish = { $by ->
    [you] You say
   *[other] { $who } says
  }: “Go fish!”
gofish-you-drew = You drew { $card }.
gofish-you-drew-lucky = You drew { $card } — what you asked for, so you ask again.
gofish-laid-book = { $by ->
    [you] You lay
   *[other] { $who } lays
  } a book of { $rank }.
gofish-hand-empty = { $by ->
    [you] Your hand is empty.
   *[other] { $who }'s hand is empty.
  }
gofish-game-won = Game over: { $count ->
    [one] the winner is
   *[other] the winners are
  } { $winners }.
gofish-your-turn-again = Your turn again: `/ask` someone.

## Go Fish: the ask panel (hand DM and /hand)

gofish-ask-one-player = Ask **{ $who }** for… (one click, or `/ask`)
gofish-ask-chosen-player = Ask **{ $who }** for… (one click; another player from the list, or `/ask`)
gofish-ask-one-click = Ask with one click (or `/ask`).
gofish-choose-whom-for-what = Choose whom to ask for what (or `/ask`).
gofish-pick-from-player = Pick from the list of the player you want to ask (or `/ask`).
gofish-two-selects = Ask with the two selects below (or `/ask`).
gofish-asking-whom = Asking **{ $who }**: now choose what for.
gofish-asking-for = Asking for **{ $what }**: now choose whom.
# Select placeholders (150 characters at most) and options (100).
gofish-ask-whom-for-what = Ask whom for what?
gofish-ask-whom = Ask whom?
gofish-ask-player = Ask { $who } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  })
gofish-ask-player-for = Ask { $who } for… ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  })
gofish-ask-about = you hold { $held } · { $who } holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
gofish-player-cards = { $who } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  })
gofish-rank-you-hold = { $rank } (you hold { $count })
gofish-for-rank = For a rank you hold
gofish-for-card = For a card (of a rank you hold)
gofish-for-which = For which of the { $rank }?
gofish-for-rank-then-suit = For which rank (then the suit)
gofish-rank-then = { $rank }…
gofish-then-suit = Then choose the suit
gofish-another-rank = ↩ Another rank
gofish-choose-an-ask = Choose an ask from the list.
gofish-exact-cards = This table asks for exact cards: name rank and suit, like `{ $example }`.
family-no-such-player = I can't find a player called `{ $name }` at this table. Players: { $players }.

## Concentration: the board in the channel, the answer to a flip

concentration-board-header = 🧠 **{ $game }** — { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
  }.
concentration-turns-up = **{ $who }** turns up { $count } more (click a card or `/flip`).
concentration-turning-back = No match: { $cards } — turning back…
concentration-board-part = **Board, cards { $first }–{ $last }** (table #{ $table })
concentration-you-turned-up = Face up: { $cards }. Turn up { $count } more.
concentration-you-missed = No match: { $cards }.
concentration-board-places = { $count ->
    [one] The board has { $count } place: pick 1.
   *[other] The board has { $count } places: pick 1 to { $count }.
  }
family-game-over = Game over.

## Old Maid family: the draw board in the channel, the answer to a draw

oldmaid-board-draw = 🎴 **{ $who }**, draw a card from **{ $source }**'s hand ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  }, face down). Click one or use `/draw`.
oldmaid-shuffle-button = Shuffle my hand
oldmaid-board-over = { $game } is over.
oldmaid-left-holding = Game over: { $who } is left holding { $card }.
oldmaid-you-shuffled = You shuffled your hand. Now draw a card.
oldmaid-you-drew = You drew { $card } from { $who }.
oldmaid-you-drew-pair = You drew { $card } from { $who } and discarded the pair of { $rank }.
oldmaid-draw-positions = { $who } holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }: pick 1 to { $count }.

panel-gofish-ask = Ask { $who } for { $what } (you hold { $held })
