# Les refus des règles : chaque erreur par son code (docs/errors.md). `$text` est l'entrée citée.

## Ce dont il s'agit.
error-bad-rules = règles incorrectes : {$reason}
error-bad-position = position incorrecte : {$reason}
error-bad-equipment = matériel incorrect : {$reason}

## La table.
error-table-over = la partie est terminée
error-table-not-your-turn = ce n'est pas votre tour : c'est à {$seat} de jouer
error-table-nothing-to-undo = il n'y a rien à annuler
error-table-no-draw-by-agreement = ce jeu n'admet pas de partie nulle par accord
error-any-not-this-game = {$action} n'est pas un coup de { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}

## La ligne de réglages de chaque jeu.
error-settings-not-key-value = attendu clé=valeur, trouvé « {$text} »
error-settings-given-twice = {$key} est donné deux fois
error-settings-unknown-setting = réglage inconnu « {$key} » : les réglages sont {$expected}
error-settings-bad-setting-value = {$key}=« {$value} » : attendu { $expected ->
    [yes-no] yes ou no
    [on-off] on ou off
    [auto-announce] auto ou announce
    [players] de 2 à 5
    [turn-cap] un nombre de tours, de 1 à 65535
    [ply-cap] none ou un nombre de coups de 1 à 4294967295
    [first-seat] un joueur de 1 à 5, ou random
    [situations] on, off ou from:N (actives après N manches)
    [situations-from] from: et le nombre de manches jouées sans elles, de 1 à 65535
   *[other] {$expected}
}

## Quarto! : les règles.
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = caractère inconnu « {$text} » : attendu height (hauteur), colour (couleur), shape (forme) ou top (creuse ou pleine)
error-quarto-attribute-twice = le caractère { $attribute ->
    [height] {quarto-trait-tall}/{quarto-trait-short}
    [colour] {quarto-trait-light}/{quarto-trait-dark}
    [shape] {quarto-trait-round}/{quarto-trait-square}
   *[top] {quarto-trait-solid}/{quarto-trait-hollow}
} est nommé deux fois
error-quarto-no-attribute = aucun caractère nommé : il en faut au moins un

## Quarto! : les coups écrits.
error-quarto-not-a-piece = « {$text} » n'est pas une pièce : attendu un chiffre hexadécimal 0-f
error-quarto-not-a-cell = « {$text} » n'est pas une case du plateau : attendu a1 à d4
error-quarto-not-an-alignment = « {$text} » n'est ni une ligne ni un carré : nommez ses deux cases extrêmes, comme a1-d1, a1-a4, a1-d4, a4-d1 ou b2-c3
error-quarto-not-an-action = « {$text} » n'est pas un coup : attendu une pièce à donner (7), une case où placer (b3), une annonce (Q:a1-d4) ou pass

