# Quarto danés en el navegador: su presentación, sus jugadas en palabras, sus reglas, las etiquetas
# e indicaciones del tablero. Los bandos (Blancas, Negras) son los de danish.ftl.

board-danish-blurb = El juego de cuadrados de 1950: coloca y luego mueve tus piezas en un tablero de líneas; un cuadrado captura.

board-danish-passed = pasó
board-danish-moved = movió {$from}→{$to}
board-danish-moved-captured = movió {$from}→{$to} y capturó {$capture}
board-danish-placed = colocó en {$to}
board-danish-placed-captured = colocó en {$to} y capturó {$capture}
board-danish-pass = Pasar
board-danish-move = Mover {$from} a {$to}
board-danish-move-capturing = Mover {$from} a {$to} y capturar {$capture}
board-danish-place = Colocar en {$to}
board-danish-place-capturing = Colocar en {$to} y capturar {$capture}

board-danish-rules-cap = límite de {$turns} turnos
board-danish-standard = Reglas estándar: 12 piezas cada uno, los cuadrados capturan, tres repeticiones son empate.

board-danish-label = Tablero de Quarto danés
board-danish-made-square = cuadrado de {$side} {$square}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: libre
web-board-danish-capture = capturar la pieza de {$point}
board-danish-move-from = mover la pieza de {$point}
board-danish-selected = {$point}: elegido (Escape para cancelar)
board-danish-place-on = colocar una pieza en {$point}
board-danish-move-to = mover {$from} a {$to}
board-danish-counts = {$in_hand} por colocar · {$on_board} en el tablero
board-danish-squares = Cuadrados: {$squares}
board-danish-pick-capture = ¡Un cuadrado! Elige la pieza de {$side} que capturas (círculos punteados).
board-danish-pick-place = Colocan {$side}: elige un punto libre.
board-danish-pick-target = Mueve {$from} a un punto marcado (Escape para cancelar).
board-danish-pick-source = Mueven {$side}: elige una de tus piezas marcadas.
web-board-danish-must-pass = No hay jugada posible: debes pasar.

## Setting a start position up by hand.
board-danish-editor-label = Preparar la posición en un tablero
board-danish-editor-help = Haz clic en un punto: una pieza blanca, luego una negra, luego libre otra vez.
board-danish-editor-to-move = Juegan {$side}
board-danish-editor-in-hand = {$side}: piezas por colocar
board-danish-editor-clear = Volver al comienzo
