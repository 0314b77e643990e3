## Ce que le salon et les MP montrent pendant la partie : salon d'attente, table, main, résultats
## des donnes, fin de partie, rappels de tour, MP de suivi, avis ; les mots de l'image de la table.
## Les numéros de table arrivent en texte (« #1234 », jamais « #1 234 »).

## La table

live-title = { $game } — table n° { $table }
live-seat-number = place { $number }
seat-computer = Bot { $number }
seat-computer-level = { $name } ({ $level })
live-away = { $who } (absent)
live-waiting = En attente du début.
live-deal = Donne { $deal }
live-on-table = **Sur la table :** { $cards }
live-nothing = rien
live-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
live-stock = Talon : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
live-players = Joueurs
live-side-number = équipe { $number }
live-first-to = en { $target ->
    [one] { $target } point
   *[other] { $target } points
  }
live-move = { $who } : { $move }
live-back = { $who } est de retour à la table.
live-closed = Cette table a été fermée.
live-closed-abandoned = Fermée par l'hôte (ou quelqu'un qui a la permission Gérer le serveur).
live-closed-expired = Fermée : personne n'a lancé la partie à temps.
live-closed-empty = Fermée : tout le monde est parti.
live-closed-broken = Fermée : cette partie n'a pas pu être reprise après un redémarrage. Ouvre une nouvelle table avec `/{ -cmd-table } { -cmd-table-new }`.
live-game-over = Partie terminée.
live-how-to-play = Joue avec /{ -cmd-play }, /{ -cmd-hand } ou /{ -cmd-move }. Tes cartes arrivent en MP.

## Avis dans le salon

notice-timed-out = ⏱ { $who }, ton temps est écoulé : un ordinateur a joué à ta place. Rejoue (`/{ -cmd-play }`, `/{ -cmd-hand }`) pour la reprendre.
notice-handed-over = { $how ->
    [kicked] 🚪 L'hôte a retiré { $who } de la partie : un ordinateur joue désormais à sa place. Il suffit de rejouer pour la reprendre.
   *[left] 🚪 { $who } a quitté la partie : un ordinateur joue désormais à sa place. Il suffit de rejouer pour la reprendre.
  }
notice-dms-closed = { $who }, je ne peux pas t'envoyer de messages privés (ils sont fermés pour ce serveur), je n'essaierai donc plus. Utilise `/{ -cmd-hand }` ici pour voir tes cartes et jouer — toi seul le verras.

## Le salon d'attente

## Le panneau des options (l'hôte)

## La main d'un joueur (MP, /hand)

handview-title = { $game } — table n° { $table }, donne { $deal }
handview-yours = **Ta main :** { $cards }
handview-empty = vide
handview-your-turn = À toi de jouer.
handview-live-table = table dans le salon
handview-live-table-link = [table]({ $url })
handview-not-your-turn = { $armed ->
    [yes] Ce n'est pas encore ton tour : ces boutons s'activeront à ton tour. La partie se suit sur la { $table }.
   *[no] Ce n'est pas encore ton tour : la partie se suit sur la { $table }.
  }

## Résultats des donnes

summary-deal-scored = Décompte de la donne { $deal }

## Fin de partie

over-title = { $table } : { $outcome }
over-won = Victoire { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    } !
over-nobody-won = Pas de gagnant
over-game-over = Partie terminée
over-a-player = un joueur
over-ratings = Cotes
over-footer = { $unrated ->
    [yes] Cette partie n'a pas été cotée. Revanche : mêmes joueurs, mêmes règles, une fois que chacun a appuyé. Nouvelle table : un nouveau salon d'attente.
   *[no] Revanche : mêmes joueurs, mêmes règles, une fois que chacun a appuyé. Nouvelle table : un nouveau salon d'attente.
  }
over-rematch = Revanche
over-rematch-count = Revanche ({ $done }/{ $count })
over-new-table = Nouvelle table
over-rematch-on = 🔁 La revanche est lancée : table n° { $table }, ci-dessous.
# One player in the rematch line: asked already, still to answer.
over-rematch-done = ✅ { $who_name }
over-rematch-still = ⏳ { $who_name }
over-rematch-waiting = 🔁 Revanche ? { $done } · { $waiting } — on attend { $who }.

## Ce qui a décidé la partie

