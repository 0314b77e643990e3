## ゲーム中にチャンネルとDMに出るもの：ロビー、テーブル、手札、ディールの結果、ゲーム終了、
## 手番の通知、フォローのDM、お知らせ、テーブル画像の文字。
## テーブル番号は文字列で渡されます（"#1234"。"#1,234" にはしない）。

## テーブル

live-title = { $game } — テーブル #{ $table }
live-seat-number = 席{ $number }
seat-computer = CPU{ $number }
seat-computer-level = { $name }（{ $level }）
live-away = { $who_name }（離席中）
live-waiting = 開始を待っています。
live-deal = 第{ $deal }ディール
live-on-table = **場：** { $cards }
live-nothing = なし
live-cards = { $count }枚
live-stock = 山札：{ $count }枚
live-players = プレイヤー
live-side-number = チーム{ $number }
live-first-to = { $target }点先取
live-move = { $who }：{ $move }
live-back = { $who }がテーブルに戻りました。
live-closed = このテーブルは閉じられました。
live-closed-abandoned = ホスト（またはサーバー管理者）が閉じました。
live-closed-expired = 時間内にゲームが始まらなかったため閉じました。
live-closed-empty = 全員が抜けたため閉じました。
live-closed-broken = 再起動後にこのゲームを復元できなかったため閉じました。`/{ -cmd-table } { -cmd-table-new }`で新しいテーブルを開いてください。
live-game-over = ゲーム終了。
live-how-to-play = /{ -cmd-play }、/{ -cmd-hand }、/{ -cmd-move }で遊べます。手札はDMで届きます。

## チャンネルへのお知らせ

notice-timed-out = ⏱ { $who }の持ち時間が切れたので、コンピューターが代わりにプレイしました。もう一度遊ぶ（`/{ -cmd-play }`、`/{ -cmd-hand }`）と席に戻れます。
notice-handed-over = { $how ->
    [kicked] 🚪 ホストが{ $who }を外しました。これからはコンピューターがその席で遊びます。本人がまた遊べば席に戻れます。
   *[left] 🚪 { $who }がゲームを抜けました。これからはコンピューターがその席で遊びます。本人がまた遊べば席に戻れます。
  }
notice-dms-closed = { $who }、DMを送れません（このサーバーからのDMが閉じられています）。もう送りません。ここで`/{ -cmd-hand }`を使えば手札を見て遊べます（あなたにだけ表示されます）。

## ロビー

## ホストのオプション画面

## プレイヤーの手札（DM、/hand）

handview-title = { $game } — テーブル #{ $table }・第{ $deal }ディール
handview-yours = **手札：** { $cards }
handview-empty = なし
handview-your-turn = あなたの番です。
handview-live-table = チャンネルのテーブル
handview-live-table-link = [テーブル]({ $url })
handview-not-your-turn = { $armed ->
    [yes] まだあなたの番ではありません。ボタンはあなたの番になると使えます。ゲームの進み具合は{ $table }で見られます。
   *[no] まだあなたの番ではありません。ゲームの進み具合は{ $table }で見られます。
  }

## ディールの結果

summary-deal-scored = 第{ $deal }ディールの得点

## ゲーム終了

over-title = { $table }：{ $outcome }
over-won = { $who }の勝ち！
over-nobody-won = 勝者なし
over-game-over = ゲーム終了
over-a-player = プレイヤー
over-ratings = レーティング
over-footer = { $unrated ->
    [yes] この対局はレーティングに反映されません。再戦：全員が押すと、同じメンバー・同じルールでもう一度。新しいテーブル：新しいロビーを開きます。
   *[no] 再戦：全員が押すと、同じメンバー・同じルールでもう一度。新しいテーブル：新しいロビーを開きます。
  }
over-rematch = 再戦
over-rematch-count = 再戦（{ $done }/{ $count }）
over-new-table = 新しいテーブル
over-rematch-on = 🔁 再戦が始まりました。この下のテーブル #{ $table }です。
# One player in the rematch line: asked already, still to answer.
over-rematch-done = ✅ { $who_name }
over-rematch-still = ⏳ { $who_name }
over-rematch-waiting = 🔁 再戦：{ $done }・{ $waiting } — { $who }を待っています。

