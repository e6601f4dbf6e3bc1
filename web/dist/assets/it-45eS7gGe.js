var e=`game-quarto = Quarto!
game-danish = Quarto danese
game-quartino = Quartino
seat-number = giocatore {$number}
seat-with-label = {$seat} ({$label})
seat-human = umano
seat-bot = bot ({$level})
level-beginner = principiante
level-casual = occasionale
level-strong = forte
level-strongest = il più forte
level-perfect = perfetto
outcome-won = vince {$winner}
outcome-draw = pareggio
ending-time = {$seat} ha esaurito il tempo
ending-resignation = {$seat} ha abbandonato
ending-agreement = pareggio per accordo
ending-claim = {$seat} ha rivendicato la partita: gli altri avevano lasciato il tavolo
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = quadrato {$cells} ({$traits})
end-full = tutti i pezzi collocati, nessun QUARTO
end-pieces = a {$seat} { $left ->
    [one] resta {$left} pedina
   *[other] restano {$left} pedine
}
end-square-at-four = {$seat} ha formato per primo un quadrato, quattro pedine contro quattro
end-repetition = la stessa posizione per la terza volta
end-turn-cap = raggiunto il limite di {$turns} turni
end-cards = {$seat} ha messo da parte l'ultima delle sue { $count ->
    [one] {$count} carta
   *[other] {$count} carte
}
seat-plays = {$seat} gioca {$action}
danish-white = Bianco
danish-black = Nero
danish-side = {$colour} ({$letter}): {$on_board} sul tavoliere, {$in_hand} da collocare; quadrati validi: {$squares}
danish-squares-none = nessuno
danish-to-place = tocca al {$colour}, che colloca una pedina
danish-to-move = tocca al {$colour}, che muove una pedina
danish-to-fly = tocca al {$colour}, che muove una pedina su una qualsiasi intersezione libera (gli restano 4 pedine)
danish-legal = { $count ->
    [one] {$count} mossa possibile
   *[other] {$count} mosse possibili
} ({$captures} con cattura)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, deve passare
danish-won = vince il {$colour}
danish-four-against-four = 4 contro 4: vince chi per primo realizza un quadrato valido
error-bad-rules = regole errate: {$reason}
error-bad-position = posizione errata: {$reason}
error-bad-equipment = materiale errato: {$reason}
error-table-over = la partita è finita
error-table-not-your-turn = non è il tuo turno: tocca a {$seat}
error-table-nothing-to-undo = non c'è niente da annullare
error-table-no-draw-by-agreement = questo gioco non ammette pareggio per accordo
error-any-not-this-game = {$action} non è una mossa di { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}
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
error-quarto-not-a-piece = «{$text}» non è un pezzo: atteso una cifra esadecimale 0-f
error-quarto-not-a-cell = «{$text}» non è una casella della scacchiera: atteso da a1 a d4
error-quarto-not-an-alignment = «{$text}» non è né una linea né un quadrato: indica le sue due caselle estreme, come a1-d1, a1-a4, a1-d4, a4-d1 o b2-c3
error-quarto-not-an-action = «{$text}» non è una mossa: atteso un pezzo da dare (7), una casella dove collocare (b3), un annuncio (Q:a1-d4) o pass
error-quarto-empty-position = vuota: atteso \`<scacchiera> <mano>\`, come \`..../..../..../.... -\`
error-quarto-missing-hand = manca la mano dopo la scacchiera: aggiungi \` -\` o il pezzo da collocare
error-quarto-position-fields = attesi due campi \`<scacchiera> <mano>\` (e in modalità annuncio la casella i cui quarto si possono annunciare), trovati {$count}
error-quarto-board-rows = la scacchiera ha { $count ->
    [one] {$count} riga
   *[other] {$count} righe
}; attese 4 righe separate da '/'
error-quarto-row-length = la riga {$row} ha {$cells} caselle; attese 4
error-quarto-bad-board-character = carattere «{$found}» errato in {$cell}: atteso '.' o una cifra esadecimale 0-f
error-quarto-piece-twice = il pezzo {$piece} è due volte sulla scacchiera, in {$first} e in {$second}
error-quarto-no-hand = nessun pezzo in mano, ma la partita non è finita ({$count} pezzi collocati, nessun quarto): scrivi il pezzo da collocare, o \`*\` se chi ha appena collocato deve dare
error-quarto-give-at-start = \`*\` (dare dopo aver collocato) richiede un pezzo sulla scacchiera; l'inizio si scrive \`-\`
error-quarto-give-on-full-board = \`*\` con la scacchiera piena: non resta nessun pezzo da dare
error-quarto-bad-hand = mano «{$text}» errata: atteso una cifra esadecimale 0-f, \`-\` o \`*\`
error-quarto-hand-on-board = il pezzo {$piece} è in mano e anche sulla scacchiera in {$cell}
error-quarto-already-won = la posizione è già vinta: {$alignment} è un quarto, quindi la partita è finita lì (scrivi \`-\` per la partita finita)
error-quarto-not-one-placement = impossibile: i quarto {$alignments} non possono essere stati fatti tutti da un solo pezzo collocato
error-quarto-winner-unknown = in modalità annuncio un quarto sulla scacchiera può essere stato annunciato oppure no, quindi \`-\` non dice chi ha vinto, salvo con la scacchiera piena e senza alcun quarto: usa la registrazione di una partita
error-quarto-claim-in-auto-mode = un terzo campo («{$text}», un pezzo collocato il cui quarto si può annunciare) si scrive solo in modalità annuncio
error-quarto-claim-not-a-cell = il terzo campo «{$text}» non è una casella: indica il pezzo collocato i cui quarto si possono annunciare
error-quarto-claim-on-empty-cell = {$cell} è vuota, quindi non è un pezzo collocato il cui quarto si può annunciare
error-quarto-no-claim-here = qui non si può annunciare nulla ({$cell}): la partita è finita o non è cominciata
error-quarto-no-quarto-through = nessun quarto passa per {$cell}, quindi non c'è niente da annunciare: ometti il terzo campo
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
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }
error-danish-not-a-point = «{$text}» non è un'intersezione: atteso una colonna a-i e una riga 1-9, come e5
error-danish-not-on-the-board = «{$text}» non è un'intersezione del tavoliere: { $corner ->
    [true] i quattro angoli a1, i1, a9 e i9 non sono sul tavoliere
   *[false] nessuna intersezione ha colonna e riga di parità diversa (a3, b2, b4 lo sono; a2 no)
}
error-danish-not-a-move = «{$text}» non è una mossa: atteso un'intersezione dove collocare (e5), uno spostamento (e5-f6), l'uno o l'altro seguito da una cattura (d2xe7, e5-f6xg3), o pass
error-danish-move-to-same-point = {$point}-{$point} non sposta nulla: uno spostamento va verso un'altra intersezione
error-danish-position-fields = attesi quattro campi \`<intersezioni del Bianco>/<intersezioni del Nero> <w|b> <Bianco in mano> <Nero in mano>\` (l'inizio è \`/ w 12 12\`), trovati {$count}
error-danish-no-slash = «{$text}» non ha \`/\`: scrivi le intersezioni del Bianco, \`/\`, poi quelle del Nero (ogni elenco può essere vuoto)
error-danish-slash-twice = «{$text}» ha più di un \`/\`: scrivi le intersezioni del Bianco, \`/\`, poi quelle del Nero
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
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: atteso da 2 a 5
error-quartino-not-enough-cards = players={$players}: {$cards} carte non bastano a darne {$hand} a ciascuno dei {$players} giocatori
error-quartino-no-such-seat = first={$seat}, ma i giocatori sono solo {$players}
error-quartino-cap-zero = cap=0: il limite deve essere di almeno 1 turno
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
error-quartino-position-fields = attesi 5 campi \`<tabellone> <di turno> <fase> <turni> <giocatori>\`, trovati {$count}
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
learn-pieces-short = bassi
learn-pieces-tall = alti
learn-pieces-light = chiari
learn-pieces-dark = scuri
learn-pieces-round = rotondi
learn-pieces-square = quadrati
learn-pieces-solid = pieni
learn-pieces-hollow = cavi
learn-and = e
learn-row = la riga {$number}
learn-column = la colonna {$letter}
learn-diagonal = la diagonale
learn-square = il quadrato
learn-quarto = {$alignment} {$line}: quattro pezzi {$traits}
learn-why-win-at = collocare in {$cell} avrebbe vinto: {$quarto}
learn-why-gift-wins = il pezzo {$piece} ({$traits}) fa vincere l'avversario in {$cell}: {$quarto}
learn-why-no-safe-gift = dopo questo collocamento ogni pezzo che puoi dare fa vincere subito l'avversario
learn-why-no-quarto = un pezzo in {$cell} non completa nessuna fila di quattro pezzi con una caratteristica in comune
learn-why-claim-missed = {$line} era un quarto da annunciare: annuncialo per vincere
learn-why-opponent-wins = dopo questa mossa l'avversario può forzare la vittoria
learn-why-opponent-wins-in = dopo questa mossa l'avversario può forzare la vittoria ({ $distance ->
    [one] {$distance} collocamento o mossa
   *[other] {$distance} collocamenti o mosse
} alla fine)
learn-why-win-lost = { $now ->
    [draw] la vittoria è sfumata: con il gioco migliore la partita ora è pari
   *[loss] la vittoria è sfumata: con il gioco migliore la partita ora è persa
}
learn-why-too-slow = vince ancora, ma in {$distance} collocamenti, non entro {$within}
learn-why-no-square = questa mossa non realizza nessun quadrato
learn-why-capture-allowed = dopo questa mossa l'avversario gioca {$reply} e cattura la tua pedina in {$point}
learn-why-escapes = l'avversario risponde {$reply}, e non segue nessuna cattura
learn-why-missed = c'era da giocare {$action}
learn-why-win-allowed = dopo questa mossa l'avversario vince subito con {$reply}
learn-why-claims-left = dopo questa mossa { $possible ->
    [one] si può rivendicare solo {$possible} carta
   *[other] si possono rivendicare solo {$possible} carte
} in questo turno, non {$wanted}
learn-why-card-missed = la tua carta {$card} compariva in {$quarter}: rivendicala
learn-why-no-card-shows = dopo questa mossa nessuna carta della tua mano compare sul tabellone
learn-why-weaker = il motore valuta questa mossa molto al di sotto della propria scelta
learn-why-goal-does-not-fit = {$goal} non è un obiettivo di questo gioco
learn-eval-win = vittoria
learn-eval-win-in = vittoria in {$distance}
learn-eval-draw = pari
learn-eval-loss = sconfitta
learn-eval-loss-in = sconfitta in {$distance}
learn-eval-estimate = {$percent}%
learn-severity-inaccuracy = imprecisione
learn-severity-mistake = errore
learn-severity-blunder = errore grave
learn-judge-exact-solver = risolutore esatto
learn-judge-alpha-beta = ricerca alfa-beta, { $nodes ->
    [one] {$nodes} nodo
   *[other] {$nodes} nodi
} per posizione
learn-judge-information-set-search = ricerca su insiemi d'informazione, { $playouts ->
    [one] {$playouts} simulazione
   *[other] {$playouts} simulazioni
} per decisione
learn-review-title = Analisi di una partita di {$game} ({$rules}): { $actions ->
    [one] {$actions} mossa
   *[other] {$actions} mosse
} in {$seconds} s ({$engine})
learn-review-player = giocatore
learn-review-action = mossa
learn-review-before-after = prima → dopo
learn-review-why = {$severity}: {$why}
learn-review-better = meglio: {$actions}
learn-review-counts = {$seat}: { $inaccuracies ->
    [one] {$inaccuracies} imprecisione
   *[other] {$inaccuracies} imprecisioni
}, { $mistakes ->
    [one] {$mistakes} errore
   *[other] {$mistakes} errori
}, { $blunders ->
    [one] {$blunders} errore grave
   *[other] {$blunders} errori gravi
}
learn-chart-two = Grafico, per il giocatore 1 (in alto: vince, al centro: pari, in basso: perde):
learn-chart-win = vince
learn-chart-even = pari
learn-chart-loss = perde
learn-chart-many = Le probabilità di ciascun giocatore dopo le proprie mosse (0–9: da 0% a oltre 90%):
quartino-colour-yellow = giallo
quartino-colour-blue = blu
quartino-colour-green = verde
quartino-colour-pink = rosa
quartino-height = pila {$height}
quartino-supply = riserva: {$supply}   ({ $tokens ->
    [one] {$tokens} gettone
   *[other] {$tokens} gettoni
} sul tabellone)
quartino-colours = colori: {$colours}
quartino-rules = regole: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} carta
   *[other] {$cards} carte
} in mano
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} carta
   *[other] {$cards} carte
} in mano, messe da parte: {$aside}
quartino-turns = turni completati: {$turns} (limite {$cap})
quartino-open-four = quattro colori (\`four\`: +1 gettone)
quartino-open-column = colonna in {$spaces} (\`column@…\`: i suoi gettoni tornano nella riserva, +1 gettone)
quartino-open-column-mandatory = colonna in {$spaces} (\`column@…\`: i suoi gettoni tornano nella riserva, +1 gettone, obbligatoria)
quartino-or = o
quartino-situations = tocca a {$seat}, inizio del turno ({ $used ->
    [one] {$used} situazione usata
   *[other] {$used} situazioni usate
}); disponibili: {$open}
quartino-to-place = tocca a {$seat}, che colloca ancora { $left ->
    [one] {$left} gettone
   *[other] {$left} gettoni
}
quartino-to-remove-column = tocca a {$seat}, che toglie la colonna in {$columns} (il suo gettone è collocato)
quartino-to-place-and-remove-column = tocca a {$seat}, che colloca ancora { $left ->
    [one] {$left} gettone
   *[other] {$left} gettoni
} e toglie la colonna in {$columns}, in qualsiasi ordine (o rinuncia alla colonna: un gettone in meno)
quartino-to-claim = tocca a {$seat}, che può reclamare una carta o finire il turno
quartino-won = {$seat} ha messo da parte tutte le sue carte e vince
quartino-capped = raggiunto il limite di turni, nessuno vince
quartino-hand = carte di {$seat}: {$cards}
quartino-hand-empty = (nessuna)
quartino-showing = sul tabellone ora: {$cards}
quartino-spectator = vista dello spettatore: tutte le carte sono nascoste
quartino-hidden-note = (le carte degli altri sono nascoste; --viewer N mostra la vista del giocatore N)
quartino-legal = mosse possibili ({$count}): {$actions}
quarto-trait-short = basso
quarto-trait-tall = alto
quarto-trait-light = chiaro
quarto-trait-dark = scuro
quarto-trait-round = rotondo
quarto-trait-square = quadrato
quarto-trait-solid = pieno
quarto-trait-hollow = cavo
quarto-rules = regole: {$rules}
quarto-pool = pezzi rimasti:  {$pieces}
quarto-pool-empty = (nessuno)
quarto-to-give = tocca a {$seat}, che dà un pezzo
quarto-to-place = tocca a {$seat}, che colloca il pezzo {$piece} ({$traits})
quarto-to-claim = tocca a {$seat}, che annuncia «QUARTO!» o passa
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = lettere: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
tui-title-games = {$quarto}, {$danish} e {$quartino}
tui-new-game = Nuova partita
tui-menu-keys = ↑↓ scegli  ←→ cambia  Invio inizia  l carica  F1 regole  q esci (o clicca)
tui-menu-game = Gioco
tui-menu-attributes = Caratteri
tui-menu-squares = Quadrati
tui-menu-announce = Annuncio
tui-menu-players = Giocatori
tui-menu-situations = Situazioni
tui-menu-seat = Posto {$number}
tui-menu-clock = Orologio
tui-menu-start = Inizia
tui-menu-load = Carica una partita…
tui-menu-position = Gioca da una posizione…
tui-yes = sì
tui-no = no
tui-situations-after = { $rounds ->
    [one] dopo {$rounds} giro
   *[other] dopo {$rounds} giri
}
tui-seat-person = una persona a questa tastiera
tui-seat-bot = bot: {$level}
tui-attribute-height = altezza
tui-attribute-colour = colore
tui-attribute-shape = forma
tui-attribute-top = sommità
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = nessuno
tui-clock-per-move = {$time} a mossa
tui-clock-total = {$time} a partita
tui-clock-increment = {$time} a partita, +{$increment} a mossa
tui-hint-quarto = Quarto!: sei tu a scegliere il pezzo che l'avversario colloca.
tui-hint-danish = Quarto danese: colloca, poi muovi; quattro pedine agli angoli di un quadrato catturano.
tui-hint-quartino = Quartino: impila gettoni colorati; annuncia le tue carte segrete quando appaiono.
tui-hint-attributes = Principianti: per un quarto contano solo questi caratteri.
tui-hint-squares = Avanzato: vincono anche quattro pezzi con un carattere comune in un quadrato 2×2.
tui-hint-announce = Regole ufficiali: un quarto vince solo se annunciato in tempo.
tui-hint-players = Quanti giocatori siedono al tavolo (2–5).
tui-hint-situations = I bonus quattro colori e colonna; lasciali spenti per imparare.
tui-hint-seat = Chi siede qui: una persona a questa tastiera, o un bot di un certo livello.
tui-hint-clock = Un tempo per ogni mossa, o per tutta la partita (+ secondi a mossa).
tui-hint-start = Inizia la partita.
tui-hint-load = Continua una partita salvata.
tui-hint-position = Inizia la partita scelta sopra da una posizione nella sua notazione (come la scrivono \`quartet show\` e le pagine delle partite dell'applicazione web).
tui-game-title = {$game} — {$rules}
tui-board = Tavoliere
tui-seats = Posti
tui-seats-bot-thinking = (un bot sta pensando…)
tui-last-actions = ultime: {$actions}
tui-legal-actions = Azioni valide ({$count})
tui-pass-the-device =
    Passa il dispositivo a {$seat}.
    Gli altri non guardino.
    Premi Invio per mostrare le tue carte.
tui-game-over = Partita finita
tui-game-over-keys =
    Ctrl+R rivincita · Ctrl+N nuova partita
    Ctrl+S salva · Ctrl+O carica · Esc esci
tui-prompt-load = Carica una partita
tui-prompt-load-keys = Invio carica · Esc annulla
tui-prompt-save = Salva la partita
tui-prompt-save-keys = Invio salva · Esc annulla
tui-prompt-file = file: {$name}
tui-prompt-position = Gioca da una posizione
tui-prompt-position-keys = Invio inizia · Esc annulla
tui-prompt-position-line = posizione: {$position}
tui-welcome = scrivi un'azione e Invio, o sceglila con ↑↓ e Invio, o clicca; F1: aiuto
tui-played = {$seat} ha giocato {$action}
tui-bot-thinking = attendi: un bot sta pensando
tui-bot-stopped = si è fermato senza risposta
tui-save-needs-name = per salvare serve il nome di un file
tui-loaded = { $count ->
    [one] caricato {$path}: {$game}, un'azione rigiocata
   *[other] caricato {$path}: {$game}, {$count} azioni rigiocate
}
tui-load-failed = impossibile caricare: {$error}
tui-load-needs-name = per caricare serve il nome di un file
tui-cancelled = annullato
tui-choice-cleared = scelta annullata
tui-click-menu-line = clicca una riga del menu
tui-type-file-name = scrivi il nome del file e Invio, o Esc
tui-type-position = scrivi la posizione e Invio, o Esc
tui-pass-device-first = premi Invio quando il dispositivo è passato
tui-game-is-over = la partita è finita: Ctrl+R rivincita, Ctrl+N nuova partita, Ctrl+O carica
tui-nothing-now = niente da giocare ora
tui-click-list-action = clicca un'azione dell'elenco per giocarla
tui-nothing-there = niente da giocare lì: {$help}
tui-click-the-board = clicca il tavoliere ({$help}), o scegli nell'elenco con ↑↓ e Invio
tui-help-title = Aiuto · ↑↓ PgUp PgDn scorri · un altro tasto chiude l'aiuto
tui-help =
    Tasti
      un'azione, Invio    giocarla (vedi l'elenco delle azioni valide)
      ↑↓, Invio           giocare l'azione evidenziata
      F2                  un suggerimento
      Ctrl+Z              annulla
      Ctrl+S / Ctrl+O     salva la partita / carica una partita
      Ctrl+R / Ctrl+N     rivincita / nuova partita (il menu)
      Esc                 annulla una scelta (o clic destro); altrimenti esci
    Mouse
      ogni gioco  un'azione dell'elenco delle azioni valide la gioca
                  (anche un annuncio di Quarto!)
      Quarto!     una casella vuota (·) per collocare; un pezzo
                  rimasto per darlo
      Danese      un'intersezione per collocare; una tua pedina, poi
                  dove va [e5]; quando si forma un quadrato, la
                  pedina da catturare (×). ! una pedina che una
                  mossa dell'avversario potrebbe catturare;
                  l'ultima mossa: *
      Quartino    un colore della riserva, poi uno spazio (═); una
                  carta segnata ✓ per annunciarla (poi il suo
                  quarto, se appare due volte); i pulsanti: four,
                  column, end
    Da scrivere: undo, hint, save FILE, load FILE, resign, menu, quit
board-not-your-turn = niente da giocare ora: non è il tuo turno
board-not-this-game = questo non fa parte di questo gioco
board-not-legal-now = questa non è un'azione valida ora (vedi l'elenco a destra)
board-quarto-taken = la casella {$cell} non è libera
board-quarto-give-first = prima dai un pezzo: cliccane uno tra i rimasti
board-quarto-place-first = prima colloca il pezzo in mano: clicca una casella vuota (·)
board-quarto-to-place = da collocare: {$piece} — {$traits}
board-quarto-pool = pezzi rimasti (clicca per dare):
board-quarto-help-give = clicca un pezzo rimasto per darlo
board-quarto-help-place = clicca una casella vuota (·) per collocare il pezzo
board-danish-must-pass = nessuna mossa possibile: premi Invio (o scrivi pass) per passare
board-danish-move-cancelled = mossa annullata: scegli di nuovo
board-danish-choose-capture = scegli la pedina da catturare: {$pieces} (segnate ×); clicca di nuovo {$point} per annullare
board-danish-anywhere = qualsiasi intersezione libera (vola: restano 4 pedine)
board-danish-put-back = {$point} rimessa a posto: scegli una pedina da muovere ({$letter})
board-danish-cannot-go = {$from} non può andare in {$to}: può andare in {$points}
board-danish-blocked = {$point} non può muovere: tutte le intersezioni vicine sono occupate
board-danish-moving = muovi {$point}: clicca dove va ([ ]): {$points}
board-danish-not-yours = {$point} è una pedina del {$colour}: clicca una delle tue ({$letter}), poi dove va
board-danish-piece-first = prima clicca una delle tue pedine ({$letter}), poi dove va
board-danish-taken = {$point} è occupata: colloca su un'intersezione libera
board-danish-not-legal = {$point} non è una mossa valida ora
board-danish-square-made = {$point} forma un quadrato: clicca la pedina da catturare (×): {$pieces}
board-danish-help-capture = clicca una pedina segnata × per catturarla (o di nuovo {$point} per annullare)
board-danish-help-landing = clicca dove va {$point} (segnato [ ]), o di nuovo {$point} per rimetterla a posto
board-danish-help-place = clicca un'intersezione libera per collocare una pedina
board-danish-help-move = clicca una delle tue pedine ({$letter}), poi dove va
board-danish-status-four = {$status}; {$four}
board-danish-capture = cattura: clicca una tra {$pieces} (×)
board-danish-targets = {$point} può andare in {$points} ([ ])
board-danish-marks = segni: ! una mossa dell'avversario potrebbe catturarla · × catturala ora (clicca) · * ultima mossa · >W< scelta · [e5] può andare lì · linee in grassetto: quadrati validi (in negativo: appena formato)
board-quartino-aside = , messe da parte:
board-quartino-legend = [G] cima di una pila, 3 la sua altezza, ▲ una colonna · ═ dove può andare la scelta · una carta: il centro, poi tre spazi dell'anello in senso orario · ✓ appare sul tavoliere
board-quartino-supply = riserva (clicca un colore):
board-quartino-four = [quattro colori: +1 gettone]
board-quartino-column = [column@{$space}: togli la colonna]
board-quartino-column-token = [column@{$space}: togli la colonna, +1 gettone]
board-quartino-end = [fine del turno]
board-quartino-your-hand = le tue carte (clicca una carta per annunciarla):
board-quartino-hand-of = carte di {$seat}:
board-quartino-hidden = (le carte sono nascoste)
board-quartino-claim-at = annuncia {$card} in:
board-quartino-colour-put-back = {$colour} rimesso a posto
board-quartino-colour-chosen = {$colour} ({$letter}) scelto: clicca uno spazio del tavoliere per collocarlo
board-quartino-pile-empty = la riserva di {$colour} è vuota
board-quartino-no-token = nessun gettone da collocare ora: annuncia una carta o termina il turno
board-quartino-not-through = {$card} non appare attraverso {$space}
board-quartino-several-quarters = {$space} è in più di un quarto in cui appare {$card}: clicca {$quarters} sotto le tue carte
board-quartino-cannot-go-empty = {$colour} non può andare in {$space} ora: la sua riserva è vuota
board-quartino-cannot-go = {$colour} non può andare in {$space} ora: {$help}
board-quartino-colour-first = prima clicca un colore della riserva, poi {$space}
board-quartino-card-put-back = {$card} rimessa a posto
board-quartino-claims-after = gli annunci vengono dopo i collocamenti: prima colloca i tuoi gettoni
board-quartino-not-showing = {$card} non appare sul tavoliere ora
board-quartino-shows-at = {$card} appare in {$quarters}: clicca il quarto (o uno dei suoi spazi)
board-quartino-nothing-at = niente da annunciare in {$quarter}: prima clicca una delle tue carte
board-quartino-not-now = {$action} non è possibile ora
board-quartino-help-quarter = clicca sotto le tue carte il quarto in cui annunciare {$card}
board-quartino-help-space = clicca uno spazio del tavoliere per collocarvi {$colour} (═)
board-quartino-help-place = clicca un colore della riserva, poi uno spazio del tavoliere
board-quartino-help-claim = clicca una carta segnata ✓ per annunciarla, o {board-quartino-end}
board-quartino-help-end = clicca un pulsante: {board-quartino-end}
board-danish-blurb = Il gioco dei quadrati del 1950: colloca e poi muovi le tue pedine su un tavoliere di linee; un quadrato cattura.
board-danish-passed = ha passato
board-danish-moved = ha mosso {$from}→{$to}
board-danish-moved-captured = ha mosso {$from}→{$to} e catturato {$capture}
board-danish-placed = ha collocato in {$to}
board-danish-placed-captured = ha collocato in {$to} e catturato {$capture}
board-danish-pass = Passa
board-danish-move = Muovi {$from} in {$to}
board-danish-move-capturing = Muovi {$from} in {$to} e cattura {$capture}
board-danish-place = Colloca in {$to}
board-danish-place-capturing = Colloca in {$to} e cattura {$capture}
board-danish-rules-cap = limite di {$turns} turni
board-danish-standard = Regole standard: 12 pedine a testa, i quadrati catturano, tre ripetizioni danno pareggio.
board-danish-label = Tavoliere del Quarto danese
board-danish-made-square = quadrato del {$side} {$square}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: libero
web-board-danish-capture = cattura la pedina in {$point}
board-danish-move-from = muovi la pedina in {$point}
board-danish-selected = {$point}: scelto (Esc per annullare)
board-danish-place-on = colloca una pedina in {$point}
board-danish-move-to = muovi {$from} in {$to}
board-danish-counts = {$in_hand} da collocare · {$on_board} sul tavoliere
board-danish-squares = Quadrati: {$squares}
board-danish-pick-capture = Un quadrato! Scegli la pedina del {$side} da catturare (cerchi tratteggiati).
board-danish-pick-place = Colloca il {$side}: scegli un punto libero.
board-danish-pick-target = Muovi {$from} in un punto segnato (Esc per annullare).
board-danish-pick-source = Muove il {$side}: scegli una delle tue pedine segnate.
web-board-danish-must-pass = Nessuna mossa possibile: devi passare.
board-danish-editor-label = Prepara la posizione sul tavoliere
board-danish-editor-help = Clicca un punto: una pedina bianca, poi una nera, poi di nuovo libero.
board-danish-editor-to-move = Tocca al {$side}
board-danish-editor-in-hand = {$side}: pedine da collocare
board-danish-editor-clear = Torna all'inizio
server-error-bad-request = Il server non può usare questa richiesta.
server-error-bad-token = Il gettone del tuo posto non vale per questa partita.
server-error-spectator = Stai guardando questa partita: solo i suoi giocatori possono giocare.
server-error-not-your-seat = Quel posto non è tuo.
server-error-not-found = Non trovato: forse la partita o l'invito è stato annullato, o il link è sbagliato.
server-error-method-not-allowed = Il server qui non risponde a questo tipo di richiesta.
server-error-waiting = La partita aspetta i suoi giocatori.
server-error-not-your-turn = Non tocca a te.
server-error-over = La partita è finita.
server-error-seat-taken = Questo posto è già occupato.
server-error-one-seat = Hai già un posto in questa partita: con le carte nascoste, una persona gioca un solo posto.
server-error-started = La partita è iniziata: non si può più annullare.
server-error-nothing-to-undo = Non c'è niente da annullare.
server-error-undo-refused = Si annullano mosse subito solo contro i bot (a una persona chiedi di annullare la mossa), e mai oltre carte già mostrate.
server-error-not-over = La partita non è ancora finita.
server-error-rematch-exists = La rivincita esiste già, e i tuoi posti lì sono occupati.
server-error-hidden = La partita salvata si apre quando è finita: contiene carte nascoste.
server-error-analysis-refused = L'analisi si apre quando la partita è finita (o subito contro i bot).
server-error-stopping = Il server si sta fermando: riprova tra un momento.
server-error-busy = Il server è occupato: riprova tra qualche secondo.
server-error-too-many-connections = Troppe connessioni dal tuo indirizzo: chiudi una o due schede e riprova.
server-error-request-timeout = La richiesta è arrivata troppo lentamente: riprova.
server-error-too-many-games = Hai tante partite in attesa di giocatori quante ne puoi avere: prima iniziane o annullane una.
server-error-too-large = È troppo grande per il server.
server-error-upgrade-required = Questo indirizzo serve solo a una connessione dal vivo.
server-error-illegal = Le regole non lo permettono.
server-error-rate-limited = Troppe richieste: aspetta un momento e riprova.
server-error-corrupt = Questa partita salvata non si può rigiocare.
server-error-internal = Qualcosa è andato storto sul server.
server-error-storage = Il server non è riuscito a salvare: non è cambiato niente. Riprova.
server-error-not-owner = La partita sta passando a un altro server: si riprova tra un attimo.
server-error-unanswered = Il server che guida questa partita non ha risposto in tempo: quello che hai chiesto potrebbe essere stato fatto. La partita è mostrata com'è ora.
server-error-analysis-timeout = Il risolutore non ha finito in tempo.
server-error-analysis-memory = Il risolutore non ha ottenuto la memoria che gli serve.
server-error-name-taken = Questo nome è occupato (o uno che gli somiglia).
server-error-wrong-credentials = Il nome e la password non corrispondono.
server-error-signed-out = Prima accedi.
server-error-rated-refused = Questa partita non può essere valutata.
server-error-pairing-ended = L’attesa di un avversario è finita: sei uscito o hai chiesto un’altra partita altrove.
server-error-challenge-declined = La tua sfida è stata rifiutata.
server-error-csrf = Questa richiesta è arrivata senza il suo gettone di sicurezza: ricarica la pagina e riprova.
server-error-abort-refused = Hai già mosso: la partita non si può più annullare (proponi il pareggio o abbandona).
server-error-no-draw = Questo gioco non ammette pareggio per accordo.
server-error-no-offer = Non c'è nessuna proposta dell'altro giocatore a cui rispondere (ritirata, o una mossa l'ha chiusa).
server-error-claim-refused = La partita non può essere rivendicata ora.
server-error-chat-refused = Questa riga non può essere inviata.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Scegli un orologio: none, un tempo per turno o un tempo per partita.
server-detail-clock = «{$clock}» non è un orologio: scrivi none, 30s/move, 3d/move, 10m o 10m+5s.
server-detail-clock-turn-range = Un turno ha almeno 1 s e al massimo 14 giorni.
server-detail-clock-game-range = Una partita ha almeno 10 s e al massimo 24 h per giocatore.
server-detail-clock-increment-range = L’incremento è al massimo di 1 h.
server-detail-length-cap = {$option} è al massimo {$most} su questo server.
server-detail-chosen-deal = Questa partita nasconde carte e ha posti per altre persone, quindi nessuno può sceglierne la distribuzione.
server-detail-start-over = In questa posizione la partita è finita: non resterebbe nessuna mossa. Scegli una posizione prima della fine.
server-detail-bot-level = Questa partita non ha il livello di bot {$level}.
server-detail-seat-count = Con queste regole la partita ha {$seats} giocatori, non {$given}.
server-detail-record-bad-tag = La riga {$line} della registrazione non è un’etichetta [Nome "valore"].
server-detail-record-missing-tag = La registrazione non ha l’etichetta [{$tag} "…"].
server-detail-record-wrong-game = La registrazione è di un altro gioco ({$found}).
server-detail-record-bad-value = L’etichetta [{$tag}] della registrazione ha un valore che non si capisce.
server-detail-record-bad-action = La mossa {$number} della registrazione ({$action}) non si può giocare.
server-detail-record-result-mismatch = Il risultato della registrazione non è quello che danno le sue mosse.
server-detail-record-unclosed-comment = Un commento della registrazione aperto con {"{"} non viene mai chiuso.
server-detail-record-ply = La registrazione ha { $actions ->
    [one] {$actions} mossa
   *[other] {$actions} mosse
}: riprendi da 0 a {$actions}.
server-detail-record-replay = La partita della registrazione non si può rigiocare.
server-detail-rated-signed-out = Una partita valutata si gioca tra account.
server-detail-challenge-signed-out = Le sfide sono tra account: prima accedi.
server-detail-rematch-unplayed = Una rivincita segue una partita giocata fino alla fine: questa è finita senza risultato.
server-detail-rated-bot = Una partita valutata si gioca tra persone: il posto di un bot la rende non valutata.
server-detail-rated-seats = In una partita valutata hai esattamente un posto, e ogni altro posto aspetta un altro giocatore.
server-detail-rated-chosen-start = Una partita valutata parte dall’inizio consueto, distribuito dal server.
server-detail-rated-imported = Una registrazione importata non è mai valutata.
server-detail-rated-hints = I suggerimenti per principianti sono per le partite non valutate.
server-detail-rated-same-account = Il tuo account ha già un altro posto in questa partita valutata.
server-detail-no-action = Non è stata giocata nessuna mossa.
server-detail-two-players = L’abbinamento rapido, le proposte e le sfide sono per partite a due giocatori.
server-detail-challenge-self = Non puoi sfidare te stesso.
server-detail-pairing-browser = L'identificativo di questo browser per l'abbinamento rapido non è valido (fino a 64 lettere, cifre, - e _): ricarica la pagina.
server-detail-claim-alone = Solo una partita tra persone può essere rivendicata: nessun altro gioca a questo tavolo.
server-detail-claim-away = Rivendica la partita dalla sua pagina mentre sei collegato.
server-detail-claim-correspondence = Una partita per corrispondenza aspetta i suoi giocatori: la chiude l'orologio, non una rivendicazione.
server-detail-lang-unknown = «{$lang}» non è una lingua di Quartet: scegli en, ro, es, fr, cs o it.
server-detail-claim-present = Il giocatore {$seat} è al tavolo: la partita si può rivendicare quando tutti gli altri giocatori sono usciti.
server-detail-claim-too-soon = La partita si potrà rivendicare tra { $seconds ->
    [one] {$seconds} secondo
   *[other] {$seconds} secondi
}.
server-detail-chat-off = Questa partita non ha la chat: è stata creata senza.
server-detail-chat-empty = Una riga vuota non viene inviata.
server-detail-chat-too-long = Una riga ha al massimo {$most} caratteri; questa ne ha {$chars}.
server-detail-chat-control = Una riga è testo semplice su una sola riga, senza caratteri di controllo.
server-detail-chat-too-fast = Al massimo 5 righe in 10 secondi: aspetta {$seconds} s.
server-detail-name = { $why ->
    [length] Un nome ha da 3 a 20 caratteri.
    [character] Un nome ha solo lettere A-Z, cifre, _ e -, non «{$character}».
    [shape] Un nome inizia con una lettera, e _ o - stanno da soli tra lettere o cifre.
   *[reserved] Questo nome è riservato.
}
server-detail-password = { $why ->
    [length] Una password ha da 8 a 1024 byte.
   *[is-the-name] La password non può essere il nome.
}
server-detail-json-syntax = La richiesta non è JSON valido (riga {$line}, colonna {$column}).
server-detail-json-body-type = La richiesta deve essere un oggetto JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Il server non conosce questo tipo di messaggio.
server-detail-json-missing-field = Manca il campo «{$field}».
server-detail-json-unknown-field = Il server non conosce il campo «{$field}».
server-detail-json-wrong-type = Il campo «{$field}» ha un valore del tipo sbagliato.
server-detail-json-bad-value = Il valore del campo «{$field}» non è compreso.
server-detail-body-too-large = Una richiesta ha al massimo {$most} byte.
server-detail-message-too-large = Un messaggio ha al massimo {$most} byte; questo ne aveva {$size}.
server-detail-message-binary = I messaggi si inviano come testo JSON, non come dati binari.
server-detail-query-unknown = L’indirizzo ha un parametro che il server non conosce: «{$name}».
server-detail-query-value = Il valore del parametro «{$name}» dell’indirizzo non è compreso.
server-detail-path-bad = L’indirizzo non si può leggere: una parte non è testo.
server-close-bad-token = Il gettone del tuo posto non è valido per questa partita.
server-close-too-many-messages = Il server ha chiuso la connessione: questa pagina ha inviato troppi messaggi.
server-close-silent = Il server ha chiuso la connessione: da questa pagina non è arrivato niente per troppo tempo.
server-close-restarting = Il server si sta riavviando: la pagina si ricollega tra un momento.
server-close-bad-ticket = L’attesa di un avversario non è stata trovata: ricomincia.
server-close-paired = È stato trovato un avversario.
server-close-not-utf8 = Il server ha chiuso la connessione: questa pagina ha inviato un messaggio di testo che non è UTF-8.
play-loading = Caricamento…
play-title = {$game} · Quartet
play-title-your-turn = ● Tocca a te · {$game} · Quartet
play-not-found = Partita inesistente
play-not-found-detail = Non c'è nessuna partita «{$id}» su questo server: forse è stata annullata, o il link è sbagliato.
play-header-clock = orologio {$clock}
play-header-watching = stai guardando
play-seat-refused = Il tuo posto in questa partita è stato rifiutato ({$message}); la stai guardando.
play-link-open = connesso
play-link-connecting = connessione…
play-link-reconnecting = riconnessione…
play-link-waiting = connessione persa: nuovo tentativo tra {$seconds} s
play-link-refused = rifiutato dal server
play-link-bad-token = gettone del posto non valido
play-seat-bot = Bot ({$level})
play-seat-bot-at = Bot {$number} ({$level})
play-seat-you = (tu)
play-seat-kind-bot = bot
play-seat-thinking = bot · sta pensando…
play-seat-open = posto libero: chiunque può unirsi
play-seat-invited = invitato: non ancora arrivato
play-seat-online = connesso
play-seat-offline = non in linea
play-seat-resigned = ha abbandonato
play-seat-connected = connesso
play-seat-not-connected = non connesso
play-spectators = { $count ->
    [one] {$count} spettatore
   *[other] {$count} spettatori
}
play-status-replay = Rivedi: dopo la mossa {$at} di {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} sta pensando…
play-status-waiting-for = In attesa di {$names}.
play-status-your-turn-as = {$seat}: tocca a te.
play-status-your-turn = Tocca a te.
play-status-to-move = Tocca a {$seat}…
play-status-last = Ultima mossa: {$seat} {$action}.
play-take-back = Annulla la mossa
play-resign = Abbandona
play-really-resign = Abbandonare davvero?
play-really-resign-all = Abbandonare davvero? La partita finisce per tutti
play-take-seat = Prendi un posto
play-open-rematch = Apri la rivincita
play-accept-rematch = Accetta la rivincita
play-rematch = Rivincita
play-export-record = Esporta la partita
play-continue-from-here = Continua da qui
play-position-label = Posizione
play-copy-position = Copia
play-position-copied = Posizione copiata.
play-copy-failed = Il browser non ha lasciato copiare la pagina: seleziona la posizione e copiala tu.
play-cancel-game = Annulla la partita
play-really-cancel = Annullare davvero?
play-cancelled = La partita è annullata.
play-record-saved = Partita salvata. Importala dalla pagina iniziale per riprendere da qualsiasi mossa.
play-invite-heading = Invita
play-invite-link-for = link per il posto {$number}
play-invite-send-open = {$seat} (aperto a tutti): manda questo link
play-invite-send-friend = {$seat} (per un amico): manda questo link
play-invite-copy = Copia
play-invite-copied = Link copiato.
play-invite-copy-by-hand = Seleziona il link e copialo.
play-history-heading = Cronologia
play-history-slider = rivedi: mossa mostrata
play-history-first = inizio
play-history-back = una mossa indietro
play-history-forward = una mossa avanti
play-history-live = torna alla partita
play-history-count = { $count ->
    [one] {$count} mossa
   *[other] {$count} mosse
}
play-history-showing = mossa {$at} di {$of}
play-history-entry = {$seat} {$action}
play-history-turn = turno {$turn}, {$seat}
play-history-none = Ancora nessuna mossa.
play-confirm-label = conferma la mossa
play-confirm-option = Conferma ogni mossa prima di inviarla
play-confirm-ask = {$action}?
play-confirm-yes = Conferma
play-confirm-no = Annulla
play-analysis-heading = Analisi
play-analysis-not-analysed = Questa posizione non è analizzata: il server era troppo occupato perché il risolutore finisse in tempo.
play-analysis-show = Mostra i valori del risolutore
play-analysis-hide = Nascondi i valori del risolutore
play-analysis-thinking = Il risolutore sta pensando…
play-analysis-over = Qui la partita è finita.
play-analysis-value = Tocca a {$seat}: {$value} giocando al meglio.
play-analysis-more = { $count ->
    [one] …e ancora {$count} turno.
   *[other] …e ancora {$count} turni.
}
play-you-win = Hai vinto!
play-you-lose = Hai perso
play-banner-close = chiudi
play-result-draw = Pareggio
play-result-nobody = Nessuno vince
play-result-cancelled = Annullata
play-result-cancelled-by = {$seat} l’ha annullata
play-result-expired = ha aspettato i giocatori troppo a lungo
play-result-wins = Vince {$seat}
play-result-out-of-time = {$seat} ha esaurito il tempo
play-result-resigned = {$seat} ha abbandonato
play-result-resigned-all = {$seat} ha abbandonato, e la partita finisce per tutti
play-cover-pass = Passa il dispositivo a {$seat}.
play-cover-show = Mostra le carte di {$seat}
play-mark-win = V
play-mark-draw = P
play-mark-loss = S
study-nav-rules = Regole
study-nav-learn = Impara a giocare
study-nav-puzzles = Problemi
study-contents = Indice
study-heading = Impara
study-intro = Nuovo a questi giochi? Leggi le regole, segui le lezioni guidate o risolvi i problemi dei motori.
study-learn-link = Impara {$game} passo dopo passo →
study-rules-link = Le regole di {$game}
study-lessons-progress = {$done} lezioni fatte su {$of}
study-lessons-hint = Suggerimento
study-lessons-again = Riprova
study-lessons-next = Lezione successiva →
study-lessons-finished = Hai fatto tutte le lezioni. Gioca una partita, o prova i problemi!
study-lessons-play = Gioca una partita
study-lessons-right = Giusto finora: continua.
study-lessons-replied = L'avversario risponde: {$action}.
study-puzzles-heading = Problemi
study-puzzles-intro = Posizioni dalle partite dei motori, ognuna con una sola risposta migliore. Risolvile per muovere il tuo punteggio (conservato in questo browser).
study-puzzles-daily = Problema del giorno
study-puzzles-next = Problema successivo →
study-puzzles-rating = Il tuo punteggio: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problema di livello {$rating} · risolto { $solved ->
    [one] una volta
   *[other] {$solved} volte
} su { $tries ->
    [one] {$tries} tentativo
   *[other] {$tries} tentativi
}
study-puzzles-day-of = Problema del giorno, {$day}
study-puzzles-you-play = Giochi con {$seat}.
study-puzzles-solved = Risolto!
study-puzzles-failed = Non è la risposta migliore.
study-puzzles-solution = La soluzione: {$line}.
study-puzzles-change = Punteggio {$change}.
study-theme-win-in = { $count ->
    [one] Vinci con questa collocazione
   *[other] Vinci in al massimo {$count} collocazioni
}
study-theme-capture-in = { $count ->
    [one] Cattura con questa mossa
   *[other] Cattura in al massimo {$count} mosse
}
study-theme-only-safe-piece = Dai l'unico pezzo sicuro
study-theme-only-drawing-move = Trova l'unico turno che tiene il pareggio
study-theme-protected-square = Fai un quadrato che l'avversario non possa ricatturare
study-theme-claim-two = Reclama due carte in questo turno
study-theme-mistake = Trova di meglio della mossa giocata
study-eval-won = vinta
study-eval-lost = persa
study-review-heading = Analisi · {$game}
study-review-by = Analizzata in {$seconds} s ({$engine}).
study-review-by-quick = Analizzata in meno di {$seconds} s ({$engine}).
study-review-chart = Com'è andata la partita: il punteggio atteso del primo giocatore dopo ogni mossa (in alto: vittoria, al centro: pareggio, in basso: sconfitta)
study-review-chart-many = Come è cambiato il punteggio atteso di ogni giocatore con le sue mosse
study-review-back = Torna alla partita
study-review-no-mistakes = Nessun errore: ben giocato.
study-review-mistakes = { $count ->
    [one] {$count} mossa ha perso terreno.
   *[other] {$count} mosse hanno perso terreno.
}
study-review-best = La scelta del motore: {$action}.
study-review-play-again = Impara da questo errore
study-review-not-over = L'analisi si apre quando la partita è finita.
study-game-review = Analizza la partita
study-hints-heading = Consigli
study-hints-deadly = Non dare il pezzo {$pieces}: l'avversario vincerebbe subito con esso.
study-hints-poisoned = Collocare in {$cells} non lascia nessun pezzo sicuro da dare.
study-hints-threatened = Le tue pedine in {$points} possono essere catturate alla prossima mossa.
study-hints-unsafe = { $count ->
    [one] {$count} delle tue mosse lascerebbe l'avversario catturare o vincere.
   *[other] {$count} delle tue mosse lascerebbero l'avversario catturare o vincere.
}
study-hints-near = Alla tua carta {$card} manca un gettone: {$colour} in {$space} la mostra nel quarto {$quarter}.
study-hints-none = Nessun pericolo per ora.
study-hints-warn-gift = Attenzione: con questo pezzo l'avversario vince subito. Giocalo di nuovo per darlo comunque.
study-hints-warn-cell = Attenzione: dopo questa collocazione ogni pezzo che puoi dare fa vincere l'avversario. Gioca di nuovo per collocare comunque.
study-hints-warn-move = Attenzione: dopo questa mossa l'avversario può catturare o vincere. Gioca di nuovo per muovere comunque.
study-hints-option = Consigli per principianti (avvisi prima di un pezzo o una mossa perdente)
study-hints-option-help = Cosa mostrano i consigli
lobby-tagline = Quarto!, Quarto danese e Quartino — contro i bot, su un solo dispositivo o con gli amici tramite un link.
lobby-new-game = Nuova partita
lobby-form-label = nuova partita
lobby-game = Gioco
lobby-rules = Regole
lobby-rules-of = Le regole di {$game}, spiegate →
lobby-explained = spiegato nelle regole
lobby-explained-option = {$option}: spiegato nelle regole
lobby-hints = Consigli per principianti: un avviso prima di dare un pezzo o fare una mossa che perde subito
lobby-no-chat = Niente chat al tavolo (per partite con bambini)
lobby-start-summary = Inizia da una posizione
lobby-start-label = posizione iniziale
lobby-start-help = Una posizione nella notazione del gioco, come la mostra la pagina di una partita sotto la cronologia (Copia). Vuota: l'inizio consueto.
lobby-start-copy-link = Copia un link a questa posizione
lobby-start-link-copied = Link copiato: apre questo modulo con lo stesso gioco, le stesse regole e la stessa posizione.
lobby-start-link-by-hand = Il link è nella barra degli indirizzi: copialo da lì.
lobby-clock = Orologio
lobby-clock-label = orologio
lobby-no-clock = senza orologio
lobby-custom-clock = personalizzato…
lobby-custom-total = minuti + incremento
lobby-custom-per-move = secondi a mossa
lobby-custom-minutes = min
lobby-custom-increment = s a mossa
lobby-custom-seconds = s a mossa
lobby-other-player-name = nome del giocatore {$number} (facoltativo)
lobby-seats = Giocatori
lobby-preset-bot = contro i bot
lobby-preset-friend = con gli amici (link)
lobby-preset-device = tutti su questo dispositivo
lobby-preset-anyone = aperta a tutti
lobby-choice-me = Io (questo dispositivo)
lobby-choice-bot = Bot
lobby-choice-invite = Un amico (link d'invito)
lobby-choice-open = Aperto a tutti
lobby-seat = Giocatore {$number}
lobby-seat-first = Giocatore {$number} (inizia)
lobby-seat-label = giocatore {$number}
lobby-level-label = livello del bot, giocatore {$number}
lobby-fewer-seats = giocatore
lobby-more-seats = giocatore
lobby-players = { $count ->
    [one] {$count} giocatore
   *[other] {$count} giocatori
}
lobby-name-placeholder = il tuo nome (facoltativo)
lobby-name-label = il tuo nome
lobby-create = Crea la partita
lobby-your-games = Le tue partite
lobby-your-seats = { $count ->
    [one] posto {$seats}
   *[other] posti {$seats}
}
lobby-open-games = Partite aperte
lobby-no-open-games = Nessuna partita aperta: creane una, o apri un posto a tutti.
lobby-live-games = Partite in corso
lobby-no-live-games = In questo momento non si gioca nessuna partita.
lobby-more-games = Mostra altre partite
lobby-listed-bot = bot ({$level})
lobby-listed-open = posto libero
lobby-listed-invited = invitato
lobby-play = Gioca
lobby-join = Unisciti
lobby-watch = Guarda
lobby-import-heading = Importa una partita
lobby-import-help = Incolla una partita salvata (con «Esporta la partita») o scegline il file, poi scegli da dove riprende la partita e chi gioca ogni posto.
lobby-import-point-label = riprendi dopo questa mossa
lobby-import-point-end = riprendi dalla fine (dopo la mossa {$at})
lobby-import-point = riprendi dopo la mossa {$at} di {$of}
lobby-import-finished = La partita salvata arriva alla fine del gioco: scegli una mossa precedente per continuare.
lobby-import-name-of = nome del giocatore {$number}
lobby-record-label = partita salvata
lobby-file-label = file della partita
lobby-import-button = Importa e continua
join-heading = Invito
join-invited = Sei invitato a giocare a {$game}
join-seat = Posto {$number}.
join-seat-with = Posto {$number}, con {$others}.
join-bot = un bot ({$level})
join-rules = Regole: {$rules}
join-rules-clock = Regole: {$rules} · orologio {$clock}
join-take = Prendi il posto {$number}
join-watch = Guarda soltanto
join-to-lobby = Vai alla pagina iniziale
join-taken = Questo invito è già stato usato: il posto {$number} è occupato.
join-taken-by = Questo invito è già stato usato: {$name} ha preso il posto {$number}.
join-over = Questo invito era per una partita a {$game}, che è finita.
join-cancelled = Questo invito era per una partita a {$game}, annullata prima di cominciare.
join-watch-game = Guarda la partita
join-see-game = Vedi la partita
players-account = Account
players-sign-in = Accedi
players-sign-up = Registrati
players-sign-in-title = Accedi
players-sign-up-title = Crea un account
players-name = Nome
players-password = Password
players-sign-up-hint = Un nome ha da 3 a 20 caratteri: lettere A-Z, cifre, _ e -. Una password ha almeno 8 caratteri.
players-to-sign-up = Non hai un account? Registrati
players-to-sign-in = Hai già un account? Accedi
players-try-again-in = Troppi tentativi: riprova tra { $seconds ->
    [one] {$seconds} secondo
   *[other] {$seconds} secondi
}.
players-signed-in-as = Hai effettuato l'accesso come {$name}
players-sign-out = Esci
players-sign-out-everywhere = Esci ovunque
players-signed-out-everywhere = Uscito da { $count ->
    [one] {$count} browser
   *[other] {$count} browser
}.
players-delete-account = Elimina l'account
players-delete-explain = Eliminare l'account cancella per sempre il suo nome, i punteggi, le proposte e le sfide. Le sue partite restano, a nome di «giocatore eliminato». Scrivi la password per confermare.
players-delete-confirm = Elimina per sempre
players-deleted = L'account è eliminato.
players-claim-offer = Questo browser tiene posti di { $count ->
    [one] {$count} partita giocata come ospite
   *[other] {$count} partite giocate come ospite
}: aggiungerle al tuo account?
players-claim = Aggiungile
players-not-now = Non ora
players-claimed = { $count ->
    [one] {$count} posto aggiunto al tuo account.
   *[other] {$count} posti aggiunti al tuo account.
}
players-cancel = Annulla
players-your-page = La tua pagina di giocatore
players-your-games = Le tue partite
players-deleted-player = giocatore eliminato
players-loading = Caricamento…
players-no-such-player = Nessuno gioca con il nome «{$name}» (o l'account è stato eliminato).
players-member-since = Gioca dal {$date}
players-ratings = Punteggi
players-no-ratings = Ancora nessuna partita valida per il punteggio.
players-rating-class = Gioco, regole e cadenza
players-rating = Punteggio
players-games = Partite
players-provisional = provvisorio: ancora troppe poche partite per esserne sicuri
players-provisional-note = Un punteggio con «?» è provvisorio: ancora troppe poche partite per esserne sicuri.
players-deviation = ±{$deviation}
players-chart-title = Il punteggio nel tempo
players-date = Data
players-chart-point = {$class_name}: {$rating} il {$date}
players-recent-games = Partite recenti
players-no-games = Ancora nessuna partita.
players-guest = un ospite
players-against = contro
players-casual = amichevole
players-outcome-open = aspetta giocatori
players-outcome-live = in corso
players-outcome-aborted = annullata prima dell'inizio
players-outcome-cancelled = annullata
players-outcome-won = vinta
players-outcome-lost = persa
players-outcome-drawn = senza vincitore
players-family-standard = linee
players-family-squares = linee e quadrati
players-family-players = {$players} giocatori
players-family-traits = {$family}, {$traits} caratteristiche
players-speed-blitz = blitz
players-speed-rapid = rapida
players-speed-classical = classica
players-speed-correspondence = per corrispondenza
players-top = Migliori giocatori
players-top-all = Tutte le classifiche
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 giocatore
   *[other] {$players} giocatori
})
players-top-rank = Posizione
players-rank-place = posizione {$rank}
players-top-player = Giocatore
players-top-last-game = Ultima partita valida per il punteggio
players-top-you = tu
players-top-ranked-note = Un giocatore riceve una posizione quando il suo punteggio è sicuro (uno scarto di ±110 o meno); i punteggi provvisori («?») seguono, senza posizione.
players-top-nobody-rated = Ancora nessuno ha un punteggio. Accedi e spunta «Valida per il punteggio» in «Gioca ora» per giocare la prima partita valida per il punteggio.
players-top-nobody-here = Ancora nessuno ha un punteggio in questa categoria.
players-top-no-such-class = Questa categoria di punteggio non esiste.
players-find = Trova un giocatore
players-find-open = Apri
players-play-title = Gioca ora
players-play-game = gioco
players-play-rules = regole
players-play-clock = orologio
players-play-no-clock = senza orologio
players-play-rated-game = Valida per il punteggio
players-play-rated-sign-in = Accedi per giocare partite valide per il punteggio.
players-play-rated = valida per il punteggio
players-play-casual = amichevole
players-play-quick-game = Trova un avversario
players-play-offer-seek = Proponi nella lista
players-play-bot = Gioca contro un robot
players-play-challenge-name = il nome di un giocatore
players-play-challenge = Sfida
players-play-looking-for = Si cerca un avversario: {$offer}
players-play-seek-offered = La tua partita è nella lista, chiunque può accettarla: {$offer}
players-play-challenge-sent = In attesa della risposta di {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} secondo
   *[other] {$seconds} secondi
}
players-play-waiting-count = { $count ->
    [one] {$count} in attesa
   *[other] {$count} in attesa
}
players-play-wait-lost = La connessione si è interrotta: l'attesa è finita. Riprova.
players-play-cancel = Annulla
players-play-pools-title = Giocatori in attesa ora
players-play-join-pool = Unisciti
players-play-seeks-title = Partite proposte
players-play-no-seeks = Nessuno propone una partita ora: proponi la tua.
players-play-your-seek = la tua
players-play-guest = un ospite
players-play-accept = Accetta
players-play-decline = Rifiuta
players-play-challenges-title = Sfide
players-play-challenge-from = Sfida da
players-play-challenge-to = Sfida a
players-play-other-page = in attesa su un'altra pagina
players-notify-sound = Suona quando una partita comincia ad aspettarmi
players-no-games-yet = Ancora nessuna partita: trova un avversario all'ingresso.
players-games-waiting = { $count ->
    [one] {$count} partita ti aspetta.
   *[other] {$count} partite ti aspettano.
}
players-your-turn = tocca a te
players-their-turn = tocca all'avversario
players-draw-offered = ti offrono la patta: rispondi
players-take-back-asked = ti chiedono di ritirare una mossa: rispondi
players-challenge-from = Sfida da
players-answer-in-lobby = rispondi all'ingresso
board-quartino-blurb = Da 2 a 5 giocatori costruiscono pile su una ruota per mostrare le carte nascoste che hanno in mano.
board-quartino-phase-over = la partita è finita
board-quartino-situation-four = quattro colori
board-quartino-situation-column = una colonna
board-quartino-situations-none = nessuna
board-quartino-phase-situations = situazioni possibili: {$open}
board-quartino-phase-situations-used = situazioni possibili: {$open} (una usata)
board-quartino-phase-remove-column = togli la colonna in {$spaces} (il suo gettone è collocato)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} gettone da collocare e la colonna in {$spaces} da togliere, in qualsiasi ordine
   *[other] {$count} gettoni da collocare e la colonna in {$spaces} da togliere, in qualsiasi ordine
}
board-quartino-phase-place = { $count ->
    [one] {$count} gettone da collocare
   *[other] {$count} gettoni da collocare
}
board-quartino-phase-claim = reclama carte, o termina il turno
board-quartino-phase = {$seat}: {$phase} · turno {$turn}
board-quartino-over = La partita è finita dopo {$turns} turni.
board-quartino-used-four = ha usato quattro colori (+1 gettone)
board-quartino-ended = ha terminato il turno
board-quartino-removed-column = ha tolto la colonna in {$space}
board-quartino-claimed = ha reclamato la carta {$card} nel quarto {$quarter}
board-quartino-placed = ha collocato {$colour} in {$space}
board-quartino-use-four = Usa quattro colori (+1 gettone)
board-quartino-end-turn = Termina il turno
board-quartino-end-turn-button = Termina il turno
board-quartino-remove-column = Togli la colonna in {$space}
board-quartino-remove-column-token = Togli la colonna in {$space} (+1 gettone)
board-quartino-claim = Reclama la carta {$card} nel quarto {$quarter}
board-quartino-place = Colloca {$colour} in {$space}
board-quartino-chip-column = colonna {$space}
board-quartino-chip-four = 4 colori
board-quartino-chip-end = fine
board-quartino-rules-no-situations = senza situazioni
board-quartino-rules-situations-after = { $rounds ->
    [one] situazioni dopo {$rounds} giro
   *[other] situazioni dopo {$rounds} giri
}
board-quartino-rules-column-mandatory = colonne obbligatorie
board-quartino-rules-mirror = le immagini speculari contano
board-quartino-option-situations = Situazioni (quattro colori, colonne)
board-quartino-situations-always = tutta la partita
board-quartino-situations-never = mai (principianti)
board-quartino-situations-after = { $rounds ->
    [one] dopo {$rounds} giro
   *[other] dopo {$rounds} giri
}
board-quartino-option-column-mandatory = Una colonna va tolta
board-quartino-option-mirror = Le immagini speculari delle carte contano
board-quartino-label = Ruota di Quartino
board-quartino-stack-empty = vuota
board-quartino-stack = pila {$colours} (in cima {$top})
board-quartino-place-on-stack = colloca {$colour} in {$space} ({$stack})
board-quartino-claim-a-card = reclama una carta nel quarto {$quarter} ({$spaces})
board-quartino-claim-card = reclama {$card} nel quarto {$quarter} ({$spaces})
board-quartino-quarter = quarto {$quarter}: {$spaces}
board-quartino-card-first = Scegli prima una delle tue carte, poi il quarto dove compare.
web-board-quartino-supply = riserva
board-quartino-use-colour = usa {$colour} (ne restano {$left})
board-quartino-pick-colour = Scegli un colore, poi una casella:
board-quartino-supply-heading = Riserva
board-quartino-your-cards-label = le tue carte
board-quartino-card = carta {$card}
board-quartino-card-chosen = carta {$card} (scelta)
board-quartino-pick-card = Le tue carte: scegline una, poi il quarto (Q0–Q7) dove compare:
board-quartino-cards-heading = Le tue carte
board-quartino-cards-in-hand = { $count ->
    [one] {$count} carta in mano
   *[other] {$count} carte in mano
}
board-quartino-put-aside = messe da parte: {$cards}
board-quartino-hand = in mano: {$cards}
board-quarto-blurb = Il classico di Gigamic: dai all'avversario il pezzo che deve collocare; quattro in fila con una caratteristica comune vincono.
board-quarto-piece = pezzo {$height}, {$colour}, {$shape}, {$top}
board-quarto-placed = ha collocato in {$cell}
board-quarto-gave = ha dato il {$piece} ({$action})
board-quarto-claimed = ha dichiarato Quarto! su {$alignment}
board-quarto-passed = ha passato (senza dichiarare)
board-quarto-give-piece = Dai il {$piece}
board-quarto-claim-on = Dichiara Quarto! su {$alignment}
board-quarto-pass-no-claim = Passa (senza dichiarare)
board-quarto-place-on = Colloca in {$cell}
board-standard-rules = regole standard
board-quarto-rules-only = solo {$traits}
board-quarto-rules-squares = vincono anche i quadrati
board-quarto-rules-announce = dichiarare «Quarto!»
board-quarto-option-traits = Caratteristiche che contano:
board-quarto-height = l'altezza
board-quarto-colour = il colore
board-quarto-shape = la forma
board-quarto-top = la sommità
board-quarto-option-squares = Vincono anche i quadrati 2×2 (avanzato)
board-quarto-option-announce = Dichiarare «Quarto!» per vincere (regola ufficiale)
board-quarto-value-draw = pareggio
board-quarto-value-wins = vince
board-quarto-value-loses = perde
board-quarto-value-wins-in = { $distance ->
    [0] vince subito
    [one] vince in {$distance} collocazione
   *[other] vince in {$distance} collocazioni
}
board-quarto-value-loses-in = { $distance ->
    [0] perde subito
    [one] perde in {$distance} collocazione
   *[other] perde in {$distance} collocazioni
}
board-quarto-legend = Segni sulla scacchiera: V vince, P pareggio, S sconfitta per chi muove, con le collocazioni che mancano alla fine giocando alla perfezione. Linea migliore:
board-quarto-legend-no-distances = Segni sulla scacchiera: V vince, P pareggio, S sconfitta per chi muove (questa volta non si sa quante collocazioni mancano: il risolutore ha finito il tempo). Linea migliore:
board-quarto-row = la riga {$row}
board-quarto-column = la colonna {$column}
board-quarto-square = il quadrato {$cells}
board-quarto-diagonal = la diagonale {$cells}
board-quarto-label = Scacchiera di Quarto!
board-quarto-cell-empty = {$cell}: vuota
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = colloca il {$piece} in {$cell}
board-quarto-place-the-piece = colloca il pezzo in {$cell}
board-quarto-claim-square = dichiara Quarto! sul quadrato {$alignment}
board-quarto-claim-line = dichiara Quarto! sulla linea {$alignment}
board-quarto-place-this = Colloca questo pezzo:
board-quarto-in-hand = Pezzo in mano:
board-pass-chip = passa
board-quarto-places = {$seat} colloca:
board-quarto-choose-gift = Scegli il pezzo che l'avversario collocherà:
board-quarto-chooses-gift = {$seat} sceglie un pezzo da dare
web-board-quarto-pool = pezzi da dare
board-quarto-pool-heading = Pezzi non ancora giocati
board-quarto-give = dai il {$piece}
board-quarto-played = {$piece}: giocato
board-quarto-pick-line = Scegli la linea sulla scacchiera (Esc per annullare).
board-quarto-pass = Passa (senza dichiarare: pareggio)
board-quarto-announce-note = Modalità dichiarazione: un quarto vince solo se dichiarato, da chi l'ha fatto prima di dare il pezzo o dall'avversario prima di collocare.
board-quarto-editor-label = Prepara la posizione su una scacchiera
board-quarto-editor-help = Scegli un pezzo, poi una casella o la mano. Un clic rimanda un pezzo della scacchiera tra quelli da giocare.
board-quarto-editor-no-hand = nessuno: il giocatore di turno ne dà uno
board-quarto-editor-clear = Svuota la scacchiera
board-quarto-reason-line = quattro pezzi {$traits} lungo {$line}
board-quarto-reason-square = un quadrato 2×2 di pezzi {$traits} ({$cells})
table-heading = Al tavolo
table-abort = Annulla la partita
table-really-abort = Annullare davvero? Finisce senza risultato
table-offer-draw = Proponi il pareggio
table-ask-take-back = Chiedi di annullare la mossa
table-accept = Accetta
table-decline = Rifiuta
table-draw-offered = Hai proposto il pareggio: la proposta resta finché {$seat} risponde o muove.
table-take-back-asked = Hai chiesto di annullare la tua ultima mossa: la richiesta resta finché {$seat} risponde o si muove.
table-draw-prompt = {$seat} propone il pareggio. La proposta decade se muovi.
table-take-back-prompt = {$seat} chiede di annullare la sua ultima mossa. La richiesta decade se si muove.
table-draw-declined = La tua proposta di pareggio è stata rifiutata.
table-draw-lapsed = La tua proposta di pareggio è decaduta: è stata giocata una mossa.
table-take-back-declined = La tua richiesta di annullare la mossa è stata rifiutata.
table-take-back-lapsed = La tua richiesta di annullare la mossa è decaduta: è stata giocata una mossa.
table-the-others = gli altri
table-first-turn-mine = Hai {$seconds} s per fare la tua prima mossa, altrimenti la partita viene annullata.
table-first-turn-theirs = {$seat} ha {$seconds} s per fare la sua prima mossa, altrimenti la partita viene annullata.
table-claim-wait = {$seat} ha lasciato il tavolo: potrai rivendicare la partita tra {$seconds} s.
table-claim-ready = {$seat} ha lasciato il tavolo: puoi rivendicare la partita.
table-claim-win = Rivendica la vittoria
table-claim-draw = Rivendica il pareggio
table-result-aborted = Annullata
table-result-aborted-by = {$seat} l'ha annullata prima della sua prima mossa
table-result-aborted-unstarted = un giocatore non ha fatto la sua prima mossa in tempo
table-result-agreement = i giocatori si sono accordati per il pareggio
table-result-claimed = {$seat} ha rivendicato la partita: { $count ->
    [one] {$others} aveva lasciato il tavolo
   *[other] {$others} avevano lasciato il tavolo
}
table-result-abandoned = Deserta
table-result-abandoned-why = tutti i giocatori avevano lasciato il tavolo da un giorno
table-chat-players = Chat dei giocatori
table-chat-spectators = Chat degli spettatori
table-chat-placeholder = Scrivi qualcosa
table-chat-send = Invia
table-chat-spectator = spettatore
table-chat-none = Nessuno ha ancora scritto nulla.
table-chat-mute = Silenzia {$seat}
table-ended-abort = annullata
table-ended-cancel = annullata prima di iniziare
table-ended-abandoned = deserta
table-ended-over = finita
table-ended-won-time = vinta a tempo
table-ended-lost-time = persa a tempo
table-ended-won-resign = vinta: l’avversario ha abbandonato
table-ended-lost-resign = abbandonata
table-ended-won-claim = rivendicata: l’avversario se n’è andato
table-ended-lost-claim = persa: rivendicata dopo la tua uscita
table-ended-drawn-claim = patta: rivendicata dopo l’uscita dell’avversario
table-ended-agreement = patta per accordo
web-player-number = Giocatore {$number}
web-unknown-game = questa pagina non conosce il gioco «{$tag}»: ricaricala, forse il server è più recente
web-not-found-title = Nessuna pagina a questo indirizzo
web-not-found = Su questo sito non c'è niente a «{$path}»: l'inizio, le regole, le lezioni e i problemi sono collegati qui sopra.
web-no-such-game = Qui non c'è nessun gioco «{$tag}»: i giochi sono collegati qui sopra.
web-offline = il server non è raggiungibile
web-lobby = Inizio
web-to-lobby = Inizio
web-sound-mute = Suoni attivi: disattivali
web-sound-unmute = Suoni disattivati: attivali
web-theme-auto = Colori del sistema: passa ai chiari
web-theme-light = Colori chiari: passa agli scuri
web-theme-dark = Colori scuri: torna a quelli del sistema
web-language = Lingua
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} giorno
   *[other] {$days} giorni
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} a mossa`;export{e as default};