## Refus des règles : tous les jeux

action-not-text = Un coup s'écrit en texte, comme `{ $example }`, pas { $kind ->
    [none] rien
    [bool] vrai/faux
    [number] un nombre
    [list] une liste
    [bytes] des octets
   *[other] ainsi
  }.
action-too-long = Cela fait { $length } caractères : un coup est court, comme `{ $example }`.
action-empty = Le coup est vide : écris-en un, comme `{ $example }`.
game-over = La partie est terminée.

## Options et variantes

option-on-off = L'option `{ $option }` est activée ou désactivée, pas { $value }.
option-whole-number = L'option `{ $option }` attend un nombre entier, pas { $value }.
option-number-between = L'option `{ $option }` attend un nombre entier entre { $low } et { $high }, pas { $value }.
option-number-at-least = L'option `{ $option }` attend un nombre entier d'au moins { $low }, pas { $value }.
option-number-at-most = L'option `{ $option }` attend un nombre entier d'au plus { $high }, pas { $value }.
option-one-of = L'option `{ $option }` doit valoir { $shown }, pas { $value }.
option-at-least = L'option `{ $option }` doit valoir au moins { $low }, pas { $value }.
option-at-most = L'option `{ $option }` doit valoir au plus { $high }, pas { $value }.
option-no-preset = { $game } n'a pas de variante `{ $preset }`. Variantes : { $known }.
option-no-such = { $game } n'a pas d'option `{ $option }`. Options : { $known }.
option-players = { $game } ({ $form }) se joue à { $shown } joueurs, pas { $players }.
