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
ending-agreement = remíza dohodou
ending-claim = {$seat} si nárokoval hru: ostatní opustili stůl

## Proč hra skončila podle pravidel.
end-quarto = { $count ->
    [one] QUARTO
   *[other] {$count}× QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = čtverec {$cells} ({$traits})
end-full = všechny figurky jsou na desce, žádné QUARTO
end-pieces = {$seat} má už jen { $left ->
    [one] {$left} kámen
    [few] {$left} kameny
   *[other] {$left} kamenů
}
end-square-at-four = {$seat} utvořil čtverec jako první, čtyři kameny proti čtyřem
end-repetition = stejná pozice na desce potřetí
end-turn-cap = dosažen limit { $turns ->
    [one] {$turns} tahu
   *[other] {$turns} tahů
}
end-cards = {$seat} odložil poslední ze svých { $count ->
    [one] {$count} karty
   *[other] {$count} karet
}

seat-plays = {$seat} hraje {$action}
