# L'immagine e il titolo del tavolo, l'immagine di fine partita (issue 26).

tablepicture-at = { $card } al posto { $place }
tablepicture-turned = { $who } ha scoperto { $cards }{ $taken ->
    [yes] : coppia, presa.
   *[no] : niente coppia.
  }
tablepicture-deals = Smazzata
tablepicture-games = Partita
tablepicture-total = Totale
tablepicture-follow-link = Vai al tavolo
tablepicture-figure-index = { $deck ->
    [tarot] { $rank ->
        [J] F
        [C] C
        [Q] D
       *[K] R
      }
   *[italian] { $rank ->
        [J] F
        [Q] C
       *[K] R
      }
  }
