## Réponses de /table

table-joined = Tu as pris place à la table n° { $table }.
table-left = Tu as quitté la table n° { $table }.
table-left-playing = Tu as quitté la table n° { $table }. Un ordinateur joue maintenant à ta place ; rejoue (`/{ -cmd-play }`, `/{ -cmd-hand }`) pour la reprendre.
table-started = C'est parti ! Tes cartes arrivent en message privé.
table-option-set = `{ $option }` réglé sur **{ $value }**.
table-options-heading = **Options de la table n° { $table }** (seul l'hôte peut les changer, en salon d'attente) :
table-closed = La table n° { $table } est fermée.
error-user-not-seated = { $who } n'a pas de place à cette table.
table-kicked = Tu as retiré { $who } de la table n° { $table }.
table-kicked-playing = À la table n° { $table }, un ordinateur joue maintenant à la place { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    }.
table-computer-removed = Tu as retiré 🤖 { $who } de la table n° { $table }.
table-seat-choice = Place { $seat } : { $who }

## /leaderboard et /stats

period-all = depuis toujours
period-season = saison { $season }
period-month = { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
  } { NUMBER($year, useGrouping: 0) }
board-empty = Aucune partie classée de { $game } sur ce serveur pour l'instant. Ouvres-en une avec `{ $command }`.
board-empty-period = Aucune partie classée de { $game } sur ce serveur ({ $period }). Ouvres-en une avec `{ $command }`.
board-title = Classement de { $game }
board-title-period = Classement de { $game } — { $period }
board-footer = Les nouveaux joueurs partent d'une cote de 1500 ; le classement tient aussi compte de la fiabilité de la cote (avec peu de parties, on est classé plus bas). Les parties avec des ordinateurs comptent aussi : chaque niveau d'ordinateur joue avec une force fixe.
stats-none = { $who } n'a encore aucune partie terminée sur ce serveur.
stats-title = Les parties { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    }
stats-rating = cote **{ $rating }**
stats-games-none = aucune partie
stats-games-won = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  }, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
  } ({ NUMBER($rate, style: "percent") })

## /history et le bilan sous /stats

history-line = `#{ $table }` { $game } · { $outcome } { $score } contre { $opponents }
history-line-with = `#{ $table }` { $game } · { $outcome } { $score } contre { $opponents } (avec { $partners })
history-won = **gagnée**
history-tied = **nulle**
history-lost = perdue
# $teams : « yes » si les camps sont des équipes (le japonais compte 組 ou 人).
history-place = { $place ->
    [1] 1er
   *[other] { $place }e
  } sur { $sides }
history-none = { $who } n'a encore aucune partie terminée sur ce serveur.
history-none-game = { $who } n'a encore aucune partie de { $game } terminée sur ce serveur.
history-title = Les dernières parties { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    }
history-title-game = Les dernières parties de { $game } { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    }
history-footer = Les plus récentes d'abord · évolution de la cote après chaque partie · ▶ pour la revoir
record-title = Bilan
record-won = { $game } : { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
  } sur { $games } ({ NUMBER($rate, style: "percent") })
record-streak-wins = { $count ->
    [one] { $count } victoire
   *[other] { $count } victoires
  } d'affilée
record-streak-losses = { $count ->
    [one] { $count } défaite
   *[other] { $count } défaites
  } d'affilée
record-best-streak = meilleure série { $count }
record-opponents = Adversaires habituels
record-opponent = { $who } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  } ({ $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
  }, { $losses ->
    [one] { $losses } perdue
   *[other] { $losses } perdues
  })

## /replay

replay-choice-you = toi
replay-title = { $game }, table n° { $table } — revoir la partie
replay-start = **La donne** — { $moves ->
    [one] { $moves } coup à suivre
   *[other] { $moves } coups à suivre
  }.
