## 端末のテーブル（ゲームごと：bot/terminal/local_table.py、moves.py、aftermath.py、screens.py）と
## `python -m bot tables`。`$by` / `$to` は読み手自身の席のとき `you` です。

local-bad-players = { $game }は{ $shown }人用です（{ $players }人では遊べません）。
local-opened-game = { $game } — テーブル #{ $table }：{ $names }。遊び方は`help`、ルールは`rules`と入力してください。
local-abandoned-new = { $game }のテーブル #{ $table }を放棄して、新しいテーブルを始めます。
local-new-confirm = { $game }のテーブル #{ $table }（{ $move }手目）を放棄して、新しく始めますか？確認するには`y`と入力してください。
local-new-kept = テーブル #{ $table }はそのままです。何も変わっていません。
local-new-not-asked = `--new`を使うと{ $game }のテーブル #{ $table }（{ $move }手目）が放棄されますが、確認できる人が端末にいません。それでも始め直すには`--yes`を付けてください。
local-option-players = { $count }人
local-option-computers = コンピューター{ $count }人
local-resumed-other = 指定は{ $asked }でしたが、保存されたこの対局は{ $saved }です。新しく始めるには`{ $command }`を実行してください。

local-prompt-move = あなたの手（手の番号かカード）
local-prompt-board = カードをめくる（場の番号）
local-prompt-ask = 聞く（数字、またはプレイヤーと数字：{ $example }）
local-prompt-draw = { $who }から引く（1から{ $count }までのカード）
local-prompt-discard = 3枚を伏せる（例：{ $example }）

local-command-rules = このゲームのルール
local-command-hint = おすすめの手
local-help-scopa = カードを出します：一覧の番号、表記（7d、取る札を選ぶなら7d:3c+4s）、またはそのカードの手が一つだけなら名前（金貨の7。`settebello`も可）で入力します。
local-help-scarto = カードを出します：一覧の番号、表記（7c、T5）、または名前で入力します。親のときは、まず3枚を伏せます。`2s 3s 6s`や`2s,3s,6s`のように入力してください。
local-help-stovkahra = カードを出すか宣言します：一覧の手の番号、またはカードの表記か名前で入力します。
local-help-gofish = 自分が持っている数字をプレイヤーに聞きます：相手の名前と数字を`bob 7`のように入力します。聞ける相手が一人だけなら`7`だけでもかまいません。相手が持っていなければ山札から1枚引きます。
local-help-concentration = 場のカードの番号を入力するとめくれます（`12`でカード12）。同じ数字を2枚めくると取れて、もう一度続けられます。
local-help-oldmaid = 示されたプレイヤーから1枚引きます：相手の手札の位置を、1から相手の枚数までの番号で入力します。ペアは捨てられます。最後の1枚を持たされないようにしましょう。
local-help-commands = コマンド：`help`、`rules`、`hint`（おすすめの手）、`table`（テーブルをもう一度表示）、`quit`（保存して終了。同じコマンドで再開できます）。端末では`Tab`キーで手を補完できます。
local-hint-thinking = 考えています…
local-hint = { $move }（{ $action }）はどうでしょう：{ $why }。

local-deal-heading = ── 第{ $deal }ディール{ $has_dealer ->
    [yes] ・親：{ $dealer }
   *[no] {""}
  }・{ $scores }{ $target ->
    [0] {""}
   *[other] ・{ $target }点先取
  }
local-empty-table = なし
local-running-scores = 得点：{ $scores }
local-you-deal-discard = あなたが親です。まず3枚を伏せてください（キング、天使、マットは伏せられません）。
local-stovkahra-heading = 切り札：{ $suit }（底札：{ $card }）・親：{ $dealer }
local-stovkahra-brcke = ブルチカ：{ $each }（ブルチカ{ $target }個でマッチの勝ち）
local-trick-now = 第{ $number }トリック：{ $played }
local-col-player = プレイヤー
local-col-hand = 枚数
local-col-books = ブック
local-pond = 山札：{ $count }枚
local-out = 上がり
local-board-status = 場の残り{ $left }枚・取った枚数：{ $taken }
local-lays-aside = { $by ->
    [you] { $cards }を伏せました。
   *[other] { $who }が3枚を伏せました。
  }
local-deal-scored = ── 第{ $deal }ディールの得点：{ $scores }
local-game-won = ゲーム終了：{ $by ->
    [you] あなたの勝ちです。
   *[other] { $winners }の勝ちです。
  }
