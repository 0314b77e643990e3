## The rules core's refusals (games/): any game

action-not-text = An action is text, like `{ $example }`, not { $kind ->
    [none] nothing
    [bool] true/false
    [number] a number
    [list] a list
    [bytes] bytes
   *[other] that
  }.
action-too-long = That is { $length } characters: an action is short, like `{ $example }`.
action-empty = That action is empty: type one like `{ $example }`.
seat-player = { $start ->
    [yes] Player
   *[no] player
  } { $number }
game-over = The game is over.

## Options and presets

option-on-off = Option `{ $option }` is on or off, not { $value }.
option-whole-number = Option `{ $option }` takes a whole number, not { $value }.
option-number-between = Option `{ $option }` takes a whole number between { $low } and { $high }, not { $value }.
option-number-at-least = Option `{ $option }` takes a whole number of at least { $low }, not { $value }.
option-number-at-most = Option `{ $option }` takes a whole number of at most { $high }, not { $value }.
option-one-of = Option `{ $option }` must be one of { $shown }, not { $value }.
option-at-least = Option `{ $option }` must be at least { $low }, not { $value }.
option-at-most = Option `{ $option }` must be at most { $high }, not { $value }.
option-no-preset = { $game } has no preset `{ $preset }`. Presets: { $known }.
option-no-such = { $game } has no option `{ $option }`. Options: { $known }.
option-players = { $game } ({ $form }) is for { $shown } players, not { $players }.

## Cards

card-name-one = Name a card, like `7d` or `{ $example }`.
card-unread = I can't read { $text } as a card. Try `7d`, `7♦` or `{ $example }`.
no-such-card = This deck has no such card: { $card }.
not-held = You don't hold { $card }. Your hand: { $hand }.

## Scopa

scopa-unread = { $error } Lay a card with `7d`; capture with `7d:3c+4s`.
scopa-named-twice = You named { $card } twice.
scopa-take-itself = { $card } can't take itself.
scopa-not-on-table = { $cards } { $count ->
    [one] isn't
   *[other] aren't
  } on the table. Table: { $table }.
scopa-must-take = { $card } must take { $capture }. Play { $choices }.
scopa-must-capture = { $card } must capture; choose one: { $choices }.
scopa-cannot-take = { $card } can't take { $cards }. Play `{ $lay }` to lay it.
scopa-refused = { $why } { $count ->
    [one] Play
   *[other] Choose one:
  } { $choices }.
scopa-the-whole-table = everything on the table ({ $cards })
scopa-the-card-on-table = { $cards } from the table
scopa-the-cards-from-table = { $cards } from the table
scopa-ace-blocks = With an Ace on the table, { $card } takes only an Ace.
scopa-ace-takes-all = An Ace takes everything on the table ({ $table }).
scopa-fifteen = In scopa a 15 the cards must total 15 with { $card }: { $value } + { $total } = { $sum }.
scopa-same-rank = { $card } must take a card of the same rank ({ $cards }), not a sum.
scopa-sum = { $cards } add up to { $total }, not { $value }.
scopa-max-sum = A sum capture may take at most { $most ->
    [one] { $most } card
   *[other] { $most } cards
  }.
scopa-fewest = Take the fewest cards possible.

## Trick games (Scarto, Stovkahra)

tricks-must-follow = You must follow { $suit }: you hold { $held }.
tricks-must-beat = You must beat { $card }: you hold { $held }.
tricks-must-trump = You must trump: you hold { $held }.
scarto-not-understood = I don't understand { $action }. Play a card like `Ks`, `Cc`, `T21` or `FOOL`.
scarto-not-understood-discard = I don't understand { $action }. Play a card like `Ks`, `Cc`, `T21` or `FOOL`, or discard three: `discard:2s+3c+T5`.
scarto-discard-first = The dealer discards three cards first (`discard:2s+3c+T5`).
scarto-discard-when = The discard is made before the first lead, by the dealer only.
scarto-discard-unread = { $error } Discard three cards, like `discard:2s+3c+T5`.
scarto-discard-three = Discard exactly three different cards, like `discard:2s+3c+T5`.
scarto-not-held = You don't hold { $card }.
scarto-no-matto = The Matto may not be discarded.
scarto-no-angel = The Angel ({ $angel }) may not be discarded.
scarto-no-kings = Kings may not be discarded ({ $card }).
scarto-bagatto = The Bagatto (trump 1) may be discarded only when it is your only trump.
stovkahra-declarations-first = You can't { $what ->
    [play] play a card
    [pass] pass
    [dost] claim dost
   *[brcka] choose brčke
  } yet: declarations come first (declare, or `pass`).
stovkahra-brcka-first = You can't { $what ->
    [play] play a card
    [pass] pass
    [dost] claim dost
   *[brcka] choose brčke
  } now: the game's winners choose `brcka:add` or `brcka:take`.
stovkahra-play-now = You can't { $what ->
    [play] play a card
    [pass] pass
    [dost] claim dost
   *[brcka] choose brčke
  } now: it is time to play a card.
stovkahra-match-over = The match is over.
stovkahra-play-a-card = Play a card.
stovkahra-not-understood = I don't understand { $action }. Play a card like `Ks`, or `declare:AAA`, `signal:h`, `dost` or `pass`.
stovkahra-declarations-over = Declarations are over: they must be made before the first card is led.
stovkahra-not-a-combination = { $text } is not a combination. Declare three or four of a rank: `AAA`, `7777`, `101010`, `KKK`…
stovkahra-cannot-declare = You can't declare { $combination }: you hold { $held } of that rank.
stovkahra-already-declared = You already declared your { $rank ->
    [A] Assi
    [K] Re
    [Q] Cavalli
    [J] Fanti
   *[other] { $rank }s
  }.
