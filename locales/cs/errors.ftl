# Odmítnutí podle pravidel: každá chyba podle svého kódu (docs/errors.md). `$text` je citovaný vstup.

## Čeho se odmítnutí týká.
error-bad-rules = chybná pravidla: {$reason}
error-bad-position = chybná pozice: {$reason}
error-bad-equipment = chybné vybavení: {$reason}

## Stůl.
error-table-over = hra skončila
error-table-not-your-turn = nejste na tahu: na tahu je {$seat}
error-table-nothing-to-undo = není co vrátit
error-table-no-draw-by-agreement = v této hře není remíza dohodou
error-any-not-this-game = {$action} není tah hry { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}

## Řádek nastavení každé hry.
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

## Quarto!: pravidla.
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

## Quarto!: zapsané tahy.
error-quarto-not-a-piece = „{$text}“ není figurka: očekávána jedna šestnáctková číslice 0-f
error-quarto-not-a-cell = „{$text}“ není pole desky: očekáváno a1 až d4
error-quarto-not-an-alignment = „{$text}“ není řada ani čtverec: uveďte jeho dvě krajní pole, jako a1-d1, a1-a4, a1-d4, a4-d1 nebo b2-c3
error-quarto-not-an-action = „{$text}“ není tah: očekávána figurka k předání (7), pole k položení (b3), ohlášení (Q:a1-d4) nebo pass

## Quarto!: pozice.
error-quarto-empty-position = prázdná: očekáváno `<deska> <ruka>`, jako `..../..../..../.... -`
error-quarto-missing-hand = za deskou chybí ruka: přidejte ` -` nebo figurku k položení
error-quarto-position-fields = očekávána dvě pole `<deska> <ruka>` (a v režimu ohlašování pole, jehož quarta lze ohlásit), nalezeno {$count}
error-quarto-board-rows = deska má { $count ->
    [one] {$count} řadu
    [few] {$count} řady
   *[other] {$count} řad
}; očekávány 4 řady oddělené '/'
error-quarto-row-length = řada {$row} má {$cells} polí; očekávána 4
error-quarto-bad-board-character = chybný znak „{$found}“ na {$cell}: očekávána '.' nebo šestnáctková číslice 0-f
error-quarto-piece-twice = figurka {$piece} je na desce dvakrát, na {$first} a na {$second}
error-quarto-no-hand = v ruce není žádná figurka, ale hra neskončila ({$count} položených figurek, žádné quarto): zapište figurku k položení, nebo `*`, pokud hráč, který právě položil, má předávat
error-quarto-give-at-start = `*` (předání po položení) potřebuje figurku na desce; začátek se píše `-`
error-quarto-give-on-full-board = `*` na plné desce: nezbývá žádná figurka k předání
error-quarto-bad-hand = chybná ruka „{$text}“: očekávána šestnáctková číslice 0-f, `-` nebo `*`
error-quarto-hand-on-board = figurka {$piece} je v ruce a zároveň na desce na {$cell}
error-quarto-already-won = pozice je už vyhraná: {$alignment} je quarto, takže hra tam skončila (pro skončenou hru pište `-`)
error-quarto-not-one-placement = nemožné: quarta {$alignments} nemohla vzniknout všechna jedním položením
error-quarto-winner-unknown = v režimu ohlašování mohlo být quarto na desce ohlášeno, nebo propadnout, takže `-` neříká, kdo vyhrál, leda je deska plná a bez quarta: použijte záznam hry
error-quarto-claim-in-auto-mode = třetí pole („{$text}“, položení, jehož quarto lze ohlásit) se píše jen v režimu ohlašování
error-quarto-claim-not-a-cell = třetí pole „{$text}“ není pole desky: uvádí položení, jehož quarta lze ohlásit
error-quarto-claim-on-empty-cell = {$cell} je prázdné, takže to není položení, jehož quarto lze ohlásit
error-quarto-no-claim-here = zde nelze nic ohlásit ({$cell}): hra skončila nebo nezačala
error-quarto-no-quarto-through = přes {$cell} nevede žádné quarto, takže není co ohlásit: třetí pole vynechte

## Quarto!: nepovolené tahy.
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

## Dánské Quarto: pravidla.
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }

## Dánské Quarto: zapsané body a tahy.
error-danish-not-a-point = „{$text}“ není bod: očekáván sloupec a-i a řada 1-9, jako e5
error-danish-not-on-the-board = „{$text}“ není bod desky: { $corner ->
    [true] čtyři rohy a1, i1, a9 a i9 na desce nejsou
   *[false] žádný bod nemá sloupec a řadu různé parity (a3, b2, b4 jsou body; a2 ne)
}
error-danish-not-a-move = „{$text}“ není tah: očekáván bod k položení (e5), tah kamenem (e5-f6), obojí případně s braním (d2xe7, e5-f6xg3), nebo pass
error-danish-move-to-same-point = {$point}-{$point} nic nepřesouvá: tah vede na jiný bod

## Dánské Quarto: pozice.
error-danish-position-fields = očekávána čtyři pole `<body bílého>/<body černého> <w|b> <bílý v ruce> <černý v ruce>` (začátek je `/ w 12 12`), nalezeno {$count}
error-danish-no-slash = „{$text}“ nemá `/`: zapište body bílého, `/`, pak body černého (kterýkoli seznam může být prázdný)
error-danish-slash-twice = „{$text}“ má víc než jedno `/`: zapište body bílého, `/`, pak body černého
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

## Dánské Quarto: nepovolené tahy.
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

## Quartino: pravidla.
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: očekáváno 2 až 5
error-quartino-not-enough-cards = players={$players}: {$cards} Quartino karet nestačí, aby každý z {$players} hráčů dostal {$hand}
error-quartino-no-such-seat = first={$seat}, ale hráčů je jen {$players}
error-quartino-cap-zero = cap=0: limit musí být aspoň 1 kolo

## Quartino: vybavení.
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

## Quartino: zapsané akce.
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

## Quartino: pozice.
error-quartino-position-fields = očekáváno 5 polí `<deska> <na tahu> <fáze> <kola> <hráči>`, nalezeno {$count}
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

## Quartino: nepovolené akce.
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
