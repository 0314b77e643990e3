## Rifiuti del servizio tavoli, con i dettagli

error-not-started-host = La partita non è ancora cominciata: la avvia chi ha aperto il tavolo.
error-pick-from-list = Scegli la mossa dall'elenco (`/{ -cmd-move }` le mostra tutte).
error-no-table-number = Il tavolo #{ $table } non esiste.
error-no-open-table = Il tavolo #{ $table } non è aperto.
forward-not-answering = Ora non riesco a raggiungere quel tavolo; riprova tra un minuto.
error-other-process = Ora non riesco ad aprire un tavolo su questo server; riprova tra un minuto.
error-already-open-finish = In questo canale c'è già un tavolo aperto: finisci quella partita o chiudi il tavolo prima.
error-table-full-count = Il tavolo è al completo ({ $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
  }).
error-computer-level = I livelli del computer sono { $shown }, non `{ $level }`.
error-no-computer-seat = Non c'è nessun computer da togliere.
error-not-computer-seat = Il posto { $seat } non è di un computer.
error-players-for = Questo gioco è per { $shown } giocatori, non { $players }.
error-seated-already = { $count ->
    [one] C'è già { $count } giocatore seduto.
   *[other] Ci sono già { $count } giocatori seduti.
  }
error-start-needs = { $game } si gioca in { $count }; seduti: { $seated }. Aspetta che arrivi qualcuno o aggiungi un computer.
error-start-needs-range = { $game } si gioca da { $low } a { $high ->
    [one] { $high } giocatore
   *[other] { $high } giocatori
  }; seduti: { $seated }. Aspetta che arrivi qualcuno o aggiungi un computer.
error-start-needs-one-of = { $game } si gioca in { $shown }; seduti: { $seated }. Aspetta che arrivi qualcuno o aggiungi un computer.
error-seed-range = Il seed (il numero che fissa il mescolamento) dev'essere un numero intero da 0 a { $most }.
error-already-closed = Quel tavolo è già chiuso.
error-already-started = La partita è già cominciata.
error-lobby-only = La partita è già cominciata: si può fare solo in sala d'attesa.
error-host-only = { $named ->
    [yes] Può farlo solo chi ha aperto il tavolo, { $host }.
   *[no] Può farlo solo chi ha aperto il tavolo.
  }
error-host-options = { $named ->
    [yes] Solo chi ha aperto il tavolo, { $host }, può cambiare le opzioni.
   *[no] Solo chi ha aperto il tavolo può cambiare le opzioni.
  }
error-host-start = { $named ->
    [yes] Solo chi ha aperto il tavolo, { $host }, può avviare la partita.
   *[no] Solo chi ha aperto il tavolo può avviare la partita.
  }
error-host-computers = Solo chi ha aperto il tavolo può aggiungere o togliere computer.
error-host-abandon = Solo chi ha aperto il tavolo (o chi gestisce il server) può chiuderlo.
error-host-kick = Solo chi ha aperto il tavolo (o chi gestisce il server) può espellere giocatori.
error-player-not-seated = Quel giocatore non ha un posto a questo tavolo.
error-kick-host = Chi ha aperto il tavolo non può essere espulso: può lasciarlo o chiuderlo.
error-away-yours = Un computer sta già giocando al tuo posto finché non torni.
error-away-theirs = Un computer sta già giocando a quel posto finché il giocatore non torna.
error-players-number = `players` vuole un numero intero, non { $value }.
error-turn-seconds = `turn_seconds` vuole un numero di secondi oppure `off`, non { $value }.
error-turn-range = Il tempo per mossa è `off` oppure tra { $low } e { $high ->
    [one] { $high } secondo
   *[other] { $high } secondi
  }.

## Impostazioni del server

error-bad-setting = Questa impostazione non è valida.
setting-turn-range = Il tempo per mossa è 0 (nessun limite) oppure tra { $low } e { $high ->
    [one] { $high } minuto
   *[other] { $high } minuti
  }.
setting-level = Livelli del computer possibili: { $shown }; non { $value }.
setting-last-game = { $game } è l'unico gioco permesso: prima permettine un altro.
setting-game-not-here = Su questo server non si gioca a { $game }. Giochi permessi: { $allowed }.
setting-channels-only = Su questo server i tavoli si aprono in { $channels }.
setting-period = Periodi possibili: { $shown }; non { $value }.

## Replay e rivincite

replay-never-started = Il tavolo #{ $table } non è mai cominciato: non c'è niente da rivedere.
replay-no-table = Su questo server non c'è il tavolo #{ $table }.
replay-still-playing = Al tavolo #{ $table } si sta ancora giocando. La potrai rivedere a partita finita.
replay-closed-early = Il tavolo #{ $table } è stato chiuso prima della fine della partita: non c'è niente da rivedere.
rematch-unfinished = La partita del tavolo #{ $table } non è finita, quindi non c'è rivincita.
rematch-started = La rivincita è già cominciata: tavolo #{ $table }.
rematch-players-only = Solo chi ha giocato al tavolo #{ $table } può chiedere la rivincita. Premi Nuovo tavolo per aprirne uno a cui tutti possono unirsi.
rematch-already-asked = Hai già chiesto la rivincita; in attesa di { $waiting }.
rematch-still-open = Il tavolo #{ $table } è ancora aperto in questo canale.
rematch-channel-busy = In questo canale è già aperto il tavolo #{ $table }: gioca lì, oppure chi l'ha aperto lo chiude con `/{ -cmd-table } { -cmd-table-abandon }`.