stovkahra-signal-who = Only the player at the dealer's right may signal, before the first lead.
stovkahra-not-a-suit = { $text } is not a suit. Signal one of `s`, `h`, `d`, `c`.
stovkahra-signal-seven = You may signal only while holding the 7 of trumps ({ $card }).
stovkahra-signal-not-trumps = Signal a side suit you are void in, not trumps.
stovkahra-signal-void = You hold { $held }: signal a suit you are void in.
stovkahra-dost-when = Dost comes right after your team's declarations or right after winning a trick.
stovkahra-brcka-choose = Choose `brcka:add` (to your tally) or `brcka:take` (off the losers').
stovkahra-brcka-none = The losers have no brčke to take off: `brcka:add`.

## Go Fish, Concentration, Old Maid

family-digits = `{ $verb }:` takes a number written with the digits 0-9, like `{ $verb }:0`.
family-pick-range = Pick { $what } from 0 to { $most }.
family-nothing-to-pick = There is no { $what } to pick.
concentration-not-understood = I don't understand { $action }. Turn up a card with `flip:<position>`, like `flip:0`.
concentration-empty = Position { $position } is empty: that card was taken. Pick a face-down card.
concentration-face-up = Position { $position } is already face up. Pick another face-down card.
oldmaid-not-understood = I don't understand { $action }. Draw a card with `draw:<position>`, like `draw:0`.
oldmaid-shuffle-off = Shuffling your hand is off at this table.
oldmaid-shuffled = You already shuffled this turn. Draw a card with `draw:<position>`.
oldmaid-one-card = One card needs no shuffling. Draw a card with `draw:<position>`.
gofish-not-understood = I don't understand { $action }. Ask like `{ $example }` (seat, then what you want).
gofish-seat-digits = Name the player by seat number (digits 0-9), like `{ $example }`.
gofish-no-seat = There is no seat { $seat }: in `ask:<seat>:…` seats run from 0 to { $most }.
gofish-ask-yourself = You can't ask yourself; ask another player.
gofish-no-cards-left = { $who } has no cards left. Ask a player still in: { $still }.
gofish-card-with-suit = Name the card with its suit, like `{ $example }`.
gofish-card-of-rank-held = You can only ask for a card of a rank you hold. Your hand: { $hand }.
gofish-hold-it = You hold { $card } yourself; ask for a card you don't hold.
gofish-in-a-book = { $card } is already in a book.
gofish-ask-rank = Ask for a rank (A, 2-10, J, Q, K), like `{ $example }`.
gofish-rank-held = You can only ask for a rank you hold. Your hand: { $hand }.
family-a-position = a position
oldmaid-position-in = { $count ->
    [0] { $player }'s cards
    [one] the one card { $player } holds
   *[other] one of { $player }'s { $count } cards
  }

## /play and /move (bot/discord/core/adapter.py)

play-no-card-now = You can't play a card right now.
play-not-now = You can't play { $card } now. Playable: { $playable }.
play-cannot-target = { $card } can't { $verb ->
    [take] take
   *[with] go with
  } { $cards }. It can: { $options }.
play-choice = { $card } has a choice: { $options }. Say which with `{ -opt-capture }:`.
play-no-target = no { $verb ->
    [take] capture
   *[with] target
  }
play-target-option = { $card } { $verb ->
    [take] takes
   *[with] with
  } { $cards }
play-target-none = { $card }: { play-no-target }

## Card names (games/cards.py `card_text`)

# The Italian deck keeps its Italian names in English too ("7 di denari", "Re di coppe"): the
# names Scopa players know, and what the cards' pictures say.
card-italian = { $article ->
    [yes] {"the "}
    [start] {"The "}
   *[no] {""}
  }{ $rank ->
    [A] Asso
    [J] Fante
    [Q] Cavallo
    [K] Re
   *[other] { $rank }
  } di { $suit ->
    [d] denari
    [h] coppe
    [s] spade
   *[c] bastoni
  }
card-tarot = { $article ->
    [yes] {"the "}
    [start] {"The "}
   *[no] {""}
  }{ $rank ->
    [A] 1
    [J] Jack
    [C] Knight
    [Q] Queen
    [K] King
   *[other] { $rank }
  } of { $suit ->
    [d] coins
    [h] cups
    [s] swords
   *[c] batons
  }
card-trump = { $article ->
    [yes] trump { $number }
   *[no] Trump { $number }
  }
card-fool = { $article ->
    [start] The Matto
   *[other] the Matto
  }
card-joker = Joker

## Game records (games/record.py): why a record file cannot be replayed

record-file-not-a-record = This is not a Tavolo game record (its first line should be `{ $magic }`).
record-file-seat-order = Line { $line }: expected seat { $expected }, found seat { $found }.
record-file-not-header = Line { $line } is not a header line (`Name: value`): { $text }
record-file-not-move = Line { $line } is not a numbered move (`12. 7d:3c+4s`): { $text }
record-file-move-order = Line { $line }: expected move { $expected }, found { $found }.
record-file-missing-line = The record has no `{ $key }:` line.
record-file-no-seats = The record names no seats (`Seat 1: name`).
record-file-options-json = The `Options:` line is not valid JSON.
record-file-options-object = The `Options:` line should be a JSON object.
record-file-seed = The seed should be a whole number, not `{ $seed }`.
record-file-result-differs = The record says `{ $stated }`, but its moves give `{ $replayed }`.
record-file-no-game = The record's header does not start a game: { $reason }
record-file-illegal-move = Move { $number } (`{ $action }`) is not legal there: { $reason }
