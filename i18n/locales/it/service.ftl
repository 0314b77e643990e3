## Rifiuti del servizio tavoli

error-cannot-now = Adesso non si può fare.
error-no-such-table = Questo tavolo non esiste.
error-not-seated = Non hai un posto a questo tavolo.
error-not-your-turn = Non è il tuo turno.
error-table-full = Il tavolo è al completo.
error-not-started = La partita non è ancora cominciata.
error-illegal-move = Questa mossa non è valida.
error-stale = Era per un turno precedente: il gioco è andato avanti.
error-not-host = Può farlo solo chi ha aperto il tavolo.
error-already-open = In questo canale c'è già un tavolo aperto.
error-already-seated = Hai già un posto a questo tavolo.
error-not-in-lobby = Si può fare solo nella sala d'attesa, prima dell'inizio della partita.
error-bad-options = Queste opzioni non valgono per questo gioco.
error-other-shard = Questo tavolo si gioca dal canale del suo server: usa i pulsanti lì.
error-game-over = Questo tavolo è chiuso.
error-storage = Non sono riuscito a salvare (un problema di archiviazione da parte mia), quindi non è cambiato nulla. Riprova tra un attimo.

## Trovare il tavolo e il turno

stale-turn = Era per un turno precedente: il gioco è andato avanti. Usa /{ -cmd-hand } per le tue carte di adesso.
no-table-here = In questo canale non c'è un tavolo aperto. Aprine uno con `/{ -cmd-table } { -cmd-table-new }`.
no-table-yours = Non stai giocando a nessun tavolo. Unisciti a uno in un canale del server.
several-tables = Sei a più tavoli; usa il comando nel canale di quel tavolo.
command-other-game = `{ $command }` è per { $game }; a questo tavolo si gioca a { $playing }.
not-playing-here = Non stai giocando a questo tavolo.
game-finished = Quella partita è finita.
not-your-turn-who = Non è il tuo turno: tocca { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    }.
you-played = Hai giocato: { $move }.
hint-try = Prova **{ $move }** (`/{ -cmd-play }` o `/{ -cmd-move } { $action }`): { $why }.