facts-score = { $game ->
    [scarto] { $signed } { $count ->
        [one] point
       *[other] points
      }
    [stovkahra] { $count ->
        [one] { $count } brčka
       *[other] { $count } brčke
      }
    [gofish] { $count ->
        [one] { $count } carré
       *[other] { $count } carrés
      }
   *[other] { $count ->
        [one] { $count } point
       *[other] { $count } points
      }
  }
facts-matches = { $size ->
    [2] { $count ->
        [one] { $count } paire
       *[other] { $count } paires
      }
    [3] { $count ->
        [one] { $count } brelan
       *[other] { $count } brelans
      }
   *[other] { $count ->
        [one] { $count } carré
       *[other] { $count } carrés
      }
  }
facts-separator = {", "}
# Une catégorie prise par un camp, et combien chacun en avait : « alice, 5–3 ».
facts-taken-count = { $takers }, { $counts }
facts-player = joueur { $number }
facts-count-to = { $count } à { $other }
facts-settebello = Settebello (7 de deniers)
facts-primiera = Primiera
facts-denari = Le plus de deniers
facts-carte = Le plus de cartes
facts-tie = personne (égalité)
facts-tie-each = personne (égalité, { $count } chacun)
facts-scope = Scope (balayages)
facts-none = aucune
facts-settanta = Settanta
facts-re-bello = Re bello
facts-napola = Napola
facts-won-at-once = { $who } { $who_count ->
    [one] gagne
   *[other] gagnent
  } d'un coup avec { $how ->
    [cappotto] les dix deniers
   *[napola] une napola complète
  }.
facts-last-deal = { $deals ->
    [1] La donne
   *[other] Dernière donne (sur { $deals })
  }
facts-seat-deals = { $who_name } : { $deals } → **{ $total }** ({ $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
  } en tout)
facts-below-par = Sous zéro à la fin : { $who }.
facts-deal-by-deal = Donne par donne (points au-delà de 26 ; { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  })
facts-games-won = Parties gagnées
facts-last-game = Dernière partie
facts-last-game-line = { $who } : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
facts-dost = { $who } { $who_count ->
    [one] a
   *[other] ont
  } annoncé dost { $right ->
    [yes] à raison
   *[no] à tort
  }.
facts-match = Le déroulé du match
facts-books = { $count ->
    [one] { $count } carré
   *[other] { $count } carrés
  }
facts-books-title = Carrés
facts-rank = { $rank ->
    [A] as
    [J] valets
    [Q] dames
    [K] rois
   *[other] { $rank }
  }
facts-ran-out = { $who } a vidé sa main en premier.
facts-pond-dry = La pioche est épuisée.
facts-cleared-in = Plateau vidé en { $count ->
    [one] { $count } tour
   *[other] { $count } tours
  }.
facts-tiebreak = Égalité : celui qui a { $card } gagne.
facts-how-it-ended = Fin de partie
facts-left-holding = **{ $who }** reste avec { $variant ->
    [babanuki] le joker
    [old-maid] la dame seule
   *[other] la carte sans paire
  } : { $card }.
facts-set-aside = La carte mise de côté au début était { $card }.
facts-out-in-order = Sortis, dans l'ordre : { $who }.

## Rappels de tour

## Suivre une table

follow-unfollow = Ne plus suivre
follow-footer = Tu suis cette table dans #{ $channel }.
follow-closed = La table est fermée ; tu ne la suis plus.
follow-started = Tu suis la table n° { $table } : je mets un MP à jour après chaque coup.
follow-already = Tu suis déjà la table n° { $table }.
follow-stopped = Tu ne suis plus la table n° { $table }.
follow-table-closed = Cette table est fermée.
follow-seated = Tu joues à cette table ; le MP de ta main la suit déjà.
follow-unavailable = Impossible de suivre une table pour le moment.

## Permissions manquantes dans le salon (nommées comme dans les réglages de Discord)

perm-name = **{ $permission ->
    [view_channel] Voir le salon
    [send_messages] Envoyer des messages
    [embed_links] Intégrer des liens
    [attach_files] Joindre des fichiers
   *[read_message_history] Voir les anciens messages
  }**
