# Palabras que comparten todas las pantallas: los juegos, los puestos, los niveles de los bots, el final de la partida.

## Los nombres de los juegos.
game-quarto = Quarto!
game-danish = Quarto danés
game-quartino = Quartino

## Los puestos se cuentan desde 1.
seat-number = jugador {$number}
seat-with-label = {$seat} ({$label})
seat-human = humano
seat-bot = bot ({$level})

## Los niveles de los bots.
level-beginner = principiante
level-casual = ocasional
level-strong = fuerte
level-strongest = el más fuerte
level-perfect = perfecto

## Cómo terminó la partida.
outcome-won = gana {$winner}
outcome-draw = empate
ending-time = a {$seat} se le acabó el tiempo
ending-resignation = {$seat} abandonó
ending-agreement = empate por acuerdo
ending-claim = {$seat} reclamó la partida: los demás habían dejado la mesa

## Por qué las reglas terminaron la partida.
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
