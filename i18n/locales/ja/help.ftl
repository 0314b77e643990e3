## /help (bot/discord/features/rules/help.py)

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo：チャンネルで遊ぶ伝統的なカードゲーム
help-what = このチャンネルでカードを配ります。友だちと、またはコンピューターと遊べます。場はみんなに見えます。あなたの手札はDMか`/{ -cmd-hand }`で、あなただけに届きます。
help-games = ゲーム
help-seats = { $same ->
    [yes] { $low }人
   *[no] { $low }〜{ $high }人
  }
help-game = **{ $title }**（{ $seats }）— { $about }
help-game-plain = **{ $title }**（{ $seats }）
help-start = テーブルを開く
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:`でこのチャンネルにテーブルを開きます（ゲームは一覧から選びます）。
    2. 友だちは「参加」で席に着きます。空いている席は、ホストがロビーから一度にコンピューターで埋められます。
    3. ホストが「開始」を押します。
help-play = 自分の番
help-play-how = `/{ -cmd-hand }`で手札と、手ごとのボタンが表示されます（DMにも同じパネルが届きます）。`/{ -cmd-play } { -opt-card }:`でカードを出し、`/{ -cmd-move }`でそれ以外の手を指定できます。`/{ -cmd-hint }`はおすすめの手を教えます。`/{ -cmd-rules }`で各ゲームのルールを確認できます。
help-more = そのほか
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }`：表示言語・`/{ -cmd-settings } { -cmd-settings-ping }`：手番の通知方法・`/{ -cmd-leaderboard }`・`/{ -cmd-stats }`・`/{ -cmd-history }`・`/{ -cmd-replay }`

# /ルール ゲーム：一覧の中のゲームの形（「スコパ：スコポーネ」）
rules-choice = { $game }：{ $preset }
