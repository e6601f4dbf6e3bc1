# Slova společná všem obrazovkám: hry, místa hráčů, úrovně počítače, konec hry.

## Názvy her.
game-quarto = Quarto!
game-danish = Dánské Quarto
game-quartino = Quartino

## Místa hráčů se počítají od 1.
seat-number = hráč {$number}
seat-with-label = {$seat} ({$label})
seat-human = člověk
seat-bot = počítač ({$level})

## Úrovně počítače.
level-beginner = začátečník
level-casual = příležitostný
level-strong = silný
level-strongest = nejsilnější
level-perfect = dokonalý

## Jak hra skončila.
outcome-won = vítězí {$winner}
outcome-draw = nikdo nevyhrál
ending-time = čas vypršel: {$seat}
ending-resignation = {$seat} se vzdal

seat-plays = {$seat} hraje {$action}
