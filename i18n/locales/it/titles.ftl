## Titoli dei giochi (vedi en/titles.ftl).

-game-scopa = Scopa
    .gender = feminine
-game-scarto = Scarto
    .gender = masculine
-game-stovkahra = Stovkahra
    .gender = feminine
-game-gofish = Go Fish
    .gender = masculine
-game-concentration = Memory
    .gender = masculine
-game-oldmaid = Uomo nero
    .gender = masculine

game-title = { $game ->
    [scopa] { -game-scopa }
    [scarto] { -game-scarto }
    [stovkahra] { -game-stovkahra }
    [gofish] { -game-gofish }
    [concentration] { -game-concentration }
    [oldmaid] { -game-oldmaid }
   *[other] { $game }
  }
