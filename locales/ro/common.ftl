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
ending-agreement = egalitate prin acord
ending-claim = {$seat} a revendicat partida: ceilalți părăsiseră masa

## De ce s-a încheiat jocul după reguli.
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = careul {$cells} ({$traits})
end-full = toate piesele sunt pe tablă, niciun QUARTO
end-pieces = {$seat} a rămas cu { $left ->
    [one] {$left} piesă
    [few] {$left} piese
   *[other] {$left} de piese
}
end-square-at-four = {$seat} a format primul un pătrat, patru piese contra patru
end-repetition = aceeași poziție a treia oară
end-turn-cap = s-a atins limita de { $turns ->
    [one] {$turns} tură
    [few] {$turns} ture
   *[other] {$turns} de ture
}
end-cards = {$seat} a pus deoparte ultima din { $count ->
    [one] {$count} carte
    [few] {$count} cărți
   *[other] {$count} de cărți
}

seat-plays = {$seat} joacă {$action}
