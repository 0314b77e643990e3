## テーブルサービスの拒否メッセージ（詳細つき）

error-not-started-host = ゲームはまだ始まっていません。ホストが「開始」を押すと始まります。
error-pick-from-list = 一覧から手を選んでください（`/{ -cmd-move }`で出せる手がすべて出ます）。
error-no-table-number = テーブル #{ $table }はありません。
error-no-open-table = 開いているテーブル #{ $table }はありません。
forward-not-answering = 今はそのテーブルにつながりません。1分ほどしてからもう一度試してください。
error-other-process = 今はこのサーバーでテーブルを開けません。1分ほどしてからもう一度試してください。
error-already-open-finish = このチャンネルにはすでに開いているテーブルがあります。先に終わらせるか、閉じてください。
error-table-full-count = このテーブルは満席です（{ $count }人）。
error-computer-level = コンピューターの強さは{ $shown }のどれかです（`{ $level }`は使えません）。
error-no-computer-seat = 外せるコンピューターがいません。
error-not-computer-seat = 席{ $seat }はコンピューターの席ではありません。
error-players-for = このゲームは{ $shown }人用です（{ $players }人では遊べません）。
error-seated-already = すでに{ $count }人が着席しています。
error-start-needs = { $game }は{ $count }人で遊びます。今の着席は{ $seated }人です。参加を待つか、コンピューターを追加してください。
error-start-needs-range = { $game }は{ $low }〜{ $high }人で遊びます。今の着席は{ $seated }人です。参加を待つか、コンピューターを追加してください。
error-start-needs-one-of = { $game }は{ $shown }人で遊びます。今の着席は{ $seated }人です。参加を待つか、コンピューターを追加してください。
error-seed-range = シードは0から{ $most }までの整数です。
error-already-closed = そのテーブルはもう閉じられています。
error-already-started = ゲームはもう始まっています。
error-lobby-only = ゲームはもう始まっています。それはロビーでしかできません。
error-host-only = { $named ->
    [yes] それができるのはホストの{ $host }だけです。
   *[no] それができるのはホストだけです。
  }
error-host-options = { $named ->
    [yes] オプションを変えられるのはホストの{ $host }だけです。
   *[no] オプションを変えられるのはホストだけです。
  }
error-host-start = { $named ->
    [yes] ゲームを開始できるのはホストの{ $host }だけです。
   *[no] ゲームを開始できるのはホストだけです。
  }
error-host-computers = コンピューターを追加・削除できるのはホストだけです。
error-host-abandon = このテーブルを閉じられるのはホスト（またはサーバー管理者）だけです。
error-host-kick = プレイヤーを外せるのはホスト（またはサーバー管理者）だけです。
error-player-not-seated = そのプレイヤーはこのテーブルに着席していません。
error-kick-host = ホストは外せません。ホストは自分で退席するか、テーブルを閉じられます。
error-away-yours = あなたが戻るまで、すでにコンピューターが代わりにプレイしています。
error-away-theirs = そのプレイヤーが戻るまで、すでにコンピューターがその席で代わりにプレイしています。
error-players-number = `players`には整数を指定します（{ $value }は使えません）。
error-turn-seconds = `turn_seconds`には秒数か`off`を指定します（{ $value }は使えません）。
error-turn-range = 持ち時間は`off`か、{ $low }〜{ $high }秒です。

## サーバー設定

error-bad-setting = その設定は使えません。
setting-turn-range = 持ち時間は0（なし）か、{ $low }〜{ $high }分です。
setting-level = コンピューターの強さは{ $shown }のどれかです（{ $value }は使えません）。
setting-last-game = 許可されているゲームは{ $game }だけです。先に別のゲームを許可してください。
setting-game-not-here = このサーバーでは{ $game }は遊べません。遊べるゲーム：{ $allowed }
setting-channels-only = このサーバーでは、テーブルは{ $channels }で開きます。
setting-period = 期間は{ $shown }のどれかです（{ $value }は使えません）。

## リプレイと再戦

replay-never-started = テーブル #{ $table }は始まらなかったので、リプレイはありません。
replay-no-table = このサーバーにテーブル #{ $table }はありません。
replay-still-playing = テーブル #{ $table }はまだ対局中です。リプレイは対局が終わってから見られます。
replay-closed-early = テーブル #{ $table }は対局の途中で閉じられたので、リプレイはありません。
rematch-unfinished = テーブル #{ $table }の対局は終わっていないので、再戦はできません。
rematch-started = 再戦はもう始まっています：テーブル #{ $table }
rematch-players-only = テーブル #{ $table }の再戦を申し込めるのは、その対局のプレイヤーだけです。誰でも参加できるテーブルは「新しいテーブル」で開けます。
rematch-already-asked = 再戦はもう申し込んでいます。{ $waiting }を待っています。
rematch-still-open = テーブル #{ $table }はこのチャンネルでまだ開いています。
rematch-channel-busy = このチャンネルではテーブル #{ $table }がもう開いています。そちらで遊ぶか、ホストが`/{ -cmd-table } { -cmd-table-abandon }`で閉じてください。
