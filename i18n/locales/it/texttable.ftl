## Il tavolo a parole (`cards: text`), bot/discord/core/embeds.py: una riga per posto e per squadra.

texttable-score = **{ $points }** { $points ->
    [one] punto
   *[other] punti
  }
texttable-sweeps = { $count ->
    [one] { $count } scopa
   *[other] { $count } scope
  }
texttable-team = { $team_name }: { $score }
texttable-books = { $count ->
    [one] { $count } quartetto
   *[other] { $count } quartetti
  } ({ $ranks })
texttable-tricks = { $count ->
    [one] { $count } presa
   *[other] { $count } prese
  } ({ $points ->
    [one] { $points } punto carta
   *[other] { $points } punti carta
  })
texttable-brcke = { $count ->
    [one] { $count } brčka
   *[other] { $count } brčke
  }
texttable-stovkahra-game = Partita { $game } (l'incontro si vince a { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
