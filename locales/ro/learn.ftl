# Cuvintele motoarelor care învață, în terminal (quartet review): de ce o mutare a fost greșită,
# cât valora o poziție, cât de gravă a fost o greșeală, tabelul și graficul analizei.

## Ce au în comun patru piese, la plural: „patru piese înalte”.
learn-pieces-short = scunde
learn-pieces-tall = înalte
learn-pieces-light = de culoare deschisă
learn-pieces-dark = de culoare închisă
learn-pieces-round = rotunde
learn-pieces-square = pătrate
learn-pieces-solid = pline
learn-pieces-hollow = găurite
learn-and = și

## Liniile și careurile din Quarto!.
learn-row = rândul {$number}
learn-column = coloana {$letter}
learn-diagonal = diagonala
learn-square = careul
learn-quarto = {$alignment} {$line}: patru piese {$traits}

## De ce o mutare a fost greșită.
learn-why-win-at = așezarea pe {$cell} ar fi câștigat: {$quarto}
learn-why-gift-wins = piesa {$piece} ({$traits}) îl face pe adversar să câștige pe {$cell}: {$quarto}
learn-why-no-safe-gift = după această așezare, orice piesă ai da îl face pe adversar să câștige imediat
learn-why-no-quarto = o piesă pe {$cell} nu completează nicio linie de patru piese cu un caracter comun
learn-why-claim-missed = {$line} era un quarto de anunțat: anunță-l ca să câștigi
learn-why-opponent-wins = după asta adversarul își poate forța câștigul
learn-why-opponent-wins-in = după asta adversarul își poate forța câștigul ({ $distance ->
    [one] {$distance} așezare sau mutare
    [few] {$distance} așezări sau mutări
   *[other] {$distance} de așezări sau mutări
} până la final)
learn-why-win-lost = { $now ->
    [draw] câștigul s-a dus: cu joc perfect partida este acum remiză
   *[loss] câștigul s-a dus: cu joc perfect partida este acum pierdută
}
learn-why-too-slow = tot câștigă, dar în {$distance} așezări, nu în cel mult {$within}
learn-why-no-square = această mutare nu face niciun pătrat
learn-why-capture-allowed = după asta adversarul joacă {$reply} și îți capturează piesa de pe {$point}
learn-why-escapes = adversarul răspunde {$reply} și nu urmează nicio captură
learn-why-missed = era de jucat {$action}
learn-why-win-allowed = după asta adversarul câștigă imediat cu {$reply}
learn-why-claims-left = după asta { $possible ->
    [one] doar {$possible} carte mai poate fi revendicată
    [few] doar {$possible} cărți mai pot fi revendicate
   *[other] doar {$possible} de cărți mai pot fi revendicate
} în această tură, nu {$wanted}
learn-why-card-missed = cartea ta {$card} apărea la {$quarter}: revendic-o
learn-why-no-card-shows = după asta nicio carte din mâna ta nu apare pe tablă
learn-why-weaker = motorul apreciază această mutare mult sub propria alegere
learn-why-goal-does-not-fit = {$goal} nu este un obiectiv al acestui joc

## Cât valorează o poziție, pe scurt.
learn-eval-win = câștig
learn-eval-win-in = câștig în {$distance}
learn-eval-draw = remiză
learn-eval-loss = pierdere
learn-eval-loss-in = pierdere în {$distance}
learn-eval-estimate = {$percent}%

## Cât de gravă a fost o greșeală.
learn-severity-inaccuracy = imprecizie
learn-severity-mistake = greșeală
learn-severity-blunder = gafă

## Analiza unei partide.
learn-judge-exact-solver = rezolvitor exact
learn-judge-alpha-beta = căutare alfa-beta, { $nodes ->
    [one] {$nodes} nod
    [few] {$nodes} noduri
   *[other] {$nodes} de noduri
} pe poziție
learn-judge-information-set-search = căutare pe mulțimi de informație, { $playouts ->
    [one] {$playouts} simulare
    [few] {$playouts} simulări
   *[other] {$playouts} de simulări
} pe decizie
learn-review-title = Analiza unei partide de {$game} ({$rules}): { $actions ->
    [one] {$actions} mutare
    [few] {$actions} mutări
   *[other] {$actions} de mutări
} în {$seconds} s ({$engine})
learn-review-player = jucător
learn-review-action = mutare
learn-review-before-after = înainte → după
learn-review-why = {$severity}: {$why}
learn-review-better = mai bine: {$actions}
learn-review-counts = {$seat}: { $inaccuracies ->
    [one] {$inaccuracies} imprecizie
    [few] {$inaccuracies} imprecizii
   *[other] {$inaccuracies} de imprecizii
}, { $mistakes ->
    [one] {$mistakes} greșeală
    [few] {$mistakes} greșeli
   *[other] {$mistakes} de greșeli
}, { $blunders ->
    [one] {$blunders} gafă
    [few] {$blunders} gafe
   *[other] {$blunders} de gafe
}
learn-chart-two = Grafic, pentru jucătorul 1 (sus: câștigă, la mijloc: egal, jos: pierde):
learn-chart-win = câștig
learn-chart-even = egal
learn-chart-loss = pierd.
learn-chart-many = Șansele fiecărui jucător după propriile mutări (0–9: de la 0% la peste 90%):
