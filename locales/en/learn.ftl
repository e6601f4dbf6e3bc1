# The teaching engines' words in the terminal (quartet review): why an action was wrong, what a
# position was worth, how bad a mistake was, and the review's table and chart.

## What four pieces share, as their plural: "four tall pieces".
learn-pieces-short = short
learn-pieces-tall = tall
learn-pieces-light = light
learn-pieces-dark = dark
learn-pieces-round = round
learn-pieces-square = square
learn-pieces-solid = solid
learn-pieces-hollow = hollow
learn-and = and

## Quarto!'s lines and squares.
learn-row = row {$number}
learn-column = column {$letter}
learn-diagonal = the diagonal
learn-square = the square
learn-quarto = {$alignment} {$line}: four {$traits} pieces

## Why an action was wrong.
learn-why-win-at = placing on {$cell} would have won: {$quarto}
learn-why-gift-wins = piece {$piece} ({$traits}) lets your opponent win on {$cell}: {$quarto}
learn-why-no-safe-gift = after this placement every piece you can give lets your opponent win at once
learn-why-no-quarto = a piece on {$cell} completes no line of four pieces sharing a trait
learn-why-claim-missed = {$line} was a quarto open to a claim: announce it to win
learn-why-opponent-wins = after this your opponent can force a win
learn-why-opponent-wins-in = after this your opponent can force a win ({ $distance ->
    [one] {$distance} placement or move
   *[other] {$distance} placements or moves
} to the end)
learn-why-win-lost = { $now ->
    [draw] the win is gone: with best play the game is now a draw
   *[loss] the win is gone: with best play the game is now lost
}
learn-why-too-slow = it still wins, but in {$distance} placements, not within {$within}
learn-why-no-square = this move makes no square
learn-why-capture-allowed = after this your opponent plays {$reply} and captures your piece on {$point}
learn-why-escapes = your opponent answers {$reply}, and no capture follows
learn-why-missed = {$action} was there to play
learn-why-win-allowed = after this your opponent wins at once with {$reply}
learn-why-claims-left = after this only { $possible ->
    [one] {$possible} card
   *[other] {$possible} cards
} can be claimed this turn, not {$wanted}
learn-why-card-missed = your card {$card} showed at {$quarter}: claim it
learn-why-no-card-shows = no card of your hand shows on the board after this
learn-why-weaker = the engine rates this well below its own choice
learn-why-goal-does-not-fit = {$goal} is not a goal of this game

## What a position is worth, short.
learn-eval-win = win
learn-eval-win-in = win in {$distance}
learn-eval-draw = draw
learn-eval-loss = loss
learn-eval-loss-in = loss in {$distance}
learn-eval-estimate = {$percent}%

## How bad a mistake was.
learn-severity-inaccuracy = inaccuracy
learn-severity-mistake = mistake
learn-severity-blunder = blunder

## The review.
# Which engine judged a review: the exact solver (Quarto!), alpha-beta (Danish Quarto), the
# information-set search (Quartino), each with how hard it looked.
learn-judge-exact-solver = exact solver
learn-judge-alpha-beta = alpha-beta search, {$nodes} nodes a position
learn-judge-information-set-search = information-set search, {$playouts} playouts a decision
learn-review-title = Review of a game of {$game} ({$rules}): { $actions ->
    [one] {$actions} action
   *[other] {$actions} actions
} in {$seconds} s ({$engine})
learn-review-player = player
learn-review-action = action
learn-review-before-after = before → after
learn-review-why = {$severity}: {$why}
learn-review-better = better: {$actions}
learn-review-counts = {$seat}: { $inaccuracies ->
    [one] {$inaccuracies} inaccuracy
   *[other] {$inaccuracies} inaccuracies
}, { $mistakes ->
    [one] {$mistakes} mistake
   *[other] {$mistakes} mistakes
}, { $blunders ->
    [one] {$blunders} blunder
   *[other] {$blunders} blunders
}
learn-chart-two = Chart, for player 1 (top: winning, middle: even, bottom: losing):
learn-chart-win = win
learn-chart-even = even
learn-chart-loss = loss
learn-chart-many = Each seat's chances after its own actions (0–9: 0% to 90%+):
