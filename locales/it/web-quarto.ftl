# Quarto! nel browser: la presentazione, le mosse e i pezzi a parole, le opzioni, le etichette e le
# indicazioni della scacchiera, i valori del risolutore. Le caratteristiche sono quelle di quarto.ftl.

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

## Setting a start position up by hand.
board-quarto-editor-label = Prepara la posizione su una scacchiera
board-quarto-editor-help = Scegli un pezzo, poi una casella o la mano. Un clic rimanda un pezzo della scacchiera tra quelli da giocare.
board-quarto-editor-no-hand = nessuno: il giocatore di turno ne dà uno
board-quarto-editor-clear = Svuota la scacchiera

board-quarto-reason-line = quattro pezzi {$traits} lungo {$line}
board-quarto-reason-square = un quadrato 2×2 di pezzi {$traits} ({$cells})
