# Las palabras de los motores que enseñan, en el terminal (quartet review): por qué una jugada
# era errónea, cuánto valía una posición, la gravedad de un error, la tabla y el gráfico.

## Lo que comparten cuatro piezas, en plural: «cuatro piezas altas».
learn-pieces-short = bajas
learn-pieces-tall = altas
learn-pieces-light = claras
learn-pieces-dark = oscuras
learn-pieces-round = redondas
learn-pieces-square = cuadradas
learn-pieces-solid = llenas
learn-pieces-hollow = huecas
learn-and = y

## Los alineamientos y cuadrados de Quarto!.
learn-row = la fila {$number}
learn-column = la columna {$letter}
learn-diagonal = la diagonal
learn-square = el cuadrado
learn-quarto = {$alignment} {$line}: cuatro piezas {$traits}

## Por qué una jugada era errónea.
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

## Cuánto vale una posición, en breve.
learn-eval-win = victoria
learn-eval-win-in = victoria en {$distance}
learn-eval-draw = empate
learn-eval-loss = derrota
learn-eval-loss-in = derrota en {$distance}
learn-eval-estimate = {$percent} %

## La gravedad de un error.
learn-severity-inaccuracy = imprecisión
learn-severity-mistake = error
learn-severity-blunder = error grave

## El análisis de una partida.
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
