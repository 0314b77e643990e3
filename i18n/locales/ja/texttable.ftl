## 文字の卓（`cards: text`）、bot/discord/embeds.py：席ごと、チームごとに1行。

texttable-score = { $game ->
    [concentration] **{ $points }**組
   *[other] **{ $points }**点
  }
texttable-sweeps = スコパ{ $count }回
texttable-team = { $team }：{ $score }
texttable-books = ブック{ $count }（{ $ranks }）
