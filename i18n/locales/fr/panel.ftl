## Le panneau privé (MP de la main et /hand) : son image, ses boutons, ce qu'un coup a révélé ;
## « Compléter avec l'ordinateur » du salon ; /help.

# -- l'image privée -----------------------------------------------------------------------------
hand-picture-you = Toi
hand-picture-over = Partie terminée
hand-picture-your-hand = Ta main ({ $count })
hand-picture-no-trick = Aucune carte jouée
hand-picture-draw-from = Tire une carte chez { $who } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  })
hand-picture-pond = Pioche : { $count ->
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

# -- des boutons qui disent ce qu'ils font ------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → sur la table
panel-scopa-sweep = { $play } · Scopa !
panel-scopa-choices = { $card } → { $count ->
    [one] { $count } prise possible…
   *[other] { $count } prises possibles…
  }
panel-play-which = Jouer… ({ $count ->
    [one] 1 coup
   *[other] { $count } coups
})

# -- les coups qui finissent la partie d'un coup ----------------------------------------------
panel-dost-wins = Dost : arrête et gagne ({ $points } sur { $target })
panel-dost-confirm = Ton équipe a { $points ->
    [one] { $points } point
   *[other] { $points } points
  } sur { $target } : un dost maintenant te fait **perdre** la partie, et l'autre équipe marque 2 brčke. L'annoncer quand même ?

panel-cannot-discard = Impossible à écarter (en gris sur l'image) : { $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = Coups joués depuis :
