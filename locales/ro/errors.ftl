# Refuzurile regulilor: fiecare eroare după codul ei (docs/errors.md). `$text` este textul citat.

## Despre ce este vorba.
error-bad-rules = reguli greșite: {$reason}
error-bad-position = poziție greșită: {$reason}
error-bad-equipment = echipament greșit: {$reason}

## Masa.
error-table-over = partida s-a încheiat
error-table-not-your-turn = nu ești la mutare: la mutare este {$seat}
error-table-nothing-to-undo = nu este nimic de anulat
error-table-no-draw-by-agreement = în acest joc nu există egalitate prin acord
error-any-not-this-game = {$action} nu este o mutare din { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}

## Linia de setări a fiecărui joc.
error-settings-not-key-value = se aștepta cheie=valoare, s-a găsit „{$text}”
error-settings-given-twice = {$key} este dat de două ori
error-settings-unknown-setting = setare necunoscută „{$key}”: setările sunt {$expected}
error-settings-bad-setting-value = {$key}=„{$value}”: se aștepta { $expected ->
    [yes-no] yes sau no
    [on-off] on sau off
    [auto-announce] auto sau announce
    [players] de la 2 la 5
    [turn-cap] un număr de ture, de la 1 la 65535
    [ply-cap] none sau un număr de mutări de la 1 la 4294967295
    [first-seat] un jucător de la 1 la 5, sau random
    [situations] on, off sau from:N (active după N runde)
    [situations-from] from: și numărul de runde jucate fără ele, de la 1 la 65535
   *[other] {$expected}
}

## Quarto!: regulile.
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = caracter necunoscut „{$text}”: se aștepta height (înălțime), colour (culoare), shape (formă) sau top (găurită sau plină)
error-quarto-attribute-twice = caracterul { $attribute ->
    [height] {quarto-trait-tall}/{quarto-trait-short}
    [colour] {quarto-trait-light}/{quarto-trait-dark}
    [shape] {quarto-trait-round}/{quarto-trait-square}
   *[top] {quarto-trait-solid}/{quarto-trait-hollow}
} este numit de două ori
error-quarto-no-attribute = niciun caracter numit: trebuie să conteze cel puțin unul

## Quarto!: mutările scrise.
error-quarto-not-a-piece = „{$text}” nu este o piesă: se aștepta o cifră hexazecimală 0-f
error-quarto-not-a-cell = „{$text}” nu este o căsuță a tablei: se aștepta de la a1 la d4
error-quarto-not-an-alignment = „{$text}” nu este nici linie, nici pătrat: numește cele două căsuțe de la capete, ca a1-d1, a1-a4, a1-d4, a4-d1 sau b2-c3
error-quarto-not-an-action = „{$text}” nu este o mutare: se aștepta o piesă de dat (7), o căsuță unde se așază (b3), un anunț (Q:a1-d4) sau pass

