## ゲームごとのテーブル表示・集計・フッター (bot/discord/games/)

## スコーパ

scopa-stock = 山札：{ $count }枚
scopa-sweeps = スコパ：{ $sides }
scopa-side-gained = チーム{ $number }：+{ $total }
scopa-deal-points = カルテ { $carte }（{ $cards }枚）・デナリ { $denari }（{ $coins }枚）・セッテベッロ { $settebello }・プリミエラ { $primiera }（{ $primiera_total }）・スコパ { $scope }{ $has_settanta ->
    [yes] ・セッタンタ { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] ・レ・ベッロ { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] ・ナポラ { $napola }
   *[no] {""}
  }

## ゴーフィッシュ、神経衰弱、ババ抜き

gofish-how-to-play = /{ -cmd-ask }、手札のDM、/{ -cmd-hand }で相手に聞けます。手札はDMで届きます。
gofish-pond = 山札：{ $count }枚
gofish-books = ブック：{ $books }
gofish-no-books = ブック：まだなし
gofish-sitting-out = 上がり：{ $names }
concentration-how-to-play = 下の番号ボタンか/{ -cmd-flip }でカードをめくります。
concentration-no-hand = 神経衰弱には手札がありません。チャンネルの場のカードをめくってください（テーブルの下の番号ボタン）。`/{ -cmd-flip } { -opt-position }:`でもめくれます。
concentration-left = 場に残ったカード：{ $count }枚（場は下にあります）
concentration-joker-shuffled = ジョーカーで場がシャッフルされました！
concentration-few-shuffled = 残りが少なくなったので、場がシャッフルされました。
concentration-joker-skip = { $who }がジョーカーをめくったので、次の番は休みです。
concentration-moved = 裏に戻したカードの場所が入れ替わりました。
concentration-moves = 手数：{ $count }
oldmaid-how-to-play = 下のボタンか/{ -cmd-draw }でカードを引きます。手札はDMで届きます。

## スカルト、ストフカフラ

scarto-how-to-play = 手札のDM、/{ -cmd-hand }、/{ -cmd-play }で出します。親はそこで札を3枚伏せます。手札はDMで届きます。
# ここで「合図」という言葉は使わない：合図があったことを場に知られてはならない。
stovkahra-how-to-play = /{ -cmd-play }、/{ -cmd-hand }、/{ -cmd-move }で遊べます。/{ -cmd-declare }と/{ -cmd-dost }もあります。手札はDMで届きます。
stovkahra-target = { $target }点で1ゲームの勝ち
# 親だけのパネル。チャンネルには出さない。
scarto-discard-label = { $cards }を伏せる
# ストフカフラのプレイヤー専用パネルのボタンとラベル（合図は秘密のまま）。
stovkahra-declare-button = { $declaration }を宣言
stovkahra-pass-button = パス（宣言を終える）
stovkahra-signal-button = 秘密の合図（{ $suit }をリード）
stovkahra-dost-button = ドスト：ここで止めて得点（100点以上なら勝ち）
stovkahra-signal-label = 秘密の合図（{ $suit }をリード）
stovkahra-pass-label = パス（宣言を終える）
stovkahra-dost-label = ドストを宣言：ここで止めて得点（100点以上なら勝ち）

## 家族向けゲームのテーブル表示

family-player-number = プレイヤー{ $number }
gofish-books-of = { $who } ブック{ $count }個（{ $ranks }）
gofish-asked-got = { $asker }が{ $target }に{ $wanted }を聞き、{ $cards }をもらいました。
gofish-asked-lucky = { $asker }が{ $target }に{ $wanted }を聞きました。「ゴーフィッシュ！」{ $asker }は山札から聞いたカード{ $card }を引き当てたので、もう一度聞きます。
gofish-asked-fish = { $asker }が{ $target }に{ $wanted }を聞きました。「ゴーフィッシュ！」{ $asker }は山札から1枚引きました。
concentration-took = { $who }が{ $cards }を取りました。
concentration-no-match = { $who }が{ $cards }をめくりました。そろいませんでした。
oldmaid-draws-from = { $who }が{ $source }（{ $count }枚）から引きます。カードは下にあります。
oldmaid-paired = { $who }が{ $card }を引いて、ペアを捨てました。
oldmaid-place = { $who }（{ $place }位）
oldmaid-out = 上がり：{ $players }
oldmaid-loses = { $who }が{ $card }を持ったまま残り、負けです。
oldmaid-set-aside = 抜いておいたカードは{ $card }でした。

## トリックテイキングのテーブル表示