## Quarto! : les positions.
error-quarto-empty-position = vide : attendu `<plateau> <main>`, comme `..../..../..../.... -`
error-quarto-missing-hand = la main manque après le plateau : ajoutez ` -` ou la pièce à placer
error-quarto-position-fields = attendu deux champs `<plateau> <main>` (et en mode annonce la case dont les quartos peuvent être annoncés), trouvé {$count}
error-quarto-board-rows = le plateau a { $count ->
    [one] {$count} rangée
   *[other] {$count} rangées
} ; attendu 4 rangées séparées par '/'
error-quarto-row-length = la rangée {$row} a {$cells} cases ; attendu 4
error-quarto-bad-board-character = caractère « {$found} » incorrect en {$cell} : attendu '.' ou un chiffre hexadécimal 0-f
error-quarto-piece-twice = la pièce {$piece} est deux fois sur le plateau, en {$first} et en {$second}
error-quarto-no-hand = aucune pièce en main, mais la partie n'est pas finie ({$count} pièces posées, pas de quarto) : écrivez la pièce à placer, ou `*` si le joueur qui vient de placer doit donner
error-quarto-give-at-start = `*` (donner après avoir placé) demande une pièce sur le plateau ; le début s'écrit `-`
error-quarto-give-on-full-board = `*` sur un plateau plein : il ne reste aucune pièce à donner
error-quarto-bad-hand = main « {$text} » incorrecte : attendu un chiffre hexadécimal 0-f, `-` ou `*`
error-quarto-hand-on-board = la pièce {$piece} est en main et aussi sur le plateau en {$cell}
error-quarto-already-won = la position est déjà gagnée : {$alignment} est un quarto, la partie s'est donc terminée là (écrivez `-` pour la partie finie)
error-quarto-not-one-placement = impossible : les quartos {$alignments} n'ont pas pu être faits tous par une seule pièce placée
error-quarto-winner-unknown = en mode annonce un quarto sur le plateau peut avoir été annoncé ou manqué, donc `-` ne dit pas qui a gagné, sauf si le plateau est plein sans aucun quarto : utilisez un relevé de partie
error-quarto-claim-in-auto-mode = un troisième champ (« {$text} », une pièce placée dont le quarto peut être annoncé) ne s'écrit qu'en mode annonce
error-quarto-claim-not-a-cell = le troisième champ « {$text} » n'est pas une case : il nomme la pièce placée dont les quartos peuvent être annoncés
error-quarto-claim-on-empty-cell = {$cell} est vide, ce n'est donc pas une pièce placée dont on peut annoncer le quarto
error-quarto-no-claim-here = aucune annonce n'est possible ici ({$cell}) : la partie est finie ou n'a pas commencé
error-quarto-no-quarto-through = aucun quarto ne passe par {$cell}, il n'y a donc rien à annoncer : omettez le troisième champ

## Quarto! : les coups interdits.
error-quarto-game-over = la partie est terminée
error-quarto-wrong-phase = c'est le moment { $expected ->
    [give] de donner une pièce
    [place] de placer la pièce reçue
   *[claim] d'annoncer « QUARTO! » ou de passer
}, pas { $found ->
    [give] de donner
   *[place] de placer
}
error-quarto-piece-not-in-pool = la pièce {$piece} n'est pas parmi les pièces restantes
error-quarto-cell-taken = la case {$cell} n'est pas libre
error-quarto-no-claims-in-auto-mode = on annonce « QUARTO! » seulement en mode annonce
error-quarto-squares-do-not-count = {$alignment} est un carré, et les carrés ne comptent pas dans cette partie
error-quarto-not-a-quarto = {$alignment} n'est pas un quarto
error-quarto-not-claimable = {$alignment} n'a pas été fait par la dernière pièce placée : l'annonce est passée ou n'a jamais été possible
error-quarto-no-pass = passer sert seulement à renoncer à l'annonce après la dernière pièce

## Quarto danois : les règles.
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }

## Quarto danois : points et coups écrits.
error-danish-not-a-point = « {$text} » n'est pas un point : attendu une colonne a-i et une rangée 1-9, comme e5
error-danish-not-on-the-board = « {$text} » n'est pas un point du plateau : { $corner ->
    [true] les quatre coins a1, i1, a9 et i9 ne sont pas sur le plateau
   *[false] aucun point n'a une colonne et une rangée de parité différente (a3, b2, b4 sont des points ; a2 n'en est pas un)
}
error-danish-not-a-move = « {$text} » n'est pas un coup : attendu un point où poser (e5), un déplacement (e5-f6), l'un ou l'autre suivi d'une prise (d2xe7, e5-f6xg3), ou pass
error-danish-move-to-same-point = {$point}-{$point} ne déplace rien : un déplacement va vers un autre point

