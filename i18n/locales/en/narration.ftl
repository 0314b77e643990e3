## How the table tells a move whose label speaks as the player (bot/discord/core/embeds.py `NARRATED`):
## the live table's last moves, the Follow DMs, /replay. The button keeps its own words.

# Old Maid: the player shuffled their hand before being drawn from (the button: "Shuffle my hand").
narrated-oldmaid-shuffle = { $who } shuffled their hand
narrated-oldmaid-draw = { $who } drew card { $number }
narrated-oldmaid-draw-from = { $who } drew card { $number } from { $whom }
# /replay: a narrated move, after its number.
replay-move-narrated = **Move { $number }** · { $said }

## What decided a Scopa game (bot/service/final_facts.py): a count after a name (`Bot 1 1`) read
## as part of the name, so the count comes first.
# `Scope (sweeps): 2 for alice, 1 for Bot 1`
facts-scope-of = { $count } for { $who }
# Settanta, Re bello, Napola: `Napola: 3 for Bot 1`
facts-points-of = { $points } for { $who }
# A fact with its title: `**Primiera:** alice, 31 to 28`.
facts-titled = **{ $title }:** { $text }
