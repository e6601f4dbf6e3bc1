# Quarto danés en el terminal: las piezas y los cuadrados de cada bando, a quién le toca.

danish-white = Blancas
danish-black = Negras

danish-side = {$colour} ({$letter}): {$on_board} en el tablero, {$in_hand} por colocar; cuadrados válidos: {$squares}
danish-squares-none = ninguno
danish-to-place = turno de {$colour}: coloca una pieza
danish-to-move = turno de {$colour}: mueve una pieza
danish-to-fly = turno de {$colour}: mueve una pieza a cualquier punto libre (le quedan 4 piezas)
danish-legal = { $count ->
    [one] {$count} movimiento posible
   *[other] {$count} movimientos posibles
} ({$captures} con captura)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, debe pasar
danish-won = ganan {$colour}
danish-four-against-four = 4 contra 4: gana quien forme primero un cuadrado válido
