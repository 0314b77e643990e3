## ゲームごとのテーブル表示・集計・フッター (bot/discord/games/)

## スコーパ

scopa-stock = 山札：{ $count }枚
scopa-sweeps = スコーパ：{ $sides }
scopa-side-gained = { $number }番目のチーム：+{ $total }
scopa-deal-points = 枚数 { $carte }（{ $cards }枚）· デナーリ { $denari }（{ $coins }枚）· セッテベッロ { $settebello } · プリミエラ { $primiera }（{ $primiera_total }）· スコーパ { $scope }{ $has_settanta ->
    [yes] {" "}· セッタンタ { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] {" "}· レ・ベッロ { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] {" "}· ナポラ { $napola }
   *[no] {""}
  }
