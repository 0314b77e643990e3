## Il tavolo a parole (`cards: text`), bot/discord/embeds.py: una riga per posto e per squadra.

texttable-score = { $game ->
    [concentration] **{ $points }** { $points ->
        [one] coppia
       *[other] coppie
    }
   *[other] **{ $points }** { $points ->
        [one] punto
       *[other] punti
    }
  }
texttable-sweeps = { $count ->
    [one] { $count } scopa
   *[other] { $count } scope
  }
texttable-team = { $team }: { $score }
texttable-books = { $count ->
    [one] { $count } quartetto
   *[other] { $count } quartetti
  } ({ $ranks })
