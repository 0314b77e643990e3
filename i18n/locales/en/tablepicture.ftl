# The live table's picture and headline, the game-over picture (issue 26).

# A computer seat on a picture: short, its level is drawn as stars beside it.
tablepicture-computer = Bot { $number }

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
