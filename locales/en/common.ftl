# Words every screen shares: the games, the seats, the bots' levels, how a game ends.

## The games' names.
game-quarto = Quarto!
game-danish = Danish Quarto
game-quartino = Quartino

## Seats are counted from 1.
seat-number = player {$number}
# A seat and who sits in it: "player 1 (Ana)".
seat-with-label = {$seat} ({$label})
seat-human = human
seat-bot = bot ({$level})

## The bots' strength levels.
level-beginner = beginner
level-casual = casual
level-strong = strong
level-strongest = strongest
level-perfect = perfect

## How a game ended.
outcome-won = {$winner} wins
outcome-draw = no winner
ending-time = {$seat} ran out of time
ending-resignation = {$seat} resigned
ending-agreement = drawn by agreement
ending-claim = {$seat} claimed the game: the others had left the table

## Why the rules ended a game.
end-quarto = { $count ->
    [one] a quarto
   *[other] {$count} quartos
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = square {$cells} ({$traits})
end-full = every piece placed, no quarto
end-pieces = {$seat} is down to { $left ->
    [one] {$left} piece
   *[other] {$left} pieces
}
end-square-at-four = {$seat} made a square first, four pieces against four
end-repetition = the same position a third time
end-turn-cap = the cap of {$turns} turns was reached
end-cards = {$seat} put aside the last of { $count ->
    [one] {$count} card
   *[other] {$count} cards
}

# An action made by a seat: "player 1 (human) plays b2".
seat-plays = {$seat} plays {$action}
