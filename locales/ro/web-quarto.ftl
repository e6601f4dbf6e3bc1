# Quarto! în browser: prezentarea, mutările și piesele în cuvinte, opțiunile, etichetele și
# indicațiile tablei, valorile rezolvitorului. Caracterele sunt cele din quarto.ftl.

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

## Setting a start position up by hand.
board-quarto-editor-label = Așază poziția pe o tablă
board-quarto-editor-help = Alege o piesă, apoi o căsuță sau mâna. Un clic trimite înapoi o piesă de pe tablă.
board-quarto-editor-no-hand = niciuna: jucătorul la mutare dă una
board-quarto-editor-clear = Golește tabla

board-quarto-reason-line = patru piese {$traits} pe {$line}
board-quarto-reason-square = un pătrat 2×2 de piese {$traits} ({$cells})
