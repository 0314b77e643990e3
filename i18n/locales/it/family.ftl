## Go Fish, Concentration e la famiglia dell'Uomo nero su Discord (bot/discord/games/family_*.py):
## cosa una mossa dice in privato a chi la fa, il pannello delle richieste di Go Fish, i tavoli
## nel canale, i rifiuti di /ask, /flip e /draw. I valori arrivano come rank-plural ("i Sette").

## Go Fish: la risposta a una richiesta (la legge solo chi chiede)

gofish-gave-you = { $who } ti ha dato { $cards }.
gofish-go-fish = { $by ->
    [you] Rispondi
   *[other] { $who } risponde
  }: «Vai a pescare!»
gofish-you-drew = Hai pescato { $card }.
gofish-you-drew-lucky = Hai pescato { $card }: proprio quella che avevi chiesto, quindi chiedi ancora.
gofish-laid-book = { $by ->
    [you] Cali un quartetto di { $rank }.
   *[other] { $who } cala un quartetto di { $rank }.
  }
gofish-hand-empty = { $by ->
    [you] Hai finito le carte.
   *[other] { $who } ha finito le carte.
  }
gofish-game-won = Partita finita: { $count ->
    [one] ha vinto
   *[other] hanno vinto
  } { $winners }.
gofish-your-turn-again = Tocca ancora a te: chiedi a qualcuno con `/{ -cmd-ask }`.

## Go Fish: il pannello delle richieste (DM della mano e /hand)

gofish-ask-one-player = Cosa chiedi a **{ $who }**? (un clic, o `/{ -cmd-ask }`)
gofish-ask-chosen-player = Cosa chiedi a **{ $who }**? (un clic; per un altro giocatore, l'elenco; o `/{ -cmd-ask }`)
gofish-ask-one-click = Chiedi con un clic (o con `/{ -cmd-ask }`).
gofish-choose-whom-for-what = Scegli a chi chiedere e cosa (o usa `/{ -cmd-ask }`).
gofish-pick-from-player = Scegli dall'elenco del giocatore a cui vuoi chiedere (o usa `/{ -cmd-ask }`).
gofish-two-selects = Chiedi con i due menu qui sotto (o con `/{ -cmd-ask }`).
gofish-asking-whom = Chiedi a **{ $who }**: ora scegli cosa.
gofish-asking-for = Chiedi **{ $what }**: ora scegli a chi.
gofish-ask-whom-for-what = A chi chiedi, e cosa?
gofish-ask-whom = A chi chiedi?
gofish-ask-player = Chiedi { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
  })
gofish-ask-player-for = Cosa chiedi { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    }? ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
  })
gofish-ask-about = ne hai { $held } · { $who } ha { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
gofish-player-cards = { $who } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
  })
gofish-rank-you-hold = { $rank } (ne hai { $count })
gofish-for-rank = Un valore che hai in mano
gofish-for-card = Una carta (di un valore che hai in mano)
gofish-for-which = Quale tra { $rank }?
gofish-for-rank-then-suit = Quale valore (poi il seme)
gofish-rank-then = { $rank }…
gofish-then-suit = Poi scegli il seme
gofish-another-rank = ↩ Un altro valore
gofish-choose-an-ask = Scegli una richiesta dall'elenco.
gofish-exact-cards = A questo tavolo si chiedono carte precise: indica valore e seme, per esempio `{ $example }`.
family-no-such-player = Non trovo nessun giocatore chiamato `{ $name }` a questo tavolo. Giocatori: { $players }.

## Concentration: il tavolo nel canale, la risposta a una carta scoperta

concentration-board-header = 🧠 **{ $game }** — { $count ->
    [one] resta { $count } carta
   *[other] restano { $count } carte
  }.
concentration-turns-up = **{ $who }** scopre ancora { $count ->
    [one] una carta
   *[other] { $count } carte
  } (clicca una carta o usa `/{ -cmd-flip }`).
concentration-turning-back = Nessuna coppia: { $cards } — si ricoprono…
concentration-board-part = **Carte { $first }–{ $last } in tavola** (tavolo #{ $table })
concentration-you-turned-up = Scoperte: { $cards }. Scoprine ancora { $count }.
concentration-you-missed = Nessuna coppia: { $cards }.
concentration-board-places = { $count ->
    [one] In tavola c'è { $count } posto: scegli 1.
   *[other] In tavola ci sono { $count } posti: scegli da 1 a { $count }.
  }
family-game-over = Partita finita.

## Uomo nero e simili: le carte da pescare nel canale, la risposta a una pesca

oldmaid-board-draw = 🎴 **{ $who }**, pesca una carta dalla mano di **{ $source }** ({ $count ->
    [one] { $count } carta coperta
   *[other] { $count } carte coperte
  }). Clicca una carta o usa `/{ -cmd-draw }`.
oldmaid-shuffle-button = Mescola la mia mano
oldmaid-board-over = { $game }: partita finita.
oldmaid-left-holding = Partita finita: { $who } resta con { $card } in mano.
oldmaid-you-shuffled = Hai mescolato la tua mano. Ora pesca una carta.
oldmaid-you-drew = Hai pescato { $card } da { $who }.
oldmaid-you-drew-pair = Hai pescato { $card } da { $who } e hai scartato la coppia di { $rank }.
oldmaid-draw-positions = { $who } ha { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }: scegli da 1 a { $count }.

panel-gofish-ask = Chiedi { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    } { $what } (ne hai { $held })
