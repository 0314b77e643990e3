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
