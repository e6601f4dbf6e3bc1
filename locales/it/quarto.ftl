# Quarto! nel terminale: la legenda del tavoliere, le caratteristiche dei pezzi.

## Le quattro caratteristiche di un pezzo, ognuna con i suoi due valori.
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
