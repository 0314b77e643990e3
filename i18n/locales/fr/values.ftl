## Valeurs des options (voir en/values.ftl).

option-line = { $label } : { $value }
option-choice = { $name } ({ $value })
value-any = { $value ->
    [on] oui
    [off] non
    [none] aucun
   *[other] { $value }
  }
value-deal-style = { $value ->
    [scientifico] scientifico
   *[other] { $value }
  }
value-tie-break = { $value ->
    [play_on] on continue
    [count_back] on recompte
   *[other] { $value }
  }
value-max-sum-cards = { $value ->
    [none] sans limite
   *[other] { $value }
  }
value-follow = { $value ->
    [strict] strict
    [simple] simple
    [suit_only] couleur seulement
   *[other] { $value }
  }
value-empty-hand = { $value ->
    [wait] on attend
    [draw] on pioche
   *[other] { $value }
  }
value-flip3 = { $value ->
    [pairs] paires
    [triples] brelans
   *[other] { $value }
  }
value-match = { $value ->
    [rank] même valeur
    [rank_and_colour] même valeur et couleur
    [adjacent] valeurs qui se suivent
   *[other] { $value }
  }
value-joker-effect = { $value ->
    [auto] automatique
    [shuffle] mélange
    [skip] passe son tour
    [none] rien
   *[other] { $value }
  }
value-tiebreak-card = { $value ->
    [none] aucune
   *[other] { $value }
  }
value-direction = { $value ->
    [left] gauche
    [right] droite
   *[other] { $value }
  }
value-draw-order = { $value ->
    [draw_then_drawn] tire, puis on tire chez lui
    [drawn_first] on tire d'abord chez lui
    [drawn_then_draw] on tire chez lui, puis il tire
    [draw_then_draw] tire, puis celui chez qui il a tiré
   *[other] { $value }
  }
