## Refus des règles : tous les jeux

action-not-text = Un coup s'écrit en texte, comme `{ $example }`, pas { $kind ->
    [none] rien
    [bool] vrai/faux
    [number] un nombre
    [list] une liste
    [bytes] des octets
   *[other] autre chose
  }.
action-too-long = Cela fait { $length } caractères : un coup est court, comme `{ $example }`.
action-empty = Le coup est vide : écris-en un, comme `{ $example }`.
seat-player = { $start ->
    [yes] Le joueur
   *[no] le joueur
  } { $number }
game-over = La partie est terminée.

## Options et variantes

option-on-off = L'option `{ $option }` vaut `on` ou `off`, pas { $value }.
option-whole-number = L'option `{ $option }` attend un nombre entier, pas { $value }.
option-number-between = L'option `{ $option }` attend un nombre entier entre { $low } et { $high }, pas { $value }.
option-number-at-least = L'option `{ $option }` attend un nombre entier d'au moins { $low }, pas { $value }.
option-number-at-most = L'option `{ $option }` attend un nombre entier d'au plus { $high }, pas { $value }.
option-one-of = L'option `{ $option }` doit valoir { $shown }, pas { $value }.
option-at-least = L'option `{ $option }` doit valoir au moins { $low }, pas { $value }.
option-at-most = L'option `{ $option }` doit valoir au plus { $high }, pas { $value }.
option-no-preset = { $game } n'a pas de variante `{ $preset }`. Variantes : { $known }.
option-no-such = { $game } n'a pas d'option `{ $option }`. Options : { $known }.
option-players = { $game } ({ $form }) se joue à { $shown } joueurs, pas { $players }.

## Cartes

card-name-one = Nomme une carte, comme `7d` ou `{ $example }`.
card-unread = Je ne lis pas { $text } comme une carte. Essaie `7d`, `7♦` ou `{ $example }`.
no-such-card = Cette carte n'existe pas dans ce jeu : { $card }.
not-held = Tu n'as pas { $card } en main. Ta main : { $hand }.

## Scopa

scopa-unread = { $error } Pose une carte avec `7d` ; prends avec `7d:3c+4s`.
scopa-named-twice = Tu as nommé { $card } deux fois.
scopa-take-itself = { $card } ne peut pas se prendre lui-même.
scopa-not-on-table = { $cards } { $count ->
    [one] n'est pas
   *[other] ne sont pas
  } sur la table. Table : { $table }.
scopa-must-take = { $card } doit prendre { $capture }. Joue { $choices }.
scopa-must-capture = { $card } doit faire une prise ; choisis : { $choices }.
scopa-cannot-take = { $card } ne peut pas prendre { $cards }. Joue `{ $lay }` pour la poser.
scopa-refused = { $why } { $count ->
    [one] Joue
   *[other] Choisis :
  } { $choices }.
scopa-the-whole-table = tout ce qui est sur la table ({ $cards })
scopa-the-card-on-table = { $cards } sur la table
scopa-the-cards-from-table = { $cards } sur la table
scopa-ace-blocks = Avec un as sur la table, { $card } ne prend qu'un as.
scopa-ace-takes-all = Un as prend tout ce qui est sur la table ({ $table }).
scopa-fifteen = À la scopa à 15, les cartes doivent faire 15 avec { $card } : { $value } + { $total } = { $sum }.
scopa-same-rank = { $card } doit prendre la carte de même valeur ({ $cards }), pas une somme.
scopa-sum = { $cards } font { $total }, pas { $value }.
scopa-max-sum = Une prise par somme prend au plus { $most ->
    [one] { $most } carte
   *[other] { $most } cartes
  }.
scopa-fewest = Prends le moins de cartes possible.

## Jeux de levées (Scarto, Stovkahra)

tricks-must-follow = Tu dois fournir la couleur demandée ({ $suit }) : tu as { $held }.
tricks-must-beat = Tu dois monter sur { $card } : tu as { $held }.
tricks-must-trump = Tu dois couper : tu as { $held }.
scarto-not-understood = Je ne comprends pas { $action }. Joue une carte comme `Ks`, `Cc`, `T21` ou `excuse`.
scarto-not-understood-discard = Je ne comprends pas { $action }. Joue une carte comme `Ks`, `Cc`, `T21` ou `excuse`, ou écarte trois cartes : `discard:2s+3c+T5`.
scarto-discard-first = Le donneur écarte d'abord trois cartes (`discard:2s+3c+T5`).
scarto-discard-when = L'écart se fait avant la première entame, par le donneur seulement.
scarto-discard-unread = { $error } Écarte trois cartes, comme `discard:2s+3c+T5`.
scarto-discard-three = Écarte exactement trois cartes différentes, comme `discard:2s+3c+T5`.
scarto-not-held = Tu n'as pas { $card } en main.
scarto-no-matto = L'Excuse ne peut pas aller à l'écart.
scarto-no-angel = L'Ange ({ $angel }) ne peut pas aller à l'écart.
scarto-no-kings = Les rois ne peuvent pas aller à l'écart ({ $card }).
scarto-bagatto = Le Petit (atout 1) ne va à l'écart que s'il est ton seul atout.
stovkahra-declarations-first = Tu ne peux pas encore { $what ->
    [play] jouer une carte
    [pass] passer
    [dost] annoncer dost
   *[brcka] choisir les brčke
  } : les annonces d'abord (annonce, ou `passer`).
