# L'Activity : la table de Tavolo en plein écran dans Discord (bot/web/). Le client n'affiche que
# les mots reçus du serveur : les messages `activity-ui-*`, envoyés une fois à la connexion.
activity-ui-loading = Tu t'installes…
activity-ui-no-table = Il n'y a pas encore de table dans ce salon.
activity-ui-open-table = Ouvrir une table
activity-ui-choose-game = Quel jeu ?
activity-ui-join = M'asseoir
activity-ui-start = Distribuer
activity-ui-add-computer = Ajouter un joueur ordinateur
activity-ui-level-easy = Facile
activity-ui-level-normal = Normal
activity-ui-level-hard = Difficile
activity-ui-waiting = En attente des autres joueurs…
activity-ui-your-turn = À toi de jouer
activity-ui-choose-capture = Quelles cartes prends-tu ?
activity-ui-choose = Choisir
activity-ui-pick-cards = Choisis les cartes à écarter
activity-ui-confirm = Oui, vas-y
activity-ui-cancel = Annuler
activity-ui-spectating = Tu regardes cette table.
activity-ui-not-seated = Tu n'as pas de place à cette table.
activity-ui-reconnecting = Connexion perdue, reconnexion…
activity-ui-signed-out = Ta session a expiré. Rouvre l'Activity pour reprendre ta place.
activity-ui-game-over = Partie terminée
activity-ui-new-table = Nouvelle table
activity-ui-last-move = Dernier coup
activity-ui-host = Hôte
activity-ui-dealer = Donneur
# The dealer's mark beside a seat's name: one letter in a disc, as the pictures' picture-dealer.
activity-ui-dealer-mark = D
activity-ui-away = Absent

# Connexion et refus du socket.
activity-sign-in-failed = Discord n'a pas accepté la connexion. Rouvre l'Activity et réessaie.
activity-discord-unreachable = Impossible de joindre Discord pour savoir qui tu es. Réessaie dans un instant.
activity-bad-request = Cette requête est illisible.
activity-session-bad = Ta session n'est pas valable. Rouvre l'Activity pour te reconnecter.
activity-session-expired = Ta session a expiré. Rouvre l'Activity pour te reconnecter.
activity-hello-first = Connecte-toi d'abord, avant toute autre chose.
activity-bad-message = Ce message est illisible.
activity-unknown-type = Tavolo ne connaît pas cette requête.
activity-no-table = Il n'y a pas de table dans ce salon.
activity-no-channel = L'Activity n'a pas été ouverte dans un salon.
activity-stale = La table a avancé depuis ton choix : regarde à nouveau et choisis encore.
activity-not-offered = Ce coup ne t'est pas proposé maintenant.
activity-not-your-turn = Ce n'est pas ton tour.
activity-bad-level = Un joueur ordinateur est facile, normal ou difficile.
activity-unknown-game = Tavolo n'a pas ce jeu.

# Sur le tapis.
activity-score-of = { $who } { $score }
activity-stock = Talon
activity-pond = Pioche
activity-trump = Atout : { $suit }
activity-face-up = Données face visible
activity-pile-scopa = { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}{ $sweeps ->
    [0] {""}
    [one] {" · "}1 scopa
   *[other] {" · "}{ $sweeps } scope
}
activity-pile-tricks = { $count ->
    [one] 1 pli
   *[other] { $count } plis
} · { $points ->
    [one] 1 point
   *[other] { $points } points
}
activity-books = { $count ->
    [one] 1 carré
   *[other] { $count } carrés
}
activity-pairs = { $count ->
    [one] 1 paire
   *[other] { $count } paires
}
activity-discard = Écarter { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
activity-dost-confirm = Ton équipe a { $points ->
    [one] { $points } point
   *[other] { $points } points
  } sur { $target } : un dost maintenant te fait perdre la partie, et l'autre équipe marque 2 brčke. L'annoncer quand même ?

# La ligne d'état et le dernier coup.
activity-waiting-players = En attente de joueurs ({ $seated }/{ $wanted })
activity-your-turn = À toi de jouer.
activity-to-move = { $kind ->
    [computer] { $who } réfléchit…
   *[person] On attend { $who }…
}
activity-waiting = En attente…
activity-game-over = La partie est terminée.
activity-last-move = { $who } : { $move }
activity-move-hidden = un coup que seul son auteur voit
activity-table-closed = La table a été fermée avant la fin.
activity-winners = { $count ->
    [one] { $who } gagne la partie
   *[other] { $who } gagnent la partie
}
activity-place = { $place ->
    [1] 1er
   *[other] { $place }e
}
activity-result-line = { $place } { $who } { $score }
activity-result-place = { $place } { $who }

# Sur Discord : le bouton de la table qui ouvre l'Activity, et l'entrée du lanceur d'applis.
activity-launch-button = Ouvrir la table
activity-entry-description = Assieds-toi à la table de jeu de ce salon, en plein écran
