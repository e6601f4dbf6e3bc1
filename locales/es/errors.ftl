# Los rechazos de las reglas: cada error por su código (docs/errors.md). `$text` es el texto citado.

## De qué se trata.
error-bad-rules = reglas incorrectas: {$reason}
error-bad-position = posición incorrecta: {$reason}
error-bad-equipment = material incorrecto: {$reason}

## La mesa.
error-table-over = la partida ha terminado
error-table-not-your-turn = no es tu turno: juega {$seat}
error-table-nothing-to-undo = no hay nada que deshacer
error-table-no-draw-by-agreement = este juego no admite empate por acuerdo
error-any-not-this-game = {$action} no es una jugada de { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}

## La línea de ajustes de cada juego.
error-settings-not-key-value = se esperaba clave=valor, se encontró «{$text}»
error-settings-given-twice = {$key} aparece dos veces
error-settings-unknown-setting = ajuste desconocido «{$key}»: los ajustes son {$expected}
error-settings-bad-setting-value = {$key}=«{$value}»: se esperaba { $expected ->
    [yes-no] yes o no
    [on-off] on u off
    [auto-announce] auto o announce
    [players] de 2 a 5
    [turn-cap] un número de turnos, de 1 a 65535
    [ply-cap] none o un número de jugadas de 1 a 4294967295
    [first-seat] un jugador de 1 a 5, o random
    [situations] on, off o from:N (activas tras N rondas)
    [situations-from] from: y el número de rondas jugadas sin ellas, de 1 a 65535
   *[other] {$expected}
}

## Quarto!: las reglas.
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = característica desconocida «{$text}»: se esperaba height (altura), colour (color), shape (forma) o top (hueca o maciza)
error-quarto-attribute-twice = la característica { $attribute ->
    [height] {quarto-trait-tall}/{quarto-trait-short}
    [colour] {quarto-trait-light}/{quarto-trait-dark}
    [shape] {quarto-trait-round}/{quarto-trait-square}
   *[top] {quarto-trait-solid}/{quarto-trait-hollow}
} aparece dos veces
error-quarto-no-attribute = ninguna característica nombrada: debe contar al menos una

## Quarto!: las jugadas escritas.
error-quarto-not-a-piece = «{$text}» no es una pieza: se esperaba una cifra hexadecimal 0-f
error-quarto-not-a-cell = «{$text}» no es una casilla del tablero: se esperaba de a1 a d4
error-quarto-not-an-alignment = «{$text}» no es ni una línea ni un cuadrado: nombra sus dos casillas extremas, como a1-d1, a1-a4, a1-d4, a4-d1 o b2-c3
error-quarto-not-an-action = «{$text}» no es una jugada: se esperaba una pieza para dar (7), una casilla donde colocar (b3), un anuncio (Q:a1-d4) o pass

## Quarto!: las posiciones.
error-quarto-empty-position = vacía: se esperaba `<tablero> <mano>`, como `..../..../..../.... -`
error-quarto-missing-hand = falta la mano tras el tablero: añade ` -` o la pieza que hay que colocar
error-quarto-position-fields = se esperaban dos campos `<tablero> <mano>` (y en modo anuncio la casilla cuyos quartos se pueden anunciar), se encontraron {$count}
error-quarto-board-rows = el tablero tiene { $count ->
    [one] {$count} fila
   *[other] {$count} filas
}; se esperaban 4 filas separadas por '/'
error-quarto-row-length = la fila {$row} tiene {$cells} casillas; se esperaban 4
error-quarto-bad-board-character = carácter «{$found}» incorrecto en {$cell}: se esperaba '.' o una cifra hexadecimal 0-f
error-quarto-piece-twice = la pieza {$piece} está dos veces en el tablero, en {$first} y en {$second}
error-quarto-no-hand = ninguna pieza en mano, pero la partida no ha terminado ({$count} piezas colocadas, ningún quarto): escribe la pieza que hay que colocar, o `*` si quien acaba de colocar debe dar
error-quarto-give-at-start = `*` (dar tras colocar) necesita una pieza en el tablero; el comienzo se escribe `-`
error-quarto-give-on-full-board = `*` con el tablero lleno: no queda ninguna pieza que dar
error-quarto-bad-hand = mano «{$text}» incorrecta: se esperaba una cifra hexadecimal 0-f, `-` o `*`
error-quarto-hand-on-board = la pieza {$piece} está en la mano y también en el tablero en {$cell}
error-quarto-already-won = la posición ya está ganada: {$alignment} es un quarto, así que la partida terminó ahí (escribe `-` para la partida terminada)
error-quarto-not-one-placement = imposible: los quartos {$alignments} no pueden haberse hecho todos con una sola pieza colocada
error-quarto-winner-unknown = en modo anuncio un quarto del tablero puede haberse anunciado o no, así que `-` no dice quién ganó salvo con el tablero lleno y sin ningún quarto: usa el registro de una partida
error-quarto-claim-in-auto-mode = un tercer campo («{$text}», una pieza colocada cuyo quarto se puede anunciar) solo se escribe en modo anuncio
error-quarto-claim-not-a-cell = el tercer campo «{$text}» no es una casilla: nombra la pieza colocada cuyos quartos se pueden anunciar
error-quarto-claim-on-empty-cell = {$cell} está vacía, así que no es una pieza colocada cuyo quarto se pueda anunciar
error-quarto-no-claim-here = aquí no se puede anunciar nada ({$cell}): la partida ha terminado o no ha empezado
error-quarto-no-quarto-through = ningún quarto pasa por {$cell}, así que no hay nada que anunciar: omite el tercer campo

