# I rifiuti delle regole: ogni errore per il suo codice (docs/errors.md). `$text` è il testo citato.

## Di che cosa si tratta.
error-bad-rules = regole errate: {$reason}
error-bad-position = posizione errata: {$reason}
error-bad-equipment = materiale errato: {$reason}

## Il tavolo.
error-table-over = la partita è finita
error-table-not-your-turn = non è il tuo turno: tocca a {$seat}
error-table-nothing-to-undo = non c'è niente da annullare
error-table-no-draw-by-agreement = questo gioco non ammette pareggio per accordo
error-any-not-this-game = {$action} non è una mossa di { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}

## La riga delle impostazioni di ogni gioco.
error-settings-not-key-value = atteso chiave=valore, trovato «{$text}»
error-settings-given-twice = {$key} è indicato due volte
error-settings-unknown-setting = impostazione sconosciuta «{$key}»: le impostazioni sono {$expected}
error-settings-bad-setting-value = {$key}=«{$value}»: atteso { $expected ->
    [yes-no] yes o no
    [on-off] on o off
    [auto-announce] auto o announce
    [players] da 2 a 5
    [turn-cap] un numero di turni, da 1 a 65535
    [ply-cap] none o un numero di turni da 1 a 4294967295
    [first-seat] un giocatore da 1 a 5, o random
    [situations] on, off o from:N (attive dopo N round)
    [situations-from] from: e il numero di round giocati senza, da 1 a 65535
   *[other] {$expected}
}

## Quarto!: le regole.
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = caratteristica sconosciuta «{$text}»: atteso height (altezza), colour (colore), shape (forma) o top (pieno o cavo)
error-quarto-attribute-twice = la caratteristica { $attribute ->
    [height] {quarto-trait-tall}/{quarto-trait-short}
    [colour] {quarto-trait-light}/{quarto-trait-dark}
    [shape] {quarto-trait-round}/{quarto-trait-square}
   *[top] {quarto-trait-solid}/{quarto-trait-hollow}
} è indicata due volte
error-quarto-no-attribute = nessuna caratteristica indicata: ne conta almeno una

## Quarto!: le mosse scritte.
error-quarto-not-a-piece = «{$text}» non è un pezzo: atteso una cifra esadecimale 0-f
error-quarto-not-a-cell = «{$text}» non è una casella della scacchiera: atteso da a1 a d4
error-quarto-not-an-alignment = «{$text}» non è né una linea né un quadrato: indica le sue due caselle estreme, come a1-d1, a1-a4, a1-d4, a4-d1 o b2-c3
error-quarto-not-an-action = «{$text}» non è una mossa: atteso un pezzo da dare (7), una casella dove collocare (b3), un annuncio (Q:a1-d4) o pass

