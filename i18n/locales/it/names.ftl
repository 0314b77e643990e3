## Persone nominate in una frase (i18n.Who): una persona, un computer, una squadra, un elenco.

who-person = { $name }
names-pair = { $first } e { $second }
names-more = { $head } e { $last }
names-comma = {", "}
names-team-label = { $first } & { $second }
