## ルールの拒否メッセージ：全ゲーム共通

action-not-text = 手は`{ $example }`のような文字で指定します（{ $kind ->
    [none] 空
    [bool] 真偽値
    [number] 数値
    [list] リスト
    [bytes] バイト列
   *[other] その形式
  }は使えません）。
action-too-long = { $length }文字あります。手は`{ $example }`のように短く書きます。
action-empty = 手が空です。`{ $example }`のように入力してください。
seat-player = プレイヤー{ $number }
game-over = ゲームは終了しました。

## オプションとプリセット

option-on-off = オプション`{ $option }`はオンかオフです（{ $value }は使えません）。
option-whole-number = オプション`{ $option }`には整数を指定します（{ $value }は使えません）。
option-number-between = オプション`{ $option }`には{ $low }から{ $high }までの整数を指定します（{ $value }は使えません）。
option-number-at-least = オプション`{ $option }`には{ $low }以上の整数を指定します（{ $value }は使えません）。
option-number-at-most = オプション`{ $option }`には{ $high }以下の整数を指定します（{ $value }は使えません）。
option-one-of = オプション`{ $option }`は{ $shown }のいずれかです（{ $value }は使えません）。
option-at-least = オプション`{ $option }`は{ $low }以上です（{ $value }は使えません）。
option-at-most = オプション`{ $option }`は{ $high }以下です（{ $value }は使えません）。
option-no-preset = { $game }にプリセット `{ $preset }`はありません。プリセット：{ $known }
option-no-such = { $game }にオプション`{ $option }`はありません。オプション：{ $known }
option-players = { $game }（{ $form }）は{ $shown }人用です（{ $players }人では遊べません）。

## カード

card-name-one = カードを指定してください（例：`7d`、`7♦`、`{ $example }`）。
card-unread = { $text }はカードとして読めません。`7d`、`7♦`、`{ $example }`のように書いてください。
no-such-card = このデッキに{ $card }はありません。
not-held = { $card }は手札にありません。手札：{ $hand }

## スコパ

scopa-unread = { $error }カードを場に出すには`7d`、取るには`7d:3c+4s`と書きます。
scopa-named-twice = { $card }を2回指定しています。
scopa-take-itself = { $card }で自分自身は取れません。
scopa-not-on-table = { $cards }は場にありません。場：{ $table }
scopa-must-take = { $card }は{ $capture }を取らなければなりません。{ $choices }を出してください。
scopa-must-capture = { $card }は取らなければなりません。次から選んでください：{ $choices }
scopa-cannot-take = { $card }で{ $cards }は取れません。場に出すなら`{ $lay }`です。
scopa-refused = { $why }{ $count ->
    [one] 出せる手：
   *[other] 次から選んでください：
  }{ $choices }
scopa-the-whole-table = 場のカードすべて（{ $cards }）
scopa-the-card-on-table = 場の{ $cards }
scopa-the-cards-from-table = 場の{ $cards }
scopa-ace-blocks = 場にエースがあるので、{ $card }はエースしか取れません。
scopa-ace-takes-all = エースは場札を全部取ります（{ $table }）。
scopa-fifteen = スコパ・ディ・クインディチでは、{ $card }と合わせて15にならなければなりません：{ $value } + { $total } = { $sum }。
scopa-same-rank = { $card }は同じ数字のカード（{ $cards }）を取らなければなりません。合計では取れません。
scopa-sum = { $cards }の合計は{ $total }で、{ $value }ではありません。
scopa-max-sum = 合計で取れるのは{ $most }枚までです。
scopa-fewest = できるだけ少ない枚数で取ってください。

## トリックテイキング（Scarto、Stovkahra）

