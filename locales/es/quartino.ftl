# Quartino en el terminal: la reserva, los jugadores, las situaciones, las cartas de quien mira.

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
quartino-open-four = cuatro colores (`four`: +1 ficha)
quartino-open-column = columna en {$spaces} (`column@…`: sus fichas vuelven a la reserva, +1 ficha)
quartino-open-column-mandatory = columna en {$spaces} (`column@…`: sus fichas vuelven a la reserva, +1 ficha, obligatoria)
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
