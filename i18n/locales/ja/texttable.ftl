## 文字の卓（`cards: text`）、bot/discord/core/embeds.py：席ごと、チームごとに1行。

texttable-score = **{ $points }**点
texttable-sweeps = スコパ{ $count }回
texttable-team = { $team_name }：{ $score }
texttable-books = ブック{ $count }個（{ $ranks }）
texttable-tricks = { $count }トリック（札点{ $points }）
texttable-brcke = ブルチカ{ $count }個
texttable-stovkahra-game = 第{ $game }ゲーム（ブルチカ{ $target }個でマッチの勝ち）