## Quarto!: las jugadas no válidas.
error-quarto-game-over = la partida ha terminado
error-quarto-wrong-phase = ahora toca { $expected ->
    [give] dar una pieza
    [place] colocar la pieza recibida
   *[claim] anunciar «QUARTO!» o pasar
}, no { $found ->
    [give] dar
   *[place] colocar
}
error-quarto-piece-not-in-pool = la pieza {$piece} no está entre las piezas que quedan
error-quarto-cell-taken = la casilla {$cell} no está libre
error-quarto-no-claims-in-auto-mode = «QUARTO!» solo se anuncia en modo anuncio
error-quarto-squares-do-not-count = {$alignment} es un cuadrado, y en esta partida los cuadrados no cuentan
error-quarto-not-a-quarto = {$alignment} no es un quarto
error-quarto-not-claimable = {$alignment} no lo hizo la última pieza colocada: el anuncio ha caducado o nunca fue posible
error-quarto-no-pass = pasar solo sirve para renunciar al anuncio tras la última pieza

## Quarto danés: las reglas.
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }

## Quarto danés: puntos y jugadas escritas.
error-danish-not-a-point = «{$text}» no es un punto: se esperaba una columna a-i y una fila 1-9, como e5
error-danish-not-on-the-board = «{$text}» no es un punto del tablero: { $corner ->
    [true] las cuatro esquinas a1, i1, a9 e i9 no están en el tablero
   *[false] ningún punto tiene columna y fila de distinta paridad (a3, b2, b4 son puntos; a2 no)
}
error-danish-not-a-move = «{$text}» no es una jugada: se esperaba un punto donde colocar (e5), un movimiento (e5-f6), uno u otro seguido de una captura (d2xe7, e5-f6xg3), o pass
error-danish-move-to-same-point = {$point}-{$point} no mueve nada: un movimiento va a otro punto

## Quarto danés: las posiciones.
error-danish-position-fields = se esperaban cuatro campos `<puntos blancos>/<puntos negros> <w|b> <blancas en mano> <negras en mano>` (el comienzo es `/ w 12 12`), se encontraron {$count}
error-danish-no-slash = «{$text}» no tiene `/`: escribe los puntos de las Blancas, `/`, y luego los de las Negras (cada lista puede estar vacía)
error-danish-slash-twice = «{$text}» tiene más de un `/`: escribe los puntos de las Blancas, `/`, y luego los de las Negras
error-danish-empty-item = un elemento vacío en los puntos de las { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} «{$text}»: separa los puntos con una sola coma
error-danish-point-twice = {$point} aparece dos veces
error-danish-bad-side = el jugador que mueve es «{$text}»: se esperaba w o b
error-danish-bad-hand = piezas en mano de las { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} «{$text}»: se esperaba un número de 0 a 12
error-danish-too-many-pieces = las { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} tienen { $board ->
    [one] {$board} pieza
   *[other] {$board} piezas
} en el tablero y {$hand} en la mano, más de 12
error-danish-already-lost = las { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} solo tienen { $total ->
    [one] {$total} pieza
   *[other] {$total} piezas
} (tablero y mano), así que ya han perdido; el registro de una partida muestra una partida terminada
error-danish-impossible-captures = las { $colour ->
    [white] { danish-white } han perdido {$lost} piezas, pero las { danish-black }
   *[black] { danish-black } han perdido {$lost} piezas, pero las { danish-white }
} solo han colocado {$captor_placed} y pueden haber capturado como mucho {$most} (aún no se ha movido ninguna pieza: una captura por turno, desde la 4.ª pieza de un jugador)
error-danish-hands-out-of-turn = las Blancas tienen {$white} en la mano y las Negras {$black}, con las { $to_move ->
    [white] Blancas
   *[black] Negras
} al turno; los jugadores colocan por turnos, primero las Blancas, así que con las Blancas al turno ambos tienen las mismas, y con las Negras al turno las Negras tienen una más

