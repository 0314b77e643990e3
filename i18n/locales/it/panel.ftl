## Il pannello privato (DM della mano e /hand): la sua immagine, i pulsanti, cosa ha rivelato una mossa;
## "Riempi con il computer" della sala d'attesa; /help.

# -- l'immagine privata -------------------------------------------------------------------------
hand-picture-you = Tu
hand-picture-over = Partita finita
hand-picture-your-hand = La tua mano ({ $count })
hand-picture-no-trick = Nessuna carta giocata
hand-picture-draw-from = Pesca una carta da { $who } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
  })
hand-picture-pond = Laghetto: { $count ->
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

# -- pulsanti che dicono cosa fanno -------------------------------------------------------------
panel-scopa-takes = { $card } → { $cards }
panel-scopa-lays = { $card } → in tavola
panel-scopa-sweep = { $play } · Scopa!
panel-scopa-choices = { $card } → { $count ->
    [one] { $count } presa possibile…
   *[other] { $count } prese possibili…
  }
panel-play-which = Gioca… ({ $count ->
    [one] 1 mossa
   *[other] { $count } mosse
})

# -- mosse che chiudono subito la partita -----------------------------------------------------
panel-dost-wins = Dost: chiudi e vinci ({ $points } su { $target })
panel-dost-confirm = La tua squadra ha { $points ->
    [one] { $points } punto
   *[other] { $points } punti
  } su { $target }: con un dost adesso **perdi** la partita e gli avversari segnano 2 brčke. Lo chiami lo stesso?

panel-cannot-discard = Non si possono scartare (in grigio nell'immagine): { $cards }

# A control drawn for an earlier turn: over the moves made since (the live table's lines).
stale-since = Nel frattempo:
