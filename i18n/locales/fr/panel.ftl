## Le panneau privé (MP de la main et /hand) : son image, ses boutons, ce qu'un coup a révélé ;
## « Compléter avec l'ordinateur » du salon ; /help.

# -- l'image privée -----------------------------------------------------------------------------
hand-picture-you = Toi
hand-picture-your-turn = À toi de jouer
hand-picture-waiting = Ce n'est pas encore ton tour
hand-picture-over = Partie terminée
hand-picture-your-hand = Ta main ({ $count })
hand-picture-no-trick = Aucune carte jouée
hand-picture-draw-from = Pioche une carte chez { $who } ({ $count } cartes)
hand-picture-stock = Pioche : { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}
hand-picture-holds = { $who } : { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}
hand-picture-dimmed = En gris : { $why ->
    [discard] impossible à écarter
   *[play] impossible à jouer maintenant
}

# -- un panneau /hand qui ne peut plus être redessiné ---------------------------------------------
turnping-open-hand = Ton panneau `/{ -cmd-hand }` n'est plus à jour : rouvre `/{ -cmd-hand }` pour voir tes cartes et jouer.

# -- des boutons qui disent ce qu'ils font ------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → sur la table
panel-scopa-sweep = { $play } · Scopa !
panel-scopa-choices = { $card } → { $count } prises possibles…
panel-gofish-ask = Demande { $what } à { $who } (tu en as { $held })

# -- les coups qui finissent la partie d'un coup ----------------------------------------------
panel-dost-wins = Dost : arrête et gagne ({ $points } sur { $target })
panel-dost-confirm = Ton équipe a { $points } points sur { $target } : un dost maintenant te fait **perdre** la partie, et l'autre équipe marque 2 brčke. L'annoncer quand même ?

# -- le salon : toutes les places libres remplies d'un seul choix ----------------------------
lobby-fill-placeholder = Compléter { $count ->
    [one] la place libre
   *[other] les { $count } places libres
} avec l'ordinateur…
lobby-fill-level = Ordinateurs de niveau { $level }

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo : des jeux de cartes traditionnels dans ton salon
help-what = Je distribue les cartes ici, dans le salon : joue avec tes amis ou contre l'ordinateur. Tout le monde voit la table ; tes cartes t'arrivent en privé, par MP ou avec `/{ -cmd-hand }`.
help-games = Les jeux
help-seats = { $count } joueurs
help-start = Ouvrir une table
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:` ouvre une table dans ce salon (choisis le jeu dans la liste).
    2. Tes amis s'installent avec **Prendre place** ; l'hôte complète les places libres avec l'ordinateur depuis le salon d'attente, en un seul choix.
    3. L'hôte appuie sur **Lancer**.
help-play = À ton tour
help-play-how = `/{ -cmd-hand }` montre tes cartes, avec un bouton pour chaque coup (le même panneau arrive en MP). Ou tape `/{ -cmd-play } { -opt-card }:` pour une carte, `/{ -cmd-move }` pour tout autre coup ; `/{ -cmd-hint }` t'en suggère un. `/{ -cmd-rules }` explique chaque jeu.
help-more = Et aussi
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` ta langue · `/{ -cmd-settings } { -cmd-settings-ping }` comment je te préviens de ton tour · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`
panel-cannot-discard = Impossible à écarter (en gris sur l'image) : { $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = Depuis :
