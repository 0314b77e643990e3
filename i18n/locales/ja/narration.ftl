## 一人称のラベルの手を卓が語る言い方（bot/discord/core/embeds.py の `NARRATED`）。

narrated-oldmaid-shuffle = { $who }が手札をシャッフルしました
narrated-oldmaid-draw = { $who }が{ $number }番目のカードを引きました
narrated-oldmaid-draw-from = { $who }が{ $whom }の{ $number }番目のカードを引きました
replay-move-narrated = **{ $number }手目**・{ $said }

## スコパの勝負を決めたこと（bot/service/final_facts.py）。
facts-scope-of = { $who }が{ $count }回
facts-points-of = { $who }が{ $points }点
facts-titled = **{ $title }：**{ $text }
