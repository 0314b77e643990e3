## Les lignes propres à chaque jeu sur la table, dans les résumés et en pied de page (bot/discord/games/)

## Scopa

scopa-stock = Talon : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
scopa-sweeps = Scopes : { $sides }
scopa-side-gained = équipe { $number } : +{ $total }
scopa-deal-points = cartes { $carte } ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
  }) · deniers { $denari } ({ $coins }) · settebello { $settebello } · primiera { $primiera } ({ $primiera_total }) · scopes { $scope }{ $has_settanta ->
    [yes] {" "}· settanta { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] {" "}· re bello { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] {" "}· napola { $napola }
   *[no] {""}
  }
