## Personnes nommées dans une phrase (i18n.Who) : une personne, un ordinateur, une équipe, une liste.

who-person = { $name }
names-pair = { $first } et { $second }
names-more = { $head } et { $last }
names-comma = {", "}
names-team-label = { $first } & { $second }
