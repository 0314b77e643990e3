## Rifiuti delle regole: ogni gioco

action-not-text = Una mossa si scrive come testo, per esempio `{ $example }`, non { $kind ->
    [none] nulla
    [bool] vero/falso
    [number] un numero
    [list] un elenco
    [bytes] dei byte
   *[other] così
  }.
action-too-long = Sono { $length } caratteri: una mossa è breve, per esempio `{ $example }`.
action-empty = La mossa è vuota: scrivine una, per esempio `{ $example }`.
seat-player = { $start ->
    [yes] Il giocatore
   *[no] il giocatore
  } { $number }
game-over = La partita è finita.

## Opzioni e varianti

option-on-off = L'opzione `{ $option }` è attiva o disattiva, non { $value }.
option-whole-number = L'opzione `{ $option }` vuole un numero intero, non { $value }.
option-number-between = L'opzione `{ $option }` vuole un numero intero tra { $low } e { $high }, non { $value }.
option-number-at-least = L'opzione `{ $option }` vuole un numero intero di almeno { $low }, non { $value }.
option-number-at-most = L'opzione `{ $option }` vuole un numero intero di al massimo { $high }, non { $value }.
option-one-of = L'opzione `{ $option }` accetta questi valori: { $shown }; non { $value }.
option-at-least = L'opzione `{ $option }` deve essere almeno { $low }, non { $value }.
option-at-most = L'opzione `{ $option }` deve essere al massimo { $high }, non { $value }.
option-no-preset = { $game } non ha la variante `{ $preset }`. Varianti: { $known }.
option-no-such = { $game } non ha l'opzione `{ $option }`. Opzioni: { $known }.
option-players = { $game } ({ $form }) si gioca in { $shown }, non in { $players }.

## Carte

card-name-one = Indica una carta, per esempio `7d` o `{ $example }`.
card-unread = Non riesco a leggere { $text } come carta. Prova `7d`, `7♦` o `{ $example }`.
no-such-card = Questa carta non c'è nel mazzo: { $card }.
not-held = Non hai { $card }. La tua mano: { $hand }.

## Scopa

scopa-unread = { $error } Cala una carta con `7d`; prendi con `7d:3c+4s`.
scopa-named-twice = Hai indicato { $card } due volte.
scopa-take-itself = { $card } non può prendere se stesso.
scopa-not-on-table = { $cards } { $count ->
    [one] non è
   *[other] non sono
  } in tavola. In tavola: { $table }.
scopa-must-take = { $card } deve prendere { $capture }. Gioca { $choices }.
scopa-must-capture = { $card } deve fare una presa; scegline una: { $choices }.
scopa-cannot-take = { $card } non può prendere { $cards }. Gioca `{ $lay }` per calarla.
scopa-refused = { $why } { $count ->
    [one] Gioca
   *[other] Scegline una:
  } { $choices }.
scopa-the-whole-table = tutto quello che c'è in tavola ({ $cards })
scopa-the-card-on-table = { $cards } dalla tavola
scopa-the-cards-from-table = { $cards } dalla tavola
scopa-ace-blocks = Con un Asso in tavola, { $card } prende solo l'Asso.
scopa-ace-takes-all = L'Asso prende tutto quello che c'è in tavola ({ $table }).
scopa-fifteen = Nella scopa a 15 le carte devono fare 15 con { $card }: { $value } + { $total } = { $sum }.
scopa-same-rank = { $card } deve prendere la carta di pari valore ({ $cards }), non una somma.
scopa-sum = { $cards } fanno { $total }, non { $value }.
scopa-max-sum = Una presa per somma può prendere al massimo { $most ->
    [one] { $most } carta
   *[other] { $most } carte
  }.
scopa-fewest = Prendi il minor numero di carte possibile.

## Giochi di prese (Scarto, Stovkahra)

