# Le Quarto danois dans le terminal : les pions et les carrés de chaque camp, qui doit jouer.

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