## Quarto danés: las jugadas no válidas.
error-danish-game-over = la partida ha terminado
error-danish-must-place = { $hand ->
    [one] aún queda una pieza en la mano
   *[other] aún quedan {$hand} piezas en la mano
}: coloca una (escribe el punto, como e5)
error-danish-must-move = todas las piezas están colocadas: mueve una (escribe origen-destino, como e5-f6)
error-danish-pass-with-moves = un jugador solo puede pasar cuando no puede mover
error-danish-not-your-piece = no hay ninguna pieza de las { $mover ->
    [white] { danish-white }
   *[black] { danish-black }
} en {$point}
error-danish-occupied = {$point} no está libre
error-danish-not-joined = {$from} y {$to} no están unidos por una línea (solo vuela quien tiene 4 piezas)
error-danish-no-square-made = esta jugada no forma ningún cuadrado válido, así que no captura nada
error-danish-capture-required = esta jugada forma un cuadrado válido: indica la captura, como e5-f6xg3
error-danish-not-opponent-piece = en {$point} no hay ninguna pieza rival que capturar
error-danish-protected = {$point} es una esquina de un cuadrado válido de su dueño, así que no se puede capturar
error-danish-wins-without-capture = ambos jugadores tienen 4 piezas: formar un cuadrado válido gana en el acto, sin captura

## Quartino: las reglas.
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: se esperaba de 2 a 5
error-quartino-not-enough-cards = players={$players}: {$cards} cartas no bastan para repartir {$hand} a cada uno de los {$players} jugadores
error-quartino-no-such-seat = first={$seat}, pero solo hay {$players} jugadores
error-quartino-cap-zero = cap=0: el límite debe ser de al menos 1 turno

