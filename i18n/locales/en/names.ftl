## People named in a sentence (i18n.Who): a person, a computer seat, a team or a list of players.
## A message naming one gets beside `$who` also `$who_kind` (person, computer, group),
## `$who_count` (how many people: a team of two takes a plural verb) and `$who_sound`
## (vowel or consonant, for elision).

# A person's name as a sentence shows it (Japanese adds さん here, never to a computer).
who-person = { $name }
# Two people named together in a sentence: a team of two, two players waited for.
names-pair = { $first } and { $second }
# Three or more: the first ones joined by names-comma, then the last.
names-more = { $head } and { $last }
names-comma = {", "}
# Two people on a label (a team on the table, its score line): short.
names-team-label = { $first } & { $second }

## "Name: score" lines: a label (the name as a label shows it, `$who_name`) and its numbers.

# A deal's summary: alice: +3 → **11**.
# A rating after a game: alice: 1512 → **1530** (+18).
rating-change = { $who_name }: { $before } → **{ $after }** ({ $sign ->
    [minus] −
   *[plus] +
  }{ $change })
# A replay's score column and hands: alice: **11**; alice: 7 of coins, King of cups.
score-of = { $who_name }: **{ $score }**
hand-of = { $who_name }: { $cards }
# A name and its score in a list of scores: alice 11 · bob 7.
name-and-score = { $who_name } { $score }
# A name and a number in brackets, in a list on a picture: alice (12).
name-and-number = { $who_name } ({ $number })
# Between the items of such a list.
names-dot = {" · "}
# A deal's change in a line of text: alice +3 → 11.
name-gain = { $who_name } { $sign ->
    [minus] −
   *[plus] +
  }{ $gained } → { $total }
# Who played which card, in a trick: alice 7 of coins.
name-and-card = { $who_name } { $card }