tricks-must-follow = Devi rispondere a { $suit }: hai { $held }.
tricks-must-beat = Devi superare { $card }: hai { $held }.
tricks-must-trump = Devi tagliare: hai { $held }.
scarto-not-understood = Non capisco { $action }. Gioca una carta come `Ks`, `Cc`, `T21` o `matto`.
scarto-not-understood-discard = Non capisco { $action }. Gioca una carta come `Ks`, `Cc`, `T21` o `matto`, oppure scarta tre carte: `discard:2s+3c+T5`.
scarto-discard-first = Prima il mazziere scarta tre carte (`discard:2s+3c+T5`).
scarto-discard-when = Lo scarto si fa prima della prima uscita, e solo dal mazziere.
scarto-discard-unread = { $error } Scarta tre carte, per esempio `discard:2s+3c+T5`.
scarto-discard-three = Scarta esattamente tre carte diverse, per esempio `discard:2s+3c+T5`.
scarto-not-held = Non hai { $card } in mano.
scarto-no-matto = Il Matto non si può scartare.
scarto-no-angel = L'Angelo ({ $angel }) non si può scartare.
scarto-no-kings = I Re non si possono scartare ({ $card }).
scarto-bagatto = Il Bagatto (il trionfo 1) si può scartare solo se è il tuo unico trionfo.
stovkahra-declarations-first = Non puoi ancora { $what ->
    [play] giocare una carta
    [pass] passare
    [dost] chiamare dost
   *[brcka] scegliere le brčke
  }: prima vengono le dichiarazioni (dichiara, o `passo`).
stovkahra-brcka-first = Adesso non puoi { $what ->
    [play] giocare una carta
    [pass] passare
    [dost] chiamare dost
   *[brcka] scegliere le brčke
  }: i vincitori scelgono `brcka:add` o `brcka:take`.
stovkahra-play-now = Adesso non puoi { $what ->
    [play] giocare una carta
    [pass] passare
    [dost] chiamare dost
   *[brcka] scegliere le brčke
  }: è il momento di giocare una carta.
stovkahra-match-over = L'incontro è finito.
stovkahra-play-a-card = Gioca una carta.
stovkahra-not-understood = Non capisco { $action }. Gioca una carta come `Ks`, oppure `declare:AAA`, `signal:h`, `dost` o `passo`.
stovkahra-declarations-over = Le dichiarazioni sono chiuse: si fanno prima che esca la prima carta.
stovkahra-not-a-combination = { $text } non è una combinazione. Dichiara tre o quattro carte dello stesso valore: `AAA`, `7777`, `101010`, `KKK`…
stovkahra-cannot-declare = Non puoi dichiarare { $combination }: di quel valore ne hai { $held }.
stovkahra-already-declared = Hai già dichiarato { $rank ->
    [A] gli Assi
    [K] i Re
    [Q] i Cavalli
    [J] i Fanti
   *[other] i { $rank }
  }.
stovkahra-signal-who = Solo chi siede alla destra del mazziere può segnalare, prima della prima uscita.
stovkahra-not-a-suit = { $text } non è un seme. Segnala uno tra `s`, `h`, `d`, `c`.
stovkahra-signal-seven = Puoi segnalare solo se hai il 7 di briscola ({ $card }).
stovkahra-signal-not-trumps = Segnala un seme che ti manca, non la briscola.
stovkahra-signal-void = Hai { $held }: segnala un seme che ti manca.
stovkahra-dost-when = Il dost si chiama subito dopo le dichiarazioni della tua squadra o subito dopo aver vinto una presa.
stovkahra-brcka-choose = Scegli `brcka:add` (al tuo conto) o `brcka:take` (da quello dei perdenti).
stovkahra-brcka-none = I perdenti non hanno brčke da togliere: `brcka:add`.

## Go Fish, Concentration, Old Maid

family-digits = `{ $verb }:` vuole un numero scritto con le cifre 0-9, per esempio `{ $verb }:0`.
family-pick-range = Scegli { $what } (da 0 a { $most }).
family-nothing-to-pick = Non c'è { $what } da scegliere.
family-a-position = una posizione
oldmaid-position-in = { $count ->
    [0] le carte di { $player }
    [one] l'unica carta di { $player }
   *[other] una delle { $count } carte di { $player }
  }
concentration-not-understood = Non capisco { $action }. Scopri una carta con `flip:<posizione>`, per esempio `flip:0`.
concentration-empty = La posizione { $position } è vuota: quella carta è già stata presa. Scegli una carta coperta.
concentration-face-up = La posizione { $position } è già scoperta. Scegli un'altra carta coperta.
oldmaid-not-understood = Non capisco { $action }. Pesca una carta con `draw:<posizione>`, per esempio `draw:0`.
oldmaid-shuffle-off = A questo tavolo non si mescola la mano.
oldmaid-shuffled = Hai già mescolato in questo turno. Pesca una carta con `draw:<posizione>`.
oldmaid-one-card = Una carta sola non si mescola. Pesca una carta con `draw:<posizione>`.
gofish-not-understood = Non capisco { $action }. Chiedi così: `{ $example }` (posto, poi cosa vuoi).
gofish-seat-digits = Indica il giocatore con il numero del posto (cifre 0-9), per esempio `{ $example }`.
gofish-no-seat = Il posto { $seat } non esiste: in `ask:<posto>:…` i posti vanno da 0 a { $most }.
gofish-ask-yourself = Non puoi chiedere a te stesso; chiedi a un altro giocatore.
gofish-no-cards-left = { $who } non ha più carte. Chiedi a chi è ancora in gioco: { $still }.
gofish-card-with-suit = Indica la carta con il seme, per esempio `{ $example }`.
gofish-card-of-rank-held = Puoi chiedere solo una carta di un valore che hai in mano. La tua mano: { $hand }.
gofish-hold-it = { $card } ce l'hai tu; chiedi una carta che non hai.
gofish-in-a-book = { $card } fa già parte di un quartetto.
gofish-ask-rank = Chiedi un valore (A, 2-10, J, Q, K), per esempio `{ $example }`.
gofish-rank-held = Puoi chiedere solo un valore che hai in mano. La tua mano: { $hand }.