## Quartino: el material.
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = falta el campo {$field}=
error-quartino-equipment-not-a-number = {$field}=«{$text}»: se esperaba un número entero
error-quartino-equipment-ring = ring={$ring}: se esperaba de 1 a 15
error-quartino-equipment-hand-zero = hand=0: un jugador necesita al menos una carta
error-quartino-equipment-permutations-size = cards=permutations necesita cuartos de tantas casillas como colores hay ({$colours}), no {$pattern}
error-quartino-equipment-not-a-card = cards: «{$text}» no es una carta: se esperaban letras de color
error-quartino-equipment-too-many-cards = {$count} cartas: como mucho 64
error-quartino-equipment-card-twice = cards: {$card} está dos veces en la baraja
error-quartino-equipment-card-size = cards: {$card} muestra {$spaces} casillas, pero un cuarto tiene {$pattern}
error-quartino-equipment-card-colour = cards: {$card} usa {$colour}, que no es uno de los colores
error-quartino-equipment-hand-too-big = hand={$hand}: {$cards} cartas no bastan para repartir {$hand} a dos jugadores
error-quartino-equipment-colour-spec = colours: «{$text}» no es letra:nombre:fichas, como Y:yellow:7
error-quartino-equipment-colour-letter = colours: «{$text}» no es una sola letra mayúscula
error-quartino-equipment-colour-name = colours: el nombre «{$text}» debe tener letras, cifras, '-' o '_'
error-quartino-equipment-no-tokens = colours: {$colour} no tiene fichas
error-quartino-equipment-colour-twice = colours: {$colour} aparece dos veces
error-quartino-equipment-too-many-colours = {$count} colores: como mucho 8
error-quartino-equipment-too-many-tokens = {$count} fichas en total: como mucho 32
error-quartino-equipment-quarter-space = quarters: «{$text}» no es una casilla (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters: {$space} no está en un anillo de {$ring}
error-quartino-equipment-space-twice-in-quarter = quarters: {$space} está dos veces en el cuarto «{$quarter}»
error-quartino-equipment-quarter-too-big = quarters: «{$text}» tiene más de 8 casillas
error-quartino-equipment-quarter-sizes = quarters: cada cuarto debe tener {$pattern} casillas, uno tiene {$other}
error-quartino-equipment-too-many-quarters = {$count} cuartos: como mucho 16
error-quartino-equipment-quarter-twice = quarters: Q{$number} es igual a un cuarto anterior
error-quartino-equipment-mirror-slots = mirror: se dan {$slots} posiciones, pero una carta tiene {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror: se esperaba cada posición de 0 a {$last} una vez, como 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror: leer una carta dos veces en el espejo debe devolverla

## Quartino: las jugadas escritas.
error-quartino-not-a-colour = «{$text}» no es un color: se esperaba una letra, como Y
error-quartino-not-a-space = «{$text}» no es una casilla: se esperaba C o R0, R1, …
error-quartino-not-a-quarter = «{$text}» no es un cuarto: se esperaba Q0, Q1, …
error-quartino-not-a-card = «{$text}» no es una carta: se esperaban sus letras de color, como YBGP
error-quartino-not-an-action = «{$text}» no es una jugada: { $why ->
    [column-space] tras column@ va una casilla: C o R0, R1, …
    [claim-quarter] una reclamación nombra un cuarto Q0, Q1, …
    [claim-card] una reclamación nombra una carta por las letras de sus colores, como YBGP@Q5
    [place-space] tras @ va una casilla (C, R0, R1, …) donde colocar, o un cuarto (Q0, Q1, …) donde reclamar
    [place-colour] una colocación nombra una sola letra de color, como Y@R3
   *[no-at] se esperaba four, end, column@<casilla>, <color>@<casilla> (Y@R3) o <carta>@<cuarto> (YBGP@Q5)
}

## Quartino: las posiciones.
error-quartino-position-fields = se esperaban 5 campos `<tablero> <turno> <fase> <turnos> <jugadores>`, se encontraron {$count}
error-quartino-board-spaces = el tablero tiene {$found} casillas; se esperaban {$expected}: C, R0, … R{$last} separadas por '/'
error-quartino-empty-stack-text = la pila de {$space} es un texto vacío: escribe . para una casilla vacía
error-quartino-not-a-colour-of-the-game = {$space}: «{$found}» no es un color de este juego
error-quartino-too-many-tokens = más de {$tokens} fichas {$name} ({$colour}) en el tablero
error-quartino-bad-mover = el jugador que mueve es «{$text}»: se esperaba de 1 a {$players}
error-quartino-bad-turns = el número de turnos es «{$text}»: se esperaba un número entero
error-quartino-past-cap = {$turns} turnos jugados, más allá del límite de {$cap}
error-quartino-seat-count = la posición tiene {$found} jugadores, pero las reglas dicen players={$players}
error-quartino-seat-unknown-card = jugador {$seat}: {$card} no es una carta de este juego
error-quartino-card-twice = la carta {$card} está escrita dos veces (jugador {$first} y jugador {$second})
error-quartino-seat-not-a-card = jugador {$seat}: «{$text}» no es una carta
error-quartino-mixed-hand = jugador {$seat}: una mano está toda a la vista o toda oculta (?)
error-quartino-card-count = el jugador {$seat} tiene {$held} carta(s) en la mano y {$aside} apartada(s); cada jugador recibió {$dealt}
error-quartino-hidden-hand = la mano del jugador {$seat} está oculta (?): una posición completa muestra todas las manos
error-quartino-winner-not-to-move = el jugador {$seat} apartó todas sus cartas y ganó: es el jugador al turno de la partida terminada
error-quartino-not-over = la partida no ha terminado: nadie ha apartado todas sus cartas y no se ha alcanzado el límite de {$cap} turnos
error-quartino-two-winners = más de un jugador ha apartado todas sus cartas
error-quartino-won-not-over = el jugador {$seat} apartó todas sus cartas, así que la partida ha terminado: escribe - como fase
error-quartino-capped-not-over = se alcanzó el límite de {$cap} turnos, así que la partida ha terminado: escribe - como fase
error-quartino-bad-phase = fase «{$text}»: se esperaba S con F y/o C y un +1 opcional (situaciones), de P1 a P3 (fichas por colocar), Q (reclamar o terminar), o -
error-quartino-situations-not-played = fase «{$phase}»: en este turno no se juegan las situaciones (situations={$situations})
error-quartino-bad-marks = fase «{$phase}»: tras + (usada este turno) o - (rechazada) van F (cuatro colores) y C (columna)
error-quartino-letter-twice = fase «{$phase}»: {$letter} está escrita dos veces
error-quartino-phase-nothing-to-place = fase «{$phase}»: todas las pilas de la reserva están vacías, así que no hay nada que colocar: escribe Q
error-quartino-too-many-due = fase «{$phase}»: {$left} fichas por colocar necesitan situaciones usadas este turno (escribe +F, +C o +FC)
error-quartino-marks-with-column = fase «{$phase}»: mientras una columna aún puede retirarse (P…@), cuatro colores está usada y la columna abierta: no escribas + ni -
error-quartino-column-count = fase «{$phase}»: mientras una columna aún puede retirarse, quedan de 0 a 3 fichas por colocar (P3@R3)
error-quartino-phase-space = fase «{$phase}»: «{$text}» no es una casilla de este tablero
error-quartino-space-twice = fase «{$phase}»: {$space} está escrita dos veces
error-quartino-phase-not-a-column = fase «{$phase}»: la pila en {$space} tiene altura {$height}, así que no era una columna al empezar el turno (una columna solo crece hasta que se retira)
error-quartino-bad-used = fase «{$phase}»: tras + va 1 (una situación usada)
error-quartino-nothing-open = fase «{$phase}»: una fase de situaciones tiene abiertas F, C o ambas
error-quartino-three-situations = fase «{$phase}»: solo existen dos situaciones
error-quartino-four-then-column = fase «{$phase}»: usada cuatro colores, una columna puede retirarse en cualquier momento de las colocaciones: escribe P3@ y las casillas de las columnas (P3@R3)
error-quartino-no-column = fase «{$phase}»: la columna está abierta, pero ninguna pila tiene altura 4
error-quartino-four-colours = fase «{$phase}»: { $on_board ->
    [true] un color tiene 4 fichas en el tablero, así que cuatro colores está abierta (escribe F)
   *[false] cuatro colores está abierta, pero ningún color tiene 4 fichas en el tablero
}
error-quartino-column-not-written = fase «{$phase}»: una pila tiene altura 4, así que la columna está abierta (escribe C)
error-quartino-no-turn-yet = el jugador {$seat} apartó {$aside} carta(s) pero aún no ha jugado ningún turno ({$turns} turno(s) jugado(s), juega el jugador {$mover})
error-quartino-too-many-placements = números imposibles: {$on_board} ficha(s) en el tablero, {$claims} carta(s) apartada(s) (cada carta reclamada quitó {$taken} fichas del tablero) y {$due} más por colocar suman {$needed} colocaciones, pero en {$turns} turno(s) se pueden colocar como mucho {$most} fichas
error-quartino-bad-viewer = el observador es «{$text}»: se esperaba de @1 a @{$players}
error-quartino-viewer-hidden = el jugador {$seat} es el observador, así que su mano está a la vista, no ?
error-quartino-hand-shown = la mano del jugador {$seat} está a la vista, pero una observación solo muestra la mano del observador (escribe ? por cada carta oculta{ $spectator ->
    [true] , o añade @N para el observador
   *[false] {""}
})

## Quartino: las jugadas no válidas.
error-quartino-game-over = la partida ha terminado
error-quartino-unknown-colour = este juego no tiene el color {$colour}
error-quartino-unknown-space = este tablero no tiene la casilla {$space}
error-quartino-unknown-quarter = este tablero no tiene el cuarto {$quarter}
error-quartino-unknown-card = {$card} no es una carta de este juego
error-quartino-situations-off = en esta partida no se juegan las situaciones (situations=off)
error-quartino-situations-not-yet = las situaciones se juegan tras {$rounds} ronda(s) (situations=from:{$rounds}), y esta es la ronda {$round}
error-quartino-no-colour-with-four-tokens = cuatro colores no está abierta: ningún color tenía 4 fichas en el tablero al empezar el turno
error-quartino-four-colours-used = cuatro colores ya se usó en este turno
error-quartino-situations-declined = las situaciones se usan al empezar el turno: la primera colocación de este turno renunció a ellas
error-quartino-no-stack-of-four = no hay columna que retirar: ninguna pila tenía altura 4 al empezar el turno
error-quartino-one-column-per-turn = una columna por turno: ya se retiró una columna en este turno
error-quartino-column-declined = en este turno se renunció a la columna (con una colocación antes de ella, o pasando a las cartas)
error-quartino-not-a-column = la pila en {$space} tiene altura {$height}: una columna tiene 4 fichas o más
error-quartino-not-a-column-of-the-turn = la pila en {$space} no era una columna al empezar el turno: la columna que se retira está en {$columns}
error-quartino-column-due = la ficha de la columna está colocada: retira primero la columna en {$columns}
error-quartino-column-required = primero hay que retirar una columna (column_mandatory=on)
error-quartino-pile-empty = la pila {$colour} de la reserva está vacía
error-quartino-must-place = { $count ->
    [one] antes queda una ficha por colocar
   *[other] antes quedan {$count} fichas por colocar
}
error-quartino-nothing-to-place = ahora no hay ninguna ficha que colocar: reclama una carta o termina el turno
error-quartino-not-in-hand = la carta {$card} no está en la mano del jugador al turno
error-quartino-not-on-board = carta reclamada sin razón: {$card} no está en el tablero en {$quarter} (sus cimas dicen {$tops})
