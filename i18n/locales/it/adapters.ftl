## Le righe di ogni gioco sul tavolo, nei riepiloghi e nel piè di pagina (bot/discord/games/)

## Scopa

scopa-stock = Mazzo: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
scopa-sweeps = Scope: { $sides }
scopa-side-gained = squadra { $number }: +{ $total }
scopa-deal-points = carte { $carte } ({ $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
  }) · denari { $denari } ({ $coins }) · settebello { $settebello } · primiera { $primiera } ({ $primiera_total }) · scope { $scope }{ $has_settanta ->
    [yes] {" "}· settanta { $settanta }
   *[no] {""}
  }{ $has_re_bello ->
    [yes] {" "}· re bello { $re_bello }
   *[no] {""}
  }{ $has_napola ->
    [yes] {" "}· napola { $napola }
   *[no] {""}
  }

## Go Fish, Concentration, Old Maid

gofish-how-to-play = Chiedi con /{ -cmd-ask }, dal messaggio diretto con la tua mano o con /{ -cmd-hand }. Le carte ti arrivano in privato.
gofish-pond = Laghetto: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
gofish-books = Quartetti: { $books }
gofish-no-books = Quartetti: ancora nessuno
gofish-sitting-out = Fuori dal giro: { $names }
concentration-how-to-play = Scopri le carte con i pulsanti numerati qui sotto o con /{ -cmd-flip }.
concentration-no-hand = A Memory non c'è una mano: scopri le carte in tavola nel canale (i pulsanti numerati sotto il tavolo) o usa `/{ -cmd-flip } { -opt-position }:`.
concentration-left = Carte rimaste in tavola: { $count } — la tavola è qui sotto.
concentration-joker-shuffled = Il jolly ha rimescolato le carte in tavola!
concentration-few-shuffled = Poche carte rimaste: le carte in tavola sono state rimescolate.
concentration-joker-skip = { $who } ha scoperto il jolly e salta il prossimo turno.
concentration-moved = Le carte ricoperte hanno cambiato posto.
concentration-moves = Mosse: { $count }
oldmaid-how-to-play = Pesca con i pulsanti qui sotto o con /{ -cmd-draw }. Le carte ti arrivano in privato.

## Scarto, Stovkahra

scarto-how-to-play = Gioca dal messaggio diretto con la tua mano, con /{ -cmd-hand } o /{ -cmd-play }; anche il mazziere scarta lì. Le carte ti arrivano in privato.
# Mai la parola "segnale" qui: il tavolo non deve poter capire che ne è stato dato uno.
stovkahra-how-to-play = Gioca con /{ -cmd-play }, /{ -cmd-hand } o /{ -cmd-move }; ci sono anche /{ -cmd-declare } e /{ -cmd-dost }. Le carte ti arrivano in privato.
stovkahra-target = una partita si vince a { $target ->
    [one] { $target } punto
   *[other] { $target } punti
  }
# Il pannello del mazziere, mai il canale.
scarto-discard-label = scarta { $cards }
# Pulsanti ed etichette sul pannello privato di chi gioca a Stovkahra (il segnale resta segreto).
stovkahra-declare-button = Dichiara { $declaration }
stovkahra-pass-button = Passo (ho finito di dichiarare)
stovkahra-signal-button = Segnale segreto: esci a { $suit }
stovkahra-dost-button = Dost: si ferma la smazzata e si conta (vale solo con 100 o più)
stovkahra-signal-label = segnale segreto: esci a { $suit }
stovkahra-pass-label = passo (ho finito di dichiarare)
stovkahra-dost-label = chiama dost: si ferma la smazzata e si conta (vale solo con 100 o più)

## Le righe dei giochi di famiglia sul tavolo

family-player-number = giocatore { $number }
gofish-books-of = { $who } { $count } ({ $ranks })
gofish-asked-got = { $asker } ha chiesto { $wanted } { $target_initial ->
        [a] ad { $target }
       *[other] a { $target }
    } e ha ricevuto { $cards }.
gofish-asked-lucky = { $asker } ha chiesto { $wanted } { $target_initial ->
        [a] ad { $target }
       *[other] a { $target }
    }. «Vai a pescare!» { $asker } ha pescato { $card }, proprio la carta chiesta, e chiede ancora.
gofish-asked-fish = { $asker } ha chiesto { $wanted } { $target_initial ->
        [a] ad { $target }
       *[other] a { $target }
    }. «Vai a pescare!» { $asker } ha pescato una carta dal laghetto.
concentration-took = { $who } ha preso { $cards }.
concentration-no-match = { $who } ha scoperto { $cards }: nessuna coppia.
oldmaid-draws-from = { $who } pesca da { $source } ({ $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }) — le carte sono qui sotto.
oldmaid-paired = { $who } ha pescato { $card } e ha scartato una coppia.
oldmaid-place = { $who } ({ $place }º)
oldmaid-out = Fuori: { $players }
oldmaid-loses = { $who } resta con { $card } in mano e perde.
oldmaid-set-aside = La carta messa da parte era { $card }.

## Le righe dei giochi di prese sul tavolo

