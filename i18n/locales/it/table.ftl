## Ciò che il canale e i DM mostrano durante la partita: sala d'attesa, tavolo, mano, riepiloghi
## delle smazzate, fine partita, avvisi di turno, DM di chi segue, avvisi; le parole dell'immagine
## del tavolo. I numeri dei tavoli arrivano come testo ("#1234", mai "#1.234").

## Il tavolo

live-title = { $game } — tavolo #{ $table }
live-seat-number = posto { $number }
seat-computer = Bot { $number }
seat-computer-level = { $name } ({ $level })
live-away = { $who } (assente)
live-waiting = In attesa di cominciare.
live-deal = Smazzata { $deal }
live-on-table = **In tavola:** { $cards }
live-nothing = niente
live-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
live-stock = Mazzo: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
  }
live-players = Giocatori
live-side-number = squadra { $number }
live-first-to = si vince a { $target }
live-move = { $who }: { $move }
live-back = { $who } è di nuovo al tavolo.
live-closed = Questo tavolo è stato chiuso.
live-closed-abandoned = Chiuso da chi l'ha aperto (o da un moderatore).
live-closed-expired = Chiuso: nessuno ha fatto cominciare la partita in tempo.
live-closed-empty = Chiuso: se ne sono andati tutti.
live-closed-broken = Chiuso: dopo un riavvio non è stato possibile riprendere questa partita. Aprine un'altra con `/{ -cmd-table } { -cmd-table-new }`.
live-game-over = Partita finita.
live-how-to-play = Gioca con /{ -cmd-play }, /{ -cmd-hand } o /{ -cmd-move }. Le carte ti arrivano in privato.

## Avvisi nel canale

notice-timed-out = ⏱ { $who } ha finito il tempo: ha giocato un computer al suo posto. Torna a giocare (`/{ -cmd-play }`, `/{ -cmd-hand }`) per riprenderti il posto.
notice-handed-over = { $how ->
    [kicked] 🚪 Chi ha aperto il tavolo ha tolto { $who } dalla partita: d'ora in poi gioca un computer al suo posto. Può riprenderselo tornando a giocare.
   *[left] 🚪 { $who } ha lasciato la partita: d'ora in poi gioca un computer al suo posto. Può riprenderselo tornando a giocare.
  }
notice-dms-closed = { $who }, non posso mandarti messaggi diretti (li hai chiusi per questo server), quindi non ci riproverò. Usa `/{ -cmd-hand }` qui per vedere le tue carte e giocare: lo vedrai solo tu.

## La sala d'attesa

## Il pannello delle opzioni (per chi ha aperto il tavolo)

## La mano di un giocatore (DM, /hand)

handview-title = { $game } — tavolo #{ $table }, smazzata { $deal }
handview-yours = **La tua mano:** { $cards }
handview-empty = vuota
handview-your-turn = Tocca a te.
handview-live-table = tavolo nel canale
handview-live-table-link = [tavolo]({ $url })
handview-not-your-turn = { $armed ->
    [yes] Non tocca ancora a te: questi pulsanti funzionano quando sarà il tuo turno. Il gioco si segue sul { $table }.
   *[no] Non tocca ancora a te: il gioco si segue sul { $table }.
  }

## Riepiloghi delle smazzate

summary-deal-scored = Punti della smazzata { $deal }

## Fine partita

over-title = { $table }: { $outcome }
over-won = Vittoria di { $who }!
over-nobody-won = Nessun vincitore
over-game-over = Partita finita
over-a-player = un giocatore
over-ratings = Rating
over-footer = { $unrated ->
    [yes] Questa partita non conta per il rating. Rivincita: stessi giocatori e stesse regole, quando l'hanno premuta tutti. Nuovo tavolo: una sala d'attesa nuova.
   *[no] Rivincita: stessi giocatori e stesse regole, quando l'hanno premuta tutti. Nuovo tavolo: una sala d'attesa nuova.
  }
over-rematch = Rivincita
over-rematch-count = Rivincita ({ $done }/{ $count })
over-new-table = Nuovo tavolo
over-rematch-on = 🔁 La rivincita è cominciata: tavolo #{ $table }, qui sotto.
# One player in the rematch line: asked already, still to answer.
over-rematch-done = ✅ { $who_name }
over-rematch-still = ⏳ { $who_name }
over-rematch-waiting = 🔁 Rivincita? { $done } · { $waiting } — in attesa di { $who }.

## Cosa ha deciso la partita

