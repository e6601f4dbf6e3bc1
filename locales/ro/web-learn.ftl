# Paginile de învățare din browser: regulile, lecțiile, problemele, analiza unui joc terminat,
# sfaturile de lângă un joc. De ce a fost greșită o mutare spune learn.ftl.

study-nav-rules = Reguli
study-nav-learn = Învață să joci
study-nav-puzzles = Probleme
study-contents = Cuprins
study-heading = Învață
study-intro = Nou la aceste jocuri? Citește regulile, urmează lecțiile ghidate sau rezolvă problemele motoarelor.
study-learn-link = Învață {$game} pas cu pas →
study-rules-link = Regulile jocului {$game}

study-lessons-progress = {$done} din {$of} lecții făcute
study-lessons-hint = Indiciu
study-lessons-again = Încearcă din nou
study-lessons-next = Lecția următoare →
study-lessons-finished = Ai făcut toate lecțiile. Joacă o partidă sau încearcă problemele!
study-lessons-play = Joacă o partidă
study-lessons-right = Corect până aici: continuă.
study-lessons-replied = Adversarul răspunde: {$action}.

study-puzzles-heading = Probleme
study-puzzles-intro = Poziții din partidele motoarelor, fiecare cu un singur răspuns cel mai bun. Rezolvă-le ca să-ți miști punctajul (păstrat în acest browser).
study-puzzles-daily = Problema zilei
study-puzzles-next = Problema următoare →
study-puzzles-rating = Punctajul tău: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problemă cotată {$rating} · rezolvată { $solved ->
    [one] o dată
    [few] de {$solved} ori
   *[other] de {$solved} de ori
} din { $tries ->
    [one] {$tries} încercare
    [few] {$tries} încercări
   *[other] {$tries} de încercări
}
study-puzzles-day-of = Problema zilei, {$day}
study-puzzles-you-play = Joci cu {$seat}.
study-puzzles-solved = Rezolvat!
study-puzzles-failed = Nu e cel mai bun răspuns.
study-puzzles-solution = Soluția: {$line}.
study-puzzles-change = Punctaj {$change}.
study-theme-win-in = { $count ->
    [one] Câștigă cu această așezare
   *[other] Câștigă în cel mult {$count} așezări
}
study-theme-capture-in = { $count ->
    [one] Capturează cu această mutare
   *[other] Capturează în cel mult {$count} mutări
}
study-theme-only-safe-piece = Dă singura piesă sigură
study-theme-only-drawing-move = Găsește singura tură care păstrează egalitatea
study-theme-protected-square = Fă un pătrat pe care adversarul nu-l poate captura înapoi
study-theme-claim-two = Revendică două cărți în această tură
study-theme-mistake = Găsește ceva mai bun decât mutarea jucată
study-eval-won = câștigat
study-eval-lost = pierdut

study-review-heading = Analiză · {$game}
study-review-by = Analizat în {$seconds} s ({$engine}).
study-review-by-quick = Analizat în mai puțin de {$seconds} s ({$engine}).
study-review-chart = Cum a decurs jocul: scorul așteptat al primului jucător după fiecare mutare (sus: victorie, la mijloc: egalitate, jos: înfrângere)
study-review-chart-many = Cum s-a schimbat scorul așteptat al fiecărui jucător cu mutările lui
study-review-back = Înapoi la joc
study-review-no-mistakes = Nicio greșeală: bine jucat.
study-review-mistakes = { $count ->
    [one] {$count} mutare a pierdut teren.
    [few] {$count} mutări au pierdut teren.
   *[other] {$count} de mutări au pierdut teren.
}
study-review-best = Alegerea motorului: {$action}.
study-review-play-again = Învață din această greșeală
study-review-not-over = Analiza se deschide după ce jocul se termină.
study-game-review = Analizează jocul

study-hints-heading = Sfaturi
study-hints-deadly = Nu da piesa {$pieces}: adversarul ar câștiga imediat cu ea.
study-hints-poisoned = Dacă așezi pe {$cells} nu mai rămâne nicio piesă sigură de dat.
study-hints-threatened = Piesele tale de pe {$points} pot fi capturate la mutarea următoare.
study-hints-unsafe = { $count ->
    [one] {$count} dintre mutările tale l-ar lăsa pe adversar să captureze sau să câștige.
    [few] {$count} dintre mutările tale l-ar lăsa pe adversar să captureze sau să câștige.
   *[other] {$count} dintre mutările tale l-ar lăsa pe adversar să captureze sau să câștige.
}
study-hints-near = Cartea ta {$card} e la un jeton distanță: {$colour} pe {$space} o arată în {$quarter}.
study-hints-none = Niciun pericol acum.
study-hints-warn-gift = Atenție: cu această piesă adversarul câștigă imediat. Joac-o din nou ca s-o dai oricum.
study-hints-warn-cell = Atenție: după această așezare orice piesă ai da, adversarul câștigă. Joac-o din nou ca să așezi oricum.
study-hints-warn-move = Atenție: după această mutare adversarul poate captura sau câștiga. Joac-o din nou ca să muți oricum.
study-hints-option = Sfaturi pentru începători (avertismente înainte de o piesă dată sau o mutare care pierde)
study-hints-option-help = Ce arată sfaturile
