## Game titles: one term per game, as players of each language call it. `game-title` says the
## title of the game named by `$game` (its code name). A term's `.gender` is handed to the
## messages that agree with it (`settings-game-allowed`) by `bot.service.faces.game_gender`.

-game-scopa = Scopa
-game-scarto = Scarto
-game-stovkahra = Stovkahra
-game-gofish = Go Fish
-game-concentration = Concentration
-game-oldmaid = Old Maid

game-title = { $game ->
    [scopa] { -game-scopa }
    [scarto] { -game-scarto }
    [stovkahra] { -game-stovkahra }
    [gofish] { -game-gofish }
    [concentration] { -game-concentration }
    [oldmaid] { -game-oldmaid }
   *[other] { $game }
  }
