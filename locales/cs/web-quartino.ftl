# Quartino v prohlížeči: popis, fáze a tahy slovy, pravidla a volby, popisky a nápovědy desky.
# Barvy jsou z quartino.ftl; Q0–Q7 označují čtvrtiny.

board-quartino-blurb = 2–5 hráčů staví na kruhu sloupce žetonů, aby na desce ukázali skryté Quartino karty ze svého držáku.

board-quartino-phase-over = hra skončila
board-quartino-situation-four = 4 barvy
board-quartino-situation-column = sloupec
board-quartino-situations-none = žádná
board-quartino-phase-situations = možné situace: {$open}
board-quartino-phase-situations-used = možné situace: {$open} (jedna využita)
board-quartino-phase-remove-column = odebrat sloupec na {$spaces} (jeho žeton je položen)
board-quartino-phase-place-and-remove = { $count ->
    [one] položit {$count} žeton a odebrat sloupec na {$spaces}, v libovolném pořadí
    [few] položit {$count} žetony a odebrat sloupec na {$spaces}, v libovolném pořadí
   *[other] položit {$count} žetonů a odebrat sloupec na {$spaces}, v libovolném pořadí
}
board-quartino-phase-place = { $count ->
    [one] položit {$count} žeton
    [few] položit {$count} žetony
   *[other] položit {$count} žetonů
}
board-quartino-phase-claim = ohlásit Quartino karty, nebo ukončit tah
board-quartino-phase = {$seat}: {$phase} · kolo {$turn}
board-quartino-over = Hra skončila po {$turns} kolech.

board-quartino-used-four = využil situaci „4 barvy“ (+1 žeton)
board-quartino-ended = ukončil tah
board-quartino-removed-column = odebral sloupec na {$space}
board-quartino-claimed = ohlásil Quartino kartu {$card} ve čtvrtině {$quarter}
board-quartino-placed = položil {$colour} na {$space}
board-quartino-use-four = Využít situaci „4 barvy“ (+1 žeton)
board-quartino-end-turn = Ukončit tah
board-quartino-end-turn-button = Ukončit tah
board-quartino-remove-column = Odebrat sloupec na {$space}
board-quartino-remove-column-token = Odebrat sloupec na {$space} (+1 žeton)
board-quartino-claim = Ohlásit Quartino kartu {$card} ve čtvrtině {$quarter}
board-quartino-place = Položit {$colour} na {$space}
board-quartino-chip-column = sloupec {$space}
board-quartino-chip-four = 4 barvy
board-quartino-chip-end = konec

board-quartino-rules-no-situations = bez situací
board-quartino-rules-situations-after = { $rounds ->
    [one] situace po {$rounds} kole
   *[other] situace po {$rounds} kolech
}
board-quartino-rules-column-mandatory = sloupec povinně
board-quartino-rules-mirror = platí i zrcadlově
board-quartino-option-situations = Situace (4 barvy, sloupec)
board-quartino-situations-always = celou hru
board-quartino-situations-never = nikdy (začátečníci)
board-quartino-situations-after = { $rounds ->
    [one] po {$rounds} kole
   *[other] po {$rounds} kolech
}
board-quartino-option-column-mandatory = Sloupec se musí odebrat
board-quartino-option-mirror = Karty platí i zrcadlově

board-quartino-label = Kruh Quartina
board-quartino-stack-empty = prázdné
board-quartino-stack = sloupec {$colours} (nahoře {$top})
board-quartino-place-on-stack = položit {$colour} na {$space} ({$stack})
board-quartino-claim-a-card = ohlásit kartu ve čtvrtině {$quarter} ({$spaces})
board-quartino-claim-card = ohlásit {$card} ve čtvrtině {$quarter} ({$spaces})
board-quartino-quarter = čtvrtina {$quarter}: {$spaces}
board-quartino-card-first = Nejdřív vyberte jednu ze svých Quartino karet, pak čtvrtinu, kde je na desce.
web-board-quartino-supply = hromádky
board-quartino-use-colour = použít {$colour} (zbývá {$left})
board-quartino-pick-colour = Vyberte barvu, pak políčko:
board-quartino-supply-heading = Hromádky
board-quartino-your-cards-label = vaše Quartino karty
board-quartino-card = karta {$card}
board-quartino-card-chosen = karta {$card} (vybraná)
board-quartino-pick-card = Vaše Quartino karty: vyberte jednu, pak čtvrtinu (Q0–Q7), kde je na desce:
board-quartino-cards-heading = Váš držák
board-quartino-cards-in-hand = { $count ->
    [one] {$count} Quartino karta v držáku
    [few] {$count} Quartino karty v držáku
   *[other] {$count} Quartino karet v držáku
}
board-quartino-put-aside = odložené: {$cards}
board-quartino-hand = držák: {$cards}
