# Quartino dans le navigateur : sa présentation, ses phases et ses coups en mots, ses règles et
# options, les libellés et indications du plateau. Les couleurs sont celles de quartino.ftl.

board-quartino-blurb = De 2 à 5 joueurs montent des piles sur une roue pour faire apparaître les cartes cachées dans leur main.

board-quartino-phase-over = la partie est finie
board-quartino-situation-four = quatre couleurs
board-quartino-situation-column = une colonne
board-quartino-situations-none = aucune
board-quartino-phase-situations = situations possibles : {$open}
board-quartino-phase-situations-used = situations possibles : {$open} (une utilisée)
board-quartino-phase-remove-column = retirer la colonne en {$spaces} (son jeton est posé)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} jeton à poser et la colonne en {$spaces} à retirer, dans n'importe quel ordre
   *[other] {$count} jetons à poser et la colonne en {$spaces} à retirer, dans n'importe quel ordre
}
board-quartino-phase-place = { $count ->
    [one] {$count} jeton à poser
   *[other] {$count} jetons à poser
}
board-quartino-phase-claim = réclamer des cartes, ou finir le tour
board-quartino-phase = {$seat} : {$phase} · tour {$turn}
board-quartino-over = La partie est finie après {$turns} tours.

board-quartino-used-four = a utilisé quatre couleurs (+1 jeton)
board-quartino-ended = a fini son tour
board-quartino-removed-column = a retiré la colonne en {$space}
board-quartino-claimed = a réclamé la carte {$card} au quart {$quarter}
board-quartino-placed = a posé {$colour} en {$space}
board-quartino-use-four = Utiliser quatre couleurs (+1 jeton)
board-quartino-end-turn = Finir le tour
board-quartino-end-turn-button = Finir le tour
board-quartino-remove-column = Retirer la colonne en {$space}
board-quartino-remove-column-token = Retirer la colonne en {$space} (+1 jeton)
board-quartino-claim = Réclamer la carte {$card} au quart {$quarter}
board-quartino-place = Poser {$colour} en {$space}
board-quartino-chip-column = colonne {$space}
board-quartino-chip-four = 4 couleurs
board-quartino-chip-end = fin

board-quartino-rules-no-situations = sans situations
board-quartino-rules-situations-after = { $rounds ->
    [one] situations après {$rounds} tour
   *[other] situations après {$rounds} tours
}
board-quartino-rules-column-mandatory = colonnes obligatoires
board-quartino-rules-mirror = les images miroir comptent
board-quartino-option-situations = Situations (quatre couleurs, colonnes)
board-quartino-situations-always = toute la partie
board-quartino-situations-never = jamais (débutants)
board-quartino-situations-after = { $rounds ->
    [one] après {$rounds} tour
   *[other] après {$rounds} tours
}
board-quartino-option-column-mandatory = Une colonne doit être retirée
board-quartino-option-mirror = Les images miroir des cartes comptent

board-quartino-label = Roue de Quartino
board-quartino-stack-empty = vide
board-quartino-stack = pile {$colours} (dessus {$top})
board-quartino-place-on-stack = poser {$colour} en {$space} ({$stack})
board-quartino-claim-a-card = réclamer une carte au quart {$quarter} ({$spaces})
board-quartino-claim-card = réclamer {$card} au quart {$quarter} ({$spaces})
board-quartino-quarter = quart {$quarter} : {$spaces}
board-quartino-card-first = Choisissez d'abord une de vos cartes, puis le quart où elle apparaît.
web-board-quartino-supply = réserve
board-quartino-use-colour = utiliser {$colour} (reste {$left})
board-quartino-pick-colour = Choisissez une couleur, puis une case :
board-quartino-supply-heading = Réserve
board-quartino-your-cards-label = vos cartes
board-quartino-card = carte {$card}
board-quartino-card-chosen = carte {$card} (choisie)
board-quartino-pick-card = Vos cartes : choisissez-en une, puis le quart (Q0–Q7) où elle apparaît :
board-quartino-cards-heading = Vos cartes
board-quartino-cards-in-hand = { $count ->
    [one] {$count} carte en main
   *[other] {$count} cartes en main
}
board-quartino-put-aside = mises de côté : {$cards}
board-quartino-hand = main : {$cards}
