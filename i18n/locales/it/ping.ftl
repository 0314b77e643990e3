## Turn pings: when a player's turn starts, and the reminder before their timer runs out
## (bot/discord/features/table/pings.py); `/settings ping`'s choices

ping-auto = nel messaggio diretto con la tua mano quando giochi da lì (le tue carte pubblicate di nuovo in fondo), altrimenti il tavolo pubblicato di nuovo in fondo al suo canale, con una menzione per te

live-your-turn = { $who }, tocca a te.
live-your-turn-until = { $who }, tocca a te — il tempo scade { $time }.
turnping-your-turn-dm = Tocca a te: [{ $table }]({ $url }).
turnping-time-left = { $who }, hai ancora { $left } per giocare ([{ $table }]({ $url })), poi gioca un computer per te.
turnping-time-left-dm = Hai ancora { $left } per giocare ([{ $table }]({ $url })), poi gioca un computer per te.

# -- un pannello /hand che non si può più aggiornare ----------------------------------------------
turnping-open-hand = Il tuo pannello `/{ -cmd-hand }` non è aggiornato: riapri `/{ -cmd-hand }` per vedere le carte e giocare.

ping-channel = il tavolo pubblicato di nuovo in fondo al suo canale, con una menzione per te
ping-dm = un messaggio diretto
ping-off = nessun avviso
