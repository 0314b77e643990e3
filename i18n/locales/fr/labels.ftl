## Les coups tels que les joueurs les lisent

scopa-label-lay = pose { $card }
scopa-label-take = { $card } prend { $cards }
scopa-label-sweep = { $card } prend { $cards } — SCOPA
scarto-label-discard = écarte trois cartes
concentration-label-flip = retourne la carte { $number }
stovkahra-declaration = { $count ->
    [4] quatre
   *[3] trois
  } { $rank ->
    [A] as
    [K] rois
    [Q] cavaliers
    [J] valets
   *[other] { $rank }
  } ({ $points })
stovkahra-label-declares = annonce { $combination }
stovkahra-label-pass = fin des annonces
stovkahra-label-dost = annonce dost !
stovkahra-label-brcka-add = ajoute les brčke à son compte
stovkahra-label-brcka-take = retire les brčke du compte des perdants
oldmaid-label-shuffle = mélanger ma main
oldmaid-label-draw = tire la carte n° { $number }
oldmaid-label-draw-from = tire la carte n° { $number } chez { $who }
gofish-label-ask = demande { $what } à { $who }
rank-plural = { $rank ->
    [A] les as
    [2] les deux
    [3] les trois
    [4] les quatre
    [5] les cinq
    [6] les six
    [7] les sept
    [8] les huit
    [9] les neuf
    [10] les dix
    [J] les valets
    [Q] les dames
    [K] les rois
    [JK] les jokers
   *[other] les { $rank }
  }
# Une valeur sans article, après « de » (« le carré de sept », « la paire de dames »).
rank-bare = { $rank ->
    [A] as
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [J] valets
    [Q] dames
    [K] rois
    [JK] jokers
   *[other] { $rank }
  }

## Ce qu'est chaque forme de jeu

subtitle-scopa = le classique italien
subtitle-scopone = la scopa à quatre, en deux équipes
subtitle-scopone-scientifico = dix cartes chacun, aucune sur la table
subtitle-scopone-tamanini = le scientifico en 21 points, avec la napola
subtitle-scopone-assi = le scientifico où l'as ramasse toute la table
subtitle-scopa-15 = on prend en faisant 15 avec sa carte
subtitle-scarto = le tarot piémontais à trois
subtitle-stovkahra = la dernière Trappola vivante, à deux équipes
subtitle-gofish = demande des cartes, fais des carrés
subtitle-concentration = le jeu de mémoire
subtitle-shinkei-suijaku = le memory japonais
subtitle-babanuki = ne reste pas avec le joker
subtitle-old-maid = ne reste pas avec la dame seule
subtitle-jiji-nuki = une carte cachée décide de l'intruse

## /hint : pourquoi l'ordinateur propose un coup

hint-only-move = c'est ton seul coup permis
hint-margin = { $reason } (il devançait le deuxième meilleur coup de { NUMBER($margin, minimumFractionDigits: 2, maximumFractionDigits: 2) } sur { $deals ->
    [one] { $deals } donne simulée
   *[other] { $deals } donnes simulées
  })
hint-best-tried = le meilleur des coups essayés
hint-concentration-seen = la carte { $number } a déjà été vue, c'est { $card } : elle fait une paire, ou du moins ne révèle rien de neuf
hint-concentration-unseen = rien en mémoire n'aide : personne n'a encore vu la carte { $number }
hint-gofish-known = on sait { $who_sound ->
        [vowel] qu'{ $who }
       *[consonant] que { $who }
    } a des cartes de cette valeur ({ $rank }) : il en a demandé ou en a pris
hint-gofish-hold = tu as { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } de cette valeur ({ $rank }) et rien n'indique { $who_sound ->
        [vowel] qu'{ $who }
       *[consonant] que { $who }
    } n'en a pas
hint-gofish-book = { $who } a sans doute { $the_rank } qui complètent ton carré ({ NUMBER($chance, style: "percent") })
hint-gofish-none = { $who } n'a très probablement pas { $rank_sound ->
    [vowel] d'{ $rank }
   *[consonant] de { $rank }
  } ({ NUMBER($chance, style: "percent") }) : un « Va pêcher » ne te coûte qu'une carte, alors que chaque carte qu'il te donne le rapproche d'une main vide
hint-oldmaid-shuffle = tu as peut-être la carte perdante : mélange avant qu'on ne tire chez toi
hint-oldmaid-any = toutes les places se valent : n'importe quelle carte fera l'affaire
hint-scarto-discard = écarte des points sûrs et des couleurs courtes, en gardant atouts et Rois
hint-trick-best-lead = c'est la plus forte carte restante de sa couleur : entame-la et remporte le pli
hint-trick-long-lead = entamer dans ta couleur la plus longue garde tes cartes maîtresses pour plus tard
hint-trick-cheapest = c'est la plus petite carte qui remporte ce pli
hint-trick-excuse = elle garde ses points et épargne une meilleure carte dans un pli perdu
hint-trick-partner = ton partenaire est maître : cette carte ajoute des points au pli
hint-trick-lose = tu ne peux pas prendre ce pli : c'est la carte qui donne le moins
hint-scopa-sweep = tu rafles toute la table : scopa
hint-scopa-settebello = c'est le settebello (le 7 de deniers), qui vaut un point à lui seul
hint-scopa-takes = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } pour ton tas{ $coins ->
    [0] {""}
    [1] , dont un denier
   *[other] , dont { $coins } deniers
  }{ $safe ->
    [yes] , et le settebello est à l'abri
   *[no] {""}
  }
hint-scopa-lay = c'est ce qui donne le moins et ne laisse pas de scopa facile
hint-stovkahra-dost = ton équipe a atteint l'objectif : annonce dost et gagne la partie tout de suite
hint-stovkahra-declare = une annonce ne peut que rapporter
hint-stovkahra-signal = tu as le 7 d'atout et il te manque une couleur : envoie à ton partenaire le signal de l'entamer, et prends le pli avec ton 7
hint-stovkahra-brcka = place les brčke là où elles comptent le plus pour le match
hint-stovkahra-pass = rien à annoncer
hint-stovkahra-signalled = ton partenaire a signalé cette couleur : entame-la pour qu'il prenne le premier pli avec le 7
hint-stovkahra-seven = cette carte prend le pli avec un 7 : c'est une prime
