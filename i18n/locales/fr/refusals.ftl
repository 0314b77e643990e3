## Refus du service des tables, avec leurs détails

error-not-started-host = La partie n'a pas encore commencé ; c'est l'hôte qui la lance.
error-pick-from-list = Choisis ce coup dans la liste (`/{ -cmd-move }` montre tous les coups permis).
error-no-table-number = La table n° { $table } n'existe pas.
error-no-open-table = Aucune table n° { $table } n'est ouverte.
forward-not-answering = Je n'arrive pas à joindre cette table pour le moment ; réessaie dans une minute.
error-other-process = Je ne peux pas ouvrir de table sur ce serveur pour le moment ; réessaie dans une minute.
error-already-open-finish = Une table est déjà ouverte dans ce salon ; termine sa partie ou ferme-la d'abord.
error-table-full-count = Cette table est complète ({ $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
  }).
error-computer-level = Les niveaux de l'ordinateur sont { $shown }, pas `{ $level }`.
error-no-computer-seat = Il n'y a aucun ordinateur à retirer.
error-not-computer-seat = La place { $seat } n'est pas celle d'un ordinateur.
error-players-for = Ce jeu se joue à { $shown } joueurs, pas à { $players }.
error-seated-already = { $count ->
    [one] { $count } joueur est
   *[other] { $count } joueurs sont
  } déjà assis.
error-start-needs = { $game } : il faut { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
  } ; { $seated ->
    [one] { $seated } est installé
   *[other] { $seated } sont installés
  }. Attends d'autres joueurs ou ajoute un ordinateur.
error-start-needs-range = { $game } : il faut de { $low } à { $high ->
    [one] { $high } joueur
   *[other] { $high } joueurs
  } ; { $seated ->
    [one] { $seated } est installé
   *[other] { $seated } sont installés
  }. Attends d'autres joueurs ou ajoute un ordinateur.
error-start-needs-one-of = { $game } : il faut { $shown } joueurs ; { $seated ->
    [one] { $seated } est installé
   *[other] { $seated } sont installés
  }. Attends d'autres joueurs ou ajoute un ordinateur.
error-seed-range = La graine doit être un nombre entier de 0 à { $most }.
error-already-closed = Cette table est déjà fermée.
error-already-started = La partie a déjà commencé.
error-lobby-only = La partie a déjà commencé ; cela ne se fait qu'en salon d'attente.
error-host-only = { $named ->
    [yes] Seul l'hôte, { $host }, peut faire cela.
   *[no] Seul l'hôte peut faire cela.
  }
error-host-options = { $named ->
    [yes] Seul l'hôte, { $host }, peut changer les options.
   *[no] Seul l'hôte peut changer les options.
  }
error-host-start = { $named ->
    [yes] Seul l'hôte, { $host }, peut lancer la partie.
   *[no] Seul l'hôte peut lancer la partie.
  }
error-host-computers = Seul l'hôte peut ajouter ou retirer des ordinateurs.
error-host-abandon = Seul l'hôte (ou quelqu'un qui a la permission Gérer le serveur) peut fermer cette table.
error-host-kick = Seul l'hôte (ou quelqu'un qui a la permission Gérer le serveur) peut retirer des joueurs.
error-player-not-seated = Ce joueur n'a pas de place à cette table.
error-kick-host = On ne peut pas retirer l'hôte ; l'hôte peut quitter la table ou la fermer.
error-away-yours = Un ordinateur joue déjà à ta place jusqu'à ton retour.
error-away-theirs = Un ordinateur joue déjà à cette place jusqu'au retour de son joueur.
error-players-number = `{ -opt-players }` attend un nombre entier, pas { $value }.
error-turn-seconds = `turn_seconds` prend un nombre de secondes ou `off`, pas { $value }.
error-turn-range = Le temps par tour est `off` ou entre { $low } et { $high ->
    [one] { $high } seconde
   *[other] { $high } secondes
  }.

## Réglages du serveur

error-bad-setting = Ce réglage n'est pas valable.
setting-turn-range = Le temps par tour est 0 (aucun) ou entre { $low } et { $high ->
    [one] { $high } minute
   *[other] { $high } minutes
  }.
setting-level = Le niveau de l'ordinateur doit être l'un de ceux-ci : { $shown } ; pas { $value }.
setting-last-game = { $game } est le seul jeu permis ; permets-en d'abord un autre.
setting-game-not-here = On ne joue pas à { $game } sur ce serveur. Jeux permis : { $allowed }.
setting-channels-only = Sur ce serveur, les tables s'ouvrent dans { $channels }.
setting-period = La période doit être l'une de celles-ci : { $shown } ; pas { $value }.

## Rediffusions et revanches

replay-never-started = La table n° { $table } n'a jamais commencé ; il n'y a rien à revoir.
replay-no-table = Il n'y a pas de table n° { $table } sur ce serveur.
replay-still-playing = La partie de la table n° { $table } est encore en cours. Tu pourras la revoir à la fin.
replay-closed-early = La table n° { $table } a été fermée avant la fin de la partie ; il n'y a rien à revoir.
rematch-unfinished = La partie de la table n° { $table } n'est pas allée au bout, donc pas de revanche.
rematch-started = La revanche a déjà commencé : table n° { $table }.
rematch-players-only = Seuls les joueurs de la table n° { $table } peuvent demander sa revanche. Appuie sur Nouvelle table pour en ouvrir une que tout le monde peut rejoindre.
rematch-already-asked = Tu as déjà demandé la revanche ; on attend { $waiting }.
rematch-still-open = La table n° { $table } est encore ouverte dans ce salon.
rematch-channel-busy = La table n° { $table } est déjà ouverte dans ce salon : joue à celle-ci, ou son hôte la ferme avec `/{ -cmd-table } { -cmd-table-abandon }`.