facts-score = { $game ->
    [scarto] { $signed } { $count ->
        [one] punto
       *[other] punti
      }
    [stovkahra] { $count ->
        [one] { $count } brčka
       *[other] { $count } brčke
      }
    [gofish] { $count ->
        [one] { $count } quartetto
       *[other] { $count } quartetti
      }
   *[other] { $count ->
        [one] { $count } punto
       *[other] { $count } punti
      }
  }
facts-matches = { $size ->
    [2] { $count ->
        [one] { $count } coppia
       *[other] { $count } coppie
      }
    [3] { $count ->
        [one] { $count } tris
       *[other] { $count } tris
      }
   *[other] { $count ->
        [one] { $count } quartetto
       *[other] { $count } quartetti
      }
  }
facts-separator = {", "}
# Una categoria presa da un lato, e quante ne aveva ciascuno: "alice, 5–3".
facts-taken-count = { $takers }, { $counts }
facts-player = giocatore { $number }
facts-count-to = { $count } a { $other }
facts-settebello = Settebello (7 di denari)
facts-primiera = Primiera
facts-denari = Denari
facts-carte = Carte
facts-tie = nessuno (pari)
facts-tie-each = nessuno (pari, { $count } a testa)
facts-scope = Scope
facts-none = nessuna
facts-settanta = Settanta
facts-re-bello = Re bello
facts-napola = Napola
facts-won-at-once = { $who } { $who_count ->
    [one] vince
   *[other] vincono
  } subito con { $how ->
    [cappotto] tutti e dieci i denari
   *[napola] una napola completa
  }.
facts-last-deal = { $deals ->
    [1] La smazzata
   *[other] Ultima smazzata (di { $deals })
  }
facts-seat-deals = { $who_name }: { $deals } → **{ $total }** ({ $tricks ->
    [one] { $tricks } presa
   *[other] { $tricks } prese
  } in tutto)
facts-below-par = In negativo alla fine: { $who }.
facts-deal-by-deal = Smazzata per smazzata (punti oltre i 26; { $deals ->
    [one] { $deals } smazzata
   *[other] { $deals } smazzate
  })
facts-games-won = Partite vinte
facts-last-game = Ultima partita
facts-last-game-line = { $who }, { $points } ai punti, per { $brcke ->
    [one] { $brcke } brčka
   *[other] { $brcke } brčke
  }.
facts-dost = { $who } { $who_count ->
    [one] ha
   *[other] hanno
  } chiamato dost { $right ->
    [yes] a ragione
   *[no] a torto
  }.
facts-match = Com'è andato l'incontro
facts-books = { $count ->
    [one] { $count } quartetto
   *[other] { $count } quartetti
  }
facts-books-title = Quartetti
facts-rank = { $rank ->
    [A] Assi
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
    [6] sei
    [7] sette
    [8] otto
    [9] nove
    [10] dieci
    [J] Fanti
    [Q] Donne
    [K] Re
   *[other] { $rank }
  }
facts-ran-out = { $who } ha finito le carte prima di tutti.
facts-pond-dry = Il laghetto si è esaurito.
facts-cleared-in = Tavola sgombrata in { $count ->
    [one] { $count } turno
   *[other] { $count } turni
  }.
facts-tiebreak = A pari merito vince chi ha { $card }.
facts-how-it-ended = Com'è finita
facts-left-holding = Alla fine **{ $who }** ha in mano { $variant ->
    [babanuki] il jolly
    [old-maid] la Donna spaiata
   *[other] la carta spaiata
  }: { $card }.
facts-set-aside = La carta messa da parte all'inizio era { $card }.
facts-out-in-order = Senza carte, nell'ordine: { $who }.

## Avvisi di turno

## Seguire un tavolo

follow-unfollow = Smetti di seguire
follow-footer = Segui questo tavolo in #{ $channel }.
follow-closed = Il tavolo è stato chiuso; non lo segui più.
follow-started = Segui il tavolo #{ $table }: ti tengo aggiornato in privato dopo ogni mossa.
follow-already = Segui già il tavolo #{ $table }.
follow-stopped = Non segui più il tavolo #{ $table }.
follow-table-closed = Questo tavolo è stato chiuso.
follow-seated = Giochi a questo tavolo: il messaggio diretto con la tua mano lo segue già.
follow-unavailable = Per ora non si possono seguire i tavoli.

## Permessi mancanti nel canale (con i nomi delle impostazioni di Discord)

