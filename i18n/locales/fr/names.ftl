## Personnes nommées dans une phrase (i18n.Who) : une personne, un ordinateur, une équipe, une liste.

who-person = { $name }
names-pair = { $first } et { $second }
names-more = { $head } et { $last }
names-comma = {", "}
names-team-label = { $first } & { $second }

## Lignes « nom : score » : une étiquette (le nom tel qu'une étiquette le montre) et ses nombres.

rating-change = { $who_name } : { $before } → **{ $after }** ({ $sign ->
    [minus] −
   *[plus] +
  }{ $change })
score-of = { $who_name } : **{ $score }**
hand-of = { $who_name } : { $cards }
name-and-score = { $who_name } { $score }
name-and-number = { $who_name } ({ $number })
names-dot = {" · "}
name-gain = { $who_name } { $sign ->
    [minus] −
   *[plus] +
  }{ $gained } → { $total }
name-and-card = { $who_name } { $card }
