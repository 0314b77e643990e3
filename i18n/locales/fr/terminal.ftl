## La table dans le terminal

local-starting = Une partie de Scopa commence ici, en local (tape `quit` pour enregistrer et quitter).
local-saved = Enregistré. Relance la même commande pour reprendre.
local-command-moves = voir la table et tes coups possibles
local-command-help = comment jouer
local-command-quit = enregistrer et quitter
local-resuming = Reprise de ta table de { $game } n° { $table } (coup { $move }).
local-computers-range = --computers doit être entre 0 et { $most } (au moins une place est à toi).
local-you = Toi
local-player = Joueur { $number }
local-pick-number = Choisis un coup entre 1 et { $count }.
local-several-moves = { $card } permet plusieurs coups ; tape le numéro de l'un d'eux :
local-table = Table : { $cards }
local-stock = Talon : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
local-your-hand = Ta main : { $cards }
local-their-hand = Main { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    } : { $cards }
local-moved = { $who } : { $move }
local-closed = { $reason ->
    [abandoned] La table a été abandonnée.
    [expired] La table a été fermée : personne n'a lancé la partie à temps.
    [empty] La table a été fermée : tout le monde est parti.
    [broken] La table a été fermée : la partie n'a pas pu être restaurée.
   *[other] La table a été fermée ({ $reason }).
  }

## Revoir une partie enregistrée (python -m bot replay, python -m bot export)

term-replay-standard-rules = règles standard
term-replay-house-rules = Règles maison :
term-replay-rules = Règles : { $rules }
term-replay-played = Jouée le { $date } ; { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }.
term-replay-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }.
term-replay-result-line = Résultat : { $result }
term-replay-header = { $game } — { $names }
term-replay-computer-seat = { $name } (ordinateur, { $level })
term-replay-deal-over = — fin de la donne { $deal } : { $scores }
term-replay-position = donne { $deal } · { $scores }
term-replay-hand = { $name } : { $cards }
term-replay-the-deal = (la donne)
term-replay-step-help = Entrée : coup suivant · b : retour · un numéro : aller à ce coup · q : quitter
term-replay-last-move = C'était le dernier coup. (b : retour, q : quitter)
term-replay-game-over = Partie terminée. Résultat : { $result }
term-replay-cannot-read = Impossible de lire { $file } : { $reason }
term-replay-wrote = Partie écrite dans { $file }.