tricks-must-follow = { $suit }を出さなければなりません：手札に{ $held }があります。
tricks-must-beat = { $card }より強いカードを出さなければなりません：手札に{ $held }があります。
tricks-must-trump = 切り札で切らなければなりません：手札に{ $held }があります。
scarto-not-understood = { $action }は分かりません。`Ks`、`Cc`、`T21`、`マット`のようにカードを出してください。
scarto-not-understood-discard = { $action }は分かりません。`Ks`、`Cc`、`T21`、`マット`のようにカードを出すか、3枚伏せてください：`discard:2s+3c+T5`。
scarto-discard-first = まず親がカードを3枚伏せます（`discard:2s+3c+T5`）。
scarto-discard-when = 札を伏せられるのは親だけで、最初のリードの前に限ります。
scarto-discard-unread = { $error }`discard:2s+3c+T5`のように3枚伏せてください。
scarto-discard-three = 違うカードをちょうど3枚伏せてください（例：`discard:2s+3c+T5`）。
scarto-not-held = { $card }は手札にありません。
scarto-no-matto = マットは伏せられません。
scarto-no-angel = 天使（{ $angel }）は伏せられません。
scarto-no-kings = キングは伏せられません（{ $card }）。
scarto-bagatto = バガット（切り札1）を伏せられるのは、それが唯一の切り札のときだけです。
stovkahra-declarations-first = まだ{ $what ->
    [play] カードを出せません
    [pass] パスできません
    [dost] ドストを宣言できません
   *[brcka] ブルチカを選べません
  }。先に宣言するか、`パス`してください。
stovkahra-brcka-first = 今は{ $what ->
    [play] カードを出せません
    [pass] パスできません
    [dost] ドストを宣言できません
   *[brcka] ブルチカを選べません
  }。先に、勝ったチームが`brcka:add`か`brcka:take`を選びます。
stovkahra-play-now = 今は{ $what ->
    [play] カードを出せません
    [pass] パスできません
    [dost] ドストを宣言できません
   *[brcka] ブルチカを選べません
  }。今はカードを出す番です。
stovkahra-match-over = マッチは終了しました。
stovkahra-play-a-card = カードを出してください。
stovkahra-not-understood = { $action }は分かりません。`Ks`のようにカードを出すか、`declare:AAA`、`signal:h`、`dost`、`パス`を使ってください。
stovkahra-declarations-over = 宣言はもうできません。宣言は最初のリードの前に行います。
stovkahra-not-a-combination = { $text }は手役ではありません。同じ数字の3枚か4枚を宣言してください：`AAA`、`7777`、`101010`、`KKK`…
stovkahra-cannot-declare = { $combination }は宣言できません。その数字は{ $held }枚しか持っていません。
stovkahra-already-declared = { $rank ->
    [A] エース
    [K] レ（K）
    [Q] カヴァッロ
    [J] ファンテ
   *[other] { $rank }
  }はもう宣言しています。
stovkahra-signal-who = 合図を送れるのは親の右隣の人だけで、最初のリードの前に限ります。
stovkahra-not-a-suit = { $text }はスートではありません。`s`、`h`、`d`、`c`のどれかで合図してください。
stovkahra-signal-seven = 合図を送れるのは切り札の7（{ $card }）を持っているときだけです。
stovkahra-signal-not-trumps = 合図できるのは持っていないスートだけで、切り札は合図できません。
stovkahra-signal-void = { $held }を持っています。合図できるのは持っていないスートだけです。
stovkahra-dost-when = ドストを宣言できるのは、自分のチームの宣言の直後か、トリックに勝った直後です。
stovkahra-brcka-choose = `brcka:add`（自分の点に加える）か`brcka:take`（負けた側から引く）を選んでください。
stovkahra-brcka-none = 負けた側から引けるブルチカはありません。`brcka:add`を選んでください。

## Go Fish、神経衰弱、ババ抜き

family-digits = `{ $verb }:`には半角数字（0-9）を書きます（例：`{ $verb }:0`）。
family-pick-range = { $what }を0から{ $most }までで選んでください。
family-nothing-to-pick = 選べるものがありません（{ $what }）。
family-a-position = 位置
oldmaid-position-in = { $count ->
    [0] { $player }の手札
   *[other] { $player }の手札{ $count }枚の中の位置
  }
