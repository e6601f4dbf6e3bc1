# Quarto danez în browser: prezentarea, mutările în cuvinte, regulile, etichetele și indicațiile
# tablei. Numele taberelor (Albul, Negrul) sunt cele din danish.ftl.

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

## Setting a start position up by hand.
board-danish-editor-label = Așază poziția pe o tablă
board-danish-editor-help = Dă clic pe un punct: o piesă albă, apoi una neagră, apoi iar liber.
board-danish-editor-to-move = La mutare: {$side}
board-danish-editor-in-hand = {$side}: piese de așezat
board-danish-editor-clear = Înapoi la început
