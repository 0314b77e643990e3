# L'image et le titre de la table, l'image de fin de partie (issue 26).

tablepicture-at = { $card } en case { $place }
tablepicture-turned = { $who } a retourné { $cards }{ $taken ->
    [yes] {" "}: une paire, { $who } la prend.
   *[no] {" "}: pas de paire.
  }
tablepicture-deals = Donne
tablepicture-games = Partie
tablepicture-total = Total
tablepicture-follow-link = Aller à la table
tablepicture-figure-index = { $deck ->
    [tarot] { $rank ->
        [J] V
        [C] C
        [Q] D
       *[K] R
      }
   *[italian] { $rank ->
        [J] V
        [Q] C
       *[K] R
      }
  }
