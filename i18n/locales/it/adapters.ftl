## Le righe di ogni gioco sul tavolo, nei riepiloghi e nel piè di pagina (bot/discord/games/)

## Scopa

scopa-stock = Tallone: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
scopa-sweeps = Scope: { $sides }
scopa-side-gained = squadra { $number }: +{ $total }
scopa-deal-points = carte { $carte } ({ $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
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
