## Come il tavolo racconta una mossa la cui etichetta parla in prima persona (bot/discord/core/embeds.py `NARRATED`).

narrated-oldmaid-shuffle = { $who } ha mescolato le sue carte
narrated-oldmaid-draw = { $who } ha pescato la carta n. { $number }
narrated-oldmaid-draw-from = { $who } ha pescato la carta n. { $number } da { $whom }
replay-move-narrated = **Mossa { $number }** · { $said }

## Che cosa ha deciso una partita a Scopa (bot/service/final_facts.py): prima il numero, poi chi.
facts-scope-of = { $count } per { $who }
facts-points-of = { $points } per { $who }
# A fact with its title: `**Primiera:** alice, 31 to 28`.
facts-titled = **{ $title }:** { $text }
