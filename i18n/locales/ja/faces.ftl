## /table の返答

table-joined = テーブル #{ $table }に参加しました。
table-left = テーブル #{ $table }から退席しました。
table-left-playing = テーブル #{ $table }から退席しました。今はコンピューターが代わりにプレイしています。もう一度プレイすると（`/{ -cmd-play }`、`/{ -cmd-hand }`）席に戻れます。
table-started = 対局開始！手札はDMで届きます。
table-option-set = `{ $option }`を**{ $value }**にしました。
table-options-heading = **テーブル #{ $table }のオプション**（ロビーにいる間、ホストだけが変更できます）：
table-closed = テーブル #{ $table }を閉じました。
error-user-not-seated = { $who }はこのテーブルに着席していません。
table-kicked = { $who }をテーブル #{ $table }から外しました。
table-kicked-playing = テーブル #{ $table }では、{ $who }の席をコンピューターが代わりにプレイします。
table-computer-removed = テーブル #{ $table }から 🤖 { $who }を外しました。
table-seat-choice = 席{ $seat }：{ $who }

## /leaderboard と /stats

period-all = 全期間
period-season = シーズン{ $season }
period-month = { NUMBER($year, useGrouping: 0) }年{ $month }月
board-empty = このサーバーには、レーティング対象の{ $game }の対局がまだありません。`{ $command }`で始めましょう。
board-empty-period = このサーバーには、{ $period }のレーティング対象の{ $game }の対局がありません。`{ $command }`で始めましょう。
board-title = { $game } ランキング
board-title-period = { $game } ランキング — { $period }
board-footer = 初めてのプレイヤーはレーティング1500から始まります。順位にはレーティングの確かさも反映されます（対局数が少ないと低めになります）。コンピューターが入った対局もレーティングの対象です。コンピューターの強さはレベルごとに一定です。
stats-none = { $who }には、このサーバーで終わった対局がまだありません。
stats-title = { $who }の対局
stats-rating = レーティング **{ $rating }**
stats-games-none = 対局なし
stats-games-won = { $games }局 { $wins }勝（{ NUMBER($rate, style: "percent") }）

## /history と /stats の成績

history-line = `#{ $table }` { $game }・{ $outcome } { $score }（相手：{ $opponents }）
history-line-with = `#{ $table }` { $game }・{ $outcome } { $score }（相手：{ $opponents }、味方：{ $partners }）
history-won = **勝ち**
history-tied = **引き分け**
history-lost = 負け
history-place = { $teams ->
    [yes] { $sides }組中{ $place }位
   *[no] { $sides }人中{ $place }位
  }
history-none = { $who }には、このサーバーで終わった対局がまだありません。
history-none-game = { $who }には、このサーバーで終わった{ $game }の対局がまだありません。
history-title = { $who }の最近の対局
history-title-game = { $who }の最近の{ $game }の対局
history-footer = 新しい順・対局ごとのレーティング変動・▶でリプレイ
record-title = 成績
record-won = { $game }：{ $games }局中{ $wins }勝（{ NUMBER($rate, style: "percent") }）
record-streak-wins = { $count }連勝中
record-streak-losses = { $count }連敗中
record-best-streak = 最多連勝 { $count }
record-opponents = よく対戦する相手
record-opponent = { $who_name }：{ $games }局（{ $wins }勝 { $losses }敗）

## /replay

