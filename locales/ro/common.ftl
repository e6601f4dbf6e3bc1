# Cuvintele comune tuturor ecranelor: jocurile, locurile, nivelurile boților, sfârșitul partidei.

## Numele jocurilor.
game-quarto = Quarto!
game-danish = Quarto danez
game-quartino = Quartino

## Locurile se numără de la 1.
seat-number = jucătorul {$number}
seat-with-label = {$seat} ({$label})
seat-human = om
seat-bot = bot ({$level})

## Nivelurile boților.
level-beginner = începător
level-casual = ocazional
level-strong = puternic
level-strongest = cel mai puternic
level-perfect = perfect

## Cum s-a încheiat partida.
outcome-won = {$winner} câștigă
outcome-draw = egalitate
ending-time = {$seat} a rămas fără timp
ending-resignation = {$seat} a abandonat

seat-plays = {$seat} joacă {$action}
