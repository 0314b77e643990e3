## Le righe di ogni gioco sul tavolo, nei riepiloghi e nel piè di pagina (bot/discord/games/)

## Scopa

scopa-stock = Tallone: { $count ->
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

gofish-how-to-play = Chiedi con /{ -cmd-ask }, dal DM della mano o con /{ -cmd-hand }. Le carte ti arrivano in DM.
gofish-pond = Mazzo (lo stagno): { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
gofish-books = Quartetti: { $books }
gofish-no-books = Quartetti: ancora nessuno
gofish-sitting-out = Fuori dal giro: { $names }
concentration-how-to-play = Scopri le carte con i pulsanti numerati qui sotto o con /{ -cmd-flip }.
concentration-no-hand = A Concentration non c'è una mano: scopri le carte sul tavolo nel canale (i pulsanti numerati sotto il tavolo) o usa `/{ -cmd-flip } { -opt-position }:`.
concentration-left = Carte rimaste sul tavolo: { $count } — il tavolo è qui sotto.
concentration-joker-shuffled = Il jolly ha rimescolato il tavolo!
concentration-few-shuffled = Poche carte rimaste: il tavolo è stato rimescolato.
concentration-joker-skip = { $who } ha scoperto il jolly e salta il prossimo turno.
concentration-moved = Le carte ricoperte hanno cambiato posto.
concentration-moves = Mosse: { $count }
oldmaid-how-to-play = Pesca con i pulsanti qui sotto o con /{ -cmd-draw }. Le carte ti arrivano in DM.

## Scarto, Stovkahra

scarto-how-to-play = Gioca dal DM della mano, con /{ -cmd-hand } o /{ -cmd-play }; anche il mazziere scarta lì. Le carte ti arrivano in DM.
# Mai la parola "segnale" qui: il tavolo non deve poter capire che ne è stato dato uno.
stovkahra-how-to-play = Gioca con /{ -cmd-play }, /{ -cmd-hand } o /{ -cmd-move }; ci sono anche /{ -cmd-declare } e /{ -cmd-dost }. Le carte ti arrivano in DM.
stovkahra-target = una partita si vince a { $target } punti
# Il pannello del mazziere, mai il canale.
scarto-discard-label = scarta { $cards }
# Pulsanti ed etichette sul pannello privato di chi gioca a Stovkahra (il segnale resta segreto).
stovkahra-declare-button = Dichiara { $declaration }
stovkahra-pass-button = Passo (ho finito di dichiarare)
stovkahra-signal-button = Segnale segreto: gioca { $suit }
stovkahra-dost-button = Dost: fermati e conta ora (giusto solo a 100+)
stovkahra-signal-label = segnale segreto: gioca { $suit }
stovkahra-pass-label = passo (ho finito di dichiarare)
stovkahra-dost-label = chiama dost: fermati e conta ora (giusto solo a 100 o più)

## Le righe dei giochi di famiglia sul tavolo

family-player-number = giocatore { $number }
gofish-books-of = { $who } { $count } ({ $ranks })
gofish-asked-got = { $asker } ha chiesto { $wanted } a { $target }: ha ricevuto { $cards }.
gofish-asked-lucky = { $asker } ha chiesto { $wanted } a { $target }: vai a pescare! Ha pescato { $card }: che fortuna, chiede ancora.
gofish-asked-fish = { $asker } ha chiesto { $wanted } a { $target }: vai a pescare! Ha pescato una carta.
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
scarto-tricks-of = { $who } { $count } ({ $points } punti)
stovkahra-suit = { $suit ->
    [s] spade
    [h] coppe
    [d] denari
   *[c] bastoni
  }
stovkahra-trumps = **Briscola: { $suit }** (carta in fondo { $card }, al mazziere { $dealer })
stovkahra-face-up = Date scoperte a { $who }: { $cards }
stovkahra-declare-phase = Dichiarazioni prima della prima uscita: `/{ -cmd-declare }`, oppure passa.
stovkahra-tricks-of = { $who } { $count } ({ $points } punti carte)
