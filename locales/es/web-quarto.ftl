# Quarto! en el navegador: su presentación, sus jugadas y piezas en palabras, sus opciones, las
# etiquetas e indicaciones del tablero, los valores del solucionador. Los caracteres son los de quarto.ftl.

board-quarto-blurb = El clásico de Gigamic: da a tu adversario la pieza que debe colocar; cuatro en línea con un carácter común ganan.
board-quarto-piece = pieza {$height}, {$colour}, {$shape}, {$top}

board-quarto-placed = colocó en {$cell}
board-quarto-gave = dio la {$piece} ({$action})
board-quarto-claimed = cantó ¡Quarto! en {$alignment}
board-quarto-passed = pasó (sin cantar)
board-quarto-give-piece = Dar la {$piece}
board-quarto-claim-on = Cantar ¡Quarto! en {$alignment}
board-quarto-pass-no-claim = Pasar (sin cantar)
board-quarto-place-on = Colocar en {$cell}

board-standard-rules = reglas estándar
board-quarto-rules-only = solo {$traits}
board-quarto-rules-squares = los cuadrados también ganan
board-quarto-rules-announce = cantar «Quarto!»
board-quarto-option-traits = Caracteres que cuentan:
board-quarto-height = la altura
board-quarto-colour = el color
board-quarto-shape = la forma
board-quarto-top = la parte superior
board-quarto-option-squares = Los cuadrados 2×2 también ganan (avanzado)
board-quarto-option-announce = Cantar «Quarto!» para ganar (regla oficial)

board-quarto-value-draw = empate
board-quarto-value-wins = gana
board-quarto-value-loses = pierde
board-quarto-value-wins-in = { $distance ->
    [0] gana ya
    [one] gana en {$distance} colocación
   *[other] gana en {$distance} colocaciones
}
board-quarto-value-loses-in = { $distance ->
    [0] pierde ya
    [one] pierde en {$distance} colocación
   *[other] pierde en {$distance} colocaciones
}
board-quarto-legend = Marcas en el tablero: G gana, E empate, P pierde para quien juega, con las colocaciones que faltan hasta el final con juego perfecto. Mejor línea:
board-quarto-legend-no-distances = Marcas en el tablero: G gana, E empate, P pierde para quien juega (esta vez no se saben las colocaciones que faltan: al solucionador le faltó tiempo). Mejor línea:

board-quarto-row = la fila {$row}
board-quarto-column = la columna {$column}
board-quarto-square = el cuadrado {$cells}
board-quarto-diagonal = la diagonal {$cells}

board-quarto-label = Tablero de Quarto!
board-quarto-cell-empty = {$cell}: vacía
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = colocar la {$piece} en {$cell}
board-quarto-place-the-piece = colocar la pieza en {$cell}
board-quarto-claim-square = cantar ¡Quarto! en el cuadrado {$alignment}
board-quarto-claim-line = cantar ¡Quarto! en la línea {$alignment}
board-quarto-place-this = Coloca esta pieza:
board-quarto-in-hand = Pieza en la mano:
board-pass-chip = pasa
board-quarto-places = {$seat} coloca:
board-quarto-choose-gift = Elige la pieza que colocará tu adversario:
board-quarto-chooses-gift = {$seat} elige una pieza para dar
web-board-quarto-pool = piezas para dar
board-quarto-pool-heading = Piezas aún sin jugar
board-quarto-give = dar la {$piece}
board-quarto-played = {$piece}: jugada
board-quarto-pick-line = Elige la línea en el tablero (Escape para cancelar).
board-quarto-pass = Pasar (sin cantar: empate)
board-quarto-announce-note = Modo cantar: un quarto solo gana si se canta, por quien lo colocó antes de dar pieza o por el adversario antes de colocar.

## Setting a start position up by hand.
board-quarto-editor-label = Preparar la posición en un tablero
board-quarto-editor-help = Elige una pieza y luego una casilla o la mano. Un clic devuelve una pieza del tablero a la reserva.
board-quarto-editor-no-hand = ninguna: el jugador al que le toca da una
board-quarto-editor-clear = Vaciar el tablero

board-quarto-reason-line = cuatro piezas {$traits} en {$line}
board-quarto-reason-square = un cuadrado 2×2 de piezas {$traits} ({$cells})