stovkahra-brcka-first = Tu ne peux pas { $what ->
    [play] jouer une carte
    [pass] passer
    [dost] annoncer dost
   *[brcka] choisir les brčke
  } maintenant : les gagnants choisissent `brcka:add` ou `brcka:take`.
stovkahra-play-now = Tu ne peux pas { $what ->
    [play] jouer une carte
    [pass] passer
    [dost] annoncer dost
   *[brcka] choisir les brčke
  } maintenant : c'est le moment de jouer une carte.
stovkahra-match-over = Le match est terminé.
stovkahra-play-a-card = Joue une carte.
stovkahra-not-understood = Je ne comprends pas { $action }. Joue une carte comme `Ks`, ou `declare:AAA`, `signal:h`, `dost` ou `passer`.
stovkahra-declarations-over = Les annonces sont closes : elles se font avant la première entame.
stovkahra-not-a-combination = { $text } n'est pas une combinaison. Annonce trois ou quatre cartes d'une même valeur : `AAA`, `7777`, `101010`, `KKK`…
stovkahra-cannot-declare = Tu ne peux pas annoncer { $combination } : tu en as { $held } de cette valeur.
stovkahra-already-declared = Tu as déjà annoncé tes { $rank ->
    [A] as
    [K] rois
    [Q] cavaliers
    [J] valets
   *[other] { $rank }
  }.
stovkahra-signal-who = Seul le joueur à droite du donneur peut faire un signal, avant la première entame.
stovkahra-not-a-suit = { $text } n'est pas une couleur. Signale `s`, `h`, `d` ou `c`.
stovkahra-signal-seven = Tu ne peux faire un signal qu'en tenant le 7 d'atout ({ $card }).
stovkahra-signal-not-trumps = Signale une couleur qui te manque, pas l'atout.
stovkahra-signal-void = Tu as { $held } : signale une couleur qui te manque.
stovkahra-dost-when = Dost s'annonce juste après les annonces de ton équipe ou juste après avoir gagné un pli.
stovkahra-brcka-choose = Choisis `brcka:add` (à ton compte) ou `brcka:take` (sur celui des perdants).
stovkahra-brcka-none = Les perdants n'ont pas de brčke à retirer : `brcka:add`.

## Go Fish, Concentration, Mistigri

family-digits = `{ $verb }:` attend un nombre écrit avec les chiffres 0-9, comme `{ $verb }:0`.
family-pick-range = Choisis { $what } (de 0 à { $most }).
family-nothing-to-pick = Il n'y a pas de { $what } à choisir.
family-a-position = une position
oldmaid-position-in = { $count ->
    [0] les cartes
    [one] la seule carte
   *[other] une des { $count } cartes
  } { $player_sound ->
    [vowel] d'{ $player }
   *[consonant] de { $player }
  }
concentration-not-understood = Je ne comprends pas { $action }. Retourne une carte avec `flip:<position>`, comme `flip:0`.
concentration-empty = La position { $position } est vide : cette carte a été prise. Choisis une carte face cachée.
concentration-face-up = La position { $position } est déjà face visible. Choisis une autre carte face cachée.
oldmaid-not-understood = Je ne comprends pas { $action }. Tire une carte avec `draw:<position>`, comme `draw:0`.
oldmaid-shuffle-off = À cette table, on ne mélange pas sa main.
oldmaid-shuffled = Tu as déjà mélangé ce tour-ci. Tire une carte avec `draw:<position>`.
oldmaid-one-card = Une seule carte n'a pas besoin d'être mélangée. Tire une carte avec `draw:<position>`.
gofish-not-understood = Je ne comprends pas { $action }. Demande comme `{ $example }` (la place, puis ce que tu veux).
gofish-seat-digits = Désigne le joueur par son numéro de place (chiffres 0-9), comme `{ $example }`.
gofish-no-seat = Il n'y a pas de place { $seat } : dans `ask:<place>:…` les places vont de 0 à { $most }.
gofish-ask-yourself = Tu ne peux pas te demander à toi-même ; demande à un autre joueur.
gofish-no-cards-left = { $who } n'a plus de cartes. Demande à un joueur encore en jeu : { $still }.
gofish-card-with-suit = Nomme la carte avec sa couleur, comme `{ $example }`.
gofish-card-of-rank-held = Tu ne peux demander qu'une carte d'une valeur que tu as en main. Ta main : { $hand }.
gofish-hold-it = Tu as { $card } toi-même ; demande une carte que tu n'as pas.
gofish-in-a-book = { $card } fait déjà partie d'un carré.
gofish-ask-rank = Demande une valeur (A, 2-10, J, Q, K), comme `{ $example }`.
gofish-rank-held = Tu ne peux demander qu'une valeur que tu as en main. Ta main : { $hand }.

