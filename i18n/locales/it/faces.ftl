## Risposte di /table

table-joined = Hai preso posto al tavolo #{ $table }.
table-left = Hai lasciato il tavolo #{ $table }.
table-left-playing = Hai lasciato il tavolo #{ $table }. Ora al tuo posto gioca un computer; torna a giocare (`/{ -cmd-play }`, `/{ -cmd-hand }`) per riprenderlo.
table-started = Si gioca! Le tue carte ti arrivano in privato, in un messaggio diretto.
table-option-set = `{ $option }` impostato a **{ $value }**.
table-options-heading = **Opzioni del tavolo #{ $table }** (può cambiarle solo chi ha aperto il tavolo, in sala d'attesa):
table-closed = Il tavolo #{ $table } è chiuso.
error-user-not-seated = { $who } non ha un posto a questo tavolo.
table-kicked = Hai espulso { $who } dal tavolo #{ $table }.
table-kicked-playing = Al tavolo #{ $table } ora un computer gioca al posto di { $who }.
table-computer-removed = Hai tolto 🤖 { $who } dal tavolo #{ $table }.
table-seat-choice = Posto { $seat }: { $who }

## /leaderboard e /stats

period-all = di sempre
period-season = stagione { $season }
period-month = { $month ->
    [1] gennaio
    [2] febbraio
    [3] marzo
    [4] aprile
    [5] maggio
    [6] giugno
    [7] luglio
    [8] agosto
    [9] settembre
    [10] ottobre
    [11] novembre
   *[12] dicembre
  } { NUMBER($year, useGrouping: 0) }
board-empty = Su questo server non ci sono ancora partite di { $game } valide per la classifica. Aprine una con `{ $command }`.
board-empty-period = Su questo server non ci sono partite di { $game } valide per la classifica ({ $period }). Aprine una con `{ $command }`.
board-title = Classifica di { $game }
board-title-period = Classifica di { $game } — { $period }
board-footer = Chi è nuovo parte da un rating di 1500; l'ordine tiene conto anche di quanto è affidabile (con poche partite si sta più in basso). Anche le partite con giocatori computer contano: ogni livello del computer gioca con una forza fissa.
stats-none = { $who } non ha ancora partite finite su questo server.
stats-title = Le partite di { $who }
stats-rating = rating **{ $rating }**
stats-games-none = nessuna partita
stats-games-won = { $games ->
    [one] { $games } partita
   *[other] { $games } partite
  }, { $wins ->
    [one] { $wins } vinta
   *[other] { $wins } vinte
  } ({ NUMBER($rate, style: "percent") })

## /history e i risultati sotto /stats

history-line = `#{ $table }` { $game } · { $outcome } { $score } contro { $opponents }
history-line-with = `#{ $table }` { $game } · { $outcome } { $score } contro { $opponents } (in coppia con { $partners })
history-won = **vinta**
history-tied = **pari**
history-lost = persa
# $teams: "yes" se i lati sono squadre (il giapponese conta 組 o 人).
history-place = { $place }º su { $sides }
history-none = { $who } non ha ancora partite finite su questo server.
history-none-game = { $who } non ha ancora partite a { $game } finite su questo server.
history-title = Le ultime partite di { $who }
history-title-game = Le ultime partite di { $who } a { $game }
history-footer = Dalla più recente · variazione del rating dopo ogni partita · ▶ per rivederla
record-title = Risultati
record-won = { $game }: { $wins ->
    [one] { $wins } vinta
   *[other] { $wins } vinte
  } su { $games } ({ NUMBER($rate, style: "percent") })
record-streak-wins = { $count ->
    [one] { $count } vittoria
   *[other] { $count } vittorie
  } di fila
record-streak-losses = { $count ->
    [one] { $count } sconfitta
   *[other] { $count } sconfitte
  } di fila
record-best-streak = miglior serie: { $count }
record-opponents = Avversari più frequenti
record-opponent = { $who }: { $games ->
    [one] { $games } partita
   *[other] { $games } partite
  } ({ $wins ->
    [one] { $wins } vinta
   *[other] { $wins } vinte
  }, { $losses ->
    [one] { $losses } persa
   *[other] { $losses } perse
  })

## /replay

replay-choice-you = tu
replay-title = { $game } #{ $table } — rivedi la partita
replay-start = **Carte distribuite** — { $moves ->
    [one] segue { $moves } mossa
   *[other] seguono { $moves } mosse
  }.
