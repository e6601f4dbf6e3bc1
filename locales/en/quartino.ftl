# Quartino in the terminal: the supply, the seats, the situations, the viewer's hand.

## The standard colours' names (other equipment keeps the names its rules give).
quartino-colour-yellow = yellow
quartino-colour-blue = blue
quartino-colour-green = green
quartino-colour-pink = pink

# The tokens left of each colour ("Y 0  B 7"), then how many are on the board.
# A stack's height in its cell of the board: at most 8 characters.
quartino-height = {$height} high
quartino-supply = supply: {$supply}   ({ $tokens ->
    [one] {$tokens} token
   *[other] {$tokens} tokens
} on the board)
quartino-colours = colours: {$colours}
quartino-rules = rules: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} card
   *[other] {$cards} cards
} in hand
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} card
   *[other] {$cards} cards
} in hand, put aside: {$aside}
quartino-turns = turns completed: {$turns} (cap {$cap})
# The situations open at the start of a turn; the commands in `…` stay the notation's.
quartino-open-four = four colours (`four`: +1 token)
quartino-open-column = column at {$spaces} (`column@…`: its tokens go back, +1 token)
quartino-open-column-mandatory = column at {$spaces} (`column@…`: its tokens go back, +1 token, mandatory)
# Between the spaces of several columns: "R1 or R5".
quartino-or = or
quartino-situations = to move: {$seat}, start of turn ({ $used ->
    [one] {$used} situation used
   *[other] {$used} situations used
}); open: {$open}
quartino-to-place = to move: {$seat}, who places { $left ->
    [one] {$left} more token
   *[other] {$left} more tokens
}
quartino-to-remove-column = to move: {$seat}, who removes the column at {$columns} (its token is placed)
quartino-to-place-and-remove-column = to move: {$seat}, who places { $left ->
    [one] {$left} more token
   *[other] {$left} more tokens
} and removes the column at {$columns}, in any order (or declines the column: one token fewer)
quartino-to-claim = to move: {$seat}, who may claim a card or end the turn
quartino-won = {$seat} put aside all their cards and won
quartino-capped = the turn cap was reached, nobody won
quartino-hand = hand of {$seat}: {$cards}
quartino-hand-empty = (empty)
# The viewer's cards that show on the board now, with their quarter and spaces.
quartino-showing = on the board now: {$cards}
quartino-spectator = spectator's view: every hand is hidden
quartino-hidden-note = (other hands are hidden; --viewer N shows seat N's view)
quartino-legal = legal ({$count}): {$actions}
