# L'Activity: il tavolo di Tavolo a tutto schermo dentro Discord (bot/web/). Il client mostra solo
# le parole che riceve dal server: i messaggi `activity-ui-*`, inviati una volta all'accesso.
activity-ui-loading = Ti stai sedendo…
activity-ui-no-table = In questo canale non c'è ancora un tavolo.
activity-ui-open-table = Apri un tavolo
activity-ui-choose-game = A che gioco?
activity-ui-join = Siediti
activity-ui-start = Dai le carte
activity-ui-add-computer = Aggiungi un giocatore computer
activity-ui-level-easy = Facile
activity-ui-level-normal = Normale
activity-ui-level-hard = Difficile
activity-ui-waiting = In attesa degli altri giocatori…
activity-ui-your-turn = Tocca a te
activity-ui-choose-capture = Quali carte prendi?
activity-ui-choose = Scegli
activity-ui-pick-cards = Scegli le carte da scartare
activity-ui-confirm = Sì, procedi
activity-ui-cancel = Annulla
activity-ui-spectating = Stai guardando questo tavolo.
activity-ui-not-seated = Non hai un posto a questo tavolo.
activity-ui-reconnecting = Connessione persa, mi riconnetto…
activity-ui-signed-out = La sessione è scaduta. Riapri l'Activity per tornare al tavolo.
activity-ui-game-over = Partita finita
activity-ui-new-table = Nuovo tavolo
activity-ui-last-move = Ultima mossa
activity-ui-host = Chi ha aperto il tavolo
activity-ui-dealer = Mazziere
# The dealer's mark beside a seat's name: one letter in a disc, as the pictures' picture-dealer.
activity-ui-dealer-mark = M
activity-ui-away = Assente

# Accesso e rifiuti del socket.
activity-sign-in-failed = Discord non ha accettato l'accesso. Riapri l'Activity e riprova.
activity-discord-unreachable = Non è stato possibile raggiungere Discord per sapere chi sei. Riprova tra un momento.
activity-bad-request = Non riesco a leggere questa richiesta.
activity-session-bad = La sessione non è valida. Riapri l'Activity per accedere di nuovo.
activity-session-expired = La sessione è scaduta. Riapri l'Activity per accedere di nuovo.
activity-hello-first = Prima saluta: accedi prima di ogni altra cosa.
activity-bad-message = Non riesco a leggere questo messaggio.
activity-unknown-type = Tavolo non conosce questa richiesta.
activity-no-table = In questo canale non c'è nessun tavolo.
activity-no-channel = L'Activity non è stata aperta in un canale.
activity-stale = Il tavolo è andato avanti da quando hai scelto: guarda di nuovo e scegli ancora.
activity-not-offered = Questa mossa adesso non ti è proposta.
activity-not-your-turn = Non è il tuo turno.
activity-bad-level = Un giocatore computer è facile, normale o difficile.
activity-unknown-game = Tavolo non ha questo gioco.

# Sul tavolo.
activity-score-of = { $who } { $score }
activity-stock = Mazzo
activity-pond = Laghetto
activity-trump = Briscola: { $suit }
activity-face-up = Carte scoperte
activity-pile-scopa = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}{ $sweeps ->
    [0] {""}
    [one] {" · "}1 scopa
   *[other] {" · "}{ $sweeps } scope
}
activity-pile-tricks = { $count ->
    [one] 1 presa
   *[other] { $count } prese
} · { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
activity-books = { $count ->
    [one] 1 quartetto
   *[other] { $count } quartetti
}
activity-pairs = { $count ->
    [one] 1 coppia
   *[other] { $count } coppie
}
activity-discard = Scarta { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
activity-dost-confirm = La tua squadra ha { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } su { $target }: con un dost adesso perdi la partita e gli avversari segnano 2 brčke. Lo chiami lo stesso?

# La riga di stato e l'ultima mossa.
activity-waiting-players = In attesa di giocatori ({ $seated }/{ $wanted })
activity-your-turn = Tocca a te.
activity-to-move = { $kind ->
    [computer] { $who } ci sta pensando…
   *[person] In attesa di { $who }…
}
activity-waiting = In attesa…
activity-game-over = La partita è finita.
activity-last-move = { $who }: { $move }
activity-move-hidden = una mossa che vede solo chi l'ha fatta
activity-table-closed = Il tavolo è stato chiuso prima della fine.
activity-winners = { $count ->
    [one] { $who } vince la partita
   *[other] { $who } vincono la partita
}
activity-place = { $place }º
activity-result-line = { $place } { $who } { $score }
activity-result-place = { $place } { $who }

# Su Discord: il pulsante del tavolo che apre l'Activity, e la voce nell'App Launcher.
activity-launch-button = Apri il tavolo
activity-entry-description = Siediti al tavolo da gioco di questo canale, a tutto schermo
