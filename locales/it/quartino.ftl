# Quartino nel terminale: la riserva, i giocatori, le situazioni, le carte di chi guarda.

quartino-colour-yellow = giallo
quartino-colour-blue = blu
quartino-colour-green = verde
quartino-colour-pink = rosa

quartino-height = pila {$height}
quartino-supply = riserva: {$supply}   ({ $tokens ->
    [one] {$tokens} gettone
   *[other] {$tokens} gettoni
} sul tabellone)
quartino-colours = colori: {$colours}
quartino-rules = regole: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} carta
   *[other] {$cards} carte
} in mano
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} carta
   *[other] {$cards} carte
} in mano, messe da parte: {$aside}
quartino-turns = turni completati: {$turns} (limite {$cap})
quartino-open-four = quattro colori (`four`: +1 gettone)
quartino-open-column = colonna in {$spaces} (`column@…`: i suoi gettoni tornano nella riserva, +1 gettone)
quartino-open-column-mandatory = colonna in {$spaces} (`column@…`: i suoi gettoni tornano nella riserva, +1 gettone, obbligatoria)
quartino-or = o
quartino-situations = tocca a {$seat}, inizio del turno ({ $used ->
    [one] {$used} situazione usata
   *[other] {$used} situazioni usate
}); disponibili: {$open}
quartino-to-place = tocca a {$seat}, che colloca ancora { $left ->
    [one] {$left} gettone
   *[other] {$left} gettoni
}
quartino-to-remove-column = tocca a {$seat}, che toglie la colonna in {$columns} (il suo gettone è collocato)
quartino-to-place-and-remove-column = tocca a {$seat}, che colloca ancora { $left ->
    [one] {$left} gettone
   *[other] {$left} gettoni
} e toglie la colonna in {$columns}, in qualsiasi ordine (o rinuncia alla colonna: un gettone in meno)
quartino-to-claim = tocca a {$seat}, che può reclamare una carta o finire il turno
quartino-won = {$seat} ha messo da parte tutte le sue carte e vince
quartino-capped = raggiunto il limite di turni, nessuno vince
quartino-hand = carte di {$seat}: {$cards}
quartino-hand-empty = (nessuna)
quartino-showing = sul tabellone ora: {$cards}
quartino-spectator = vista dello spettatore: tutte le carte sono nascoste
quartino-hidden-note = (le carte degli altri sono nascoste; --viewer N mostra la vista del giocatore N)
quartino-legal = mosse possibili ({$count}): {$actions}
