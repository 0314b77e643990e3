## Persone nominate in una frase (i18n.Who): una persona, un computer, una squadra, un elenco.

who-person = { $name }
names-pair = { $first } e { $second }
names-more = { $head } e { $last }
names-comma = {", "}
names-team-label = { $first } & { $second }

## Righe "nome: punteggio": un'etichetta (il nome come lo mostra un'etichetta) e i suoi numeri.

rating-change = { $who_name }: { $before } → **{ $after }** ({ $sign ->
    [minus] −
   *[plus] +
  }{ $change })
score-of = { $who_name }: **{ $score }**
hand-of = { $who_name }: { $cards }
name-and-score = { $who_name } { $score }
name-and-number = { $who_name } ({ $number })
names-dot = {" · "}
name-gain = { $who_name } { $sign ->
    [minus] −
   *[plus] +
  }{ $gained } → { $total }
name-and-card = { $who_name } { $card }
