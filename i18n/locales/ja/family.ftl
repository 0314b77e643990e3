## ゴーフィッシュ、神経衰弱、ババ抜きの仲間（bot/discord/games/family_*.py）：
## 手を指した本人だけに届く返事、ゴーフィッシュの「聞く」パネル、チャンネルの場、
## /ask・/flip・/draw の断り。ランクは rank-plural（「7」「エース」）で届く。

## ゴーフィッシュ：聞いた結果（聞いた本人だけが読む）

gofish-gave-you = { $who }から{ $cards }をもらいました。
gofish-go-fish = { $by ->
    [you] あなたの
   *[other] { $who }の
  }答え：「ゴーフィッシュ！」
gofish-you-drew = 山札から{ $card }を引きました。
gofish-you-drew-lucky = 山札から{ $card }を引きました。聞いたカードなので、もう一度聞けます。
gofish-laid-book = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $rank }のブックを作りました。
gofish-hand-empty = { $by ->
    [you] あなたの手札がなくなりました。
   *[other] { $who }の手札がなくなりました。
  }
gofish-game-won = ゲーム終了。勝者は{ $winners }です。
gofish-your-turn-again = またあなたの番です。`/{ -cmd-ask }`で誰かに聞いてください。

## ゴーフィッシュ：「聞く」パネル（手札のDMと /hand）

gofish-ask-one-player = **{ $who }**に何を聞きますか？（ワンクリック、または`/{ -cmd-ask }`）
gofish-ask-chosen-player = **{ $who }**に何を聞きますか？（ワンクリック。ほかの人にはリストから、または`/{ -cmd-ask }`）
gofish-ask-one-click = ワンクリックで聞けます（`/{ -cmd-ask }`でも聞けます）。
gofish-choose-whom-for-what = 誰に何を聞くか選んでください（`/{ -cmd-ask }`でも聞けます）。
gofish-pick-from-player = 聞きたい相手のメニューから選んでください（`/{ -cmd-ask }`でも聞けます）。
gofish-two-selects = 下の2つのメニューで聞いてください（`/{ -cmd-ask }`でも聞けます）。
gofish-asking-whom = **{ $who }**に聞きます。何を聞くか選んでください。
gofish-asking-for = **{ $what }**を聞きます。誰に聞くか選んでください。
gofish-ask-whom-for-what = 誰に何を聞きますか？
gofish-ask-whom = 誰に聞きますか？
gofish-ask-player = { $who }に聞く（{ $count }枚）
gofish-ask-player-for = { $who }に何を聞きますか？（{ $count }枚）
gofish-ask-about = 手札に{ $held }枚・{ $who }は{ $count }枚
gofish-player-cards = { $who_name }（{ $count }枚）
gofish-rank-you-hold = { $rank }（手札に{ $count }枚）
gofish-for-rank = 手札にある数字を聞く
gofish-for-card = カードを聞く（手札にある数字のもの）
gofish-for-which = どの{ $rank }を聞きますか？
gofish-for-rank-then-suit = 数字を選ぶ（次にスート）
gofish-rank-then = { $rank }…
gofish-then-suit = 次にスートを選びます
gofish-another-rank = ↩ ほかの数字
gofish-choose-an-ask = メニューから聞く内容を選んでください。
gofish-exact-cards = このテーブルではカードをスートまで指定して聞きます（例：`{ $example }`）。
family-no-such-player = このテーブルに`{ $name }`というプレイヤーはいません。プレイヤー：{ $players }

## 神経衰弱：チャンネルの場、めくった結果

concentration-board-header = 🧠 **{ $game }** — 残り{ $count }枚
concentration-turns-up = **{ $who }**があと{ $count }枚めくります（カードをクリックするか`/{ -cmd-flip }`）。
concentration-turning-back = そろいませんでした：{ $cards } — 裏に戻します…
concentration-board-part = **場のカード { $first }〜{ $last }**（テーブル #{ $table }）
concentration-you-turned-up = 表向き：{ $cards }。あと{ $count }枚めくってください。
concentration-you-missed = そろいませんでした：{ $cards }。
concentration-board-places = 場の位置は{ $count }か所です。1〜{ $count }から選んでください。
family-game-over = ゲーム終了。

## ババ抜きの仲間：チャンネルの引く札、引いた結果

oldmaid-board-draw = 🎴 **{ $who }**、**{ $source }**の手札（裏向きで{ $count }枚）から1枚引いてください。カードを押すか、`/{ -cmd-draw }`を使ってください。
oldmaid-shuffle-button = 手札をシャッフル
oldmaid-board-over = { $game }は終わりました。
oldmaid-left-holding = ゲーム終了：{ $who }の手に{ $card }が残りました。
oldmaid-you-shuffled = 手札をシャッフルしました。では1枚引いてください。
oldmaid-you-drew = { $who }から{ $card }を引きました。
oldmaid-you-drew-pair = { $who }から{ $card }を引いて、{ $rank }のペアを捨てました。
oldmaid-draw-positions = { $who }の手札は{ $count }枚です。1〜{ $count }から選んでください。

panel-gofish-ask = { $who }に{ $what }を聞く（手札に{ $held }枚）
