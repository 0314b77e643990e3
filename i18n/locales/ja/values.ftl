## オプションの値（en/values.ftl を参照）。

option-line = { $label }：{ $value }
option-choice = { $name }（{ $value }）
value-any = { $value ->
    [on] あり
    [off] なし
    [none] なし
   *[other] { $value }
  }
value-deal-style = { $value ->
    [scientifico] シェンティフィコ式
   *[other] { $value }
  }
value-tie-break = { $value ->
    [play_on] 続行
    [count_back] 数え直し
   *[other] { $value }
  }
value-max-sum-cards = { $value ->
    [none] 制限なし
   *[other] { $value }
  }
value-follow = { $value ->
    [strict] 厳格
    [simple] 簡易
    [suit_only] スートのみ
   *[other] { $value }
  }
value-empty-hand = { $value ->
    [wait] 休み
    [draw] 引いて続行
   *[other] { $value }
  }
value-flip3 = { $value ->
    [pairs] ペア
    [triples] 3枚組
   *[other] { $value }
  }
value-match = { $value ->
    [rank] 同じ数字
    [rank_and_colour] 数字と色
    [adjacent] 1つ違い
   *[other] { $value }
  }
value-joker-effect = { $value ->
    [auto] 自動
    [shuffle] シャッフル
    [skip] 1回休み
    [none] 効果なし
   *[other] { $value }
  }
value-tiebreak-card = { $value ->
    [none] なし
   *[other] { $value }
  }
value-direction = { $value ->
    [left] 左隣
    [right] 右隣
   *[other] { $value }
  }
value-draw-order = { $value ->
    [draw_then_drawn] 引いてから引かれる
    [drawn_first] 先に引かれる
    [drawn_then_draw] 引かれてから引く
    [draw_then_draw] 引いた相手が次に引く
   *[other] { $value }
  }
