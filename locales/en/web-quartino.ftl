# Quartino in the browser: its blurb, its phases and actions in words, its rules and options, the
# board's labels and hints. The colours' names are quartino.ftl's; Q0–Q7 name the quarters.

board-quartino-blurb = 2–5 players build stacks on a wheel to show the hidden cards in their hands.

## The phase of a turn.
board-quartino-phase-over = the game is over
board-quartino-situation-four = four colours
board-quartino-situation-column = a column
board-quartino-situations-none = none
board-quartino-phase-situations = situations open: {$open}
board-quartino-phase-situations-used = situations open: {$open} (one used)
board-quartino-phase-remove-column = remove the column on {$spaces} (its token is placed)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} token to place and the column on {$spaces} to remove, in any order
   *[other] {$count} tokens to place and the column on {$spaces} to remove, in any order
}
board-quartino-phase-place = { $count ->
    [one] {$count} token to place
   *[other] {$count} tokens to place
}
board-quartino-phase-claim = claim cards, or end the turn
board-quartino-phase = {$seat}: {$phase} · turn {$turn}
board-quartino-over = The game is over after {$turns} turns.

## Actions, after the seat's name ("Ada placed yellow on R1"), and as a player chooses them.
board-quartino-used-four = used four colours (+1 token)
board-quartino-ended = ended the turn
board-quartino-removed-column = removed the column on {$space}
board-quartino-claimed = claimed card {$card} at quarter {$quarter}
board-quartino-placed = placed {$colour} on {$space}
board-quartino-use-four = Use four colours (+1 token)
board-quartino-end-turn = End the turn
board-quartino-end-turn-button = End turn
board-quartino-remove-column = Remove the column on {$space}
board-quartino-remove-column-token = Remove the column on {$space} (+1 token)
board-quartino-claim = Claim card {$card} at quarter {$quarter}
board-quartino-place = Place {$colour} on {$space}
board-quartino-chip-column = column {$space}
board-quartino-chip-four = 4 colours
board-quartino-chip-end = end

## The rules and the lobby's options.
board-quartino-rules-no-situations = no situations
board-quartino-rules-situations-after = { $rounds ->
    [one] situations after {$rounds} round
   *[other] situations after {$rounds} rounds
}
board-quartino-rules-column-mandatory = columns mandatory
board-quartino-rules-mirror = mirror images count
board-quartino-option-situations = Situations (four colours, columns)
board-quartino-situations-always = the whole game
board-quartino-situations-never = never (beginners)
board-quartino-situations-after = { $rounds ->
    [one] after {$rounds} round
   *[other] after {$rounds} rounds
}
board-quartino-option-column-mandatory = A column must be removed
board-quartino-option-mirror = Mirror images of cards count

## The board.
board-quartino-label = Quartino wheel
board-quartino-stack-empty = empty
board-quartino-stack = stack {$colours} (top {$top})
board-quartino-place-on-stack = place {$colour} on {$space} ({$stack})
board-quartino-claim-a-card = claim a card at quarter {$quarter} ({$spaces})
board-quartino-claim-card = claim {$card} at quarter {$quarter} ({$spaces})
board-quartino-quarter = quarter {$quarter}: {$spaces}
board-quartino-card-first = Pick one of your cards first, then the quarter where it shows.
web-board-quartino-supply = supply
board-quartino-use-colour = use {$colour} ({$left} left)
board-quartino-pick-colour = Pick a colour, then a space:
board-quartino-supply-heading = Supply
board-quartino-your-cards-label = your cards
board-quartino-card = card {$card}
board-quartino-card-chosen = card {$card} (chosen)
board-quartino-pick-card = Your cards: pick one, then the quarter (Q0–Q7) where it shows:
board-quartino-cards-heading = Your cards
board-quartino-cards-in-hand = { $count ->
    [one] {$count} card in hand
   *[other] {$count} cards in hand
}
board-quartino-put-aside = put aside: {$cards}
board-quartino-hand = hand: {$cards}