tricks-team-number = squadra { $number }
tricks-played-card = { $who } { $card }
tricks-trick = **Presa { $number }:** { $played }
tricks-last-trick = Ultima presa: { $cards } — vinta da { $who }
tricks-led-by = Apre { $who }: { $suit }
tricks-won = Prese vinte: { $each }
scarto-deal-header = Smazzata { $deal } di { $deals } · mazziere { $dealer } · Angelo { $angel }
scarto-dealer-discarding = { $dealer } sta scartando tre carte (`/{ -cmd-discard }`).
scarto-suit = { $suit ->
    [s] spade
    [h] coppe
    [d] denari
    [c] bastoni
   *[trumps] trionfi
  }
scarto-tricks-of = { $count } per { $who } ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
  })
scarto-suit-title = { $suit ->
    [s] Spade
    [h] Coppe
    [d] Denari
    [c] Bastoni
   *[trumps] Trionfi
  }
stovkahra-suit = { $suit ->
    [s] spade
    [h] coppe
    [d] denari
   *[c] bastoni
  }
stovkahra-trumps = **Briscola: { $suit }** (carta in fondo { $card }, al mazziere { $dealer })
stovkahra-face-up = Carte date scoperte { $who_initial ->
        [a] ad { $who }
       *[other] a { $who }
    }: { $cards }
stovkahra-declare-phase = Dichiarazioni prima della prima uscita: `/{ -cmd-declare }`, oppure passa.
stovkahra-tricks-of = { $count } per { $who } ({ $points ->
    [one] { $points } punto carta
   *[other] { $points } punti carta
  })
stovkahra-declared = Dichiarazioni: { $each }
stovkahra-declared-by = { $who } { $declaration }
stovkahra-brcka-phase = { $who } { $who_count ->
    [one] vince
   *[other] vincono
  } { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }: da aggiungere al proprio conto o da togliere a quello degli avversari (`/{ -cmd-move }`).
stovkahra-winners = i vincitori
stovkahra-brcke-line = Partita { $game } · brčke { $each } (l'incontro si vince a { $target ->
    [one] { $target } brčka
   *[other] { $target } brčke
  })
stovkahra-brcke-of = { $who } { $brcke }

## How a trick game's deal scored (live table, deal summary, replays)

tricks-how-it-scored = Il conteggio
scarto-deal-scored = **Conteggio della smazzata { $deal }** (punti − 26):
scarto-seat-scored = { $who }: carte { $cards } + { $tricks ->
    [one] { $tricks } presa
   *[other] { $tricks } prese
  } = { $points } → { $score } (totale { $total })
scarto-seat-scored-discard = { $who }: carte { $cards } + { $tricks ->
    [one] { $tricks } presa
   *[other] { $tricks } prese
  } + scarto { $discard } + 1 presa = { $points } → { $score } (totale { $total })
stovkahra-deal-scored = **Conteggio della smazzata { $deal }:**
stovkahra-team-scored = { $who }: { $items } = { $total } (totale della partita { $game_total })
stovkahra-card-points = carte { $points }
stovkahra-bonus = { $bonus ->
    [first-seven] prima presa con un 7
    [seven] presa vinta con un 7
    [last-seven] ultima presa con un 7
   *[last] ultima presa
  } { $points }
stovkahra-dost-claimed = Dost chiamato da { $who }: { $right ->
    [yes] giusto
   *[no] sbagliato
  }.
stovkahra-game-won = { $who } { $who_count ->
    [one] vince
   *[other] vincono
  } la partita: { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.

## The trick games' own commands and the dealer's discard (private replies)

scarto-discarded = Hai scartato { $cards }; contano come una presa tua.
scarto-discard-placeholder = Tre carte da scartare
scarto-discard-group-placeholder = { $group } da scartare
scarto-discard-suit-cards = Carte di seme
scarto-discard-trumps = Trionfi
scarto-discard-exactly = { $count ->
    [one] È { $count } carta
   *[other] Sono { $count } carte
  }: lo scarto è di esattamente tre carte.
scarto-discard-prompt = **Sei il mazziere: scegli tre carte da scartare** (né Re, né { $angel }, né { $matto }; { $bagatto } solo se è il tuo unico trionfo).
scarto-discard-prompt-two = **Sei il mazziere: scegli tre carte da scartare** (né Re, né { $angel }, né { $matto }; { $bagatto } solo se è il tuo unico trionfo), da una lista o da entrambe.
scarto-discard-picked = Scelte finora: **{ $cards }** — { $left ->
    [one] ne manca { $left }
   *[other] ne mancano { $left }
  }.
stovkahra-declared-yours = Hai dichiarato { $declaration } per la tua squadra.
stovkahra-signalled = Hai segnalato { $partner_initial ->
        [a] ad { $partner }
       *[other] a { $partner }
    } di uscire a { $suit }. Il tavolo vede solo che hai finito di dichiarare.
stovkahra-signal-dm = Tavolo #{ $table }: { $who } ti segnala in segreto: esci a { $suit }.
stovkahra-dost-result = Dost! { $right ->
    [yes] Giusto: la tua squadra vince
   *[no] Sbagliato: gli avversari vincono
  } la partita e { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
