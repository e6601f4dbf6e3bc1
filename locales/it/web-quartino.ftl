# Quartino nel browser: la presentazione, le fasi e le mosse a parole, le regole e le opzioni, le
# etichette e le indicazioni del tabellone. I colori sono quelli di quartino.ftl.

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
