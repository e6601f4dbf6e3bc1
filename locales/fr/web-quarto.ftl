# Quarto! dans le navigateur : sa présentation, ses coups et ses pièces en mots, ses options, les
# libellés et indications du plateau, les valeurs du solveur. Les caractères sont ceux de quarto.ftl.

board-quarto-blurb = Le classique de Gigamic : donnez à votre adversaire la pièce qu'il doit placer ; quatre pièces alignées ayant un caractère commun gagnent.
board-quarto-piece = pièce {$height}, {$colour}, {$shape}, {$top}

board-quarto-placed = a placé en {$cell}
board-quarto-gave = a donné la {$piece} ({$action})
board-quarto-claimed = a annoncé Quarto! sur {$alignment}
board-quarto-passed = a passé (sans annonce)
board-quarto-give-piece = Donner la {$piece}
board-quarto-claim-on = Annoncer Quarto! sur {$alignment}
board-quarto-pass-no-claim = Passer (sans annonce)
board-quarto-place-on = Placer en {$cell}

board-standard-rules = règles standard
board-quarto-rules-only = seulement {$traits}
board-quarto-rules-squares = les carrés gagnent aussi
board-quarto-rules-announce = annoncer « Quarto! »
board-quarto-option-traits = Caractères qui comptent :
board-quarto-height = la taille
board-quarto-colour = la couleur
board-quarto-shape = la forme
board-quarto-top = le dessus
board-quarto-option-squares = Les carrés 2×2 gagnent aussi (avancé)
board-quarto-option-announce = Annoncer « Quarto! » pour gagner (règle officielle)

board-quarto-value-draw = nulle
board-quarto-value-wins = gagne
board-quarto-value-loses = perd
board-quarto-value-wins-in = { $distance ->
    [0] gagne tout de suite
    [one] gagne en {$distance} pose
   *[other] gagne en {$distance} poses
}
board-quarto-value-loses-in = { $distance ->
    [0] perd tout de suite
    [one] perd en {$distance} pose
   *[other] perd en {$distance} poses
}
board-quarto-legend = Marques sur le plateau : G gagne, N nulle, P perd pour le joueur au trait, avec le nombre de poses jusqu'à la fin en jouant parfaitement. Meilleure suite :
board-quarto-legend-no-distances = Marques sur le plateau : G gagne, N nulle, P perd pour le joueur au trait (le nombre de poses restantes n'est pas connu cette fois : le solveur a manqué de temps). Meilleure suite :

board-quarto-row = la ligne {$row}
board-quarto-column = la colonne {$column}
board-quarto-square = le carré {$cells}
board-quarto-diagonal = la diagonale {$cells}

board-quarto-label = Plateau de Quarto!
board-quarto-cell-empty = {$cell} : vide
board-quarto-cell = {$cell} : {$piece}
board-quarto-place = placer la {$piece} en {$cell}
board-quarto-place-the-piece = placer la pièce en {$cell}
board-quarto-claim-square = annoncer Quarto! sur le carré {$alignment}
board-quarto-claim-line = annoncer Quarto! sur la ligne {$alignment}
board-quarto-place-this = Placez cette pièce :
board-quarto-in-hand = Pièce en main :
board-pass-chip = passe
board-quarto-places = {$seat} place :
board-quarto-choose-gift = Choisissez la pièce que votre adversaire placera :
board-quarto-chooses-gift = {$seat} choisit une pièce à donner
web-board-quarto-pool = pièces à donner
board-quarto-pool-heading = Pièces pas encore jouées
board-quarto-give = donner la {$piece}
board-quarto-played = {$piece} : jouée
board-quarto-pick-line = Choisissez la ligne sur le plateau (Échap pour annuler).
board-quarto-pass = Passer (sans annonce : partie nulle)
board-quarto-announce-note = Mode annonce : un quarto ne gagne que s'il est annoncé, par celui qui l'a posé avant de donner une pièce, ou par l'adversaire avant de placer.

## Setting a start position up by hand.
board-quarto-editor-label = Installer la position sur un plateau
board-quarto-editor-help = Choisissez une pièce, puis une case ou la main. Un clic renvoie une pièce du plateau dans la réserve.
board-quarto-editor-no-hand = aucune : le joueur au trait en donne une
board-quarto-editor-clear = Vider le plateau

board-quarto-reason-line = quatre pièces {$traits} sur {$line}
board-quarto-reason-square = un carré 2×2 de pièces {$traits} ({$cells})
