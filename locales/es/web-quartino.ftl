# Quartino en el navegador: su presentación, sus fases y jugadas en palabras, sus reglas y
# opciones, las etiquetas e indicaciones del tablero. Los colores son los de quartino.ftl.

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
