## Il tavolo nel terminale, gioco per gioco (bot/terminal/local_table.py, moves.py, aftermath.py,
## screens.py) e `python -m bot tables`. `$by` / `$to` valgono `you` quando il posto è del lettore.

local-bad-players = { $game } si gioca in { $shown }, non in { $players }.
local-opened-game = { $game } — tavolo #{ $table }: { $names }. Scrivi `help` per sapere come si gioca, `rules` per le regole.
local-abandoned-new = Ho abbandonato il tuo tavolo di { $game } #{ $table }; ne comincia uno nuovo.
local-new-confirm = Abbandonare il tuo tavolo di { $game } #{ $table } (mossa { $move }) e cominciarne uno nuovo? Scrivi `y` per confermare.
local-new-kept = Il tavolo #{ $table } resta com'era: non è cambiato niente.
local-new-not-asked = `--new` abbandonerebbe il tuo tavolo di { $game } #{ $table } (mossa { $move }), e non c'è nessuno al terminale per confermarlo. Aggiungi `--yes` per ricominciare comunque.
local-option-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
  }
local-option-computers = { $count ->
    [one] { $count } computer
   *[other] { $count } computer
  }
local-resumed-other = Hai chiesto { $asked }; questa partita salvata ha { $saved }. Per cominciarne una nuova: `{ $command }`

local-prompt-move = La tua mossa (il numero di una mossa, o una carta)
local-prompt-board = Scopri una carta (il suo numero sul tavolo)
local-prompt-ask = Chiedi (un valore, o un giocatore e un valore: { $example })
local-prompt-draw = Pesca da { $who } (una carta da 1 a { $count })
local-prompt-discard = Metti da parte tre carte (come { $example })

local-command-rules = le regole di questo gioco
local-command-hint = una mossa consigliata
local-help-scopa = Gioca una carta: il suo numero nella lista, la sua notazione (7d, oppure 7d:3c+4s per scegliere cosa prende) o il suo nome (7 di denari, settebello) quando quella carta ha una sola mossa.
local-help-scarto = Gioca una carta: il suo numero nella lista, la sua notazione (7c, T5) o il suo nome. Quando fai tu le carte, prima metti da parte tre carte: scrivile come `2s 3s 6s` o `2s,3s,6s`.
local-help-stovkahra = Gioca una carta o dichiara: il numero della mossa nella lista, oppure la notazione o il nome della carta.
local-help-gofish = Chiedi a un giocatore un valore che hai in mano: il suo nome e il valore, `bob 7` o `bob sette`, o solo `7` quando c'è un solo giocatore a cui chiedere. Se non ne ha, peschi dal laghetto.
local-help-concentration = Scrivi il numero di una carta sul tavolo per scoprirla (`12` scopre la carta 12). Scopri due carte uguali per prenderle e rigiocare.
local-help-oldmaid = Pesca una carta dal giocatore indicato: scrivi la sua posizione nella mano, da 1 al numero di carte che ha. Le coppie si scartano; non restare con la carta spaiata.
local-help-commands = Comandi: `help`, `rules`, `hint` (una mossa consigliata), `table` (rivedi il tavolo), `quit` (salva ed esci; lo stesso comando riprende la partita). In un terminale, Tab completa le tue mosse.
local-hint-thinking = Ci penso…
local-hint = Prova { $move } ({ $action }): { $why }.

local-deal-heading = ── Smazzata { $deal }{ $has_dealer ->
    [yes] {" "}· mazziere { $dealer }
   *[no] {""}
  } · { $scores }{ $target ->
    [0] {""}
   *[other] {" "}· si gioca a { $target }
  }