perm-name = **{ $permission ->
    [view_channel] Visualizza canale
    [send_messages] Invia messaggi
    [embed_links] Incorpora link
    [attach_files] Allega file
   *[read_message_history] Leggi la cronologia dei messaggi
  }**
perm-cannot-open = Non posso gestire un tavolo in questo canale: qui mi { $count ->
    [one] serve il permesso
   *[other] servono i permessi
  } { $names }. Un amministratore può darmeli nelle impostazioni del canale (Modifica canale › Autorizzazioni). Oppure apri il tavolo in un altro canale.
perm-cannot-keep = ⚠️ Non riesco ad aggiornare qui il tavolo #{ $table }: in questo canale mi { $count ->
    [one] serve il permesso
   *[other] servono i permessi
  } { $names }. Un amministratore può darmeli nelle impostazioni del canale (Modifica canale › Autorizzazioni). Non si perde nulla: si continua a giocare appena ci sono.
perm-cannot-post = ⚠️ Non posso scrivere in { $channel }, dove si gioca il tavolo #{ $table }: lì mi { $count ->
    [one] serve il permesso
   *[other] servono i permessi
  } { $names }. Chiedi a un amministratore di darmeli nelle impostazioni del canale (Modifica canale › Autorizzazioni); non si perde nulla, si continua a giocare appena ci sono.

## L'immagine del tavolo (parole brevi: stanno accanto alle carte)

picture-title = { $game } · smazzata { $deal }
picture-title-over = { $game } · partita finita
picture-player = Giocatore { $number }
picture-dealer = M
# The cards a player holds, on their plate (short: beside the name).
picture-in-hand = { $count } in mano
picture-key-in-hand = carte in mano
picture-taken = carte { $count }
picture-scope = scope { $count }
picture-on-table = In tavola
picture-table-empty = La tavola è vuota
picture-stock = mazzo { $count }
picture-last = Ultima: { $who }
picture-tricks = prese { $count }
picture-brcke = brčke { $count }
picture-trick = Presa in corso
picture-last-trick = Ultima presa
picture-last-trick-won = Ultima presa, di { $who }
picture-to-lead = Di mano: { $who }
picture-discarding = { $who } scarta
picture-trumps = Briscola:
picture-suit = { $suit ->
    [d] Denari
    [h] Coppe
    [s] Spade
   *[c] Bastoni
  }
# The trump suit in one line, where the trump card has no room for its word under it.
picture-trumps-of = Briscola: { picture-suit }
picture-shown-by = Scoperte da { $who }
picture-card-points = Punti carta (su { $total }): { $points }
picture-books = quartetti { $ranks }
# Go Fish: the rank a player asked for last, under their plate (a memory game). $what: the rank in words (rank-plural).
picture-asked = chiede { $what }
picture-pond = Laghetto
picture-pond-empty = Il laghetto è vuoto
picture-pairs = coppie { $count }
picture-out-place = fuori, { $place }º
picture-last-pair-cards = Ultima coppia scartata — { $who }: { $cards }
picture-pairs-out = { $count ->
    [one] { $count } coppia scartata
   *[other] { $count } coppie scartate
  }
picture-left-holding = { $who } resta con
picture-draws-from = { $who } pesca da { $whom }
picture-score = Punti
picture-no-cards = nessuna carta

## The live table's score line, teams and tricks (embeds.score_line, team_line; the presenter)

live-score-of = { $who_name } **{ $score }**
live-score-number = { $score }
live-score-signed = { $score }
live-score-stovkahra = { $brcke ->
    [0] { $score }
    [one] { $score } · { $brcke } brčka
   *[other] { $score } · { $brcke } brčke
  }
live-score-separator = {" · "}
live-team-joiner = {" + "}
live-scoreline = { $scores } — { $goal }
live-goal-first-to = si vince a { $target }
live-goal-deal-of = smazzata { $deal } di { $deals }
live-goal-stovkahra = { $target ->
    [one] { $target } punto vince
   *[other] { $target } punti vincono
  } la partita · { $brcke ->
    [one] { $brcke } brčka vince
   *[other] { $brcke } brčke vincono
  } l'incontro
live-goal-most = { $what ->
    [books] vince chi fa più quartetti
    [pairs] vince chi fa più coppie
   *[matches] vince chi fa più combinazioni
  }
live-goal-cards-left = carte in mano
live-teams = **Squadre:** { $teams }
live-trick-taken = { $who } si aggiudica la presa ({ $cards })
live-deal-totals = { $scores } (si vince a { $target })
live-deal-totals-bare = { $scores }
follow-button-onlookers = Guarda