## Quarto!: le posizioni.
error-quarto-empty-position = vuota: atteso `<scacchiera> <mano>`, come `..../..../..../.... -`
error-quarto-missing-hand = manca la mano dopo la scacchiera: aggiungi ` -` o il pezzo da collocare
error-quarto-position-fields = attesi due campi `<scacchiera> <mano>` (e in modalità annuncio la casella i cui quarto si possono annunciare), trovati {$count}
error-quarto-board-rows = la scacchiera ha { $count ->
    [one] {$count} riga
   *[other] {$count} righe
}; attese 4 righe separate da '/'
error-quarto-row-length = la riga {$row} ha {$cells} caselle; attese 4
error-quarto-bad-board-character = carattere «{$found}» errato in {$cell}: atteso '.' o una cifra esadecimale 0-f
error-quarto-piece-twice = il pezzo {$piece} è due volte sulla scacchiera, in {$first} e in {$second}
error-quarto-no-hand = nessun pezzo in mano, ma la partita non è finita ({$count} pezzi collocati, nessun quarto): scrivi il pezzo da collocare, o `*` se chi ha appena collocato deve dare
error-quarto-give-at-start = `*` (dare dopo aver collocato) richiede un pezzo sulla scacchiera; l'inizio si scrive `-`
error-quarto-give-on-full-board = `*` con la scacchiera piena: non resta nessun pezzo da dare
error-quarto-bad-hand = mano «{$text}» errata: atteso una cifra esadecimale 0-f, `-` o `*`
error-quarto-hand-on-board = il pezzo {$piece} è in mano e anche sulla scacchiera in {$cell}
error-quarto-already-won = la posizione è già vinta: {$alignment} è un quarto, quindi la partita è finita lì (scrivi `-` per la partita finita)
error-quarto-not-one-placement = impossibile: i quarto {$alignments} non possono essere stati fatti tutti da un solo pezzo collocato
error-quarto-winner-unknown = in modalità annuncio un quarto sulla scacchiera può essere stato annunciato oppure no, quindi `-` non dice chi ha vinto, salvo con la scacchiera piena e senza alcun quarto: usa la registrazione di una partita
error-quarto-claim-in-auto-mode = un terzo campo («{$text}», un pezzo collocato il cui quarto si può annunciare) si scrive solo in modalità annuncio
error-quarto-claim-not-a-cell = il terzo campo «{$text}» non è una casella: indica il pezzo collocato i cui quarto si possono annunciare
error-quarto-claim-on-empty-cell = {$cell} è vuota, quindi non è un pezzo collocato il cui quarto si può annunciare
error-quarto-no-claim-here = qui non si può annunciare nulla ({$cell}): la partita è finita o non è cominciata
error-quarto-no-quarto-through = nessun quarto passa per {$cell}, quindi non c'è niente da annunciare: ometti il terzo campo

## Quarto!: le mosse non valide.
error-quarto-game-over = la partita è finita
error-quarto-wrong-phase = ora si deve { $expected ->
    [give] dare un pezzo
    [place] collocare il pezzo ricevuto
   *[claim] annunciare «QUARTO!» o passare
}, non { $found ->
    [give] dare
   *[place] collocare
}
error-quarto-piece-not-in-pool = il pezzo {$piece} non è tra i pezzi rimasti
error-quarto-cell-taken = la casella {$cell} non è libera
error-quarto-no-claims-in-auto-mode = «QUARTO!» si annuncia solo in modalità annuncio
error-quarto-squares-do-not-count = {$alignment} è un quadrato, e in questa partita i quadrati non contano
error-quarto-not-a-quarto = {$alignment} non è un quarto
error-quarto-not-claimable = {$alignment} non è stato fatto dall'ultimo pezzo collocato: l'annuncio è scaduto o non è mai stato possibile
error-quarto-no-pass = passare serve solo a rinunciare all'annuncio dopo l'ultimo pezzo

## Quarto danese: le regole.
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }

## Quarto danese: intersezioni e mosse scritte.
error-danish-not-a-point = «{$text}» non è un'intersezione: atteso una colonna a-i e una riga 1-9, come e5
error-danish-not-on-the-board = «{$text}» non è un'intersezione del tavoliere: { $corner ->
    [true] i quattro angoli a1, i1, a9 e i9 non sono sul tavoliere
   *[false] nessuna intersezione ha colonna e riga di parità diversa (a3, b2, b4 lo sono; a2 no)
}
error-danish-not-a-move = «{$text}» non è una mossa: atteso un'intersezione dove collocare (e5), uno spostamento (e5-f6), l'uno o l'altro seguito da una cattura (d2xe7, e5-f6xg3), o pass
error-danish-move-to-same-point = {$point}-{$point} non sposta nulla: uno spostamento va verso un'altra intersezione

