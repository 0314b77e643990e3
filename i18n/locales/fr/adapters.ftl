## Les lignes propres à chaque jeu sur la table, dans les résumés et en pied de page (bot/discord/games/)

## Scopa

scopa-stock = Talon : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
scopa-sweeps = Scope : { $sides }
scopa-side-gained = équipe { $number } : +{ $total }
scopa-deal-points = cartes { $carte } ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
  }) · deniers { $denari } ({ $coins }) · settebello { $settebello } · primiera { $primiera } ({ $primiera_total }) · scope { $scope }{ $has_settanta ->
    [yes] {" "}· settanta { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] {" "}· re bello { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] {" "}· napola { $napola }
   *[no] {""}
  }

## Go Fish, Concentration, Old Maid

gofish-how-to-play = Pour demander : /{ -cmd-ask }, ta main en MP ou /{ -cmd-hand }. Tes cartes arrivent en MP.
gofish-pond = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
gofish-books = Carrés : { $books }
gofish-no-books = Carrés : aucun pour l'instant
gofish-sitting-out = Hors jeu : { $names }
concentration-how-to-play = Retourne les cartes avec les boutons numérotés ci-dessous ou /{ -cmd-flip }.
concentration-no-hand = Au Memory, il n'y a pas de main : retourne les cartes du plateau dans le salon (les boutons numérotés sous la table) ou utilise `/{ -cmd-flip } { -opt-position }:`.
concentration-left = Cartes restantes sur le plateau : { $count } — le plateau est ci-dessous.
concentration-joker-shuffled = Le joker a mélangé le plateau !
concentration-few-shuffled = Il reste peu de cartes : le plateau a été mélangé.
concentration-joker-skip = { $who } a retourné le joker et passe son prochain tour.
concentration-moved = Les cartes remises face cachée ont changé de place.
concentration-moves = Coups : { $count }
oldmaid-how-to-play = Tire une carte avec les boutons ci-dessous ou /{ -cmd-draw }. Tes cartes arrivent en MP.

## Scarto, Stovkahra

scarto-how-to-play = Joue depuis ta main en MP, avec /{ -cmd-hand } ou /{ -cmd-play } ; le donneur écarte là aussi. Tes cartes arrivent en MP.
# Jamais le mot « signal » ici : la table ne doit pas pouvoir deviner qu'un signal a été donné.
stovkahra-how-to-play = Joue avec /{ -cmd-play }, /{ -cmd-hand } ou /{ -cmd-move } ; il y a aussi /{ -cmd-declare } et /{ -cmd-dost }. Tes cartes arrivent en MP.
stovkahra-target = une partie se gagne à { $target ->
    [one] { $target } point
   *[other] { $target } points
  }
# Le panneau du donneur, jamais le salon.
scarto-discard-label = écarter { $cards }
# Boutons et libellés du panneau privé d'un joueur de Stovkahra (le signal reste secret).
stovkahra-declare-button = Annoncer { $declaration }
stovkahra-pass-button = Passer (fin des annonces)
stovkahra-signal-button = Signal secret : demander l'entame à { $suit }
stovkahra-dost-button = Dost : arrêter et compter maintenant (gagnant seulement à partir de 100)
stovkahra-signal-label = signal secret : demander l'entame à { $suit }
stovkahra-pass-label = passer (fin des annonces)
stovkahra-dost-label = annoncer dost : arrêter et compter maintenant (gagnant seulement à partir de 100)

## Les lignes des jeux de famille sur la table

family-player-number = joueur { $number }
gofish-books-of = { $who } { $count } ({ $ranks })
gofish-asked-got = { $asker } a demandé { $wanted } à { $target } et a reçu { $cards }.
gofish-asked-lucky = { $asker } a demandé { $wanted } à { $target }. « Va pêcher ! » { $asker } a pioché { $card }, la carte demandée, et redemande.
gofish-asked-fish = { $asker } a demandé { $wanted } à { $target }. « Va pêcher ! » { $asker } a pioché une carte.
concentration-took = { $who } a pris { $cards }.
concentration-no-match = { $who } a retourné { $cards } : pas de paire.
oldmaid-draws-from = { $who } tire chez { $source } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }) — les cartes sont ci-dessous.
oldmaid-paired = { $who } a tiré { $card } et s'est défaussé d'une paire.
oldmaid-place = { $who } ({ $place ->
    [1] 1er
   *[other] { $place }e
  })
oldmaid-out = Sortis : { $players }
oldmaid-loses = { $who } reste avec { $card } en main et perd.
oldmaid-set-aside = La carte mise de côté était { $card }.

## Les lignes des jeux de plis sur la table

