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
