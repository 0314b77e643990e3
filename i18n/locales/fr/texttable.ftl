## La table en mots (`cards: text`), bot/discord/core/embeds.py : une ligne par place et par équipe.

texttable-score = **{ $points }** { $points ->
    [one] point
   *[other] points
  }
texttable-sweeps = { $count ->
    [one] { $count } scopa
   *[other] { $count } scope
  }
texttable-team = { $team_name } : { $score }
texttable-books = { $count ->
    [one] { $count } carré
   *[other] { $count } carrés
  } ({ $ranks })
texttable-tricks = { $count ->
    [one] { $count } pli
   *[other] { $count } plis
  } ({ $points ->
    [one] { $points } pt de cartes
   *[other] { $points } pts de cartes
  })
texttable-brcke = { $count ->
    [one] { $count } brčka
   *[other] { $count } brčke
  }
texttable-stovkahra-game = Partie { $game } (le match se gagne à { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
