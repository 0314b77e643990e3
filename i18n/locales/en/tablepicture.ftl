# The live table's picture and headline, the game-over picture (issue 26).

# A Concentration pair in the live table's headline: `Q♥ at 12`.
tablepicture-at = { $card } at { $place }
tablepicture-turned = { $who } turned up { $cards }{ $taken ->
    [yes] : a pair, taken.
   *[no] : no match.
  }
# The game-over picture's table: over the deal numbers (Stovkahra: its games), over the final column.
tablepicture-deals = Deal
tablepicture-games = Game
tablepicture-total = Total
# A spectator's Follow DM: the link button to the live table.
tablepicture-follow-link = Go to the table
# A figure card's corner index: one or two letters in the suit's colour (`deck`: italian, tarot;
# `rank`: J, C (tarot), Q, K). The Italian deck keeps its Italian names in English (Fante,
# Cavallo, Re); the tarot's English names are Jack, Knight (N, as in chess), Queen, King.
tablepicture-figure-index = { $deck ->
    [tarot] { $rank ->
        [J] J
        [C] N
        [Q] Q
       *[K] K
      }
   *[italian] { $rank ->
        [J] F
        [Q] C
       *[K] R
      }
  }