tricks-team-number = équipe { $number }
tricks-played-card = { $who } { $card }
tricks-trick = **Pli { $number } :** { $played }
tricks-last-trick = Dernier pli : { $cards } — remporté par { $who }
tricks-led-by = Entame : { $suit }, par { $who }
tricks-won = Plis remportés : { $each }
scarto-deal-header = Donne { $deal } sur { $deals } · donneur { $dealer } · Ange { $angel }
scarto-dealer-discarding = { $dealer } écarte trois cartes (`/{ -cmd-discard }`).
scarto-suit = { $suit ->
    [s] épées
    [h] coupes
    [d] deniers
    [c] bâtons
   *[trumps] atouts
  }
scarto-tricks-of = { $count } pour { $who } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
  })
scarto-suit-title = { $suit ->
    [s] Épées
    [h] Coupes
    [d] Deniers
    [c] Bâtons
   *[trumps] Atouts
  }
stovkahra-suit = { $suit ->
    [s] épées
    [h] coupes
    [d] deniers
   *[c] bâtons
  }
stovkahra-trumps = **Atout : { $suit }** (carte du dessous : { $card }, qui reste au donneur, { $dealer })
stovkahra-face-up = Données face visible à { $who } : { $cards }
stovkahra-declare-phase = Annonces avant la première entame : `/{ -cmd-declare }`, ou passe.
stovkahra-tricks-of = { $count } pour { $who } ({ $points ->
    [one] { $points } pt de cartes
   *[other] { $points } pts de cartes
  })
stovkahra-declared = Annonces : { $each }
stovkahra-declared-by = { $who } { $declaration }
stovkahra-brcka-phase = { $who } { $who_count ->
    [one] gagne
   *[other] gagnent
  } { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  } : à ajouter à { $who_count ->
    [one] son
   *[other] leur
  } compte ou à retirer de celui des perdants (`/{ -cmd-move }`).
stovkahra-winners = les gagnants
stovkahra-brcke-line = Partie { $game } · brčke { $each } (le match se gagne à { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
stovkahra-brcke-of = { $who } { $brcke }

## How a trick game's deal scored (live table, deal summary, replays)

tricks-how-it-scored = Décompte
scarto-deal-scored = **Décompte de la donne { $deal }** (points − 26) :
scarto-seat-scored = { $who } : cartes { $cards } + { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
  } = { $points } → { $score } (total { $total })
scarto-seat-scored-discard = { $who } : cartes { $cards } + { $tricks ->
    [one] { $tricks } pli
   *[other] { $tricks } plis
  } + écart { $discard } + 1 pli = { $points } → { $score } (total { $total })
stovkahra-deal-scored = **Décompte de la donne { $deal } :**
stovkahra-team-scored = { $who } : { $items } = { $total } (total de la partie { $game_total })
stovkahra-card-points = cartes { $points }
stovkahra-bonus = { $bonus ->
    [first-seven] premier pli pris avec un 7
    [seven] pli pris avec un 7
    [last-seven] dernier pli pris avec un 7
   *[last] dernier pli
  } { $points }
stovkahra-dost-claimed = Dost annoncé par { $who } : { $right ->
    [yes] juste
   *[no] faux
  }.
stovkahra-game-won = { $who } { $who_count ->
    [one] gagne
   *[other] gagnent
  } la partie : { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.

## The trick games' own commands and the dealer's discard (private replies)

scarto-discarded = Tu as écarté { $cards } ; elles comptent comme un pli que tu as pris.
scarto-discard-placeholder = Trois cartes à écarter
scarto-discard-group-placeholder = { $group } à écarter
scarto-discard-suit-cards = Cartes de couleur
scarto-discard-trumps = Atouts
scarto-discard-exactly = Cela fait { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } : l'écart est de trois cartes exactement.
scarto-discard-prompt = **Tu donnes : choisis trois cartes à écarter** (ni roi, ni { $angel }, ni { $matto } ; { $bagatto } seulement si c'est ton seul atout).
scarto-discard-prompt-two = **Tu donnes : choisis trois cartes à écarter** (ni roi, ni { $angel }, ni { $matto } ; { $bagatto } seulement si c'est ton seul atout), dans une liste ou les deux.
scarto-discard-picked = Choisies pour l'instant : **{ $cards }** — encore { $left } à choisir.
stovkahra-declared-yours = Tu as annoncé { $declaration } pour ton équipe.
stovkahra-signalled = Tu as envoyé à { $partner } le signal d'entamer { $suit }. La table voit seulement que tu as fini d'annoncer.
stovkahra-signal-dm = Table n° { $table } : signal secret { $who_sound ->
        [vowel] d'{ $who }
       *[consonant] de { $who }
    } : entame { $suit }.
stovkahra-dost-result = Dost ! { $right ->
    [yes] Juste : ton équipe gagne
   *[no] Faux : les adversaires gagnent
  } la partie et { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
