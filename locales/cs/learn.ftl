# Slova učících enginů v terminálu (quartet review): proč byl tah špatný, kolik pozice stála, jak
# vážná byla chyba, tabulka a graf rozboru.

## Co mají čtyři figurky společné, v množném čísle: „čtyři vysoké figurky“.
learn-pieces-short = nízké
learn-pieces-tall = vysoké
learn-pieces-light = světlé
learn-pieces-dark = tmavé
learn-pieces-round = kulaté
learn-pieces-square = hranaté
learn-pieces-solid = plné
learn-pieces-hollow = duté
learn-and = a

## Řady a čtverce hry Quarto!.
learn-row = řádek {$number}
learn-column = sloupec {$letter}
learn-diagonal = úhlopříčka
learn-square = čtverec
learn-quarto = {$alignment} {$line}: čtyři {$traits} figurky

## Proč byl tah špatný.
learn-why-win-at = položení na {$cell} by vyhrálo: {$quarto}
learn-why-gift-wins = s figurkou {$piece} ({$traits}) vyhraje soupeř na {$cell}: {$quarto}
learn-why-no-safe-gift = po tomto položení s každou figurkou, kterou můžete dát, soupeř hned vyhraje
learn-why-no-quarto = figurka na {$cell} nedoplní žádnou řadu čtyř figurek se společnou vlastností
learn-why-claim-missed = {$line} bylo quarto k ohlášení: ohlaste ho a vyhrajete
learn-why-opponent-wins = po tomto tahu si soupeř může vynutit výhru
learn-why-opponent-wins-in = po tomto tahu si soupeř může vynutit výhru ({ $distance ->
    [one] {$distance} položení nebo tah
    [few] {$distance} položení nebo tahy
   *[other] {$distance} položení nebo tahů
} do konce)
learn-why-win-lost = { $now ->
    [draw] výhra je pryč: při nejlepší hře je teď partie remíza
   *[loss] výhra je pryč: při nejlepší hře je teď partie prohraná
}
learn-why-too-slow = pořád vyhrává, ale za {$distance} položení, ne nejvýš za {$within}
learn-why-no-square = tento tah nevytvoří žádný čtverec
learn-why-capture-allowed = po tomto tahu soupeř zahraje {$reply} a vezme váš kámen na {$point}
learn-why-escapes = soupeř odpoví {$reply} a žádné braní nenásleduje
learn-why-missed = bylo možné zahrát {$action}
learn-why-win-allowed = po tomto tahu soupeř hned vyhraje tahem {$reply}
learn-why-claims-left = po tomto tahu lze v tomto kole ohlásit { $possible ->
    [one] jen {$possible} Quartino kartu
    [few] jen {$possible} Quartino karty
   *[other] jen {$possible} Quartino karet
}, ne {$wanted}
learn-why-card-missed = vaše karta {$card} byla na desce na {$quarter}: ohlaste Quartino
learn-why-no-card-shows = po tomto tahu není na desce žádná karta z vašeho držáku
learn-why-weaker = engine hodnotí tento tah výrazně hůř než svou vlastní volbu
learn-why-goal-does-not-fit = {$goal} není cílem této hry

## Kolik pozice stojí, krátce.
learn-eval-win = výhra
learn-eval-win-in = výhra za {$distance}
learn-eval-draw = remíza
learn-eval-loss = prohra
learn-eval-loss-in = prohra za {$distance}
learn-eval-estimate = {$percent} %

## Jak vážná byla chyba.
learn-severity-inaccuracy = nepřesnost
learn-severity-mistake = chyba
learn-severity-blunder = hrubá chyba

## Rozbor partie.
learn-judge-exact-solver = přesný řešitel
learn-judge-alpha-beta = prohledávání alfa-beta, { $nodes ->
    [one] {$nodes} uzel
    [few] {$nodes} uzly
   *[other] {$nodes} uzlů
} na pozici
learn-judge-information-set-search = prohledávání informačních množin, { $playouts ->
    [one] {$playouts} simulace
    [few] {$playouts} simulace
   *[other] {$playouts} simulací
} na rozhodnutí
learn-review-title = Rozbor partie {$game} ({$rules}): { $actions ->
    [one] {$actions} tah
    [few] {$actions} tahy
   *[other] {$actions} tahů
} za {$seconds} s ({$engine})
learn-review-player = hráč
learn-review-action = tah
learn-review-before-after = před → po
learn-review-why = {$severity}: {$why}
learn-review-better = lepší: {$actions}
learn-review-counts = {$seat}: { $inaccuracies ->
    [one] {$inaccuracies} nepřesnost
    [few] {$inaccuracies} nepřesnosti
   *[other] {$inaccuracies} nepřesností
}, { $mistakes ->
    [one] {$mistakes} chyba
    [few] {$mistakes} chyby
   *[other] {$mistakes} chyb
}, { $blunders ->
    [one] {$blunders} hrubá chyba
    [few] {$blunders} hrubé chyby
   *[other] {$blunders} hrubých chyb
}
learn-chart-two = Graf pro hráče 1 (nahoře: vyhrává, uprostřed: vyrovnáno, dole: prohrává):
learn-chart-win = výhra
learn-chart-even = rovně
learn-chart-loss = prohra
learn-chart-many = Šance každého hráče po jeho vlastních tazích (0–9: od 0 % do 90 % a více):
