## /settings

settings-admin-only = サーバーの設定を変更できるのは「サーバー管理」権限を持つメンバーだけです。
error-no-such-setting = その設定はありません。
error-setting-values = `{ $key }`に指定できるのは{ $shown }です。
error-on-my-side = こちら側で問題が起きました。少し待ってからもう一度試してください。
timer-off = なし
timer-hours = { $hours }時間
timer-minutes = { $minutes }分
timer-seconds = { $seconds }秒
level-easy = かんたん
level-normal = ふつう
level-hard = むずかしい
settings-title = サーバー設定
settings-turn-timer = 持ち時間
settings-computer-level = コンピューターの強さ
settings-leaderboard = ランキング
settings-season = シーズン{ $season }
settings-season-since = シーズン{ $season }（{ $since }から）
settings-games = ゲーム
settings-all-games = すべて
settings-channels = テーブルを開けるチャンネル
settings-any-channel = すべてのチャンネル
settings-house-rules = ローカルルール
settings-house-rules-line = { $game }：{ $rules }
settings-standard-rules = 標準ルール
settings-footer = 新しいロビーはこの設定で始まります。変更には「サーバー管理」権限が必要です。
settings-saved = 保存しました。{ $told }
settings-ping-now = 手番の通知：**{ $meaning }**。
    `/{ -cmd-settings } { -cmd-settings-ping } { -opt-how }:`で変更できます。
settings-language-now = あなたの言語：**{ $language }**。`/{ -cmd-settings } { -cmd-settings-language }`で変更できます。
settings-language-auto = 自動（Discordの言語）
settings-server-language-now = このサーバーのテーブルとロビーは{ $language }で表示されます。
settings-timer-set = 新しいテーブルの持ち時間は{ $timer }です。
settings-timer-set-off = 新しいテーブルには持ち時間の制限がありません。
settings-computer-set = ホストが選ばない限り、コンピューターは「{ $level }」で参加します。
settings-game-allowed = このサーバーで{ $game }を遊べるようになりました。
settings-game-forbidden = このサーバーでは{ $game }を遊べなくなりました。
settings-channels-listed = テーブルを開けるチャンネル：{ $channels }
settings-channels-any = どのチャンネルでもテーブルを開けます。
settings-rule-default = 新しい{ $game }のロビーはプリセットの`{ $option }`を使います。
settings-rule-set = 新しい{ $game }のロビーは`{ $option }` = { $value }で始まります。
settings-season-new = シーズン{ $season }が始まりました。`/{ -cmd-leaderboard } { -opt-period }:{ choice-season }`はここからの対局を数えます。通算レーティングと履歴はそのまま残ります。
settings-cards = カード
cards-server = このサーバーの表示に従う
cards-pictures = 場と手札を画像で、カードは絵文字と名前でも
cards-text = 画像なし：カードは絵文字と名前だけ
settings-cards-now = 手札のDMと`/{ -cmd-hand }`のカード：**{ $meaning }**。
    `/{ -cmd-settings } { -cmd-settings-cards } { -opt-show }:`で変更できます。
settings-cards-server = 手札のDMと`/{ -cmd-hand }`のカード（このサーバーの設定）：**{ $meaning }**。
    `/{ -cmd-settings } { -cmd-settings-cards } { -opt-show }:`で変更できます。
settings-server-cards-set = このサーバーのカード：**{ $meaning }**。各プレイヤーは自分の手札について別の表示を選べます（`/{ -cmd-settings } { -cmd-settings-cards }`）。
