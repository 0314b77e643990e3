## Il pannello privato (DM della mano e /hand): la sua immagine, i pulsanti, cosa ha rivelato una mossa;
## "Riempi con il computer" della sala d'attesa; /help.

# -- l'immagine privata -------------------------------------------------------------------------
hand-picture-you = Tu
hand-picture-your-turn = Tocca a te
hand-picture-waiting = Non è ancora il tuo turno
hand-picture-over = Partita finita
hand-picture-your-hand = La tua mano ({ $count })
hand-picture-no-trick = Nessuna carta giocata
hand-picture-draw-from = Pesca una carta da { $who } ({ $count } carte)
hand-picture-stock = Mazzo: { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
hand-picture-holds = { $who }: { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
hand-picture-dimmed = In grigio: { $why ->
    [discard] non si possono scartare
   *[play] non si possono giocare ora
}

# -- un pannello /hand che non si può più aggiornare ----------------------------------------------
turnping-open-hand = Il tuo pannello `/{ -cmd-hand }` non è aggiornato: riapri `/{ -cmd-hand }` per vedere le carte e giocare.

# -- pulsanti che dicono cosa fanno -------------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → sul tavolo
panel-scopa-sweep = { $play } · Scopa!
panel-scopa-choices = { $card } → { $count } prese possibili…
panel-gofish-ask = Chiedi a { $who } { $what } (ne hai { $held })

# -- mosse che chiudono subito la partita -----------------------------------------------------
panel-dost-wins = Dost: fermati e vinci ({ $points } su { $target })
panel-dost-confirm = La tua squadra ha { $points } punti su { $target }: con un dost adesso **perdi** la partita e gli avversari segnano 2 brčke. Lo chiami lo stesso?

# -- la sala d'attesa: tutti i posti liberi riempiti in una scelta ---------------------------
lobby-fill-placeholder = Riempi { $count ->
    [one] il posto libero
   *[other] i { $count } posti liberi
} con il computer…
lobby-fill-level = Computer di livello { $level }

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo: i giochi di carte tradizionali nel tuo canale
help-what = Qui do le carte per giocare nel canale: con gli amici o contro il computer. Tutti vedono il tavolo; le tue carte ti arrivano in privato, in DM o con `/{ -cmd-hand }`.
help-games = I giochi
help-seats = { $count } giocatori
help-start = Apri un tavolo
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:` apre un tavolo in questo canale (scegli il gioco dall'elenco).
    2. Gli amici si siedono con **Siediti**; chi ha aperto il tavolo riempie i posti liberi con il computer dalla sala d'attesa, con una sola scelta.
    3. Chi ha aperto il tavolo preme **Inizia**.
help-play = Al tuo turno
help-play-how = `/{ -cmd-hand }` mostra le tue carte, con un pulsante per ogni mossa (lo stesso pannello arriva in DM). Oppure scrivi `/{ -cmd-play } { -opt-card }:` per una carta, `/{ -cmd-move }` per qualsiasi altra mossa; `/{ -cmd-hint }` te ne suggerisce una. `/{ -cmd-rules }` spiega ogni gioco.
help-more = Inoltre
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` la tua lingua · `/{ -cmd-settings } { -cmd-settings-ping }` come ti avviso del tuo turno · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`
panel-cannot-discard = Non si possono scartare (in grigio nell'immagine): { $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = Nel frattempo:
