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
ending-agreement = pareggio per accordo
ending-claim = {$seat} ha rivendicato la partita: gli altri avevano lasciato il tavolo

## Perché le regole hanno chiuso la partita.
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = quadrato {$cells} ({$traits})
end-full = tutti i pezzi collocati, nessun QUARTO
end-pieces = a {$seat} { $left ->
    [one] resta {$left} pedina
   *[other] restano {$left} pedine
}
end-square-at-four = {$seat} ha formato per primo un quadrato, quattro pedine contro quattro
end-repetition = la stessa posizione per la terza volta
end-turn-cap = raggiunto il limite di {$turns} turni
end-cards = {$seat} ha messo da parte l'ultima delle sue { $count ->
    [one] {$count} carta
   *[other] {$count} carte
}

seat-plays = {$seat} gioca {$action}