## Quarto danois : les positions.
error-danish-position-fields = attendu quatre champs `<points blancs>/<points noirs> <w|b> <blancs en main> <noirs en main>` (le début est `/ w 12 12`), trouvé {$count}
error-danish-no-slash = « {$text} » n'a pas de `/` : écrivez les points de Blanc, `/`, puis ceux de Noir (chaque liste peut être vide)
error-danish-slash-twice = « {$text} » a plus d'un `/` : écrivez les points de Blanc, `/`, puis ceux de Noir
error-danish-empty-item = un élément vide dans les points de { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} « {$text} » : séparez les points par une seule virgule
error-danish-point-twice = {$point} est listé deux fois
error-danish-bad-side = le joueur au trait est « {$text} » : attendu w ou b
error-danish-bad-hand = pions en main de { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} « {$text} » : attendu un nombre de 0 à 12
error-danish-too-many-pieces = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} a { $board ->
    [one] {$board} pion
   *[other] {$board} pions
} sur le plateau et {$hand} en main, plus de 12
error-danish-already-lost = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} n'a que { $total ->
    [one] {$total} pion
   *[other] {$total} pions
} (plateau et main), il a donc déjà perdu ; un relevé de partie montre une partie finie
error-danish-impossible-captures = { $colour ->
    [white] { danish-white } a perdu {$lost} pions, mais { danish-black }
   *[black] { danish-black } a perdu {$lost} pions, mais { danish-white }
} n'en a posé que {$captor_placed} et a pu en prendre au plus {$most} (aucun pion n'a encore bougé : une prise par tour, à partir du 4e pion d'un joueur)
error-danish-hands-out-of-turn = Blanc a {$white} pions en main et Noir {$black}, avec { $to_move ->
    [white] Blanc
   *[black] Noir
} au trait ; les joueurs posent chacun à leur tour, Blanc d'abord, donc avec Blanc au trait les deux en ont autant, et avec Noir au trait Noir en a un de plus

## Quarto danois : les coups interdits.
error-danish-game-over = la partie est terminée
error-danish-must-place = { $hand ->
    [one] encore un pion en main
   *[other] encore {$hand} pions en main
} : posez-en un (écrivez le point, comme e5)
error-danish-must-move = tous les pions sont posés : déplacez-en un (écrivez départ-arrivée, comme e5-f6)
error-danish-pass-with-moves = un joueur ne peut passer que s'il ne peut pas jouer
error-danish-not-your-piece = aucun pion { $mover ->
    [white] blanc
   *[black] noir
} n'est en {$point}
error-danish-occupied = {$point} n'est pas libre
error-danish-not-joined = {$from} et {$to} ne sont pas reliés par une ligne (seul un joueur réduit à 4 pions saute)
error-danish-no-square-made = ce coup ne forme aucun carré valide, il ne prend donc rien
error-danish-capture-required = ce coup forme un carré valide : nommez la prise, comme e5-f6xg3
error-danish-not-opponent-piece = {$point} ne porte aucun pion adverse à prendre
error-danish-protected = {$point} est un coin d'un carré valide de son propriétaire, il ne peut donc pas être pris
error-danish-wins-without-capture = les deux joueurs ont 4 pions : former un carré valide gagne aussitôt, sans prise

## Quartino : les règles.
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count} : attendu 2 à 5
error-quartino-not-enough-cards = players={$players} : {$cards} cartes ne suffisent pas à en distribuer {$hand} à chacun des {$players} joueurs
error-quartino-no-such-seat = first={$seat}, mais il n'y a que {$players} joueurs
error-quartino-cap-zero = cap=0 : la limite doit être d'au moins 1 tour