## 勝負を決めたもの

facts-score = { $game ->
    [scarto] { $signed }点
    [stovkahra] ブルチカ{ $count }個
    [gofish] ブック{ $count }個
   *[other] { $count }点
  }
facts-matches = { $size ->
    [2] { $count }組
    [3] { $count }組（3枚）
   *[other] { $count }組（4枚）
  }
facts-separator = 、
# ある側が取った項目と、各側の枚数：「alice、5–3」。
facts-taken-count = { $takers }、{ $counts }
facts-player = プレイヤー{ $number }
facts-count-to = { $count }対{ $other }
facts-settebello = セッテベッロ（金貨の7）
facts-primiera = プリミエラ
facts-denari = デナリ（金貨の枚数）
facts-carte = カルテ（取り札の枚数）
facts-tie = なし（同数）
facts-tie-each = なし（同数、各{ $count }）
facts-scope = スコパ
facts-none = なし
facts-settanta = セッタンタ
facts-re-bello = レ・ベッロ
facts-napola = ナポラ
facts-won-at-once = { $who }が{ $how ->
    [cappotto] 金貨10枚をすべて取って
   *[napola] 完全なナポラで
  }即勝利。
facts-last-deal = { $deals ->
    [1] このディール
   *[other] 最後のディール（全{ $deals }ディール）
  }
facts-seat-deals = { $who_name }：{ $deals } → **{ $total }**（合計{ $tricks }トリック）
facts-below-par = 最後にマイナスだった人：{ $who }
facts-deal-by-deal = ディールごとの成績（26点を基準に、全{ $deals }ディール）
facts-games-won = 勝ったゲーム
facts-last-game = 最後のゲーム
facts-last-game-line = { $who }が{ $points }点で勝ち、ブルチカを{ $brcke }個獲得。
facts-dost = { $who }のドストは{ $right ->
    [yes] 成功しました
   *[no] 失敗しました
  }。
facts-match = マッチの流れ
facts-books = ブック{ $count }個
facts-books-title = ブック
facts-rank = { $rank ->
    [J] J
    [Q] Q
    [K] K
   *[other] { $rank }
  }
facts-ran-out = { $who }が最初に手札をなくしました。
facts-pond-dry = 山札がなくなりました。
facts-cleared-in = { $count }手で場のカードを取りきりました。
facts-tiebreak = 同数のため、{ $card }を持つ人の勝ち。
facts-how-it-ended = 決着
facts-left-holding = **{ $who }**の手元に{ $variant ->
    [babanuki] ババ
    [old-maid] 相手のいないクイーン
   *[other] ペアにならないカード
  }が残りました：{ $card }
facts-set-aside = 最初に抜いておいたカードは{ $card }でした。
facts-out-in-order = 上がった順：{ $who }

## 手番の通知

## テーブルのフォロー

follow-unfollow = フォローをやめる
follow-footer = #{ $channel }のテーブルをフォロー中です。
follow-closed = テーブルが閉じられたので、フォローを終了しました。
follow-started = テーブル #{ $table }をフォローしました。手が進むたびにDMを更新します。
follow-already = テーブル #{ $table }はすでにフォロー中です。
follow-stopped = テーブル #{ $table }のフォローをやめました。
follow-table-closed = このテーブルは閉じられています。
follow-seated = このテーブルで遊んでいるので、手札のDMで様子が分かります。
follow-unavailable = 今はテーブルをフォローできません。

## チャンネルに足りない権限（Discordの設定画面の名前で）

perm-name = **{ $permission ->
    [view_channel] チャンネルを見る
    [send_messages] メッセージを送信
    [embed_links] 埋め込みリンク
    [attach_files] ファイルを添付
   *[read_message_history] メッセージ履歴を読む
  }**