local-replay-hint = 振り返るには、`python -m bot export { $table } --out table.txt`のあと`python -m bot replay table.txt`を実行してください。

local-gofish-asks = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $to ->
    [you] あなた
   *[other] { $target }
  }に{ $rank }を聞きました。
local-gofish-gives = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $cards }を渡しました。
local-gofish-lucky = 聞いたカード{ $card }を引いたので、もう一度です。
local-gofish-draws = { $by ->
    [you] { $card }を引きました。
   *[other] { $known ->
        [yes] { $who }が{ $card }を引きました。
       *[no] { $who }が1枚引きました。
    }
  }
local-oldmaid-shuffles = { $by ->
    [you] 手札をシャッフルしました。
   *[other] { $who }が手札をシャッフルしました。
  }
local-oldmaid-draws = { $by ->
    [you] { $holder }から{ $card }を引きました。
   *[other] { $known ->
        [yes] { $who }が{ $to ->
            [you] あなた
           *[other] { $holder }
        }から{ $card }を引きました。
       *[no] { $who }が{ $to ->
            [you] あなた
           *[other] { $holder }
        }から1枚引きました。
    }
  }
local-oldmaid-pair = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $rank }のペアを捨てました。
oldmaid-went-out = { $by ->
    [you] 手札がなくなり、上がりです。
   *[other] { $who }は手札がなくなり、上がりです。
  }
local-concentration-turns-up = { $by ->
    [you] あなたは
   *[other] { $who }が
  }カード{ $number }をめくりました：{ $card }。
concentration-match = そろいました。{ $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $cards }を取りました。
concentration-again = { $by ->
    [you] もう一度あなたの番です。
   *[other] { $who }がもう一度めくります。
  }
local-concentration-miss = そろいませんでした。カードは裏に戻ります。
local-trick-won = 第{ $number }トリックは{ $winner }が取りました：{ $cards }。{ $tally }
local-trick-tally = （ここまで{ $tricks }トリック、札点{ $points }点）
local-trick-tally-team = （そのチーム：ここまで{ $tricks }トリック、札点{ $points }点）
local-last-trick = このディールの最後のトリック：{ $cards }。

local-board-number = 場のカードの番号を1から{ $most }までで入力してください。
local-board-not-there = カード{ $number }はもう場にありません。表示されている番号を選んでください。
local-draw-number = 引くカードの位置を1から{ $count }までで入力してください。
local-ask-what = 手札にある数字を聞いてください。例：`{ $example }`。
local-ask-whom = { $rank }を誰に聞きますか？`{ $example }`のように名前も入力してください。
local-ask-nobody = { $name }という人はいません。聞ける相手：{ $names }。
local-discard-unread = 「{ $text }」は3枚のカードではありません。`2s 3s 6s`のように入力してください。
local-discard-three = それは{ $count }枚です。伏せるのはちょうど3枚です（例：`2s 3s 6s`）。

local-col-cards = 枚数
local-col-coins = 金貨
local-col-settebello = セッテベッロ
local-col-primiera = プリミエラ
local-col-scope = スコパ
local-col-deal = 得点
local-col-total = 合計
local-target = { $target }点先取で勝ちです。

local-tables-none = 端末のテーブルはまだありません。始めるには`python -m bot play scopa`を実行してください。
local-tables-saved = 保存中（未完了）：同じ`play`コマンドでそれぞれ再開できます
local-tables-finished = 終了
local-col-game = ゲーム
local-col-players = プレイヤー
local-col-moves = 手数
local-col-when = 日時
local-col-winner = 勝者
local-tables-how = 終了したテーブルを振り返るには、`python -m bot export 番号 --out table.txt`のあと`python -m bot replay table.txt`を実行してください。
local-export-no-table = { $db }にテーブル #{ $table }はありません。`python -m bot tables`で一覧を表示できます。
local-plays = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $card }を{ $verb ->
    [lays] 場に出しました
   *[plays] 出しました
  }。
local-plays-takes = { $by ->
    [you] あなたは
   *[other] { $who }が
  }{ $card }を出して{ $cards }を取りました。
local-scopa-sweep = { $by ->
    [you] スコパ！あなたが場札を全部取りました。
   *[other] スコパ！{ $who }が場札を全部取りました。
  }
local-hand-typed = 入力用：{ $cards }