## /play e /move

play-no-card-now = Adesso non puoi giocare una carta.
play-not-now = Adesso non puoi giocare { $card }. Giocabili: { $playable }.
play-cannot-target = { $card } non può { $verb ->
    [take] prendere
   *[with] andare con
  } { $cards }. Può: { $options }.
play-choice = { $card } ha più possibilità: { $options }. Indica quale con `{ -opt-capture }:`.
play-no-target = { $verb ->
    [take] nessuna presa
   *[with] niente
  }
play-target-option = { $card } { $verb ->
    [take] prende
   *[with] con
  } { $cards }
play-target-none = { $card }: { play-no-target }

## Nomi delle carte

card-italian = { $article ->
    [yes] { $rank ->
        [A] l'Asso
        [J] il Fante
        [Q] il Cavallo
        [K] il Re
        [8] l'8
       *[other] il { $rank }
      }
    [start] { $rank ->
        [A] L'Asso
        [J] Il Fante
        [Q] Il Cavallo
        [K] Il Re
        [8] L'8
       *[other] Il { $rank }
      }
   *[no] { $rank ->
        [A] Asso
        [J] Fante
        [Q] Cavallo
        [K] Re
       *[other] { $rank }
      }
  } di { $suit ->
    [d] denari
    [h] coppe
    [s] spade
   *[c] bastoni
  }
card-tarot = { $article ->
    [yes] { $rank ->
        [A] l'Asso
        [J] il Fante
        [C] il Cavallo
        [Q] la Donna
        [K] il Re
        [8] l'8
       *[other] il { $rank }
      }
    [start] { $rank ->
        [A] L'Asso
        [J] Il Fante
        [C] Il Cavallo
        [Q] La Donna
        [K] Il Re
        [8] L'8
       *[other] Il { $rank }
      }
   *[no] { $rank ->
        [A] Asso
        [J] Fante
        [C] Cavallo
        [Q] Donna
        [K] Re
       *[other] { $rank }
      }
  } di { $suit ->
    [d] denari
    [h] coppe
    [s] spade
   *[c] bastoni
  }
card-trump = { $article ->
    [yes] il trionfo { $number }
    [start] Il trionfo { $number }
   *[no] trionfo { $number }
  }
card-fool = { $article ->
    [start] Il Matto
   *[other] il Matto
  }
card-joker = Jolly

## Partite registrate (games/record.py): perché un file non si può rivedere

record-file-not-a-record = Questa non è una partita registrata da Tavolo (la prima riga dovrebbe essere `{ $magic }`).
record-file-seat-order = Riga { $line }: mi aspettavo il posto { $expected }, trovato il posto { $found }.
record-file-not-header = La riga { $line } non è una riga d'intestazione (`Nome: valore`): { $text }
record-file-not-move = La riga { $line } non è una mossa numerata (`12. 7d:3c+4s`): { $text }
record-file-move-order = Riga { $line }: mi aspettavo la mossa { $expected }, trovata la { $found }.
record-file-missing-line = Nella registrazione manca la riga `{ $key }:`.
record-file-no-seats = La registrazione non nomina nessun posto (`Seat 1: nome`).
record-file-options-json = La riga `Options:` non è JSON valido.
record-file-options-object = La riga `Options:` dovrebbe essere un oggetto JSON.
record-file-seed = Il seed (il numero che fissa il mescolamento) dev'essere un numero intero, non `{ $seed }`.
record-file-result-differs = La registrazione dice `{ $stated }`, ma le sue mosse danno `{ $replayed }`.
record-file-no-game = L'intestazione della registrazione non avvia una partita: { $reason }
record-file-illegal-move = La mossa { $number } (`{ $action }`) lì non è valida: { $reason }