## Quarto!: pozițiile.
error-quarto-empty-position = goală: se aștepta `<tablă> <mână>`, ca `..../..../..../.... -`
error-quarto-missing-hand = lipsește mâna după tablă: adaugă ` -` sau piesa de așezat
error-quarto-position-fields = se așteptau două câmpuri `<tablă> <mână>` (iar în modul cu anunț căsuța ale cărei quarto-uri pot fi anunțate), s-au găsit {$count}
error-quarto-board-rows = tabla are { $count ->
    [one] {$count} rând
    [few] {$count} rânduri
   *[other] {$count} de rânduri
}; se așteptau 4 rânduri despărțite prin '/'
error-quarto-row-length = rândul {$row} are {$cells} căsuțe; se așteptau 4
error-quarto-bad-board-character = caracter „{$found}” greșit la {$cell}: se aștepta '.' sau o cifră hexazecimală 0-f
error-quarto-piece-twice = piesa {$piece} este de două ori pe tablă, la {$first} și la {$second}
error-quarto-no-hand = nicio piesă în mână, dar partida nu s-a încheiat ({$count} piese așezate, niciun quarto): scrie piesa de așezat, sau `*` dacă jucătorul care tocmai a așezat trebuie să dea
error-quarto-give-at-start = `*` (a da după ce ai așezat) cere o piesă pe tablă; începutul se scrie `-`
error-quarto-give-on-full-board = `*` pe o tablă plină: nu mai rămâne nicio piesă de dat
error-quarto-bad-hand = mână „{$text}” greșită: se aștepta o cifră hexazecimală 0-f, `-` sau `*`
error-quarto-hand-on-board = piesa {$piece} este în mână și totodată pe tablă la {$cell}
error-quarto-already-won = poziția este deja câștigată: {$alignment} este un quarto, deci partida s-a încheiat acolo (scrie `-` pentru partida încheiată)
error-quarto-not-one-placement = imposibil: quarto-urile {$alignments} nu pot fi făcute toate de o singură piesă așezată
error-quarto-winner-unknown = în modul cu anunț un quarto de pe tablă poate să fi fost anunțat sau nu, deci `-` nu spune cine a câștigat decât dacă tabla e plină fără niciun quarto: folosește înregistrarea unei partide
error-quarto-claim-in-auto-mode = un al treilea câmp („{$text}”, o piesă așezată al cărei quarto poate fi anunțat) se scrie doar în modul cu anunț
error-quarto-claim-not-a-cell = al treilea câmp „{$text}” nu este o căsuță: el numește piesa așezată ale cărei quarto-uri pot fi anunțate
error-quarto-claim-on-empty-cell = {$cell} este goală, deci nu este o piesă așezată al cărei quarto poate fi anunțat
error-quarto-no-claim-here = aici nu se poate anunța nimic ({$cell}): partida s-a încheiat sau nu a început
error-quarto-no-quarto-through = niciun quarto nu trece prin {$cell}, deci nu e nimic de anunțat: omite al treilea câmp

## Quarto!: mutările nepermise.
error-quarto-game-over = partida s-a încheiat
error-quarto-wrong-phase = acum trebuie { $expected ->
    [give] să dai o piesă
    [place] să așezi piesa primită
   *[claim] să anunți „QUARTO!” sau să renunți
}, nu { $found ->
    [give] să dai
   *[place] să așezi
}
error-quarto-piece-not-in-pool = piesa {$piece} nu este printre piesele rămase
error-quarto-cell-taken = căsuța {$cell} nu este liberă
error-quarto-no-claims-in-auto-mode = „QUARTO!” se anunță doar în modul cu anunț
error-quarto-squares-do-not-count = {$alignment} este un pătrat, iar în această partidă pătratele nu contează
error-quarto-not-a-quarto = {$alignment} nu este un quarto
error-quarto-not-claimable = {$alignment} nu a fost făcut de ultima piesă așezată: anunțul a expirat sau nu a fost niciodată posibil
error-quarto-no-pass = renunțarea servește doar la a nu anunța după ultima piesă

## Quarto danez: regulile.
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }

## Quarto danez: punctele și mutările scrise.
error-danish-not-a-point = „{$text}” nu este un punct: se aștepta o coloană a-i și un rând 1-9, ca e5
error-danish-not-on-the-board = „{$text}” nu este un punct al tablei: { $corner ->
    [true] cele patru colțuri a1, i1, a9 și i9 nu sunt pe tablă
   *[false] niciun punct nu are coloana și rândul de parități diferite (a3, b2, b4 sunt puncte; a2 nu)
}
error-danish-not-a-move = „{$text}” nu este o mutare: se aștepta un punct unde se așază (e5), o deplasare (e5-f6), oricare urmată de o capturare (d2xe7, e5-f6xg3), sau pass
error-danish-move-to-same-point = {$point}-{$point} nu mută nimic: o deplasare merge la alt punct

