var e=`game-quarto = Quarto!
game-danish = Quarto danés
game-quartino = Quartino
seat-number = jugador {$number}
seat-with-label = {$seat} ({$label})
seat-human = humano
seat-bot = bot ({$level})
level-beginner = principiante
level-casual = ocasional
level-strong = fuerte
level-strongest = el más fuerte
level-perfect = perfecto
outcome-won = gana {$winner}
outcome-draw = empate
ending-time = a {$seat} se le acabó el tiempo
ending-resignation = {$seat} abandonó
ending-agreement = empate por acuerdo
ending-claim = {$seat} reclamó la partida: los demás habían dejado la mesa
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = cuadrado {$cells} ({$traits})
end-full = todas las piezas colocadas, ningún QUARTO
end-pieces = a {$seat} le { $left ->
    [one] queda {$left} pieza
   *[other] quedan {$left} piezas
}
end-square-at-four = {$seat} formó primero un cuadrado, cuatro piezas contra cuatro
end-repetition = la misma posición por tercera vez
end-turn-cap = se alcanzó el límite de {$turns} turnos
end-cards = {$seat} apartó la última de sus { $count ->
    [one] {$count} carta
   *[other] {$count} cartas
}
seat-plays = {$seat} juega {$action}
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
error-bad-rules = reglas incorrectas: {$reason}
error-bad-position = posición incorrecta: {$reason}
error-bad-equipment = material incorrecto: {$reason}
error-table-over = la partida ha terminado
error-table-not-your-turn = no es tu turno: juega {$seat}
error-table-nothing-to-undo = no hay nada que deshacer
error-table-no-draw-by-agreement = este juego no admite empate por acuerdo
error-any-not-this-game = {$action} no es una jugada de { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}
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
error-quarto-not-a-piece = «{$text}» no es una pieza: se esperaba una cifra hexadecimal 0-f
error-quarto-not-a-cell = «{$text}» no es una casilla del tablero: se esperaba de a1 a d4
error-quarto-not-an-alignment = «{$text}» no es ni una línea ni un cuadrado: nombra sus dos casillas extremas, como a1-d1, a1-a4, a1-d4, a4-d1 o b2-c3
error-quarto-not-an-action = «{$text}» no es una jugada: se esperaba una pieza para dar (7), una casilla donde colocar (b3), un anuncio (Q:a1-d4) o pass
error-quarto-empty-position = vacía: se esperaba \`<tablero> <mano>\`, como \`..../..../..../.... -\`
error-quarto-missing-hand = falta la mano tras el tablero: añade \` -\` o la pieza que hay que colocar
error-quarto-position-fields = se esperaban dos campos \`<tablero> <mano>\` (y en modo anuncio la casilla cuyos quartos se pueden anunciar), se encontraron {$count}
error-quarto-board-rows = el tablero tiene { $count ->
    [one] {$count} fila
   *[other] {$count} filas
}; se esperaban 4 filas separadas por '/'
error-quarto-row-length = la fila {$row} tiene {$cells} casillas; se esperaban 4
error-quarto-bad-board-character = carácter «{$found}» incorrecto en {$cell}: se esperaba '.' o una cifra hexadecimal 0-f
error-quarto-piece-twice = la pieza {$piece} está dos veces en el tablero, en {$first} y en {$second}
error-quarto-no-hand = ninguna pieza en mano, pero la partida no ha terminado ({$count} piezas colocadas, ningún quarto): escribe la pieza que hay que colocar, o \`*\` si quien acaba de colocar debe dar
error-quarto-give-at-start = \`*\` (dar tras colocar) necesita una pieza en el tablero; el comienzo se escribe \`-\`
error-quarto-give-on-full-board = \`*\` con el tablero lleno: no queda ninguna pieza que dar
error-quarto-bad-hand = mano «{$text}» incorrecta: se esperaba una cifra hexadecimal 0-f, \`-\` o \`*\`
error-quarto-hand-on-board = la pieza {$piece} está en la mano y también en el tablero en {$cell}
error-quarto-already-won = la posición ya está ganada: {$alignment} es un quarto, así que la partida terminó ahí (escribe \`-\` para la partida terminada)
error-quarto-not-one-placement = imposible: los quartos {$alignments} no pueden haberse hecho todos con una sola pieza colocada
error-quarto-winner-unknown = en modo anuncio un quarto del tablero puede haberse anunciado o no, así que \`-\` no dice quién ganó salvo con el tablero lleno y sin ningún quarto: usa el registro de una partida
error-quarto-claim-in-auto-mode = un tercer campo («{$text}», una pieza colocada cuyo quarto se puede anunciar) solo se escribe en modo anuncio
error-quarto-claim-not-a-cell = el tercer campo «{$text}» no es una casilla: nombra la pieza colocada cuyos quartos se pueden anunciar
error-quarto-claim-on-empty-cell = {$cell} está vacía, así que no es una pieza colocada cuyo quarto se pueda anunciar
error-quarto-no-claim-here = aquí no se puede anunciar nada ({$cell}): la partida ha terminado o no ha empezado
error-quarto-no-quarto-through = ningún quarto pasa por {$cell}, así que no hay nada que anunciar: omite el tercer campo
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
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }
error-danish-not-a-point = «{$text}» no es un punto: se esperaba una columna a-i y una fila 1-9, como e5
error-danish-not-on-the-board = «{$text}» no es un punto del tablero: { $corner ->
    [true] las cuatro esquinas a1, i1, a9 e i9 no están en el tablero
   *[false] ningún punto tiene columna y fila de distinta paridad (a3, b2, b4 son puntos; a2 no)
}
error-danish-not-a-move = «{$text}» no es una jugada: se esperaba un punto donde colocar (e5), un movimiento (e5-f6), uno u otro seguido de una captura (d2xe7, e5-f6xg3), o pass
error-danish-move-to-same-point = {$point}-{$point} no mueve nada: un movimiento va a otro punto
error-danish-position-fields = se esperaban cuatro campos \`<puntos blancos>/<puntos negros> <w|b> <blancas en mano> <negras en mano>\` (el comienzo es \`/ w 12 12\`), se encontraron {$count}
error-danish-no-slash = «{$text}» no tiene \`/\`: escribe los puntos de las Blancas, \`/\`, y luego los de las Negras (cada lista puede estar vacía)
error-danish-slash-twice = «{$text}» tiene más de un \`/\`: escribe los puntos de las Blancas, \`/\`, y luego los de las Negras
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
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: se esperaba de 2 a 5
error-quartino-not-enough-cards = players={$players}: {$cards} cartas no bastan para repartir {$hand} a cada uno de los {$players} jugadores
error-quartino-no-such-seat = first={$seat}, pero solo hay {$players} jugadores
error-quartino-cap-zero = cap=0: el límite debe ser de al menos 1 turno
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
error-quartino-position-fields = se esperaban 5 campos \`<tablero> <turno> <fase> <turnos> <jugadores>\`, se encontraron {$count}
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
learn-pieces-short = bajas
learn-pieces-tall = altas
learn-pieces-light = claras
learn-pieces-dark = oscuras
learn-pieces-round = redondas
learn-pieces-square = cuadradas
learn-pieces-solid = llenas
learn-pieces-hollow = huecas
learn-and = y
learn-row = la fila {$number}
learn-column = la columna {$letter}
learn-diagonal = la diagonal
learn-square = el cuadrado
learn-quarto = {$alignment} {$line}: cuatro piezas {$traits}
learn-why-win-at = colocar en {$cell} habría ganado: {$quarto}
learn-why-gift-wins = la pieza {$piece} ({$traits}) hace ganar a tu adversario en {$cell}: {$quarto}
learn-why-no-safe-gift = tras esta colocación, cualquier pieza que entregues hace ganar a tu adversario en el acto
learn-why-no-quarto = una pieza en {$cell} no completa ningún alineamiento de cuatro piezas con una característica en común
learn-why-claim-missed = {$line} era un quarto por anunciar: anúncialo para ganar
learn-why-opponent-wins = tras esto tu adversario puede forzar la victoria
learn-why-opponent-wins-in = tras esto tu adversario puede forzar la victoria ({ $distance ->
    [one] {$distance} colocación o movimiento
   *[other] {$distance} colocaciones o movimientos
} hasta el final)
learn-why-win-lost = { $now ->
    [draw] la victoria se ha escapado: con el mejor juego la partida es ahora un empate
   *[loss] la victoria se ha escapado: con el mejor juego la partida está ahora perdida
}
learn-why-too-slow = aún gana, pero en {$distance} colocaciones, no en {$within} como mucho
learn-why-no-square = esta jugada no forma ningún cuadrado
learn-why-capture-allowed = tras esto tu adversario juega {$reply} y captura tu pieza en {$point}
learn-why-escapes = tu adversario responde {$reply}, y no sigue ninguna captura
learn-why-missed = se podía jugar {$action}
learn-why-win-allowed = tras esto tu adversario gana en el acto con {$reply}
learn-why-claims-left = tras esto solo { $possible ->
    [one] {$possible} carta puede
   *[other] {$possible} cartas pueden
} reclamarse este turno, no {$wanted}
learn-why-card-missed = tu carta {$card} aparecía en {$quarter}: reclámala
learn-why-no-card-shows = tras esto ninguna carta de tu mano aparece en el tablero
learn-why-weaker = el motor valora esta jugada muy por debajo de su propia elección
learn-why-goal-does-not-fit = {$goal} no es un objetivo de este juego
learn-eval-win = victoria
learn-eval-win-in = victoria en {$distance}
learn-eval-draw = empate
learn-eval-loss = derrota
learn-eval-loss-in = derrota en {$distance}
learn-eval-estimate = {$percent} %
learn-severity-inaccuracy = imprecisión
learn-severity-mistake = error
learn-severity-blunder = error grave
learn-judge-exact-solver = resolvedor exacto
learn-judge-alpha-beta = búsqueda alfa-beta, { $nodes ->
    [one] {$nodes} nodo
   *[other] {$nodes} nodos
} por posición
learn-judge-information-set-search = búsqueda por conjuntos de información, { $playouts ->
    [one] {$playouts} simulación
   *[other] {$playouts} simulaciones
} por decisión
learn-review-title = Análisis de una partida de {$game} ({$rules}): { $actions ->
    [one] {$actions} jugada
   *[other] {$actions} jugadas
} en {$seconds} s ({$engine})
learn-review-player = jugador
learn-review-action = jugada
learn-review-before-after = antes → después
learn-review-why = {$severity}: {$why}
learn-review-better = mejor: {$actions}
learn-review-counts = {$seat}: { $inaccuracies ->
    [one] {$inaccuracies} imprecisión
   *[other] {$inaccuracies} imprecisiones
}, { $mistakes ->
    [one] {$mistakes} error
   *[other] {$mistakes} errores
}, { $blunders ->
    [one] {$blunders} error grave
   *[other] {$blunders} errores graves
}
learn-chart-two = Gráfico, para el jugador 1 (arriba: ganando, en medio: igualado, abajo: perdiendo):
learn-chart-win = gana
learn-chart-even = igual
learn-chart-loss = pierde
learn-chart-many = Las posibilidades de cada jugador tras sus propias jugadas (0–9: del 0 % al 90 % o más):
quartino-colour-yellow = amarillo
quartino-colour-blue = azul
quartino-colour-green = verde
quartino-colour-pink = rosa
quartino-height = pila {$height}
quartino-supply = reserva: {$supply}   ({ $tokens ->
    [one] {$tokens} ficha
   *[other] {$tokens} fichas
} en el tablero)
quartino-colours = colores: {$colours}
quartino-rules = reglas: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} carta
   *[other] {$cards} cartas
} en la mano
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} carta
   *[other] {$cards} cartas
} en la mano, apartadas: {$aside}
quartino-turns = turnos completados: {$turns} (límite {$cap})
quartino-open-four = cuatro colores (\`four\`: +1 ficha)
quartino-open-column = columna en {$spaces} (\`column@…\`: sus fichas vuelven a la reserva, +1 ficha)
quartino-open-column-mandatory = columna en {$spaces} (\`column@…\`: sus fichas vuelven a la reserva, +1 ficha, obligatoria)
quartino-or = o
quartino-situations = turno de {$seat}: inicio del turno ({ $used ->
    [one] {$used} situación usada
   *[other] {$used} situaciones usadas
}); disponibles: {$open}
quartino-to-place = turno de {$seat}: coloca { $left ->
    [one] {$left} ficha más
   *[other] {$left} fichas más
}
quartino-to-remove-column = turno de {$seat}: retira la columna en {$columns} (su ficha ya está colocada)
quartino-to-place-and-remove-column = turno de {$seat}: coloca { $left ->
    [one] {$left} ficha más
   *[other] {$left} fichas más
} y retira la columna en {$columns}, en cualquier orden (o renuncia a la columna: una ficha menos)
quartino-to-claim = turno de {$seat}: puede reclamar una carta o terminar el turno
quartino-won = {$seat} apartó todas sus cartas y gana
quartino-capped = se alcanzó el límite de turnos, nadie gana
quartino-hand = cartas de {$seat}: {$cards}
quartino-hand-empty = (ninguna)
quartino-showing = en el tablero ahora: {$cards}
quartino-spectator = vista de espectador: todas las manos están ocultas
quartino-hidden-note = (las otras manos están ocultas; --viewer N muestra la vista del jugador N)
quartino-legal = jugadas posibles ({$count}): {$actions}
quarto-trait-short = baja
quarto-trait-tall = alta
quarto-trait-light = clara
quarto-trait-dark = oscura
quarto-trait-round = redonda
quarto-trait-square = cuadrada
quarto-trait-solid = llena
quarto-trait-hollow = hueca
quarto-rules = reglas: {$rules}
quarto-pool = piezas restantes:  {$pieces}
quarto-pool-empty = (ninguna)
quarto-to-give = le toca a {$seat}, que da una pieza
quarto-to-place = le toca a {$seat}, que coloca la pieza {$piece} ({$traits})
quarto-to-claim = le toca a {$seat}, que anuncia «QUARTO!» o pasa
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = letras: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
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
tui-attribute-height = altura
tui-attribute-colour = color
tui-attribute-shape = forma
tui-attribute-top = parte superior
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = sin reloj
tui-clock-per-move = {$time} por jugada
tui-clock-total = {$time} por partida
tui-clock-increment = {$time} por partida, +{$increment} por jugada
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
tui-hint-position = Empezar la partida elegida arriba desde una posición en su notación (como la escriben \`quartet show\` y las páginas de las partidas de la aplicación web).
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
board-not-your-turn = nada que jugar ahora: no es tu turno
board-not-this-game = eso no forma parte de este juego
board-not-legal-now = esa no es una jugada posible ahora (ver la lista a la derecha)
board-quarto-taken = la casilla {$cell} está ocupada
board-quarto-give-first = primero da una pieza: haz clic en una de las restantes
board-quarto-place-first = primero coloca la pieza en mano: haz clic en una casilla vacía (·)
board-quarto-to-place = por colocar: {$piece} — {$traits}
board-quarto-pool = piezas restantes (haz clic para dar):
board-quarto-help-give = haz clic en una pieza restante para darla
board-quarto-help-place = haz clic en una casilla vacía (·) para colocar la pieza
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
board-danish-editor-label = Preparar la posición en un tablero
board-danish-editor-help = Haz clic en un punto: una pieza blanca, luego una negra, luego libre otra vez.
board-danish-editor-to-move = Juegan {$side}
board-danish-editor-in-hand = {$side}: piezas por colocar
board-danish-editor-clear = Volver al comienzo
server-error-bad-request = El servidor no puede usar esta petición.
server-error-bad-token = La ficha de tu puesto no vale para esta partida.
server-error-spectator = Estás mirando esta partida: solo sus jugadores pueden jugar.
server-error-not-your-seat = Ese puesto no es tuyo.
server-error-not-found = No encontrado: puede que la partida o la invitación se haya cancelado, o el enlace está mal copiado.
server-error-method-not-allowed = El servidor no responde aquí a este tipo de petición.
server-error-waiting = La partida espera a que lleguen sus jugadores.
server-error-not-your-turn = No te toca.
server-error-over = La partida ha terminado.
server-error-seat-taken = Este puesto ya está ocupado.
server-error-one-seat = Ya tienes un puesto en esta partida: con cartas ocultas, cada persona juega un solo puesto.
server-error-started = La partida ha empezado: ya no se puede cancelar.
server-error-nothing-to-undo = No hay nada que deshacer.
server-error-undo-refused = Solo se deshace al instante contra bots (a una persona, pídele deshacer la jugada), y nunca antes de cartas ya mostradas.
server-error-not-over = La partida aún no ha terminado.
server-error-rematch-exists = La revancha ya existe, y tus puestos en ella están ocupados.
server-error-hidden = La partida guardada se abre cuando termina: contiene cartas ocultas.
server-error-analysis-refused = El análisis se abre cuando la partida termina (o enseguida contra bots).
server-error-stopping = El servidor se está deteniendo: inténtalo de nuevo en un momento.
server-error-busy = El servidor está ocupado: inténtalo de nuevo en unos segundos.
server-error-too-many-connections = Demasiadas conexiones desde tu dirección: cierra una o dos pestañas y vuelve a intentarlo.
server-error-request-timeout = La petición llegó demasiado despacio: inténtalo de nuevo.
server-error-too-many-games = Tienes tantas partidas esperando jugadores como se permite: empieza o cancela una primero.
server-error-too-large = Es demasiado grande para el servidor.
server-error-upgrade-required = Esta dirección es solo para una conexión en directo.
server-error-illegal = Las reglas no lo permiten.
server-error-rate-limited = Demasiadas peticiones: espera un momento y vuelve a intentarlo.
server-error-corrupt = Esta partida guardada no se puede reproducir.
server-error-internal = Algo falló en el servidor.
server-error-storage = El servidor no pudo guardarlo: nada ha cambiado. Inténtalo de nuevo.
server-error-not-owner = La partida está pasando a otro servidor: se vuelve a intentar en un momento.
server-error-unanswered = El servidor que lleva esta partida no respondió a tiempo: puede que lo que pediste se haya hecho. La partida se muestra tal como está.
server-error-analysis-timeout = El solucionador no terminó a tiempo.
server-error-analysis-memory = El solucionador no obtuvo la memoria que necesita.
server-error-name-taken = Este nombre está ocupado (o uno que se le parece).
server-error-wrong-credentials = El nombre y la contraseña no coinciden.
server-error-signed-out = Primero inicia sesión.
server-error-rated-refused = Esta partida no puede ser puntuable.
server-error-pairing-ended = Tu espera de un rival ha terminado: te fuiste o pediste otra partida en otro sitio.
server-error-challenge-declined = Tu desafío fue rechazado.
server-error-csrf = Esta petición llegó sin su ficha de seguridad: recarga la página e inténtalo de nuevo.
server-error-abort-refused = Ya has jugado: la partida ya no se puede anular (propón empate o abandona).
server-error-no-draw = Este juego no admite empate por acuerdo.
server-error-no-offer = No hay ninguna propuesta del otro jugador que responder (la retiró, o una jugada la anuló).
server-error-claim-refused = La partida no puede reclamarse ahora.
server-error-chat-refused = Esta línea no se puede enviar.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Elige un reloj: none, un tiempo por turno o un tiempo por partida.
server-detail-clock = «{$clock}» no es un reloj: escribe none, 30s/move, 3d/move, 10m o 10m+5s.
server-detail-clock-turn-range = Un turno tiene al menos 1 s y como mucho 14 días.
server-detail-clock-game-range = Una partida tiene al menos 10 s y como mucho 24 h por jugador.
server-detail-clock-increment-range = El incremento es como mucho de 1 h.
server-detail-length-cap = {$option} es como mucho {$most} en este servidor.
server-detail-chosen-deal = Esta partida oculta cartas y tiene puestos para otras personas, así que nadie puede elegir el reparto.
server-detail-start-over = La partida ha terminado en esta posición: no quedaría ninguna jugada. Elige una posición anterior al final.
server-detail-bot-level = Esta partida no tiene nivel de bot {$level}.
server-detail-seat-count = Con estas reglas la partida tiene {$seats} jugadores, no {$given}.
server-detail-record-bad-tag = La línea {$line} del registro no es una etiqueta [Nombre "valor"].
server-detail-record-missing-tag = El registro no tiene la etiqueta [{$tag} "…"].
server-detail-record-wrong-game = El registro es de otro juego ({$found}).
server-detail-record-bad-value = La etiqueta [{$tag}] del registro tiene un valor que no se entiende.
server-detail-record-bad-action = La jugada {$number} del registro ({$action}) no se puede jugar.
server-detail-record-result-mismatch = El resultado del registro no es el que dan sus jugadas.
server-detail-record-unclosed-comment = Un comentario del registro abierto con {"{"} nunca se cierra.
server-detail-record-ply = El registro tiene { $actions ->
    [one] {$actions} jugada
   *[other] {$actions} jugadas
}: sigue desde 0 hasta {$actions}.
server-detail-record-replay = La partida del registro no se puede reproducir.
server-detail-rated-signed-out = Una partida puntuable se juega entre cuentas.
server-detail-challenge-signed-out = Los desafíos son entre cuentas: primero inicia sesión.
server-detail-rematch-unplayed = Una revancha sigue a una partida jugada hasta el final: esta terminó sin resultado.
server-detail-rated-bot = Una partida puntuable se juega entre personas: un puesto de bot la deja sin puntuar.
server-detail-rated-seats = En una partida puntuable ocupas exactamente un puesto, y cada otro puesto espera a otro jugador.
server-detail-rated-chosen-start = Una partida puntuable empieza desde el inicio habitual, repartido por el servidor.
server-detail-rated-imported = Un registro importado nunca es puntuable.
server-detail-rated-hints = Las pistas para principiantes son para partidas no puntuables.
server-detail-rated-same-account = Tu cuenta ya ocupa otro puesto de esta partida puntuable.
server-detail-no-action = No se jugó ninguna jugada.
server-detail-two-players = El emparejamiento rápido, las búsquedas y los desafíos son para partidas de dos jugadores.
server-detail-challenge-self = No puedes desafiarte a ti mismo.
server-detail-pairing-browser = El identificador de este navegador para el emparejamiento rápido no es válido (hasta 64 letras, cifras, - y _): vuelve a cargar la página.
server-detail-claim-alone = Solo una partida entre personas puede reclamarse: nadie más juega en esta mesa.
server-detail-claim-away = Reclama la partida desde su página mientras estés conectado a ella.
server-detail-claim-correspondence = Una partida por correspondencia espera a sus jugadores: la termina su reloj, no una reclamación.
server-detail-lang-unknown = «{$lang}» no es un idioma de Quartet: elige en, ro, es, fr, cs o it.
server-detail-claim-present = El jugador {$seat} está en la mesa: la partida puede reclamarse cuando todos los demás jugadores se hayan ido.
server-detail-claim-too-soon = La partida podrá reclamarse dentro de { $seconds ->
    [one] {$seconds} segundo
   *[other] {$seconds} segundos
}.
server-detail-chat-off = Esta partida no tiene chat: se creó sin él.
server-detail-chat-empty = Una línea vacía no se envía.
server-detail-chat-too-long = Una línea tiene como mucho {$most} caracteres; esta tiene {$chars}.
server-detail-chat-control = Una línea es texto simple en una sola línea, sin caracteres de control.
server-detail-chat-too-fast = Como mucho 5 líneas en 10 segundos: espera {$seconds} s.
server-detail-name = { $why ->
    [length] Un nombre tiene de 3 a 20 caracteres.
    [character] Un nombre tiene solo letras A-Z, cifras, _ y -, no «{$character}».
    [shape] Un nombre empieza con una letra, y _ o - van solos entre letras o cifras.
   *[reserved] Este nombre está reservado.
}
server-detail-password = { $why ->
    [length] Una contraseña tiene de 8 a 1024 bytes.
   *[is-the-name] La contraseña no puede ser el nombre.
}
server-detail-json-syntax = La petición no es JSON válido (línea {$line}, columna {$column}).
server-detail-json-body-type = La petición debe ser un objeto JSON {"{"}…{"}"}.
server-detail-json-unknown-type = El servidor no conoce este tipo de mensaje.
server-detail-json-missing-field = Falta el campo «{$field}».
server-detail-json-unknown-field = El servidor no conoce el campo «{$field}».
server-detail-json-wrong-type = El campo «{$field}» tiene un valor de tipo incorrecto.
server-detail-json-bad-value = No se entiende el valor del campo «{$field}».
server-detail-body-too-large = Una petición tiene como mucho {$most} bytes.
server-detail-message-too-large = Un mensaje tiene como mucho {$most} bytes; este tenía {$size}.
server-detail-message-binary = Los mensajes se envían como texto JSON, no como datos binarios.
server-detail-query-unknown = La dirección tiene un parámetro que el servidor no conoce: «{$name}».
server-detail-query-value = No se entiende el valor del parámetro «{$name}» de la dirección.
server-detail-path-bad = No se puede leer la dirección: una parte no es texto.
server-close-bad-token = La ficha de tu puesto no es válida para esta partida.
server-close-too-many-messages = El servidor cerró la conexión: esta página envió demasiados mensajes.
server-close-silent = El servidor cerró la conexión: no llegó nada de esta página durante demasiado tiempo.
server-close-restarting = El servidor se está reiniciando: la página se vuelve a conectar en un momento.
server-close-bad-ticket = No se encontró tu espera de un rival: empieza de nuevo.
server-close-paired = Se encontró un rival.
server-close-not-utf8 = El servidor cerró la conexión: esta página envió un mensaje de texto que no es UTF-8.
play-loading = Cargando…
play-title = {$game} · Quartet
play-title-your-turn = ● Te toca · {$game} · Quartet
play-not-found = No existe esa partida
play-not-found-detail = No hay ninguna partida «{$id}» en este servidor: puede que se haya cancelado, o el enlace está mal copiado.
play-header-clock = reloj {$clock}
play-header-watching = estás mirando
play-seat-refused = Se rechazó tu puesto en esta partida ({$message}); la estás mirando.
play-link-open = conectado
play-link-connecting = conectando…
play-link-reconnecting = reconectando…
play-link-waiting = conexión perdida: nuevo intento en {$seconds} s
play-link-refused = rechazado por el servidor
play-link-bad-token = ficha de puesto no válida
play-seat-bot = Bot ({$level})
play-seat-bot-at = Bot {$number} ({$level})
play-seat-you = (tú)
play-seat-kind-bot = bot
play-seat-thinking = bot · pensando…
play-seat-open = puesto libre: cualquiera puede unirse
play-seat-invited = invitado: aún no ha llegado
play-seat-online = conectado
play-seat-offline = desconectado
play-seat-resigned = abandonó
play-seat-connected = conectado
play-seat-not-connected = no conectado
play-spectators = { $count ->
    [one] {$count} espectador
   *[other] {$count} espectadores
}
play-status-replay = Repaso: después de la jugada {$at} de {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} está pensando…
play-status-waiting-for = Esperando a {$names}.
play-status-your-turn-as = {$seat}: te toca.
play-status-your-turn = Te toca.
play-status-to-move = Le toca a {$seat}…
play-status-last = Última jugada: {$seat} {$action}.
play-take-back = Deshacer
play-resign = Abandonar
play-really-resign = ¿Abandonar de verdad?
play-really-resign-all = ¿Abandonar de verdad? La partida termina para todos
play-take-seat = Ocupar un puesto
play-open-rematch = Abrir la revancha
play-accept-rematch = Aceptar la revancha
play-rematch = Revancha
play-export-record = Exportar la partida
play-continue-from-here = Continuar desde aquí
play-position-label = Posición
play-copy-position = Copiar
play-position-copied = Posición copiada.
play-copy-failed = El navegador no dejó copiar a la página: selecciona la posición y cópiala tú.
play-cancel-game = Cancelar la partida
play-really-cancel = ¿Cancelar de verdad?
play-cancelled = La partida está cancelada.
play-record-saved = Partida guardada. Impórtala desde el inicio para seguir desde cualquier jugada.
play-invite-heading = Invitar
play-invite-link-for = enlace para el puesto {$number}
play-invite-send-open = {$seat} (abierto a todos): envía este enlace
play-invite-send-friend = {$seat} (para un amigo): envía este enlace
play-invite-copy = Copiar
play-invite-copied = Enlace copiado.
play-invite-copy-by-hand = Selecciona el enlace y cópialo.
play-history-heading = Historial
play-history-slider = repaso: jugada mostrada
play-history-first = inicio
play-history-back = una jugada atrás
play-history-forward = una jugada adelante
play-history-live = volver a la partida
play-history-count = { $count ->
    [one] {$count} jugada
   *[other] {$count} jugadas
}
play-history-showing = jugada {$at} de {$of}
play-history-entry = {$seat} {$action}
play-history-turn = turno {$turn}, {$seat}
play-history-none = Todavía ninguna jugada.
play-confirm-label = confirmar la jugada
play-confirm-option = Confirmar cada jugada antes de enviarla
play-confirm-ask = ¿{$action}?
play-confirm-yes = Confirmar
play-confirm-no = Cancelar
play-analysis-heading = Análisis
play-analysis-not-analysed = Esta posición no está analizada: el servidor estaba demasiado ocupado para que el solucionador terminara a tiempo.
play-analysis-show = Mostrar los valores del solucionador
play-analysis-hide = Ocultar los valores del solucionador
play-analysis-thinking = El solucionador está pensando…
play-analysis-over = Aquí la partida ha terminado.
play-analysis-value = Le toca a {$seat}: {$value} con el mejor juego.
play-analysis-more = { $count ->
    [one] …y {$count} turno más.
   *[other] …y {$count} turnos más.
}
play-you-win = ¡Ganas!
play-you-lose = Pierdes
play-banner-close = cerrar
play-result-draw = Empate
play-result-nobody = Nadie gana
play-result-cancelled = Cancelada
play-result-cancelled-by = {$seat} la canceló
play-result-expired = esperó demasiado tiempo a sus jugadores
play-result-wins = Gana {$seat}
play-result-out-of-time = A {$seat} se le acabó el tiempo
play-result-resigned = {$seat} abandonó
play-result-resigned-all = {$seat} abandonó, y la partida termina para todos
play-cover-pass = Pasa el dispositivo a {$seat}.
play-cover-show = Mostrar las cartas de {$seat}
play-mark-win = G
play-mark-draw = E
play-mark-loss = P
study-nav-rules = Reglas
study-nav-learn = Aprender a jugar
study-nav-puzzles = Problemas
study-contents = Índice
study-heading = Aprender
study-intro = ¿Nuevo en estos juegos? Lee las reglas, sigue las lecciones guiadas o resuelve los problemas de los motores.
study-learn-link = Aprender {$game} paso a paso →
study-rules-link = Las reglas de {$game}
study-lessons-progress = {$done} de {$of} lecciones hechas
study-lessons-hint = Pista
study-lessons-again = Intentar de nuevo
study-lessons-next = Lección siguiente →
study-lessons-finished = Has hecho todas las lecciones. ¡Juega una partida o prueba los problemas!
study-lessons-play = Jugar una partida
study-lessons-right = Bien hasta aquí: sigue.
study-lessons-replied = Tu adversario responde: {$action}.
study-puzzles-heading = Problemas
study-puzzles-intro = Posiciones de las partidas de los motores, cada una con una sola mejor respuesta. Resuélvelas para mover tu puntuación (guardada en este navegador).
study-puzzles-daily = Problema del día
study-puzzles-next = Problema siguiente →
study-puzzles-rating = Tu puntuación: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problema de nivel {$rating} · resuelto {$solved} de { $tries ->
    [one] {$tries} intento
   *[other] {$tries} intentos
}
study-puzzles-day-of = Problema del día, {$day}
study-puzzles-you-play = Juegas con {$seat}.
study-puzzles-solved = ¡Resuelto!
study-puzzles-failed = No es la mejor respuesta.
study-puzzles-solution = La solución: {$line}.
study-puzzles-change = Puntuación {$change}.
study-theme-win-in = { $count ->
    [one] Gana con esta colocación
   *[other] Gana en {$count} colocaciones como mucho
}
study-theme-capture-in = { $count ->
    [one] Captura con esta jugada
   *[other] Captura en {$count} jugadas como mucho
}
study-theme-only-safe-piece = Da la única pieza segura
study-theme-only-drawing-move = Encuentra el único turno que mantiene el empate
study-theme-protected-square = Forma un cuadrado que el adversario no pueda recapturar
study-theme-claim-two = Reclama dos cartas este turno
study-theme-mistake = Encuentra algo mejor que lo jugado
study-eval-won = ganada
study-eval-lost = perdida
study-review-heading = Repaso · {$game}
study-review-by = Repasada en {$seconds} s ({$engine}).
study-review-by-quick = Repasada en menos de {$seconds} s ({$engine}).
study-review-chart = Cómo fue la partida: la puntuación esperada del primer jugador tras cada jugada (arriba: victoria, en medio: empate, abajo: derrota)
study-review-chart-many = Cómo cambió la puntuación esperada de cada jugador con sus jugadas
study-review-back = Volver a la partida
study-review-no-mistakes = Ningún error: bien jugado.
study-review-mistakes = { $count ->
    [one] {$count} jugada perdió terreno.
   *[other] {$count} jugadas perdieron terreno.
}
study-review-best = La elección del motor: {$action}.
study-review-play-again = Aprender de este error
study-review-not-over = El repaso se abre cuando la partida termina.
study-game-review = Repasar la partida
study-hints-heading = Ayudas
study-hints-deadly = No des la pieza {$pieces}: tu adversario ganaría con ella enseguida.
study-hints-poisoned = Colocar en {$cells} no deja ninguna pieza segura para dar.
study-hints-threatened = Tus piezas en {$points} pueden ser capturadas en la próxima jugada.
study-hints-unsafe = { $count ->
    [one] {$count} de tus jugadas dejaría a tu adversario capturar o ganar.
   *[other] {$count} de tus jugadas dejarían a tu adversario capturar o ganar.
}
study-hints-near = Tu carta {$card} está a una ficha: {$colour} en {$space} la muestra en {$quarter}.
study-hints-none = Ningún peligro por ahora.
study-hints-warn-gift = Cuidado: esta pieza hace ganar a tu adversario enseguida. Juégala otra vez para darla de todos modos.
study-hints-warn-cell = Cuidado: tras esta colocación, cualquier pieza que des hace ganar a tu adversario. Juégala otra vez para colocar de todos modos.
study-hints-warn-move = Cuidado: tras esta jugada tu adversario puede capturar o ganar. Juégala otra vez para moverla de todos modos.
study-hints-option = Ayudas para principiantes (avisos antes de dar o jugar algo que pierde)
study-hints-option-help = Qué muestran las ayudas
lobby-tagline = Quarto!, Quarto danés y Quartino: contra bots, en un solo dispositivo o con amigos mediante un enlace.
lobby-new-game = Partida nueva
lobby-form-label = partida nueva
lobby-game = Juego
lobby-rules = Reglas
lobby-rules-of = Las reglas de {$game}, explicadas →
lobby-explained = explicado en las reglas
lobby-explained-option = {$option}: explicado en las reglas
lobby-hints = Ayudas para principiantes: un aviso antes de dar una pieza o hacer una jugada que pierde enseguida
lobby-no-chat = Sin chat en la mesa (para partidas con niños)
lobby-start-summary = Empezar desde una posición
lobby-start-label = posición inicial
lobby-start-help = Una posición en la notación del juego, tal como la muestra la página de una partida bajo el historial (Copiar). Vacía: el comienzo de siempre.
lobby-start-copy-link = Copiar un enlace a esta posición
lobby-start-link-copied = Enlace copiado: abre este formulario con el mismo juego, las mismas reglas y la misma posición.
lobby-start-link-by-hand = El enlace está en la barra de direcciones: cópialo de ahí.
lobby-clock = Reloj
lobby-clock-label = reloj
lobby-no-clock = sin reloj
lobby-custom-clock = personalizado…
lobby-custom-total = minutos + incremento
lobby-custom-per-move = segundos por jugada
lobby-custom-minutes = min
lobby-custom-increment = s por jugada
lobby-custom-seconds = s por jugada
lobby-other-player-name = nombre del jugador {$number} (opcional)
lobby-seats = Jugadores
lobby-preset-bot = contra bots
lobby-preset-friend = con amigos (enlace)
lobby-preset-device = todos en este dispositivo
lobby-preset-anyone = abierta a todos
lobby-choice-me = Yo (este dispositivo)
lobby-choice-bot = Bot
lobby-choice-invite = Un amigo (enlace de invitación)
lobby-choice-open = Abierto a todos
lobby-seat = Jugador {$number}
lobby-seat-first = Jugador {$number} (empieza)
lobby-seat-label = jugador {$number}
lobby-level-label = nivel del bot, jugador {$number}
lobby-fewer-seats = jugador
lobby-more-seats = jugador
lobby-players = { $count ->
    [one] {$count} jugador
   *[other] {$count} jugadores
}
lobby-name-placeholder = tu nombre (opcional)
lobby-name-label = tu nombre
lobby-create = Crear la partida
lobby-your-games = Tus partidas
lobby-your-seats = { $count ->
    [one] puesto {$seats}
   *[other] puestos {$seats}
}
lobby-open-games = Partidas abiertas
lobby-no-open-games = No hay partidas abiertas: crea una, o abre un puesto a todos.
lobby-live-games = Partidas en juego
lobby-no-live-games = Ahora no se está jugando ninguna partida.
lobby-more-games = Mostrar más partidas
lobby-listed-bot = bot ({$level})
lobby-listed-open = puesto libre
lobby-listed-invited = invitado
lobby-play = Jugar
lobby-join = Unirse
lobby-watch = Mirar
lobby-import-heading = Importar una partida
lobby-import-help = Pega una partida guardada (con «Exportar la partida») o elige su archivo; luego elige desde dónde sigue la partida y quién juega cada puesto.
lobby-import-point-label = seguir después de esta jugada
lobby-import-point-end = seguir desde el final (después de la jugada {$at})
lobby-import-point = seguir después de la jugada {$at} de {$of}
lobby-import-finished = La partida guardada llega hasta el final: elige una jugada anterior para seguir jugando.
lobby-import-name-of = nombre del jugador {$number}
lobby-record-label = partida guardada
lobby-file-label = archivo de la partida
lobby-import-button = Importar y seguir jugando
join-heading = Invitación
join-invited = Te invitan a jugar a {$game}
join-seat = Puesto {$number}.
join-seat-with = Puesto {$number}, con {$others}.
join-bot = un bot ({$level})
join-rules = Reglas: {$rules}
join-rules-clock = Reglas: {$rules} · reloj {$clock}
join-take = Ocupar el puesto {$number}
join-watch = Solo mirar
join-to-lobby = Ir al inicio
join-taken = Esta invitación ya se ha usado: el puesto {$number} está ocupado.
join-taken-by = Esta invitación ya se ha usado: {$name} ocupó el puesto {$number}.
join-over = Esta invitación era para una partida de {$game}, que ya ha terminado.
join-cancelled = Esta invitación era para una partida de {$game}, que se canceló antes de empezar.
join-watch-game = Mirar la partida
join-see-game = Ver la partida
players-account = Cuenta
players-sign-in = Entrar
players-sign-up = Registrarse
players-sign-in-title = Entrar
players-sign-up-title = Crear una cuenta
players-name = Nombre
players-password = Contraseña
players-sign-up-hint = Un nombre tiene de 3 a 20 caracteres: letras A-Z, cifras, _ y -. Una contraseña tiene al menos 8 caracteres.
players-to-sign-up = ¿Aún sin cuenta? Regístrate
players-to-sign-in = ¿Ya tienes cuenta? Entra
players-try-again-in = Demasiados intentos: vuelve a probar en { $seconds ->
    [one] {$seconds} segundo
   *[other] {$seconds} segundos
}.
players-signed-in-as = Has entrado como {$name}
players-sign-out = Salir
players-sign-out-everywhere = Salir en todas partes
players-signed-out-everywhere = Sesión cerrada en { $count ->
    [one] {$count} navegador
   *[other] {$count} navegadores
}.
players-delete-account = Borrar la cuenta
players-delete-explain = Borrar la cuenta elimina para siempre su nombre, sus puntuaciones, propuestas y desafíos. Sus partidas se quedan, a nombre de «jugador borrado». Escribe tu contraseña para confirmarlo.
players-delete-confirm = Borrar para siempre
players-deleted = La cuenta está borrada.
players-claim-offer = Este navegador guarda puestos de { $count ->
    [one] {$count} partida jugada como invitado
   *[other] {$count} partidas jugadas como invitado
}: ¿añadirlas a tu cuenta?
players-claim = Añadirlas
players-not-now = Ahora no
players-claimed = { $count ->
    [one] {$count} puesto añadido a tu cuenta.
   *[other] {$count} puestos añadidos a tu cuenta.
}
players-cancel = Cancelar
players-your-page = Tu página de jugador
players-your-games = Tus partidas
players-deleted-player = jugador borrado
players-loading = Cargando…
players-no-such-player = Nadie juega con el nombre «{$name}» (o la cuenta se borró).
players-member-since = Juega desde el {$date}
players-ratings = Puntuaciones
players-no-ratings = Aún ninguna partida puntuada.
players-rating-class = Juego, reglas y ritmo
players-rating = Puntuación
players-games = Partidas
players-provisional = provisional: aún hay pocas partidas para fiarse de ella
players-provisional-note = Una puntuación con «?» es provisional: aún hay pocas partidas para fiarse de ella.
players-deviation = ±{$deviation}
players-chart-title = La puntuación a lo largo del tiempo
players-date = Fecha
players-chart-point = {$class_name}: {$rating} el {$date}
players-recent-games = Partidas recientes
players-no-games = Aún ninguna partida.
players-guest = un invitado
players-against = contra
players-casual = amistosa
players-outcome-open = espera jugadores
players-outcome-live = en juego
players-outcome-aborted = anulada antes de empezar
players-outcome-cancelled = cancelada
players-outcome-won = ganada
players-outcome-lost = perdida
players-outcome-drawn = sin ganador
players-family-standard = líneas
players-family-squares = líneas y cuadrados
players-family-players = {$players} jugadores
players-family-traits = {$family}, {$traits} características
players-speed-blitz = blitz
players-speed-rapid = rápida
players-speed-classical = clásica
players-speed-correspondence = por correspondencia
players-top = Mejores jugadores
players-top-all = Todas las clasificaciones
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 jugador
   *[other] {$players} jugadores
})
players-top-rank = Puesto
players-rank-place = puesto {$rank}
players-top-player = Jugador
players-top-last-game = Última partida puntuada
players-top-you = tú
players-top-ranked-note = Un jugador recibe un puesto cuando su puntuación es segura (una desviación de ±110 o menos); las puntuaciones provisionales («?») van después, sin puesto.
players-top-nobody-rated = Aún nadie tiene puntuación. Entra y marca «Puntuada» en «Jugar ahora» para jugar la primera partida puntuada.
players-top-nobody-here = Aún nadie tiene puntuación en esta categoría.
players-top-no-such-class = No existe esa categoría de puntuación.
players-find = Buscar un jugador
players-find-open = Abrir
players-play-title = Jugar ahora
players-play-game = juego
players-play-rules = reglas
players-play-clock = reloj
players-play-no-clock = sin reloj
players-play-rated-game = Puntuada
players-play-rated-sign-in = Entra para jugar partidas puntuadas.
players-play-rated = puntuada
players-play-casual = amistosa
players-play-quick-game = Buscar rival
players-play-offer-seek = Proponer en la lista
players-play-bot = Jugar contra un robot
players-play-challenge-name = el nombre de un jugador
players-play-challenge = Desafiar
players-play-looking-for = Buscando rival: {$offer}
players-play-seek-offered = Tu partida está en la lista para que cualquiera la acepte: {$offer}
players-play-challenge-sent = Esperando la respuesta de {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} segundo
   *[other] {$seconds} segundos
}
players-play-waiting-count = { $count ->
    [one] {$count} esperando
   *[other] {$count} esperando
}
players-play-wait-lost = Se perdió la conexión: la espera terminó. Vuelve a intentarlo.
players-play-cancel = Cancelar
players-play-pools-title = Jugadores esperando ahora
players-play-join-pool = Unirse
players-play-seeks-title = Partidas propuestas
players-play-no-seeks = Nadie propone una partida ahora mismo: propón la tuya.
players-play-your-seek = la tuya
players-play-guest = un invitado
players-play-accept = Aceptar
players-play-decline = Rechazar
players-play-challenges-title = Desafíos
players-play-challenge-from = Desafío de
players-play-challenge-to = Desafío a
players-play-other-page = esperando en otra página
players-notify-sound = Sonar cuando una partida empiece a esperarme
players-no-games-yet = Aún ninguna partida: busca un rival en la entrada.
players-games-waiting = { $count ->
    [one] {$count} partida te espera.
   *[other] {$count} partidas te esperan.
}
players-your-turn = te toca
players-their-turn = le toca al rival
players-draw-offered = te ofrecen tablas: responde
players-take-back-asked = te piden deshacer una jugada: responde
players-challenge-from = Desafío de
players-answer-in-lobby = respóndelo en la entrada
board-quartino-blurb = De 2 a 5 jugadores montan pilas en una rueda para mostrar las cartas ocultas de su mano.
board-quartino-phase-over = la partida ha terminado
board-quartino-situation-four = cuatro colores
board-quartino-situation-column = una columna
board-quartino-situations-none = ninguna
board-quartino-phase-situations = situaciones posibles: {$open}
board-quartino-phase-situations-used = situaciones posibles: {$open} (una usada)
board-quartino-phase-remove-column = quitar la columna de {$spaces} (su ficha queda colocada)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} ficha por colocar y la columna de {$spaces} por quitar, en cualquier orden
   *[other] {$count} fichas por colocar y la columna de {$spaces} por quitar, en cualquier orden
}
board-quartino-phase-place = { $count ->
    [one] {$count} ficha por colocar
   *[other] {$count} fichas por colocar
}
board-quartino-phase-claim = reclamar cartas, o terminar el turno
board-quartino-phase = {$seat}: {$phase} · turno {$turn}
board-quartino-over = La partida terminó tras {$turns} turnos.
board-quartino-used-four = usó cuatro colores (+1 ficha)
board-quartino-ended = terminó el turno
board-quartino-removed-column = quitó la columna de {$space}
board-quartino-claimed = reclamó la carta {$card} en el cuarto {$quarter}
board-quartino-placed = colocó {$colour} en {$space}
board-quartino-use-four = Usar cuatro colores (+1 ficha)
board-quartino-end-turn = Terminar el turno
board-quartino-end-turn-button = Terminar el turno
board-quartino-remove-column = Quitar la columna de {$space}
board-quartino-remove-column-token = Quitar la columna de {$space} (+1 ficha)
board-quartino-claim = Reclamar la carta {$card} en el cuarto {$quarter}
board-quartino-place = Colocar {$colour} en {$space}
board-quartino-chip-column = columna {$space}
board-quartino-chip-four = 4 colores
board-quartino-chip-end = fin
board-quartino-rules-no-situations = sin situaciones
board-quartino-rules-situations-after = { $rounds ->
    [one] situaciones tras {$rounds} ronda
   *[other] situaciones tras {$rounds} rondas
}
board-quartino-rules-column-mandatory = columnas obligatorias
board-quartino-rules-mirror = las imágenes en espejo cuentan
board-quartino-option-situations = Situaciones (cuatro colores, columnas)
board-quartino-situations-always = toda la partida
board-quartino-situations-never = nunca (principiantes)
board-quartino-situations-after = { $rounds ->
    [one] tras {$rounds} ronda
   *[other] tras {$rounds} rondas
}
board-quartino-option-column-mandatory = Hay que quitar una columna
board-quartino-option-mirror = Las imágenes en espejo de las cartas cuentan
board-quartino-label = Rueda de Quartino
board-quartino-stack-empty = vacía
board-quartino-stack = pila {$colours} (arriba {$top})
board-quartino-place-on-stack = colocar {$colour} en {$space} ({$stack})
board-quartino-claim-a-card = reclamar una carta en el cuarto {$quarter} ({$spaces})
board-quartino-claim-card = reclamar {$card} en el cuarto {$quarter} ({$spaces})
board-quartino-quarter = cuarto {$quarter}: {$spaces}
board-quartino-card-first = Elige primero una de tus cartas, y luego el cuarto donde aparece.
web-board-quartino-supply = reserva
board-quartino-use-colour = usar {$colour} (quedan {$left})
board-quartino-pick-colour = Elige un color, y luego una casilla:
board-quartino-supply-heading = Reserva
board-quartino-your-cards-label = tus cartas
board-quartino-card = carta {$card}
board-quartino-card-chosen = carta {$card} (elegida)
board-quartino-pick-card = Tus cartas: elige una, y luego el cuarto (Q0–Q7) donde aparece:
board-quartino-cards-heading = Tus cartas
board-quartino-cards-in-hand = { $count ->
    [one] {$count} carta en la mano
   *[other] {$count} cartas en la mano
}
board-quartino-put-aside = apartadas: {$cards}
board-quartino-hand = mano: {$cards}
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
board-quarto-editor-label = Preparar la posición en un tablero
board-quarto-editor-help = Elige una pieza y luego una casilla o la mano. Un clic devuelve una pieza del tablero a la reserva.
board-quarto-editor-no-hand = ninguna: el jugador al que le toca da una
board-quarto-editor-clear = Vaciar el tablero
board-quarto-reason-line = cuatro piezas {$traits} en {$line}
board-quarto-reason-square = un cuadrado 2×2 de piezas {$traits} ({$cells})
table-heading = En la mesa
table-abort = Anular la partida
table-really-abort = ¿Anular de verdad? Termina sin resultado
table-offer-draw = Proponer empate
table-ask-take-back = Pedir deshacer la jugada
table-accept = Aceptar
table-decline = Rechazar
table-draw-offered = Has propuesto empate: la propuesta sigue hasta que {$seat} responda o juegue.
table-take-back-asked = Has pedido deshacer tu última jugada: la petición sigue hasta que {$seat} responda o se juegue.
table-draw-prompt = {$seat} propone empate. La propuesta decae si juegas.
table-take-back-prompt = {$seat} pide deshacer su última jugada. La petición decae si alguien juega.
table-draw-declined = Tu propuesta de empate fue rechazada.
table-draw-lapsed = Tu propuesta de empate decayó: se hizo una jugada.
table-take-back-declined = Tu petición de deshacer fue rechazada.
table-take-back-lapsed = Tu petición de deshacer decayó: se hizo una jugada.
table-the-others = los demás
table-first-turn-mine = Tienes {$seconds} s para hacer tu primera jugada; si no, la partida se anula.
table-first-turn-theirs = {$seat} tiene {$seconds} s para hacer su primera jugada; si no, la partida se anula.
table-claim-wait = {$seat} dejó la mesa: podrás reclamar la partida dentro de {$seconds} s.
table-claim-ready = {$seat} dejó la mesa: puedes reclamar la partida.
table-claim-win = Reclamar la victoria
table-claim-draw = Reclamar el empate
table-result-aborted = Anulada
table-result-aborted-by = {$seat} la anuló antes de su primera jugada
table-result-aborted-unstarted = un jugador no hizo su primera jugada a tiempo
table-result-agreement = los jugadores acordaron el empate
table-result-claimed = {$seat} reclamó la partida: { $count ->
    [one] {$others} había dejado la mesa
   *[other] {$others} habían dejado la mesa
}
table-result-abandoned = Desierta
table-result-abandoned-why = todos los jugadores llevaban un día fuera de la mesa
table-chat-players = Chat de los jugadores
table-chat-spectators = Chat de los espectadores
table-chat-placeholder = Escribe algo
table-chat-send = Enviar
table-chat-spectator = espectador
table-chat-none = Nadie ha escrito nada aún.
table-chat-mute = Silenciar a {$seat}
table-ended-abort = anulada
table-ended-cancel = cancelada
table-ended-abandoned = desierta
table-ended-over = terminada
table-ended-won-time = ganada por tiempo
table-ended-lost-time = perdida por tiempo
table-ended-won-resign = ganada: el rival abandonó
table-ended-lost-resign = abandonada
table-ended-won-claim = reclamada: el rival se fue
table-ended-lost-claim = perdida: reclamada tras irte
table-ended-drawn-claim = tablas: reclamadas tras irse el rival
table-ended-agreement = tablas por acuerdo
web-player-number = Jugador {$number}
web-unknown-game = esta página no conoce el juego «{$tag}»: recárgala, puede que el servidor sea más nuevo
web-not-found-title = No hay ninguna página en esta dirección
web-not-found = En este sitio no hay nada en «{$path}»: el inicio, las reglas, las lecciones y los problemas están enlazados arriba.
web-no-such-game = Aquí no hay ningún juego «{$tag}»: los juegos están enlazados arriba.
web-offline = no se puede contactar con el servidor
web-lobby = Inicio
web-to-lobby = Inicio
web-sound-mute = Sonido activado: desactivarlo
web-sound-unmute = Sonido desactivado: activarlo
web-theme-auto = Colores del sistema: cambiar a claros
web-theme-light = Colores claros: cambiar a oscuros
web-theme-dark = Colores oscuros: volver a los del sistema
web-language = Idioma
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} día
   *[other] {$days} días
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} por jugada`;export{e as default};