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

# An action made by a seat: "player 1 (human) plays b2".
seat-plays = {$seat} plays {$action}
