## Il tavolo nel terminale

local-starting = Comincia ora una partita a Scopa in locale (scrivi `quit` per salvare e uscire).
local-saved = Salvato. Lancia lo stesso comando per riprendere.
local-command-moves = mostra il tavolo e le mosse possibili
local-command-help = come si gioca
local-command-quit = salva ed esci
local-resuming = Riprendo il tuo tavolo di { $game } #{ $table } (mossa { $move }).
local-computers-range = --computers va da 0 a { $most } (almeno un posto è tuo).
local-you = Tu
local-player = Giocatore { $number }
local-pick-number = Scegli una mossa tra 1 e { $count }.
local-several-moves = { $card } ha più mosse possibili; scrivi il numero di una:
local-table = In tavola: { $cards }
local-stock = Mazzo: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
local-your-hand = La tua mano: { $cards }
local-their-hand = Mano di { $who }: { $cards }
local-moved = { $who }: { $move }
local-closed = { $reason ->
    [abandoned] Il tavolo è stato abbandonato.
    [expired] Il tavolo è stato chiuso: nessuno ha iniziato la partita in tempo.
    [empty] Il tavolo è stato chiuso: se ne sono andati tutti.
    [broken] Il tavolo è stato chiuso: non è stato possibile riprendere la partita.
   *[other] Il tavolo è stato chiuso ({ $reason }).
  }

## Rivedere una partita registrata (python -m bot replay, python -m bot export)

term-replay-standard-rules = regole standard
term-replay-house-rules = Regole della casa:
term-replay-rules = Regole: { $rules }
term-replay-played = Giocata il { $date }; { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  }.
term-replay-moves = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  }.
term-replay-result-line = Risultato: { $result }
term-replay-header = { $game } — { $names }
term-replay-computer-seat = { $name } (computer, { $level })
term-replay-deal-over = — fine della smazzata { $deal }: { $scores }
term-replay-position = smazzata { $deal } · { $scores }
term-replay-hand = { $name }: { $cards }
term-replay-the-deal = (carte distribuite)
term-replay-step-help = Invio: mossa successiva · b: indietro · un numero: vai a quella mossa · q: esci
term-replay-last-move = Era l'ultima mossa. (b: indietro, q: esci)
term-replay-game-over = Partita finita. Risultato: { $result }
term-replay-cannot-read = Non riesco a leggere { $file }: { $reason }
term-replay-wrote = Partita scritta in { $file }.
