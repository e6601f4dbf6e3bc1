# The terminal's full-screen game (`quartet play` without --plain): the menu, the game screen,
# its pop-ups and status line, the keys' help, and what the boards say about clicks.
# The commands typed on the input line (undo, hint, save FILE…) and the keys stay as they are.

## The menu.
tui-title-games = {$quarto}, {$danish} y {$quartino}
tui-new-game = Nueva partida
tui-menu-keys = ↑↓ elegir  ←→ cambiar  Intro empezar  l cargar  F1 reglas  q salir (o haz clic)
tui-menu-game = Juego
tui-menu-attributes = Caracteres
tui-menu-squares = Cuadrados
tui-menu-announce = Anuncio
tui-menu-players = Jugadores
tui-menu-situations = Situaciones
tui-menu-seat = Puesto {$number}
tui-menu-clock = Reloj
tui-menu-start = Empezar
tui-menu-load = Cargar una partida…
tui-menu-position = Jugar desde una posición…
tui-yes = sí
tui-no = no
tui-situations-after = { $rounds ->
    [one] tras {$rounds} ronda
   *[other] tras {$rounds} rondas
}
tui-seat-person = una persona en este teclado
tui-seat-bot = bot: {$level}
## Quarto!'s four attributes, as the menu lists those that count.
tui-attribute-height = altura
tui-attribute-colour = color
tui-attribute-shape = forma
tui-attribute-top = parte superior
## The clock.
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = sin reloj
tui-clock-per-move = {$time} por jugada
tui-clock-total = {$time} por partida
tui-clock-increment = {$time} por partida, +{$increment} por jugada
## What the line under the cursor chooses, in a sentence.
tui-hint-quarto = Quarto!: tú eliges la pieza que coloca tu adversario.
tui-hint-danish = Quarto danés: coloca y después mueve; cuatro piezas en las esquinas de un cuadrado capturan.
tui-hint-quartino = Quartino: apila fichas de colores; reclama tus cartas secretas cuando aparezcan.
tui-hint-attributes = Principiantes: solo estos caracteres cuentan para un Quarto.
tui-hint-squares = Avanzado: cuatro piezas en un cuadrado de 2×2 con un carácter común también ganan.
tui-hint-announce = Reglas oficiales: un Quarto solo gana si se anuncia a tiempo.
tui-hint-players = Cuántos jugadores se sientan a la mesa (2–5).
tui-hint-situations = Las bonificaciones de cuatro colores y columna; desactívalas para aprender.
tui-hint-seat = Quién se sienta aquí: una persona en este teclado, o un bot de cierto nivel.
tui-hint-clock = Un tiempo para cada jugada, o para toda la partida (+ segundos por jugada).
tui-hint-start = Empezar la partida.
tui-hint-load = Continuar una partida guardada.
tui-hint-position = Empezar la partida elegida arriba desde una posición en su notación (como la escriben `quartet show` y las páginas de las partidas de la aplicación web).

## The game screen.
tui-game-title = {$game} — {$rules}
tui-board = Tablero
tui-seats = Puestos
tui-seats-bot-thinking = (un bot está pensando…)
tui-last-actions = últimas: {$actions}
tui-legal-actions = Jugadas posibles ({$count})
tui-pass-the-device =
    Pasa el dispositivo a {$seat}.
    Los demás, no miréis.

    Pulsa Intro para ver tus cartas.
tui-game-over = Fin de la partida
tui-game-over-keys =
    Ctrl+R revancha · Ctrl+N nueva partida
    Ctrl+S guardar · Ctrl+O cargar · Esc salir
tui-prompt-load = Cargar una partida
tui-prompt-load-keys = Intro cargar · Esc cancelar
tui-prompt-save = Guardar la partida
tui-prompt-save-keys = Intro guardar · Esc cancelar
tui-prompt-file = archivo: {$name}
tui-prompt-position = Jugar desde una posición
tui-prompt-position-keys = Intro empezar · Esc cancelar
tui-prompt-position-line = posición: {$position}

