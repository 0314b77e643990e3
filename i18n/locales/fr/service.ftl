## Refus du service des tables

error-cannot-now = Ce n'est pas possible pour le moment.
error-no-such-table = Cette table n'existe pas.
error-not-seated = Tu n'as pas de place à cette table.
error-not-your-turn = Ce n'est pas ton tour.
error-table-full = Cette table est complète.
error-not-started = La partie n'a pas encore commencé.
error-illegal-move = Ce coup n'est pas permis.
error-stale = C'était pour un tour précédent ; la partie a avancé depuis.
error-not-host = Seul l'hôte de la table peut faire cela.
error-already-open = Une table est déjà ouverte dans ce salon.
error-already-seated = Tu as déjà une place à cette table.
error-not-in-lobby = Cela ne se fait que dans le salon d'attente, avant le début de la partie.
error-bad-options = Ces options ne sont pas valables pour ce jeu.
error-other-shard = Cette table se joue depuis le salon de son serveur ; utilise les boutons là-bas.
error-game-over = Cette table est fermée.
error-storage = Impossible d'enregistrer pour le moment (un problème de stockage de mon côté), donc rien n'a changé. Réessaie dans un instant.
