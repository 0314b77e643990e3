## La table dans le terminal, jeu par jeu (bot/terminal/local_table.py, moves.py, aftermath.py,
## screens.py) et `python -m bot tables`. `$by` / `$to` valent `you` quand la place est celle du lecteur.

local-bad-players = { $game } se joue à { $shown } joueurs, pas { $players }.
local-opened-game = { $game } — table n° { $table } : { $names }. Tape `help` pour savoir comment jouer, `rules` pour les règles.
local-abandoned-new = Ta table de { $game } n° { $table } est abandonnée ; une nouvelle commence.
local-new-confirm = Abandonner ta table de { $game } n° { $table } (coup { $move }) et en commencer une nouvelle ? Tape `o` pour confirmer.
local-new-kept = La table n° { $table } est gardée : rien n'a changé.
local-new-not-asked = `--new` abandonnerait ta table de { $game } n° { $table } (coup { $move }), et personne n'est au terminal pour le confirmer. Ajoute `--yes` pour recommencer quand même.
local-option-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
  }
local-option-computers = { $count ->
    [one] { $count } ordinateur
   *[other] { $count } ordinateurs
  }
local-resumed-other = Tu as demandé { $asked } ; cette partie enregistrée a { $saved }. Pour en commencer une nouvelle : `{ $command }`

