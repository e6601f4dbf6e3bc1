# Quarto danese nel terminale, con le parole di PerGioco: pedina, tavoliere, quadrato valido, cattura.

danish-white = Bianco
danish-black = Nero

danish-side = {$colour} ({$letter}): {$on_board} sul tavoliere, {$in_hand} da collocare; quadrati validi: {$squares}
danish-squares-none = nessuno
danish-to-place = tocca al {$colour}, che colloca una pedina
danish-to-move = tocca al {$colour}, che muove una pedina
danish-to-fly = tocca al {$colour}, che muove una pedina su una qualsiasi intersezione libera (gli restano 4 pedine)
danish-legal = { $count ->
    [one] {$count} mossa possibile
   *[other] {$count} mosse possibili
} ({$captures} con cattura)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, deve passare
danish-won = vince il {$colour}
danish-four-against-four = 4 contro 4: vince chi per primo realizza un quadrato valido