## Quarto danez: pozițiile.
error-danish-position-fields = se așteptau patru câmpuri `<punctele albe>/<punctele negre> <w|b> <albe în mână> <negre în mână>` (începutul este `/ w 12 12`), s-au găsit {$count}
error-danish-no-slash = „{$text}” nu are `/`: scrie punctele Albului, `/`, apoi pe ale Negrului (oricare listă poate fi goală)
error-danish-slash-twice = „{$text}” are mai mult de un `/`: scrie punctele Albului, `/`, apoi pe ale Negrului
error-danish-empty-item = un element gol în punctele { $colour ->
    [white] Albului
   *[black] Negrului
} „{$text}”: desparte punctele printr-o singură virgulă
error-danish-point-twice = {$point} apare de două ori
error-danish-bad-side = jucătorul la mutare este „{$text}”: se aștepta w sau b
error-danish-bad-hand = piesele în mână ale { $colour ->
    [white] Albului
   *[black] Negrului
} „{$text}”: se aștepta un număr de la 0 la 12
error-danish-too-many-pieces = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} are { $board ->
    [one] {$board} piesă
    [few] {$board} piese
   *[other] {$board} de piese
} pe tablă și {$hand} în mână, mai mult de 12
error-danish-already-lost = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} are doar { $total ->
    [one] {$total} piesă
    [few] {$total} piese
   *[other] {$total} de piese
} (pe tablă și în mână), deci a pierdut deja; înregistrarea unei partide arată o partidă încheiată
error-danish-impossible-captures = { $colour ->
    [white] { danish-white } a pierdut {$lost} piese, dar { danish-black }
   *[black] { danish-black } a pierdut {$lost} piese, dar { danish-white }
} a așezat doar {$captor_placed} și a putut captura cel mult {$most} (nicio piesă nu s-a mutat încă: o capturare pe tură, de la a 4-a piesă a unui jucător)
error-danish-hands-out-of-turn = Albul are {$white} în mână și Negrul {$black}, cu { $to_move ->
    [white] Albul
   *[black] Negrul
} la mutare; jucătorii așază pe rând, întâi Albul, deci cu Albul la mutare amândoi au tot atâtea, iar cu Negrul la mutare Negrul are una în plus

## Quarto danez: mutările nepermise.
error-danish-game-over = partida s-a încheiat
error-danish-must-place = { $hand ->
    [one] mai ai o piesă în mână
    [few] mai ai {$hand} piese în mână
   *[other] mai ai {$hand} de piese în mână
}: așază una (scrie punctul, ca e5)
error-danish-must-move = toate piesele sunt așezate: mută una (scrie de la-la, ca e5-f6)
error-danish-pass-with-moves = un jucător poate pasa doar când nu poate muta
error-danish-not-your-piece = nicio piesă a { $mover ->
    [white] Albului
   *[black] Negrului
} nu este la {$point}
error-danish-occupied = {$point} nu este liber
error-danish-not-joined = {$from} și {$to} nu sunt unite de o linie (doar un jucător cu 4 piese sare)
error-danish-no-square-made = această mutare nu face niciun pătrat valid, deci nu capturează nimic
error-danish-capture-required = această mutare face un pătrat valid: numește capturarea, ca e5-f6xg3
error-danish-not-opponent-piece = la {$point} nu este nicio piesă adversă de capturat
error-danish-protected = {$point} este un colț al unui pătrat valid al proprietarului, deci nu poate fi capturată
error-danish-wins-without-capture = ambii jucători au 4 piese: un pătrat valid câștigă imediat, fără capturare

## Quartino: regulile.
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: se aștepta de la 2 la 5
error-quartino-not-enough-cards = players={$players}: {$cards} cărți nu ajung pentru a da câte {$hand} fiecăruia dintre cei {$players} jucători
error-quartino-no-such-seat = first={$seat}, dar sunt doar {$players} jucători
error-quartino-cap-zero = cap=0: limita trebuie să fie de cel puțin o tură

