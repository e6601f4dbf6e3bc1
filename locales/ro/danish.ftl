# Quarto danez în terminal: piesele și pătratele fiecărei părți, cine este la mutare.

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