replay-choice-you = あなた
replay-title = { $game } #{ $table } — リプレイ
replay-start = **配り終えたところ** — このあと{ $moves }手。
replay-move = **{ $number }手目**・{ $who }：{ $move }
replay-deal = **第{ $deal }ディール**
replay-on-table = **場：** { $cards }
replay-nothing = なし
replay-hands = 手札
replay-score = 得点
replay-side = チーム{ $side }
replay-this-deal = （このディールで{ $gained }）
replay-deal-field = 第{ $deal }ディール — { $title }
replay-result = 結果
replay-unfinished = 未終了
replay-result-won = { $scores } — { $winners }の勝ち
replay-result-nobody = { $scores } — 勝者なし
replay-footer = { $number }／{ $moves }手目
replay-footer-played = { $number }／{ $moves }手目・対局日 { $date }
replay-open = リプレイ #{ $table }
replay-hard-pick = 「むずかしい」の一手
replay-step-first = まずどこかの手まで進めてください。
replay-hard-same = { $number }手目・{ $said }「むずかしい」のコンピューターも同じ手を選んだはずです：{ $why }。
replay-hard-other = { $number }手目・{ $said }「むずかしい」のコンピューターなら{ $kind ->
        [takes] **{ $card }を出して{ $cards }を取った**
        [plays] **{ $card }を出した**
        [lays] **{ $card }を場に出した**
        [aside] **{ $cards }を伏せた**
        [asks] **{ $whom }に{ $rank }を聞いた**
        [flips] **{ $place }番のカードをめくった**
        [draws] **{ $place }番目のカードを引いた**
        [draws-from] **{ $whom }の{ $place }番目のカードを引いた**
        [shuffles] **手札をシャッフルした**
        [declares] **「{ $combination }」を宣言した**
        [passes] **宣言を終えた**
        [signals] **パートナーに{ $suit }をリードするよう合図した**
        [dost] **ドストを宣言した**
        [brcka-add] **ブルチカを自分たちの累計に加えた**
        [brcka-take] **ブルチカを負けたチームの累計から引いた**
       *[move] 「**{ $move }**」を選んだ
    }はずです：{ $why }。
# カードを出す以外の手（上の`$said`）。
replay-hard-chose = { $by ->
    [you] あなたは「{ $move }」を選びました。
   *[other] { $who }は「{ $move }」を選びました。
  }
# カードを出す以外の手を、終わったゲームのリプレイで言い切る形（「CPU1がaliceさんに7を聞きました。」）。
replay-move-said = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $kind ->
    [asks] { $whom_kind ->
        [you] あなた
       *[other] { $whom }
    }に{ $rank }を聞きました
    [flips] { $place }番のカードをめくりました
    [draws] { $place }番目のカードを引きました
    [draws-from] { $whom_kind ->
        [you] あなた
       *[other] { $whom }
    }の{ $place }番目のカードを引きました
    [shuffles] 手札をシャッフルしました
    [declares] 「{ $combination }」を宣言しました
    [passes] 宣言を終えました
    [signals] パートナーに{ $suit }をリードするよう合図しました
    [dost] ドストを宣言しました
    [brcka-add] ブルチカを自分たちの累計に加えました
    [brcka-take] ブルチカを負けたチームの累計から引きました
   *[aside] { $cards }を伏せました
  }。

## 自分だけの手札パネル (bot/discord/core/hand_panel.py)

panel-my-hand = 自分の手札
panel-other-card = ↩ 別のカードを選ぶ
panel-how-to-play-card = { $card }をどう出しますか？
panel-picked = **{ $card }**を選びました。取る札を選んでください。
panel-suit-open = { $suit }（{ $count }枚）
panel-suit-closed = { $suit }（{ $count }枚）— 今は出せません
panel-suits-not-now = -# 今は出せません：{ $suits }
panel-suit-count = { $suit }（{ $count }枚）
panel-choose-move = 手を選んでください
panel-choose-card = 出すカードを選んでください
panel-not-yet = まだあなたの番ではありません。番が来たらこのボタンが使えます。
panel-nobody = なし
panel-cannot-play = 今は{ $card }を出せません。
panel-earlier-deal = これは前のディールの手札です。今の手札は/{ -cmd-hand }で見られます。
panel-no-longer-held = { $card }はもう手札にありません。今の手札は/{ -cmd-hand }で見られます。
panel-not-your-turn-yet = まだあなたの番ではありません。{ $who }の番です。

emoji-and-card = { $emoji } { $card }
