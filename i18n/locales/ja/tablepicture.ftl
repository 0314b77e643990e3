# テーブルの画像と見出し、ゲーム終了の画像（issue 26）。

tablepicture-computer = CPU{ $number }

tablepicture-at = { $place }番の{ $card }
tablepicture-turned = { $who }が{ $cards }をめくりました{ $taken ->
    [yes] 。ペアなので取りました。
   *[no] 。ペアではありません。
  }
tablepicture-stovkahra-targets = ゲーム{ $target }点・マッチはブルチカ{ $brcke }個
tablepicture-deals = ディール
tablepicture-games = ゲーム
tablepicture-total = 合計
tablepicture-follow-link = テーブルへ移動
