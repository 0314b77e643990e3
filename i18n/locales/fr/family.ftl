## Go Fish, Concentration et la famille du Pouilleux sur Discord (bot/discord/games/family_*.py) :
## ce qu'un coup dit en privé à son joueur, le panneau des demandes de Go Fish, les plateaux dans
## le salon, les refus de /ask, /flip et /draw. Les valeurs arrivent en rank-plural (« les Sept »).

## Go Fish : la réponse à une demande (seul le demandeur la lit)

gofish-gave-you = { $who } t'a donné { $cards }.
gofish-go-fish = { $by ->
    [you] Tu réponds
   *[other] { $who } répond
  } : « Va pêcher ! »
gofish-you-drew = Tu as pioché { $card }.
gofish-you-drew-lucky = Tu as pioché { $card } : c'est ce que tu demandais, tu redemandes.
gofish-laid-book = { $by ->
    [you] Tu poses le carré { $rank_sound ->
        [vowel] d'{ $rank }
       *[consonant] de { $rank }
    }.
   *[other] { $who } pose le carré { $rank_sound ->
        [vowel] d'{ $rank }
       *[consonant] de { $rank }
    }.
  }
gofish-hand-empty = { $by ->
    [you] Ta main est vide.
   *[other] La main { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    } est vide.
  }
gofish-game-won = Partie terminée : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
  }.
gofish-your-turn-again = Encore à toi : demande à quelqu'un avec `/{ -cmd-ask }`.

## Go Fish : le panneau des demandes (main en MP et /hand)

gofish-ask-one-player = Que demandes-tu à **{ $who }** ? (en un clic, ou `/{ -cmd-ask }`)
gofish-ask-chosen-player = Que demandes-tu à **{ $who }** ? (en un clic ; un autre joueur dans la liste, ou `/{ -cmd-ask }`)
gofish-ask-one-click = Demande en un clic (ou avec `/{ -cmd-ask }`).
gofish-choose-whom-for-what = Choisis à qui demander, et quoi (ou `/{ -cmd-ask }`).
gofish-pick-from-player = Choisis dans la liste du joueur à qui tu veux demander (ou `/{ -cmd-ask }`).
gofish-two-selects = Demande avec les deux menus ci-dessous (ou `/{ -cmd-ask }`).
gofish-asking-whom = Tu demandes à **{ $who }** : choisis maintenant ce que tu lui demandes.
gofish-asking-for = Tu demandes **{ $what }** : choisis maintenant à qui.
gofish-ask-whom-for-what = Demander quoi, et à qui ?
gofish-ask-whom = À qui demander ?
gofish-ask-player = Demander à { $who } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  })
gofish-ask-player-for = Que demander à { $who } ? ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  })
gofish-ask-about = tu en as { $held } · { $who } a { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
gofish-player-cards = { $who } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  })
gofish-rank-you-hold = { $rank } (tu en as { $count })
gofish-for-rank = Une valeur que tu as en main
gofish-for-card = Une carte (d'une valeur que tu as en main)
gofish-for-which = Quelle carte parmi { $rank } ?
gofish-for-rank-then-suit = Quelle valeur (puis la couleur)
gofish-rank-then = { $rank }…
gofish-then-suit = Puis choisis la couleur
gofish-another-rank = ↩ Une autre valeur
gofish-choose-an-ask = Choisis une demande dans la liste.
gofish-exact-cards = À cette table, on demande des cartes précises : donne la valeur et la couleur, par exemple `{ $example }`.
family-no-such-player = Je ne trouve aucun joueur nommé `{ $name }` à cette table. Joueurs : { $players }.

## Concentration : le plateau dans le salon, la réponse à une carte retournée

concentration-board-header = 🧠 **{ $game }** — { $count ->
    [one] il reste { $count } carte
   *[other] il reste { $count } cartes
  }.
concentration-turns-up = **{ $who }** retourne encore { $count ->
    [one] une carte
   *[other] { $count } cartes
  } (clique sur une carte ou `/{ -cmd-flip }`).
concentration-turning-back = Pas de paire : { $cards } — on les retourne…
concentration-board-part = **Plateau, cartes { $first } à { $last }** (table n° { $table })
concentration-you-turned-up = Face visible : { $cards }. Retournes-en encore { $count }.
concentration-you-missed = Pas de paire : { $cards }.
concentration-board-places = { $count ->
    [one] Le plateau a { $count } place : choisis 1.
   *[other] Le plateau a { $count } places : choisis entre 1 et { $count }.
  }
family-game-over = Partie terminée.

## Le Pouilleux et ses variantes : les cartes à piocher dans le salon, la réponse à une pioche

oldmaid-board-draw = 🎴 **{ $who }**, tire une carte dans la main de **{ $source }** ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }, face cachée). Clique sur une carte ou utilise `/{ -cmd-draw }`.
oldmaid-shuffle-button = Mélanger ma main
oldmaid-board-over = Partie de { $game } terminée.
oldmaid-left-holding = Partie terminée : { $who } reste avec { $card } en main.
oldmaid-you-shuffled = Tu as mélangé ta main. Tire maintenant une carte.
oldmaid-you-drew = Tu as tiré { $card } chez { $who }.
oldmaid-you-drew-pair = Tu as tiré { $card } chez { $who } et tu te défausses de la paire { $rank_sound ->
        [vowel] d'{ $rank }
       *[consonant] de { $rank }
    }.
oldmaid-draw-positions = { $who } a { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } : choisis entre 1 et { $count }.

panel-gofish-ask = Demande { $what } à { $who } (tu en as { $held })