local-empty-table = vuota
local-running-scores = Punteggi: { $scores }
local-you-deal-discard = Dai tu le carte: prima scarta tre carte (né Re, né l'Angelo, né il Matto).
local-stovkahra-heading = Briscola: { $suit } (carta in fondo { $card }) · mazziere { $dealer }
local-stovkahra-brcke = Brčke: { $each } (vince chi arriva a { $target })
local-trick-now = Presa { $number }: { $played }
local-col-player = Giocatore
local-col-hand = Carte
local-col-books = Quartetti
local-pond = Laghetto: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
local-out = fuori
local-board-status = { $left ->
    [one] { $left } carta rimasta in tavola
   *[other] { $left } carte rimaste in tavola
  } · carte prese: { $taken }
local-lays-aside = { $by ->
    [you] Metti da parte { $cards }.
   *[other] { $who } mette da parte tre carte.
  }
local-deal-scored = ── Smazzata { $deal } contata: { $scores }
local-game-won = Partita finita: { $by ->
    [you] hai vinto.
   *[other] { $count ->
        [one] vince { $winners }.
       *[other] vincono { $winners }.
    }
  }
local-replay-hint = Per rivederla: `python -m bot export { $table } --out tavolo.txt`, poi `python -m bot replay tavolo.txt`.

local-gofish-asks = { $by ->
    [you] Chiedi { $rank } { $target_initial ->
            [a] ad { $target }
           *[other] a { $target }
        }.
   *[other] { $to ->
        [you] { $who } ti chiede { $rank }.
       *[other] { $who } chiede { $rank } { $target_initial ->
            [a] ad { $target }
           *[other] a { $target }
        }.
    }
  }
local-gofish-gives = { $by ->
    [you] Dai
   *[other] { $who } dà
  } { $cards }.
local-gofish-lucky = È { $card }, proprio la carta chiesta: tocca ancora a te.
local-gofish-draws = { $by ->
    [you] Peschi { $card }.
   *[other] { $known ->
        [yes] { $who } pesca { $card }.
       *[no] { $who } pesca una carta.
    }
  }
local-oldmaid-shuffles = { $by ->
    [you] Mescoli la tua mano.
   *[other] { $who } mescola la sua mano.
  }
local-oldmaid-draws = { $by ->
    [you] Peschi { $card } da { $holder }.
   *[other] { $known ->
        [yes] { $who } pesca { $card } da { $to ->
            [you] te
           *[other] { $holder }
        }.
       *[no] { $who } pesca una carta da { $to ->
            [you] te
           *[other] { $holder }
        }.
    }
  }
local-oldmaid-pair = { $by ->
    [you] Scarti una coppia di { $rank }.
   *[other] { $who } scarta una coppia di { $rank }.
  }
oldmaid-went-out = { $by ->
    [you] Non hai più carte: sei fuori.
   *[other] { $who } non ha più carte ed è fuori.
  }
local-concentration-turns-up = { $by ->
    [you] Scopri
   *[other] { $who } scopre
  } la carta { $number }: { $card }.
concentration-match = Una coppia: { $by ->
    [you] prendi
   *[other] { $who } prende
  } { $cards }.
concentration-again = { $by ->
    [you] Tocca ancora a te.
   *[other] { $who } gioca ancora.
  }
local-concentration-miss = Niente coppia: le carte tornano coperte.
local-trick-won = Presa { $number } { $winner_initial ->
        [a] ad { $winner }
       *[other] a { $winner }
    }: { $cards }.{ $tally }
local-trick-tally = {" "}({ $tricks ->
    [one] { $tricks } presa
   *[other] { $tricks } prese
  }, { $points ->
    [one] { $points } punto carta
   *[other] { $points } punti carta
  } finora)
local-trick-tally-team = {" "}(la sua squadra: { $tricks ->
    [one] { $tricks } presa
   *[other] { $tricks } prese
  }, { $points ->
    [one] { $points } punto carta
   *[other] { $points } punti carta
  } finora)
local-last-trick = Ultima presa della smazzata: { $cards }.

local-board-number = Scrivi il numero di una carta in tavola, da 1 a { $most }.
local-board-not-there = La carta { $number } non è più in tavola: scegli un numero tra quelli mostrati.
local-draw-number = Scrivi la posizione della carta da pescare, da 1 a { $count }.
local-ask-what = Chiedi un valore che hai in mano, come `{ $example }`.
local-ask-whom = A chi chiedi { $rank }? Scrivi anche il suo nome, come `{ $example }`.
local-ask-nobody = Qui nessuno si chiama { $name }. Puoi chiedere a: { $names }.
local-discard-unread = «{ $text }» non sono tre carte. Scrivile come `2s 3s 6s`.
local-discard-three = { $count ->
    [one] Questa è { $count } carta
   *[other] Queste sono { $count } carte
  }: lo scarto è di esattamente tre carte, come `2s 3s 6s`.

local-col-cards = Carte
local-col-coins = Denari
local-col-settebello = Settebello
local-col-primiera = Primiera
local-col-scope = Scope
local-col-deal = Punti
local-col-total = Totale
local-target = Vince chi arriva per primo a { $target ->
    [one] { $target } punto
   *[other] { $target } punti
  }.

local-tables-none = Ancora nessun tavolo nel terminale. Comincia con `python -m bot play scopa`.
local-tables-saved = Salvati (da finire): lo stesso comando `play` riprende ciascuno
local-tables-finished = Finiti
local-col-game = Gioco
local-col-players = Giocatori
local-col-moves = Mosse
local-col-when = Quando
local-col-winner = Vincitore
local-tables-how = Per rivedere un tavolo finito: `python -m bot export ID --out tavolo.txt`, poi `python -m bot replay tavolo.txt`.
local-export-no-table = Non c'è nessun tavolo #{ $table } in { $db }. `python -m bot tables` li elenca.
local-plays = { $by ->
    [you] { $verb ->
        [lays] Cali
       *[plays] Giochi
    }
   *[other] { $who } { $verb ->
        [lays] cala
       *[plays] gioca
    }
  } { $card }.
local-plays-takes = { $by ->
    [you] Giochi { $card } e prendi
   *[other] { $who } gioca { $card } e prende
  } { $cards }.
local-scopa-sweep = { $by ->
    [you] Scopa! Hai pulito la tavola.
   *[other] Scopa! { $who } ha pulito la tavola.
  }
local-hand-typed = Come si scrivono: { $cards }
