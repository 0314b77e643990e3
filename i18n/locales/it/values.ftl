## Valori delle opzioni (vedi en/values.ftl).

option-line = { $label }: { $value }
option-choice = { $name } ({ $value })
value-any = { $value ->
    [on] sì
    [off] no
    [none] nessuno
   *[other] { $value }
  }
value-deal-style = { $value ->
    [scientifico] scientifico
   *[other] { $value }
  }
value-tie-break = { $value ->
    [play_on] si continua
    [count_back] si riconta
   *[other] { $value }
  }
value-max-sum-cards = { $value ->
    [none] nessun limite
   *[other] { $value }
  }
value-follow = { $value ->
    [strict] stretto
    [simple] semplice
    [suit_only] solo il seme
   *[other] { $value }
  }
value-empty-hand = { $value ->
    [wait] si aspetta
    [draw] si pesca
   *[other] { $value }
  }
value-flip3 = { $value ->
    [pairs] coppie
    [triples] tris
   *[other] { $value }
  }
value-match = { $value ->
    [rank] stesso valore
    [rank_and_colour] stesso valore e colore
    [adjacent] valori vicini
   *[other] { $value }
  }
value-joker-effect = { $value ->
    [auto] automatico
    [shuffle] rimescola
    [skip] salta il turno
    [none] niente
   *[other] { $value }
  }
value-tiebreak-card = { $value ->
    [none] nessuna
   *[other] { $value }
  }
value-direction = { $value ->
    [left] sinistra
    [right] destra
   *[other] { $value }
  }
value-draw-order = { $value ->
    [draw_then_drawn] pesca, poi gli si pesca
    [drawn_first] prima gli si pesca
    [drawn_then_draw] gli si pesca, poi pesca
    [draw_then_draw] pesca, poi pesca chi ha perso la carta
   *[other] { $value }
  }
