## Turn pings in the hand DM (`/settings ping`, the `auto` default: bot/discord/features/table/pings.py)

ping-auto = 手札のDMから遊んでいるときはそのDMで（手札を一番下に送り直します）、それ以外はあなたへのメンション付きで、チャンネルの一番下に投稿し直されるテーブル
