## Comment la table raconte un coup dont l’étiquette parle à la première personne (bot/discord/core/embeds.py `NARRATED`).

narrated-oldmaid-shuffle = { $who } a mélangé ses cartes
narrated-oldmaid-draw = { $who } a tiré la carte n° { $number }
narrated-oldmaid-draw-from = { $who } a tiré la carte n° { $number } chez { $whom }
replay-move-narrated = **Coup { $number }** · { $said }

## Ce qui a décidé une partie de Scopa (bot/service/final_facts.py) : le nombre d’abord, puis qui.
facts-scope-of = { $count } pour { $who }
facts-points-of = { $points } pour { $who }
facts-titled = **{ $title } :** { $text }