local-prompt-move = Ton coup (le numéro d'un coup, ou une carte)
local-prompt-board = Retourne une carte (son numéro sur le plateau)
local-prompt-ask = Demande (une valeur, ou un joueur et une valeur : { $example })
local-prompt-draw = Tire chez { $who } (une carte de 1 à { $count })
local-prompt-discard = Écarte trois cartes (comme { $example })

local-command-rules = les règles de ce jeu
local-command-hint = un coup conseillé
local-help-scopa = Joue une carte : son numéro dans la liste, sa notation (7d, ou 7d:3c+4s pour choisir ce qu'elle prend) ou son nom (7 de deniers, settebello) quand cette carte n'a qu'un coup.
local-help-scarto = Joue une carte : son numéro dans la liste, sa notation (7c, T5) ou son nom. Quand tu donnes, écarte d'abord trois cartes : tape-les comme `2s 3s 6s` ou `2s,3s,6s`.
local-help-stovkahra = Joue une carte ou annonce : le numéro du coup dans la liste, ou la notation ou le nom de la carte.
local-help-gofish = Demande à un joueur une valeur que tu as en main : son nom et la valeur, `bob 7`, ou juste `7` quand un seul joueur peut être interrogé. S'il n'en a pas, tu pioches.
local-help-concentration = Tape le numéro d'une carte du plateau pour la retourner (`12` retourne la carte 12). Retourne deux cartes pareilles pour les prendre et rejouer.
local-help-oldmaid = Tire une carte chez le joueur indiqué : tape sa place dans sa main, de 1 au nombre de cartes qu'il a. Les paires sont défaussées ; ne reste pas avec la carte seule.
local-help-commands = Commandes : `help`, `rules`, `hint` (un coup conseillé), `table` (revoir la table), `quit` (enregistrer et quitter ; la même commande reprend). Dans un terminal, Tab complète tes coups.
local-hint-thinking = Je réfléchis…
local-hint = Essaie { $move } ({ $action }) : { $why }.

local-deal-heading = ── Donne { $deal }{ $has_dealer ->
    [yes] {" "}· donneur { $dealer }
   *[no] {""}
  } · { $scores }{ $target ->
    [0] {""}
   *[other] {" "}· en { $target ->
        [one] { $target } point
       *[other] { $target } points
    }
  }
local-empty-table = vide
local-running-scores = Scores : { $scores }
local-you-deal-discard = C'est toi qui donnes : écarte d'abord trois cartes (ni un Roi, ni l'Ange, ni l'Excuse).
local-stovkahra-heading = Atout : { $suit } (carte du dessous : { $card }) · donneur : { $dealer }
local-stovkahra-brcke = Brčke : { $each } (match en { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
local-trick-now = Pli { $number } : { $played }
local-col-player = Joueur
local-col-hand = Cartes
local-col-books = Carrés
local-pond = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
local-out = sorti
local-board-status = { $left ->
    [one] { $left } carte sur le plateau
   *[other] { $left } cartes sur le plateau
  } · cartes prises : { $taken }
local-lays-aside = { $by ->
    [you] Tu écartes { $cards }.
   *[other] { $who } écarte trois cartes.
  }
local-deal-scored = ── Donne { $deal } comptée : { $scores }
local-game-won = Partie terminée : { $by ->
    [you] tu as gagné.
   *[other] { $count ->
        [one] { $winners } gagne.
       *[other] { $winners } gagnent.
    }
  }
local-replay-hint = Pour la revoir : `python -m bot export { $table } --out table.txt`, puis `python -m bot replay table.txt`.

local-gofish-asks = { $by ->
    [you] Tu demandes { $rank } à { $target }.
   *[other] { $to ->
        [you] { $who } te demande { $rank }.
       *[other] { $who } demande { $rank } à { $target }.
    }
  }
local-gofish-gives = { $by ->
    [you] Tu donnes
   *[other] { $who } donne
  } { $cards }.
local-gofish-lucky = C'est { $card }, la carte demandée : on rejoue.
local-gofish-draws = { $by ->
    [you] Tu pioches { $card }.
   *[other] { $known ->
        [yes] { $who } pioche { $card }.
       *[no] { $who } pioche une carte.
    }
  }
local-oldmaid-shuffles = { $by ->
    [you] Tu mélanges ta main.
   *[other] { $who } mélange sa main.
  }
local-oldmaid-draws = { $by ->
    [you] Tu tires { $card } chez { $holder }.
   *[other] { $known ->
        [yes] { $who } tire { $card } chez { $to ->
            [you] toi
           *[other] { $holder }
        }.
       *[no] { $who } tire une carte chez { $to ->
            [you] toi
           *[other] { $holder }
        }.
    }
  }
local-oldmaid-pair = { $by ->
    [you] Tu te défausses de la paire { $rank_sound ->
        [vowel] d'{ $rank }
       *[consonant] de { $rank }
    }.
   *[other] { $who } se défausse de la paire { $rank_sound ->
        [vowel] d'{ $rank }
       *[consonant] de { $rank }
    }.
  }
oldmaid-went-out = { $by ->
    [you] Tu n'as plus de cartes : tu es sorti.
   *[other] { $who } n'a plus de cartes et sort.
  }
local-concentration-turns-up = { $by ->
    [you] Tu retournes
   *[other] { $who } retourne
  } la carte { $number } : { $card }.
concentration-match = Une paire : { $by ->
    [you] tu prends
   *[other] { $who } prend
  } { $cards }.
concentration-again = { $by ->
    [you] À toi de rejouer.
   *[other] { $who } rejoue.
  }
local-concentration-miss = Pas de paire : les cartes sont retournées face cachée.
local-trick-won = Pli { $number } pour { $winner } : { $cards }.{ $tally }
local-trick-tally = {" "}({ $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
  }, { $points ->
    [one] { $points } point de cartes
   *[other] { $points } points de cartes
  } jusqu'ici)
local-trick-tally-team = {" "}(son équipe : { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
  }, { $points ->
    [one] { $points } point de cartes
   *[other] { $points } points de cartes
  } jusqu'ici)
local-last-trick = Dernier pli de la donne : { $cards }.

local-board-number = Tape le numéro d'une carte du plateau, de 1 à { $most }.
local-board-not-there = La carte { $number } n'est plus sur le plateau : choisis un numéro affiché.
local-draw-number = Tape la place de la carte à tirer, de 1 à { $count }.
local-ask-what = Demande une valeur que tu as en main, comme `{ $example }`.
local-ask-whom = À qui demandes-tu { $rank } ? Donne aussi son nom, comme `{ $example }`.
local-ask-nobody = Personne ne s'appelle { $name } ici. Tu peux demander à : { $names }.
local-discard-unread = « { $text } » ne fait pas trois cartes. Tape-les comme `2s 3s 6s`.
local-discard-three = { $count ->
    [one] Ça fait { $count } carte
   *[other] Ça fait { $count } cartes
  } : l'écart est d'exactement trois cartes, comme `2s 3s 6s`.

local-col-cards = Cartes
local-col-coins = Deniers
local-col-settebello = Settebello
local-col-primiera = Primiera
local-col-scope = Scope
local-col-deal = Points
local-col-total = Total
local-target = Le premier à { $target ->
    [one] { $target } point
   *[other] { $target } points
  } gagne.

local-tables-none = Pas encore de table dans le terminal. Commence avec `python -m bot play scopa`.
local-tables-saved = En cours (enregistrées) : chacune reprend avec la même commande `play`
local-tables-finished = Terminées
local-col-game = Jeu
local-col-players = Joueurs
local-col-moves = Coups
local-col-when = Quand
local-col-winner = Gagnant
local-tables-how = Pour revoir une table terminée : `python -m bot export ID --out table.txt`, puis `python -m bot replay table.txt`.
local-export-no-table = Il n'y a pas de table n° { $table } dans { $db }. `python -m bot tables` les liste.
local-plays = { $by ->
    [you] Tu { $verb ->
        [lays] poses
       *[plays] joues
    }
   *[other] { $who } { $verb ->
        [lays] pose
       *[plays] joue
    }
  } { $card }.
local-plays-takes = { $by ->
    [you] Tu joues { $card } et prends
   *[other] { $who } joue { $card } et prend
  } { $cards }.
local-scopa-sweep = { $by ->
    [you] Scopa ! Tu balaies la table.
   *[other] Scopa ! { $who } balaie la table.
  }
local-hand-typed = À taper : { $cards }
