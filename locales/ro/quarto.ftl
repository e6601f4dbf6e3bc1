# Quarto! în terminal: legenda platoului, caracterele pieselor.

## Cele patru caractere ale unei piese, fiecare cu cele două valori ale sale.
quarto-trait-short = scundă
quarto-trait-tall = înaltă
quarto-trait-light = deschisă
quarto-trait-dark = închisă
quarto-trait-round = rotundă
quarto-trait-square = pătrată
quarto-trait-solid = plină
quarto-trait-hollow = găurită

quarto-rules = reguli: {$rules}
quarto-pool = piese rămase:  {$pieces}
quarto-pool-empty = (niciuna)
quarto-to-give = la mutare: {$seat}, care dă o piesă
quarto-to-place = la mutare: {$seat}, care așază piesa {$piece} ({$traits})
quarto-to-claim = la mutare: {$seat}, care anunță „QUARTO!” sau renunță
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = litere: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
