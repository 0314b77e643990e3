## Each game's own lines on the live table, its summaries and its footer (bot/discord/games/)

## Scopa

scopa-stock = Stock: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
scopa-sweeps = Scope: { $sides }
scopa-side-gained = side { $number }: +{ $total }
scopa-deal-points = carte { $carte } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }) · denari { $denari } ({ $coins }) · settebello { $settebello } · primiera { $primiera } ({ $primiera_total }) · scope { $scope }{ $has_settanta ->
    [yes] {" "}· settanta { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] {" "}· re bello { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] {" "}· napola { $napola }
   *[no] {""}
  }

## Go Fish, Concentration, Old Maid

gofish-how-to-play = Ask with /ask, your hand DM or /hand. Your cards come by DM.
gofish-pond = Pond: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
gofish-books = Books: { $books }
gofish-no-books = Books: none yet
gofish-sitting-out = Sitting out: { $names }
concentration-how-to-play = Turn up cards with the numbered buttons below or /flip.
concentration-no-hand = Concentration has no hand: flip cards on the board in the channel (the numbered buttons under the table), or use `/flip position`.
concentration-left = Cards left on the board: { $count } — the board is below.
concentration-joker-shuffled = The joker reshuffled the board!
concentration-few-shuffled = Few cards left: the board was reshuffled.
concentration-joker-skip = { $who } turned up the joker and misses the next turn.
concentration-moved = The turned-back cards moved to new places.
concentration-moves = Moves: { $count }
oldmaid-how-to-play = Draw with the buttons below or /draw. Your cards come by DM.

## Scarto, Stovkahra

scarto-how-to-play = Play from your hand DM, /hand or /play; the dealer discards there too. Your cards come by DM.
# Never the word "signal" here: the table must not be able to tell one was given.
stovkahra-how-to-play = Play with /play, /hand or /move; /declare and /dost too. Your cards come by DM.
stovkahra-target = a game is won at { $target ->
    [one] { $target } point
   *[other] { $target } points
  }
# The dealer's own panel, never the channel.
scarto-discard-label = discard { $cards }
# Buttons and labels on a Stovkahra player's own panel (private: the signal stays secret).
stovkahra-declare-button = Declare { $declaration }
stovkahra-pass-button = Pass (done declaring)
stovkahra-signal-button = Secret signal: lead { $suit }
stovkahra-dost-button = Dost: stop and score now (right only at 100 or more)
stovkahra-signal-label = secret signal: lead { $suit }
stovkahra-pass-label = pass (done declaring)
stovkahra-dost-label = claim dost: stop and score now (right only at 100 or more)

## The family games' table lines

family-player-number = player { $number }
gofish-books-of = { $who } { $count } ({ $ranks })
gofish-asked-got = { $asker } asked { $target } for { $wanted } and got { $cards }.
gofish-asked-lucky = { $asker } asked { $target } for { $wanted }. “Go fish!” { $asker } drew { $card }, the card asked for, and asks again.
gofish-asked-fish = { $asker } asked { $target } for { $wanted }. “Go fish!” { $asker } drew a card from the pond.
concentration-took = { $who } took { $cards }.
concentration-no-match = { $who } turned up { $cards }: no match.
oldmaid-draws-from = { $who } draws from { $source } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
  }) — the cards are below.
oldmaid-paired = { $who } drew { $card } and discarded a pair.
oldmaid-place = { $who } ({ $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  })
oldmaid-out = Out: { $players }
oldmaid-loses = { $who } is left holding { $card } and loses.
oldmaid-set-aside = The card set aside was { $card }.

## The trick games' table lines

tricks-team-number = team { $number }
tricks-played-card = { $who } { $card }
tricks-trick = **Trick { $number }:** { $played }
tricks-last-trick = Last trick: { $cards } — won by { $who }
tricks-led-by = Led by { $who }: { $suit }
tricks-won = Tricks won: { $each }
scarto-deal-header = Deal { $deal } of { $deals } · dealer { $dealer } · Angel { $angel }
scarto-dealer-discarding = { $dealer } is discarding three cards (`/discard`).
scarto-suit = { $suit ->
    [s] swords
    [h] cups
    [d] coins
    [c] batons
   *[trumps] trumps
  }
