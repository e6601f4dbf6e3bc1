# Le parole dei motori che insegnano, nel terminale (quartet review): perché una mossa era
# sbagliata, quanto valeva una posizione, quanto era grave un errore, la tabella e il grafico.

## Ciò che quattro pezzi hanno in comune, al plurale: «quattro pezzi alti».
learn-pieces-short = bassi
learn-pieces-tall = alti
learn-pieces-light = chiari
learn-pieces-dark = scuri
learn-pieces-round = rotondi
learn-pieces-square = quadrati
learn-pieces-solid = pieni
learn-pieces-hollow = cavi
learn-and = e

## Le file e i quadrati di Quarto!.
learn-row = la riga {$number}
learn-column = la colonna {$letter}
learn-diagonal = la diagonale
learn-square = il quadrato
learn-quarto = {$alignment} {$line}: quattro pezzi {$traits}

## Perché una mossa era sbagliata.
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

## Quanto vale una posizione, in breve.
learn-eval-win = vittoria
learn-eval-win-in = vittoria in {$distance}
learn-eval-draw = pari
learn-eval-loss = sconfitta
learn-eval-loss-in = sconfitta in {$distance}
learn-eval-estimate = {$percent}%

## Quanto era grave un errore.
learn-severity-inaccuracy = imprecisione
learn-severity-mistake = errore
learn-severity-blunder = errore grave

## L'analisi di una partita.
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
