# Dánské Quarto v terminálu: kameny a čtverce každé strany, kdo je na tahu.

danish-white = Bílý
danish-black = Černý

danish-side = {$colour} ({$letter}): {$on_board} na desce, {$in_hand} k položení; platné čtverce: {$squares}
danish-squares-none = žádné
danish-to-place = na tahu: {$colour}, pokládá kámen
danish-to-move = na tahu: {$colour}, táhne kamenem
danish-to-fly = na tahu: {$colour}, skáče kamenem na libovolný volný bod (zbývají mu 4 kameny)
danish-legal = { $count ->
    [one] {$count} možný tah
    [few] {$count} možné tahy
   *[other] {$count} možných tahů
} ({$captures} s braním)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, musí vynechat tah
danish-won = vítězí {$colour}
danish-four-against-four = 4 proti 4: vítězí, kdo první vytvoří platný čtverec
