# Quartino v terminálu slovy pravidel: žeton, hromádka, sloupec, situace, Quartino karta, držák.

quartino-colour-yellow = žlutá
quartino-colour-blue = modrá
quartino-colour-green = zelená
quartino-colour-pink = růžová

quartino-height = výška {$height}
quartino-supply = hromádky: {$supply}   ({ $tokens ->
    [one] {$tokens} žeton
    [few] {$tokens} žetony
   *[other] {$tokens} žetonů
} na desce)
quartino-colours = barvy: {$colours}
quartino-rules = pravidla: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} Quartino karta
    [few] {$cards} Quartino karty
   *[other] {$cards} Quartino karet
} v držáku
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} Quartino karta
    [few] {$cards} Quartino karty
   *[other] {$cards} Quartino karet
} v držáku, odloženo stranou: {$aside}
quartino-turns = odehraná kola: {$turns} (limit {$cap})
quartino-open-four = situace „4 barvy“ (`four`: +1 žeton)
quartino-open-column = situace „sloupec“ na {$spaces} (`column@…`: jeho žetony se vrátí na hromádku, +1 žeton)
quartino-open-column-mandatory = situace „sloupec“ na {$spaces} (`column@…`: jeho žetony se vrátí na hromádku, +1 žeton, povinně)
quartino-or = nebo
quartino-situations = na tahu: {$seat}, začátek tahu ({ $used ->
    [one] využita {$used} situace
    [few] využity {$used} situace
   *[other] využito {$used} situací
}); k využití: {$open}
quartino-to-place = na tahu: {$seat}, položí ještě { $left ->
    [one] {$left} žeton
    [few] {$left} žetony
   *[other] {$left} žetonů
}
quartino-to-remove-column = na tahu: {$seat}, odebere sloupec na {$columns} (jeho žeton je položen)
quartino-to-place-and-remove-column = na tahu: {$seat}, položí ještě { $left ->
    [one] {$left} žeton
    [few] {$left} žetony
   *[other] {$left} žetonů
} a odebere sloupec na {$columns}, v jakémkoliv pořadí (nebo sloupec odmítne: o žeton méně)
quartino-to-claim = na tahu: {$seat}, může ohlásit „Quartino“, nebo ukončit tah
quartino-won = {$seat} použil všechny své Quartino karty a vítězí
quartino-capped = hra dosáhla limitu kol, nikdo nevyhrál
quartino-hand = držák – {$seat}: {$cards}
quartino-hand-empty = (prázdný)
quartino-showing = na desce je teď Quartino: {$cards}
quartino-spectator = pohled diváka: všechny držáky jsou skryté
quartino-hidden-note = (držáky ostatních jsou skryté; --viewer N ukáže pohled hráče N)
quartino-legal = možné akce ({$count}): {$actions}
