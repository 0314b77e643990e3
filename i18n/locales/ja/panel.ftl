## 自分だけのパネル（手札のDMと/hand）：画像、ボタン、手で分かったこと。ロビーの「コンピューターで埋める」。/help。

# -- 自分だけの画像 ------------------------------------------------------------------------------
hand-picture-you = あなた
hand-picture-your-turn = あなたの番です
hand-picture-waiting = まだあなたの番ではありません
hand-picture-over = ゲーム終了
hand-picture-your-hand = あなたの手札（{ $count }枚）
hand-picture-no-trick = まだ誰も出していません
hand-picture-draw-from = { $who }さんから1枚引きます（{ $count }枚）
hand-picture-stock = 山札：{ $count }枚
hand-picture-holds = { $who }：{ $count }枚
hand-picture-dimmed = 灰色のカード：{ $why ->
    [discard] 伏せられません
   *[play] 今は出せません
}

# -- もう更新できない/handパネル ------------------------------------------------------------------
turnping-open-hand = `/{ -cmd-hand }`のパネルが古くなっています。もう一度`/{ -cmd-hand }`を開いて手札を確認し、プレイしてください。

# -- 何をするかが分かるボタン --------------------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → 場に置く
panel-scopa-sweep = { $play }・スコパ！
panel-scopa-choices = { $card } → 取り方{ $count }通り…
panel-gofish-ask = { $who }さんに{ $what }を聞く（手札に{ $held }枚）

# -- すぐにゲームが終わる手 -------------------------------------------------------------------
panel-dost-wins = ドスト：ここで止めて勝つ（{ $target }点中{ $points }点）
panel-dost-confirm = あなたのチームは{ $target }点中{ $points }点です。今ドストを宣言するとゲームに**負け**、相手チームにブルカが2つ入ります。それでも宣言しますか？

# -- ロビー：空いている席を一度に埋める ---------------------------------------------------
lobby-fill-placeholder = 空いている{ $count }席をコンピューターで埋める…
lobby-fill-level = コンピューター（{ $level }）

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo：チャンネルで遊ぶ伝統的なカードゲーム
help-what = このチャンネルでカードを配ります。友だちと、またはコンピューターと遊べます。場はみんなに見えます。あなたの手札はDMか`/{ -cmd-hand }`で、あなただけに届きます。
help-games = ゲーム
help-seats = { $count }人
help-start = テーブルを開く
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:`でこのチャンネルにテーブルを開きます（ゲームは一覧から選びます）。
    2. 友だちは「参加」で席に着きます。空いている席は、ホストがロビーから一度にコンピューターで埋められます。
    3. ホストが「開始」を押します。
help-play = 自分の番
help-play-how = `/{ -cmd-hand }`で手札と、手ごとのボタンが表示されます（DMにも同じパネルが届きます）。`/{ -cmd-play } { -opt-card }:`でカードを出し、`/{ -cmd-move }`でそれ以外の手を指定できます。`/{ -cmd-hint }`はおすすめの手を教えます。`/{ -cmd-rules }`で各ゲームのルールを確認できます。
help-more = そのほか
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` 言語 · `/{ -cmd-settings } { -cmd-settings-ping }` 手番の通知方法 · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`
panel-cannot-discard = 伏せられないカード（画像では灰色）：{ $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = その後の手：
