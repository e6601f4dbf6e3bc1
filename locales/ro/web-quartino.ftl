# Quartino în browser: prezentarea, fazele și mutările în cuvinte, regulile și opțiunile, etichetele
# și indicațiile tablei. Culorile sunt cele din quartino.ftl.

board-quartino-blurb = 2–5 jucători construiesc stive pe o roată ca să arate cărțile ascunse din mâna lor.

board-quartino-phase-over = jocul s-a terminat
board-quartino-situation-four = patru culori
board-quartino-situation-column = o coloană
board-quartino-situations-none = niciuna
board-quartino-phase-situations = situații posibile: {$open}
board-quartino-phase-situations-used = situații posibile: {$open} (una folosită)
board-quartino-phase-remove-column = scoate coloana de pe {$spaces} (jetonul ei e așezat)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} jeton de așezat și coloana de pe {$spaces} de scos, în orice ordine
    [few] {$count} jetoane de așezat și coloana de pe {$spaces} de scos, în orice ordine
   *[other] {$count} de jetoane de așezat și coloana de pe {$spaces} de scos, în orice ordine
}
board-quartino-phase-place = { $count ->
    [one] {$count} jeton de așezat
    [few] {$count} jetoane de așezat
   *[other] {$count} de jetoane de așezat
}
board-quartino-phase-claim = revendică cărți sau încheie tura
board-quartino-phase = {$seat}: {$phase} · tura {$turn}
board-quartino-over = Jocul s-a terminat după {$turns} ture.

board-quartino-used-four = a folosit patru culori (+1 jeton)
board-quartino-ended = a încheiat tura
board-quartino-removed-column = a scos coloana de pe {$space}
board-quartino-claimed = a revendicat cartea {$card} în sfertul {$quarter}
board-quartino-placed = a așezat {$colour} pe {$space}
board-quartino-use-four = Folosește patru culori (+1 jeton)
board-quartino-end-turn = Încheie tura
board-quartino-end-turn-button = Încheie tura
board-quartino-remove-column = Scoate coloana de pe {$space}
board-quartino-remove-column-token = Scoate coloana de pe {$space} (+1 jeton)
board-quartino-claim = Revendică cartea {$card} în sfertul {$quarter}
board-quartino-place = Așază {$colour} pe {$space}
board-quartino-chip-column = coloana {$space}
board-quartino-chip-four = 4 culori
board-quartino-chip-end = sfârșit

board-quartino-rules-no-situations = fără situații
board-quartino-rules-situations-after = { $rounds ->
    [one] situații după {$rounds} rundă
    [few] situații după {$rounds} runde
   *[other] situații după {$rounds} de runde
}
board-quartino-rules-column-mandatory = coloane obligatorii
board-quartino-rules-mirror = imaginile în oglindă contează
board-quartino-option-situations = Situații (patru culori, coloane)
board-quartino-situations-always = tot jocul
board-quartino-situations-never = niciodată (începători)
board-quartino-situations-after = { $rounds ->
    [one] după {$rounds} rundă
    [few] după {$rounds} runde
   *[other] după {$rounds} de runde
}
board-quartino-option-column-mandatory = O coloană trebuie scoasă
board-quartino-option-mirror = Imaginile în oglindă ale cărților contează

board-quartino-label = Roata Quartino
board-quartino-stack-empty = goală
board-quartino-stack = stiva {$colours} (sus {$top})
board-quartino-place-on-stack = așază {$colour} pe {$space} ({$stack})
board-quartino-claim-a-card = revendică o carte în sfertul {$quarter} ({$spaces})
board-quartino-claim-card = revendică {$card} în sfertul {$quarter} ({$spaces})
board-quartino-quarter = sfertul {$quarter}: {$spaces}
board-quartino-card-first = Alege întâi una dintre cărțile tale, apoi sfertul în care apare.
web-board-quartino-supply = rezervă
board-quartino-use-colour = folosește {$colour} (mai sunt {$left})
board-quartino-pick-colour = Alege o culoare, apoi un loc:
board-quartino-supply-heading = Rezervă
board-quartino-your-cards-label = cărțile tale
board-quartino-card = cartea {$card}
board-quartino-card-chosen = cartea {$card} (aleasă)
board-quartino-pick-card = Cărțile tale: alege una, apoi sfertul (Q0–Q7) în care apare:
board-quartino-cards-heading = Cărțile tale
board-quartino-cards-in-hand = { $count ->
    [one] {$count} carte în mână
    [few] {$count} cărți în mână
   *[other] {$count} de cărți în mână
}
board-quartino-put-aside = puse deoparte: {$cards}
board-quartino-hand = mâna: {$cards}
