# Úvodní stránka prohlížeče: nová hra, seznamy her, nahrání záznamu hry; a stránka pozvánky.

lobby-tagline = Quarto!, Dánské Quarto a Quartino — proti počítači, na jednom zařízení, nebo s přáteli přes odkaz.
lobby-new-game = Nová hra
lobby-form-label = nová hra
lobby-game = Hra
lobby-rules = Pravidla
lobby-rules-of = Pravidla hry {$game}, vysvětlená →
lobby-explained = vysvětleno v pravidlech
lobby-explained-option = {$option}: vysvětleno v pravidlech
lobby-hints = Rady pro začátečníky: upozornění před figurkou nebo tahem, který hned prohrává
lobby-no-chat = Bez chatu u stolu (pro hry s dětmi)
lobby-start-summary = Začít z pozice
lobby-start-label = výchozí pozice
lobby-start-help = Pozice v zápisu hry, jak ji stránka hry ukazuje pod historií (Kopírovat). Prázdné: obvyklý začátek.
lobby-start-copy-link = Kopírovat odkaz na tuto pozici
lobby-start-link-copied = Odkaz zkopírován: otevře tento formulář se stejnou hrou, pravidly a pozicí.
lobby-start-link-by-hand = Odkaz je v adresním řádku: zkopírujte ho odtud.
lobby-clock = Hodiny
lobby-clock-label = hodiny
lobby-no-clock = bez hodin
lobby-custom-clock = vlastní…
lobby-custom-total = minuty + přídavek
lobby-custom-per-move = sekundy na tah
lobby-custom-minutes = min
lobby-custom-increment = s na tah
lobby-custom-seconds = s na tah
lobby-other-player-name = jméno hráče {$number} (nepovinné)
lobby-seats = Hráči
lobby-preset-bot = proti počítači
lobby-preset-friend = s přáteli (odkaz)
lobby-preset-device = všichni na tomto zařízení
lobby-preset-anyone = otevřená všem
lobby-choice-me = Já (toto zařízení)
lobby-choice-bot = Počítač
lobby-choice-invite = Přítel (odkaz s pozvánkou)
lobby-choice-open = Otevřené všem
lobby-seat = Hráč {$number}
lobby-seat-first = Hráč {$number} (začíná)
lobby-seat-label = hráč {$number}
lobby-level-label = úroveň počítače, hráč {$number}
lobby-fewer-seats = hráč
lobby-more-seats = hráč
lobby-players = { $count ->
    [one] {$count} hráč
    [few] {$count} hráči
   *[other] {$count} hráčů
}
lobby-name-placeholder = vaše jméno (nepovinné)
lobby-name-label = vaše jméno
lobby-create = Založit hru

lobby-your-games = Vaše hry
lobby-your-seats = { $count ->
    [one] místo {$seats}
   *[other] místa {$seats}
}
lobby-open-games = Otevřené hry
lobby-no-open-games = Žádná otevřená hra: založte novou, nebo otevřete místo všem.
lobby-live-games = Právě hrané hry
lobby-no-live-games = Teď se nehraje žádná hra.
lobby-more-games = Zobrazit další hry
lobby-listed-bot = počítač ({$level})
lobby-listed-open = volné místo
lobby-listed-invited = pozvaný
lobby-play = Hrát
lobby-join = Přidat se
lobby-watch = Sledovat

lobby-import-heading = Nahrát záznam hry
lobby-import-help = Vložte záznam hry (z „Uložit záznam“) nebo vyberte jeho soubor, pak zvolte, odkud hra pokračuje a kdo hraje na kterém místě.
lobby-import-point-label = pokračovat po tomto tahu
lobby-import-point-end = pokračovat od konce (po tahu {$at})
lobby-import-point = pokračovat po tahu {$at} z {$of}
lobby-import-finished = Záznam končí koncem hry: zvolte dřívější tah, od kterého se bude hrát dál.
lobby-import-name-of = jméno hráče {$number}
lobby-record-label = záznam hry
lobby-file-label = soubor se záznamem
lobby-import-button = Nahrát a hrát dál

join-heading = Pozvánka
join-invited = Jste zváni ke hře {$game}
join-seat = Místo {$number}.
join-seat-with = Místo {$number}, spoluhráči: {$others}.
join-bot = počítač ({$level})
join-rules = Pravidla: {$rules}
join-rules-clock = Pravidla: {$rules} · hodiny {$clock}
join-take = Obsadit místo {$number}
join-watch = Jen sledovat
join-to-lobby = Na úvodní stránku
join-taken = Tato pozvánka už byla použita: místo {$number} je obsazené.
join-taken-by = Tato pozvánka už byla použita: na místě {$number} hraje {$name}.
join-over = Tato pozvánka byla ke hře {$game}, která už skončila.
join-cancelled = Tato pozvánka byla ke hře {$game}, která byla zrušena dřív, než začala.
join-watch-game = Sledovat hru
join-see-game = Zobrazit hru
