## 端末のテーブル

local-starting = このままローカルでスコパの対局を始めます（`quit`で保存して終了）。
local-saved = 保存しました。同じコマンドで再開できます。
local-command-moves = 手の一覧
local-command-help = 遊び方
local-command-quit = 保存して終了
local-resuming = { $game }のテーブル #{ $table }を再開します（{ $move }手目）。
local-computers-range = `--computers`は0から{ $most }までです（少なくとも一席はあなたの席です）。
local-you = あなた
local-player = プレイヤー{ $number }
local-pick-number = 1から{ $count }までの番号で手を選んでください。
local-several-moves = { $card }には複数の手があります。番号で選んでください：
local-table = 場：{ $cards }
local-stock = 山札：{ $count }枚
local-your-hand = 手札：{ $cards }
local-their-hand = { $who }の手札：{ $cards }
local-moved = { $who }：{ $move }
local-closed = { $reason ->
    [abandoned] テーブルは放棄されました。
    [expired] 時間内に始まらなかったため、テーブルは閉じられました。
    [empty] 全員が席を離れたため、テーブルは閉じられました。
    [broken] 対局を復元できなかったため、テーブルは閉じられました。
   *[other] テーブルが閉じられました（{ $reason }）。
  }

## 対局記録の再生（python -m bot replay、python -m bot export）

term-replay-standard-rules = 標準ルール
term-replay-house-rules = ローカルルール：
term-replay-rules = ルール：{ $rules }
term-replay-played = 対局日時 { $date }・全{ $moves }手。
term-replay-moves = 全{ $moves }手。
term-replay-result-line = 結果：{ $result }
term-replay-header = { $game } — { $names }
term-replay-computer-seat = { $name }（コンピューター、{ $level }）
term-replay-deal-over = — 第{ $deal }ディール終了：{ $scores }
term-replay-position = 第{ $deal }ディール・{ $scores }
term-replay-hand = { $name }：{ $cards }
term-replay-the-deal = （配り終えたところ）
term-replay-step-help = Enter：次の手・b：戻る・数字：その手へ移動・q：終了
term-replay-last-move = これが最後の手です。（b：戻る、q：終了）
term-replay-game-over = 対局終了。結果：{ $result }
term-replay-cannot-read = { $file }を読み込めません：{ $reason }
term-replay-wrote = { $file }に書き出しました。