## Quartino: echipamentul.
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = lipsește câmpul {$field}=
error-quartino-equipment-not-a-number = {$field}=„{$text}”: se aștepta un număr întreg
error-quartino-equipment-ring = ring={$ring}: se aștepta de la 1 la 15
error-quartino-equipment-hand-zero = hand=0: un jucător are nevoie de cel puțin o carte
error-quartino-equipment-permutations-size = cards=permutations cere sferturi cu tot atâtea spații câte culori sunt ({$colours}), nu {$pattern}
error-quartino-equipment-not-a-card = cards: „{$text}” nu este o carte: se așteptau litere de culoare
error-quartino-equipment-too-many-cards = {$count} cărți: cel mult 64
error-quartino-equipment-card-twice = cards: {$card} este de două ori în pachet
error-quartino-equipment-card-size = cards: {$card} arată {$spaces} spații, dar un sfert are {$pattern}
error-quartino-equipment-card-colour = cards: {$card} folosește {$colour}, care nu este una dintre culori
error-quartino-equipment-hand-too-big = hand={$hand}: {$cards} cărți nu ajung pentru a da câte {$hand} la doi jucători
error-quartino-equipment-colour-spec = colours: „{$text}” nu este literă:nume:jetoane, ca Y:yellow:7
error-quartino-equipment-colour-letter = colours: „{$text}” nu este o singură literă mare
error-quartino-equipment-colour-name = colours: numele „{$text}” trebuie să aibă litere, cifre, '-' sau '_'
error-quartino-equipment-no-tokens = colours: {$colour} nu are jetoane
error-quartino-equipment-colour-twice = colours: {$colour} este numită de două ori
error-quartino-equipment-too-many-colours = {$count} culori: cel mult 8
error-quartino-equipment-too-many-tokens = {$count} jetoane în total: cel mult 32
error-quartino-equipment-quarter-space = quarters: „{$text}” nu este un spațiu (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters: {$space} nu este pe un inel de {$ring}
error-quartino-equipment-space-twice-in-quarter = quarters: {$space} este de două ori în sfertul „{$quarter}”
error-quartino-equipment-quarter-too-big = quarters: „{$text}” are mai mult de 8 spații
error-quartino-equipment-quarter-sizes = quarters: fiecare sfert trebuie să aibă {$pattern} spații, unul are {$other}
error-quartino-equipment-too-many-quarters = {$count} sferturi: cel mult 16
error-quartino-equipment-quarter-twice = quarters: Q{$number} este la fel ca un sfert anterior
error-quartino-equipment-mirror-slots = mirror: s-au dat {$slots} poziții, dar o carte are {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror: se aștepta fiecare poziție de la 0 la {$last} o dată, ca 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror: o carte citită de două ori în oglindă trebuie să redea cartea

## Quartino: mutările scrise.
error-quartino-not-a-colour = „{$text}” nu este o culoare: se aștepta o literă, ca Y
error-quartino-not-a-space = „{$text}” nu este un spațiu: se aștepta C sau R0, R1, …
error-quartino-not-a-quarter = „{$text}” nu este un sfert: se aștepta Q0, Q1, …
error-quartino-not-a-card = „{$text}” nu este o carte: se așteptau literele ei de culoare, ca YBGP
error-quartino-not-an-action = „{$text}” nu este o mutare: { $why ->
    [column-space] după column@ urmează un spațiu: C sau R0, R1, …
    [claim-quarter] o revendicare numește un sfert Q0, Q1, …
    [claim-card] o revendicare numește o carte prin literele culorilor ei, ca YBGP@Q5
    [place-space] după @ urmează un spațiu (C, R0, R1, …) pe care se așază, sau un sfert (Q0, Q1, …) unde se revendică
    [place-colour] o așezare numește o singură literă de culoare, ca Y@R3
   *[no-at] se aștepta four, end, column@<spațiu>, <culoare>@<spațiu> (Y@R3) sau <carte>@<sfert> (YBGP@Q5)
}

## Quartino: pozițiile.
error-quartino-position-fields = se așteptau 5 câmpuri `<tablă> <la mutare> <fază> <ture> <jucători>`, s-au găsit {$count}
error-quartino-board-spaces = tabla are {$found} spații; se așteptau {$expected}: C, R0, … R{$last} despărțite prin '/'
error-quartino-empty-stack-text = stiva de pe {$space} este un text gol: scrie . pentru un spațiu gol
error-quartino-not-a-colour-of-the-game = {$space}: „{$found}” nu este o culoare a acestui joc
error-quartino-too-many-tokens = mai mult de {$tokens} jetoane {$name} ({$colour}) pe tablă
error-quartino-bad-mover = jucătorul la mutare este „{$text}”: se aștepta de la 1 la {$players}
error-quartino-bad-turns = numărul de ture este „{$text}”: se aștepta un număr întreg
error-quartino-past-cap = {$turns} ture jucate, peste limita de {$cap}
error-quartino-seat-count = poziția are {$found} jucători, dar regulile spun players={$players}
error-quartino-seat-unknown-card = jucătorul {$seat}: {$card} nu este o carte a acestui joc
error-quartino-card-twice = cartea {$card} este scrisă de două ori (jucătorul {$first} și jucătorul {$second})
error-quartino-seat-not-a-card = jucătorul {$seat}: „{$text}” nu este o carte
error-quartino-mixed-hand = jucătorul {$seat}: o mână este fie toată la vedere, fie toată ascunsă (?)
error-quartino-card-count = jucătorul {$seat} are {$held} carte/cărți în mână și {$aside} puse deoparte; fiecare jucător a primit {$dealt}
error-quartino-hidden-hand = mâna jucătorului {$seat} este ascunsă (?): o poziție completă arată toate mâinile
error-quartino-winner-not-to-move = jucătorul {$seat} a pus deoparte toate cărțile și a câștigat: el este la mutare în partida încheiată
error-quartino-not-over = partida nu s-a încheiat: nimeni nu și-a pus deoparte toate cărțile și limita de {$cap} ture nu este atinsă
error-quartino-two-winners = mai mulți jucători și-au pus deoparte toate cărțile
error-quartino-won-not-over = jucătorul {$seat} și-a pus deoparte toate cărțile, deci partida s-a încheiat: scrie - pentru fază
error-quartino-capped-not-over = limita de {$cap} ture este atinsă, deci partida s-a încheiat: scrie - pentru fază
error-quartino-bad-phase = faza „{$text}”: se aștepta S cu F și/sau C și un +1 opțional (situații), P1 până la P3 (jetoane de așezat), Q (revendicare sau încheiere), sau -
error-quartino-situations-not-played = faza „{$phase}”: situațiile nu se joacă în această tură (situations={$situations})
error-quartino-bad-marks = faza „{$phase}”: după + (folosită în această tură) sau - (refuzată) vin F (patru culori) și C (coloană)
error-quartino-letter-twice = faza „{$phase}”: {$letter} este scrisă de două ori
error-quartino-phase-nothing-to-place = faza „{$phase}”: toate stivele din rezervă sunt goale, deci nu e nimic de așezat: scrie Q
error-quartino-too-many-due = faza „{$phase}”: {$left} jetoane de așezat cer situații folosite în această tură (scrie +F, +C sau +FC)
error-quartino-marks-with-column = faza „{$phase}”: cât timp o coloană mai poate fi ridicată (P…@), patru culori este folosită și coloana deschisă: nu scrie nici + nici -
error-quartino-column-count = faza „{$phase}”: cât timp o coloană mai poate fi ridicată, rămân de așezat 0 până la 3 jetoane (P3@R3)
error-quartino-phase-space = faza „{$phase}”: „{$text}” nu este un spațiu al acestei table
error-quartino-space-twice = faza „{$phase}”: {$space} este scris de două ori
error-quartino-phase-not-a-column = faza „{$phase}”: stiva de pe {$space} are înălțimea {$height}, deci nu era coloană la începutul turei (o coloană doar crește până e ridicată)
error-quartino-bad-used = faza „{$phase}”: după + vine 1 (o situație folosită)
error-quartino-nothing-open = faza „{$phase}”: o fază de situații are deschise F, C sau amândouă
error-quartino-three-situations = faza „{$phase}”: există doar două situații
error-quartino-four-then-column = faza „{$phase}”: odată folosită patru culori, o coloană poate fi ridicată oricând în timpul așezărilor: scrie P3@ și spațiile coloanelor (P3@R3)
error-quartino-no-column = faza „{$phase}”: coloana este deschisă, dar nicio stivă nu are înălțimea 4
error-quartino-four-colours = faza „{$phase}”: { $on_board ->
    [true] o culoare are 4 jetoane pe tablă, deci patru culori este deschisă (scrie F)
   *[false] patru culori este deschisă, dar nicio culoare nu are 4 jetoane pe tablă
}
error-quartino-column-not-written = faza „{$phase}”: o stivă are înălțimea 4, deci coloana este deschisă (scrie C)
error-quartino-no-turn-yet = jucătorul {$seat} a pus deoparte {$aside} carte/cărți, dar nu a jucat încă nicio tură ({$turns} ture jucate, la mutare jucătorul {$mover})
error-quartino-too-many-placements = numere imposibile: {$on_board} jetoane pe tablă, {$claims} cărți puse deoparte (fiecare carte revendicată a luat {$taken} jetoane de pe tablă) și încă {$due} de așezat fac {$needed} așezări, dar în {$turns} ture se pot așeza cel mult {$most} jetoane
error-quartino-bad-viewer = observatorul este „{$text}”: se aștepta de la @1 la @{$players}
error-quartino-viewer-hidden = jucătorul {$seat} este observatorul, deci mâna lui este la vedere, nu ?
error-quartino-hand-shown = mâna jucătorului {$seat} este la vedere, dar o observație arată doar mâna observatorului (scrie ? pentru fiecare carte ascunsă{ $spectator ->
    [true] , sau adaugă @N pentru observator
   *[false] {""}
})

## Quartino: mutările nepermise.
error-quartino-game-over = partida s-a încheiat
error-quartino-unknown-colour = acest joc nu are culoarea {$colour}
error-quartino-unknown-space = această tablă nu are spațiul {$space}
error-quartino-unknown-quarter = această tablă nu are sfertul {$quarter}
error-quartino-unknown-card = {$card} nu este o carte a acestui joc
error-quartino-situations-off = în această partidă situațiile nu se joacă (situations=off)
error-quartino-situations-not-yet = situațiile se joacă după {$rounds} runde (situations=from:{$rounds}), iar aceasta este runda {$round}
error-quartino-no-colour-with-four-tokens = patru culori nu este deschisă: nicio culoare nu avea 4 jetoane pe tablă la începutul turei
error-quartino-four-colours-used = patru culori a fost deja folosită în această tură
error-quartino-situations-declined = situațiile se folosesc la începutul turei: prima așezare din această tură a renunțat la ele
error-quartino-no-stack-of-four = nicio coloană de ridicat: nicio stivă nu avea înălțimea 4 la începutul turei
error-quartino-one-column-per-turn = o coloană pe tură: o coloană a fost deja ridicată în această tură
error-quartino-column-declined = în această tură s-a renunțat la coloană (printr-o așezare înaintea ei, sau trecând la cărți)
error-quartino-not-a-column = stiva de pe {$space} are înălțimea {$height}: o coloană are 4 jetoane sau mai multe
error-quartino-not-a-column-of-the-turn = stiva de pe {$space} nu era coloană la începutul turei: coloana de ridicat este pe {$columns}
error-quartino-column-due = jetonul coloanei este așezat: ridică întâi coloana de pe {$columns}
error-quartino-column-required = întâi trebuie ridicată o coloană (column_mandatory=on)
error-quartino-pile-empty = stiva {$colour} din rezervă este goală
error-quartino-must-place = { $count ->
    [one] mai este întâi un jeton de așezat
    [few] mai sunt întâi {$count} jetoane de așezat
   *[other] mai sunt întâi {$count} de jetoane de așezat
}
error-quartino-nothing-to-place = acum nu este niciun jeton de așezat: revendică o carte sau încheie tura
error-quartino-not-in-hand = cartea {$card} nu este în mâna jucătorului la mutare
error-quartino-not-on-board = revendicare greșită: {$card} nu este pe tablă la {$quarter} (vârfurile lui arată {$tops})