## /play et /move

play-no-card-now = Tu ne peux pas jouer de carte pour le moment.
play-not-now = Tu ne peux pas jouer { $card } maintenant. Jouables : { $playable }.
play-cannot-target = { $card } ne peut pas { $verb ->
    [take] prendre
   *[with] aller avec
  } { $cards }. Possible : { $options }.
play-choice = { $card } a plusieurs possibilités : { $options }. Précise laquelle avec `{ -opt-capture }:`.
play-no-target = { $verb ->
    [take] sans prise
   *[with] rien
  }
play-target-option = { $card } { $verb ->
    [take] prend
   *[with] avec
  } { $cards }
play-target-none = { $card } : { play-no-target }

## Noms des cartes

card-italian = { $article ->
    [yes] { $rank ->
        [A] l'as
        [J] le valet
        [Q] le cavalier
        [K] le roi
       *[other] le { $rank }
      }
    [start] { $rank ->
        [A] L'as
        [J] Le valet
        [Q] Le cavalier
        [K] Le roi
       *[other] Le { $rank }
      }
   *[no] { $rank ->
        [A] As
        [J] Valet
        [Q] Cavalier
        [K] Roi
       *[other] { $rank }
      }
  } { $suit ->
    [d] de deniers
    [h] de coupes
    [s] d'épées
   *[c] de bâtons
  }
card-tarot = { $article ->
    [yes] { $rank ->
        [A] l'as
        [J] le valet
        [C] le cavalier
        [Q] la dame
        [K] le roi
       *[other] le { $rank }
      }
    [start] { $rank ->
        [A] L'as
        [J] Le valet
        [C] Le cavalier
        [Q] La dame
        [K] Le roi
       *[other] Le { $rank }
      }
   *[no] { $rank ->
        [A] As
        [J] Valet
        [C] Cavalier
        [Q] Dame
        [K] Roi
       *[other] { $rank }
      }
  } { $suit ->
    [d] de deniers
    [h] de coupes
    [s] d'épées
   *[c] de bâtons
  }
card-trump = { $article ->
    [yes] l'atout { $number }
    [start] L'atout { $number }
   *[no] atout { $number }
  }
card-fool = { $article ->
    [start] L'Excuse
   *[other] l'Excuse
  }
card-joker = Joker

## Parties enregistrées (games/record.py) : pourquoi un fichier ne se rejoue pas

record-file-not-a-record = Ce n'est pas une partie enregistrée par Tavolo (sa première ligne devrait être `{ $magic }`).
record-file-seat-order = Ligne { $line } : place { $expected } attendue, place { $found } trouvée.
record-file-not-header = La ligne { $line } n'est pas une ligne d'en-tête (`Nom: valeur`) : { $text }
record-file-not-move = La ligne { $line } n'est pas un coup numéroté (`12. 7d:3c+4s`) : { $text }
record-file-move-order = Ligne { $line } : coup { $expected } attendu, coup { $found } trouvé.
record-file-missing-line = L'enregistrement n'a pas de ligne `{ $key }:`.
record-file-no-seats = L'enregistrement ne nomme aucune place (`Seat 1: nom`).
record-file-options-json = La ligne `Options:` n'est pas du JSON valide.
record-file-options-object = La ligne `Options:` devrait être un objet JSON.
record-file-seed = La graine devrait être un nombre entier, pas `{ $seed }`.
record-file-result-differs = L'enregistrement dit `{ $stated }`, mais ses coups donnent `{ $replayed }`.
record-file-no-game = L'en-tête de l'enregistrement ne lance pas de partie : { $reason }
record-file-illegal-move = Le coup { $number } (`{ $action }`) n'est pas permis à ce moment : { $reason }
