## /settings

settings-admin-only = Solo chi ha il permesso Gestisci server può cambiare le impostazioni del server.
error-no-such-setting = Questa impostazione non esiste.
error-setting-values = `{ $key }` può essere { $shown }.
error-on-my-side = Qualcosa è andato storto da parte mia. Riprova tra un attimo.
timer-off = disattivato
timer-hours = { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
  }
timer-minutes = { $minutes } min
timer-seconds = { $seconds } s
level-easy = facile
level-normal = normale
level-hard = difficile
settings-title = Impostazioni del server
settings-turn-timer = Tempo per mossa
settings-computer-level = Livello del computer
settings-leaderboard = Classifica
settings-season = stagione { $season }
settings-season-since = stagione { $season }, dal { $since }
settings-games = Giochi
settings-all-games = tutti
settings-channels = Tavoli aperti in
settings-any-channel = qualsiasi canale
settings-house-rules = Regole della casa
settings-house-rules-line = { $game }: { $rules }
settings-standard-rules = regole standard
settings-footer = I nuovi tavoli partono da queste. Per cambiarle serve Gestisci server.
settings-saved = Salvato. { $told }
settings-ping-now = Avvisi di turno: **{ $meaning }**.
    Puoi cambiarli con `/{ -cmd-settings } { -cmd-settings-ping } { -opt-how }:`.
settings-language-now = La tua lingua: **{ $language }**. Puoi cambiarla con `/{ -cmd-settings } { -cmd-settings-language }`.
settings-language-auto = automatica (la lingua di Discord)
settings-server-language-now = Ora i tavoli di questo server sono in { $language }.
settings-timer-set = I nuovi tavoli avranno { $timer } per mossa.
settings-timer-set-off = I nuovi tavoli non avranno limite di tempo per mossa.
settings-computer-set = I giocatori computer entrano a livello { $level }, salvo scelta diversa di chi apre il tavolo.
settings-game-allowed = { $game } ora si può giocare qui.
settings-game-forbidden = { $game } non si gioca più qui.
settings-channels-listed = I tavoli si possono aprire in { $channels }.
settings-channels-any = I tavoli si possono aprire in qualsiasi canale.
settings-rule-default = I nuovi tavoli di { $game } usano `{ $option }` della variante.
settings-rule-set = I nuovi tavoli di { $game } partono con `{ $option }` = { $value }.
settings-season-new = Comincia la stagione { $season }. `/{ -cmd-leaderboard } { -opt-period }:{ choice-season }` conta le partite da adesso; rating e storico di sempre restano.
settings-cards = Carte
cards-server = come le mostra questo server
cards-pictures = il tavolo e le mani in immagine, le carte anche come emoji e nomi
cards-text = niente immagini: carte solo come emoji e nomi
settings-cards-now = Le carte nel messaggio diretto con la tua mano e in `/{ -cmd-hand }`: **{ $meaning }**.
    Puoi cambiarlo con `/{ -cmd-settings } { -cmd-settings-cards } { -opt-show }:`.
settings-cards-server = Le carte nel messaggio diretto con la tua mano e in `/{ -cmd-hand }`, come le mostra questo server: **{ $meaning }**.
    Puoi cambiarlo con `/{ -cmd-settings } { -cmd-settings-cards } { -opt-show }:`.
settings-server-cards-set = Carte su questo server: **{ $meaning }**. Ogni giocatore può scegliere diversamente per la propria mano (`/{ -cmd-settings } { -cmd-settings-cards }`).