## The status line.
tui-welcome = escribe una jugada e Intro, o elígela con ↑↓ e Intro, o haz clic; F1: ayuda
tui-played = {$seat} jugó {$action}
tui-bot-thinking = espera: un bot está pensando
tui-bot-stopped = se detuvo sin respuesta
tui-save-needs-name = para guardar hace falta un nombre de archivo
tui-loaded = { $count ->
    [one] cargado {$path}: {$game}, {$count} jugada repetida
   *[other] cargado {$path}: {$game}, {$count} jugadas repetidas
}
tui-load-failed = no se pudo cargar: {$error}
tui-load-needs-name = para cargar hace falta un nombre de archivo
tui-cancelled = cancelado
tui-choice-cleared = elección anulada
tui-click-menu-line = haz clic en una línea del menú
tui-type-file-name = escribe el nombre del archivo e Intro, o Esc
tui-type-position = escribe la posición e Intro, o Esc
tui-pass-device-first = pulsa Intro cuando el dispositivo haya pasado
tui-game-is-over = la partida ha terminado: Ctrl+R revancha, Ctrl+N nueva partida, Ctrl+O cargar
tui-nothing-now = nada que jugar ahora
tui-click-list-action = haz clic en una jugada de la lista para jugarla
tui-nothing-there = nada que jugar ahí: {$help}
tui-click-the-board = haz clic en el tablero ({$help}), o elige en la lista con ↑↓ e Intro

## The help (F1).
tui-help-title = Ayuda · ↑↓ RePág AvPág desplazar · cualquier otra tecla cierra la ayuda
tui-help =
    Teclas
      una jugada, Intro   jugarla (ver la lista de jugadas posibles)
      ↑↓, Intro           jugar la jugada resaltada
      F2                  una pista
      Ctrl+Z              deshacer
      Ctrl+S / Ctrl+O     guardar la partida / cargar una partida
      Ctrl+R / Ctrl+N     revancha / nueva partida (el menú)
      Esc                 anular una elección (o clic derecho); si no, salir
    Ratón
      todo juego  una jugada de la lista de jugadas posibles la juega
                  (también un anuncio de Quarto!)
      Quarto!     una casilla vacía (·) para colocar; una pieza
                  restante para darla
      Danés       un punto para colocar; una de tus piezas, después
                  adónde va [e5]; cuando se forma un cuadrado, la
                  pieza que capturar (×). ! una pieza que una jugada
                  del adversario podría capturar; * la última jugada
      Quartino    un color de la reserva, después una casilla (═);
                  una carta marcada ✓ para reclamarla (después su
                  cuarto, si aparece dos veces); los botones: four,
                  column, end
    Para escribir: undo, hint, save ARCHIVO, load ARCHIVO, resign, menu, quit

## What a click on a board does, when it plays nothing.
board-not-your-turn = nada que jugar ahora: no es tu turno
board-not-this-game = eso no forma parte de este juego
board-not-legal-now = esa no es una jugada posible ahora (ver la lista a la derecha)

## Quarto!'s board.
board-quarto-taken = la casilla {$cell} está ocupada
board-quarto-give-first = primero da una pieza: haz clic en una de las restantes
board-quarto-place-first = primero coloca la pieza en mano: haz clic en una casilla vacía (·)
board-quarto-to-place = por colocar: {$piece} — {$traits}
board-quarto-pool = piezas restantes (haz clic para dar):
board-quarto-help-give = haz clic en una pieza restante para darla
board-quarto-help-place = haz clic en una casilla vacía (·) para colocar la pieza