perm-cannot-open = Je ne peux pas tenir une table dans ce salon : il me faut { $count ->
    [one] la permission
   *[other] les permissions
  } { $names } ici. Un admin du serveur peut les accorder dans les réglages du salon (Modifier le salon › Permissions). Ou ouvre la table dans un autre salon.
perm-cannot-keep = ⚠️ Je ne peux pas tenir la table n° { $table } à jour ici : il me faut { $count ->
    [one] la permission
   *[other] les permissions
  } { $names } dans ce salon. Un admin du serveur peut les accorder dans les réglages du salon (Modifier le salon › Permissions). Rien n'est perdu : on continue dès qu'elles sont accordées.
perm-cannot-post = ⚠️ Je ne peux pas écrire dans { $channel }, où se joue la table n° { $table } : il me faut { $count ->
    [one] la permission
   *[other] les permissions
  } { $names } là-bas. Demande à un admin du serveur de les accorder dans les réglages du salon (Modifier le salon › Permissions) ; rien n'est perdu, on continue dès qu'elles sont accordées.

## L'image de la table (mots courts : ils sont à côté des cartes)

picture-title = { $game } · donne { $deal }
picture-title-over = { $game } · partie terminée
picture-player = Joueur { $number }
picture-dealer = D
# The cards a player holds, on their plate (short: beside the name).
picture-in-hand = { $count } en main
picture-key-in-hand = cartes en main
picture-taken = prises : { $count }
picture-scope = scope { $count }
picture-on-table = Sur la table
picture-table-empty = La table est vide
picture-stock = talon { $count }
picture-last = Dernier : { $who }
picture-tricks = plis { $count }
picture-brcke = brčke { $count }
picture-trick = Pli en cours
picture-last-trick = Dernier pli
picture-last-trick-won = Dernier pli, pour { $who }
picture-to-lead = { $who } entame
picture-discarding = { $who } écarte
picture-trumps = Atout :
picture-suit = { $suit ->
    [d] Deniers
    [h] Coupes
    [s] Épées
   *[c] Bâtons
  }
# The trump suit in one line, where the trump card has no room for its word under it.
picture-trumps-of = Atout : { picture-suit }
picture-shown-by = Montrées par { $who }
picture-card-points = Points des cartes (sur { $total }) : { $points }
picture-books = carrés { $ranks }
# Go Fish: the rank a player asked for last, under their plate (a memory game). $what: the rank in words (rank-plural).
picture-asked = veut { $what }
picture-pond = Pioche
picture-pond-empty = La pioche est vide
picture-pairs = paires { $count }
picture-out-place = sorti, { $place ->
    [1] 1er
   *[other] { $place }e
  }
picture-last-pair-cards = Dernière paire posée — { $who } : { $cards }
picture-pairs-out = { $count ->
    [one] { $count } paire posée
   *[other] { $count } paires posées
  }
picture-left-holding = { $who } reste avec
picture-draws-from = { $who } tire chez { $whom }
picture-score = Points
picture-no-cards = aucune carte

## The live table's score line, teams and tricks (embeds.score_line, team_line; the presenter)

live-score-of = { $who_name } **{ $score }**
live-score-number = { $score }
live-score-signed = { $score }
live-score-stovkahra = { $brcke ->
    [0] { $score }
    [one] { $score } · { $brcke } brčka
   *[other] { $score } · { $brcke } brčke
  }
live-score-separator = {" · "}
live-team-joiner = {" + "}
live-scoreline = { $scores } — { $goal }
live-goal-first-to = en { $target ->
    [one] { $target } point
   *[other] { $target } points
  }
live-goal-deal-of = donne { $deal } sur { $deals }
live-goal-stovkahra = { $target ->
    [one] { $target } point gagne
   *[other] { $target } points gagnent
  } la partie · { $brcke ->
    [one] { $brcke } brčka gagne
   *[other] { $brcke } brčke gagnent
  } le match
live-goal-most = { $what ->
    [books] le plus de carrés gagne
    [pairs] le plus de paires gagne
   *[matches] le plus de combinaisons gagne
  }
live-goal-cards-left = cartes en main
live-teams = **Équipes :** { $teams }
live-trick-taken = { $who } remporte le pli ({ $cards })
live-deal-totals = { $scores } (en { $target ->
    [one] { $target } point
   *[other] { $target } points
  })
live-deal-totals-bare = { $scores }
follow-button-onlookers = Observer
