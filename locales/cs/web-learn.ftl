# Výukové stránky prohlížeče: pravidla, lekce, úlohy, rozbor dohrané hry, rady vedle hry. Proč byl
# tah chybou, říká learn.ftl.

study-nav-rules = Pravidla
study-nav-learn = Naučte se hrát
study-nav-puzzles = Úlohy
study-contents = Obsah
study-heading = Učení
study-intro = Tyto hry jsou pro vás nové? Přečtěte si pravidla, projděte lekce, nebo řešte úlohy od počítače.
study-learn-link = Naučte se {$game} krok za krokem →
study-rules-link = Pravidla hry {$game}

study-lessons-progress = hotovo {$done} z {$of} lekcí
study-lessons-hint = Nápověda
study-lessons-again = Zkusit znovu
study-lessons-next = Další lekce →
study-lessons-finished = Máte za sebou všechny lekce. Zahrajte si hru, nebo zkuste úlohy!
study-lessons-play = Zahrát si hru
study-lessons-right = Zatím správně: pokračujte.
study-lessons-replied = Soupeř odpovídá: {$action}.

study-puzzles-heading = Úlohy
study-puzzles-intro = Pozice z her počítačů, každá s jedinou nejlepší odpovědí. Řešte je a posouvejte své hodnocení (uložené v tomto prohlížeči).
study-puzzles-daily = Úloha dne
study-puzzles-next = Další úloha →
study-puzzles-rating = Vaše hodnocení: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Úloha s hodnocením {$rating} · pokusy: {$tries}, vyřešeno: {$solved}
study-puzzles-day-of = Úloha dne, {$day}
study-puzzles-you-play = Hrajete za: {$seat}.
study-puzzles-solved = Vyřešeno!
study-puzzles-failed = To není nejlepší odpověď.
study-puzzles-solution = Řešení: {$line}.
study-puzzles-change = Hodnocení {$change}.
study-theme-win-in = { $count ->
    [one] Vyhrajte tímto položením
    [few] Vyhrajte nejvýš za {$count} položení
   *[other] Vyhrajte nejvýš za {$count} položení
}
study-theme-capture-in = { $count ->
    [one] Berte tímto tahem
    [few] Berte nejvýš za {$count} tahy
   *[other] Berte nejvýš za {$count} tahů
}
study-theme-only-safe-piece = Dejte jedinou bezpečnou figurku
study-theme-only-drawing-move = Najděte jediný tah, který drží remízu
study-theme-protected-square = Udělejte čtverec, který soupeř nemůže vzít zpět
study-theme-claim-two = Ohlaste v tomto tahu dvě Quartino karty
study-theme-mistake = Najděte lepší tah, než jaký byl zahrán
study-eval-won = vyhráno
study-eval-lost = prohráno

study-review-heading = Rozbor · {$game}
study-review-by = Rozebráno za {$seconds} s ({$engine}).
study-review-by-quick = Rozebráno za méně než {$seconds} s ({$engine}).
study-review-chart = Průběh hry: očekávaný výsledek prvního hráče po každém tahu (nahoře výhra, uprostřed remíza, dole prohra)
study-review-chart-many = Jak se očekávaný výsledek každého hráče měnil s jeho tahy
study-review-back = Zpět do hry
study-review-no-mistakes = Žádné chyby: dobře zahráno.
study-review-mistakes = { $count ->
    [one] {$count} tah ztratil půdu.
    [few] {$count} tahy ztratily půdu.
   *[other] {$count} tahů ztratilo půdu.
}
study-review-best = Volba počítače: {$action}.
study-review-play-again = Poučit se z této chyby
study-review-not-over = Rozbor se otevře, až hra skončí.
study-game-review = Rozebrat hru

study-hints-heading = Rady
study-hints-deadly = Nedávejte figurku {$pieces}: soupeř by s ní hned vyhrál.
study-hints-poisoned = Položení na {$cells} nenechá žádnou bezpečnou figurku pro soupeře.
study-hints-threatened = Vaše kameny na {$points} může soupeř příštím tahem vzít.
study-hints-unsafe = { $count ->
    [one] {$count} váš tah by soupeři dovolil brát nebo vyhrát.
    [few] {$count} vaše tahy by soupeři dovolily brát nebo vyhrát.
   *[other] {$count} vašich tahů by soupeři dovolilo brát nebo vyhrát.
}
study-hints-near = Vaší kartě {$card} chybí jeden žeton: {$colour} na {$space} ji ukáže ve čtvrtině {$quarter}.
study-hints-none = Teď žádné nebezpečí.
study-hints-warn-gift = Pozor: s touto figurkou soupeř hned vyhraje. Zahrajte ji znovu, chcete-li ji přesto dát.
study-hints-warn-cell = Pozor: po tomto položení dá soupeři výhru každá figurka, kterou můžete dát. Zahrajte znovu, chcete-li přesto položit.
study-hints-warn-move = Pozor: po tomto tahu může soupeř brát nebo vyhrát. Zahrajte znovu, chcete-li přesto táhnout.
study-hints-option = Rady pro začátečníky (upozornění před prohrávající figurkou nebo tahem)
study-hints-option-help = Co rady ukazují
