# Le parole comuni a tutte le schermate: i giochi, i posti, i livelli dei bot, la fine della partita.

## I nomi dei giochi.
game-quarto = Quarto!
game-danish = Quarto danese
game-quartino = Quartino

## I posti si contano da 1.
seat-number = giocatore {$number}
seat-with-label = {$seat} ({$label})
seat-human = umano
seat-bot = bot ({$level})

## I livelli dei bot.
level-beginner = principiante
level-casual = occasionale
level-strong = forte
level-strongest = il più forte
level-perfect = perfetto

## Come è finita la partita.
outcome-won = vince {$winner}
outcome-draw = pareggio
ending-time = {$seat} ha esaurito il tempo
ending-resignation = {$seat} ha abbandonato

seat-plays = {$seat} gioca {$action}
