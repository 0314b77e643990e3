## /help (bot/discord/features/rules/help.py)

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo: i giochi di carte tradizionali nel tuo canale
help-what = Qui do le carte per giocare nel canale: con gli amici o contro il computer. Tutti vedono il tavolo; le tue carte ti arrivano in privato, in un messaggio diretto o con `/{ -cmd-hand }`.
help-games = I giochi
help-seats = { $same ->
    [yes] { $low ->
        [one] { $low } giocatore
       *[other] { $low } giocatori
    }
   *[no] da { $low } a { $high ->
        [one] { $high } giocatore
       *[other] { $high } giocatori
    }
  }
help-game = **{ $title }** ({ $seats }) — { $about }
help-game-plain = **{ $title }** ({ $seats })
help-start = Apri un tavolo
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:` apre un tavolo in questo canale (scegli il gioco dall'elenco).
    2. Gli amici si siedono con **Siediti**; chi ha aperto il tavolo riempie i posti liberi con il computer dalla sala d'attesa, con una sola scelta.
    3. Chi ha aperto il tavolo preme **Inizia**.
help-play = Al tuo turno
help-play-how = `/{ -cmd-hand }` mostra le tue carte, con un pulsante per ogni mossa (lo stesso pannello arriva in un messaggio diretto). Oppure scrivi `/{ -cmd-play } { -opt-card }:` per una carta, `/{ -cmd-move }` per qualsiasi altra mossa; `/{ -cmd-hint }` te ne suggerisce una. `/{ -cmd-rules }` spiega ogni gioco.
help-more = Inoltre
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` la tua lingua · `/{ -cmd-settings } { -cmd-settings-ping }` come ti avviso del tuo turno · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`

# /rules gioco: una forma di un gioco nell'elenco ("Scopa: Scopone")
rules-choice = { $game }: { $preset }
