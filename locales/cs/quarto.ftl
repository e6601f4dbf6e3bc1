# Quarto! v terminálu: legenda hrací desky, vlastnosti figurek.

## Čtyři vlastnosti figurky, každá se svými dvěma hodnotami.
quarto-trait-short = nízká
quarto-trait-tall = vysoká
quarto-trait-light = světlá
quarto-trait-dark = tmavá
quarto-trait-round = kulatá
quarto-trait-square = hranatá
quarto-trait-solid = plná
quarto-trait-hollow = dutá

quarto-rules = pravidla: {$rules}
quarto-pool = zbývající figurky:  {$pieces}
quarto-pool-empty = (žádné)
quarto-to-give = na tahu: {$seat}, dává figurku
quarto-to-place = na tahu: {$seat}, pokládá figurku {$piece} ({$traits})
quarto-to-claim = na tahu: {$seat}, ohlásí „QUARTO!“, nebo pasuje
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = písmena: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
