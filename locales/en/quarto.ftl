# Quarto! in the terminal: the board's legend, the pieces' traits.

## The four traits of a piece, each with its two values.
quarto-trait-short = short
quarto-trait-tall = tall
quarto-trait-light = light
quarto-trait-dark = dark
quarto-trait-round = round
quarto-trait-square = square
quarto-trait-solid = solid
quarto-trait-hollow = hollow

quarto-rules = rules: {$rules}
quarto-pool = pool:  {$pieces}
quarto-pool-empty = (empty)
quarto-to-give = to move: {$seat}, who gives a piece
quarto-to-place = to move: {$seat}, who places {$piece} ({$traits})
quarto-to-claim = to move: {$seat}, who claims QUARTO! or passes
# The alignments that make a QUARTO!, marked * on the board.
quarto-quartos = QUARTO! (*): {$alignments}
# The letters stay the notation's in every language.
quarto-letters = letters: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