## Quarto danese: le posizioni.
error-danish-position-fields = attesi quattro campi `<intersezioni del Bianco>/<intersezioni del Nero> <w|b> <Bianco in mano> <Nero in mano>` (l'inizio è `/ w 12 12`), trovati {$count}
error-danish-no-slash = «{$text}» non ha `/`: scrivi le intersezioni del Bianco, `/`, poi quelle del Nero (ogni elenco può essere vuoto)
error-danish-slash-twice = «{$text}» ha più di un `/`: scrivi le intersezioni del Bianco, `/`, poi quelle del Nero
error-danish-empty-item = un elemento vuoto nelle intersezioni del { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} «{$text}»: separa le intersezioni con una sola virgola
error-danish-point-twice = {$point} è elencata due volte
error-danish-bad-side = il giocatore di turno è «{$text}»: atteso w o b
error-danish-bad-hand = pedine in mano del { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} «{$text}»: atteso un numero da 0 a 12
error-danish-too-many-pieces = il { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} ha { $board ->
    [one] {$board} pedina
   *[other] {$board} pedine
} sul tavoliere e {$hand} in mano, più di 12
error-danish-already-lost = il { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} ha solo { $total ->
    [one] {$total} pedina
   *[other] {$total} pedine
} (tavoliere e mano), quindi ha già perso; la registrazione di una partita mostra una partita finita
error-danish-impossible-captures = il { $colour ->
    [white] { danish-white } ha perso {$lost} pedine, ma il { danish-black }
   *[black] { danish-black } ha perso {$lost} pedine, ma il { danish-white }
} ne ha collocate solo {$captor_placed} e può averne catturate al massimo {$most} (nessuna pedina si è ancora mossa: una cattura per turno, dalla 4ª pedina di un giocatore in poi)
error-danish-hands-out-of-turn = il Bianco ha {$white} pedine in mano e il Nero {$black}, con il { $to_move ->
    [white] Bianco
   *[black] Nero
} di turno; i giocatori collocano a turno, prima il Bianco, quindi con il Bianco di turno ne hanno lo stesso numero, e con il Nero di turno il Nero ne ha una in più

## Quarto danese: le mosse non valide.
error-danish-game-over = la partita è finita
error-danish-must-place = { $hand ->
    [one] ancora una pedina in mano
   *[other] ancora {$hand} pedine in mano
}: collocane una (scrivi l'intersezione, come e5)
error-danish-must-move = tutte le pedine sono collocate: muovine una (scrivi partenza-arrivo, come e5-f6)
error-danish-pass-with-moves = un giocatore può passare solo quando non può muovere
error-danish-not-your-piece = nessuna pedina del { $mover ->
    [white] { danish-white }
   *[black] { danish-black }
} è in {$point}
error-danish-occupied = {$point} non è libera
error-danish-not-joined = {$from} e {$to} non sono unite da una linea (solo chi ha 4 pedine salta)
error-danish-no-square-made = questa mossa non forma alcun quadrato valido, quindi non cattura nulla
error-danish-capture-required = questa mossa forma un quadrato valido: indica la cattura, come e5-f6xg3
error-danish-not-opponent-piece = in {$point} non c'è nessuna pedina avversaria da catturare
error-danish-protected = {$point} è un vertice di un quadrato valido del suo proprietario, quindi non può essere catturata
error-danish-wins-without-capture = entrambi i giocatori hanno 4 pedine: formare un quadrato valido vince subito, senza cattura

## Quartino: le regole.
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: atteso da 2 a 5
error-quartino-not-enough-cards = players={$players}: {$cards} carte non bastano a darne {$hand} a ciascuno dei {$players} giocatori
error-quartino-no-such-seat = first={$seat}, ma i giocatori sono solo {$players}
error-quartino-cap-zero = cap=0: il limite deve essere di almeno 1 turno

## Quartino: il materiale.
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = manca il campo {$field}=
error-quartino-equipment-not-a-number = {$field}=«{$text}»: atteso un numero intero
error-quartino-equipment-ring = ring={$ring}: atteso da 1 a 15
error-quartino-equipment-hand-zero = hand=0: un giocatore ha bisogno di almeno una carta
error-quartino-equipment-permutations-size = cards=permutations richiede quarti di tante caselle quanti sono i colori ({$colours}), non {$pattern}
error-quartino-equipment-not-a-card = cards: «{$text}» non è una carta: attese lettere di colore
error-quartino-equipment-too-many-cards = {$count} carte: al massimo 64
error-quartino-equipment-card-twice = cards: {$card} è due volte nel mazzo
error-quartino-equipment-card-size = cards: {$card} mostra {$spaces} caselle, ma un quarto ne ha {$pattern}
error-quartino-equipment-card-colour = cards: {$card} usa {$colour}, che non è uno dei colori
error-quartino-equipment-hand-too-big = hand={$hand}: {$cards} carte non bastano a darne {$hand} a due giocatori
error-quartino-equipment-colour-spec = colours: «{$text}» non è lettera:nome:gettoni, come Y:yellow:7
error-quartino-equipment-colour-letter = colours: «{$text}» non è una sola lettera maiuscola
error-quartino-equipment-colour-name = colours: il nome «{$text}» deve essere fatto di lettere, cifre, '-' o '_'
error-quartino-equipment-no-tokens = colours: {$colour} non ha gettoni
error-quartino-equipment-colour-twice = colours: {$colour} è indicato due volte
error-quartino-equipment-too-many-colours = {$count} colori: al massimo 8
error-quartino-equipment-too-many-tokens = {$count} gettoni in tutto: al massimo 32
error-quartino-equipment-quarter-space = quarters: «{$text}» non è una casella (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters: {$space} non è su un anello di {$ring}
error-quartino-equipment-space-twice-in-quarter = quarters: {$space} è due volte nel quarto «{$quarter}»
error-quartino-equipment-quarter-too-big = quarters: «{$text}» ha più di 8 caselle
error-quartino-equipment-quarter-sizes = quarters: ogni quarto deve avere {$pattern} caselle, uno ne ha {$other}
error-quartino-equipment-too-many-quarters = {$count} quarti: al massimo 16
error-quartino-equipment-quarter-twice = quarters: Q{$number} è uguale a un quarto precedente
error-quartino-equipment-mirror-slots = mirror: date {$slots} posizioni, ma una carta ne ha {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror: attesa ogni posizione da 0 a {$last} una volta, come 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror: leggere una carta due volte allo specchio deve restituirla

## Quartino: le mosse scritte.
error-quartino-not-a-colour = «{$text}» non è un colore: attesa una lettera, come Y
error-quartino-not-a-space = «{$text}» non è una casella: atteso C o R0, R1, …
error-quartino-not-a-quarter = «{$text}» non è un quarto: atteso Q0, Q1, …
error-quartino-not-a-card = «{$text}» non è una carta: attese le sue lettere di colore, come YBGP
error-quartino-not-an-action = «{$text}» non è una mossa: { $why ->
    [column-space] dopo column@ viene una casella: C o R0, R1, …
    [claim-quarter] una richiesta nomina un quarto Q0, Q1, …
    [claim-card] una richiesta nomina una carta con le lettere dei suoi colori, come YBGP@Q5
    [place-space] dopo @ viene una casella (C, R0, R1, …) dove collocare, o un quarto (Q0, Q1, …) dove reclamare
    [place-colour] una collocazione nomina una sola lettera di colore, come Y@R3
   *[no-at] atteso four, end, column@<casella>, <colore>@<casella> (Y@R3) o <carta>@<quarto> (YBGP@Q5)
}

## Quartino: le posizioni.
error-quartino-position-fields = attesi 5 campi `<tabellone> <di turno> <fase> <turni> <giocatori>`, trovati {$count}
error-quartino-board-spaces = il tabellone ha {$found} caselle; attese {$expected}: C, R0, … R{$last} separate da '/'
error-quartino-empty-stack-text = la pila di {$space} è un testo vuoto: scrivi . per una casella vuota
error-quartino-not-a-colour-of-the-game = {$space}: «{$found}» non è un colore di questo gioco
error-quartino-too-many-tokens = più di {$tokens} gettoni {$name} ({$colour}) sul tabellone
error-quartino-bad-mover = il giocatore di turno è «{$text}»: atteso da 1 a {$players}
error-quartino-bad-turns = il numero di turni è «{$text}»: atteso un numero intero
error-quartino-past-cap = {$turns} turni giocati, oltre il limite di {$cap}
error-quartino-seat-count = la posizione ha {$found} giocatori, ma le regole dicono players={$players}
error-quartino-seat-unknown-card = giocatore {$seat}: {$card} non è una carta di questo gioco
error-quartino-card-twice = la carta {$card} è scritta due volte (giocatore {$first} e giocatore {$second})
error-quartino-seat-not-a-card = giocatore {$seat}: «{$text}» non è una carta
error-quartino-mixed-hand = giocatore {$seat}: una mano è tutta scoperta o tutta coperta (?)
error-quartino-card-count = il giocatore {$seat} ha {$held} carta/e in mano e {$aside} messa/e da parte; ogni giocatore ne ha ricevute {$dealt}
error-quartino-hidden-hand = la mano del giocatore {$seat} è coperta (?): una posizione completa mostra tutte le mani
error-quartino-winner-not-to-move = il giocatore {$seat} ha messo da parte tutte le sue carte e ha vinto: è lui il giocatore di turno della partita finita
error-quartino-not-over = la partita non è finita: nessuno ha messo da parte tutte le sue carte e il limite di {$cap} turni non è raggiunto
error-quartino-two-winners = più di un giocatore ha messo da parte tutte le sue carte
error-quartino-won-not-over = il giocatore {$seat} ha messo da parte tutte le sue carte, quindi la partita è finita: scrivi - per la fase
error-quartino-capped-not-over = il limite di {$cap} turni è raggiunto, quindi la partita è finita: scrivi - per la fase
error-quartino-bad-phase = fase «{$text}»: atteso S con F e/o C e un +1 facoltativo (situazioni), da P1 a P3 (gettoni da collocare), Q (reclamare o finire), o -
error-quartino-situations-not-played = fase «{$phase}»: in questo turno le situazioni non si giocano (situations={$situations})
error-quartino-bad-marks = fase «{$phase}»: dopo + (usata in questo turno) o - (rifiutata) vengono F (quattro colori) e C (colonna)
error-quartino-letter-twice = fase «{$phase}»: {$letter} è scritta due volte
error-quartino-phase-nothing-to-place = fase «{$phase}»: tutte le pile della riserva sono vuote, quindi non c'è niente da collocare: scrivi Q
error-quartino-too-many-due = fase «{$phase}»: {$left} gettoni da collocare richiedono situazioni usate in questo turno (scrivi +F, +C o +FC)
error-quartino-marks-with-column = fase «{$phase}»: finché una colonna può ancora essere tolta (P…@), quattro colori è usata e la colonna aperta: non scrivere né + né -
error-quartino-column-count = fase «{$phase}»: finché una colonna può ancora essere tolta, restano da 0 a 3 gettoni da collocare (P3@R3)
error-quartino-phase-space = fase «{$phase}»: «{$text}» non è una casella di questo tabellone
error-quartino-space-twice = fase «{$phase}»: {$space} è scritta due volte
error-quartino-phase-not-a-column = fase «{$phase}»: la pila in {$space} è alta {$height}, quindi non era una colonna all'inizio del turno (una colonna cresce soltanto finché non viene tolta)
error-quartino-bad-used = fase «{$phase}»: dopo + viene 1 (una situazione usata)
error-quartino-nothing-open = fase «{$phase}»: una fase di situazioni ha aperte F, C o entrambe
error-quartino-three-situations = fase «{$phase}»: esistono solo due situazioni
error-quartino-four-then-column = fase «{$phase}»: usata quattro colori, una colonna può essere tolta in qualsiasi momento delle collocazioni: scrivi P3@ e le caselle delle colonne (P3@R3)
error-quartino-no-column = fase «{$phase}»: la colonna è aperta, ma nessuna pila è alta 4
error-quartino-four-colours = fase «{$phase}»: { $on_board ->
    [true] un colore ha 4 gettoni sul tabellone, quindi quattro colori è aperta (scrivi F)
   *[false] quattro colori è aperta, ma nessun colore ha 4 gettoni sul tabellone
}
error-quartino-column-not-written = fase «{$phase}»: una pila è alta 4, quindi la colonna è aperta (scrivi C)
error-quartino-no-turn-yet = il giocatore {$seat} ha messo da parte {$aside} carta/e ma non ha ancora giocato un turno ({$turns} turno/i giocato/i, di turno il giocatore {$mover})
error-quartino-too-many-placements = numeri impossibili: {$on_board} gettone/i sul tabellone, {$claims} carta/e messa/e da parte (ogni carta reclamata ha tolto {$taken} gettoni dal tabellone) e {$due} ancora da collocare fanno {$needed} collocazioni, ma in {$turns} turno/i si possono collocare al massimo {$most} gettoni
error-quartino-bad-viewer = l'osservatore è «{$text}»: atteso da @1 a @{$players}
error-quartino-viewer-hidden = il giocatore {$seat} è l'osservatore, quindi la sua mano è scoperta, non ?
error-quartino-hand-shown = la mano del giocatore {$seat} è scoperta, ma un'osservazione mostra solo la mano dell'osservatore (scrivi ? per ogni carta coperta{ $spectator ->
    [true] , o aggiungi @N per l'osservatore
   *[false] {""}
})

## Quartino: le mosse non valide.
error-quartino-game-over = la partita è finita
error-quartino-unknown-colour = questo gioco non ha il colore {$colour}
error-quartino-unknown-space = questo tabellone non ha la casella {$space}
error-quartino-unknown-quarter = questo tabellone non ha il quarto {$quarter}
error-quartino-unknown-card = {$card} non è una carta di questo gioco
error-quartino-situations-off = in questa partita le situazioni non si giocano (situations=off)
error-quartino-situations-not-yet = le situazioni si giocano dopo {$rounds} giro/i (situations=from:{$rounds}), e questo è il giro {$round}
error-quartino-no-colour-with-four-tokens = quattro colori non è aperta: nessun colore aveva 4 gettoni sul tabellone all'inizio del turno
error-quartino-four-colours-used = quattro colori è già stata usata in questo turno
error-quartino-situations-declined = le situazioni si usano all'inizio del turno: la prima collocazione di questo turno vi ha rinunciato
error-quartino-no-stack-of-four = nessuna colonna da togliere: nessuna pila era alta 4 all'inizio del turno
error-quartino-one-column-per-turn = una colonna per turno: una colonna è già stata tolta in questo turno
error-quartino-column-declined = in questo turno si è rinunciato alla colonna (con una collocazione prima di essa, o passando alle carte)
error-quartino-not-a-column = la pila in {$space} è alta {$height}: una colonna ha 4 o più gettoni
error-quartino-not-a-column-of-the-turn = la pila in {$space} non era una colonna all'inizio del turno: la colonna da togliere è in {$columns}
error-quartino-column-due = il gettone della colonna è collocato: prima togli la colonna in {$columns}
error-quartino-column-required = prima si deve togliere una colonna (column_mandatory=on)
error-quartino-pile-empty = la pila {$colour} della riserva è vuota
error-quartino-must-place = { $count ->
    [one] prima c'è ancora un gettone da collocare
   *[other] prima ci sono ancora {$count} gettoni da collocare
}
error-quartino-nothing-to-place = ora non c'è nessun gettone da collocare: reclama una carta o finisci il turno
error-quartino-not-in-hand = la carta {$card} non è nella mano del giocatore di turno
error-quartino-not-on-board = carta reclamata a torto: {$card} non è sul tabellone in {$quarter} (le sue cime danno {$tops})
