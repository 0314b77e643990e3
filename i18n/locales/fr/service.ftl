## Refus du service des tables

error-cannot-now = Ce n'est pas possible pour le moment.
error-no-such-table = Cette table n'existe pas.
error-not-seated = Tu n'as pas de place à cette table.
error-not-your-turn = Ce n'est pas ton tour.
error-table-full = Cette table est complète.
error-not-started = La partie n'a pas encore commencé.
error-illegal-move = Ce coup n'est pas permis.
error-stale = C'était pour un tour précédent ; la partie a avancé depuis.
error-not-host = Seul l'hôte de la table peut faire cela.
error-already-open = Une table est déjà ouverte dans ce salon.
error-already-seated = Tu as déjà une place à cette table.
error-not-in-lobby = Cela ne se fait que dans le salon d'attente, avant le début de la partie.
error-bad-options = Ces options ne sont pas valables pour ce jeu.
error-other-shard = Cette table se joue depuis le salon de son serveur ; utilise les boutons là-bas.
error-game-over = Cette table est fermée.
error-storage = Impossible d'enregistrer pour le moment (un problème de stockage de mon côté), donc rien n'a changé. Réessaie dans un instant.

## Trouver la table et le tour

stale-turn = C'était pour un tour précédent — la partie a avancé. Utilise /{ -cmd-hand } pour voir tes cartes actuelles.
no-table-here = Aucune table n'est ouverte dans ce salon. Ouvres-en une avec `/{ -cmd-table } { -cmd-table-new }`.
no-table-yours = Tu ne joues à aucune table. Rejoins-en une dans un salon du serveur.
several-tables = Tu es à plusieurs tables ; utilise la commande dans le salon de la table voulue.
command-other-game = `{ $command }` sert pour { $game } ; cette table joue à { $playing }.
not-playing-here = Tu ne joues pas à cette table.
game-finished = Cette partie est terminée.
not-your-turn-who = Ce n'est pas ton tour : c'est à { $who }.
you-played = Tu as joué : { $move }.
hint-try = Essaie **{ $move }** (`/{ -cmd-play }` ou `/{ -cmd-move } { $action }`) : { $why }.
