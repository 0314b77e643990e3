## テーブルサービスの拒否メッセージ

error-cannot-now = 今はそれはできません。
error-no-such-table = そのテーブルはありません。
error-not-seated = このテーブルに着席していません。
error-not-your-turn = あなたの番ではありません。
error-table-full = このテーブルは満席です。
error-not-started = ゲームはまだ始まっていません。
error-illegal-move = その手は出せません。
error-stale = それは前の手番のものです。ゲームはもう進んでいます。
error-not-host = ホストだけができる操作です。
error-already-open = このチャンネルにはすでに開いているテーブルがあります。
error-already-seated = すでにこのテーブルに着席しています。
error-not-in-lobby = それはゲーム開始前のロビーでしかできません。
error-bad-options = このゲームでは使えないオプションです。
error-other-shard = このテーブルはサーバーのチャンネルで遊ばれています。そちらのボタンを使ってください。
error-game-over = このテーブルは閉じられています。
error-storage = 保存できませんでした（こちら側の保存の問題です）。何も変わっていません。少し待ってからもう一度試してください。

## テーブルと手番

stale-turn = それは前の手番のものです。ゲームはもう進んでいます。今の手札は/{ -cmd-hand }で見られます。
no-table-here = このチャンネルに開いているテーブルはありません。`/{ -cmd-table } { -cmd-table-new }`で開いてください。
no-table-yours = どのテーブルでも遊んでいません。サーバーのチャンネルでテーブルに参加してください。
several-tables = 複数のテーブルで遊んでいます。そのテーブルのチャンネルでコマンドを使ってください。
command-other-game = `{ $command }`は{ $game }用です。このテーブルは{ $playing }です。
not-playing-here = このテーブルでは遊んでいません。
game-finished = そのゲームは終わりました。
not-your-turn-who = あなたの番ではありません。{ $who }の番です。
you-played = 出した手：{ $move }
hint-try = **{ $move }**はどうでしょう（`/{ -cmd-play }`または`/{ -cmd-move } { $action }`）：{ $why }。
