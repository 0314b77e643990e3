## Turn pings: when a player's turn starts, and the reminder before their timer runs out
## (bot/discord/features/table/pings.py); `/settings ping`'s choices

ping-auto = 手札のDMで遊んでいるときはそのDMで（手札を一番下に出し直します）、それ以外はチャンネルの一番下にテーブルを出し直して、あなたにメンション

live-your-turn = { $who }の番です。
live-your-turn-until = { $who }の番です（{ $time }に時間切れ）。
turnping-your-turn-dm = あなたの番です：[{ $table }]({ $url })
turnping-time-left = { $who }、[{ $table }]({ $url })の持ち時間は残り{ $left }です。過ぎるとコンピューターが代わりにプレイします。
turnping-time-left-dm = [{ $table }]({ $url })の持ち時間は残り{ $left }です。過ぎるとコンピューターが代わりにプレイします。

# -- もう更新できない/handパネル ------------------------------------------------------------------
turnping-open-hand = `/{ -cmd-hand }`のパネルが古くなっています。もう一度`/{ -cmd-hand }`を開いて手札を確認し、プレイしてください。

ping-channel = チャンネルの一番下にテーブルを出し直して、あなたにメンション
ping-dm = ダイレクトメッセージ
ping-off = 通知しない