replay-move = **Coup { $number }** · { $who } : { $move }
replay-deal = **Donne { $deal }**
replay-on-table = **Sur la table :** { $cards }
replay-nothing = rien
replay-hands = Mains
replay-score = Score
replay-side = équipe { $side }
replay-this-deal = ({ $gained } sur cette donne)
replay-deal-field = Donne { $deal } — { $title }
replay-result = Résultat
replay-unfinished = inachevée
replay-result-won = { $scores } — victoire : { $winners }
replay-result-nobody = { $scores } — aucun vainqueur
replay-footer = Coup { $number } sur { $moves }
replay-footer-played = Coup { $number } sur { $moves } · jouée le { $date }
replay-open = Revoir la table n° { $table }
replay-hard-pick = Le choix du niveau difficile
replay-step-first = Avance d'abord jusqu'à un coup.
replay-hard-same = Coup { $number } · { $said } Le niveau difficile aurait fait le même choix : { $why }.
replay-hard-other = Coup { $number } · { $said } Le niveau difficile aurait { $kind ->
        [takes] **joué { $card } et pris { $cards }**
        [plays] **joué { $card }**
        [lays] **posé { $card }**
        [aside] **écarté { $cards }**
        [asks] **demandé { $rank } à { $whom }**
        [flips] **retourné la carte { $place }**
        [draws] **tiré la carte n° { $place }**
        [draws-from] **tiré la carte n° { $place } chez { $whom }**
        [shuffles] **mélangé sa main**
        [declares] **annoncé { $combination }**
        [passes] **fini d'annoncer**
        [signals] **demandé en secret au partenaire l'entame à { $suit }**
        [dost] **annoncé dost**
        [brcka-add] **ajouté les brčke au compte de l'équipe**
        [brcka-take] **retiré les brčke du compte des perdants**
       *[move] choisi « **{ $move }** »
    } : { $why }.
# Un coup qui n'est pas une carte, tel que son joueur l'a choisi (`$said` ci-dessus).
replay-hard-chose = { $by ->
    [you] Tu as choisi « { $move } ».
   *[other] { $who } a choisi « { $move } ».
  }
# Un coup qui n'est pas une carte, dit en entier dans le replay d'une partie finie.
replay-move-said = { $by ->
    [you] Tu { $kind ->
        [asks] demandes { $rank } à { $whom }
        [flips] retournes la carte { $place }
        [draws] tires la carte n° { $place }
        [draws-from] tires la carte n° { $place } chez { $whom }
        [shuffles] mélanges ta main
        [declares] annonces { $combination }
        [passes] as fini d'annoncer
        [signals] demandes en secret à ton partenaire l'entame à { $suit }
        [dost] annonces dost
        [brcka-add] ajoutes les brčke au compte de ton équipe
        [brcka-take] retires les brčke du compte des perdants
       *[aside] écartes { $cards }
    }
   *[other] { $who } { $kind ->
        [asks] { $whom_kind ->
            [you] te demande { $rank }
           *[other] demande { $rank } à { $whom }
        }
        [flips] retourne la carte { $place }
        [draws] tire la carte n° { $place }
        [draws-from] tire la carte n° { $place } { $whom_kind ->
            [you] dans ta main
           *[other] chez { $whom }
        }
        [shuffles] mélange sa main
        [declares] annonce { $combination }
        [passes] a fini d'annoncer
        [signals] demande en secret à son partenaire l'entame à { $suit }
        [dost] annonce dost
        [brcka-add] ajoute les brčke au compte de son équipe
        [brcka-take] retire les brčke du compte des perdants
       *[aside] écarte { $cards }
    }
  }.

## Le panneau privé de la main (bot/discord/core/hand_panel.py)

panel-my-hand = Ma main
panel-other-card = ↩ Choisir une autre carte
panel-how-to-play-card = Comment joues-tu { $card } ?
panel-picked = Tu as choisi **{ $card }** ; choisis ce qu'elle prend.
panel-suit-open = { $suit } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  })
panel-suit-closed = { $suit } ({ $count }) — pas maintenant
panel-suits-not-now = -# Pas maintenant : { $suits }
panel-suit-count = { $suit } ({ $count })
panel-choose-move = Choisis ton coup
panel-choose-card = Choisis une carte à jouer
panel-not-yet = Ce n'est pas encore ton tour ; ces boutons s'activeront à ton tour.
panel-nobody = personne
panel-cannot-play = Tu ne peux pas jouer { $card } maintenant.
panel-earlier-deal = Cette main était celle d'une donne précédente. Utilise /{ -cmd-hand } pour tes cartes actuelles.
panel-no-longer-held = Tu n'as plus { $card }. Utilise /{ -cmd-hand } pour tes cartes actuelles.
panel-not-your-turn-yet = Ce n'est pas encore ton tour : c'est à { $who } de jouer.

emoji-and-card = { $emoji } { $card }
