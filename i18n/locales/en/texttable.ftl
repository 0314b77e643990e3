## The live table in words (`cards: text`), bot/discord/core/embeds.py: one line per seat and per team.

# A seat's or a team's score on its line: `**3** points` (the game's own points: Concentration counts the cards taken).
texttable-score = **{ $points }** { $points ->
    [one] point
   *[other] points
  }
# A Scopa side's sweeps so far this deal, after its score.
texttable-sweeps = { $count ->
    [one] { $count } scopa
   *[other] { $count } scope
  }
# A team's line, under its seats: `alice & Bot 2: **3** points · 1 scopa`.
texttable-team = { $team_name }: { $score }
# A Go Fish seat's books, on its line (its score): `2 books (Kings, Sevens)`.
texttable-books = { $count ->
    [one] { $count } book
   *[other] { $count } books
  } ({ $ranks })
# A Stovkahra team's tricks this deal and their card points, on its line.
texttable-tricks = { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
  } ({ $points ->
    [one] { $points } card pt
   *[other] { $points } card pts
  })
# A Stovkahra team's brčke, on its line.
texttable-brcke = { $count ->
    [one] { $count } brčka
   *[other] { $count } brčke
  }
# Stovkahra: which game of the match this is, and what wins the match.
texttable-stovkahra-game = Game { $game } (the match is won at { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
