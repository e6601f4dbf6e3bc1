# The terminal's full-screen game (`quartet play` without --plain): the menu, the game screen,
# its pop-ups and status line, the keys' help, and what the boards say about clicks.
# The commands typed on the input line (undo, hint, save FILE…) and the keys stay as they are.

## The menu.
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
## Quarto!'s four attributes, as the menu lists those that count.
tui-attribute-height = înălțime
tui-attribute-colour = culoare
tui-attribute-shape = formă
tui-attribute-top = vârf
## The clock.
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = fără ceas
tui-clock-per-move = {$time} pe mutare
tui-clock-total = {$time} pe partidă
tui-clock-increment = {$time} pe partidă, +{$increment} pe mutare
## What the line under the cursor chooses, in a sentence.
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
tui-hint-position = Începe partida aleasă mai sus de la o poziție în notația ei (cum o scriu `quartet show` și paginile partidelor din aplicația web).

## The game screen.
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

## The status line.
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

## The help (F1).
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

## What a click on a board does, when it plays nothing.
board-not-your-turn = nimic de jucat acum: nu e rândul tău
board-not-this-game = asta nu face parte din acest joc
board-not-legal-now = aceasta nu este o mutare posibilă acum (vezi lista din dreapta)

## Quarto!'s board.
board-quarto-taken = căsuța {$cell} nu este liberă
board-quarto-give-first = mai întâi dă o piesă: dă clic pe una dintre cele rămase
board-quarto-place-first = mai întâi așază piesa din mână: dă clic pe o căsuță liberă (·)
board-quarto-to-place = de așezat: {$piece} — {$traits}
board-quarto-pool = piese rămase (clic pentru a da):
board-quarto-help-give = dă clic pe o piesă rămasă pentru a o da
board-quarto-help-place = dă clic pe o căsuță liberă (·) pentru a așeza piesa

## Danish Quarto's board.
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

## Quartino's board.
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