## Quartino : le matériel.
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = le champ {$field}= manque
error-quartino-equipment-not-a-number = {$field}=« {$text} » : attendu un nombre entier
error-quartino-equipment-ring = ring={$ring} : attendu 1 à 15
error-quartino-equipment-hand-zero = hand=0 : un joueur a besoin d'au moins une carte
error-quartino-equipment-permutations-size = cards=permutations demande des quarts d'autant de cases qu'il y a de couleurs ({$colours}), pas {$pattern}
error-quartino-equipment-not-a-card = cards : « {$text} » n'est pas une carte : attendu des lettres de couleur
error-quartino-equipment-too-many-cards = {$count} cartes : au plus 64
error-quartino-equipment-card-twice = cards : {$card} est deux fois dans le jeu
error-quartino-equipment-card-size = cards : {$card} montre {$spaces} cases, mais un quart en a {$pattern}
error-quartino-equipment-card-colour = cards : {$card} utilise {$colour}, qui n'est pas une des couleurs
error-quartino-equipment-hand-too-big = hand={$hand} : {$cards} cartes ne suffisent pas à en distribuer {$hand} à deux joueurs
error-quartino-equipment-colour-spec = colours : « {$text} » n'est pas lettre:nom:jetons, comme Y:yellow:7
error-quartino-equipment-colour-letter = colours : « {$text} » n'est pas une seule lettre majuscule
error-quartino-equipment-colour-name = colours : le nom « {$text} » doit être fait de lettres, de chiffres, de '-' ou de '_'
error-quartino-equipment-no-tokens = colours : {$colour} n'a aucun jeton
error-quartino-equipment-colour-twice = colours : {$colour} est nommée deux fois
error-quartino-equipment-too-many-colours = {$count} couleurs : au plus 8
error-quartino-equipment-too-many-tokens = {$count} jetons en tout : au plus 32
error-quartino-equipment-quarter-space = quarters : « {$text} » n'est pas une case (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters : {$space} n'est pas sur un anneau de {$ring}
error-quartino-equipment-space-twice-in-quarter = quarters : {$space} est deux fois dans le quart « {$quarter} »
error-quartino-equipment-quarter-too-big = quarters : « {$text} » a plus de 8 cases
error-quartino-equipment-quarter-sizes = quarters : chaque quart doit avoir {$pattern} cases, l'un en a {$other}
error-quartino-equipment-too-many-quarters = {$count} quarts : au plus 16
error-quartino-equipment-quarter-twice = quarters : Q{$number} est le même qu'un quart précédent
error-quartino-equipment-mirror-slots = mirror : {$slots} positions données, mais une carte en a {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror : attendu chaque position de 0 à {$last} une fois, comme 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror : lire une carte deux fois dans le miroir doit la redonner

## Quartino : les coups écrits.
error-quartino-not-a-colour = « {$text} » n'est pas une couleur : attendu une lettre, comme Y
error-quartino-not-a-space = « {$text} » n'est pas une case : attendu C ou R0, R1, …
error-quartino-not-a-quarter = « {$text} » n'est pas un quart : attendu Q0, Q1, …
error-quartino-not-a-card = « {$text} » n'est pas une carte : attendu ses lettres de couleur, comme YBGP
error-quartino-not-an-action = « {$text} » n'est pas un coup : { $why ->
    [column-space] après column@ vient une case : C ou R0, R1, …
    [claim-quarter] une réclamation nomme un quart Q0, Q1, …
    [claim-card] une réclamation nomme une carte par les lettres de ses couleurs, comme YBGP@Q5
    [place-space] après @ vient une case (C, R0, R1, …) où poser, ou un quart (Q0, Q1, …) où réclamer
    [place-colour] une pose nomme une seule lettre de couleur, comme Y@R3
   *[no-at] attendu four, end, column@<case>, <couleur>@<case> (Y@R3) ou <carte>@<quart> (YBGP@Q5)
}