tricks-team-number = チーム{ $number }
tricks-played-card = { $who } { $card }
tricks-trick = **第{ $number }トリック：** { $played }
tricks-last-trick = 直前のトリック：{ $cards } — { $who }の勝ち
tricks-led-by = { $who }のリード：{ $suit }
tricks-won = 取ったトリック：{ $each }
scarto-deal-header = 第{ $deal }ディール（全{ $deals }ディール）・親：{ $dealer }・天使＝{ $angel }
scarto-dealer-discarding = { $dealer }が札を3枚伏せています（`/{ -cmd-discard }`）。
scarto-suit = { $suit ->
    [s] 剣
    [h] 聖杯
    [d] 金貨
    [c] 棍棒
   *[trumps] 切り札
  }
scarto-tricks-of = { $who } { $count }トリック（{ $points }点）
scarto-suit-title = { $suit ->
    [s] 剣
    [h] 聖杯
    [d] 金貨
    [c] 棍棒
   *[trumps] 切り札
  }
stovkahra-suit = { $suit ->
    [s] 剣
    [h] 聖杯
    [d] 金貨
   *[c] 棍棒
  }
stovkahra-trumps = **切り札：{ $suit }**（底札は{ $card }。親の{ $dealer }の手札に入ります）
stovkahra-face-up = { $who }に表向きで配られた札：{ $cards }
stovkahra-declare-phase = 最初のリードの前に宣言します（`/{ -cmd-declare }`）。宣言しないならパス。
stovkahra-tricks-of = { $who } { $count }トリック（札点{ $points }）
stovkahra-declared = 宣言：{ $each }
stovkahra-declared-by = { $who }（{ $declaration }）
stovkahra-brcka-phase = { $who }がブルチカを{ $brcke }個獲得しました。自分たちの累計に加えるか、負けたチームの累計から引くかを選んでください（`/{ -cmd-move }`）。
stovkahra-winners = 勝ったチーム
stovkahra-brcke-line = 第{ $game }ゲーム・ブルチカ { $each }（ブルチカ{ $target }個でマッチの勝ち）
stovkahra-brcke-of = { $who } { $brcke }

## How a trick game's deal scored (live table, deal summary, replays)

tricks-how-it-scored = 得点の内訳
scarto-deal-scored = **第{ $deal }ディールの得点**（点数 − 26）：
scarto-seat-scored = { $who }：札点{ $cards } + { $tricks }トリック = { $points } → { $score }（累計 { $total }）
scarto-seat-scored-discard = { $who }：札点{ $cards } + { $tricks }トリック + 伏せ札 { $discard } + 1トリック = { $points } → { $score }（累計 { $total }）
stovkahra-deal-scored = **第{ $deal }ディールの得点：**
stovkahra-team-scored = { $who }：{ $items } = { $total }（このゲームの累計 { $game_total }）
stovkahra-card-points = 札点{ $points }
stovkahra-bonus = { $bonus ->
    [first-seven] 7で取った最初のトリック
    [seven] 7で取ったトリック
    [last-seven] 7で取った最後のトリック
   *[last] 最後のトリック
  } { $points }
stovkahra-dost-claimed = { $who }のドスト：{ $right ->
    [yes] 成功
   *[no] 失敗
  }。
stovkahra-game-won = { $who }がゲームに勝ち、ブルチカを{ $brcke }個獲得しました。

## The trick games' own commands and the dealer's discard (private replies)

scarto-discarded = { $cards }を伏せました。自分が取ったトリックとして数えます。
scarto-discard-placeholder = 伏せる札を3枚選ぶ
scarto-discard-group-placeholder = 伏せる札：{ $group }
scarto-discard-suit-cards = スートの札
scarto-discard-trumps = 切り札
scarto-discard-exactly = { $count }枚選ばれています。伏せ札はちょうど3枚です。
scarto-discard-prompt = **あなたが親です：伏せる札を3枚選んでください**（キング、{ $angel }、{ $matto }は不可。{ $bagatto }は手持ちの切り札がそれだけのときのみ可）。
scarto-discard-prompt-two = **あなたが親です：伏せる札を3枚選んでください**（キング、{ $angel }、{ $matto }は不可。{ $bagatto }は手持ちの切り札がそれだけのときのみ可）。どちらのリストからでも選べます。
scarto-discard-picked = 選んだ札：**{ $cards }** — あと{ $left }枚。
stovkahra-declared-yours = チームとして{ $declaration }を宣言しました。
stovkahra-signalled = { $partner }に{ $suit }をリードするよう合図しました。テーブルには宣言を終えたことしか見えません。
stovkahra-signal-dm = テーブル #{ $table }：{ $who }からの秘密の合図：{ $suit }をリードしてください。
stovkahra-dost-result = ドスト！{ $right ->
    [yes] 成功：あなたのチームが
   *[no] 失敗：相手チームが
  }ゲームに勝ち、ブルチカを{ $brcke }個獲得します。
