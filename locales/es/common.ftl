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

seat-plays = {$seat} juega {$action}
