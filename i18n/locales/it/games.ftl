## Rifiuti delle regole: ogni gioco

action-not-text = Una mossa si scrive come testo, per esempio `{ $example }`, non { $kind ->
    [none] nulla
    [bool] vero/falso
    [number] un numero
    [list] un elenco
    [bytes] dei byte
   *[other] così
  }.
action-too-long = Sono { $length } caratteri: una mossa è breve, per esempio `{ $example }`.
action-empty = La mossa è vuota: scrivine una, per esempio `{ $example }`.
game-over = La partita è finita.

## Opzioni e varianti

option-on-off = L'opzione `{ $option }` è attiva o disattiva, non { $value }.
option-whole-number = L'opzione `{ $option }` vuole un numero intero, non { $value }.
option-number-between = L'opzione `{ $option }` vuole un numero intero tra { $low } e { $high }, non { $value }.
option-number-at-least = L'opzione `{ $option }` vuole un numero intero di almeno { $low }, non { $value }.
option-number-at-most = L'opzione `{ $option }` vuole un numero intero di al massimo { $high }, non { $value }.
option-one-of = L'opzione `{ $option }` deve essere una tra { $shown }, non { $value }.
option-at-least = L'opzione `{ $option }` deve essere almeno { $low }, non { $value }.
option-at-most = L'opzione `{ $option }` deve essere al massimo { $high }, non { $value }.
option-no-preset = { $game } non ha la variante `{ $preset }`. Varianti: { $known }.
option-no-such = { $game } non ha l'opzione `{ $option }`. Opzioni: { $known }.
option-players = { $game } ({ $form }) si gioca in { $shown }, non in { $players }.
