## The rules core's refusals (games/): any game

action-not-text = An action is text, like `{ $example }`, not { $kind ->
    [none] nothing
    [bool] true/false
    [number] a number
    [list] a list
    [bytes] bytes
   *[other] that
  }.
action-too-long = That is { $length } characters: an action is short, like `{ $example }`.
action-empty = That action is empty: type one like `{ $example }`.
game-over = The game is over.

## Options and presets

option-on-off = Option `{ $option }` is on or off, not { $value }.
option-whole-number = Option `{ $option }` takes a whole number, not { $value }.
option-number-between = Option `{ $option }` takes a whole number between { $low } and { $high }, not { $value }.
option-number-at-least = Option `{ $option }` takes a whole number of at least { $low }, not { $value }.
option-number-at-most = Option `{ $option }` takes a whole number of at most { $high }, not { $value }.
option-one-of = Option `{ $option }` must be one of { $shown }, not { $value }.
option-at-least = Option `{ $option }` must be at least { $low }, not { $value }.
option-at-most = Option `{ $option }` must be at most { $high }, not { $value }.
option-no-preset = { $game } has no preset `{ $preset }`. Presets: { $known }.
option-no-such = { $game } has no option `{ $option }`. Options: { $known }.
option-players = { $game } ({ $form }) is for { $shown } players, not { $players }.
