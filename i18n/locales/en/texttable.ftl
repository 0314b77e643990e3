## The live table in words (`cards: text`), bot/discord/embeds.py: one line per seat and per team.

# A seat's or a team's score on its line: `**3** points` (Concentration: the pairs it took).
texttable-score = { $game ->
    [concentration] **{ $points }** { $points ->
        [one] pair
       *[other] pairs
    }
   *[other] **{ $points }** { $points ->
        [one] point
       *[other] points
    }
  }
# A Scopa side's sweeps so far this deal, after its score.
texttable-sweeps = { $count ->
    [one] { $count } scopa
   *[other] { $count } scope
  }
# A team's line, under its seats: `alice & Bot 2: **3** points · 1 scopa`.
texttable-team = { $team }: { $score }
# A Go Fish seat's books, on its line (its score): `2 books (Kings, Sevens)`.
texttable-books = { $count ->
    [one] { $count } book
   *[other] { $count } books
  } ({ $ranks })