## Danish Quarto's board.
board-danish-must-pass = no hay jugada posible: pulsa Intro (o escribe pass) para pasar
board-danish-move-cancelled = jugada anulada: elige de nuevo
board-danish-choose-capture = elige la pieza que capturar: {$pieces} (marcadas ×); haz clic de nuevo en {$point} para anular
board-danish-anywhere = cualquier punto libre (vuela: le quedan 4 piezas)
board-danish-put-back = {$point} devuelta: elige una pieza que mover ({$letter})
board-danish-cannot-go = {$from} no puede ir a {$to}: puede ir a {$points}
board-danish-blocked = {$point} no puede moverse: todos los puntos vecinos están ocupados
board-danish-moving = moviendo {$point}: haz clic adónde va ([ ]): {$points}
board-danish-not-yours = {$point} es una pieza de las {$colour}: haz clic en una de las tuyas ({$letter}), después adónde va
board-danish-piece-first = primero haz clic en una de tus piezas ({$letter}), después adónde va
board-danish-taken = {$point} está ocupado: coloca en un punto libre
board-danish-not-legal = {$point} no es una jugada posible ahora
board-danish-square-made = {$point} forma un cuadrado: haz clic en la pieza que capturar (×): {$pieces}
board-danish-help-capture = haz clic en una pieza marcada × para capturarla (o de nuevo en {$point} para anular)
board-danish-help-landing = haz clic adónde va {$point} (marcado [ ]), o de nuevo en {$point} para devolverla
board-danish-help-place = haz clic en un punto libre para colocar una pieza
board-danish-help-move = haz clic en una de tus piezas ({$letter}), después adónde va
board-danish-status-four = {$status}; {$four}
board-danish-capture = captura: haz clic en una de {$pieces} (×)
board-danish-targets = {$point} puede ir a {$points} ([ ])
board-danish-marks = marcas: ! una jugada del adversario podría capturarla · × captúrala ahora (clic) · * última jugada · >W< elegida · [e5] puede ir ahí · líneas en negrita: cuadrados válidos (en inverso: recién formado)

## Quartino's board.
board-quartino-aside = , apartadas:
board-quartino-legend = [G] la cima de una pila, 3 su altura, ▲ una columna · ═ dónde puede ir la elección · una carta: el centro, después tres casillas del anillo en sentido horario · ✓ aparece en el tablero
board-quartino-supply = reserva (haz clic en un color):
board-quartino-four = [cuatro colores: +1 ficha]
board-quartino-column = [column@{$space}: quitar la columna]
board-quartino-column-token = [column@{$space}: quitar la columna, +1 ficha]
board-quartino-end = [terminar el turno]
board-quartino-your-hand = tus cartas (haz clic en una carta para reclamarla):
board-quartino-hand-of = cartas de {$seat}:
board-quartino-hidden = (las cartas están ocultas)
board-quartino-claim-at = reclamar {$card} en:
board-quartino-colour-put-back = {$colour} devuelto
board-quartino-colour-chosen = {$colour} ({$letter}) elegido: haz clic en una casilla del tablero para colocar la ficha
board-quartino-pile-empty = la reserva de {$colour} está vacía
board-quartino-no-token = ninguna ficha que colocar ahora: reclama una carta o termina el turno
board-quartino-not-through = {$card} no aparece a través de {$space}
board-quartino-several-quarters = {$space} está en más de un cuarto donde aparece {$card}: haz clic en {$quarters} bajo tus cartas
board-quartino-cannot-go-empty = {$colour} no puede ir a {$space} ahora: su reserva está vacía
board-quartino-cannot-go = {$colour} no puede ir a {$space} ahora: {$help}
board-quartino-colour-first = primero haz clic en un color de la reserva, después en {$space}
board-quartino-card-put-back = {$card} devuelta
board-quartino-claims-after = las reclamaciones van después de colocar: coloca primero tus fichas
board-quartino-not-showing = {$card} no aparece en el tablero ahora
board-quartino-shows-at = {$card} aparece en {$quarters}: haz clic en el cuarto (o en una de sus casillas)
board-quartino-nothing-at = nada que reclamar en {$quarter}: haz clic primero en una de tus cartas
board-quartino-not-now = {$action} no es posible ahora
board-quartino-help-quarter = haz clic bajo tus cartas en el cuarto donde reclamar {$card}
board-quartino-help-space = haz clic en una casilla del tablero para colocar ahí {$colour} (═)
board-quartino-help-place = haz clic en un color de la reserva, después en una casilla del tablero
board-quartino-help-claim = haz clic en una carta marcada ✓ para reclamarla, o {board-quartino-end}
board-quartino-help-end = haz clic en un botón: {board-quartino-end}
