var e=`game-quarto = Quarto!
game-danish = Quarto danois
game-quartino = Quartino
seat-number = joueur {$number}
seat-with-label = {$seat} ({$label})
seat-human = humain
seat-bot = robot ({$level})
level-beginner = débutant
level-casual = occasionnel
level-strong = fort
level-strongest = le plus fort
level-perfect = parfait
outcome-won = {$winner} gagne
outcome-draw = égalité
ending-time = {$seat} n'a plus de temps
ending-resignation = {$seat} a abandonné
ending-agreement = partie nulle par accord
ending-claim = {$seat} a réclamé la partie : les autres avaient quitté la table
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
} : {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = carré {$cells} ({$traits})
end-full = toutes les pièces sont posées, sans QUARTO
end-pieces = il ne reste { $left ->
    [one] qu'{$left} pion
   *[other] que {$left} pions
} à {$seat}
end-square-at-four = {$seat} a formé un carré le premier, quatre pions contre quatre
end-repetition = la même position pour la troisième fois
end-turn-cap = la limite de {$turns} tours est atteinte
end-cards = {$seat} a mis de côté la dernière de ses { $count ->
    [one] {$count} carte
   *[other] {$count} cartes
}
seat-plays = {$seat} joue {$action}
danish-white = Blanc
danish-black = Noir
danish-side = {$colour} ({$letter}) : {$on_board} sur le plateau, {$in_hand} à poser ; carrés valides : {$squares}
danish-squares-none = aucun
danish-to-place = au tour de {$colour}, qui pose un pion
danish-to-move = au tour de {$colour}, qui déplace un pion
danish-to-fly = au tour de {$colour}, qui déplace un pion sur n'importe quel point libre (il lui reste 4 pions)
danish-legal = { $count ->
    [one] {$count} coup possible
   *[other] {$count} coups possibles
} ({$captures} avec prise)
danish-status = {$turn} ; {$legal}
danish-status-pass = {$turn} ; {$legal}, doit passer
danish-won = {$colour} gagne
danish-four-against-four = 4 contre 4 : le premier qui forme un carré valide gagne
error-bad-rules = règles incorrectes : {$reason}
error-bad-position = position incorrecte : {$reason}
error-bad-equipment = matériel incorrect : {$reason}
error-table-over = la partie est terminée
error-table-not-your-turn = ce n'est pas votre tour : c'est à {$seat} de jouer
error-table-nothing-to-undo = il n'y a rien à annuler
error-table-no-draw-by-agreement = ce jeu n'admet pas de partie nulle par accord
error-any-not-this-game = {$action} n'est pas un coup de { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}
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
error-quarto-not-a-piece = « {$text} » n'est pas une pièce : attendu un chiffre hexadécimal 0-f
error-quarto-not-a-cell = « {$text} » n'est pas une case du plateau : attendu a1 à d4
error-quarto-not-an-alignment = « {$text} » n'est ni une ligne ni un carré : nommez ses deux cases extrêmes, comme a1-d1, a1-a4, a1-d4, a4-d1 ou b2-c3
error-quarto-not-an-action = « {$text} » n'est pas un coup : attendu une pièce à donner (7), une case où placer (b3), une annonce (Q:a1-d4) ou pass
error-quarto-empty-position = vide : attendu \`<plateau> <main>\`, comme \`..../..../..../.... -\`
error-quarto-missing-hand = la main manque après le plateau : ajoutez \` -\` ou la pièce à placer
error-quarto-position-fields = attendu deux champs \`<plateau> <main>\` (et en mode annonce la case dont les quartos peuvent être annoncés), trouvé {$count}
error-quarto-board-rows = le plateau a { $count ->
    [one] {$count} rangée
   *[other] {$count} rangées
} ; attendu 4 rangées séparées par '/'
error-quarto-row-length = la rangée {$row} a {$cells} cases ; attendu 4
error-quarto-bad-board-character = caractère « {$found} » incorrect en {$cell} : attendu '.' ou un chiffre hexadécimal 0-f
error-quarto-piece-twice = la pièce {$piece} est deux fois sur le plateau, en {$first} et en {$second}
error-quarto-no-hand = aucune pièce en main, mais la partie n'est pas finie ({$count} pièces posées, pas de quarto) : écrivez la pièce à placer, ou \`*\` si le joueur qui vient de placer doit donner
error-quarto-give-at-start = \`*\` (donner après avoir placé) demande une pièce sur le plateau ; le début s'écrit \`-\`
error-quarto-give-on-full-board = \`*\` sur un plateau plein : il ne reste aucune pièce à donner
error-quarto-bad-hand = main « {$text} » incorrecte : attendu un chiffre hexadécimal 0-f, \`-\` ou \`*\`
error-quarto-hand-on-board = la pièce {$piece} est en main et aussi sur le plateau en {$cell}
error-quarto-already-won = la position est déjà gagnée : {$alignment} est un quarto, la partie s'est donc terminée là (écrivez \`-\` pour la partie finie)
error-quarto-not-one-placement = impossible : les quartos {$alignments} n'ont pas pu être faits tous par une seule pièce placée
error-quarto-winner-unknown = en mode annonce un quarto sur le plateau peut avoir été annoncé ou manqué, donc \`-\` ne dit pas qui a gagné, sauf si le plateau est plein sans aucun quarto : utilisez un relevé de partie
error-quarto-claim-in-auto-mode = un troisième champ (« {$text} », une pièce placée dont le quarto peut être annoncé) ne s'écrit qu'en mode annonce
error-quarto-claim-not-a-cell = le troisième champ « {$text} » n'est pas une case : il nomme la pièce placée dont les quartos peuvent être annoncés
error-quarto-claim-on-empty-cell = {$cell} est vide, ce n'est donc pas une pièce placée dont on peut annoncer le quarto
error-quarto-no-claim-here = aucune annonce n'est possible ici ({$cell}) : la partie est finie ou n'a pas commencé
error-quarto-no-quarto-through = aucun quarto ne passe par {$cell}, il n'y a donc rien à annoncer : omettez le troisième champ
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
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }
error-danish-not-a-point = « {$text} » n'est pas un point : attendu une colonne a-i et une rangée 1-9, comme e5
error-danish-not-on-the-board = « {$text} » n'est pas un point du plateau : { $corner ->
    [true] les quatre coins a1, i1, a9 et i9 ne sont pas sur le plateau
   *[false] aucun point n'a une colonne et une rangée de parité différente (a3, b2, b4 sont des points ; a2 n'en est pas un)
}
error-danish-not-a-move = « {$text} » n'est pas un coup : attendu un point où poser (e5), un déplacement (e5-f6), l'un ou l'autre suivi d'une prise (d2xe7, e5-f6xg3), ou pass
error-danish-move-to-same-point = {$point}-{$point} ne déplace rien : un déplacement va vers un autre point
error-danish-position-fields = attendu quatre champs \`<points blancs>/<points noirs> <w|b> <blancs en main> <noirs en main>\` (le début est \`/ w 12 12\`), trouvé {$count}
error-danish-no-slash = « {$text} » n'a pas de \`/\` : écrivez les points de Blanc, \`/\`, puis ceux de Noir (chaque liste peut être vide)
error-danish-slash-twice = « {$text} » a plus d'un \`/\` : écrivez les points de Blanc, \`/\`, puis ceux de Noir
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
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count} : attendu 2 à 5
error-quartino-not-enough-cards = players={$players} : {$cards} cartes ne suffisent pas à en distribuer {$hand} à chacun des {$players} joueurs
error-quartino-no-such-seat = first={$seat}, mais il n'y a que {$players} joueurs
error-quartino-cap-zero = cap=0 : la limite doit être d'au moins 1 tour
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
error-quartino-position-fields = attendu 5 champs \`<plateau> <au trait> <phase> <tours> <joueurs>\`, trouvé {$count}
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
learn-pieces-short = basses
learn-pieces-tall = hautes
learn-pieces-light = claires
learn-pieces-dark = foncées
learn-pieces-round = rondes
learn-pieces-square = carrées
learn-pieces-solid = pleines
learn-pieces-hollow = creuses
learn-and = et
learn-row = la rangée {$number}
learn-column = la colonne {$letter}
learn-diagonal = la diagonale
learn-square = le carré
learn-quarto = {$alignment} {$line} : quatre pièces {$traits}
learn-why-win-at = placer en {$cell} gagnait : {$quarto}
learn-why-gift-wins = la pièce {$piece} ({$traits}) fait gagner votre adversaire en {$cell} : {$quarto}
learn-why-no-safe-gift = après ce placement, toute pièce que vous pouvez donner fait gagner votre adversaire aussitôt
learn-why-no-quarto = une pièce en {$cell} ne complète aucun alignement de quatre pièces ayant un caractère commun
learn-why-claim-missed = {$line} était un quarto à annoncer : annoncez-le pour gagner
learn-why-opponent-wins = après ce coup, votre adversaire peut forcer le gain
learn-why-opponent-wins-in = après ce coup, votre adversaire peut forcer le gain ({ $distance ->
    [one] {$distance} placement ou déplacement
   *[other] {$distance} placements ou déplacements
} jusqu'à la fin)
learn-why-win-lost = { $now ->
    [draw] le gain a disparu : avec le meilleur jeu, la partie est maintenant une égalité
   *[loss] le gain a disparu : avec le meilleur jeu, la partie est maintenant perdue
}
learn-why-too-slow = cela gagne encore, mais en {$distance} placements, pas en {$within} au plus
learn-why-no-square = ce coup ne fait aucun carré
learn-why-capture-allowed = après ce coup, votre adversaire joue {$reply} et capture votre pion en {$point}
learn-why-escapes = votre adversaire répond {$reply}, et aucune capture ne suit
learn-why-missed = il y avait {$action} à jouer
learn-why-win-allowed = après ce coup, votre adversaire gagne aussitôt avec {$reply}
learn-why-claims-left = après ce coup, { $possible ->
    [one] {$possible} seule carte peut
   *[other] seulement {$possible} cartes peuvent
} être réclamées ce tour-ci, pas {$wanted}
learn-why-card-missed = votre carte {$card} apparaissait en {$quarter} : réclamez-la
learn-why-no-card-shows = aucune carte de votre main n'apparaît sur le plateau après ce coup
learn-why-weaker = le moteur juge ce coup bien inférieur à son propre choix
learn-why-goal-does-not-fit = {$goal} n'est pas un objectif de ce jeu
learn-eval-win = gain
learn-eval-win-in = gain en {$distance}
learn-eval-draw = égalité
learn-eval-loss = perte
learn-eval-loss-in = perte en {$distance}
learn-eval-estimate = {$percent} %
learn-severity-inaccuracy = imprécision
learn-severity-mistake = erreur
learn-severity-blunder = gaffe
learn-judge-exact-solver = solveur exact
learn-judge-alpha-beta = recherche alpha-bêta, { $nodes ->
    [one] {$nodes} nœud
   *[other] {$nodes} nœuds
} par position
learn-judge-information-set-search = recherche par ensembles d'information, { $playouts ->
    [one] {$playouts} partie simulée
   *[other] {$playouts} parties simulées
} par décision
learn-review-title = Analyse d'une partie de {$game} ({$rules}) : { $actions ->
    [one] {$actions} coup
   *[other] {$actions} coups
} en {$seconds} s ({$engine})
learn-review-player = joueur
learn-review-action = coup
learn-review-before-after = avant → après
learn-review-why = {$severity} : {$why}
learn-review-better = meilleur : {$actions}
learn-review-counts = {$seat} : { $inaccuracies ->
    [one] {$inaccuracies} imprécision
   *[other] {$inaccuracies} imprécisions
}, { $mistakes ->
    [one] {$mistakes} erreur
   *[other] {$mistakes} erreurs
}, { $blunders ->
    [one] {$blunders} gaffe
   *[other] {$blunders} gaffes
}
learn-chart-two = Graphique, pour le joueur 1 (en haut : gagnant, au milieu : égal, en bas : perdant) :
learn-chart-win = gain
learn-chart-even = égal
learn-chart-loss = perte
learn-chart-many = Les chances de chaque joueur après ses propres coups (0–9 : de 0 % à 90 % et plus) :
quartino-colour-yellow = jaune
quartino-colour-blue = bleu
quartino-colour-green = vert
quartino-colour-pink = rose
quartino-height = pile {$height}
quartino-supply = réserve : {$supply}   ({ $tokens ->
    [one] {$tokens} jeton
   *[other] {$tokens} jetons
} sur le plateau)
quartino-colours = couleurs : {$colours}
quartino-rules = règles : {$rules}
quartino-seat = {$seat} : { $cards ->
    [one] {$cards} carte
   *[other] {$cards} cartes
} en main
quartino-seat-aside = {$seat} : { $cards ->
    [one] {$cards} carte
   *[other] {$cards} cartes
} en main, mises de côté : {$aside}
quartino-turns = tours joués : {$turns} (limite {$cap})
quartino-open-four = quatre couleurs (\`four\` : +1 jeton)
quartino-open-column = colonne en {$spaces} (\`column@…\` : ses jetons retournent à la réserve, +1 jeton)
quartino-open-column-mandatory = colonne en {$spaces} (\`column@…\` : ses jetons retournent à la réserve, +1 jeton, obligatoire)
quartino-or = ou
quartino-situations = au tour de {$seat}, début du tour ({ $used ->
    [one] {$used} situation utilisée
   *[other] {$used} situations utilisées
}) ; possibles : {$open}
quartino-to-place = au tour de {$seat}, qui pose encore { $left ->
    [one] {$left} jeton
   *[other] {$left} jetons
}
quartino-to-remove-column = au tour de {$seat}, qui retire la colonne en {$columns} (son jeton est posé)
quartino-to-place-and-remove-column = au tour de {$seat}, qui pose encore { $left ->
    [one] {$left} jeton
   *[other] {$left} jetons
} et retire la colonne en {$columns}, dans n'importe quel ordre (ou renonce à la colonne : un jeton de moins)
quartino-to-claim = au tour de {$seat}, qui peut réclamer une carte ou finir son tour
quartino-won = {$seat} a mis de côté toutes ses cartes et gagne
quartino-capped = la limite de tours est atteinte, personne ne gagne
quartino-hand = cartes de {$seat} : {$cards}
quartino-hand-empty = (aucune)
quartino-showing = sur le plateau maintenant : {$cards}
quartino-spectator = vue de spectateur : toutes les mains sont cachées
quartino-hidden-note = (les autres mains sont cachées ; --viewer N montre la vue du joueur N)
quartino-legal = coups possibles ({$count}) : {$actions}
quarto-trait-short = basse
quarto-trait-tall = haute
quarto-trait-light = claire
quarto-trait-dark = foncée
quarto-trait-round = ronde
quarto-trait-square = carrée
quarto-trait-solid = pleine
quarto-trait-hollow = creuse
quarto-rules = règles : {$rules}
quarto-pool = pièces restantes :  {$pieces}
quarto-pool-empty = (aucune)
quarto-to-give = au tour de {$seat}, qui donne une pièce
quarto-to-place = au tour de {$seat}, qui place la pièce {$piece} ({$traits})
quarto-to-claim = au tour de {$seat}, qui annonce « QUARTO ! » ou passe
quarto-quartos = QUARTO! (*) : {$alignments}
quarto-letters = lettres : S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
tui-title-games = {$quarto}, {$danish} et {$quartino}
tui-new-game = Nouvelle partie
tui-menu-keys = ↑↓ choisir  ←→ changer  Entrée jouer  l charger  F1 règles  q quitter (ou cliquez)
tui-menu-game = Jeu
tui-menu-attributes = Caractères
tui-menu-squares = Carrés
tui-menu-announce = Annonce
tui-menu-players = Joueurs
tui-menu-situations = Situations
tui-menu-seat = Place {$number}
tui-menu-clock = Pendule
tui-menu-start = Jouer
tui-menu-load = Charger une partie…
tui-menu-position = Jouer à partir d'une position…
tui-yes = oui
tui-no = non
tui-situations-after = { $rounds ->
    [one] après {$rounds} tour
   *[other] après {$rounds} tours
}
tui-seat-person = une personne à ce clavier
tui-seat-bot = robot : {$level}
tui-attribute-height = taille
tui-attribute-colour = couleur
tui-attribute-shape = forme
tui-attribute-top = dessus
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = aucune
tui-clock-per-move = {$time} par coup
tui-clock-total = {$time} par partie
tui-clock-increment = {$time} par partie, +{$increment} par coup
tui-hint-quarto = Quarto! : vous choisissez la pièce que votre adversaire place.
tui-hint-danish = Quarto danois : posez, puis déplacez ; quatre pions aux coins d'un carré capturent.
tui-hint-quartino = Quartino : empilez des jetons de couleur ; réclamez vos cartes secrètes quand elles apparaissent.
tui-hint-attributes = Débutants : seuls ces caractères comptent pour un Quarto.
tui-hint-squares = Avancé : quatre pièces d'un carré 2×2 ayant un caractère commun gagnent aussi.
tui-hint-announce = Règle officielle : un Quarto ne gagne que s'il est annoncé à temps.
tui-hint-players = Combien de joueurs à la table (2–5).
tui-hint-situations = Les bonus quatre couleurs et colonne ; désactivez-les pour apprendre.
tui-hint-seat = Qui joue ici : une personne à ce clavier, ou un robot d'un certain niveau.
tui-hint-clock = Un temps pour chaque coup, ou pour toute la partie (+ secondes par coup).
tui-hint-start = Commencer la partie.
tui-hint-load = Reprendre une partie enregistrée.
tui-hint-position = Commencer la partie choisie ci-dessus à partir d'une position dans sa notation (comme l'écrivent \`quartet show\` et les pages des parties de l'application web).
tui-game-title = {$game} — {$rules}
tui-board = Plateau
tui-seats = Places
tui-seats-bot-thinking = (un robot réfléchit…)
tui-last-actions = derniers : {$actions}
tui-legal-actions = Coups possibles ({$count})
tui-pass-the-device =
    Passez l'appareil à {$seat}.
    Les autres, ne regardez pas.
    Appuyez sur Entrée pour voir vos cartes.
tui-game-over = Partie terminée
tui-game-over-keys =
    Ctrl+R revanche · Ctrl+N nouvelle partie
    Ctrl+S enregistrer · Ctrl+O charger · Échap quitter
tui-prompt-load = Charger une partie
tui-prompt-load-keys = Entrée charger · Échap annuler
tui-prompt-save = Enregistrer la partie
tui-prompt-save-keys = Entrée enregistrer · Échap annuler
tui-prompt-file = fichier : {$name}
tui-prompt-position = Jouer à partir d'une position
tui-prompt-position-keys = Entrée jouer · Échap annuler
tui-prompt-position-line = position : {$position}
tui-welcome = tapez un coup et Entrée, ou choisissez-le avec ↑↓ et Entrée, ou cliquez ; F1 : aide
tui-played = {$seat} a joué {$action}
tui-bot-thinking = patientez : un robot réfléchit
tui-bot-stopped = il s'est arrêté sans réponse
tui-save-needs-name = il faut un nom de fichier pour enregistrer
tui-loaded = { $count ->
    [one] {$path} chargé : {$game}, {$count} coup rejoué
   *[other] {$path} chargé : {$game}, {$count} coups rejoués
}
tui-load-failed = impossible de charger : {$error}
tui-load-needs-name = il faut un nom de fichier pour charger
tui-cancelled = annulé
tui-choice-cleared = choix annulé
tui-click-menu-line = cliquez sur une ligne du menu
tui-type-file-name = tapez le nom du fichier et Entrée, ou Échap
tui-type-position = tapez la position et Entrée, ou Échap
tui-pass-device-first = appuyez sur Entrée une fois l'appareil passé
tui-game-is-over = la partie est terminée : Ctrl+R revanche, Ctrl+N nouvelle partie, Ctrl+O charger
tui-nothing-now = rien à jouer pour l'instant
tui-click-list-action = cliquez sur un coup de la liste pour le jouer
tui-nothing-there = rien à jouer ici : {$help}
tui-click-the-board = cliquez sur le plateau ({$help}), ou choisissez dans la liste avec ↑↓ et Entrée
tui-help-title = Aide · ↑↓ PgUp PgDn défiler · toute autre touche ferme l'aide
tui-help =
    Touches
      un coup, Entrée     le jouer (voir la liste des coups possibles)
      ↑↓, Entrée          jouer le coup en surbrillance
      F2                  un indice
      Ctrl+Z              annuler
      Ctrl+S / Ctrl+O     enregistrer la partie / charger une partie
      Ctrl+R / Ctrl+N     revanche / nouvelle partie (le menu)
      Échap               annuler un choix (ou clic droit) ; sinon quitter
    Souris
      tout jeu   un coup de la liste des coups possibles le joue
                 (une annonce de Quarto! aussi)
      Quarto!    une case vide (·) pour placer ; une pièce restante
                 pour la donner
      Danois     un point pour poser ; un de vos pions, puis où il
                 va [e5] ; quand un carré est formé, le pion à
                 capturer (×). ! un pion qu'un coup de l'adversaire
                 pourrait capturer ; * le dernier coup
      Quartino   une couleur de la réserve, puis une case (═) ; une
                 carte marquée ✓ pour la réclamer (puis son quart,
                 si elle apparaît deux fois) ; les boutons : four,
                 column, end
    À taper : undo, hint, save FICHIER, load FICHIER, resign, menu, quit
board-not-your-turn = rien à jouer pour l'instant : ce n'est pas votre tour
board-not-this-game = cela ne fait pas partie de ce jeu
board-not-legal-now = ce n'est pas un coup possible maintenant (voir la liste à droite)
board-quarto-taken = la case {$cell} est occupée
board-quarto-give-first = donnez d'abord une pièce : cliquez-en une parmi les pièces restantes
board-quarto-place-first = placez d'abord la pièce en main : cliquez sur une case vide (·)
board-quarto-to-place = à placer : {$piece} — {$traits}
board-quarto-pool = pièces restantes (cliquez pour donner) :
board-quarto-help-give = cliquez sur une pièce restante pour la donner
board-quarto-help-place = cliquez sur une case vide (·) pour placer la pièce
board-danish-must-pass = aucun coup possible : appuyez sur Entrée (ou tapez pass) pour passer
board-danish-move-cancelled = coup annulé : choisissez de nouveau
board-danish-choose-capture = choisissez le pion à capturer : {$pieces} (marqués ×) ; cliquez de nouveau sur {$point} pour annuler
board-danish-anywhere = n'importe quel point libre (il vole : 4 pions restants)
board-danish-put-back = {$point} reposé : choisissez un pion à déplacer ({$letter})
board-danish-cannot-go = {$from} ne peut pas aller en {$to} : il peut aller en {$points}
board-danish-blocked = {$point} ne peut pas bouger : tous les points voisins sont occupés
board-danish-moving = {$point} se déplace : cliquez où il va ([ ]) : {$points}
board-danish-not-yours = {$point} est un pion de {$colour} : cliquez sur un des vôtres ({$letter}), puis où il va
board-danish-piece-first = cliquez d'abord sur un de vos pions ({$letter}), puis où il va
board-danish-taken = {$point} est occupé : posez sur un point libre
board-danish-not-legal = {$point} n'est pas un coup possible maintenant
board-danish-square-made = {$point} forme un carré : cliquez sur le pion à capturer (×) : {$pieces}
board-danish-help-capture = cliquez sur un pion marqué × pour le capturer (ou de nouveau sur {$point} pour annuler)
board-danish-help-landing = cliquez où va {$point} (marqué [ ]), ou de nouveau sur {$point} pour le reposer
board-danish-help-place = cliquez sur un point libre pour poser un pion
board-danish-help-move = cliquez sur un de vos pions ({$letter}), puis où il va
board-danish-status-four = {$status} ; {$four}
board-danish-capture = capture : cliquez sur l'un de {$pieces} (×)
board-danish-targets = {$point} peut aller en {$points} ([ ])
board-danish-marks = marques : ! un coup de l'adversaire pourrait le capturer · × capturez-le maintenant (cliquez) · * dernier coup · >W< choisi · [e5] il peut y aller · lignes en gras : carrés valides (en inverse : tout juste formé)
board-quartino-aside = , mises de côté :
board-quartino-legend = [G] le dessus d'une pile, 3 sa hauteur, ▲ une colonne · ═ où le choix peut aller · une carte : le centre, puis trois cases de l'anneau dans le sens horaire · ✓ elle apparaît sur le plateau
board-quartino-supply = réserve (cliquez sur une couleur) :
board-quartino-four = [quatre couleurs : +1 jeton]
board-quartino-column = [column@{$space} : retirer la colonne]
board-quartino-column-token = [column@{$space} : retirer la colonne, +1 jeton]
board-quartino-end = [finir le tour]
board-quartino-your-hand = vos cartes (cliquez sur une carte pour la réclamer) :
board-quartino-hand-of = cartes de {$seat} :
board-quartino-hidden = (les cartes sont cachées)
board-quartino-claim-at = réclamer {$card} en :
board-quartino-colour-put-back = {$colour} reposé
board-quartino-colour-chosen = {$colour} ({$letter}) choisi : cliquez sur une case du plateau pour y poser le jeton
board-quartino-pile-empty = la réserve de {$colour} est vide
board-quartino-no-token = aucun jeton à poser maintenant : réclamez une carte ou finissez le tour
board-quartino-not-through = {$card} n'apparaît pas par {$space}
board-quartino-several-quarters = {$space} est dans plus d'un quart où apparaît {$card} : cliquez {$quarters} sous vos cartes
board-quartino-cannot-go-empty = {$colour} ne peut pas aller en {$space} maintenant : sa réserve est vide
board-quartino-cannot-go = {$colour} ne peut pas aller en {$space} maintenant : {$help}
board-quartino-colour-first = cliquez d'abord sur une couleur de la réserve, puis sur {$space}
board-quartino-card-put-back = {$card} reposée
board-quartino-claims-after = les réclamations viennent après les poses : posez d'abord vos jetons
board-quartino-not-showing = {$card} n'apparaît pas sur le plateau maintenant
board-quartino-shows-at = {$card} apparaît en {$quarters} : cliquez sur le quart (ou l'une de ses cases)
board-quartino-nothing-at = rien à réclamer en {$quarter} : cliquez d'abord sur une de vos cartes
board-quartino-not-now = {$action} n'est pas possible maintenant
board-quartino-help-quarter = cliquez sous vos cartes sur le quart où réclamer {$card}
board-quartino-help-space = cliquez sur une case du plateau pour y poser {$colour} (═)
board-quartino-help-place = cliquez sur une couleur de la réserve, puis sur une case du plateau
board-quartino-help-claim = cliquez sur une carte marquée ✓ pour la réclamer, ou {board-quartino-end}
board-quartino-help-end = cliquez sur un bouton : {board-quartino-end}
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
board-danish-editor-label = Installer la position sur un plateau
board-danish-editor-help = Cliquez sur un point : un pion blanc, puis un noir, puis de nouveau libre.
board-danish-editor-to-move = {$side} au trait
board-danish-editor-in-hand = {$side} : pions à poser
board-danish-editor-clear = Revenir au début
server-error-bad-request = Le serveur ne peut pas utiliser cette demande.
server-error-bad-token = Le jeton de votre place n'est pas valable pour cette partie.
server-error-spectator = Vous regardez cette partie : seuls ses joueurs peuvent jouer.
server-error-not-your-seat = Cette place n'est pas la vôtre.
server-error-not-found = Introuvable : la partie ou l'invitation a peut-être été annulée, ou le lien est mal recopié.
server-error-method-not-allowed = Le serveur ne répond pas à ce genre de demande ici.
server-error-waiting = La partie attend que ses joueurs arrivent.
server-error-not-your-turn = Ce n'est pas à vous de jouer.
server-error-over = La partie est finie.
server-error-seat-taken = Cette place est déjà prise.
server-error-one-seat = Vous avez déjà une place dans cette partie : avec des cartes cachées, une personne joue une seule place.
server-error-started = La partie a commencé : elle ne peut plus être annulée.
server-error-nothing-to-undo = Il n'y a rien à reprendre.
server-error-undo-refused = On ne reprend un coup d’office que contre des robots (à une personne, demandez-lui de reprendre le coup), et jamais avant des cartes montrées.
server-error-not-over = La partie n'est pas encore finie.
server-error-rematch-exists = La revanche existe déjà, et vos places y sont prises.
server-error-hidden = L'enregistrement s'ouvre quand la partie est finie : il contient des cartes cachées.
server-error-analysis-refused = L'analyse s'ouvre quand la partie est finie (ou tout de suite contre des robots).
server-error-stopping = Le serveur s'arrête : réessayez dans un instant.
server-error-busy = Le serveur est occupé : réessayez dans quelques secondes.
server-error-too-many-connections = Trop de connexions depuis votre adresse : fermez un onglet ou deux et réessayez.
server-error-request-timeout = La demande est arrivée trop lentement : réessayez.
server-error-too-many-games = Vous avez autant de parties en attente de joueurs que permis : commencez-en ou annulez-en une d'abord.
server-error-too-large = C'est trop gros pour le serveur.
server-error-upgrade-required = Cette adresse ne sert qu'à une connexion en direct.
server-error-illegal = Les règles ne le permettent pas.
server-error-rate-limited = Trop de demandes : attendez un instant et réessayez.
server-error-corrupt = Cette partie enregistrée ne peut pas être rejouée.
server-error-internal = Quelque chose s'est mal passé sur le serveur.
server-error-storage = Le serveur n'a pas pu l'enregistrer : rien n'a changé. Réessayez.
server-error-not-owner = La partie passe sur un autre serveur : nouvel essai dans un instant.
server-error-unanswered = Le serveur qui mène cette partie n'a pas répondu à temps : ce que vous avez demandé a peut-être été fait. La partie est affichée telle qu'elle est.
server-error-analysis-timeout = Le solveur n'a pas fini à temps.
server-error-analysis-memory = Le solveur n'a pas obtenu la mémoire dont il a besoin.
server-error-name-taken = Ce nom est pris (ou un nom qui lui ressemble).
server-error-wrong-credentials = Le nom et le mot de passe ne correspondent pas.
server-error-signed-out = Connectez-vous d'abord.
server-error-rated-refused = Cette partie ne peut pas être classée.
server-error-pairing-ended = Votre attente d’un adversaire est terminée : vous êtes parti ou avez demandé une autre partie ailleurs.
server-error-challenge-declined = Votre défi a été refusé.
server-error-csrf = Cette demande est arrivée sans son jeton de sécurité : rechargez la page et réessayez.
server-error-abort-refused = Vous avez déjà joué : la partie ne peut plus être annulée (proposez la nulle ou abandonnez).
server-error-no-draw = Ce jeu n'admet pas de partie nulle par accord.
server-error-no-offer = Aucune proposition de l'autre joueur n'attend de réponse (retirée, ou un coup l'a close).
server-error-claim-refused = La partie ne peut pas être réclamée maintenant.
server-error-chat-refused = Cette ligne ne peut pas être envoyée.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Choisissez une pendule : none, un temps par tour ou un temps par partie.
server-detail-clock = « {$clock} » n’est pas une pendule : écrivez none, 30s/move, 3d/move, 10m ou 10m+5s.
server-detail-clock-turn-range = Un tour a au moins 1 s et au plus 14 jours.
server-detail-clock-game-range = Une partie a au moins 10 s et au plus 24 h par joueur.
server-detail-clock-increment-range = L’incrément est d’au plus 1 h.
server-detail-length-cap = {$option} vaut au plus {$most} sur ce serveur.
server-detail-chosen-deal = Cette partie cache des cartes et a des places pour d’autres personnes : personne ne peut en choisir la donne.
server-detail-start-over = La partie est finie dans cette position : il ne resterait aucun coup à jouer. Choisissez une position d’avant la fin.
server-detail-bot-level = Cette partie n’a pas de niveau de bot {$level}.
server-detail-seat-count = Avec ces règles la partie a {$seats} joueurs, pas {$given}.
server-detail-record-bad-tag = La ligne {$line} de l’enregistrement n’est pas une étiquette [Nom "valeur"].
server-detail-record-missing-tag = L’enregistrement n’a pas d’étiquette [{$tag} "…"].
server-detail-record-wrong-game = L’enregistrement est celui d’un autre jeu ({$found}).
server-detail-record-bad-value = L’étiquette [{$tag}] de l’enregistrement a une valeur incomprise.
server-detail-record-bad-action = Le coup {$number} de l’enregistrement ({$action}) ne peut pas être joué.
server-detail-record-result-mismatch = Le résultat de l’enregistrement n’est pas celui que donnent ses coups.
server-detail-record-unclosed-comment = Un commentaire de l’enregistrement ouvert par {"{"} n’est jamais fermé.
server-detail-record-ply = L’enregistrement a { $actions ->
    [one] {$actions} coup
   *[other] {$actions} coups
} : reprenez de 0 à {$actions}.
server-detail-record-replay = La partie de l’enregistrement ne peut pas être rejouée.
server-detail-rated-signed-out = Une partie classée se joue entre comptes.
server-detail-challenge-signed-out = Les défis se lancent entre comptes : connectez-vous d'abord.
server-detail-rematch-unplayed = Une revanche suit une partie jouée jusqu’au bout : celle-ci s’est terminée sans résultat.
server-detail-rated-bot = Une partie classée se joue entre personnes : une place de bot la rend non classée.
server-detail-rated-seats = Dans une partie classée vous avez exactement une place, et chaque autre place attend un autre joueur.
server-detail-rated-chosen-start = Une partie classée part du début habituel, distribué par le serveur.
server-detail-rated-imported = Un enregistrement importé n’est jamais classé.
server-detail-rated-hints = Les aides pour débutants sont pour les parties non classées.
server-detail-rated-same-account = Votre compte a déjà une autre place de cette partie classée.
server-detail-no-action = Aucun coup n’a été joué.
server-detail-two-players = L’appariement rapide, les propositions et les défis sont pour les parties à deux joueurs.
server-detail-challenge-self = Vous ne pouvez pas vous défier vous-même.
server-detail-pairing-browser = L'identifiant de ce navigateur pour l'appariement rapide n'est pas valable (jusqu'à 64 lettres, chiffres, - et _) : rechargez la page.
server-detail-claim-alone = Seule une partie entre personnes peut être réclamée : personne d’autre ne joue à cette table.
server-detail-claim-away = Réclamez la partie depuis sa page pendant que vous y êtes connecté.
server-detail-claim-correspondence = Une partie par correspondance attend ses joueurs : c'est sa pendule qui la termine, pas une réclamation.
server-detail-lang-unknown = « {$lang} » n’est pas une langue de Quartet : choisissez en, ro, es, fr, cs ou it.
server-detail-claim-present = Le joueur {$seat} est à la table : la partie peut être réclamée quand tous les autres joueurs sont partis.
server-detail-claim-too-soon = La partie pourra être réclamée dans { $seconds ->
    [one] {$seconds} seconde
   *[other] {$seconds} secondes
}.
server-detail-chat-off = Cette partie n'a pas de discussion : elle a été créée sans.
server-detail-chat-empty = Une ligne vide n'est pas envoyée.
server-detail-chat-too-long = Une ligne a au plus {$most} caractères ; celle-ci en a {$chars}.
server-detail-chat-control = Une ligne est du texte simple sur une seule ligne, sans caractères de contrôle.
server-detail-chat-too-fast = Au plus 5 lignes en 10 secondes : attendez {$seconds} s.
server-detail-name = { $why ->
    [length] Un nom a de 3 à 20 caractères.
    [character] Un nom n’a que des lettres A-Z, des chiffres, _ et -, pas « {$character} ».
    [shape] Un nom commence par une lettre, et _ ou - sont seuls entre lettres ou chiffres.
   *[reserved] Ce nom est réservé.
}
server-detail-password = { $why ->
    [length] Un mot de passe a de 8 à 1024 octets.
   *[is-the-name] Le mot de passe ne peut pas être le nom.
}
server-detail-json-syntax = La requête n’est pas du JSON valide (ligne {$line}, colonne {$column}).
server-detail-json-body-type = La requête doit être un objet JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Le serveur ne connaît pas ce type de message.
server-detail-json-missing-field = Le champ « {$field} » manque.
server-detail-json-unknown-field = Le serveur ne connaît pas le champ « {$field} ».
server-detail-json-wrong-type = Le champ « {$field} » a une valeur du mauvais type.
server-detail-json-bad-value = La valeur du champ « {$field} » n’est pas comprise.
server-detail-body-too-large = Une requête a au plus {$most} octets.
server-detail-message-too-large = Un message a au plus {$most} octets ; celui-ci en avait {$size}.
server-detail-message-binary = Les messages s’envoient en texte JSON, pas en données binaires.
server-detail-query-unknown = L’adresse a un paramètre que le serveur ne connaît pas : « {$name} ».
server-detail-query-value = La valeur du paramètre « {$name} » de l’adresse n’est pas comprise.
server-detail-path-bad = L’adresse ne peut pas être lue : une partie n’est pas du texte.
server-close-bad-token = Le jeton de votre place n’est pas valable pour cette partie.
server-close-too-many-messages = Le serveur a fermé la connexion : cette page a envoyé trop de messages.
server-close-silent = Le serveur a fermé la connexion : rien n’est venu de cette page depuis trop longtemps.
server-close-restarting = Le serveur redémarre : la page se reconnecte dans un instant.
server-close-bad-ticket = Votre attente d’un adversaire est introuvable : recommencez.
server-close-paired = Un adversaire a été trouvé.
server-close-not-utf8 = Le serveur a fermé la connexion : cette page a envoyé un message texte qui n’est pas en UTF-8.
play-loading = Chargement…
play-title = {$game} · Quartet
play-title-your-turn = ● À vous · {$game} · Quartet
play-not-found = Partie introuvable
play-not-found-detail = Il n'y a pas de partie « {$id} » sur ce serveur : elle a peut-être été annulée, ou le lien est mal recopié.
play-header-clock = pendule {$clock}
play-header-watching = vous regardez
play-seat-refused = Votre place dans cette partie a été refusée ({$message}) ; vous la regardez.
play-link-open = connecté
play-link-connecting = connexion…
play-link-reconnecting = reconnexion…
play-link-waiting = connexion perdue : nouvel essai dans {$seconds} s
play-link-refused = refusé par le serveur
play-link-bad-token = jeton de place invalide
play-seat-bot = Robot ({$level})
play-seat-bot-at = Robot {$number} ({$level})
play-seat-you = (vous)
play-seat-kind-bot = robot
play-seat-thinking = robot · réfléchit…
play-seat-open = place libre : tout le monde peut la prendre
play-seat-invited = invité : pas encore arrivé
play-seat-online = connecté
play-seat-offline = hors ligne
play-seat-resigned = a abandonné
play-seat-connected = connecté
play-seat-not-connected = non connecté
play-spectators = { $count ->
    [one] {$count} spectateur
   *[other] {$count} spectateurs
}
play-status-replay = Revue : après le coup {$at} sur {$of}.
play-status-over = {$headline} : {$detail}
play-status-thinking = {$seat} réfléchit…
play-status-waiting-for = En attente de {$names}.
play-status-your-turn-as = {$seat} : à vous de jouer.
play-status-your-turn = À vous de jouer.
play-status-to-move = Au tour de {$seat}…
play-status-last = Dernier coup : {$seat} {$action}.
play-take-back = Reprendre le coup
play-resign = Abandonner
play-really-resign = Vraiment abandonner ?
play-really-resign-all = Vraiment abandonner ? La partie s'arrête pour tous
play-take-seat = Prendre une place
play-open-rematch = Ouvrir la revanche
play-accept-rematch = Accepter la revanche
play-rematch = Revanche
play-export-record = Exporter la partie
play-continue-from-here = Continuer à partir d'ici
play-position-label = Position
play-copy-position = Copier
play-position-copied = Position copiée.
play-copy-failed = Le navigateur n'a pas laissé la page copier : sélectionnez la position et copiez-la vous-même.
play-cancel-game = Annuler la partie
play-really-cancel = Vraiment annuler ?
play-cancelled = La partie est annulée.
play-record-saved = Partie enregistrée. Importez-la depuis l'accueil pour reprendre à n'importe quel coup.
play-invite-heading = Inviter
play-invite-link-for = lien pour la place {$number}
play-invite-send-open = {$seat} (ouverte à tous) : envoyez ce lien
play-invite-send-friend = {$seat} (pour un ami) : envoyez ce lien
play-invite-copy = Copier
play-invite-copied = Lien copié.
play-invite-copy-by-hand = Sélectionnez le lien et copiez-le.
play-history-heading = Historique
play-history-slider = revue : coup affiché
play-history-first = début
play-history-back = un coup en arrière
play-history-forward = un coup en avant
play-history-live = revenir à la partie
play-history-count = { $count ->
    [one] {$count} coup
   *[other] {$count} coups
}
play-history-showing = coup {$at} sur {$of}
play-history-entry = {$seat} {$action}
play-history-turn = tour {$turn}, {$seat}
play-history-none = Aucun coup pour l'instant.
play-confirm-label = confirmer le coup
play-confirm-option = Confirmer chaque coup avant de l'envoyer
play-confirm-ask = {$action} ?
play-confirm-yes = Confirmer
play-confirm-no = Annuler
play-analysis-heading = Analyse
play-analysis-not-analysed = Cette position n'est pas analysée : le serveur était trop occupé pour que le solveur finisse à temps.
play-analysis-show = Montrer les valeurs du solveur
play-analysis-hide = Cacher les valeurs du solveur
play-analysis-thinking = Le solveur réfléchit…
play-analysis-over = La partie est finie ici.
play-analysis-value = Au tour de {$seat} : {$value} en jouant au mieux.
play-analysis-more = { $count ->
    [one] …et {$count} tour de plus.
   *[other] …et {$count} tours de plus.
}
play-you-win = Vous gagnez !
play-you-lose = Vous perdez
play-banner-close = fermer
play-result-draw = Partie nulle
play-result-nobody = Personne ne gagne
play-result-cancelled = Annulée
play-result-cancelled-by = {$seat} l’a annulée
play-result-expired = elle a attendu ses joueurs trop longtemps
play-result-wins = {$seat} gagne
play-result-out-of-time = {$seat} n'a plus de temps
play-result-resigned = {$seat} a abandonné
play-result-resigned-all = {$seat} a abandonné, ce qui arrête la partie pour tous
play-cover-pass = Passez l'appareil à {$seat}.
play-cover-show = Montrer les cartes de {$seat}
play-mark-win = G
play-mark-draw = N
play-mark-loss = P
study-nav-rules = Règles
study-nav-learn = Apprendre à jouer
study-nav-puzzles = Problèmes
study-contents = Sommaire
study-heading = Apprendre
study-intro = Nouveau venu ? Lisez les règles, suivez les leçons guidées ou résolvez les problèmes des moteurs.
study-learn-link = Apprendre {$game} pas à pas →
study-rules-link = Les règles de {$game}
study-lessons-progress = {$done} leçons faites sur {$of}
study-lessons-hint = Indice
study-lessons-again = Réessayer
study-lessons-next = Leçon suivante →
study-lessons-finished = Vous avez fait toutes les leçons. Jouez une partie, ou essayez les problèmes !
study-lessons-play = Jouer une partie
study-lessons-right = Juste pour l'instant : continuez.
study-lessons-replied = Votre adversaire répond : {$action}.
study-puzzles-heading = Problèmes
study-puzzles-intro = Des positions tirées des parties des moteurs, chacune avec une seule meilleure réponse. Résolvez-les pour faire évoluer votre classement (gardé dans ce navigateur).
study-puzzles-daily = Problème du jour
study-puzzles-next = Problème suivant →
study-puzzles-rating = Votre classement : {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problème classé {$rating} · résolu {$solved} fois sur { $tries ->
    [one] {$tries} essai
   *[other] {$tries} essais
}
study-puzzles-day-of = Problème du jour, {$day}
study-puzzles-you-play = Vous jouez {$seat}.
study-puzzles-solved = Résolu !
study-puzzles-failed = Ce n'est pas la meilleure réponse.
study-puzzles-solution = La solution : {$line}.
study-puzzles-change = Classement {$change}.
study-theme-win-in = { $count ->
    [one] Gagner avec cette pose
   *[other] Gagner en {$count} poses au plus
}
study-theme-capture-in = { $count ->
    [one] Prendre avec ce coup
   *[other] Prendre en {$count} coups au plus
}
study-theme-only-safe-piece = Donner la seule pièce sans danger
study-theme-only-drawing-move = Trouver le seul tour qui garde la nulle
study-theme-protected-square = Former un carré que l'adversaire ne peut pas reprendre
study-theme-claim-two = Réclamer deux cartes ce tour-ci
study-theme-mistake = Trouver mieux que le coup joué
study-eval-won = gagné
study-eval-lost = perdu
study-review-heading = Analyse · {$game}
study-review-by = Analysée en {$seconds} s ({$engine}).
study-review-by-quick = Analysée en moins de {$seconds} s ({$engine}).
study-review-chart = Le cours de la partie : le score attendu du premier joueur après chaque coup (en haut : une victoire, au milieu : une nulle, en bas : une défaite)
study-review-chart-many = Comment le score attendu de chaque joueur a évolué avec ses coups
study-review-back = Retour à la partie
study-review-no-mistakes = Aucune erreur : bien joué.
study-review-mistakes = { $count ->
    [one] {$count} coup a perdu du terrain.
   *[other] {$count} coups ont perdu du terrain.
}
study-review-best = Le choix du moteur : {$action}.
study-review-play-again = Apprendre de cette erreur
study-review-not-over = L'analyse s'ouvre quand la partie est finie.
study-game-review = Analyser la partie
study-hints-heading = Conseils
study-hints-deadly = Ne donnez pas la pièce {$pieces} : votre adversaire gagnerait aussitôt avec elle.
study-hints-poisoned = Placer en {$cells} ne laisse aucune pièce sans danger à donner.
study-hints-threatened = Vos pions en {$points} peuvent être pris au prochain coup.
study-hints-unsafe = { $count ->
    [one] {$count} de vos coups laisserait votre adversaire prendre ou gagner.
   *[other] {$count} de vos coups laisseraient votre adversaire prendre ou gagner.
}
study-hints-near = Votre carte {$card} est à un jeton près : {$colour} en {$space} la fait apparaître au quart {$quarter}.
study-hints-none = Aucun danger pour l'instant.
study-hints-warn-gift = Attention : cette pièce fait gagner votre adversaire aussitôt. Rejouez-la pour la donner quand même.
study-hints-warn-cell = Attention : après cette pose, toute pièce que vous pourriez donner fait gagner votre adversaire. Rejouez-la pour placer quand même.
study-hints-warn-move = Attention : après ce coup votre adversaire peut prendre ou gagner. Rejouez-le pour le jouer quand même.
study-hints-option = Conseils pour débutants (avertissements avant un don ou un coup perdant)
study-hints-option-help = Ce que montrent les conseils
lobby-tagline = Quarto!, Quarto danois et Quartino — contre des robots, sur un seul appareil ou avec des amis grâce à un lien.
lobby-new-game = Nouvelle partie
lobby-form-label = nouvelle partie
lobby-game = Jeu
lobby-rules = Règles
lobby-rules-of = Les règles de {$game}, expliquées →
lobby-explained = expliqué dans les règles
lobby-explained-option = {$option} : expliqué dans les règles
lobby-hints = Conseils pour débutants : un avertissement avant de donner une pièce ou de jouer un coup qui perd aussitôt
lobby-no-chat = Pas de discussion à la table (pour les parties avec des enfants)
lobby-start-summary = Partir d'une position
lobby-start-label = position de départ
lobby-start-help = Une position dans la notation du jeu, telle que la page d'une partie l'affiche sous l'historique (Copier). Vide : le début habituel.
lobby-start-copy-link = Copier un lien vers cette position
lobby-start-link-copied = Lien copié : il ouvre ce formulaire avec le même jeu, les mêmes règles et la même position.
lobby-start-link-by-hand = Le lien est dans la barre d'adresse : copiez-le de là.
lobby-clock = Pendule
lobby-clock-label = pendule
lobby-no-clock = sans pendule
lobby-custom-clock = personnalisée…
lobby-custom-total = minutes + incrément
lobby-custom-per-move = secondes par coup
lobby-custom-minutes = min
lobby-custom-increment = s par coup
lobby-custom-seconds = s par coup
lobby-other-player-name = nom du joueur {$number} (facultatif)
lobby-seats = Joueurs
lobby-preset-bot = contre des robots
lobby-preset-friend = avec des amis (lien)
lobby-preset-device = tous sur cet appareil
lobby-preset-anyone = ouverte à tous
lobby-choice-me = Moi (cet appareil)
lobby-choice-bot = Robot
lobby-choice-invite = Un ami (lien d'invitation)
lobby-choice-open = Ouvert à tous
lobby-seat = Joueur {$number}
lobby-seat-first = Joueur {$number} (commence)
lobby-seat-label = joueur {$number}
lobby-level-label = niveau du robot, joueur {$number}
lobby-fewer-seats = joueur
lobby-more-seats = joueur
lobby-players = { $count ->
    [one] {$count} joueur
   *[other] {$count} joueurs
}
lobby-name-placeholder = votre nom (facultatif)
lobby-name-label = votre nom
lobby-create = Créer la partie
lobby-your-games = Vos parties
lobby-your-seats = { $count ->
    [one] place {$seats}
   *[other] places {$seats}
}
lobby-open-games = Parties ouvertes
lobby-no-open-games = Aucune partie ouverte : créez-en une, ou ouvrez une place à tous.
lobby-live-games = Parties en cours
lobby-no-live-games = Aucune partie n'est jouée en ce moment.
lobby-more-games = Afficher plus de parties
lobby-listed-bot = robot ({$level})
lobby-listed-open = place libre
lobby-listed-invited = invité
lobby-play = Jouer
lobby-join = Rejoindre
lobby-watch = Regarder
lobby-import-heading = Importer une partie
lobby-import-help = Collez une partie enregistrée (par « Exporter la partie ») ou choisissez son fichier, puis choisissez d'où la partie reprend et qui joue chaque place.
lobby-import-point-label = reprendre après ce coup
lobby-import-point-end = reprendre à la fin (après le coup {$at})
lobby-import-point = reprendre après le coup {$at} sur {$of}
lobby-import-finished = L'enregistrement va jusqu'à la fin de la partie : choisissez un coup plus tôt pour continuer.
lobby-import-name-of = nom du joueur {$number}
lobby-record-label = partie enregistrée
lobby-file-label = fichier de la partie
lobby-import-button = Importer et continuer
join-heading = Invitation
join-invited = Vous êtes invité à jouer à {$game}
join-seat = Place {$number}.
join-seat-with = Place {$number}, avec {$others}.
join-bot = un robot ({$level})
join-rules = Règles : {$rules}
join-rules-clock = Règles : {$rules} · pendule {$clock}
join-take = Prendre la place {$number}
join-watch = Seulement regarder
join-to-lobby = Aller à l'accueil
join-taken = Cette invitation a déjà servi : la place {$number} est prise.
join-taken-by = Cette invitation a déjà servi : {$name} a pris la place {$number}.
join-over = Cette invitation était pour une partie de {$game}, qui est terminée.
join-cancelled = Cette invitation était pour une partie de {$game}, annulée avant de commencer.
join-watch-game = Regarder la partie
join-see-game = Voir la partie
players-account = Compte
players-sign-in = Connexion
players-sign-up = S'inscrire
players-sign-in-title = Se connecter
players-sign-up-title = Créer un compte
players-name = Nom
players-password = Mot de passe
players-sign-up-hint = Un nom a de 3 à 20 caractères : lettres A-Z, chiffres, _ et -. Un mot de passe a au moins 8 caractères.
players-to-sign-up = Pas encore de compte ? S'inscrire
players-to-sign-in = Déjà un compte ? Se connecter
players-try-again-in = Trop d'essais : réessayez dans { $seconds ->
    [one] {$seconds} seconde
   *[other] {$seconds} secondes
}.
players-signed-in-as = Connecté comme {$name}
players-sign-out = Se déconnecter
players-sign-out-everywhere = Se déconnecter partout
players-signed-out-everywhere = Déconnecté de { $count ->
    [one] {$count} navigateur
   *[other] {$count} navigateurs
}.
players-delete-account = Supprimer le compte
players-delete-explain = Supprimer le compte efface pour de bon son nom, ses classements, ses propositions et ses défis. Ses parties restent, sous « joueur supprimé ». Donnez votre mot de passe pour confirmer.
players-delete-confirm = Supprimer pour de bon
players-deleted = Le compte est supprimé.
players-claim-offer = Ce navigateur tient des places de { $count ->
    [one] {$count} partie jouée en invité
   *[other] {$count} parties jouées en invité
} : les ajouter à votre compte ?
players-claim = Les ajouter
players-not-now = Pas maintenant
players-claimed = { $count ->
    [one] {$count} place ajoutée à votre compte.
   *[other] {$count} places ajoutées à votre compte.
}
players-cancel = Annuler
players-your-page = Votre page de joueur
players-your-games = Vos parties
players-deleted-player = joueur supprimé
players-loading = Chargement…
players-no-such-player = Personne ne joue sous le nom « {$name} » (ou le compte a été supprimé).
players-member-since = Joue depuis le {$date}
players-ratings = Classements
players-no-ratings = Pas encore de partie classée.
players-rating-class = Jeu, règles et cadence
players-rating = Classement
players-games = Parties
players-provisional = provisoire : trop peu de parties pour en être sûr
players-provisional-note = Un classement suivi de « ? » est provisoire : trop peu de parties pour en être sûr.
players-deviation = ±{$deviation}
players-chart-title = Le classement au fil du temps
players-date = Date
players-chart-point = {$class_name} : {$rating} le {$date}
players-recent-games = Parties récentes
players-no-games = Pas encore de partie.
players-guest = un invité
players-against = contre
players-casual = amicale
players-outcome-open = attend des joueurs
players-outcome-live = en cours
players-outcome-aborted = annulée avant le début
players-outcome-cancelled = annulée
players-outcome-won = gagnée
players-outcome-lost = perdue
players-outcome-drawn = sans gagnant
players-family-standard = lignes
players-family-squares = lignes et carrés
players-family-players = {$players} joueurs
players-family-traits = {$family}, {$traits} caractères
players-speed-blitz = blitz
players-speed-rapid = rapide
players-speed-classical = classique
players-speed-correspondence = par correspondance
players-top = Meilleurs joueurs
players-top-all = Toutes les catégories
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 joueur
   *[other] {$players} joueurs
})
players-top-rank = Rang
players-rank-place = rang {$rank}
players-top-player = Joueur
players-top-last-game = Dernière partie classée
players-top-you = vous
players-top-ranked-note = Un joueur reçoit un rang quand son classement est sûr (un écart de ±110 ou moins) ; les classements provisoires (« ? ») suivent, sans rang.
players-top-nobody-rated = Personne n'a encore de classement. Connectez-vous et cochez « Classée » sous « Jouer maintenant » pour jouer la première partie classée.
players-top-nobody-here = Personne n'a encore de classement dans cette catégorie.
players-top-no-such-class = Cette catégorie de classement n'existe pas.
players-find = Trouver un joueur
players-find-open = Ouvrir
players-play-title = Jouer maintenant
players-play-game = jeu
players-play-rules = règles
players-play-clock = pendule
players-play-no-clock = sans pendule
players-play-rated-game = Classée
players-play-rated-sign-in = Connectez-vous pour jouer des parties classées.
players-play-rated = classée
players-play-casual = amicale
players-play-quick-game = Trouver un adversaire
players-play-offer-seek = Proposer dans la liste
players-play-bot = Jouer contre un robot
players-play-challenge-name = le nom d'un joueur
players-play-challenge = Défier
players-play-looking-for = Recherche d'un adversaire : {$offer}
players-play-seek-offered = Votre partie est dans la liste, que chacun peut accepter : {$offer}
players-play-challenge-sent = En attente de la réponse de {$name} : {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} seconde
   *[other] {$seconds} secondes
}
players-play-waiting-count = { $count ->
    [one] {$count} en attente
   *[other] {$count} en attente
}
players-play-wait-lost = La connexion a été perdue : l'attente a pris fin. Réessayez.
players-play-cancel = Annuler
players-play-pools-title = Joueurs qui attendent
players-play-join-pool = Rejoindre
players-play-seeks-title = Parties proposées
players-play-no-seeks = Personne ne propose de partie pour l'instant : proposez la vôtre.
players-play-your-seek = la vôtre
players-play-guest = un invité
players-play-accept = Accepter
players-play-decline = Refuser
players-play-challenges-title = Défis
players-play-challenge-from = Défi de
players-play-challenge-to = Défi à
players-play-other-page = en attente sur une autre page
players-notify-sound = Jouer un son quand une partie se met à m'attendre
players-no-games-yet = Pas encore de partie : trouvez un adversaire à l'accueil.
players-games-waiting = { $count ->
    [one] {$count} partie vous attend.
   *[other] {$count} parties vous attendent.
}
players-your-turn = à vous de jouer
players-their-turn = à l'adversaire
players-draw-offered = partie nulle proposée : répondez
players-take-back-asked = reprise demandée : répondez
players-challenge-from = Défi de
players-answer-in-lobby = répondez à l'accueil
board-quartino-blurb = De 2 à 5 joueurs montent des piles sur une roue pour faire apparaître les cartes cachées dans leur main.
board-quartino-phase-over = la partie est finie
board-quartino-situation-four = quatre couleurs
board-quartino-situation-column = une colonne
board-quartino-situations-none = aucune
board-quartino-phase-situations = situations possibles : {$open}
board-quartino-phase-situations-used = situations possibles : {$open} (une utilisée)
board-quartino-phase-remove-column = retirer la colonne en {$spaces} (son jeton est posé)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} jeton à poser et la colonne en {$spaces} à retirer, dans n'importe quel ordre
   *[other] {$count} jetons à poser et la colonne en {$spaces} à retirer, dans n'importe quel ordre
}
board-quartino-phase-place = { $count ->
    [one] {$count} jeton à poser
   *[other] {$count} jetons à poser
}
board-quartino-phase-claim = réclamer des cartes, ou finir le tour
board-quartino-phase = {$seat} : {$phase} · tour {$turn}
board-quartino-over = La partie est finie après {$turns} tours.
board-quartino-used-four = a utilisé quatre couleurs (+1 jeton)
board-quartino-ended = a fini son tour
board-quartino-removed-column = a retiré la colonne en {$space}
board-quartino-claimed = a réclamé la carte {$card} au quart {$quarter}
board-quartino-placed = a posé {$colour} en {$space}
board-quartino-use-four = Utiliser quatre couleurs (+1 jeton)
board-quartino-end-turn = Finir le tour
board-quartino-end-turn-button = Finir le tour
board-quartino-remove-column = Retirer la colonne en {$space}
board-quartino-remove-column-token = Retirer la colonne en {$space} (+1 jeton)
board-quartino-claim = Réclamer la carte {$card} au quart {$quarter}
board-quartino-place = Poser {$colour} en {$space}
board-quartino-chip-column = colonne {$space}
board-quartino-chip-four = 4 couleurs
board-quartino-chip-end = fin
board-quartino-rules-no-situations = sans situations
board-quartino-rules-situations-after = { $rounds ->
    [one] situations après {$rounds} tour
   *[other] situations après {$rounds} tours
}
board-quartino-rules-column-mandatory = colonnes obligatoires
board-quartino-rules-mirror = les images miroir comptent
board-quartino-option-situations = Situations (quatre couleurs, colonnes)
board-quartino-situations-always = toute la partie
board-quartino-situations-never = jamais (débutants)
board-quartino-situations-after = { $rounds ->
    [one] après {$rounds} tour
   *[other] après {$rounds} tours
}
board-quartino-option-column-mandatory = Une colonne doit être retirée
board-quartino-option-mirror = Les images miroir des cartes comptent
board-quartino-label = Roue de Quartino
board-quartino-stack-empty = vide
board-quartino-stack = pile {$colours} (dessus {$top})
board-quartino-place-on-stack = poser {$colour} en {$space} ({$stack})
board-quartino-claim-a-card = réclamer une carte au quart {$quarter} ({$spaces})
board-quartino-claim-card = réclamer {$card} au quart {$quarter} ({$spaces})
board-quartino-quarter = quart {$quarter} : {$spaces}
board-quartino-card-first = Choisissez d'abord une de vos cartes, puis le quart où elle apparaît.
web-board-quartino-supply = réserve
board-quartino-use-colour = utiliser {$colour} (reste {$left})
board-quartino-pick-colour = Choisissez une couleur, puis une case :
board-quartino-supply-heading = Réserve
board-quartino-your-cards-label = vos cartes
board-quartino-card = carte {$card}
board-quartino-card-chosen = carte {$card} (choisie)
board-quartino-pick-card = Vos cartes : choisissez-en une, puis le quart (Q0–Q7) où elle apparaît :
board-quartino-cards-heading = Vos cartes
board-quartino-cards-in-hand = { $count ->
    [one] {$count} carte en main
   *[other] {$count} cartes en main
}
board-quartino-put-aside = mises de côté : {$cards}
board-quartino-hand = main : {$cards}
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
board-quarto-editor-label = Installer la position sur un plateau
board-quarto-editor-help = Choisissez une pièce, puis une case ou la main. Un clic renvoie une pièce du plateau dans la réserve.
board-quarto-editor-no-hand = aucune : le joueur au trait en donne une
board-quarto-editor-clear = Vider le plateau
board-quarto-reason-line = quatre pièces {$traits} sur {$line}
board-quarto-reason-square = un carré 2×2 de pièces {$traits} ({$cells})
table-heading = À la table
table-abort = Annuler la partie
table-really-abort = Vraiment annuler ? Elle finit sans résultat
table-offer-draw = Proposer la nulle
table-ask-take-back = Demander à reprendre le coup
table-accept = Accepter
table-decline = Refuser
table-draw-offered = Vous avez proposé la nulle : la proposition tient jusqu'à ce que {$seat} réponde ou joue.
table-take-back-asked = Vous avez demandé à reprendre votre dernier coup : la demande tient jusqu'à ce que {$seat} réponde ou qu'un coup soit joué.
table-draw-prompt = {$seat} propose la nulle. La proposition tombe si vous jouez.
table-take-back-prompt = {$seat} demande à reprendre son dernier coup. La demande tombe si un coup est joué.
table-draw-declined = Votre proposition de nulle a été refusée.
table-draw-lapsed = Votre proposition de nulle est tombée : un coup a été joué.
table-take-back-declined = Votre demande de reprise a été refusée.
table-take-back-lapsed = Votre demande de reprise est tombée : un coup a été joué.
table-the-others = les autres
table-first-turn-mine = Vous avez {$seconds} s pour jouer votre premier coup, sinon la partie est annulée.
table-first-turn-theirs = {$seat} a {$seconds} s pour jouer son premier coup, sinon la partie est annulée.
table-claim-wait = {$seat} a quitté la table : vous pourrez réclamer la partie dans {$seconds} s.
table-claim-ready = {$seat} a quitté la table : vous pouvez réclamer la partie.
table-claim-win = Réclamer la victoire
table-claim-draw = Réclamer la nulle
table-result-aborted = Annulée
table-result-aborted-by = {$seat} l'a annulée avant son premier coup
table-result-aborted-unstarted = un joueur n’a pas joué son premier coup à temps
table-result-agreement = les joueurs ont convenu de la nulle
table-result-claimed = {$seat} a réclamé la partie : { $count ->
    [one] {$others} avait quitté la table
   *[other] {$others} avaient quitté la table
}
table-result-abandoned = Désertée
table-result-abandoned-why = tous les joueurs avaient quitté la table depuis un jour
table-chat-players = Discussion des joueurs
table-chat-spectators = Discussion des spectateurs
table-chat-placeholder = Écrivez quelque chose
table-chat-send = Envoyer
table-chat-spectator = spectateur
table-chat-none = Rien n'a encore été dit.
table-chat-mute = Masquer {$seat}
table-ended-abort = annulée
table-ended-cancel = annulée (en attente)
table-ended-abandoned = désertée
table-ended-over = terminée
table-ended-won-time = gagnée au temps
table-ended-lost-time = perdue au temps
table-ended-won-resign = gagnée : l’adversaire a abandonné
table-ended-lost-resign = abandonnée
table-ended-won-claim = réclamée : l’adversaire est parti
table-ended-lost-claim = perdue : réclamée après votre départ
table-ended-drawn-claim = nulle : réclamée après le départ de l’adversaire
table-ended-agreement = nulle par accord
web-player-number = Joueur {$number}
web-unknown-game = cette page ne connaît pas le jeu « {$tag} » : rechargez-la, le serveur est peut-être plus récent
web-not-found-title = Aucune page à cette adresse
web-not-found = Rien sur ce site ne se trouve à « {$path} » : l'accueil, les règles, les leçons et les problèmes sont liés ci-dessus.
web-no-such-game = Il n'y a pas de jeu « {$tag} » ici : les jeux sont liés ci-dessus.
web-offline = le serveur est injoignable
web-lobby = Accueil
web-to-lobby = Accueil
web-sound-mute = Son activé : le couper
web-sound-unmute = Son coupé : l'activer
web-theme-auto = Couleurs du système : passer au clair
web-theme-light = Couleurs claires : passer au sombre
web-theme-dark = Couleurs sombres : revenir à celles du système
web-language = Langue
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} jour
   *[other] {$days} jours
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} par coup`;export{e as default};