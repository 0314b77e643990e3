## The lobby: seats, computers, options (bot/discord/features/lobby/)

lobby-usual-rules = { $game }, règles habituelles.
lobby-usual-rules-except = { $game }, règles habituelles, sauf :
lobby-turn-timer = Temps par tour : { $timer }
lobby-timer-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }
lobby-timer-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
  }
lobby-host = { $who } · hôte
lobby-open-seat = — libre —
lobby-seats = Places ({ $taken }/{ $seats })
lobby-options = Options
lobby-footer = Prends place, ajoute des joueurs ordinateur, puis l'hôte appuie sur Lancer.
lobby-join = Prendre place
lobby-leave = Quitter
lobby-add-computer = Ajouter un ordinateur
lobby-start = Lancer
lobby-remove-computer = Retirer un joueur ordinateur
lobby-seat-of = Place { $number } : { $who }
lobby-pick-level = Choisis le niveau du joueur ordinateur à installer à la table n° { $table }.
lobby-all-seated = Toutes les places sont prises. L'hôte peut appuyer sur Lancer.
lobby-level-placeholder = Niveau du joueur ordinateur
lobby-level-easy = Pour débuter : des choix simples, souvent faibles
lobby-level-normal = Joue raisonnablement, coup par coup
lobby-level-hard = Calcule à l'avance ; prend un moment pour réfléchir
lobby-computer-added = { $who } installé à la place { $number }.
lobby-pick-level-first = Choisis un niveau.
lobby-pick-computer-first = Choisis la place de l'ordinateur à retirer.
lobby-options-host-only = Seul l'hôte peut changer les options.
lobby-options-in-lobby = Les options ne se changent qu'en salon d'attente, avant le début de la partie.
lobby-computers-in-lobby = La partie a déjà commencé ; les ordinateurs s'installent en salon d'attente.
optpanel-title = **Options de la table n° { $table }** ({ $game }) — choisis-en une pour la changer.
optpanel-timer = Temps par tour
optpanel-timer-about = Le temps pour jouer avant qu'un ordinateur joue à ta place
optpanel-timer-help = **Temps par tour** : une fois écoulé, un ordinateur joue à ta place ; rejoue pour la reprendre.
optpanel-type-a-number = **{ $option }** attend un nombre : utilise `{ $command }`.
optpanel-other-number = Un autre nombre : `{ $command }`.
optpanel-pick-option = Option à changer
optpanel-pick-value = Nouvelle valeur
optpanel-pick-value-first = Choisis une valeur.
optpanel-set = { $option } : **{ $value }**.

# -- le salon : toutes les places libres remplies d'un seul choix ----------------------------
lobby-fill-placeholder = Compléter { $count ->
    [one] la place libre
   *[other] les { $count } places libres
} avec l'ordinateur…
lobby-fill-level = Ordinateurs de niveau { $level }

## What a game is played to, first among the lobby's options (GameFace.lobby_goal)

lobby-goal-first-to = En { $target ->
    [one] { $target } point
   *[other] { $target } points
  }.
lobby-goal-deals = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } ; le plus de points gagne.
lobby-goal-stovkahra = Une partie se gagne à { $target ->
    [one] { $target } point
   *[other] { $target } points
  }, le match à { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
lobby-goal-most = { $what ->
    [books] Le plus de carrés gagne.
    [pairs] Le plus de paires gagne.
   *[matches] Le plus de combinaisons gagne.
  }
lobby-goal-odd-card = Celui qui reste avec la carte seule perd.
lobby-footer-host = Prends place ou ajoute des joueurs ordinateur. Seul l'hôte, { $host }, peut appuyer sur Lancer.
