## La table en mots (`cards: text`), bot/discord/embeds.py : une ligne par place et par équipe.

texttable-score = { $game ->
    [concentration] **{ $points }** { $points ->
        [one] paire
       *[other] paires
    }
   *[other] **{ $points }** { $points ->
        [one] point
       *[other] points
    }
  }
texttable-sweeps = { $count ->
    [one] { $count } scopa
   *[other] { $count } scope
  }
texttable-team = { $team } : { $score }
texttable-books = { $count ->
    [one] { $count } carré
   *[other] { $count } carrés
  } ({ $ranks })
