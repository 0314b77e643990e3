## Le mosse come le leggono i giocatori

scopa-label-lay = cala { $card }
scopa-label-take = { $card } prende { $cards }
scopa-label-sweep = { $card } prende { $cards } — SCOPA
scarto-label-discard = scarta tre carte
concentration-label-flip = scopri la carta { $number }
stovkahra-declaration = { $count ->
    [4] quattro
   *[3] tre
  } { $rank ->
    [A] Assi
    [K] Re
    [Q] Cavalli
    [J] Fanti
   *[other] { $rank }
  } ({ $points })
stovkahra-label-declares = dichiara { $combination }
stovkahra-label-pass = fine delle dichiarazioni
stovkahra-label-dost = dost!
stovkahra-label-brcka-add = aggiunge le brčke al proprio conto
stovkahra-label-brcka-take = toglie le brčke dal conto dei perdenti
oldmaid-label-shuffle = mescola le mie carte
oldmaid-label-draw = pesca la carta n. { $number }
oldmaid-label-draw-from = pesca la carta n. { $number } da { $who }
gofish-label-ask = chiedi { $what } { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    }
rank-plural = { $rank ->
    [A] gli Assi
    [2] i due
    [3] i tre
    [4] i quattro
    [5] i cinque
    [6] i sei
    [7] i sette
    [8] gli otto
    [9] i nove
    [10] i dieci
    [J] i Fanti
    [Q] le Donne
    [K] i Re
    [JK] i jolly
   *[other] i { $rank }
  }
# Un valore senza articolo, dopo "di" ("un quartetto di Assi", "la coppia di otto").
rank-bare = { $rank ->
    [A] Assi
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
    [6] sei
    [7] sette
    [8] otto
    [9] nove
    [10] dieci
    [J] Fanti
    [Q] Donne
    [K] Re
    [JK] jolly
   *[other] { $rank }
  }

## Che cos'è ogni forma di gioco

subtitle-scopa = il classico italiano
subtitle-scopone = la scopa in quattro, a coppie
subtitle-scopone-scientifico = dieci carte a testa, nessuna in tavola
subtitle-scopone-tamanini = lo scientifico ai 21, con la napola
subtitle-scopone-assi = lo scientifico in cui l'asso piglia tutto
subtitle-scopa-15 = si prende facendo 15 con la propria carta
subtitle-scarto = i tarocchi piemontesi, in tre
subtitle-stovkahra = l'ultima Trappola ancora viva, a coppie
subtitle-gofish = chiedi carte, fai quartetti
subtitle-concentration = il gioco di memoria
subtitle-shinkei-suijaku = il memory giapponese
subtitle-babanuki = non restare con il jolly in mano
subtitle-old-maid = non restare con la Donna spaiata
subtitle-jiji-nuki = una carta coperta decide quale resta spaiata

## /hint: perché il computer consiglia una mossa

hint-only-move = è l'unica mossa valida
hint-margin = { $reason } (ha superato la seconda scelta di { NUMBER($margin, minimumFractionDigits: 2, maximumFractionDigits: 2) } su { $deals ->
    [one] { $deals } smazzata simulata
   *[other] { $deals } smazzate simulate
  })
hint-best-tried = la migliore delle mosse provate
hint-concentration-seen = la carta { $number } si è già vista ed è { $card }: fa coppia, o almeno non rivela niente di nuovo
hint-concentration-unseen = la memoria non aiuta: la carta { $number } non l'ha ancora vista nessuno
hint-gofish-known = si sa che { $who } ha carte di quel valore ({ $rank }): le ha chieste o ne ha prese
hint-gofish-hold = { $count ->
    [one] hai { $count } carta
   *[other] hai { $count } carte
  } di quel valore ({ $rank }) e niente dice che { $who } non ne abbia
hint-gofish-book = probabilmente { $who } ha { $the_rank } che completano il tuo quartetto ({ NUMBER($chance, style: "percent") })
hint-gofish-none = con ogni probabilità { $who } non ha { $rank } ({ NUMBER($chance, style: "percent") }): un «vai a pescare» ti costa una sola carta, mentre le carte che ti passa lo avvicinano a svuotare la mano
hint-oldmaid-shuffle = forse hai la carta che fa perdere: mescola prima che peschino da te
hint-oldmaid-any = un posto vale l'altro: va bene qualsiasi carta
hint-scarto-discard = mette da parte punti sicuri e semi corti, e tiene trionfi e Re
hint-trick-best-lead = è la carta più forte rimasta nel suo seme: esci con questa e fai la presa
hint-trick-long-lead = aprire dal tuo seme più lungo tiene le carte vincenti per dopo
hint-trick-cheapest = è la carta più bassa che vince questa presa
hint-trick-excuse = salva i suoi punti e risparmia una carta migliore in una presa persa
hint-trick-partner = la presa è del tuo compagno: questa carta ci aggiunge punti
hint-trick-lose = questa presa non puoi farla: è la carta che concede meno
hint-scopa-sweep = pulisce la tavola: scopa
hint-scopa-settebello = è il settebello (il 7 di denari), che vale un punto da solo
hint-scopa-takes = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  } al tuo mazzetto{ $coins ->
    [0] {""}
    [1] , una di denari
   *[other] , { $coins } di denari
  }{ $safe ->
    [yes] , e il settebello è al sicuro
   *[no] {""}
  }
hint-scopa-lay = concede il meno possibile e non lascia scope facili
hint-stovkahra-dost = la tua squadra ha raggiunto l'obiettivo: chiama dost e vinci subito la partita
hint-stovkahra-declare = le dichiarazioni possono solo far punti
hint-stovkahra-signal = hai il 7 di briscola e nessuna carta di un seme: segnalalo al compagno perché esca lì, e prendi la presa col tuo 7
hint-stovkahra-brcka = mette le brčke dove contano di più per l'incontro
hint-stovkahra-pass = niente da dichiarare
hint-stovkahra-signalled = il tuo compagno ha segnalato questo seme: esci lì, così fa la prima presa col 7
hint-stovkahra-seven = prende con un 7: è un premio
