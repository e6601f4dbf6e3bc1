# Le Quarto danois dans le navigateur : sa présentation, ses coups en mots, ses règles, les libellés
# et indications du plateau. Les noms des camps (Blanc, Noir) sont ceux de danish.ftl.

board-danish-blurb = Le jeu des carrés de 1950 : posez puis déplacez vos pions sur un plateau de lignes ; un carré capture.

board-danish-passed = a passé
board-danish-moved = a déplacé {$from}→{$to}
board-danish-moved-captured = a déplacé {$from}→{$to} et pris {$capture}
board-danish-placed = a posé en {$to}
board-danish-placed-captured = a posé en {$to} et pris {$capture}
board-danish-pass = Passer
board-danish-move = Déplacer {$from} vers {$to}
board-danish-move-capturing = Déplacer {$from} vers {$to} et prendre {$capture}
board-danish-place = Poser en {$to}
board-danish-place-capturing = Poser en {$to} et prendre {$capture}

board-danish-rules-cap = limite de {$turns} tours
board-danish-standard = Règles standard : 12 pions chacun, les carrés capturent, trois répétitions font nulle.

board-danish-label = Plateau de Quarto danois
board-danish-made-square = carré de {$side} {$square}
board-danish-point = {$point} : {$owner}
board-danish-point-empty = {$point} : libre
web-board-danish-capture = prendre le pion en {$point}
board-danish-move-from = déplacer le pion en {$point}
board-danish-selected = {$point} : choisi (Échap pour annuler)
board-danish-place-on = poser un pion en {$point}
board-danish-move-to = déplacer {$from} vers {$to}
board-danish-counts = {$in_hand} à poser · {$on_board} sur le plateau
board-danish-squares = Carrés : {$squares}
board-danish-pick-capture = Un carré ! Choisissez le pion de {$side} à prendre (cercles en pointillé).
board-danish-pick-place = {$side} pose : choisissez un point libre.
board-danish-pick-target = Déplacez {$from} vers un point marqué (Échap pour annuler).
board-danish-pick-source = {$side} joue : choisissez un de vos pions marqués.
web-board-danish-must-pass = Aucun coup possible : vous devez passer.

## Setting a start position up by hand.
board-danish-editor-label = Installer la position sur un plateau
board-danish-editor-help = Cliquez sur un point : un pion blanc, puis un noir, puis de nouveau libre.
board-danish-editor-to-move = {$side} au trait
board-danish-editor-in-hand = {$side} : pions à poser
board-danish-editor-clear = Revenir au début