replay-move = **Mossa { $number }** · { $who }: { $move }
replay-deal = **Smazzata { $deal }**
replay-on-table = **In tavola:** { $cards }
replay-nothing = niente
replay-hands = Mani
replay-score = Punti
replay-side = squadra { $side }
replay-this-deal = ({ $gained } in questa smazzata)
replay-deal-field = Smazzata { $deal } — { $title }
replay-result = Risultato
replay-unfinished = non finita
replay-result-won = { $scores } — vittoria di { $winners }
replay-result-nobody = { $scores } — nessun vincitore
replay-footer = Mossa { $number } di { $moves }
replay-footer-played = Mossa { $number } di { $moves } · giocata il { $date }
replay-open = Rivedi #{ $table }
replay-hard-pick = La mossa del livello difficile
replay-step-first = Prima vai a una mossa.
replay-hard-same = Mossa { $number } · { $said } Il livello difficile avrebbe scelto lo stesso: { $why }.
replay-hard-other = Mossa { $number } · { $said } Il livello difficile avrebbe { $kind ->
        [takes] **giocato { $card } e preso { $cards }**
        [plays] **giocato { $card }**
        [lays] **calato { $card }**
        [aside] **messo da parte { $cards }**
        [asks] **chiesto { $rank } { $whom_initial ->
            [a] ad { $whom }
           *[other] a { $whom }
        }**
        [flips] **scoperto la carta { $place }**
        [draws] **pescato la carta n. { $place }**
        [draws-from] **pescato la carta n. { $place } da { $whom }**
        [shuffles] **mescolato le carte**
        [declares] **dichiarato { $combination }**
        [passes] **finito di dichiarare**
        [signals] **segnalato al compagno di uscire a { $suit }**
        [dost] **chiamato dost**
        [brcka-add] **aggiunto le brčke al conto della squadra**
        [brcka-take] **tolto le brčke dal conto dei perdenti**
       *[move] scelto «**{ $move }**»
    }: { $why }.
# Una mossa che non è una carta, come l'ha scelta il giocatore (`$said` qui sopra).
replay-hard-chose = { $by ->
    [you] Hai scelto «{ $move }».
   *[other] { $who } ha scelto «{ $move }».
  }
# Una mossa che non è una carta, detta per intero nella replay di una partita finita.
replay-move-said = { $by ->
    [you] { $kind ->
        [asks] Chiedi { $rank } { $whom_initial ->
            [a] ad { $whom }
           *[other] a { $whom }
        }
        [flips] Scopri la carta { $place }
        [draws] Peschi la carta n. { $place }
        [draws-from] Peschi la carta n. { $place } da { $whom }
        [shuffles] Mescoli le tue carte
        [declares] Dichiari { $combination }
        [passes] Hai finito di dichiarare
        [signals] Segnali al compagno di uscire a { $suit }
        [dost] Chiami dost
        [brcka-add] Aggiungi le brčke al conto della tua squadra
        [brcka-take] Togli le brčke dal conto dei perdenti
       *[aside] Scarti { $cards }
    }
   *[other] { $who } { $kind ->
        [asks] { $whom_kind ->
            [you] ti chiede { $rank }
           *[other] chiede { $rank } { $whom_initial ->
                [a] ad { $whom }
               *[other] a { $whom }
            }
        }
        [flips] scopre la carta { $place }
        [draws] pesca la carta n. { $place }
        [draws-from] pesca la carta n. { $place } { $whom_kind ->
            [you] dalla tua mano
           *[other] da { $whom }
        }
        [shuffles] mescola le sue carte
        [declares] dichiara { $combination }
        [passes] ha finito di dichiarare
        [signals] segnala al compagno di uscire a { $suit }
        [dost] chiama dost
        [brcka-add] aggiunge le brčke al conto della sua squadra
        [brcka-take] toglie le brčke dal conto dei perdenti
       *[aside] scarta { $cards }
    }
  }.

## Il pannello privato della mano (bot/discord/core/hand_panel.py)

panel-my-hand = La mia mano
panel-other-card = ↩ Scegli un'altra carta
panel-how-to-play-card = Come giochi { $card }?
panel-picked = Hai scelto **{ $card }**; scegli cosa prende.
panel-suit-open = { $suit } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
  })
panel-suit-closed = { $suit } ({ $count }) — non ora
panel-suits-not-now = -# Non ora: { $suits }
panel-suit-count = { $suit } ({ $count })
panel-choose-move = Scegli la tua mossa
panel-choose-card = Scegli una carta da giocare
panel-not-yet = Non è ancora il tuo turno; questi pulsanti funzionano quando lo sarà.
panel-nobody = nessuno
panel-cannot-play = Ora non puoi giocare { $card }.
panel-earlier-deal = Quella mano era di una smazzata precedente. Usa /{ -cmd-hand } per le carte che hai ora.
panel-no-longer-held = Non hai più { $card }. Usa /{ -cmd-hand } per le carte che hai ora.
panel-not-your-turn-yet = Non è ancora il tuo turno: tocca { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    }.

emoji-and-card = { $emoji } { $card }
