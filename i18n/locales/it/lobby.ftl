## The lobby: seats, computers, options (bot/discord/features/lobby/)

lobby-usual-rules = { $game } con le regole solite.
lobby-usual-rules-except = { $game } con le regole solite, tranne:
lobby-turn-timer = Tempo per mossa: { $timer }
lobby-timer-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
  }
lobby-timer-days = { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
  }
lobby-host = { $who } · ha aperto il tavolo
lobby-open-seat = — libero —
lobby-seats = Posti ({ $taken }/{ $seats })
lobby-options = Opzioni
lobby-footer = Siediti, aggiungi giocatori computer, poi chi ha aperto il tavolo preme Inizia.
lobby-join = Siediti
lobby-leave = Alzati
lobby-add-computer = Aggiungi computer
lobby-start = Inizia
lobby-remove-computer = Togli un giocatore computer
lobby-seat-of = Posto { $number }: { $who }
lobby-pick-level = Scegli quanto gioca bene il computer da far sedere al tavolo #{ $table }.
lobby-all-seated = Tutti i posti sono presi. Chi ha aperto il tavolo può premere Inizia.
lobby-level-placeholder = Livello del giocatore computer
lobby-level-easy = Per principianti: scelte semplici, spesso deboli
lobby-level-normal = Gioca con giudizio, mossa per mossa
lobby-level-hard = Pensa qualche mossa avanti; ci mette un attimo
lobby-computer-added = Ho fatto sedere { $who } al posto { $number }.
lobby-pick-level-first = Scegli un livello.
lobby-pick-computer-first = Scegli il posto del computer da togliere.
lobby-options-host-only = Solo chi ha aperto il tavolo può cambiare le opzioni.
lobby-options-in-lobby = Le opzioni si cambiano solo in sala d'attesa, prima che cominci la partita.
lobby-computers-in-lobby = La partita è già cominciata: i computer si fanno sedere in sala d'attesa.
optpanel-title = **Opzioni del tavolo #{ $table }** ({ $game }): scegline una per cambiarla.
optpanel-timer = Tempo per mossa
optpanel-timer-about = Il tempo per giocare prima che un computer giochi al posto tuo
optpanel-timer-help = **Tempo per mossa**: quando scade gioca un computer al posto tuo; torna a giocare per riprenderti il posto.
optpanel-type-a-number = **{ $option }** vuole un numero: usa `{ $command }`.
optpanel-other-number = Un altro numero: `{ $command }`.
optpanel-pick-option = Opzione da cambiare
optpanel-pick-value = Nuovo valore
optpanel-pick-value-first = Scegli un valore.
optpanel-set = { $option }: **{ $value }**.

# -- la sala d'attesa: tutti i posti liberi riempiti in una scelta ---------------------------
lobby-fill-placeholder = Riempi { $count ->
    [one] il posto libero
   *[other] i { $count } posti liberi
} con il computer…
lobby-fill-level = Computer di livello { $level }

## What a game is played to, first among the lobby's options (GameFace.lobby_goal)

lobby-goal-first-to = Si vince a { $target ->
    [one] { $target } punto
   *[other] { $target } punti
  }.
lobby-goal-deals = { $deals ->
    [one] { $deals } smazzata
   *[other] { $deals } smazzate
  }; vince chi fa più punti.
lobby-goal-stovkahra = Una partita si vince a { $target ->
    [one] { $target } punto
   *[other] { $target } punti
  }, l'incontro a { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
lobby-goal-most = { $what ->
    [books] Vince chi fa più quartetti.
    [pairs] Vince chi fa più coppie.
   *[matches] Vince chi fa più combinazioni.
  }
lobby-goal-odd-card = Perde chi resta con la carta spaiata.
lobby-footer-host = Siediti o aggiungi giocatori computer. Solo { $host }, che ha aperto il tavolo, può premere Inizia.
