## Moves as players read them ("You played: …", Last moves, replays): games/*/describe_text

scopa-label-lay = lay { $card }
scopa-label-take = { $card } takes { $cards }
scopa-label-sweep = { $card } takes { $cards } — SCOPA
scarto-label-discard = discards three cards
concentration-label-flip = turn up card { $number }
stovkahra-declaration = { $count ->
    [4] four
   *[3] three
  } { $rank ->
    [A] Assi
    [K] Re
    [Q] Cavalli
    [J] Fanti
   *[other] { $rank }s
  } ({ $points })
stovkahra-label-declares = declares { $combination }
stovkahra-label-pass = done declaring
stovkahra-label-dost = claims dost!
stovkahra-label-brcka-add = adds the brčke to their tally
stovkahra-label-brcka-take = takes the brčke off the losers' tally
oldmaid-label-shuffle = shuffle my hand
oldmaid-label-draw = draw card #{ $number }
oldmaid-label-draw-from = draw card #{ $number } from { $who }
gofish-label-ask = ask { $who } for { $what }
rank-plural = { $rank ->
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
    [JK] jokers
   *[other] { $rank }s
  }
# A rank on its own, after "of" ("a book of Sevens"): the same words as rank-plural.
rank-bare = { $rank ->
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
    [JK] jokers
   *[other] { $rank }s
  }

## What each form of a game is (games/*: Game.subtitles)

subtitle-scopa = the Italian classic
subtitle-scopone = Scopa for four, in two teams
subtitle-scopone-scientifico = Scopone with ten cards each, none on the table
subtitle-scopone-tamanini = Scientifico to 21, with napola
subtitle-scopone-assi = Scientifico where an Ace takes the whole table
subtitle-scopa-15 = take cards that make 15 with yours
subtitle-scarto = Piedmontese tarot for three
subtitle-stovkahra = the last living Trappola, for two teams
subtitle-gofish = ask for cards, make books
subtitle-concentration = the memory game
subtitle-shinkei-suijaku = the Japanese memory game
subtitle-babanuki = don't be left with the Joker
subtitle-old-maid = don't be left with the odd Queen
subtitle-jiji-nuki = a hidden card decides which one is the odd one

## /hint: why the computer suggests a move (games/ai)

hint-only-move = it is your only legal move
hint-margin = { $reason } (it led the next best move by { NUMBER($margin, minimumFractionDigits: 2, maximumFractionDigits: 2) } over { $deals ->
    [one] { $deals } simulated deal
   *[other] { $deals } simulated deals
  })
hint-best-tried = the best of the moves I tried
hint-concentration-seen = card { $number } was seen to be { $card }: it makes a set or gives nothing new away
hint-concentration-unseen = nothing remembered helps: card { $number } is one nobody has seen
hint-gofish-known = { $who } is known to hold { $rank }: they asked for them or took some
hint-gofish-hold = you hold { $count } of the { $rank } and nothing says { $who } has none
hint-gofish-book = { $who } likely holds the { $the_rank } that complete your book ({ NUMBER($chance, style: "percent") })
hint-gofish-none = { $who } most likely holds no { $rank } ({ NUMBER($chance, style: "percent") }): a Go fish costs you one card, while cards they hand over bring them nearer to an empty hand
hint-oldmaid-shuffle = you hold what may be the losing card: shuffle before you are drawn from
hint-oldmaid-any = every place is as likely as another: any card will do
hint-scarto-discard = lays away sure points and short suits, keeping trumps and Kings
hint-trick-best-lead = it is the best card left in its suit: lead it and take the trick
hint-trick-long-lead = leading from your longest suit keeps your winners for later
hint-trick-cheapest = it is the cheapest card that takes this trick
hint-trick-excuse = it keeps its points and spares a better card from a lost trick
hint-trick-partner = your partner is winning: this card adds points to the trick
hint-trick-lose = you cannot take this trick: this card gives the least away
hint-scopa-sweep = it sweeps the table for a scopa
hint-scopa-settebello = that is the settebello (the 7 di denari), a point on its own
hint-scopa-takes = { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } to your pile{ $coins ->
    [0] {""}
    [1] , 1 of them coins
   *[other] , { $coins } of them coins
  }{ $safe ->
    [yes] , the settebello safe among them
   *[no] {""}
  }
hint-scopa-lay = it gives the least away and leaves no easy sweep
hint-stovkahra-dost = your team has reached the target: claim dost and win the game now
hint-stovkahra-declare = declarations only ever score
hint-stovkahra-signal = you hold the 7 of trumps and have no cards of a side suit: signal your partner to lead that suit, and take the trick with your 7
hint-stovkahra-brcka = adds the brčke where they matter most for the match
hint-stovkahra-pass = nothing to declare
hint-stovkahra-signalled = your partner signalled this suit: lead it so they can take the first trick with the 7
hint-stovkahra-seven = it takes the trick with a 7: a bonus
