# Il Quarto danese nel browser: la presentazione, le mosse a parole, le regole, le etichette e le
# indicazioni del tavoliere. I nomi dei colori (Bianco, Nero) sono quelli di danish.ftl.

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

## Setting a start position up by hand.
board-danish-editor-label = Prepara la posizione sul tavoliere
board-danish-editor-help = Clicca un punto: una pedina bianca, poi una nera, poi di nuovo libero.
board-danish-editor-to-move = Tocca al {$side}
board-danish-editor-in-hand = {$side}: pedine da collocare
board-danish-editor-clear = Torna all'inizio
