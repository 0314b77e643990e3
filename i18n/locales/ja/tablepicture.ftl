# 卓の画像と見出し、ゲーム終了の画像（issue 26）。

tablepicture-computer = CPU{ $number }

tablepicture-at = { $place }番の{ $card }
tablepicture-turned = { $who }が{ $cards }をめくりました{ $taken ->
    [yes] 。ペアなので取りました。
   *[no] 。ペアではありません。
  }
tablepicture-stovkahra-targets = 1ゲーム{ $target }点・{ $brcke }ブルカで勝ち
tablepicture-deals = ディール
tablepicture-games = ゲーム
tablepicture-total = 合計
tablepicture-follow-link = 卓へ移動
