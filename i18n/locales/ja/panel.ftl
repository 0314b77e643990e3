## 自分だけのパネル（手札のDMと/hand）：画像、ボタン、手で分かったこと。ロビーの「コンピューターで埋める」。/help。

# -- 自分だけの画像 ------------------------------------------------------------------------------
hand-picture-you = あなた
hand-picture-over = ゲーム終了
hand-picture-your-hand = あなたの手札（{ $count }枚）
hand-picture-no-trick = まだ誰も出していません
# 画像の中の名前は席の名札と同じ書き方（さんを付けない）。
hand-picture-draw-from = { $who_name }の手札（{ $count }枚）から1枚引きます
hand-picture-pond = 山札：{ $count }枚
hand-picture-holds = { $who_name }：{ $count }枚
hand-picture-dimmed = 灰色のカード：{ $why ->
    [discard] 伏せられません
   *[play] 今は出せません
}

# -- 何をするかが分かるボタン --------------------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → 場に出す
panel-scopa-sweep = { $play }・スコパ！
panel-scopa-choices = { $card } → 取り方{ $count }通り…
panel-play-which = 出す手を選ぶ…（{ $count }通り）

# -- すぐにゲームが終わる手 -------------------------------------------------------------------
panel-dost-wins = ドスト：ここで止めて勝つ（{ $target }点中{ $points }点）
panel-dost-confirm = あなたのチームは{ $target }点中{ $points }点です。今ドストを宣言するとゲームに**負け**、相手チームにブルチカが2個入ります。それでも宣言しますか？

panel-cannot-discard = 伏せられないカード（画像では灰色）：{ $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = その後の手：
