## The lobby: seats, computers, options (bot/discord/features/lobby/)

lobby-usual-rules = { $game }の標準ルールです。
lobby-usual-rules-except = { $game }の標準ルール。ただし：
lobby-turn-timer = 持ち時間：{ $timer }
lobby-timer-minutes = { $minutes }分
lobby-timer-days = { $days }日
lobby-host = { $who_name }・ホスト
lobby-open-seat = — 空席 —
lobby-seats = 席（{ $taken }/{ $seats }）
lobby-options = オプション
lobby-footer = 席が埋まったら（空席はコンピューターで埋められます）、ホストが「開始」を押します。
lobby-join = 参加
lobby-leave = 退席
lobby-add-computer = コンピューターを追加
lobby-start = 開始
lobby-remove-computer = コンピューターを外す
lobby-seat-of = 席{ $number }：{ $who }
lobby-pick-level = テーブル #{ $table }に座らせるコンピューターの強さを選んでください。
lobby-all-seated = 満席です。ホストが「開始」を押せます。
lobby-level-placeholder = コンピューターの強さ
lobby-level-easy = 初心者向け：単純で、弱い手も多めです
lobby-level-normal = 一手ずつ堅実にプレイします
lobby-level-hard = 先を読みます。考えるのに少し時間がかかります
lobby-computer-added = { $who }を席{ $number }に座らせました。
lobby-pick-level-first = 強さを選んでください。
lobby-pick-computer-first = 外すコンピューターの席を選んでください。
lobby-options-host-only = オプションを変更できるのはホストだけです。
lobby-options-in-lobby = オプションはゲーム開始前のロビーでしか変更できません。
lobby-computers-in-lobby = ゲームはもう始まっています。コンピューターを座らせられるのはロビーでだけです。
optpanel-title = **テーブル #{ $table }のオプション**（{ $game }）— 変更するものを選んでください。
optpanel-timer = 持ち時間
optpanel-timer-about = コンピューターが代わりにプレイするまでの時間
optpanel-timer-help = **持ち時間**：切れるとコンピューターが代わりにプレイします。もう一度遊べば席に戻れます。
optpanel-type-a-number = **{ $option }**は数値で指定します：`{ $command }`
optpanel-other-number = ほかの数値：`{ $command }`
optpanel-pick-option = 変更するオプション
optpanel-pick-value = 新しい値
optpanel-pick-value-first = 値を選んでください。
optpanel-set = { $option }：**{ $value }**

# -- ロビー：空いている席を一度に埋める ---------------------------------------------------
lobby-fill-placeholder = 空いている{ $count }席をコンピューターで埋める…
lobby-fill-level = コンピューター（{ $level }）

## What a game is played to, first among the lobby's options (GameFace.lobby_goal)

lobby-goal-first-to = { $target }点先取で勝ち。
lobby-goal-deals = 全{ $deals }ディール。合計点の多い人が勝ち。
lobby-goal-stovkahra = { $target }点で1ゲームの勝ち、ブルチカ{ $brcke }個でマッチの勝ち。
lobby-goal-most = { $what ->
    [books] ブックの多い人が勝ち。
    [pairs] ペアの多い人が勝ち。
   *[matches] 組の多い人が勝ち。
  }
lobby-goal-odd-card = 最後に残りの1枚を持っていた人の負け。
lobby-footer-host = 参加するか、コンピューターを加えてください。「開始」を押せるのはホストの{ $host }だけです。