## Quartino : les positions.
error-quartino-position-fields = attendu 5 champs `<plateau> <au trait> <phase> <tours> <joueurs>`, trouvé {$count}
error-quartino-board-spaces = le plateau a {$found} cases ; attendu {$expected} : C, R0, … R{$last} séparées par '/'
error-quartino-empty-stack-text = la pile de {$space} est un texte vide : écrivez . pour une case vide
error-quartino-not-a-colour-of-the-game = {$space} : « {$found} » n'est pas une couleur de ce jeu
error-quartino-too-many-tokens = plus de {$tokens} jetons {$name} ({$colour}) sur le plateau
error-quartino-bad-mover = le joueur au trait est « {$text} » : attendu 1 à {$players}
error-quartino-bad-turns = le nombre de tours est « {$text} » : attendu un nombre entier
error-quartino-past-cap = {$turns} tours joués, au-delà de la limite de {$cap}
error-quartino-seat-count = la position a {$found} joueurs, mais les règles disent players={$players}
error-quartino-seat-unknown-card = joueur {$seat} : {$card} n'est pas une carte de ce jeu
error-quartino-card-twice = la carte {$card} est écrite deux fois (joueur {$first} et joueur {$second})
error-quartino-seat-not-a-card = joueur {$seat} : « {$text} » n'est pas une carte
error-quartino-mixed-hand = joueur {$seat} : une main est soit toute montrée, soit toute cachée (?)
error-quartino-card-count = le joueur {$seat} a {$held} carte(s) en main et {$aside} mise(s) de côté ; chaque joueur en a reçu {$dealt}
error-quartino-hidden-hand = la main du joueur {$seat} est cachée (?) : une position complète montre toutes les mains
error-quartino-winner-not-to-move = le joueur {$seat} a mis de côté toutes ses cartes et gagné : c'est lui qui est au trait dans la partie finie
error-quartino-not-over = la partie n'est pas finie : personne n'a mis de côté toutes ses cartes et la limite de {$cap} tours n'est pas atteinte
error-quartino-two-winners = plus d'un joueur a mis de côté toutes ses cartes
error-quartino-won-not-over = le joueur {$seat} a mis de côté toutes ses cartes, la partie est donc finie : écrivez - pour la phase
error-quartino-capped-not-over = la limite de {$cap} tours est atteinte, la partie est donc finie : écrivez - pour la phase
error-quartino-bad-phase = phase « {$text} » : attendu S avec F et/ou C et un +1 facultatif (situations), P1 à P3 (jetons à poser), Q (réclamer ou finir), ou -
error-quartino-situations-not-played = phase « {$phase} » : les situations ne se jouent pas à ce tour (situations={$situations})
error-quartino-bad-marks = phase « {$phase} » : après + (utilisée ce tour) ou - (refusée) viennent F (quatre couleurs) et C (colonne)
error-quartino-letter-twice = phase « {$phase} » : {$letter} est écrit deux fois
error-quartino-phase-nothing-to-place = phase « {$phase} » : toutes les piles de la réserve sont vides, aucun jeton n'est donc à poser : écrivez Q
error-quartino-too-many-due = phase « {$phase} » : {$left} jetons à poser demandent des situations utilisées ce tour (écrivez +F, +C ou +FC)
error-quartino-marks-with-column = phase « {$phase} » : tant qu'une colonne peut encore partir (P…@), quatre couleurs est utilisée et la colonne ouverte : n'écrivez ni + ni -
error-quartino-column-count = phase « {$phase} » : tant qu'une colonne peut encore partir, il reste 0 à 3 jetons à poser (P3@R3)
error-quartino-phase-space = phase « {$phase} » : « {$text} » n'est pas une case de ce plateau
error-quartino-space-twice = phase « {$phase} » : {$space} est écrite deux fois
error-quartino-phase-not-a-column = phase « {$phase} » : la pile en {$space} a une hauteur de {$height}, ce n'était donc pas une colonne au début du tour (une colonne ne fait que grandir jusqu'à son retrait)
error-quartino-bad-used = phase « {$phase} » : après + vient 1 (une situation utilisée)
error-quartino-nothing-open = phase « {$phase} » : une phase de situations a F, C ou les deux ouvertes
error-quartino-three-situations = phase « {$phase} » : il n'existe que deux situations
error-quartino-four-then-column = phase « {$phase} » : une fois quatre couleurs utilisée, une colonne peut partir à tout moment des poses : écrivez P3@ et les cases des colonnes (P3@R3)
error-quartino-no-column = phase « {$phase} » : la colonne est ouverte, mais aucune pile n'a une hauteur de 4
error-quartino-four-colours = phase « {$phase} » : { $on_board ->
    [true] une couleur a 4 jetons sur le plateau, quatre couleurs est donc ouverte (écrivez F)
   *[false] quatre couleurs est ouverte, mais aucune couleur n'a 4 jetons sur le plateau
}
error-quartino-column-not-written = phase « {$phase} » : une pile a une hauteur de 4, la colonne est donc ouverte (écrivez C)
error-quartino-no-turn-yet = le joueur {$seat} a mis de côté {$aside} carte(s) mais n'a pas encore joué ({$turns} tour(s) joué(s), au trait : joueur {$mover})
error-quartino-too-many-placements = nombres impossibles : {$on_board} jeton(s) sur le plateau, {$claims} carte(s) mise(s) de côté (chaque carte réclamée a retiré {$taken} jetons du plateau) et {$due} encore à poser font {$needed} poses, mais en {$turns} tour(s) on peut poser au plus {$most} jetons
error-quartino-bad-viewer = l'observateur est « {$text} » : attendu @1 à @{$players}
error-quartino-viewer-hidden = le joueur {$seat} est l'observateur, sa main est donc montrée, pas ?
error-quartino-hand-shown = la main du joueur {$seat} est montrée, mais une observation ne montre que la main de l'observateur (écrivez ? pour chaque carte cachée{ $spectator ->
    [true] , ou ajoutez @N pour l'observateur
   *[false] {""}
})

