# Quarto! dans le terminal : la légende du plateau, les caractères des pièces.

## Les quatre caractères d'une pièce, chacun avec ses deux valeurs.
quarto-trait-short = basse
quarto-trait-tall = haute
quarto-trait-light = claire
quarto-trait-dark = foncée
quarto-trait-round = ronde
quarto-trait-square = carrée
quarto-trait-solid = pleine
quarto-trait-hollow = creuse

quarto-rules = règles : {$rules}
quarto-pool = pièces restantes :  {$pieces}
quarto-pool-empty = (aucune)
quarto-to-give = au tour de {$seat}, qui donne une pièce
quarto-to-place = au tour de {$seat}, qui place la pièce {$piece} ({$traits})
quarto-to-claim = au tour de {$seat}, qui annonce « QUARTO ! » ou passe
quarto-quartos = QUARTO! (*) : {$alignments}
quarto-letters = lettres : S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
