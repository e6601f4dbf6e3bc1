var e=`game-quarto = Quarto!
game-danish = Quarto danez
game-quartino = Quartino
seat-number = jucătorul {$number}
seat-with-label = {$seat} ({$label})
seat-human = om
seat-bot = bot ({$level})
level-beginner = începător
level-casual = ocazional
level-strong = puternic
level-strongest = cel mai puternic
level-perfect = perfect
outcome-won = {$winner} câștigă
outcome-draw = egalitate
ending-time = {$seat} a rămas fără timp
ending-resignation = {$seat} a abandonat
ending-agreement = egalitate prin acord
ending-claim = {$seat} a revendicat partida: ceilalți părăsiseră masa
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = careul {$cells} ({$traits})
end-full = toate piesele sunt pe tablă, niciun QUARTO
end-pieces = {$seat} a rămas cu { $left ->
    [one] {$left} piesă
    [few] {$left} piese
   *[other] {$left} de piese
}
end-square-at-four = {$seat} a format primul un pătrat, patru piese contra patru
end-repetition = aceeași poziție a treia oară
end-turn-cap = s-a atins limita de { $turns ->
    [one] {$turns} tură
    [few] {$turns} ture
   *[other] {$turns} de ture
}
end-cards = {$seat} a pus deoparte ultima din { $count ->
    [one] {$count} carte
    [few] {$count} cărți
   *[other] {$count} de cărți
}
seat-plays = {$seat} joacă {$action}
danish-white = Albul
danish-black = Negrul
danish-side = {$colour} ({$letter}): {$on_board} pe tablă, {$in_hand} de așezat; pătrate valide: {$squares}
danish-squares-none = niciunul
danish-to-place = la mutare: {$colour}, care așază o piesă
danish-to-move = la mutare: {$colour}, care mută o piesă
danish-to-fly = la mutare: {$colour}, care mută o piesă pe orice punct liber (i-au rămas 4 piese)
danish-legal = { $count ->
    [one] {$count} mutare posibilă
    [few] {$count} mutări posibile
   *[other] {$count} de mutări posibile
} ({$captures} cu captură)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, trebuie să paseze
danish-won = câștigă {$colour}
danish-four-against-four = 4 contra 4: câștigă primul care face un pătrat valid
error-bad-rules = reguli greșite: {$reason}
error-bad-position = poziție greșită: {$reason}
error-bad-equipment = echipament greșit: {$reason}
error-table-over = partida s-a încheiat
error-table-not-your-turn = nu ești la mutare: la mutare este {$seat}
error-table-nothing-to-undo = nu este nimic de anulat
error-table-no-draw-by-agreement = în acest joc nu există egalitate prin acord
error-any-not-this-game = {$action} nu este o mutare din { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}
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
error-quarto-not-a-piece = „{$text}” nu este o piesă: se aștepta o cifră hexazecimală 0-f
error-quarto-not-a-cell = „{$text}” nu este o căsuță a tablei: se aștepta de la a1 la d4
error-quarto-not-an-alignment = „{$text}” nu este nici linie, nici pătrat: numește cele două căsuțe de la capete, ca a1-d1, a1-a4, a1-d4, a4-d1 sau b2-c3
error-quarto-not-an-action = „{$text}” nu este o mutare: se aștepta o piesă de dat (7), o căsuță unde se așază (b3), un anunț (Q:a1-d4) sau pass
error-quarto-empty-position = goală: se aștepta \`<tablă> <mână>\`, ca \`..../..../..../.... -\`
error-quarto-missing-hand = lipsește mâna după tablă: adaugă \` -\` sau piesa de așezat
error-quarto-position-fields = se așteptau două câmpuri \`<tablă> <mână>\` (iar în modul cu anunț căsuța ale cărei quarto-uri pot fi anunțate), s-au găsit {$count}
error-quarto-board-rows = tabla are { $count ->
    [one] {$count} rând
    [few] {$count} rânduri
   *[other] {$count} de rânduri
}; se așteptau 4 rânduri despărțite prin '/'
error-quarto-row-length = rândul {$row} are {$cells} căsuțe; se așteptau 4
error-quarto-bad-board-character = caracter „{$found}” greșit la {$cell}: se aștepta '.' sau o cifră hexazecimală 0-f
error-quarto-piece-twice = piesa {$piece} este de două ori pe tablă, la {$first} și la {$second}
error-quarto-no-hand = nicio piesă în mână, dar partida nu s-a încheiat ({$count} piese așezate, niciun quarto): scrie piesa de așezat, sau \`*\` dacă jucătorul care tocmai a așezat trebuie să dea
error-quarto-give-at-start = \`*\` (a da după ce ai așezat) cere o piesă pe tablă; începutul se scrie \`-\`
error-quarto-give-on-full-board = \`*\` pe o tablă plină: nu mai rămâne nicio piesă de dat
error-quarto-bad-hand = mână „{$text}” greșită: se aștepta o cifră hexazecimală 0-f, \`-\` sau \`*\`
error-quarto-hand-on-board = piesa {$piece} este în mână și totodată pe tablă la {$cell}
error-quarto-already-won = poziția este deja câștigată: {$alignment} este un quarto, deci partida s-a încheiat acolo (scrie \`-\` pentru partida încheiată)
error-quarto-not-one-placement = imposibil: quarto-urile {$alignments} nu pot fi făcute toate de o singură piesă așezată
error-quarto-winner-unknown = în modul cu anunț un quarto de pe tablă poate să fi fost anunțat sau nu, deci \`-\` nu spune cine a câștigat decât dacă tabla e plină fără niciun quarto: folosește înregistrarea unei partide
error-quarto-claim-in-auto-mode = un al treilea câmp („{$text}”, o piesă așezată al cărei quarto poate fi anunțat) se scrie doar în modul cu anunț
error-quarto-claim-not-a-cell = al treilea câmp „{$text}” nu este o căsuță: el numește piesa așezată ale cărei quarto-uri pot fi anunțate
error-quarto-claim-on-empty-cell = {$cell} este goală, deci nu este o piesă așezată al cărei quarto poate fi anunțat
error-quarto-no-claim-here = aici nu se poate anunța nimic ({$cell}): partida s-a încheiat sau nu a început
error-quarto-no-quarto-through = niciun quarto nu trece prin {$cell}, deci nu e nimic de anunțat: omite al treilea câmp
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
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }
error-danish-not-a-point = „{$text}” nu este un punct: se aștepta o coloană a-i și un rând 1-9, ca e5
error-danish-not-on-the-board = „{$text}” nu este un punct al tablei: { $corner ->
    [true] cele patru colțuri a1, i1, a9 și i9 nu sunt pe tablă
   *[false] niciun punct nu are coloana și rândul de parități diferite (a3, b2, b4 sunt puncte; a2 nu)
}
error-danish-not-a-move = „{$text}” nu este o mutare: se aștepta un punct unde se așază (e5), o deplasare (e5-f6), oricare urmată de o capturare (d2xe7, e5-f6xg3), sau pass
error-danish-move-to-same-point = {$point}-{$point} nu mută nimic: o deplasare merge la alt punct
error-danish-position-fields = se așteptau patru câmpuri \`<punctele albe>/<punctele negre> <w|b> <albe în mână> <negre în mână>\` (începutul este \`/ w 12 12\`), s-au găsit {$count}
error-danish-no-slash = „{$text}” nu are \`/\`: scrie punctele Albului, \`/\`, apoi pe ale Negrului (oricare listă poate fi goală)
error-danish-slash-twice = „{$text}” are mai mult de un \`/\`: scrie punctele Albului, \`/\`, apoi pe ale Negrului
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
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: se aștepta de la 2 la 5
error-quartino-not-enough-cards = players={$players}: {$cards} cărți nu ajung pentru a da câte {$hand} fiecăruia dintre cei {$players} jucători
error-quartino-no-such-seat = first={$seat}, dar sunt doar {$players} jucători
error-quartino-cap-zero = cap=0: limita trebuie să fie de cel puțin o tură
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
error-quartino-position-fields = se așteptau 5 câmpuri \`<tablă> <la mutare> <fază> <ture> <jucători>\`, s-au găsit {$count}
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
learn-pieces-short = scunde
learn-pieces-tall = înalte
learn-pieces-light = de culoare deschisă
learn-pieces-dark = de culoare închisă
learn-pieces-round = rotunde
learn-pieces-square = pătrate
learn-pieces-solid = pline
learn-pieces-hollow = găurite
learn-and = și
learn-row = rândul {$number}
learn-column = coloana {$letter}
learn-diagonal = diagonala
learn-square = careul
learn-quarto = {$alignment} {$line}: patru piese {$traits}
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
learn-eval-win = câștig
learn-eval-win-in = câștig în {$distance}
learn-eval-draw = remiză
learn-eval-loss = pierdere
learn-eval-loss-in = pierdere în {$distance}
learn-eval-estimate = {$percent}%
learn-severity-inaccuracy = imprecizie
learn-severity-mistake = greșeală
learn-severity-blunder = gafă
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
quartino-colour-yellow = galben
quartino-colour-blue = albastru
quartino-colour-green = verde
quartino-colour-pink = roz
quartino-height = stivă {$height}
quartino-supply = rezervă: {$supply}   ({ $tokens ->
    [one] {$tokens} jeton
    [few] {$tokens} jetoane
   *[other] {$tokens} de jetoane
} pe tablă)
quartino-colours = culori: {$colours}
quartino-rules = reguli: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} carte
    [few] {$cards} cărți
   *[other] {$cards} de cărți
} în mână
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} carte
    [few] {$cards} cărți
   *[other] {$cards} de cărți
} în mână, puse deoparte: {$aside}
quartino-turns = ture încheiate: {$turns} (limită {$cap})
quartino-open-four = patru culori (\`four\`: +1 jeton)
quartino-open-column = coloană pe {$spaces} (\`column@…\`: jetoanele ei se întorc în rezervă, +1 jeton)
quartino-open-column-mandatory = coloană pe {$spaces} (\`column@…\`: jetoanele ei se întorc în rezervă, +1 jeton, obligatoriu)
quartino-or = sau
quartino-situations = la mutare: {$seat}, începutul turei ({ $used ->
    [one] {$used} situație folosită
    [few] {$used} situații folosite
   *[other] {$used} de situații folosite
}); disponibile: {$open}
quartino-to-place = la mutare: {$seat}, care mai așază { $left ->
    [one] {$left} jeton
    [few] {$left} jetoane
   *[other] {$left} de jetoane
}
quartino-to-remove-column = la mutare: {$seat}, care ridică coloana de pe {$columns} (jetonul ei este așezat)
quartino-to-place-and-remove-column = la mutare: {$seat}, care mai așază { $left ->
    [one] {$left} jeton
    [few] {$left} jetoane
   *[other] {$left} de jetoane
} și ridică coloana de pe {$columns}, în orice ordine (sau renunță la coloană: un jeton mai puțin)
quartino-to-claim = la mutare: {$seat}, care poate revendica o carte sau încheia tura
quartino-won = {$seat} a pus deoparte toate cărțile și câștigă
quartino-capped = s-a atins limita de ture, nu câștigă nimeni
quartino-hand = cărțile lui {$seat}: {$cards}
quartino-hand-empty = (niciuna)
quartino-showing = pe tablă acum: {$cards}
quartino-spectator = vedere de spectator: toate cărțile sunt ascunse
quartino-hidden-note = (cărțile celorlalți sunt ascunse; --viewer N arată ce vede jucătorul N)
quartino-legal = mutări posibile ({$count}): {$actions}
quarto-trait-short = scundă
quarto-trait-tall = înaltă
quarto-trait-light = deschisă
quarto-trait-dark = închisă
quarto-trait-round = rotundă
quarto-trait-square = pătrată
quarto-trait-solid = plină
quarto-trait-hollow = găurită
quarto-rules = reguli: {$rules}
quarto-pool = piese rămase:  {$pieces}
quarto-pool-empty = (niciuna)
quarto-to-give = la mutare: {$seat}, care dă o piesă
quarto-to-place = la mutare: {$seat}, care așază piesa {$piece} ({$traits})
quarto-to-claim = la mutare: {$seat}, care anunță „QUARTO!” sau renunță
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = litere: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
tui-title-games = {$quarto}, {$danish} și {$quartino}
tui-new-game = Partidă nouă
tui-menu-keys = ↑↓ alege  ←→ schimbă  Enter începe  l încarcă  F1 reguli  q ieșire (sau clic)
tui-menu-game = Joc
tui-menu-attributes = Caractere
tui-menu-squares = Pătrate
tui-menu-announce = Anunț
tui-menu-players = Jucători
tui-menu-situations = Situații
tui-menu-seat = Locul {$number}
tui-menu-clock = Ceas
tui-menu-start = Începe
tui-menu-load = Încarcă o partidă…
tui-menu-position = Joacă de la o poziție…
tui-yes = da
tui-no = nu
tui-situations-after = { $rounds ->
    [one] după {$rounds} rundă
    [few] după {$rounds} runde
   *[other] după {$rounds} de runde
}
tui-seat-person = o persoană la această tastatură
tui-seat-bot = bot: {$level}
tui-attribute-height = înălțime
tui-attribute-colour = culoare
tui-attribute-shape = formă
tui-attribute-top = vârf
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = fără ceas
tui-clock-per-move = {$time} pe mutare
tui-clock-total = {$time} pe partidă
tui-clock-increment = {$time} pe partidă, +{$increment} pe mutare
tui-hint-quarto = Quarto!: tu alegi piesa pe care o așază adversarul.
tui-hint-danish = Quarto danez: așază, apoi mută; patru piese în colțurile unui pătrat capturează.
tui-hint-quartino = Quartino: stivuiește jetoane colorate; revendică-ți cărțile secrete când apar.
tui-hint-attributes = Începători: doar aceste caractere contează pentru un quarto.
tui-hint-squares = Avansat: câștigă și patru piese dintr-un pătrat 2×2 cu un caracter comun.
tui-hint-announce = Reguli oficiale: un quarto câștigă doar dacă e anunțat la timp.
tui-hint-players = Câți jucători stau la masă (2–5).
tui-hint-situations = Bonusurile patru culori și coloană; lasă-le oprite ca să înveți.
tui-hint-seat = Cine stă aici: o persoană la această tastatură sau un bot de un anumit nivel.
tui-hint-clock = Un timp pentru fiecare mutare sau pentru toată partida (+ secunde pe mutare).
tui-hint-start = Începe partida.
tui-hint-load = Continuă o partidă salvată.
tui-hint-position = Începe partida aleasă mai sus de la o poziție în notația ei (cum o scriu \`quartet show\` și paginile partidelor din aplicația web).
tui-game-title = {$game} — {$rules}
tui-board = Tabla
tui-seats = Locuri
tui-seats-bot-thinking = (un bot se gândește…)
tui-last-actions = ultimele: {$actions}
tui-legal-actions = Mutări posibile ({$count})
tui-pass-the-device =
    Dați dispozitivul către {$seat}.
    Ceilalți să nu se uite.
    Apăsați Enter ca să vă vedeți cărțile.
tui-game-over = Partida s-a terminat
tui-game-over-keys =
    Ctrl+R revanșă · Ctrl+N partidă nouă
    Ctrl+S salvează · Ctrl+O încarcă · Esc ieșire
tui-prompt-load = Încarcă o partidă
tui-prompt-load-keys = Enter încarcă · Esc anulează
tui-prompt-save = Salvează partida
tui-prompt-save-keys = Enter salvează · Esc anulează
tui-prompt-file = fișier: {$name}
tui-prompt-position = Joacă de la o poziție
tui-prompt-position-keys = Enter începe · Esc anulează
tui-prompt-position-line = poziție: {$position}
tui-welcome = scrie o mutare și Enter, sau alege una cu ↑↓ și Enter, sau dă clic; F1: ajutor
tui-played = {$seat} a jucat {$action}
tui-bot-thinking = așteaptă: un bot se gândește
tui-bot-stopped = s-a oprit fără răspuns
tui-save-needs-name = pentru salvare e nevoie de un nume de fișier
tui-loaded = { $count ->
    [one] s-a încărcat {$path}: {$game}, o mutare reluată
    [few] s-a încărcat {$path}: {$game}, {$count} mutări reluate
   *[other] s-a încărcat {$path}: {$game}, {$count} de mutări reluate
}
tui-load-failed = nu s-a putut încărca: {$error}
tui-load-needs-name = pentru încărcare e nevoie de un nume de fișier
tui-cancelled = anulat
tui-choice-cleared = alegere anulată
tui-click-menu-line = dă clic pe un rând al meniului
tui-type-file-name = scrie numele fișierului și Enter, sau Esc
tui-type-position = scrie poziția și Enter, sau Esc
tui-pass-device-first = apasă Enter după ce dispozitivul a fost dat mai departe
tui-game-is-over = partida s-a terminat: Ctrl+R revanșă, Ctrl+N partidă nouă, Ctrl+O încarcă
tui-nothing-now = nimic de jucat acum
tui-click-list-action = dă clic pe o mutare din listă ca s-o joci
tui-nothing-there = nimic de jucat acolo: {$help}
tui-click-the-board = dă clic pe tablă ({$help}) sau alege din listă cu ↑↓ și Enter
tui-help-title = Ajutor · ↑↓ PgUp PgDn derulează · orice altă tastă închide ajutorul
tui-help =
    Taste
      o mutare, Enter     o joacă (vezi lista mutărilor posibile)
      ↑↓, Enter           joacă mutarea evidențiată
      F2                  un sfat
      Ctrl+Z              anulează
      Ctrl+S / Ctrl+O     salvează partida / încarcă o partidă
      Ctrl+R / Ctrl+N     revanșă / partidă nouă (meniul)
      Esc                 anulează o alegere (sau clic dreapta); altfel ieșire
    Mouse
      orice joc  o mutare din lista mutărilor posibile o joacă
                 (și un anunț în Quarto!)
      Quarto!    o căsuță liberă (·) pentru a așeza; o piesă
                 rămasă pentru a o da
      Danez      un punct pentru a așeza; una dintre piesele tale,
                 apoi unde merge [e5]; când se formează un pătrat,
                 piesa de capturat (×). ! o piesă pe care o mutare
                 a adversarului ar putea-o captura; * ultima mutare
      Quartino   o culoare din rezervă, apoi un spațiu (═); o carte
                 marcată ✓ pentru a o revendica (apoi sfertul ei,
                 dacă apare de două ori); butoanele: four, column, end
    De scris: undo, hint, save FIȘIER, load FIȘIER, resign, menu, quit
board-not-your-turn = nimic de jucat acum: nu e rândul tău
board-not-this-game = asta nu face parte din acest joc
board-not-legal-now = aceasta nu este o mutare posibilă acum (vezi lista din dreapta)
board-quarto-taken = căsuța {$cell} nu este liberă
board-quarto-give-first = mai întâi dă o piesă: dă clic pe una dintre cele rămase
board-quarto-place-first = mai întâi așază piesa din mână: dă clic pe o căsuță liberă (·)
board-quarto-to-place = de așezat: {$piece} — {$traits}
board-quarto-pool = piese rămase (clic pentru a da):
board-quarto-help-give = dă clic pe o piesă rămasă pentru a o da
board-quarto-help-place = dă clic pe o căsuță liberă (·) pentru a așeza piesa
board-danish-must-pass = nicio mutare posibilă: apasă Enter (sau scrie pass) pentru a pasa
board-danish-move-cancelled = mutare anulată: alege din nou
board-danish-choose-capture = alege piesa de capturat: {$pieces} (marcate ×); dă clic din nou pe {$point} pentru a anula
board-danish-anywhere = orice punct liber (zboară: i-au rămas 4 piese)
board-danish-put-back = {$point} pusă la loc: alege o piesă de mutat ({$letter})
board-danish-cannot-go = {$from} nu poate merge pe {$to}: poate merge pe {$points}
board-danish-blocked = {$point} nu se poate muta: toate punctele vecine sunt ocupate
board-danish-moving = se mută {$point}: dă clic unde merge ([ ]): {$points}
board-danish-not-yours = {$point} este o piesă a lui {$colour}: dă clic pe una dintre ale tale ({$letter}), apoi unde merge
board-danish-piece-first = mai întâi dă clic pe una dintre piesele tale ({$letter}), apoi unde merge
board-danish-taken = {$point} este ocupat: așază pe un punct liber
board-danish-not-legal = {$point} nu este o mutare posibilă acum
board-danish-square-made = {$point} formează un pătrat: dă clic pe piesa de capturat (×): {$pieces}
board-danish-help-capture = dă clic pe o piesă marcată × pentru a o captura (sau din nou pe {$point} pentru a anula)
board-danish-help-landing = dă clic unde merge {$point} (marcat [ ]) sau din nou pe {$point} pentru a o pune la loc
board-danish-help-place = dă clic pe un punct liber pentru a așeza o piesă
board-danish-help-move = dă clic pe una dintre piesele tale ({$letter}), apoi unde merge
board-danish-status-four = {$status}; {$four}
board-danish-capture = captură: dă clic pe una dintre {$pieces} (×)
board-danish-targets = {$point} poate merge pe {$points} ([ ])
board-danish-marks = semne: ! o mutare a adversarului ar putea-o captura · × captureaz-o acum (clic) · * ultima mutare · >W< aleasă · [e5] poate merge acolo · linii îngroșate: pătrate valide (inversat: abia format)
board-quartino-aside = , puse deoparte:
board-quartino-legend = [G] vârful unei stive, 3 înălțimea ei, ▲ o coloană · ═ unde poate merge alegerea · o carte: centrul, apoi trei spații ale inelului în sensul acelor de ceasornic · ✓ apare pe tablă
board-quartino-supply = rezervă (clic pe o culoare):
board-quartino-four = [patru culori: +1 jeton]
board-quartino-column = [column@{$space}: scoate coloana]
board-quartino-column-token = [column@{$space}: scoate coloana, +1 jeton]
board-quartino-end = [încheie tura]
board-quartino-your-hand = cărțile tale (clic pe o carte pentru a o revendica):
board-quartino-hand-of = cărțile lui {$seat}:
board-quartino-hidden = (cărțile sunt ascunse)
board-quartino-claim-at = revendică {$card} pe:
board-quartino-colour-put-back = {$colour} pus la loc
board-quartino-colour-chosen = {$colour} ({$letter}) ales: dă clic pe un spațiu al tablei pentru a așeza jetonul
board-quartino-pile-empty = rezerva de {$colour} este goală
board-quartino-no-token = niciun jeton de așezat acum: revendică o carte sau încheie tura
board-quartino-not-through = {$card} nu apare prin {$space}
board-quartino-several-quarters = {$space} este în mai multe sferturi în care apare {$card}: dă clic pe {$quarters} sub cărțile tale
board-quartino-cannot-go-empty = {$colour} nu poate merge pe {$space} acum: rezerva ei este goală
board-quartino-cannot-go = {$colour} nu poate merge pe {$space} acum: {$help}
board-quartino-colour-first = mai întâi dă clic pe o culoare din rezervă, apoi pe {$space}
board-quartino-card-put-back = {$card} pusă la loc
board-quartino-claims-after = revendicările vin după așezări: așază mai întâi jetoanele
board-quartino-not-showing = {$card} nu apare acum pe tablă
board-quartino-shows-at = {$card} apare pe {$quarters}: dă clic pe sfert (sau pe unul dintre spațiile lui)
board-quartino-nothing-at = nimic de revendicat pe {$quarter}: dă clic mai întâi pe una dintre cărțile tale
board-quartino-not-now = {$action} nu este posibil acum
board-quartino-help-quarter = dă clic sub cărțile tale pe sfertul în care revendici {$card}
board-quartino-help-space = dă clic pe un spațiu al tablei pentru a așeza acolo {$colour} (═)
board-quartino-help-place = dă clic pe o culoare din rezervă, apoi pe un spațiu al tablei
board-quartino-help-claim = dă clic pe o carte marcată ✓ pentru a o revendica, sau {board-quartino-end}
board-quartino-help-end = dă clic pe un buton: {board-quartino-end}
board-danish-blurb = Jocul pătratelor din 1950: așază, apoi mută-ți piesele pe o tablă de linii; un pătrat capturează.
board-danish-passed = a trecut
board-danish-moved = a mutat {$from}→{$to}
board-danish-moved-captured = a mutat {$from}→{$to} și a capturat {$capture}
board-danish-placed = a așezat pe {$to}
board-danish-placed-captured = a așezat pe {$to} și a capturat {$capture}
board-danish-pass = Treci
board-danish-move = Mută {$from} pe {$to}
board-danish-move-capturing = Mută {$from} pe {$to} și capturează {$capture}
board-danish-place = Așază pe {$to}
board-danish-place-capturing = Așază pe {$to} și capturează {$capture}
board-danish-rules-cap = limită de { $turns ->
    [one] {$turns} tură
    [few] {$turns} ture
   *[other] {$turns} de ture
}
board-danish-standard = Reguli standard: câte 12 piese, pătratele capturează, trei repetiții înseamnă egalitate.
board-danish-label = Tabla de Quarto danez
board-danish-made-square = pătratul {$square} al lui {$side}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: liber
web-board-danish-capture = capturează piesa de pe {$point}
board-danish-move-from = mută piesa de pe {$point}
board-danish-selected = {$point}: ales (Escape ca să renunți)
board-danish-place-on = așază o piesă pe {$point}
board-danish-move-to = mută {$from} pe {$to}
board-danish-counts = {$in_hand} de așezat · {$on_board} pe tablă
board-danish-squares = Pătrate: {$squares}
board-danish-pick-capture = Un pătrat! Alege piesa lui {$side} pe care o capturezi (cercuri punctate).
board-danish-pick-place = Așază {$side}: alege un punct liber.
board-danish-pick-target = Mută {$from} pe un punct marcat (Escape ca să renunți).
board-danish-pick-source = Mută {$side}: alege una dintre piesele tale marcate.
web-board-danish-must-pass = Nicio mutare posibilă: trebuie să treci.
board-danish-editor-label = Așază poziția pe o tablă
board-danish-editor-help = Dă clic pe un punct: o piesă albă, apoi una neagră, apoi iar liber.
board-danish-editor-to-move = La mutare: {$side}
board-danish-editor-in-hand = {$side}: piese de așezat
board-danish-editor-clear = Înapoi la început
server-error-bad-request = Serverul nu poate folosi această cerere.
server-error-bad-token = Jetonul locului tău nu e valabil pentru acest joc.
server-error-spectator = Privești acest joc: doar jucătorii lui pot muta.
server-error-not-your-seat = Locul acesta nu e al tău.
server-error-not-found = Nu există: poate jocul sau invitația a fost anulată, ori linkul e greșit.
server-error-method-not-allowed = Serverul nu răspunde aici la acest fel de cerere.
server-error-waiting = Jocul își așteaptă jucătorii.
server-error-not-your-turn = Nu e rândul tău.
server-error-over = Jocul s-a terminat.
server-error-seat-taken = Locul este deja ocupat.
server-error-one-seat = Ai deja un loc în acest joc: cu cărți ascunse, o persoană joacă un singur loc.
server-error-started = Jocul a început: nu mai poate fi anulat.
server-error-nothing-to-undo = Nu e nimic de luat înapoi.
server-error-undo-refused = Mutările se iau înapoi pe loc doar cu roboți (unei persoane îi cereți să ia mutarea înapoi), și niciodată dincolo de cărți deja arătate.
server-error-not-over = Jocul nu s-a terminat încă.
server-error-rematch-exists = Revanșa există deja, iar locurile tale acolo sunt ocupate.
server-error-hidden = Partida se deschide după sfârșitul jocului: are cărți ascunse.
server-error-analysis-refused = Analiza se deschide după sfârșitul jocului (sau imediat, cu roboți).
server-error-stopping = Serverul se oprește: încearcă din nou peste o clipă.
server-error-busy = Serverul e ocupat: încearcă din nou peste câteva secunde.
server-error-too-many-connections = Prea multe conexiuni de la adresa ta: închide o filă sau două și încearcă din nou.
server-error-request-timeout = Cererea a sosit prea încet: încearcă din nou.
server-error-too-many-games = Ai atâtea jocuri care așteaptă jucători câte ai voie: începe sau anulează unul mai întâi.
server-error-too-large = E prea mare pentru server.
server-error-upgrade-required = Această adresă e doar pentru o conexiune în direct.
server-error-illegal = Regulile nu permit asta.
server-error-rate-limited = Prea multe cereri: așteaptă puțin și încearcă din nou.
server-error-corrupt = Acest joc salvat nu poate fi reluat.
server-error-internal = Ceva n-a mers bine pe server.
server-error-storage = Serverul nu a putut salva: nu s-a schimbat nimic. Încearcă din nou.
server-error-not-owner = Partida trece pe alt server: încercăm din nou într-o clipă.
server-error-unanswered = Serverul care conduce partida nu a răspuns la timp: ce ai cerut poate să fi fost făcut. Partida este arătată așa cum este acum.
server-error-analysis-timeout = Rezolvitorul nu a terminat la timp.
server-error-analysis-memory = Rezolvitorul nu a primit memoria de care are nevoie.
server-error-name-taken = Numele e luat (sau unul care seamănă cu el).
server-error-wrong-credentials = Numele și parola nu se potrivesc.
server-error-signed-out = Mai întâi autentifică-te.
server-error-rated-refused = Acest joc nu poate fi cu clasament.
server-error-pairing-ended = Așteptarea unui adversar s-a încheiat: ați plecat sau ați cerut alt joc din altă parte.
server-error-challenge-declined = Provocarea dumneavoastră a fost refuzată.
server-error-csrf = Cererea a sosit fără jetonul ei de securitate: reîncarcă pagina și încearcă din nou.
server-error-abort-refused = Ai mutat deja: partida nu mai poate fi anulată (propune egalitate sau abandonează).
server-error-no-draw = În acest joc nu există egalitate prin acord.
server-error-no-offer = Nu există nicio propunere a celuilalt jucător la care să răspunzi (a fost retrasă sau o mutare a încheiat-o).
server-error-claim-refused = Jocul nu poate fi revendicat acum.
server-error-chat-refused = Acest rând nu poate fi trimis.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Alege un ceas: none, un timp pe mutare sau un timp pe joc.
server-detail-clock = „{$clock}” nu este un ceas: scrie none, 30s/move, 3d/move, 10m sau 10m+5s.
server-detail-clock-turn-range = O mutare are cel puțin 1 s și cel mult 14 zile.
server-detail-clock-game-range = Un joc are cel puțin 10 s și cel mult 24 h de jucător.
server-detail-clock-increment-range = Incrementul este de cel mult 1 h.
server-detail-length-cap = {$option} este cel mult {$most} pe acest server.
server-detail-chosen-deal = Acest joc ascunde cărți și are locuri pentru alți oameni, așa că nimeni nu-i poate alege împărțirea.
server-detail-start-over = În această poziție partida s-a încheiat: n-ar mai rămâne nicio mutare. Alege o poziție dinaintea sfârșitului.
server-detail-bot-level = Acest joc nu are nivelul de bot {$level}.
server-detail-seat-count = Cu aceste reguli jocul are { $seats ->
    [few] {$seats} jucători
   *[other] {$seats} de jucători
}, nu {$given}.
server-detail-record-bad-tag = Linia {$line} a înregistrării nu este o etichetă [Nume "valoare"].
server-detail-record-missing-tag = Înregistrarea nu are eticheta [{$tag} "…"].
server-detail-record-wrong-game = Înregistrarea este a altui joc ({$found}).
server-detail-record-bad-value = Eticheta [{$tag}] a înregistrării are o valoare care nu se înțelege.
server-detail-record-bad-action = Mutarea {$number} a înregistrării ({$action}) nu se poate juca.
server-detail-record-result-mismatch = Rezultatul înregistrării nu este cel dat de mutările ei.
server-detail-record-unclosed-comment = Un comentariu al înregistrării deschis cu {"{"} nu este închis niciodată.
server-detail-record-ply = Înregistrarea are { $actions ->
    [one] {$actions} mutare
    [few] {$actions} mutări
   *[other] {$actions} de mutări
}: continuă de la 0 la {$actions}.
server-detail-record-replay = Jocul înregistrării nu poate fi rejucat.
server-detail-rated-signed-out = Un joc cu clasament se joacă între conturi.
server-detail-challenge-signed-out = Provocările sunt între conturi: mai întâi autentifică-te.
server-detail-rematch-unplayed = O revanșă urmează unei partide jucate până la capăt: aceasta s-a încheiat fără rezultat.
server-detail-rated-bot = Un joc cu clasament se joacă între oameni: un loc de bot îl face fără clasament.
server-detail-rated-seats = Într-un joc cu clasament ții exact un loc, iar fiecare alt loc așteaptă un alt jucător.
server-detail-rated-chosen-start = Un joc cu clasament pornește de la începutul obișnuit, împărțit de server.
server-detail-rated-imported = O înregistrare importată nu are niciodată clasament.
server-detail-rated-hints = Indiciile pentru începători sunt pentru jocurile fără clasament.
server-detail-rated-same-account = Contul tău ține deja alt loc în acest joc cu clasament.
server-detail-no-action = Nu s-a jucat nicio mutare.
server-detail-two-players = Împerecherea rapidă, căutările și provocările sunt pentru jocuri în doi.
server-detail-challenge-self = Nu vă puteți provoca pe dumneavoastră înșivă.
server-detail-pairing-browser = Identificatorul acestui navigator pentru găsirea rapidă a unui adversar nu este valid (cel mult 64 de litere, cifre, - și _): reîncărcați pagina.
server-detail-claim-alone = Doar un joc între oameni poate fi revendicat: nimeni altcineva nu joacă la această masă.
server-detail-claim-away = Revendicați jocul din pagina lui, cât timp sunteți conectat la el.
server-detail-claim-correspondence = O partidă prin corespondență își așteaptă jucătorii: o încheie ceasul, nu o revendicare.
server-detail-lang-unknown = „{$lang}” nu este o limbă a lui Quartet: alegeți en, ro, es, fr, cs sau it.
server-detail-claim-present = Jucătorul {$seat} este la masă: jocul poate fi revendicat după ce toți ceilalți jucători au plecat.
server-detail-claim-too-soon = Jocul poate fi revendicat peste { $seconds ->
    [one] {$seconds} secundă
    [few] {$seconds} secunde
   *[other] {$seconds} de secunde
}.
server-detail-chat-off = Această partidă nu are chat: a fost creată fără.
server-detail-chat-empty = Un rând gol nu se trimite.
server-detail-chat-too-long = Un rând are cel mult {$most} caractere; acesta are {$chars}.
server-detail-chat-control = Un rând este text simplu, pe un singur rând, fără caractere de control.
server-detail-chat-too-fast = Cel mult 5 rânduri în 10 secunde: așteaptă {$seconds} s.
server-detail-name = { $why ->
    [length] Un nume are între 3 și 20 de caractere.
    [character] Un nume are doar litere A-Z, cifre, _ și -, nu „{$character}”.
    [shape] Un nume începe cu o literă, iar _ sau - stau singure între litere sau cifre.
   *[reserved] Acest nume este rezervat.
}
server-detail-password = { $why ->
    [length] O parolă are între 8 și 1024 de octeți.
   *[is-the-name] Parola nu poate fi numele.
}
server-detail-json-syntax = Cererea nu este JSON valid (linia {$line}, coloana {$column}).
server-detail-json-body-type = Cererea trebuie să fie un obiect JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Serverul nu cunoaște acest tip de mesaj.
server-detail-json-missing-field = Lipsește câmpul „{$field}”.
server-detail-json-unknown-field = Serverul nu cunoaște câmpul „{$field}”.
server-detail-json-wrong-type = Câmpul „{$field}” are o valoare de tip greșit.
server-detail-json-bad-value = Valoarea câmpului „{$field}” nu este înțeleasă.
server-detail-body-too-large = O cerere are cel mult { $most ->
    [one] {$most} octet
    [few] {$most} octeți
   *[other] {$most} de octeți
}.
server-detail-message-too-large = Un mesaj are cel mult { $most ->
    [one] {$most} octet
    [few] {$most} octeți
   *[other] {$most} de octeți
}; acesta avea { $size ->
    [one] {$size} octet
    [few] {$size} octeți
   *[other] {$size} de octeți
}.
server-detail-message-binary = Mesajele se trimit ca text JSON, nu ca date binare.
server-detail-query-unknown = Adresa are un parametru pe care serverul nu îl cunoaște: „{$name}”.
server-detail-query-value = Valoarea parametrului „{$name}” din adresă nu este înțeleasă.
server-detail-path-bad = Adresa nu poate fi citită: o parte din ea nu este text.
server-close-bad-token = Jetonul locului tău nu este valabil pentru acest joc.
server-close-too-many-messages = Serverul a închis conexiunea: această pagină a trimis prea multe mesaje.
server-close-silent = Serverul a închis conexiunea: de la această pagină n-a venit nimic prea mult timp.
server-close-restarting = Serverul repornește: pagina se reconectează imediat.
server-close-bad-ticket = Așteptarea unui adversar nu a fost găsită: începeți din nou.
server-close-paired = S-a găsit un adversar.
server-close-not-utf8 = Serverul a închis conexiunea: această pagină a trimis un mesaj text care nu este UTF-8.
play-loading = Se încarcă…
play-title = {$game} · Quartet
play-title-your-turn = ● E rândul tău · {$game} · Quartet
play-not-found = Jocul nu există
play-not-found-detail = Nu există niciun joc „{$id}” pe acest server: poate a fost anulat sau linkul e greșit.
play-header-clock = ceas {$clock}
play-header-watching = privești
play-seat-refused = Locul tău în acest joc a fost refuzat ({$message}); privești jocul.
play-link-open = conectat
play-link-connecting = se conectează…
play-link-reconnecting = se reconectează…
play-link-waiting = conexiune pierdută: nouă încercare în {$seconds} s
play-link-refused = refuzat de server
play-link-bad-token = jeton de loc nevalid
play-seat-bot = Robot ({$level})
play-seat-bot-at = Robotul {$number} ({$level})
play-seat-you = (tu)
play-seat-kind-bot = robot
play-seat-thinking = robot · se gândește…
play-seat-open = loc liber: poate intra oricine
play-seat-invited = invitat: încă n-a venit
play-seat-online = conectat
play-seat-offline = deconectat
play-seat-resigned = a abandonat
play-seat-connected = conectat
play-seat-not-connected = neconectat
play-spectators = { $count ->
    [one] {$count} spectator
    [few] {$count} spectatori
   *[other] {$count} de spectatori
}
play-status-replay = Reluare: după mutarea {$at} din {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} se gândește…
play-status-waiting-for = Se așteaptă {$names}.
play-status-your-turn-as = {$seat}: e rândul tău.
play-status-your-turn = E rândul tău.
play-status-to-move = Mută {$seat}…
play-status-last = Ultima mutare: {$seat} {$action}.
play-take-back = Ia mutarea înapoi
play-resign = Abandonează
play-really-resign = Sigur abandonezi?
play-really-resign-all = Sigur abandonezi? Jocul se termină pentru toți
play-take-seat = Ocupă un loc
play-open-rematch = Deschide revanșa
play-accept-rematch = Acceptă revanșa
play-rematch = Revanșă
play-export-record = Exportă partida
play-continue-from-here = Continuă de aici
play-position-label = Poziția
play-copy-position = Copiază
play-position-copied = Poziția a fost copiată.
play-copy-failed = Browserul nu a lăsat pagina să copieze: selectează poziția și copiaz-o tu.
play-cancel-game = Anulează jocul
play-really-cancel = Sigur anulezi?
play-cancelled = Jocul este anulat.
play-record-saved = Partida e salvată. Import-o din pagina de start ca să continui de la orice mutare.
play-invite-heading = Invită
play-invite-link-for = link pentru locul {$number}
play-invite-send-open = {$seat} (deschis oricui): trimite acest link
play-invite-send-friend = {$seat} (pentru un prieten): trimite acest link
play-invite-copy = Copiază
play-invite-copied = Link copiat.
play-invite-copy-by-hand = Selectează linkul și copiază-l.
play-history-heading = Istoric
play-history-slider = reluare: mutarea arătată
play-history-first = început
play-history-back = o mutare înapoi
play-history-forward = o mutare înainte
play-history-live = înapoi la joc
play-history-count = { $count ->
    [one] {$count} mutare
    [few] {$count} mutări
   *[other] {$count} de mutări
}
play-history-showing = mutarea {$at} din {$of}
play-history-entry = {$seat} {$action}
play-history-turn = tura {$turn}, {$seat}
play-history-none = Încă nicio mutare.
play-confirm-label = confirmă mutarea
play-confirm-option = Confirmă fiecare mutare înainte de a fi trimisă
play-confirm-ask = {$action}?
play-confirm-yes = Confirmă
play-confirm-no = Renunță
play-analysis-heading = Analiză
play-analysis-not-analysed = Această poziție nu e analizată: serverul a fost prea ocupat ca rezolvitorul să termine la timp.
play-analysis-show = Arată valorile rezolvitorului
play-analysis-hide = Ascunde valorile rezolvitorului
play-analysis-thinking = Rezolvitorul se gândește…
play-analysis-over = Aici jocul s-a terminat.
play-analysis-value = Mută {$seat}: {$value} cu cel mai bun joc.
play-analysis-more = { $count ->
    [one] …și încă {$count} tură.
    [few] …și încă {$count} ture.
   *[other] …și încă {$count} de ture.
}
play-you-win = Ai câștigat!
play-you-lose = Ai pierdut
play-banner-close = închide
play-result-draw = Egalitate
play-result-nobody = Nu câștigă nimeni
play-result-cancelled = Anulat
play-result-cancelled-by = {$seat} l-a anulat
play-result-expired = a așteptat prea mult jucătorii
play-result-wins = {$seat} câștigă
play-result-out-of-time = {$seat} a rămas fără timp
play-result-resigned = {$seat} a abandonat
play-result-resigned-all = {$seat} a abandonat, iar jocul se termină pentru toți
play-cover-pass = Dă dispozitivul lui {$seat}.
play-cover-show = Arată cărțile lui {$seat}
play-mark-win = C
play-mark-draw = E
play-mark-loss = P
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
lobby-tagline = Quarto!, Quarto danez și Quartino — cu roboți, pe un singur dispozitiv sau cu prieteni printr-un link.
lobby-new-game = Joc nou
lobby-form-label = joc nou
lobby-game = Jocul
lobby-rules = Reguli
lobby-rules-of = Regulile jocului {$game}, explicate →
lobby-explained = explicat în reguli
lobby-explained-option = {$option}: explicat în reguli
lobby-hints = Sfaturi pentru începători: un avertisment înainte de a da o piesă sau de a face o mutare care pierde imediat
lobby-no-chat = Fără chat la masă (pentru partide cu copii)
lobby-start-summary = Pornește de la o poziție
lobby-start-label = poziția de pornire
lobby-start-help = O poziție în notația jocului, așa cum o arată pagina unei partide sub istoric (Copiază). Goală: începutul obișnuit.
lobby-start-copy-link = Copiază un link către această poziție
lobby-start-link-copied = Link copiat: deschide acest formular cu același joc, aceleași reguli și aceeași poziție.
lobby-start-link-by-hand = Linkul e în bara de adrese: copiază-l de acolo.
lobby-clock = Ceas
lobby-clock-label = ceas
lobby-no-clock = fără ceas
lobby-custom-clock = personalizat…
lobby-custom-total = minute + increment
lobby-custom-per-move = secunde pe mutare
lobby-custom-minutes = min
lobby-custom-increment = s pe mutare
lobby-custom-seconds = s pe mutare
lobby-other-player-name = numele jucătorului {$number} (opțional)
lobby-seats = Jucători
lobby-preset-bot = cu roboți
lobby-preset-friend = cu prieteni (link)
lobby-preset-device = toți pe acest dispozitiv
lobby-preset-anyone = deschis oricui
lobby-choice-me = Eu (acest dispozitiv)
lobby-choice-bot = Robot
lobby-choice-invite = Un prieten (link de invitație)
lobby-choice-open = Deschis oricui
lobby-seat = Jucătorul {$number}
lobby-seat-first = Jucătorul {$number} (începe)
lobby-seat-label = jucătorul {$number}
lobby-level-label = nivelul robotului, jucătorul {$number}
lobby-fewer-seats = jucător
lobby-more-seats = jucător
lobby-players = { $count ->
    [one] {$count} jucător
    [few] {$count} jucători
   *[other] {$count} de jucători
}
lobby-name-placeholder = numele tău (opțional)
lobby-name-label = numele tău
lobby-create = Creează jocul
lobby-your-games = Jocurile tale
lobby-your-seats = { $count ->
    [one] locul {$seats}
   *[other] locurile {$seats}
}
lobby-open-games = Jocuri deschise
lobby-no-open-games = Niciun joc deschis: creează unul sau deschide un loc oricui.
lobby-live-games = Jocuri în desfășurare
lobby-no-live-games = Acum nu se joacă niciun joc.
lobby-more-games = Arată mai multe jocuri
lobby-listed-bot = robot ({$level})
lobby-listed-open = loc liber
lobby-listed-invited = invitat
lobby-play = Joacă
lobby-join = Intră
lobby-watch = Privește
lobby-import-heading = Importă o partidă
lobby-import-help = Lipește o partidă salvată (cu „Exportă partida”) sau alege fișierul ei, apoi alege de unde continuă jocul și cine joacă fiecare loc.
lobby-import-point-label = continuă după această mutare
lobby-import-point-end = continuă de la sfârșit (după mutarea {$at})
lobby-import-point = continuă după mutarea {$at} din {$of}
lobby-import-finished = Partida salvată se termină cu sfârșitul jocului: alege o mutare anterioară ca să joci mai departe.
lobby-import-name-of = numele jucătorului {$number}
lobby-record-label = partida salvată
lobby-file-label = fișierul partidei
lobby-import-button = Importă și joacă mai departe
join-heading = Invitație
join-invited = Ești invitat să joci {$game}
join-seat = Locul {$number}.
join-seat-with = Locul {$number}, cu {$others}.
join-bot = un robot ({$level})
join-rules = Reguli: {$rules}
join-rules-clock = Reguli: {$rules} · ceas {$clock}
join-take = Ocupă locul {$number}
join-watch = Doar privește
join-to-lobby = Mergi la pagina de start
join-taken = Această invitație a fost deja folosită: locul {$number} este ocupat.
join-taken-by = Această invitație a fost deja folosită: {$name} a ocupat locul {$number}.
join-over = Această invitație era pentru o partidă de {$game}, care s-a încheiat.
join-cancelled = Această invitație era pentru o partidă de {$game}, anulată înainte să înceapă.
join-watch-game = Privește partida
join-see-game = Vezi partida
players-account = Cont
players-sign-in = Conectare
players-sign-up = Înregistrare
players-sign-in-title = Autentificare
players-sign-up-title = Creează un cont
players-name = Nume
players-password = Parolă
players-sign-up-hint = Un nume are între 3 și 20 de caractere: litere A-Z, cifre, _ și -. O parolă are cel puțin 8 caractere.
players-to-sign-up = Nu ai cont? Înregistrează-te
players-to-sign-in = Ai deja cont? Autentifică-te
players-try-again-in = Prea multe încercări: încearcă din nou peste { $seconds ->
    [one] {$seconds} secundă
    [few] {$seconds} secunde
   *[other] {$seconds} de secunde
}.
players-signed-in-as = Autentificat ca {$name}
players-sign-out = Ieșire
players-sign-out-everywhere = Ieșire peste tot
players-signed-out-everywhere = Ieșire din { $count ->
    [one] {$count} browser
    [few] {$count} browsere
   *[other] {$count} de browsere
}.
players-delete-account = Șterge contul
players-delete-explain = Ștergerea contului îi elimină definitiv numele, clasamentele, ofertele și provocările. Jocurile lui rămân, sub „jucător șters”. Scrie parola pentru a confirma.
players-delete-confirm = Șterge definitiv
players-deleted = Contul este șters.
players-claim-offer = Acest browser păstrează locuri din { $count ->
    [one] {$count} joc jucat ca invitat
    [few] {$count} jocuri jucate ca invitat
   *[other] {$count} de jocuri jucate ca invitat
}: le adaugi în contul tău?
players-claim = Adaugă-le
players-not-now = Nu acum
players-claimed = { $count ->
    [one] {$count} loc adăugat în contul tău.
    [few] {$count} locuri adăugate în contul tău.
   *[other] {$count} de locuri adăugate în contul tău.
}
players-cancel = Anulează
players-your-page = Pagina ta de jucător
players-your-games = Jocurile tale
players-deleted-player = jucător șters
players-loading = Se încarcă…
players-no-such-player = Nimeni nu joacă sub numele „{$name}” (sau contul a fost șters).
players-member-since = Joacă din {$date}
players-ratings = Clasamente
players-no-ratings = Încă niciun joc pentru clasament.
players-rating-class = Joc, reguli și ritm
players-rating = Clasament
players-games = Jocuri
players-provisional = provizoriu: încă prea puține jocuri ca să fie sigur
players-provisional-note = Un clasament cu „?” este provizoriu: încă prea puține jocuri ca să fie sigur.
players-deviation = ±{$deviation}
players-chart-title = Clasamentul în timp
players-date = Data
players-chart-point = {$class_name}: {$rating} pe {$date}
players-recent-games = Jocuri recente
players-no-games = Încă niciun joc.
players-guest = un invitat
players-against = contra
players-casual = amical
players-outcome-open = așteaptă jucători
players-outcome-live = în desfășurare
players-outcome-aborted = anulat înainte de început
players-outcome-cancelled = anulat
players-outcome-won = câștigat
players-outcome-lost = pierdut
players-outcome-drawn = fără câștigător
players-family-standard = linii
players-family-squares = linii și pătrate
players-family-players = {$players} jucători
players-family-traits = {$family}, { $traits ->
    [one] {$traits} caracter
    [few] {$traits} caractere
   *[other] {$traits} de caractere
}
players-speed-blitz = blitz
players-speed-rapid = rapid
players-speed-classical = clasic
players-speed-correspondence = prin corespondență
players-top = Cei mai buni jucători
players-top-all = Toate clasamentele
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 jucător
    [few] {$players} jucători
   *[other] {$players} de jucători
})
players-top-rank = Locul
players-rank-place = locul {$rank}
players-top-player = Jucător
players-top-last-game = Ultimul joc pentru clasament
players-top-you = tu
players-top-ranked-note = Un jucător primește un loc când clasamentul lui e sigur (o abatere de cel mult ±110); clasamentele provizorii („?”) urmează, fără loc.
players-top-nobody-rated = Nimeni nu are încă un clasament. Autentifică-te și bifează „Pentru clasament” la „Joacă acum” ca să joci primul joc pentru clasament.
players-top-nobody-here = Nimeni nu are încă un clasament în această categorie.
players-top-no-such-class = Nu există o asemenea categorie de clasament.
players-find = Caută un jucător
players-find-open = Deschide
players-play-title = Joacă acum
players-play-game = jocul
players-play-rules = reguli
players-play-clock = ceas
players-play-no-clock = fără ceas
players-play-rated-game = Pentru clasament
players-play-rated-sign-in = Autentifică-te ca să joci pentru clasament.
players-play-rated = pentru clasament
players-play-casual = amical
players-play-quick-game = Găsește un adversar
players-play-offer-seek = Oferă în listă
players-play-bot = Joacă cu un robot
players-play-challenge-name = numele unui jucător
players-play-challenge = Provoacă
players-play-looking-for = Se caută un adversar: {$offer}
players-play-seek-offered = Jocul tău e în listă, oricine îl poate accepta: {$offer}
players-play-challenge-sent = Se așteaptă răspunsul lui {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} secundă
    [few] {$seconds} secunde
   *[other] {$seconds} de secunde
}
players-play-waiting-count = { $count ->
    [one] {$count} așteaptă
    [few] {$count} așteaptă
   *[other] {$count} așteaptă
}
players-play-wait-lost = Conexiunea s-a pierdut: așteptarea s-a încheiat. Încearcă din nou.
players-play-cancel = Anulează
players-play-pools-title = Jucători care așteaptă acum
players-play-join-pool = Alătură-te
players-play-seeks-title = Jocuri oferite
players-play-no-seeks = Nimeni nu oferă un joc acum: oferă-l pe al tău.
players-play-your-seek = al tău
players-play-guest = un invitat
players-play-accept = Acceptă
players-play-decline = Refuză
players-play-challenges-title = Provocări
players-play-challenge-from = Provocare de la
players-play-challenge-to = Provocare pentru
players-play-other-page = așteaptă pe altă pagină
players-notify-sound = Redă un sunet când un joc începe să mă aștepte
players-no-games-yet = Încă niciun joc: găsește un adversar pe pagina de start.
players-games-waiting = { $count ->
    [one] {$count} joc te așteaptă.
    [few] {$count} jocuri te așteaptă.
   *[other] {$count} de jocuri te așteaptă.
}
players-your-turn = e rândul tău
players-their-turn = e rândul adversarului
players-draw-offered = ți se oferă remiză: răspunde
players-take-back-asked = ți se cere anularea unei mutări: răspunde
players-challenge-from = Provocare de la
players-answer-in-lobby = răspunde pe pagina de start
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
board-quarto-blurb = Clasicul Gigamic: dă-i adversarului piesa pe care trebuie s-o așeze; patru piese în linie cu un caracter comun câștigă.
board-quarto-piece = piesa {$height}, {$colour}, {$shape}, {$top}
board-quarto-placed = a așezat pe {$cell}
board-quarto-gave = a dat {$piece} ({$action})
board-quarto-claimed = a anunțat Quarto! pe {$alignment}
board-quarto-passed = a trecut (fără anunț)
board-quarto-give-piece = Dă {$piece}
board-quarto-claim-on = Anunță Quarto! pe {$alignment}
board-quarto-pass-no-claim = Treci (fără anunț)
board-quarto-place-on = Așază pe {$cell}
board-standard-rules = reguli standard
board-quarto-rules-only = doar {$traits}
board-quarto-rules-squares = și pătratele câștigă
board-quarto-rules-announce = anunțarea „Quarto!”
board-quarto-option-traits = Caracterele care contează:
board-quarto-height = înălțimea
board-quarto-colour = culoarea
board-quarto-shape = forma
board-quarto-top = partea de sus
board-quarto-option-squares = Și pătratele 2×2 câștigă (avansat)
board-quarto-option-announce = Anunță „Quarto!” ca să câștigi (regula oficială)
board-quarto-value-draw = egalitate
board-quarto-value-wins = câștigă
board-quarto-value-loses = pierde
board-quarto-value-wins-in = { $distance ->
    [0] câștigă acum
    [one] câștigă în {$distance} așezare
    [few] câștigă în {$distance} așezări
   *[other] câștigă în {$distance} de așezări
}
board-quarto-value-loses-in = { $distance ->
    [0] pierde acum
    [one] pierde în {$distance} așezare
    [few] pierde în {$distance} așezări
   *[other] pierde în {$distance} de așezări
}
board-quarto-legend = Semnele de pe tablă: C câștigă, E egalitate, P pierde pentru cel care mută, cu așezările rămase până la sfârșit la joc perfect. Cea mai bună continuare:
board-quarto-legend-no-distances = Semnele de pe tablă: C câștigă, E egalitate, P pierde pentru cel care mută (așezările rămase nu se știu de data asta: rezolvitorului nu i-a ajuns timpul). Cea mai bună continuare:
board-quarto-row = rândul {$row}
board-quarto-column = coloana {$column}
board-quarto-square = pătratul {$cells}
board-quarto-diagonal = diagonala {$cells}
board-quarto-label = Tabla Quarto!
board-quarto-cell-empty = {$cell}: liber
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = așază {$piece} pe {$cell}
board-quarto-place-the-piece = așază piesa pe {$cell}
board-quarto-claim-square = anunță Quarto! pe pătratul {$alignment}
board-quarto-claim-line = anunță Quarto! pe linia {$alignment}
board-quarto-place-this = Așază această piesă:
board-quarto-in-hand = Piesa din mână:
board-pass-chip = trece
board-quarto-places = {$seat} așază:
board-quarto-choose-gift = Alege piesa pe care o va așeza adversarul:
board-quarto-chooses-gift = {$seat} alege o piesă de dat
web-board-quarto-pool = piese de dat
board-quarto-pool-heading = Piese încă nejucate
board-quarto-give = dă {$piece}
board-quarto-played = {$piece}: jucată
board-quarto-pick-line = Alege linia pe tablă (Escape ca să renunți).
board-quarto-pass = Treci (fără anunț: egalitate)
board-quarto-announce-note = Modul cu anunț: un quarto câștigă doar dacă e anunțat, de cel care l-a format înainte de a da piesa sau de adversar înainte de a așeza.
board-quarto-editor-label = Așază poziția pe o tablă
board-quarto-editor-help = Alege o piesă, apoi o căsuță sau mâna. Un clic trimite înapoi o piesă de pe tablă.
board-quarto-editor-no-hand = niciuna: jucătorul la mutare dă una
board-quarto-editor-clear = Golește tabla
board-quarto-reason-line = patru piese {$traits} pe {$line}
board-quarto-reason-square = un pătrat 2×2 de piese {$traits} ({$cells})
table-heading = La masă
table-abort = Anulează partida
table-really-abort = Sigur anulezi? Se încheie fără rezultat
table-offer-draw = Propune egalitate
table-ask-take-back = Cere să iei mutarea înapoi
table-accept = Acceptă
table-decline = Refuză
table-draw-offered = Ai propus egalitate: propunerea rămâne până când {$seat} răspunde sau mută.
table-take-back-asked = Ai cerut să iei înapoi ultima ta mutare: cererea rămâne până când {$seat} răspunde sau se face o mutare.
table-draw-prompt = {$seat} propune egalitate. Propunerea cade dacă muți.
table-take-back-prompt = {$seat} cere să ia înapoi ultima sa mutare. Cererea cade dacă se face o mutare.
table-draw-declined = Propunerea ta de egalitate a fost refuzată.
table-draw-lapsed = Propunerea ta de egalitate a căzut: s-a făcut o mutare.
table-take-back-declined = Cererea ta de a lua mutarea înapoi a fost refuzată.
table-take-back-lapsed = Cererea ta de a lua mutarea înapoi a căzut: s-a făcut o mutare.
table-the-others = ceilalți
table-first-turn-mine = Ai {$seconds} s să faci prima mutare, altfel jocul este anulat.
table-first-turn-theirs = {$seat} are {$seconds} s să facă prima mutare, altfel jocul este anulat.
table-claim-wait = {$seat} a părăsit masa: poți revendica jocul peste {$seconds} s.
table-claim-ready = {$seat} a părăsit masa: poți revendica jocul.
table-claim-win = Revendică victoria
table-claim-draw = Revendică egalitatea
table-result-aborted = Anulată
table-result-aborted-by = {$seat} a anulat-o înainte de prima sa mutare
table-result-aborted-unstarted = un jucător nu și-a făcut prima mutare la timp
table-result-agreement = jucătorii au convenit egalitatea
table-result-claimed = {$seat} a revendicat jocul: { $count ->
    [one] {$others} părăsise masa
   *[other] {$others} părăsiseră masa
}
table-result-abandoned = Părăsită
table-result-abandoned-why = toți jucătorii părăsiseră masa de o zi
table-chat-players = Discuția jucătorilor
table-chat-spectators = Discuția spectatorilor
table-chat-placeholder = Scrie ceva
table-chat-send = Trimite
table-chat-spectator = spectator
table-chat-none = Nimeni n-a scris încă nimic.
table-chat-mute = Ascunde mesajele lui {$seat}
table-ended-abort = anulat
table-ended-cancel = anulat înainte de început
table-ended-abandoned = părăsit
table-ended-over = încheiat
table-ended-won-time = câștigat la timp
table-ended-lost-time = pierdut la timp
table-ended-won-resign = câștigat: adversarul a abandonat
table-ended-lost-resign = abandonat
table-ended-won-claim = revendicat: adversarul a plecat
table-ended-lost-claim = pierdut: revendicat după ce ați plecat
table-ended-drawn-claim = egalitate: revendicată după ce adversarul a plecat
table-ended-agreement = egalitate prin acord
web-player-number = Jucătorul {$number}
web-unknown-game = pagina nu cunoaște jocul „{$tag}”: reîncarc-o, poate serverul e mai nou
web-not-found-title = Nicio pagină la această adresă
web-not-found = Nimic de pe acest site nu se află la „{$path}”: pagina de început, regulile, lecțiile și problemele sunt legate mai sus.
web-no-such-game = Aici nu există jocul „{$tag}”: jocurile sunt legate mai sus.
web-offline = serverul nu poate fi contactat
web-lobby = Acasă
web-to-lobby = Acasă
web-sound-mute = Sunet pornit: oprește-l
web-sound-unmute = Sunet oprit: pornește-l
web-theme-auto = Culorile sistemului: treci la culori deschise
web-theme-light = Culori deschise: treci la culori închise
web-theme-dark = Culori închise: revino la cele ale sistemului
web-language = Limba
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} zi
   *[other] {$days} zile
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} pe mutare`;export{e as default};