concentration-not-understood = { $action }は分かりません。`flip:<位置>`でカードをめくってください（例：`flip:0`）。
concentration-empty = 位置{ $position }は空です（そのカードは取られました）。裏向きのカードを選んでください。
concentration-face-up = 位置{ $position }はもう表向きです。ほかの裏向きのカードを選んでください。
oldmaid-not-understood = { $action }は分かりません。`draw:<位置>`でカードを引いてください（例：`draw:0`）。
oldmaid-shuffle-off = このテーブルでは手札をシャッフルできません。
oldmaid-shuffled = この番ではもうシャッフルしました。`draw:<位置>`でカードを引いてください。
oldmaid-one-card = 1枚ならシャッフルする必要はありません。`draw:<位置>`でカードを引いてください。
gofish-not-understood = { $action }は分かりません。`{ $example }`のように聞いてください（席番号、次にほしいもの）。
gofish-seat-digits = 相手は席番号（半角数字）で指定してください（例：`{ $example }`）。
gofish-no-seat = 席{ $seat }はありません。`ask:<席>:…`の席は0から{ $most }までです。
gofish-ask-yourself = 自分には聞けません。ほかのプレイヤーに聞いてください。
gofish-no-cards-left = { $who }にはもうカードがありません。まだ残っている人に聞いてください：{ $still }
gofish-card-with-suit = カードはスートつきで指定してください（例：`{ $example }`）。
gofish-card-of-rank-held = 聞けるのは手札にある数字のカードだけです。手札：{ $hand }
gofish-hold-it = { $card }は自分で持っています。持っていないカードを聞いてください。
gofish-in-a-book = { $card }はもうブックになっています。
gofish-ask-rank = 数字（A、2〜10、J、Q、K）を聞いてください（例：`{ $example }`）。
gofish-rank-held = 聞けるのは手札にある数字だけです。手札：{ $hand }

## /play と /move

play-no-card-now = 今はカードを出せません。
play-not-now = 今は{ $card }を出せません。出せるカード：{ $playable }
play-cannot-target = { $card }で{ $cards }は{ $verb ->
    [take] 取れません
   *[with] 選べません
  }。選べるのは次のとおりです：{ $options }
play-choice = { $card }には選択肢があります：{ $options }。`{ -opt-capture }:`で指定してください。
play-no-target = { $verb ->
    [take] 取らない
   *[with] なし
  }
play-target-option = { $verb ->
    [take] { $card }で{ $cards }を取る
   *[with] { $card }と{ $cards }
  }
play-target-none = { $card }：{ play-no-target }

## カードの名前

card-italian = { $suit ->
    [d] 金貨
    [h] 聖杯
    [s] 剣
   *[c] 棍棒
  }の{ $rank ->
    [A] エース
    [J] ファンテ
    [Q] カヴァッロ
    [K] レ
   *[other] { $rank }
  }
card-tarot = { $suit ->
    [d] 金貨
    [h] 聖杯
    [s] 剣
   *[c] 棍棒
  }の{ $rank ->
    [A] 1
    [J] ジャック
    [C] 騎士
    [Q] クイーン
    [K] キング
   *[other] { $rank }
  }
card-trump = 切り札{ $number }
card-fool = マット
card-joker = ジョーカー

## 対局記録（games/record.py）：記録ファイルを再生できない理由

record-file-not-a-record = Tavoloの対局記録ではありません（1行目は`{ $magic }`のはずです）。
record-file-seat-order = { $line }行目：席{ $expected }のはずが、席{ $found }になっています。
record-file-not-header = { $line }行目はヘッダー行（`名前: 値`）ではありません：{ $text }
record-file-not-move = { $line }行目は番号付きの手（`12. 7d:3c+4s`）ではありません：{ $text }
record-file-move-order = { $line }行目：{ $expected }手目のはずが、{ $found }手目になっています。
record-file-missing-line = 記録に`{ $key }:`の行がありません。
record-file-no-seats = 記録に席（`Seat 1: 名前`）が一つもありません。
record-file-options-json = `Options:`の行が正しいJSONではありません。
record-file-options-object = `Options:`の行はJSONオブジェクトでなければなりません。
record-file-seed = シードには整数を指定してください（`{ $seed }`は使えません）。
record-file-result-differs = 記録には`{ $stated }`とありますが、手を再生すると`{ $replayed }`になります。
record-file-no-game = 記録のヘッダーから対局を始められません：{ $reason }
record-file-illegal-move = { $number }手目（`{ $action }`）はその時点では出せない手です：{ $reason }
