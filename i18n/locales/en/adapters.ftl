## Each game's own lines on the live table, its summaries and its footer (bot/discord/games/)

## Scopa

scopa-stock = Stock: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
scopa-sweeps = Scope: { $sides }
scopa-side-gained = side { $number }: +{ $total }
scopa-deal-points = carte { $carte } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }) · denari { $denari } ({ $coins }) · settebello { $settebello } · primiera { $primiera } ({ $primiera_total }) · scope { $scope }{ $has_settanta ->
    [yes] {" "}· settanta { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] {" "}· re bello { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] {" "}· napola { $napola }
   *[no] {""}
  }
