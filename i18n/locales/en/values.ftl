## Option values as players read them (`/rules`, the lobby, `/settings`), beside what
## `/table options` takes (`play_on`). `value-<option>` names the values of one option (its
## `_` written `-`); `value-any` the ones every option may take. A value named nowhere is shown
## as it is typed (numbers, cards); a value that is a form of the game is named by that form.

## One house rule on a line: its label, then what its value does (or the value).
option-line = { $label }: { $value }
## A choice offered by its words, beside what is typed (`on continue (play_on)`, a form's name).
option-choice = { $name } ({ $value })
value-any = { $value ->
    [on] on
    [off] off
    [none] none
   *[other] { $value }
  }
value-deal-style = { $value ->
    [scientifico] scientifico
   *[other] { $value }
  }
value-tie-break = { $value ->
    [play_on] play on
    [count_back] count back
   *[other] { $value }
  }
value-max-sum-cards = { $value ->
    [none] no limit
   *[other] { $value }
  }
value-follow = { $value ->
    [strict] strict
    [simple] simple
    [suit_only] suit only
   *[other] { $value }
  }
value-empty-hand = { $value ->
    [wait] wait
    [draw] draw
   *[other] { $value }
  }
value-flip3 = { $value ->
    [pairs] pairs
    [triples] three of a kind
   *[other] { $value }
  }
value-match = { $value ->
    [rank] same rank
    [rank_and_colour] same rank and colour
    [adjacent] ranks one apart
   *[other] { $value }
  }
value-joker-effect = { $value ->
    [auto] automatic
    [shuffle] reshuffle
    [skip] lose a turn
    [none] nothing
   *[other] { $value }
  }
value-tiebreak-card = { $value ->
    [none] none
   *[other] { $value }
  }
value-direction = { $value ->
    [left] left
    [right] right
   *[other] { $value }
  }
value-draw-order = { $value ->
    [draw_then_drawn] draw, then be drawn from
    [drawn_first] drawn from first
    [drawn_then_draw] drawn from, then draws
    [draw_then_draw] draws, then the one drawn from
   *[other] { $value }
  }
