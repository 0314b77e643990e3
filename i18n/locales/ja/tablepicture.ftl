# テーブルの画像と見出し、ゲーム終了の画像（issue 26）。

tablepicture-at = { $place }番の{ $card }
tablepicture-turned = { $who }が{ $cards }をめくりました{ $taken ->
    [yes] 。ペアなので取りました。
   *[no] 。ペアではありません。
  }
tablepicture-deals = ディール
tablepicture-games = ゲーム
tablepicture-total = 合計
tablepicture-follow-link = テーブルへ移動
# 絵札の隅の文字：イタリアのカードは名前の頭文字（ファンテ F・カヴァッロ C・レ R）、
# タロットはトランプと同じ J・Q・K と、騎士はカード表記の C。
tablepicture-figure-index = { $deck ->
    [tarot] { $rank ->
        [J] J
        [C] C
        [Q] Q
       *[K] K
      }
   *[italian] { $rank ->
        [J] F
        [Q] C
       *[K] R
      }
  }
