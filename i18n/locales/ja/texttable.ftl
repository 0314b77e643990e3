## 文字の卓（`cards: text`）、bot/discord/core/embeds.py：席ごと、チームごとに1行。

texttable-score = **{ $points }**点
texttable-sweeps = スコパ{ $count }回
texttable-team = { $team_name }：{ $score }
texttable-books = ブック{ $count }（{ $ranks }）
texttable-tricks = { $count }トリック（札の点{ $points }）
texttable-brcke = ブルカ{ $count }個
texttable-stovkahra-game = 第{ $game }ゲーム（ブルカ{ $target }個でマッチの勝ち）
