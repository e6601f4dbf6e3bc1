# Les mots des moteurs qui enseignent, dans le terminal (quartet review) : pourquoi un coup était
# faux, ce que valait une position, la gravité d'une erreur, le tableau et le graphique.

## Ce que quatre pièces ont en commun, au pluriel : « quatre pièces hautes ».
learn-pieces-short = basses
learn-pieces-tall = hautes
learn-pieces-light = claires
learn-pieces-dark = foncées
learn-pieces-round = rondes
learn-pieces-square = carrées
learn-pieces-solid = pleines
learn-pieces-hollow = creuses
learn-and = et

## Les alignements et les carrés de Quarto!.
learn-row = la rangée {$number}
learn-column = la colonne {$letter}
learn-diagonal = la diagonale
learn-square = le carré
learn-quarto = {$alignment} {$line} : quatre pièces {$traits}

## Pourquoi un coup était faux.
learn-why-win-at = placer en {$cell} gagnait : {$quarto}
learn-why-gift-wins = la pièce {$piece} ({$traits}) fait gagner votre adversaire en {$cell} : {$quarto}
learn-why-no-safe-gift = après ce placement, toute pièce que vous pouvez donner fait gagner votre adversaire aussitôt
learn-why-no-quarto = une pièce en {$cell} ne complète aucun alignement de quatre pièces ayant un caractère commun
learn-why-claim-missed = {$line} était un quarto à annoncer : annoncez-le pour gagner
learn-why-opponent-wins = après ce coup, votre adversaire peut forcer le gain
learn-why-opponent-wins-in = après ce coup, votre adversaire peut forcer le gain ({ $distance ->
    [one] {$distance} placement ou déplacement
   *[other] {$distance} placements ou déplacements
} jusqu'à la fin)
learn-why-win-lost = { $now ->
    [draw] le gain a disparu : avec le meilleur jeu, la partie est maintenant une égalité
   *[loss] le gain a disparu : avec le meilleur jeu, la partie est maintenant perdue
}
learn-why-too-slow = cela gagne encore, mais en {$distance} placements, pas en {$within} au plus
learn-why-no-square = ce coup ne fait aucun carré
learn-why-capture-allowed = après ce coup, votre adversaire joue {$reply} et capture votre pion en {$point}
learn-why-escapes = votre adversaire répond {$reply}, et aucune capture ne suit
learn-why-missed = il y avait {$action} à jouer
learn-why-win-allowed = après ce coup, votre adversaire gagne aussitôt avec {$reply}
learn-why-claims-left = après ce coup, { $possible ->
    [one] {$possible} seule carte peut
   *[other] seulement {$possible} cartes peuvent
} être réclamées ce tour-ci, pas {$wanted}
learn-why-card-missed = votre carte {$card} apparaissait en {$quarter} : réclamez-la
learn-why-no-card-shows = aucune carte de votre main n'apparaît sur le plateau après ce coup
learn-why-weaker = le moteur juge ce coup bien inférieur à son propre choix
learn-why-goal-does-not-fit = {$goal} n'est pas un objectif de ce jeu

## Ce que vaut une position, en bref.
learn-eval-win = gain
learn-eval-win-in = gain en {$distance}
learn-eval-draw = égalité
learn-eval-loss = perte
learn-eval-loss-in = perte en {$distance}
learn-eval-estimate = {$percent} %

## La gravité d'une erreur.
learn-severity-inaccuracy = imprécision
learn-severity-mistake = erreur
learn-severity-blunder = gaffe

## L'analyse d'une partie.
learn-judge-exact-solver = solveur exact
learn-judge-alpha-beta = recherche alpha-bêta, { $nodes ->
    [one] {$nodes} nœud
   *[other] {$nodes} nœuds
} par position
learn-judge-information-set-search = recherche par ensembles d'information, { $playouts ->
    [one] {$playouts} partie simulée
   *[other] {$playouts} parties simulées
} par décision
learn-review-title = Analyse d'une partie de {$game} ({$rules}) : { $actions ->
    [one] {$actions} coup
   *[other] {$actions} coups
} en {$seconds} s ({$engine})
learn-review-player = joueur
learn-review-action = coup
learn-review-before-after = avant → après
learn-review-why = {$severity} : {$why}
learn-review-better = meilleur : {$actions}
learn-review-counts = {$seat} : { $inaccuracies ->
    [one] {$inaccuracies} imprécision
   *[other] {$inaccuracies} imprécisions
}, { $mistakes ->
    [one] {$mistakes} erreur
   *[other] {$mistakes} erreurs
}, { $blunders ->
    [one] {$blunders} gaffe
   *[other] {$blunders} gaffes
}
learn-chart-two = Graphique, pour le joueur 1 (en haut : gagnant, au milieu : égal, en bas : perdant) :
learn-chart-win = gain
learn-chart-even = égal
learn-chart-loss = perte
learn-chart-many = Les chances de chaque joueur après ses propres coups (0–9 : de 0 % à 90 % et plus) :