perm-cannot-open = このチャンネルではテーブルを進行できません。このチャンネルで{ $names }の権限が必要です。サーバー管理者がチャンネルの設定（チャンネルの編集 › 権限）で付与できます。別のチャンネルでテーブルを開くこともできます。
perm-cannot-keep = ⚠️ ここではテーブル #{ $table }を更新できません。このチャンネルで{ $names }の権限が必要です。サーバー管理者がチャンネルの設定（チャンネルの編集 › 権限）で付与できます。何も失われていません。付与されたら続けて遊べます。
perm-cannot-post = ⚠️ テーブル #{ $table }が進行中の{ $channel }に投稿できません。そのチャンネルで{ $names }の権限が必要です。サーバー管理者にチャンネルの設定（チャンネルの編集 › 権限）で付与してもらってください。何も失われていません。付与されたら続けて遊べます。

## テーブル画像の文字（カードの横に置くので短く）

picture-title = { $game }・第{ $deal }ディール
picture-title-over = { $game }・ゲーム終了
picture-player = プレイヤー{ $number }
picture-dealer = 親
# The cards a player holds, on their plate (short: beside the name).
picture-in-hand = 手札{ $count }
picture-key-in-hand = 手札の枚数
picture-taken = 取り札 { $count }
picture-scope = スコパ { $count }
picture-on-table = 場
picture-table-empty = 場は空です
picture-stock = 山札 { $count }
# 画像の中の名前は席の名札と同じ書き方（さんを付けない）。
picture-last = 直前：{ $who_name }
picture-tricks = トリック { $count }
picture-brcke = ブルチカ{ $count }個
picture-trick = 進行中のトリック
picture-last-trick = 直前のトリック
picture-last-trick-won = 直前のトリック：{ $who_name }の勝ち
picture-to-lead = { $who_name }がリード
picture-discarding = { $who_name }が札を伏せています
picture-trumps = 切り札：
picture-suit = { $suit ->
    [d] 金貨
    [h] 聖杯
    [s] 剣
   *[c] 棍棒
  }
# The trump suit in one line, where the trump card has no room for its word under it.
picture-trumps-of = 切り札：{ picture-suit }
picture-shown-by = { $who_name }の表向きの札
picture-card-points = 札点（{ $total }点中）：{ $points }
picture-books = ブック { $ranks }
# Go Fish: the rank a player asked for last, under their plate (a memory game). $what: the rank in words (rank-plural).
picture-asked = { $what }を聞いた
picture-pond = 山札
picture-pond-empty = 山札は空です
picture-pairs = ペア { $count }
picture-out-place = { $place }位で上がり
picture-last-pair-cards = 直前に捨てたペア：{ $who_name }（{ $cards }）
picture-pairs-out = 捨てたペア { $count }組
picture-left-holding = { $who_name }の手元に残った札
picture-draws-from = { $who_name }が{ $whom_name }から引く番
picture-score = 得点
picture-no-cards = カードなし

## The live table's score line, teams and tricks (embeds.score_line, team_line; the presenter)

live-score-of = { $who_name } **{ $score }**
live-score-number = { $score }
live-score-signed = { $score }
live-score-stovkahra = { $brcke ->
    [0] { $score }
   *[other] { $score }・ブルチカ{ $brcke }個
  }
live-score-separator = ／
live-team-joiner = {"＋"}
live-scoreline = { $scores } — { $goal }
live-goal-first-to = { $target }点先取
live-goal-deal-of = 第{ $deal }ディール（全{ $deals }ディール）
live-goal-stovkahra = { $target }点で1ゲーム勝ち・ブルチカ{ $brcke }個でマッチ勝ち
live-goal-most = { $what ->
    [books] ブックの多い人が勝ち
    [pairs] ペアの多い人が勝ち
   *[matches] 組の多い人が勝ち
  }
live-goal-cards-left = 残りの手札
live-teams = **チーム：**{ $teams }
live-trick-taken = { $who }がトリックを取りました（{ $cards }）
live-deal-totals = { $scores }（{ $target }点先取）
live-deal-totals-bare = { $scores }
follow-button-onlookers = 観戦する