## Quartino : les coups interdits.
error-quartino-game-over = la partie est terminée
error-quartino-unknown-colour = ce jeu n'a pas de couleur {$colour}
error-quartino-unknown-space = ce plateau n'a pas de case {$space}
error-quartino-unknown-quarter = ce plateau n'a pas de quart {$quarter}
error-quartino-unknown-card = {$card} n'est pas une carte de ce jeu
error-quartino-situations-off = les situations ne se jouent pas dans cette partie (situations=off)
error-quartino-situations-not-yet = les situations se jouent après {$rounds} tour(s) de table (situations=from:{$rounds}), et c'est le tour de table {$round}
error-quartino-no-colour-with-four-tokens = quatre couleurs n'est pas ouverte : aucune couleur n'avait 4 jetons sur le plateau au début du tour
error-quartino-four-colours-used = quatre couleurs a déjà été utilisée ce tour
error-quartino-situations-declined = les situations s'utilisent au début du tour : la première pose de ce tour y a renoncé
error-quartino-no-stack-of-four = aucune colonne à retirer : aucune pile n'avait une hauteur de 4 au début du tour
error-quartino-one-column-per-turn = une colonne par tour : une colonne a déjà été retirée ce tour
error-quartino-column-declined = on a renoncé à la colonne ce tour (par une pose avant elle, ou en passant aux cartes)
error-quartino-not-a-column = la pile en {$space} a une hauteur de {$height} : une colonne a 4 jetons ou plus
error-quartino-not-a-column-of-the-turn = la pile en {$space} n'était pas une colonne au début du tour : la colonne à retirer est en {$columns}
error-quartino-column-due = le jeton de la colonne est posé : retirez d'abord la colonne en {$columns}
error-quartino-column-required = une colonne doit d'abord être retirée (column_mandatory=on)
error-quartino-pile-empty = la pile {$colour} de la réserve est vide
error-quartino-must-place = { $count ->
    [one] encore un jeton à poser d'abord
   *[other] encore {$count} jetons à poser d'abord
}
error-quartino-nothing-to-place = aucun jeton n'est à poser maintenant : réclamez une carte ou finissez le tour
error-quartino-not-in-hand = la carte {$card} n'est pas dans la main du joueur au trait
error-quartino-not-on-board = carte réclamée à tort : {$card} n'est pas sur le plateau en {$quarter} (ses sommets donnent {$tops})
