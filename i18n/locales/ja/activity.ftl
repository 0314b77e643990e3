# Activity：Discordの中で全画面に開くTavoloのテーブル（bot/web/）。クライアントはサーバーから
# 受け取った言葉（`activity-ui-*` のメッセージ、サインイン時に一度送る）だけを表示します。
activity-ui-loading = 席に着いています…
activity-ui-no-table = このチャンネルにはまだテーブルがありません。
activity-ui-open-table = テーブルを開く
activity-ui-choose-game = どのゲームにしますか？
activity-ui-join = 席に着く
activity-ui-start = 配る
activity-ui-add-computer = コンピューターを加える
activity-ui-level-easy = やさしい
activity-ui-level-normal = ふつう
activity-ui-level-hard = つよい
activity-ui-waiting = ほかのプレイヤーを待っています…
activity-ui-your-turn = あなたの番
activity-ui-choose-capture = どの札を取りますか？
activity-ui-choose = 選ぶ
activity-ui-pick-cards = 伏せる札を選んでください
activity-ui-confirm = はい、実行します
activity-ui-cancel = キャンセル
activity-ui-spectating = このテーブルを観戦しています。
activity-ui-not-seated = このテーブルに着席していません。
activity-ui-reconnecting = 接続が切れました。再接続しています…
activity-ui-signed-out = セッションの有効期限が切れました。アクティビティを開き直すと、また席に着けます。
activity-ui-game-over = ゲーム終了
activity-ui-new-table = 新しいテーブル
activity-ui-last-move = 直前の手
activity-ui-host = ホスト
activity-ui-dealer = 親
# The dealer's mark beside a seat's name: one letter in a disc, as the pictures' picture-dealer.
activity-ui-dealer-mark = 親
activity-ui-away = 離席中

# サインインとソケットの拒否。
activity-sign-in-failed = Discordがサインインを受け付けませんでした。アクティビティを開き直して、もう一度お試しください。
activity-discord-unreachable = あなたを確認するためのDiscordに接続できませんでした。少ししてからもう一度お試しください。
activity-bad-request = このリクエストを読み取れませんでした。
activity-session-bad = セッションが無効です。アクティビティを開き直して、サインインし直してください。
activity-session-expired = セッションの有効期限が切れました。アクティビティを開き直して、サインインし直してください。
activity-hello-first = 先にサインインしてください。
activity-bad-message = このメッセージを読み取れませんでした。
activity-unknown-type = Tavoloはそのリクエストを知りません。
activity-no-table = このチャンネルにはテーブルがありません。
activity-no-channel = アクティビティがチャンネルで開かれていません。
activity-stale = 選んだあとにテーブルが進みました。もう一度見てから選び直してください。
activity-not-offered = その手は今は選べません。
activity-not-your-turn = あなたの番ではありません。
activity-bad-level = コンピューターの強さは、やさしい・ふつう・つよいのどれかです。
activity-unknown-game = Tavoloにはそのゲームがありません。

# テーブルの上。
activity-score-of = { $who }：{ $score }
activity-stock = 山札
activity-pond = 山札
activity-trump = 切り札：{ $suit }
activity-face-up = 表向きで配られた札
activity-pile-scopa = { $count }枚{ $sweeps ->
    [0] {""}
   *[other] {"・"}スコパ{ $sweeps }回
}
activity-pile-tricks = { $count }トリック・{ $points }点
activity-books = ブック{ $count }組
activity-pairs = ペア{ $count }組
activity-discard = { $count }枚伏せる
activity-dost-confirm = あなたのチームは{ $target }点中{ $points }点です。今ドストを宣言するとゲームに負け、相手チームにブルチカが2個入ります。それでも宣言しますか？

# 状況の行と直前の手。
activity-waiting-players = プレイヤーを待っています（{ $seated }/{ $wanted }）
activity-your-turn = あなたの番です。
activity-to-move = { $kind ->
    [computer] { $who }が考えています…
   *[person] { $who }を待っています…
}
activity-waiting = 待っています…
activity-game-over = ゲームが終わりました。
activity-last-move = { $who }：{ $move }
activity-move-hidden = 本人にしか見えない手
activity-table-closed = テーブルは最後まで行かずに閉じられました。
activity-winners = { $who }の勝ち
activity-place = { $place }位
activity-result-line = { $place }：{ $who }（{ $score }）
activity-result-place = { $place }：{ $who }

# Discord上：テーブルのメッセージにあるアクティビティを開くボタンと、アプリランチャーの入口。
activity-launch-button = テーブルを開く
activity-entry-description = このチャンネルのカードテーブルに全画面で着席します
