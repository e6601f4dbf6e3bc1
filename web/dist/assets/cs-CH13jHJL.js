var e=`game-quarto = Quarto!
game-danish = Dánské Quarto
game-quartino = Quartino
seat-number = hráč {$number}
seat-with-label = {$seat} ({$label})
seat-human = člověk
seat-bot = počítač ({$level})
level-beginner = začátečník
level-casual = příležitostný
level-strong = silný
level-strongest = nejsilnější
level-perfect = dokonalý
outcome-won = vítězí {$winner}
outcome-draw = nikdo nevyhrál
ending-time = čas vypršel: {$seat}
ending-resignation = {$seat} se vzdal
ending-agreement = remíza dohodou
ending-claim = {$seat} si nárokoval hru: ostatní opustili stůl
end-quarto = { $count ->
    [one] QUARTO
   *[other] {$count}× QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = čtverec {$cells} ({$traits})
end-full = všechny figurky jsou na desce, žádné QUARTO
end-pieces = {$seat} má už jen { $left ->
    [one] {$left} kámen
    [few] {$left} kameny
   *[other] {$left} kamenů
}
end-square-at-four = {$seat} utvořil čtverec jako první, čtyři kameny proti čtyřem
end-repetition = stejná pozice na desce potřetí
end-turn-cap = dosažen limit { $turns ->
    [one] {$turns} tahu
   *[other] {$turns} tahů
}
end-cards = {$seat} odložil poslední ze svých { $count ->
    [one] {$count} karty
   *[other] {$count} karet
}
seat-plays = {$seat} hraje {$action}
danish-white = Bílý
danish-black = Černý
danish-side = {$colour} ({$letter}): {$on_board} na desce, {$in_hand} k položení; platné čtverce: {$squares}
danish-squares-none = žádné
danish-to-place = na tahu: {$colour}, pokládá kámen
danish-to-move = na tahu: {$colour}, táhne kamenem
danish-to-fly = na tahu: {$colour}, skáče kamenem na libovolný volný bod (zbývají mu 4 kameny)
danish-legal = { $count ->
    [one] {$count} možný tah
    [few] {$count} možné tahy
   *[other] {$count} možných tahů
} ({$captures} s braním)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, musí vynechat tah
danish-won = vítězí {$colour}
danish-four-against-four = 4 proti 4: vítězí, kdo první vytvoří platný čtverec
error-bad-rules = chybná pravidla: {$reason}
error-bad-position = chybná pozice: {$reason}
error-bad-equipment = chybné vybavení: {$reason}
error-table-over = hra skončila
error-table-not-your-turn = nejste na tahu: na tahu je {$seat}
error-table-nothing-to-undo = není co vrátit
error-table-no-draw-by-agreement = v této hře není remíza dohodou
error-any-not-this-game = {$action} není tah hry { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}
error-settings-not-key-value = očekáváno klíč=hodnota, nalezeno „{$text}“
error-settings-given-twice = {$key} je uvedeno dvakrát
error-settings-unknown-setting = neznámé nastavení „{$key}“: nastavení jsou {$expected}
error-settings-bad-setting-value = {$key}=„{$value}“: očekáváno { $expected ->
    [yes-no] yes nebo no
    [on-off] on nebo off
    [auto-announce] auto nebo announce
    [players] 2 až 5
    [turn-cap] počet tahů, 1 až 65535
    [ply-cap] none nebo počet tahů od 1 do 4294967295
    [first-seat] hráč 1 až 5, nebo random
    [situations] on, off nebo from:N (situace až po N kolech)
    [situations-from] from: a počet kol odehraných bez situací, 1 až 65535
   *[other] {$expected}
}
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = neznámá vlastnost „{$text}“: očekáváno height (výška), colour (barva), shape (tvar) nebo top (dutá či plná)
error-quarto-attribute-twice = vlastnost { $attribute ->
    [height] {quarto-trait-tall}/{quarto-trait-short}
    [colour] {quarto-trait-light}/{quarto-trait-dark}
    [shape] {quarto-trait-round}/{quarto-trait-square}
   *[top] {quarto-trait-solid}/{quarto-trait-hollow}
} je uvedena dvakrát
error-quarto-no-attribute = není uvedena žádná vlastnost: počítat se musí aspoň jedna
error-quarto-not-a-piece = „{$text}“ není figurka: očekávána jedna šestnáctková číslice 0-f
error-quarto-not-a-cell = „{$text}“ není pole desky: očekáváno a1 až d4
error-quarto-not-an-alignment = „{$text}“ není řada ani čtverec: uveďte jeho dvě krajní pole, jako a1-d1, a1-a4, a1-d4, a4-d1 nebo b2-c3
error-quarto-not-an-action = „{$text}“ není tah: očekávána figurka k předání (7), pole k položení (b3), ohlášení (Q:a1-d4) nebo pass
error-quarto-empty-position = prázdná: očekáváno \`<deska> <ruka>\`, jako \`..../..../..../.... -\`
error-quarto-missing-hand = za deskou chybí ruka: přidejte \` -\` nebo figurku k položení
error-quarto-position-fields = očekávána dvě pole \`<deska> <ruka>\` (a v režimu ohlašování pole, jehož quarta lze ohlásit), nalezeno {$count}
error-quarto-board-rows = deska má { $count ->
    [one] {$count} řadu
    [few] {$count} řady
   *[other] {$count} řad
}; očekávány 4 řady oddělené '/'
error-quarto-row-length = řada {$row} má {$cells} polí; očekávána 4
error-quarto-bad-board-character = chybný znak „{$found}“ na {$cell}: očekávána '.' nebo šestnáctková číslice 0-f
error-quarto-piece-twice = figurka {$piece} je na desce dvakrát, na {$first} a na {$second}
error-quarto-no-hand = v ruce není žádná figurka, ale hra neskončila ({$count} položených figurek, žádné quarto): zapište figurku k položení, nebo \`*\`, pokud hráč, který právě položil, má předávat
error-quarto-give-at-start = \`*\` (předání po položení) potřebuje figurku na desce; začátek se píše \`-\`
error-quarto-give-on-full-board = \`*\` na plné desce: nezbývá žádná figurka k předání
error-quarto-bad-hand = chybná ruka „{$text}“: očekávána šestnáctková číslice 0-f, \`-\` nebo \`*\`
error-quarto-hand-on-board = figurka {$piece} je v ruce a zároveň na desce na {$cell}
error-quarto-already-won = pozice je už vyhraná: {$alignment} je quarto, takže hra tam skončila (pro skončenou hru pište \`-\`)
error-quarto-not-one-placement = nemožné: quarta {$alignments} nemohla vzniknout všechna jedním položením
error-quarto-winner-unknown = v režimu ohlašování mohlo být quarto na desce ohlášeno, nebo propadnout, takže \`-\` neříká, kdo vyhrál, leda je deska plná a bez quarta: použijte záznam hry
error-quarto-claim-in-auto-mode = třetí pole („{$text}“, položení, jehož quarto lze ohlásit) se píše jen v režimu ohlašování
error-quarto-claim-not-a-cell = třetí pole „{$text}“ není pole desky: uvádí položení, jehož quarta lze ohlásit
error-quarto-claim-on-empty-cell = {$cell} je prázdné, takže to není položení, jehož quarto lze ohlásit
error-quarto-no-claim-here = zde nelze nic ohlásit ({$cell}): hra skončila nebo nezačala
error-quarto-no-quarto-through = přes {$cell} nevede žádné quarto, takže není co ohlásit: třetí pole vynechte
error-quarto-game-over = hra skončila
error-quarto-wrong-phase = teď je čas { $expected ->
    [give] předat figurku
    [place] položit figurku z ruky
   *[claim] ohlásit „QUARTO!“, nebo pasovat
}, ne { $found ->
    [give] předávat
   *[place] pokládat
}
error-quarto-piece-not-in-pool = figurka {$piece} není mezi zbývajícími figurkami
error-quarto-cell-taken = pole {$cell} není volné
error-quarto-no-claims-in-auto-mode = „QUARTO!“ se ohlašuje jen v režimu ohlašování
error-quarto-squares-do-not-count = {$alignment} je čtverec a čtverce se v této hře nepočítají
error-quarto-not-a-quarto = {$alignment} není quarto
error-quarto-not-claimable = {$alignment} nevzniklo posledním položením: ohlášení propadlo, nebo nikdy nebylo možné
error-quarto-no-pass = pasovat lze jen místo ohlášení po poslední figurce
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }
error-danish-not-a-point = „{$text}“ není bod: očekáván sloupec a-i a řada 1-9, jako e5
error-danish-not-on-the-board = „{$text}“ není bod desky: { $corner ->
    [true] čtyři rohy a1, i1, a9 a i9 na desce nejsou
   *[false] žádný bod nemá sloupec a řadu různé parity (a3, b2, b4 jsou body; a2 ne)
}
error-danish-not-a-move = „{$text}“ není tah: očekáván bod k položení (e5), tah kamenem (e5-f6), obojí případně s braním (d2xe7, e5-f6xg3), nebo pass
error-danish-move-to-same-point = {$point}-{$point} nic nepřesouvá: tah vede na jiný bod
error-danish-position-fields = očekávána čtyři pole \`<body bílého>/<body černého> <w|b> <bílý v ruce> <černý v ruce>\` (začátek je \`/ w 12 12\`), nalezeno {$count}
error-danish-no-slash = „{$text}“ nemá \`/\`: zapište body bílého, \`/\`, pak body černého (kterýkoli seznam může být prázdný)
error-danish-slash-twice = „{$text}“ má víc než jedno \`/\`: zapište body bílého, \`/\`, pak body černého
error-danish-empty-item = prázdná položka v bodech { $colour ->
    [white] bílého
   *[black] černého
} „{$text}“: body oddělujte jednou čárkou
error-danish-point-twice = {$point} je uveden dvakrát
error-danish-bad-side = hráč na tahu je „{$text}“: očekáváno w nebo b
error-danish-bad-hand = kameny v ruce { $colour ->
    [white] bílého
   *[black] černého
} „{$text}“: očekáváno číslo od 0 do 12
error-danish-too-many-pieces = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} má { $board ->
    [one] {$board} kámen
    [few] {$board} kameny
   *[other] {$board} kamenů
} na desce a {$hand} v ruce, víc než 12
error-danish-already-lost = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} má jen { $total ->
    [one] {$total} kámen
    [few] {$total} kameny
   *[other] {$total} kamenů
} (na desce a v ruce), takže už prohrál; skončenou hru ukazuje záznam hry
error-danish-impossible-captures = { $colour ->
    [white] { danish-white } ztratil {$lost} kamenů, ale { danish-black }
   *[black] { danish-black } ztratil {$lost} kamenů, ale { danish-white }
} položil jen {$captor_placed} a mohl sebrat nanejvýš {$most} (žádný kámen se ještě nepohnul: jedno braní za tah, od 4. kamene hráče)
error-danish-hands-out-of-turn = Bílý má v ruce {$white} a Černý {$black}, na tahu je { $to_move ->
    [white] Bílý
   *[black] Černý
}; hráči pokládají střídavě, Bílý první, takže s Bílým na tahu mají oba stejně, a s Černým na tahu má Černý o jeden víc
error-danish-game-over = hra skončila
error-danish-must-place = { $hand ->
    [one] v ruce je ještě {$hand} kámen
    [few] v ruce jsou ještě {$hand} kameny
   *[other] v ruce je ještě {$hand} kamenů
}: položte jeden (zapište bod, jako e5)
error-danish-must-move = všechny kameny jsou položeny: táhněte jedním (zapište odkud-kam, jako e5-f6)
error-danish-pass-with-moves = hráč smí vynechat tah, jen když nemůže táhnout
error-danish-not-your-piece = na {$point} není žádný kámen { $mover ->
    [white] bílého
   *[black] černého
}
error-danish-occupied = {$point} není volný
error-danish-not-joined = {$from} a {$to} nespojuje čára (skáče jen hráč se 4 kameny)
error-danish-no-square-made = tento tah nevytváří žádný platný čtverec, takže nic nebere
error-danish-capture-required = tento tah vytváří platný čtverec: uveďte braní, jako e5-f6xg3
error-danish-not-opponent-piece = na {$point} není žádný soupeřův kámen k sebrání
error-danish-protected = {$point} je rohem platného čtverce svého majitele, takže ho nelze sebrat
error-danish-wins-without-capture = oba hráči mají 4 kameny: platný čtverec vyhrává hned, bez braní
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: očekáváno 2 až 5
error-quartino-not-enough-cards = players={$players}: {$cards} Quartino karet nestačí, aby každý z {$players} hráčů dostal {$hand}
error-quartino-no-such-seat = first={$seat}, ale hráčů je jen {$players}
error-quartino-cap-zero = cap=0: limit musí být aspoň 1 kolo
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = chybí pole {$field}=
error-quartino-equipment-not-a-number = {$field}=„{$text}“: očekáváno celé číslo
error-quartino-equipment-ring = ring={$ring}: očekáváno 1 až 15
error-quartino-equipment-hand-zero = hand=0: hráč potřebuje aspoň jednu Quartino kartu
error-quartino-equipment-permutations-size = cards=permutations potřebuje čtvrtiny o tolika polích, kolik je barev ({$colours}), ne {$pattern}
error-quartino-equipment-not-a-card = cards: „{$text}“ není Quartino karta: očekávána písmena barev
error-quartino-equipment-too-many-cards = {$count} Quartino karet: nanejvýš 64
error-quartino-equipment-card-twice = cards: {$card} je v sadě dvakrát
error-quartino-equipment-card-size = cards: {$card} ukazuje {$spaces} polí, ale čtvrtina jich má {$pattern}
error-quartino-equipment-card-colour = cards: {$card} používá {$colour}, což není žádná z barev
error-quartino-equipment-hand-too-big = hand={$hand}: {$cards} Quartino karet nestačí, aby dva hráči dostali po {$hand}
error-quartino-equipment-colour-spec = colours: „{$text}“ není písmeno:jméno:žetony, jako Y:yellow:7
error-quartino-equipment-colour-letter = colours: „{$text}“ není jedno velké písmeno
error-quartino-equipment-colour-name = colours: jméno „{$text}“ smí mít jen písmena, číslice, '-' nebo '_'
error-quartino-equipment-no-tokens = colours: {$colour} nemá žádné žetony
error-quartino-equipment-colour-twice = colours: {$colour} je uvedena dvakrát
error-quartino-equipment-too-many-colours = {$count} barev: nanejvýš 8
error-quartino-equipment-too-many-tokens = celkem {$count} žetonů: nanejvýš 32
error-quartino-equipment-quarter-space = quarters: „{$text}“ není pole (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters: {$space} není na kruhu o {$ring} polích
error-quartino-equipment-space-twice-in-quarter = quarters: {$space} je ve čtvrtině „{$quarter}“ dvakrát
error-quartino-equipment-quarter-too-big = quarters: „{$text}“ má víc než 8 polí
error-quartino-equipment-quarter-sizes = quarters: každá čtvrtina musí mít {$pattern} polí, jedna jich má {$other}
error-quartino-equipment-too-many-quarters = {$count} čtvrtin: nanejvýš 16
error-quartino-equipment-quarter-twice = quarters: Q{$number} je stejná jako dřívější čtvrtina
error-quartino-equipment-mirror-slots = mirror: zadáno {$slots} míst, ale Quartino karta jich má {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror: očekáváno každé místo od 0 do {$last} jednou, jako 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror: karta přečtená v zrcadle dvakrát musí dát sebe samu
error-quartino-not-a-colour = „{$text}“ není barva: očekáváno jedno písmeno, jako Y
error-quartino-not-a-space = „{$text}“ není pole: očekáváno C nebo R0, R1, …
error-quartino-not-a-quarter = „{$text}“ není čtvrtina: očekáváno Q0, Q1, …
error-quartino-not-a-card = „{$text}“ není Quartino karta: očekávána její písmena barev, jako YBGP
error-quartino-not-an-action = „{$text}“ není akce: { $why ->
    [column-space] po column@ následuje pole: C nebo R0, R1, …
    [claim-quarter] ohlášení jmenuje čtvrtinu Q0, Q1, …
    [claim-card] ohlášení jmenuje kartu písmeny jejích barev, jako YBGP@Q5
    [place-space] po @ následuje pole (C, R0, R1, …), kam se pokládá, nebo čtvrtina (Q0, Q1, …), kde se ohlašuje
    [place-colour] položení jmenuje jedno písmeno barvy, jako Y@R3
   *[no-at] očekáváno four, end, column@<pole>, <barva>@<pole> (Y@R3) nebo <karta>@<čtvrtina> (YBGP@Q5)
}
error-quartino-position-fields = očekáváno 5 polí \`<deska> <na tahu> <fáze> <kola> <hráči>\`, nalezeno {$count}
error-quartino-board-spaces = deska má {$found} polí; očekáváno {$expected}: C, R0, … R{$last} oddělená '/'
error-quartino-empty-stack-text = žetony na {$space} jsou zapsány prázdným textem: prázdné pole se píše .
error-quartino-not-a-colour-of-the-game = {$space}: „{$found}“ není barva této hry
error-quartino-too-many-tokens = na desce je víc než {$tokens} žetonů barvy {$name} ({$colour})
error-quartino-bad-mover = hráč na tahu je „{$text}“: očekáváno 1 až {$players}
error-quartino-bad-turns = počet kol je „{$text}“: očekáváno celé číslo
error-quartino-past-cap = odehráno {$turns} kol, víc než limit {$cap}
error-quartino-seat-count = pozice má {$found} hráčů, ale pravidla říkají players={$players}
error-quartino-seat-unknown-card = hráč {$seat}: {$card} není Quartino karta této hry
error-quartino-card-twice = Quartino karta {$card} je zapsána dvakrát (hráč {$first} a hráč {$second})
error-quartino-seat-not-a-card = hráč {$seat}: „{$text}“ není Quartino karta
error-quartino-mixed-hand = hráč {$seat}: držák je buď celý odkrytý, nebo celý skrytý (?)
error-quartino-card-count = hráč {$seat} má v držáku {$held} a stranou {$aside} Quartino karet; každý hráč dostal {$dealt}
error-quartino-hidden-hand = držák hráče {$seat} je skrytý (?): úplná pozice ukazuje všechny držáky
error-quartino-winner-not-to-move = hráč {$seat} použil všechny své Quartino karty a vyhrál: ve skončené hře je na tahu on
error-quartino-not-over = hra neskončila: nikdo nepoužil všechny své Quartino karty a limit {$cap} kol není dosažen
error-quartino-two-winners = víc než jeden hráč použil všechny své Quartino karty
error-quartino-won-not-over = hráč {$seat} použil všechny své Quartino karty, takže hra skončila: jako fázi pište -
error-quartino-capped-not-over = limit {$cap} kol je dosažen, takže hra skončila: jako fázi pište -
error-quartino-bad-phase = fáze „{$text}“: očekáváno S s F a/nebo C a volitelným +1 (situace), P1 až P3 (žetony k položení), Q (ohlásit nebo ukončit tah), nebo -
error-quartino-situations-not-played = fáze „{$phase}“: v tomto tahu se situace nehrají (situations={$situations})
error-quartino-bad-marks = fáze „{$phase}“: za + (využita v tomto tahu) nebo - (odmítnuta) následují F (4 barvy) a C (sloupec)
error-quartino-letter-twice = fáze „{$phase}“: {$letter} je zapsáno dvakrát
error-quartino-phase-nothing-to-place = fáze „{$phase}“: všechny hromádky jsou prázdné, takže se nic nepokládá: pište Q
error-quartino-too-many-due = fáze „{$phase}“: {$left} žetonů k položení vyžaduje situace využité v tomto tahu (pište +F, +C nebo +FC)
error-quartino-marks-with-column = fáze „{$phase}“: dokud lze sloupec ještě odebrat (P…@), jsou 4 barvy využity a sloupec otevřen: nepište + ani -
error-quartino-column-count = fáze „{$phase}“: dokud lze sloupec ještě odebrat, zbývá položit 0 až 3 žetony (P3@R3)
error-quartino-phase-space = fáze „{$phase}“: „{$text}“ není pole této desky
error-quartino-space-twice = fáze „{$phase}“: {$space} je zapsáno dvakrát
error-quartino-phase-not-a-column = fáze „{$phase}“: žetonů na {$space} je {$height} nad sebou, takže na začátku tahu to nebyl sloupec (sloupec jen roste, dokud se neodebere)
error-quartino-bad-used = fáze „{$phase}“: za + následuje 1 (jedna využitá situace)
error-quartino-nothing-open = fáze „{$phase}“: fáze situací má otevřené F, C nebo obě
error-quartino-three-situations = fáze „{$phase}“: situace jsou jen dvě
error-quartino-four-then-column = fáze „{$phase}“: po využití 4 barev lze sloupec odebrat kdykoli během pokládání: pište P3@ a pole sloupců (P3@R3)
error-quartino-no-column = fáze „{$phase}“: sloupec je otevřen, ale na žádném poli nejsou 4 žetony nad sebou
error-quartino-four-colours = fáze „{$phase}“: { $on_board ->
    [true] jedna barva má na desce 4 žetony, takže situace 4 barvy je otevřena (pište F)
   *[false] situace 4 barvy je otevřena, ale žádná barva nemá na desce 4 žetony
}
error-quartino-column-not-written = fáze „{$phase}“: na jednom poli jsou 4 žetony nad sebou, takže sloupec je otevřen (pište C)
error-quartino-no-turn-yet = hráč {$seat} odložil stranou {$aside} Quartino karet, ale ještě nehrál (odehraná kola: {$turns}, na tahu hráč {$mover})
error-quartino-too-many-placements = nemožné počty: žetonů na desce {$on_board}, Quartino karet stranou {$claims} (každé ohlášení vzalo z desky {$taken} žetonů) a k položení ještě {$due} dávají {$needed} položení, ale za {$turns} kol lze položit nanejvýš {$most} žetonů
error-quartino-bad-viewer = pozorovatel je „{$text}“: očekáváno @1 až @{$players}
error-quartino-viewer-hidden = hráč {$seat} je pozorovatel, takže jeho držák je odkrytý, ne ?
error-quartino-hand-shown = držák hráče {$seat} je odkrytý, ale pohled hráče ukazuje jen držák pozorovatele (pište ? za každou skrytou kartu{ $spectator ->
    [true] , nebo přidejte @N pro pozorovatele
   *[false] {""}
})
error-quartino-game-over = hra skončila
error-quartino-unknown-colour = tato hra nemá barvu {$colour}
error-quartino-unknown-space = tato deska nemá pole {$space}
error-quartino-unknown-quarter = tato deska nemá čtvrtinu {$quarter}
error-quartino-unknown-card = {$card} není Quartino karta této hry
error-quartino-situations-off = v této hře se situace nehrají (situations=off)
error-quartino-situations-not-yet = situace se hrají po {$rounds} kolech (situations=from:{$rounds}) a toto je kolo {$round}
error-quartino-no-colour-with-four-tokens = situace 4 barvy není otevřena: na začátku tahu neměla žádná barva na desce 4 žetony
error-quartino-four-colours-used = situace 4 barvy už byla v tomto tahu využita
error-quartino-situations-declined = situace se využívají na začátku tahu: první položení v tomto tahu je odmítlo
error-quartino-no-stack-of-four = není co odebrat: na začátku tahu nebyl na žádném poli sloupec 4 žetonů
error-quartino-one-column-per-turn = jeden sloupec za tah: v tomto tahu už byl sloupec odebrán
error-quartino-column-declined = sloupec byl v tomto tahu odmítnut (položením před ním, nebo přechodem k ohlášení)
error-quartino-not-a-column = na {$space} je {$height} žetonů nad sebou: sloupec má 4 a víc žetonů
error-quartino-not-a-column-of-the-turn = na {$space} nebyl na začátku tahu sloupec: sloupec k odebrání je na {$columns}
error-quartino-column-due = žeton sloupce je položen: nejprve odeberte sloupec na {$columns}
error-quartino-column-required = nejprve se musí odebrat sloupec (column_mandatory=on)
error-quartino-pile-empty = hromádka {$colour} je prázdná
error-quartino-must-place = { $count ->
    [one] nejprve položte ještě {$count} žeton
    [few] nejprve položte ještě {$count} žetony
   *[other] nejprve položte ještě {$count} žetonů
}
error-quartino-nothing-to-place = teď se žádný žeton nepokládá: ohlaste Quartino, nebo ukončete tah
error-quartino-not-in-hand = Quartino karta {$card} není v držáku hráče na tahu
error-quartino-not-on-board = chybné ohlášení: {$card} není na desce na {$quarter} (vrchní žetony tam ukazují {$tops})
learn-pieces-short = nízké
learn-pieces-tall = vysoké
learn-pieces-light = světlé
learn-pieces-dark = tmavé
learn-pieces-round = kulaté
learn-pieces-square = hranaté
learn-pieces-solid = plné
learn-pieces-hollow = duté
learn-and = a
learn-row = řádek {$number}
learn-column = sloupec {$letter}
learn-diagonal = úhlopříčka
learn-square = čtverec
learn-quarto = {$alignment} {$line}: čtyři {$traits} figurky
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
learn-eval-win = výhra
learn-eval-win-in = výhra za {$distance}
learn-eval-draw = remíza
learn-eval-loss = prohra
learn-eval-loss-in = prohra za {$distance}
learn-eval-estimate = {$percent} %
learn-severity-inaccuracy = nepřesnost
learn-severity-mistake = chyba
learn-severity-blunder = hrubá chyba
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
quartino-open-four = situace „4 barvy“ (\`four\`: +1 žeton)
quartino-open-column = situace „sloupec“ na {$spaces} (\`column@…\`: jeho žetony se vrátí na hromádku, +1 žeton)
quartino-open-column-mandatory = situace „sloupec“ na {$spaces} (\`column@…\`: jeho žetony se vrátí na hromádku, +1 žeton, povinně)
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
tui-title-games = {$quarto}, {$danish} a {$quartino}
tui-new-game = Nová hra
tui-menu-keys = ↑↓ výběr  ←→ změna  Enter začít  l načíst  F1 pravidla  q konec (nebo klikněte)
tui-menu-game = Hra
tui-menu-attributes = Vlastnosti
tui-menu-squares = Čtverce
tui-menu-announce = Ohlašování
tui-menu-players = Hráči
tui-menu-situations = Situace
tui-menu-seat = Hráč {$number}
tui-menu-clock = Hodiny
tui-menu-start = Začít
tui-menu-load = Načíst záznam…
tui-menu-position = Hrát z pozice…
tui-yes = ano
tui-no = ne
tui-situations-after = { $rounds ->
    [one] po {$rounds} kole
    [few] po {$rounds} kolech
   *[other] po {$rounds} kolech
}
tui-seat-person = člověk u této klávesnice
tui-seat-bot = počítač: {$level}
tui-attribute-height = výška
tui-attribute-colour = barva
tui-attribute-shape = tvar
tui-attribute-top = vršek
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = bez hodin
tui-clock-per-move = {$time} na tah
tui-clock-total = {$time} na hru
tui-clock-increment = {$time} na hru, +{$increment} za tah
tui-hint-quarto = Quarto!: figurku, kterou soupeř položí, vybíráte vy.
tui-hint-danish = Dánské Quarto: pokládejte, pak táhněte; čtyři kameny v rozích čtverce berou.
tui-hint-quartino = Quartino: stavějte barevné žetony; ohlaste své Quartino karty, jakmile jsou na desce.
tui-hint-attributes = Pro začátečníky: do quarta se počítají jen tyto vlastnosti.
tui-hint-squares = Pro pokročilé: vyhrávají i čtyři figurky se společnou vlastností ve čtverci 2×2.
tui-hint-announce = Oficiální pravidla: quarto vyhrává, jen když je včas ohlášeno.
tui-hint-players = Kolik hráčů sedí u stolu (2–5).
tui-hint-situations = Situace „4 barvy“ a „sloupec“; pro začátek je vypněte.
tui-hint-seat = Kdo tu sedí: člověk u této klávesnice, nebo počítač zvolené síly.
tui-hint-clock = Čas na každý tah, nebo na celou hru (+ sekundy za tah).
tui-hint-start = Začít hru.
tui-hint-load = Pokračovat v uloženém záznamu hry.
tui-hint-position = Začít hru zvolenou výše z pozice v jejím zápisu (jak ji píší \`quartet show\` a stránky her ve webové aplikaci).
tui-game-title = {$game} — {$rules}
tui-board = Deska
tui-seats = Hráči
tui-seats-bot-thinking = (počítač přemýšlí…)
tui-last-actions = naposledy: {$actions}
tui-legal-actions = Možné akce ({$count})
tui-pass-the-device =
    Předejte zařízení: {$seat}.
    Ostatní se nedívejte.
    Enter ukáže vaše karty.
tui-game-over = Konec hry
tui-game-over-keys =
    Ctrl+R odveta · Ctrl+N nová hra
    Ctrl+S uložit · Ctrl+O načíst · Esc konec
tui-prompt-load = Načíst záznam
tui-prompt-load-keys = Enter načíst · Esc zrušit
tui-prompt-save = Uložit hru jako záznam
tui-prompt-save-keys = Enter uložit · Esc zrušit
tui-prompt-file = soubor: {$name}
tui-prompt-position = Hrát z pozice
tui-prompt-position-keys = Enter začít · Esc zrušit
tui-prompt-position-line = pozice: {$position}
tui-welcome = napište akci a Enter, nebo ji vyberte ↑↓ a Enter, nebo klikněte; F1: nápověda
tui-played = {$seat} hraje {$action}
tui-bot-thinking = počkejte: počítač přemýšlí
tui-bot-stopped = skončil bez odpovědi
tui-save-needs-name = k uložení je třeba jméno souboru
tui-loaded = { $count ->
    [one] načten {$path}: {$game}, přehrána {$count} akce
    [few] načten {$path}: {$game}, přehrány {$count} akce
   *[other] načten {$path}: {$game}, přehráno {$count} akcí
}
tui-load-failed = nelze načíst: {$error}
tui-load-needs-name = k načtení je třeba jméno souboru
tui-cancelled = zrušeno
tui-choice-cleared = výběr zrušen
tui-click-menu-line = klikněte na řádek nabídky
tui-type-file-name = napište jméno souboru a Enter, nebo Esc
tui-type-position = napište pozici a Enter, nebo Esc
tui-pass-device-first = stiskněte Enter, až bude zařízení předáno
tui-game-is-over = hra skončila: Ctrl+R odveta, Ctrl+N nová hra, Ctrl+O načíst
tui-nothing-now = teď není co hrát
tui-click-list-action = klikněte na akci v seznamu a zahrajete ji
tui-nothing-there = tam není co hrát: {$help}
tui-click-the-board = klikněte na desku ({$help}), nebo vyberte ze seznamu ↑↓ a Enter
tui-help-title = Nápověda · ↑↓ PgUp PgDn posun · jiná klávesa nápovědu zavře
tui-help =
    Klávesy
      akce, Enter         zahrát ji (viz seznam možných akcí)
      ↑↓, Enter           zahrát vybranou akci
      F2                  nápověda k tahu
      Ctrl+Z              vrátit tah
      Ctrl+S / Ctrl+O     uložit hru jako záznam / načíst záznam
      Ctrl+R / Ctrl+N     odveta / nová hra (nabídka)
      Esc                 zrušit výběr (nebo pravé tlačítko); jinak konec
    Myš
      každá hra  akce v seznamu možných akcí se zahraje
                 (i ohlášení v Quarto!)
      Quarto!    prázdné pole (·) položí figurku; figurka ze zbytku
                 se předá
      Dánské     bod k položení; váš kámen, pak kam jde [e5];
                 když vznikne čtverec, kámen, který se bere (×).
                 ! kámen, který by soupeř jedním tahem mohl vzít;
                 poslední tah: *
      Quartino   barva z hromádek, pak pole (═); Quartino karta
                 označená ✓ se ohlásí (pak její čtvrtina, je-li
                 vidět dvakrát); tlačítka: four, column, end
    Psaní: undo, hint, save SOUBOR, load SOUBOR, resign, menu, quit
board-not-your-turn = teď není co hrát: nejste na tahu
board-not-this-game = to do této hry nepatří
board-not-legal-now = to teď není možná akce (viz seznam vpravo)
board-quarto-taken = pole {$cell} není volné
board-quarto-give-first = nejdřív předejte figurku: klikněte na jednu ze zbývajících
board-quarto-place-first = nejdřív položte figurku v ruce: klikněte na prázdné pole (·)
board-quarto-to-place = k položení: {$piece} — {$traits}
board-quarto-pool = zbývající figurky (kliknutím předáte):
board-quarto-help-give = klikněte na zbývající figurku a předáte ji
board-quarto-help-place = klikněte na prázdné pole (·) a položíte figurku
board-danish-must-pass = žádný tah není možný: stiskněte Enter (nebo napište pass) a pasujte
board-danish-move-cancelled = tah zrušen: vyberte znovu
board-danish-choose-capture = vyberte kámen, který vezmete: {$pieces} (označené ×); opětovným kliknutím na {$point} zrušíte
board-danish-anywhere = libovolný volný bod (skáče: zbývají 4 kameny)
board-danish-put-back = {$point} vrácen: vyberte kámen, kterým táhnete ({$letter})
board-danish-cannot-go = {$from} nemůže na {$to}: může na {$points}
board-danish-blocked = {$point} nemůže táhnout: všechny sousední body jsou obsazené
board-danish-moving = táhne {$point}: klikněte, kam jde ([ ]): {$points}
board-danish-not-yours = {$point} je kámen hráče {$colour}: klikněte na svůj ({$letter}), pak kam jde
board-danish-piece-first = nejdřív klikněte na svůj kámen ({$letter}), pak kam jde
board-danish-taken = {$point} je obsazený: položte na volný bod
board-danish-not-legal = {$point} teď není možný tah
board-danish-square-made = {$point} tvoří čtverec: klikněte na kámen, který vezmete (×): {$pieces}
board-danish-help-capture = klikněte na kámen označený × a vezmete ho (nebo znovu na {$point} a zrušíte)
board-danish-help-landing = klikněte, kam jde {$point} (označeno [ ]), nebo znovu na {$point} a vrátíte ho
board-danish-help-place = klikněte na volný bod a položíte kámen
board-danish-help-move = klikněte na svůj kámen ({$letter}), pak kam jde
board-danish-status-four = {$status}; {$four}
board-danish-capture = braní: klikněte na jeden z {$pieces} (×)
board-danish-targets = {$point} může na {$points} ([ ])
board-danish-marks = značky: ! soupeř by ho mohl jedním tahem vzít · × vezmete ho teď (klikněte) · * poslední tah · >W< vybraný · [e5] může sem · tučné čáry: platné čtverce (inverzně: právě vytvořený)
board-quartino-aside = , odloženo stranou:
board-quartino-legend = [G] vrchní žeton sloupce, 3 jeho výška, ▲ sloupec · ═ kam lze výběr položit · Quartino karta: střed, pak tři pole kruhu po směru hodin · ✓ je vidět na desce
board-quartino-supply = hromádky (klikněte na barvu):
board-quartino-four = [4 barvy: +1 žeton]
board-quartino-column = [column@{$space}: odebrat sloupec]
board-quartino-column-token = [column@{$space}: odebrat sloupec, +1 žeton]
board-quartino-end = [ukončit tah]
board-quartino-your-hand = váš držák (kliknutím na kartu ohlásíte Quartino):
board-quartino-hand-of = držák – {$seat}:
board-quartino-hidden = (držáky jsou skryté)
board-quartino-claim-at = ohlásit {$card} na:
board-quartino-colour-put-back = {$colour}: vráceno
board-quartino-colour-chosen = {$colour} ({$letter}) vybrána: klikněte na pole desky, kam žeton položíte
board-quartino-pile-empty = hromádka „{$colour}“ je prázdná
board-quartino-no-token = teď se žádný žeton nepokládá: ohlaste Quartino, nebo ukončete tah
board-quartino-not-through = {$card} není vidět přes {$space}
board-quartino-several-quarters = {$space} leží ve více čtvrtinách, kde je vidět {$card}: klikněte na {$quarters} pod svým držákem
board-quartino-cannot-go-empty = {$colour} teď nemůže na {$space}: její hromádka je prázdná
board-quartino-cannot-go = {$colour} teď nemůže na {$space}: {$help}
board-quartino-colour-first = nejdřív klikněte na barvu z hromádek, pak na {$space}
board-quartino-card-put-back = {$card} vrácena
board-quartino-claims-after = Quartino se ohlašuje až po položení: nejdřív položte své žetony
board-quartino-not-showing = {$card} teď na desce není vidět
board-quartino-shows-at = {$card} je vidět ve čtvrtině {$quarters}: klikněte na čtvrtinu (nebo na některé její pole)
board-quartino-nothing-at = ve čtvrtině {$quarter} není co ohlásit: nejdřív klikněte na kartu ze svého držáku
board-quartino-not-now = {$action} teď není možné
board-quartino-help-quarter = klikněte pod svým držákem na čtvrtinu, kde ohlásíte {$card}
board-quartino-help-space = klikněte na pole desky a položíte tam {$colour} (═)
board-quartino-help-place = klikněte na barvu z hromádek, pak na pole desky
board-quartino-help-claim = klikněte na Quartino kartu označenou ✓ a ohlaste ji, nebo {board-quartino-end}
board-quartino-help-end = klikněte na tlačítko: {board-quartino-end}
board-danish-blurb = Hra čtverců z roku 1950: pokládejte a pak posouvejte své kameny po desce z čar; čtverec bere.
board-danish-passed = vynechal tah
board-danish-moved = táhl {$from}→{$to}
board-danish-moved-captured = táhl {$from}→{$to}, vzal {$capture}
board-danish-placed = položil na {$to}
board-danish-placed-captured = položil na {$to}, vzal {$capture}
board-danish-pass = Vynechat tah
board-danish-move = Táhnout z {$from} na {$to}
board-danish-move-capturing = Táhnout z {$from} na {$to} a vzít {$capture}
board-danish-place = Položit na {$to}
board-danish-place-capturing = Položit na {$to} a vzít {$capture}
board-danish-rules-cap = limit { $turns ->
    [one] {$turns} tahu
   *[other] {$turns} tahů
}
board-danish-standard = Běžná pravidla: každý 12 kamenů, čtverce berou, trojí opakování je remíza.
board-danish-label = Deska Dánského Quarta
board-danish-made-square = čtverec {$square}: {$side}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: volné
web-board-danish-capture = vzít kámen na {$point}
board-danish-move-from = táhnout kamenem z {$point}
board-danish-selected = {$point}: vybráno (Escape pro zrušení)
board-danish-place-on = položit kámen na {$point}
board-danish-move-to = táhnout z {$from} na {$to}
board-danish-counts = {$in_hand} k položení · {$on_board} na desce
board-danish-squares = Čtverce: {$squares}
board-danish-pick-capture = Čtverec! Vyberte kámen soupeře, který berete ({$side}, tečkované kroužky).
board-danish-pick-place = Pokládá {$side}: vyberte volný bod.
board-danish-pick-target = Táhněte z {$from} na označený bod (Escape pro zrušení).
board-danish-pick-source = Táhne {$side}: vyberte jeden ze svých označených kamenů.
web-board-danish-must-pass = Žádný tah není možný: musíte tah vynechat.
board-danish-editor-label = Sestavit pozici na desce
board-danish-editor-help = Klikněte na bod: bílý kámen, pak černý, pak zase volno.
board-danish-editor-to-move = Na tahu: {$side}
board-danish-editor-in-hand = {$side}: kameny k položení
board-danish-editor-clear = Zpět na začátek
server-error-bad-request = Server tento požadavek nemůže použít.
server-error-bad-token = Klíč vašeho místa pro tuto hru neplatí.
server-error-spectator = Tuto hru sledujete: hrát mohou jen její hráči.
server-error-not-your-seat = Toto místo není vaše.
server-error-not-found = Nenalezeno: hra nebo pozvánka byla možná zrušena, nebo je odkaz špatně opsaný.
server-error-method-not-allowed = Server tu na tento druh požadavku neodpovídá.
server-error-waiting = Hra čeká, až přijdou její hráči.
server-error-not-your-turn = Nejste na tahu.
server-error-over = Hra skončila.
server-error-seat-taken = Toto místo je už obsazené.
server-error-one-seat = V této hře už místo máte: se skrytými kartami hraje jeden člověk jen jedno místo.
server-error-started = Hra začala: už ji nelze zrušit.
server-error-nothing-to-undo = Není co vrátit.
server-error-undo-refused = Tahy se hned vracejí jen proti počítači (soupeře o vrácení tahu požádejte), a nikdy přes už ukázané karty.
server-error-not-over = Hra ještě neskončila.
server-error-rematch-exists = Odveta už existuje a vaše místa v ní jsou obsazená.
server-error-hidden = Záznam se otevře po konci hry: obsahuje skryté karty.
server-error-analysis-refused = Rozbor se otevře po konci hry (proti počítači hned).
server-error-stopping = Server se zastavuje: zkuste to za chvíli znovu.
server-error-busy = Server je vytížený: zkuste to za pár sekund znovu.
server-error-too-many-connections = Z vaší adresy je příliš mnoho spojení: zavřete jednu či dvě karty a zkuste to znovu.
server-error-request-timeout = Požadavek přicházel příliš pomalu: zkuste to znovu.
server-error-too-many-games = Máte tolik her čekajících na hráče, kolik smíte: nejdřív jednu začněte nebo zrušte.
server-error-too-large = To je na server příliš velké.
server-error-upgrade-required = Tato adresa slouží jen pro živé spojení.
server-error-illegal = Pravidla to nedovolují.
server-error-rate-limited = Příliš mnoho požadavků: chvíli počkejte a zkuste to znovu.
server-error-corrupt = Tuto uloženou hru nelze přehrát.
server-error-internal = Na serveru se něco pokazilo.
server-error-storage = Server to nemohl uložit: nic se nezměnilo. Zkuste to znovu.
server-error-not-owner = Hra přechází na jiný server: za okamžik to zkusíme znovu.
server-error-unanswered = Server, který hru řídí, neodpověděl včas: to, o co jste žádali, možná proběhlo. Hra je zobrazena tak, jak právě je.
server-error-analysis-timeout = Řešitel to nestihl včas.
server-error-analysis-memory = Řešitel nedostal paměť, kterou potřebuje.
server-error-name-taken = Toto jméno je obsazené (nebo jiné, které se mu podobá).
server-error-wrong-credentials = Jméno a heslo k sobě nepatří.
server-error-signed-out = Nejdřív se přihlaste.
server-error-rated-refused = Tato hra nemůže být hodnocená.
server-error-pairing-ended = Čekání na soupeře skončilo: odešli jste, nebo jste jinde požádali o jinou hru.
server-error-challenge-declined = Vaše výzva byla odmítnuta.
server-error-csrf = Požadavek přišel bez svého bezpečnostního klíče: načtěte stránku znovu a zkuste to znovu.
server-error-abort-refused = Už jste táhli: hru už nelze zrušit (nabídněte remízu nebo se vzdejte).
server-error-no-draw = V této hře není remíza dohodou.
server-error-no-offer = Druhý hráč nic nenabízí (nabídku stáhl, nebo ji ukončil tah).
server-error-claim-refused = Hru teď nelze nárokovat.
server-error-chat-refused = Tento řádek nelze odeslat.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Zvolte hodiny: none, čas na tah nebo čas na hru.
server-detail-clock = „{$clock}“ nejsou hodiny: napište none, 30s/move, 3d/move, 10m nebo 10m+5s.
server-detail-clock-turn-range = Tah má nejméně 1 s a nejvýš 14 dní.
server-detail-clock-game-range = Hra má nejméně 10 s a nejvýš 24 h na hráče.
server-detail-clock-increment-range = Přídavek je nejvýš 1 h.
server-detail-length-cap = {$option} je na tomto serveru nejvýš {$most}.
server-detail-chosen-deal = Tato hra skrývá karty a má místa pro další lidi, proto nikdo nesmí zvolit, jak se rozdá.
server-detail-start-over = V této pozici je hra u konce: nezbýval by žádný tah. Zvolte pozici před koncem hry.
server-detail-bot-level = Tato hra nemá úroveň bota {$level}.
server-detail-seat-count = S těmito pravidly má hra { $seats ->
    [one] {$seats} hráče
    [few] {$seats} hráče
   *[other] {$seats} hráčů
}, ne {$given}.
server-detail-record-bad-tag = Řádek {$line} záznamu není značka [Jméno "hodnota"].
server-detail-record-missing-tag = Záznam nemá značku [{$tag} "…"].
server-detail-record-wrong-game = Záznam je z jiné hry ({$found}).
server-detail-record-bad-value = Značka [{$tag}] záznamu má hodnotu, které nelze rozumět.
server-detail-record-bad-action = Tah {$number} záznamu ({$action}) nelze zahrát.
server-detail-record-result-mismatch = Výsledek záznamu neodpovídá jeho tahům.
server-detail-record-unclosed-comment = Komentář záznamu otevřený znakem {"{"} není nikdy uzavřen.
server-detail-record-ply = Záznam má { $actions ->
    [one] {$actions} tah
    [few] {$actions} tahy
   *[other] {$actions} tahů
}: pokračujte od 0 do {$actions}.
server-detail-record-replay = Hru ze záznamu nelze přehrát.
server-detail-rated-signed-out = Hodnocená hra se hraje mezi účty.
server-detail-challenge-signed-out = Výzvy jsou mezi účty: nejdřív se přihlaste.
server-detail-rematch-unplayed = Odveta následuje po hře dohrané do konce: tato skončila bez výsledku.
server-detail-rated-bot = Hodnocená hra se hraje mezi lidmi: místo bota ji dělá nehodnocenou.
server-detail-rated-seats = V hodnocené hře máte právě jedno místo a každé další čeká na jiného hráče.
server-detail-rated-chosen-start = Hodnocená hra začíná obvyklým začátkem, který rozdá server.
server-detail-rated-imported = Importovaný záznam není nikdy hodnocený.
server-detail-rated-hints = Rady pro začátečníky jsou pro nehodnocené hry.
server-detail-rated-same-account = Váš účet už má jiné místo v této hodnocené hře.
server-detail-no-action = Nebyl zahrán žádný tah.
server-detail-two-players = Rychlé párování, nabídky a výzvy jsou pro hry dvou hráčů.
server-detail-challenge-self = Nemůžete vyzvat sami sebe.
server-detail-pairing-browser = Identifikátor tohoto prohlížeče pro rychlé párování není platný (nejvýše 64 písmen, číslic, - a _): načtěte stránku znovu.
server-detail-claim-alone = Nárokovat lze jen hru mezi lidmi: u tohoto stolu nikdo jiný nehraje.
server-detail-claim-away = Nárokujte hru z její stránky, dokud jste k ní připojeni.
server-detail-claim-correspondence = Korespondenční hra čeká na své hráče: končí ji hodiny, ne nárok.
server-detail-lang-unknown = „{$lang}“ není jazyk Quartetu: zvolte en, ro, es, fr, cs nebo it.
server-detail-claim-present = Hráč {$seat} je u stolu: hru lze nárokovat, až všichni ostatní hráči odejdou.
server-detail-claim-too-soon = Hru bude možné nárokovat za { $seconds ->
    [one] {$seconds} sekundu
    [few] {$seconds} sekundy
   *[other] {$seconds} sekund
}.
server-detail-chat-off = Tato hra nemá chat: byla založena bez něj.
server-detail-chat-empty = Prázdný řádek se neodesílá.
server-detail-chat-too-long = Řádek smí mít nejvýše {$most} znaků; tento jich má {$chars}.
server-detail-chat-control = Řádek je prostý text na jednom řádku, bez řídicích znaků.
server-detail-chat-too-fast = Nejvýše 5 řádků za 10 sekund: počkejte {$seconds} s.
server-detail-name = { $why ->
    [length] Jméno má 3 až 20 znaků.
    [character] Jméno má jen písmena A-Z, číslice, _ a -, ne „{$character}“.
    [shape] Jméno začíná písmenem a _ nebo - stojí samotné mezi písmeny nebo číslicemi.
   *[reserved] Toto jméno je vyhrazené.
}
server-detail-password = { $why ->
    [length] Heslo má 8 až 1024 bajtů.
   *[is-the-name] Heslo nemůže být jméno.
}
server-detail-json-syntax = Požadavek není platný JSON (řádek {$line}, sloupec {$column}).
server-detail-json-body-type = Požadavek musí být objekt JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Server tento druh zprávy nezná.
server-detail-json-missing-field = Chybí pole „{$field}“.
server-detail-json-unknown-field = Server nezná pole „{$field}“.
server-detail-json-wrong-type = Pole „{$field}“ má hodnotu nesprávného typu.
server-detail-json-bad-value = Hodnotě pole „{$field}“ server nerozumí.
server-detail-body-too-large = Požadavek smí mít nejvýše { $most ->
    [one] {$most} bajt
    [few] {$most} bajty
   *[other] {$most} bajtů
}.
server-detail-message-too-large = Zpráva smí mít nejvýše { $most ->
    [one] {$most} bajt
    [few] {$most} bajty
   *[other] {$most} bajtů
}; tato měla { $size ->
    [one] {$size} bajt
    [few] {$size} bajty
   *[other] {$size} bajtů
}.
server-detail-message-binary = Zprávy se posílají jako text JSON, ne jako binární data.
server-detail-query-unknown = Adresa má parametr, který server nezná: „{$name}“.
server-detail-query-value = Hodnotě parametru adresy „{$name}“ server nerozumí.
server-detail-path-bad = Adresu nelze přečíst: její část není text.
server-close-bad-token = Žeton vašeho místa pro tuto hru neplatí.
server-close-too-many-messages = Server spojení ukončil: tato stránka poslala příliš mnoho zpráv.
server-close-silent = Server spojení ukončil: z této stránky příliš dlouho nic nepřišlo.
server-close-restarting = Server se restartuje: stránka se za chvíli připojí znovu.
server-close-bad-ticket = Čekání na soupeře se nenašlo: začněte znovu.
server-close-paired = Soupeř se našel.
server-close-not-utf8 = Server spojení ukončil: tato stránka poslala textovou zprávu, která není v UTF-8.
play-loading = Načítání…
play-title = {$game} · Quartet
play-title-your-turn = ● Jste na tahu · {$game} · Quartet
play-not-found = Taková hra není
play-not-found-detail = Na tomto serveru není žádná hra „{$id}“: možná byla zrušena, nebo je odkaz špatně opsaný.
play-header-clock = hodiny {$clock}
play-header-watching = sledujete
play-seat-refused = Vaše místo v této hře bylo odmítnuto ({$message}); hru sledujete.
play-link-open = připojeno
play-link-connecting = připojování…
play-link-reconnecting = opětovné připojování…
play-link-waiting = spojení ztraceno: další pokus za {$seconds} s
play-link-refused = odmítnuto serverem
play-link-bad-token = neplatný klíč místa
play-seat-bot = Počítač ({$level})
play-seat-bot-at = Počítač {$number} ({$level})
play-seat-you = (vy)
play-seat-kind-bot = počítač
play-seat-thinking = počítač · přemýšlí…
play-seat-open = volné místo: přidat se může kdokoli
play-seat-invited = pozvaný: ještě nepřišel
play-seat-online = připojen
play-seat-offline = odpojen
play-seat-resigned = vzdal se
play-seat-connected = připojen
play-seat-not-connected = nepřipojen
play-spectators = { $count ->
    [one] {$count} divák
    [few] {$count} diváci
   *[other] {$count} diváků
}
play-status-replay = Přehrávání: po tahu {$at} z {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} přemýšlí…
play-status-waiting-for = Čeká se na: {$names}.
play-status-your-turn-as = {$seat}: jste na tahu.
play-status-your-turn = Jste na tahu.
play-status-to-move = Na tahu: {$seat}…
play-status-last = Poslední tah: {$seat} {$action}.
play-take-back = Vrátit tah
play-resign = Vzdát se
play-really-resign = Opravdu se vzdát?
play-really-resign-all = Opravdu se vzdát? Hra skončí pro všechny
play-take-seat = Obsadit místo
play-open-rematch = Otevřít odvetu
play-accept-rematch = Přijmout odvetu
play-rematch = Odveta
play-export-record = Uložit záznam
play-continue-from-here = Pokračovat odsud
play-position-label = Pozice
play-copy-position = Kopírovat
play-position-copied = Pozice zkopírována.
play-copy-failed = Prohlížeč stránce kopírování nedovolil: pozici označte a zkopírujte sami.
play-cancel-game = Zrušit hru
play-really-cancel = Opravdu zrušit?
play-cancelled = Hra je zrušena.
play-record-saved = Záznam uložen. Nahrajte ho na úvodní stránce a pokračujte od kteréhokoli tahu.
play-invite-heading = Pozvat
play-invite-link-for = odkaz pro místo {$number}
play-invite-send-open = {$seat} (otevřené všem): pošlete tento odkaz
play-invite-send-friend = {$seat} (pro přítele): pošlete tento odkaz
play-invite-copy = Kopírovat
play-invite-copied = Odkaz zkopírován.
play-invite-copy-by-hand = Označte odkaz a zkopírujte ho.
play-history-heading = Historie
play-history-slider = přehrávání: zobrazený tah
play-history-first = začátek
play-history-back = o tah zpět
play-history-forward = o tah vpřed
play-history-live = zpět do hry
play-history-count = { $count ->
    [one] {$count} tah
    [few] {$count} tahy
   *[other] {$count} tahů
}
play-history-showing = tah {$at} z {$of}
play-history-entry = {$seat} {$action}
play-history-turn = kolo {$turn}, {$seat}
play-history-none = Zatím žádný tah.
play-confirm-label = potvrdit tah
play-confirm-option = Potvrzovat každý tah před odesláním
play-confirm-ask = {$action}?
play-confirm-yes = Potvrdit
play-confirm-no = Zrušit
play-analysis-heading = Rozbor
play-analysis-not-analysed = Tato pozice není rozebraná: server byl příliš vytížený a řešitel nestihl skončit včas.
play-analysis-show = Ukázat hodnoty řešitele
play-analysis-hide = Skrýt hodnoty řešitele
play-analysis-thinking = Řešitel přemýšlí…
play-analysis-over = Tady je hra u konce.
play-analysis-value = Na tahu {$seat}: {$value} při nejlepší hře.
play-analysis-more = { $count ->
    [one] …a ještě {$count} tah.
    [few] …a ještě {$count} tahy.
   *[other] …a ještě {$count} tahů.
}
play-you-win = Vyhráli jste!
play-you-lose = Prohráli jste
play-banner-close = zavřít
play-result-draw = Remíza
play-result-nobody = Nikdo nevyhrál
play-result-cancelled = Zrušeno
play-result-cancelled-by = {$seat} ji zrušil(a)
play-result-expired = na hráče čekala příliš dlouho
play-result-wins = Vítězí {$seat}
play-result-out-of-time = {$seat}: čas vypršel
play-result-resigned = {$seat} se vzdal
play-result-resigned-all = {$seat} se vzdal, a hra tím skončila pro všechny
play-cover-pass = Předejte zařízení: {$seat}.
play-cover-show = Ukázat karty: {$seat}
play-mark-win = V
play-mark-draw = R
play-mark-loss = P
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
players-account = Účet
players-sign-in = Přihlásit se
players-sign-up = Zaregistrovat se
players-sign-in-title = Přihlášení
players-sign-up-title = Nový účet
players-name = Jméno
players-password = Heslo
players-sign-up-hint = Jméno má 3 až 20 znaků: písmena A-Z, číslice, _ a -. Heslo má aspoň 8 znaků.
players-to-sign-up = Ještě nemáte účet? Zaregistrujte se
players-to-sign-in = Máte účet? Přihlaste se
players-try-again-in = Příliš mnoho pokusů: zkuste to znovu za { $seconds ->
    [one] {$seconds} sekundu
    [few] {$seconds} sekundy
   *[other] {$seconds} sekund
}.
players-signed-in-as = Přihlášen(a) jako {$name}
players-sign-out = Odhlásit se
players-sign-out-everywhere = Odhlásit se všude
players-signed-out-everywhere = Odhlášeno z { $count ->
    [one] {$count} prohlížeče
    [few] {$count} prohlížečů
   *[other] {$count} prohlížečů
}.
players-delete-account = Smazat účet
players-delete-explain = Smazání účtu natrvalo odstraní jeho jméno, hodnocení, nabídky a výzvy. Jeho hry zůstanou, pod „smazaný hráč“. Pro potvrzení zadejte heslo.
players-delete-confirm = Smazat natrvalo
players-deleted = Účet je smazán.
players-claim-offer = Tento prohlížeč drží místa { $count ->
    [one] {$count} hry hrané jako host
    [few] {$count} her hraných jako host
   *[other] {$count} her hraných jako host
}: přidat je k vašemu účtu?
players-claim = Přidat
players-not-now = Teď ne
players-claimed = { $count ->
    [one] K vašemu účtu bylo přidáno {$count} místo.
    [few] K vašemu účtu byla přidána {$count} místa.
   *[other] K vašemu účtu bylo přidáno {$count} míst.
}
players-cancel = Zrušit
players-your-page = Vaše stránka hráče
players-your-games = Vaše hry
players-deleted-player = smazaný hráč
players-loading = Načítá se…
players-no-such-player = Pod jménem „{$name}“ nikdo nehraje (nebo byl účet smazán).
players-member-since = Hraje od {$date}
players-ratings = Hodnocení
players-no-ratings = Zatím žádná hra na hodnocení.
players-rating-class = Hra, pravidla a tempo
players-rating = Hodnocení
players-games = Hry
players-provisional = předběžné: zatím příliš málo her, aby bylo jisté
players-provisional-note = Hodnocení s „?“ je předběžné: zatím příliš málo her, aby bylo jisté.
players-deviation = ±{$deviation}
players-chart-title = Hodnocení v čase
players-date = Datum
players-chart-point = {$class_name}: {$rating} dne {$date}
players-recent-games = Nedávné hry
players-no-games = Zatím žádná hra.
players-guest = host
players-against = proti
players-casual = přátelská
players-outcome-open = čeká na hráče
players-outcome-live = probíhá
players-outcome-aborted = zrušena před začátkem
players-outcome-cancelled = zrušena
players-outcome-won = vyhraná
players-outcome-lost = prohraná
players-outcome-drawn = bez vítěze
players-family-standard = řady
players-family-squares = řady a čtverce
players-family-players = { $players ->
    [one] {$players} hráč
    [few] {$players} hráči
   *[other] {$players} hráčů
}
players-family-traits = {$family}, { $traits ->
    [one] {$traits} vlastnost
    [few] {$traits} vlastnosti
   *[other] {$traits} vlastností
}
players-speed-blitz = bleskové
players-speed-rapid = rapid
players-speed-classical = klasické
players-speed-correspondence = korespondenční
players-top = Nejlepší hráči
players-top-all = Všechny žebříčky
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 hráč
    [few] {$players} hráči
   *[other] {$players} hráčů
})
players-top-rank = Pořadí
players-rank-place = {$rank}. místo
players-top-player = Hráč
players-top-last-game = Poslední hra na hodnocení
players-top-you = vy
players-top-ranked-note = Hráč dostane pořadí, jakmile je jeho hodnocení jisté (odchylka nejvýš ±110); předběžná hodnocení („?“) následují bez pořadí.
players-top-nobody-rated = Zatím nikdo nemá hodnocení. Přihlaste se a v části „Hrát hned“ zaškrtněte „Na hodnocení“, abyste odehráli první hru na hodnocení.
players-top-nobody-here = V této kategorii zatím nikdo nemá hodnocení.
players-top-no-such-class = Taková kategorie hodnocení neexistuje.
players-find = Najít hráče
players-find-open = Otevřít
players-play-title = Hrát hned
players-play-game = hra
players-play-rules = pravidla
players-play-clock = hodiny
players-play-no-clock = bez hodin
players-play-rated-game = Na hodnocení
players-play-rated-sign-in = Pro hry na hodnocení se přihlaste.
players-play-rated = na hodnocení
players-play-casual = přátelská
players-play-quick-game = Najít soupeře
players-play-offer-seek = Nabídnout v seznamu
players-play-bot = Hrát s robotem
players-play-challenge-name = jméno hráče
players-play-challenge = Vyzvat
players-play-looking-for = Hledá se soupeř: {$offer}
players-play-seek-offered = Vaše hra je v seznamu, kdokoli ji může přijmout: {$offer}
players-play-challenge-sent = Čeká se na odpověď hráče {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} sekunda
    [few] {$seconds} sekundy
   *[other] {$seconds} sekund
}
players-play-waiting-count = { $count ->
    [one] {$count} čeká
    [few] {$count} čekají
   *[other] {$count} čeká
}
players-play-wait-lost = Spojení se přerušilo: čekání skončilo. Zkuste to znovu.
players-play-cancel = Zrušit
players-play-pools-title = Kdo teď čeká
players-play-join-pool = Přidat se
players-play-seeks-title = Nabízené hry
players-play-no-seeks = Teď nikdo hru nenabízí: nabídněte svou.
players-play-your-seek = vaše
players-play-guest = host
players-play-accept = Přijmout
players-play-decline = Odmítnout
players-play-challenges-title = Výzvy
players-play-challenge-from = Výzva od
players-play-challenge-to = Výzva pro
players-play-other-page = čeká na jiné stránce
players-notify-sound = Zahrát zvuk, když na mě začne čekat hra
players-no-games-yet = Zatím žádná hra: najděte soupeře na úvodní stránce.
players-games-waiting = { $count ->
    [one] Čeká na vás {$count} hra.
    [few] Čekají na vás {$count} hry.
   *[other] Čeká na vás {$count} her.
}
players-your-turn = jste na tahu
players-their-turn = na tahu je soupeř
players-draw-offered = nabízí se remíza: odpovězte
players-take-back-asked = žádost o vrácení tahu: odpovězte
players-challenge-from = Výzva od
players-answer-in-lobby = odpovězte na úvodní stránce
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
board-quarto-blurb = Klasika od Gigamicu: dejte soupeři figurku, kterou musí položit; čtyři v řadě se společnou vlastností vyhrávají.
board-quarto-piece = {$height} {$colour} {$shape} {$top} figurka
board-quarto-placed = položil na {$cell}
board-quarto-gave = dal figurku: {$piece} ({$action})
board-quarto-claimed = ohlásil Quarto! na {$alignment}
board-quarto-passed = pokračoval bez ohlášení
board-quarto-give-piece = Dát: {$piece}
board-quarto-claim-on = Ohlásit Quarto! na {$alignment}
board-quarto-pass-no-claim = Neohlásit
board-quarto-place-on = Položit na {$cell}
board-standard-rules = běžná pravidla
board-quarto-rules-only = jen {$traits}
board-quarto-rules-squares = vyhrávají i čtverce
board-quarto-rules-announce = ohlašování „Quarto!“
board-quarto-option-traits = Platné vlastnosti:
board-quarto-height = výška
board-quarto-colour = barva
board-quarto-shape = tvar
board-quarto-top = vršek
board-quarto-option-squares = Vyhrávají i čtverce 2×2 (pro pokročilé)
board-quarto-option-announce = K výhře je třeba ohlásit „Quarto!“ (oficiální pravidla)
board-quarto-value-draw = remíza
board-quarto-value-wins = vyhrává
board-quarto-value-loses = prohrává
board-quarto-value-wins-in = { $distance ->
    [0] vyhrává hned
    [one] vyhrává za {$distance} položení
    [few] vyhrává za {$distance} položení
   *[other] vyhrává za {$distance} položení
}
board-quarto-value-loses-in = { $distance ->
    [0] prohrává hned
    [one] prohrává za {$distance} položení
    [few] prohrává za {$distance} položení
   *[other] prohrává za {$distance} položení
}
board-quarto-legend = Značky na desce: V výhra, R remíza, P prohra pro hráče na tahu, s počtem položení do konce při dokonalé hře. Nejlepší pokračování:
board-quarto-legend-no-distances = Značky na desce: V výhra, R remíza, P prohra pro hráče na tahu (počet položení do konce tentokrát neznáme: řešiteli nestačil čas). Nejlepší pokračování:
board-quarto-row = řada {$row}
board-quarto-column = sloupec {$column}
board-quarto-square = čtverec {$cells}
board-quarto-diagonal = úhlopříčka {$cells}
board-quarto-label = Deska Quarto!
board-quarto-cell-empty = {$cell}: prázdné
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = položit na {$cell}: {$piece}
board-quarto-place-the-piece = položit figurku na {$cell}
board-quarto-claim-square = ohlásit Quarto! na čtverci {$alignment}
board-quarto-claim-line = ohlásit Quarto! na řadě {$alignment}
board-quarto-place-this = Položte tuto figurku:
board-quarto-in-hand = Figurka v ruce:
board-pass-chip = bez ohlášení
board-quarto-places = {$seat} pokládá:
board-quarto-choose-gift = Vyberte figurku, kterou položí soupeř:
board-quarto-chooses-gift = {$seat} vybírá figurku pro soupeře
web-board-quarto-pool = figurky k předání
board-quarto-pool-heading = Ještě nezahrané figurky
board-quarto-give = dát: {$piece}
board-quarto-played = {$piece}: zahraná
board-quarto-pick-line = Vyberte řadu na desce (Escape pro zrušení).
board-quarto-pass = Neohlásit (remíza)
board-quarto-announce-note = Hra s ohlašováním: quarto vyhrává, jen když ho někdo ohlásí — ten, kdo ho položil, dřív než předá figurku, nebo soupeř, dřív než položí.
board-quarto-editor-label = Sestavit pozici na desce
board-quarto-editor-help = Vyberte figurku, pak pole nebo ruku. Kliknutím se figurka z desky vrátí mezi nezahrané.
board-quarto-editor-no-hand = žádná: hráč na tahu jednu předá
board-quarto-editor-clear = Vyprázdnit desku
board-quarto-reason-line = čtyři {$traits} figurky: {$line}
board-quarto-reason-square = čtverec 2×2 z figurek {$traits} ({$cells})
table-heading = U stolu
table-abort = Zrušit hru
table-really-abort = Opravdu zrušit? Skončí bez výsledku
table-offer-draw = Nabídnout remízu
table-ask-take-back = Požádat o vrácení tahu
table-accept = Přijmout
table-decline = Odmítnout
table-draw-offered = Nabídli jste remízu: platí, dokud {$seat} neodpoví nebo netáhne.
table-take-back-asked = Požádali jste o vrácení svého posledního tahu: žádost platí, dokud {$seat} neodpoví nebo nepadne tah.
table-draw-prompt = {$seat} nabízí remízu. Nabídka padá, když táhnete.
table-take-back-prompt = {$seat} žádá o vrácení svého posledního tahu. Žádost padá, když padne tah.
table-draw-declined = Vaše nabídka remízy byla odmítnuta.
table-draw-lapsed = Vaše nabídka remízy padla: padl tah.
table-take-back-declined = Vaše žádost o vrácení tahu byla odmítnuta.
table-take-back-lapsed = Vaše žádost o vrácení tahu padla: padl tah.
table-the-others = ostatní
table-first-turn-mine = Na první tah máte {$seconds} s, jinak bude hra zrušena.
table-first-turn-theirs = {$seat} má na první tah {$seconds} s, jinak bude hra zrušena.
table-claim-wait = {$seat} opustil stůl: hru můžete nárokovat za {$seconds} s.
table-claim-ready = {$seat} opustil stůl: hru můžete nárokovat.
table-claim-win = Nárokovat výhru
table-claim-draw = Nárokovat remízu
table-result-aborted = Zrušena
table-result-aborted-by = {$seat} ji zrušil před svým prvním tahem
table-result-aborted-unstarted = hráč neodehrál svůj první tah včas
table-result-agreement = hráči se dohodli na remíze
table-result-claimed = {$seat} si nárokoval hru: { $count ->
    [one] {$others} opustil stůl
   *[other] {$others} opustili stůl
}
table-result-abandoned = Opuštěna
table-result-abandoned-why = všichni hráči byli den pryč od stolu
table-chat-players = Chat hráčů
table-chat-spectators = Chat diváků
table-chat-placeholder = Napište něco
table-chat-send = Odeslat
table-chat-spectator = divák
table-chat-none = Zatím nikdo nic nenapsal.
table-chat-mute = Skrýt zprávy: {$seat}
table-ended-abort = zrušena
table-ended-cancel = zrušena před začátkem
table-ended-abandoned = opuštěna
table-ended-over = skončila
table-ended-won-time = vyhraná na čas
table-ended-lost-time = prohraná na čas
table-ended-won-resign = vyhraná: soupeř se vzdal
table-ended-lost-resign = vzdaná
table-ended-won-claim = nárokovaná: soupeř odešel
table-ended-lost-claim = prohraná: nárokovaná po vašem odchodu
table-ended-drawn-claim = remíza: nárokovaná po odchodu soupeře
table-ended-agreement = remíza dohodou
web-player-number = Hráč {$number}
web-unknown-game = tato stránka nezná hru „{$tag}“: načtěte ji znovu, server je možná novější
web-not-found-title = Na této adrese není žádná stránka
web-not-found = Na adrese „{$path}“ na tomto webu nic není: úvod, pravidla, lekce a úlohy najdete v odkazech výše.
web-no-such-game = Hra „{$tag}“ tu není: hry najdete v odkazech výše.
web-offline = server není dostupný
web-lobby = Úvod
web-to-lobby = Úvod
web-sound-mute = Zvuky zapnuté: vypnout
web-sound-unmute = Zvuky vypnuté: zapnout
web-theme-auto = Barvy podle systému: přepnout na světlé
web-theme-light = Světlé barvy: přepnout na tmavé
web-theme-dark = Tmavé barvy: přepnout na barvy systému
web-language = Jazyk
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} den
    [few] {$days} dny
   *[other] {$days} dní
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} na tah`;export{e as default};