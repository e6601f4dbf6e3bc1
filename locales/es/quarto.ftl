# Quarto! en el terminal: la leyenda del tablero, las características de las piezas.

## Las cuatro características de una pieza, cada una con sus dos valores.
quarto-trait-short = baja
quarto-trait-tall = alta
quarto-trait-light = clara
quarto-trait-dark = oscura
quarto-trait-round = redonda
quarto-trait-square = cuadrada
quarto-trait-solid = llena
quarto-trait-hollow = hueca

quarto-rules = reglas: {$rules}
quarto-pool = piezas restantes:  {$pieces}
quarto-pool-empty = (ninguna)
quarto-to-give = le toca a {$seat}, que da una pieza
quarto-to-place = le toca a {$seat}, que coloca la pieza {$piece} ({$traits})
quarto-to-claim = le toca a {$seat}, que anuncia «QUARTO!» o pasa
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = letras: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