scarto-tricks-of = { $count } for { $who } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
  })
# A select of the hand's cards of one suit (a Scarto hand is too big for buttons).
scarto-suit-title = { $suit ->
    [s] Swords
    [h] Cups
    [d] Coins
    [c] Batons
   *[trumps] Trumps
  }
# The Italian suits in English words (the cards keep their Italian names: 7 di spade).
stovkahra-suit = { $suit ->
    [s] swords
    [h] cups
    [d] coins
   *[c] batons
  }
stovkahra-trumps = **Trumps: { $suit }** (bottom card { $card }, with the dealer { $dealer })
stovkahra-face-up = Dealt face up to { $who }: { $cards }
stovkahra-declare-phase = Declarations before the first lead: `/declare`, or pass.
stovkahra-tricks-of = { $count } for { $who } ({ $points ->
    [one] { $points } card pt
   *[other] { $points } card pts
  })
stovkahra-declared = Declared: { $each }
stovkahra-declared-by = { $who } { $declaration }
stovkahra-brcka-phase = { $who } won { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }: add { $brcke ->
    [one] it
   *[other] them
  } to their own tally or take { $brcke ->
    [one] it
   *[other] them
  } off the losers' (`/move`).
stovkahra-winners = winners
stovkahra-brcke-line = Game { $game } · brčke { $each } (the match is won at { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
stovkahra-brcke-of = { $who } { $brcke }

## How a trick game's deal scored (live table, deal summary, replays)

tricks-how-it-scored = How it scored
scarto-deal-scored = **Deal { $deal } scored** (points − 26):
scarto-seat-scored = { $who }: cards { $cards } + { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  } = { $points } → { $score } (total { $total })
# The dealer's discard counts as one more trick, with its card points.
scarto-seat-scored-discard = { $who }: cards { $cards } + { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  } + discard { $discard } + 1 trick = { $points } → { $score } (total { $total })
stovkahra-deal-scored = **Deal { $deal } scored:**
stovkahra-team-scored = { $who }: { $items } = { $total } (game total { $game_total })
stovkahra-card-points = cards { $points }
stovkahra-bonus = { $bonus ->
    [first-seven] first trick with a 7
    [seven] trick won with a 7
    [last-seven] last trick with a 7
   *[last] last trick
  } { $points }
stovkahra-dost-claimed = Dost claimed by { $who }: { $right ->
    [yes] right
   *[no] wrong
  }.
stovkahra-game-won = { $who } won the game: { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.

## The trick games' own commands and the dealer's discard (private replies)

scarto-discarded = You discarded { $cards }; they count as a trick you took.
scarto-discard-placeholder = Three cards to discard
scarto-discard-group-placeholder = { $group } to discard
scarto-discard-suit-cards = Suit cards
scarto-discard-trumps = Trumps
scarto-discard-exactly = That is { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }: the discard is exactly three.
scarto-discard-prompt = **You deal: choose three cards to lay aside** (not a King, { $angel } or { $matto }; { $bagatto } only if it is your only trump).
scarto-discard-prompt-two = **You deal: choose three cards to lay aside** (not a King, { $angel } or { $matto }; { $bagatto } only if it is your only trump), from one list or both.
scarto-discard-picked = Picked so far: **{ $cards }** — { $left } more to pick.
stovkahra-declared-yours = You declared { $declaration } for your team.
stovkahra-signalled = Signalled { $partner } to lead { $suit }. The table sees only that you are done declaring.
stovkahra-signal-dm = Table #{ $table }: { $who } signals you secretly: lead { $suit }.
stovkahra-dost-result = Dost! { $right ->
    [yes] Right: your team wins
   *[no] Wrong: the opponents win
  } the game and { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
