# The rules' refusals: every error of the rules crate by its code (docs/errors.md), the code's
# dots written as hyphens after `error-` (`quarto.cell-taken` is `error-quarto-cell-taken`).
# The variables are the values the error names; `$text` is input quoted (cut short with `…`),
# which each language puts in its own quotation marks.

## What a refusal is about.
error-bad-rules = bad rules: {$reason}
error-bad-position = bad position: {$reason}
error-bad-equipment = bad equipment: {$reason}

## The table: whose turn, the end, taking back.
error-table-over = the game is over
error-table-not-your-turn = it is not your turn: {$seat} is to move
error-table-nothing-to-undo = there is nothing to take back
error-table-no-draw-by-agreement = this game has no draw by agreement
error-any-not-this-game = {$action} is not an action of { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}

## The settings line of every game.
error-settings-not-key-value = expected key=value, found "{$text}"
error-settings-given-twice = {$key} is given twice
error-settings-unknown-setting = unknown setting "{$key}": the settings are {$expected}
error-settings-bad-setting-value = {$key}="{$value}": expected { $expected ->
    [yes-no] yes or no
    [on-off] on or off
    [auto-announce] auto or announce
    [players] 2 to 5
    [turn-cap] a number of turns, 1 to 65535
    [ply-cap] none or a number of turns from 1 to 4294967295
    [first-seat] a seat 1 to 5, or random
    [situations] on, off or from:N (on after N rounds)
    [situations-from] from: and the number of rounds played without them, 1 to 65535
   *[other] {$expected}
}

## Quarto!: the rules line.
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = unknown characteristic "{$text}": expected height, colour, shape or top
error-quarto-attribute-twice = the characteristic { $attribute ->
    [height] height
    [colour] colour
    [shape] shape
   *[top] top
} is named twice
error-quarto-no-attribute = no characteristic named: at least one counts

## Quarto!: actions as written.
error-quarto-not-a-piece = "{$text}" is not a piece: expected one hex digit 0-f
error-quarto-not-a-cell = "{$text}" is not a square of the board: expected a1 to d4
error-quarto-not-an-alignment = "{$text}" is not a line or square: name its two end cells, as a1-d1, a1-a4, a1-d4, a4-d1 or b2-c3
error-quarto-not-an-action = "{$text}" is not an action: expected a piece to give (7), a cell to place on (b3), a claim (Q:a1-d4) or pass

## Quarto!: positions.
error-quarto-empty-position = empty: expected `<board> <hand>`, as `..../..../..../.... -`
error-quarto-missing-hand = missing the hand after the board: add ` -` or the piece to place
error-quarto-position-fields = expected two fields `<board> <hand>` (and in announce mode the cell whose quartos are open to a claim), found {$count}
error-quarto-board-rows = the board has { $count ->
    [one] {$count} row
   *[other] {$count} rows
}; expected 4 rows separated by '/'
error-quarto-row-length = row {$row} has {$cells} cells; expected 4
error-quarto-bad-board-character = bad character '{$found}' at {$cell}: expected '.' or a hex digit 0-f
error-quarto-piece-twice = piece {$piece} is on the board twice, at {$first} and {$second}
error-quarto-no-hand = no piece in hand, but the game is not over ({$count} pieces down, no quarto): write the piece to place, or `*` if the player who just placed must give
error-quarto-give-at-start = `*` (a give after a placement) needs a piece on the board; the start is written `-`
error-quarto-give-on-full-board = `*` on a full board: no piece is left to give
error-quarto-bad-hand = bad hand "{$text}": expected a hex digit 0-f, `-` or `*`
error-quarto-hand-on-board = piece {$piece} is in hand and also on the board at {$cell}
error-quarto-already-won = the position is already won: {$alignment} is a quarto, so the game ended there (write `-` for the finished game)
error-quarto-not-one-placement = impossible: the quartos {$alignments} cannot all have been made by one placement
error-quarto-winner-unknown = in announce mode a quarto on the board may have been claimed or may have lapsed, so `-` does not say who won unless the board is full without a quarto: use a game record
error-quarto-claim-in-auto-mode = a third field ("{$text}", a placement open to a claim) is written only in announce mode
error-quarto-claim-not-a-cell = the third field "{$text}" is not a cell: it names the placement whose quartos are open to a claim
error-quarto-claim-on-empty-cell = {$cell} is empty, so it is not a placement open to a claim
error-quarto-no-claim-here = no claim can be open here ({$cell}): the game is over or has not started
error-quarto-no-quarto-through = no quarto runs through {$cell}, so nothing is open to a claim: leave the third field out

## Quarto!: illegal actions.
error-quarto-game-over = the game is over
error-quarto-wrong-phase = it is time to { $expected ->
    [give] give a piece
    [place] place the piece in hand
   *[claim] claim or pass
}, not to { $found ->
    [give] give
   *[place] place
}
error-quarto-piece-not-in-pool = piece {$piece} is not among the pieces left to give
error-quarto-cell-taken = square {$cell} is not empty
error-quarto-no-claims-in-auto-mode = "QUARTO!" is announced only in announce mode
error-quarto-squares-do-not-count = {$alignment} is a square, and squares do not count in this game
error-quarto-not-a-quarto = {$alignment} is not a quarto
error-quarto-not-claimable = {$alignment} was not made by the most recent placement: it has lapsed or was never claimable
error-quarto-no-pass = pass is only for declining the claim after the last piece

## Danish Quarto: the rules line.
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }

## Danish Quarto: points and moves as written.
error-danish-not-a-point = "{$text}" is not a point: expected a column a-i and a row 1-9, as e5
error-danish-not-on-the-board = "{$text}" is not a point of the board: { $corner ->
    [true] the four corners a1, i1, a9 and i9 are not on the board
   *[false] no point has a column and row of different parity (a3, b2, b4 are points; a2 is not)
}
error-danish-not-a-move = "{$text}" is not a move: expected a point to place on (e5), a movement (e5-f6), either with a capture appended (d2xe7, e5-f6xg3), or pass
error-danish-move-to-same-point = {$point}-{$point} does not move: a movement goes to another point

## Danish Quarto: positions.
error-danish-position-fields = expected four fields `<white points>/<black points> <w|b> <white in hand> <black in hand>` (the start is `/ w 12 12`), found {$count}
error-danish-no-slash = "{$text}" has no `/`: write White's points, `/`, then Black's (either list may be empty)
error-danish-slash-twice = "{$text}" has more than one `/`: write White's points, `/`, then Black's
error-danish-empty-item = an empty item in { $colour ->
    [white] White's
   *[black] Black's
} points "{$text}": write the points separated by single commas
error-danish-point-twice = {$point} is listed twice
error-danish-bad-side = the player to move is "{$text}": expected w or b
error-danish-bad-hand = { $colour ->
    [white] White's
   *[black] Black's
} pieces in hand "{$text}": expected a number from 0 to 12
error-danish-too-many-pieces = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} has { $board ->
    [one] {$board} piece
   *[other] {$board} pieces
} on the board and {$hand} in hand, more than 12
error-danish-already-lost = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} has only { $total ->
    [one] {$total} piece
   *[other] {$total} pieces
} (board and hand), so has already lost; a game record shows a finished game
error-danish-impossible-captures = { $colour ->
    [white] { danish-white } has lost {$lost} pieces, but { danish-black }
   *[black] { danish-black } has lost {$lost} pieces, but { danish-white }
} has placed only {$captor_placed} and could have captured at most {$most} (no piece has moved yet: one capture a turn, from a player's 4th piece on)
error-danish-hands-out-of-turn = White has {$white} in hand and Black {$black}, with { $to_move ->
    [white] White
   *[black] Black
} to move; the players place in turn, White first, so with White to move both hold the same number, and with Black to move Black holds one more

## Danish Quarto: illegal moves.
error-danish-game-over = the game is over
error-danish-must-place = { $hand ->
    [one] one piece still in hand
   *[other] {$hand} pieces still in hand
}: place one (write the point, as e5)
error-danish-must-move = all pieces are placed: move one (write from-to, as e5-f6)
error-danish-pass-with-moves = a player may pass only when he cannot move
error-danish-not-your-piece = no piece of { $mover ->
    [white] White's
   *[black] Black's
} is on {$point}
error-danish-occupied = {$point} is not empty
error-danish-not-joined = {$from} and {$to} are not joined by a line (only a player with 4 pieces flies)
error-danish-no-square-made = this move makes no valid square, so it captures nothing
error-danish-capture-required = this move makes a valid square: name the capture, as e5-f6xg3
error-danish-not-opponent-piece = {$point} holds no opponent piece to capture
error-danish-protected = {$point} is a corner of its owner's valid square, so it cannot be captured
error-danish-wins-without-capture = both players have 4 pieces: making a valid square wins at once, without a capture

## Quartino: the rules line.
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: expected 2 to 5
error-quartino-not-enough-cards = players={$players}: {$cards} cards cannot deal {$hand} to each of {$players} players
error-quartino-no-such-seat = first={$seat} but there are only {$players} seats
error-quartino-cap-zero = cap=0: the cap must be at least 1 turn

## Quartino: the equipment text (MAX_* in crates/core/src/quartino/equipment.rs give the limits).
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = the field {$field}= is missing
error-quartino-equipment-not-a-number = {$field}="{$text}": expected a whole number
error-quartino-equipment-ring = ring={$ring}: expected 1 to 15
error-quartino-equipment-hand-zero = hand=0: a player needs at least one card
error-quartino-equipment-permutations-size = cards=permutations needs quarters of as many spaces as there are colours ({$colours}), not {$pattern}
error-quartino-equipment-not-a-card = cards: "{$text}" is not a card: expected colour letters
error-quartino-equipment-too-many-cards = {$count} cards: at most 64
error-quartino-equipment-card-twice = cards: {$card} is in the set twice
error-quartino-equipment-card-size = cards: {$card} shows {$spaces} spaces, but a quarter has {$pattern}
error-quartino-equipment-card-colour = cards: {$card} uses {$colour}, which is not one of the colours
error-quartino-equipment-hand-too-big = hand={$hand}: {$cards} cards cannot deal {$hand} to two players
error-quartino-equipment-colour-spec = colours: "{$text}" is not letter:name:tokens, as Y:yellow:7
error-quartino-equipment-colour-letter = colours: "{$text}" is not one upper-case letter
error-quartino-equipment-colour-name = colours: the name "{$text}" must be letters, digits, '-' or '_'
error-quartino-equipment-no-tokens = colours: {$colour} has no tokens
error-quartino-equipment-colour-twice = colours: {$colour} is named twice
error-quartino-equipment-too-many-colours = {$count} colours: at most 8
error-quartino-equipment-too-many-tokens = {$count} tokens in all: at most 32
error-quartino-equipment-quarter-space = quarters: "{$text}" is not a space (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters: {$space} is not on a ring of {$ring}
error-quartino-equipment-space-twice-in-quarter = quarters: {$space} is twice in the quarter "{$quarter}"
error-quartino-equipment-quarter-too-big = quarters: "{$text}" has more than 8 spaces
error-quartino-equipment-quarter-sizes = quarters: every quarter must have {$pattern} spaces, one has {$other}
error-quartino-equipment-too-many-quarters = {$count} quarters: at most 16
error-quartino-equipment-quarter-twice = quarters: Q{$number} is the same as an earlier quarter
error-quartino-equipment-mirror-slots = mirror: {$slots} slots given, but a card has {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror: expected each slot 0 to {$last} once, as 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror: reading a card twice in the mirror must give it back

## Quartino: actions as written.
error-quartino-not-a-colour = "{$text}" is not a colour: expected one letter, as Y
error-quartino-not-a-space = "{$text}" is not a space: expected C or R0, R1, …
error-quartino-not-a-quarter = "{$text}" is not a quarter: expected Q0, Q1, …
error-quartino-not-a-card = "{$text}" is not a card: expected its colour letters, as YBGP
error-quartino-not-an-action = "{$text}" is not an action: { $why ->
    [column-space] after column@ comes a space: C or R0, R1, …
    [claim-quarter] a claim names a quarter Q0, Q1, …
    [claim-card] a claim names a card by its colour letters, as YBGP@Q5
    [place-space] after @ comes a space (C, R0, R1, …) to place on, or a quarter (Q0, Q1, …) to claim at
    [place-colour] a placement names one colour letter, as Y@R3
   *[no-at] expected four, end, column@<space>, <colour>@<space> (Y@R3) or <card>@<quarter> (YBGP@Q5)
}

## Quartino: positions.
error-quartino-position-fields = expected 5 fields `<board> <to move> <phase> <turns> <seats>`, found {$count}
error-quartino-board-spaces = the board has {$found} spaces; expected {$expected}: C, R0, … R{$last} separated by '/'
error-quartino-empty-stack-text = the stack of {$space} is empty text: write . for an empty space
error-quartino-not-a-colour-of-the-game = {$space}: '{$found}' is not a colour of this game
error-quartino-too-many-tokens = more than {$tokens} {$name} ({$colour}) tokens on the board
error-quartino-bad-mover = the seat to move is "{$text}": expected 1 to {$players}
error-quartino-bad-turns = the turn count is "{$text}": expected a whole number
error-quartino-past-cap = {$turns} turns played, past the cap of {$cap}
error-quartino-seat-count = the position has {$found} seats but the rules say players={$players}
error-quartino-seat-unknown-card = seat {$seat}: {$card} is not a card of this game
error-quartino-card-twice = card {$card} is written twice (seat {$first} and seat {$second})
error-quartino-seat-not-a-card = seat {$seat}: "{$text}" is not a card
error-quartino-mixed-hand = seat {$seat}: a hand is either all shown or all hidden (?)
error-quartino-card-count = seat {$seat} has {$held} card(s) in hand and {$aside} put aside; every seat was dealt {$dealt}
error-quartino-hidden-hand = seat {$seat}'s hand is hidden (?): a full position shows every hand
error-quartino-winner-not-to-move = seat {$seat} has put aside all its cards and won: it is the seat to move of the finished game
error-quartino-not-over = the game is not over: nobody has put aside all his cards and the cap of {$cap} turns is not reached
error-quartino-two-winners = more than one seat has put aside all its cards
error-quartino-won-not-over = seat {$seat} has put aside all its cards, so the game is over: write - for the phase
error-quartino-capped-not-over = the cap of {$cap} turns is reached, so the game is over: write - for the phase
error-quartino-bad-phase = phase "{$text}": expected S with F and/or C and an optional +1 (situations), P1 to P3 (tokens to place), Q (claim or end), or -
error-quartino-situations-not-played = phase "{$phase}": the situations are not played in this turn (situations={$situations})
error-quartino-bad-marks = phase "{$phase}": after + (used this turn) or - (declined) come F (four colours) and C (column)
error-quartino-letter-twice = phase "{$phase}": {$letter} is written twice
error-quartino-phase-nothing-to-place = phase "{$phase}": every pile is empty, so no placement is due: write Q
error-quartino-too-many-due = phase "{$phase}": {$left} tokens to place need situations used this turn (write +F, +C or +FC)
error-quartino-marks-with-column = phase "{$phase}": while a column may still go (P…@), four colours is used and the column open: write no + or -
error-quartino-column-count = phase "{$phase}": while a column may still go, 0 to 3 tokens are left to place (P3@R3)
error-quartino-phase-space = phase "{$phase}": "{$text}" is not a space of this board
error-quartino-space-twice = phase "{$phase}": {$space} is written twice
error-quartino-phase-not-a-column = phase "{$phase}": the stack at {$space} is {$height} high, so it was not a column as the turn began (a column only grows until it is removed)
error-quartino-bad-used = phase "{$phase}": after + comes 1 (one situation used)
error-quartino-nothing-open = phase "{$phase}": a situations phase has F, C or both open
error-quartino-three-situations = phase "{$phase}": only two situations exist
error-quartino-four-then-column = phase "{$phase}": once four colours is used, a column may go at any point of the placements: write P3@ and the spaces of the columns (P3@R3)
error-quartino-no-column = phase "{$phase}": the column is open, but no stack is 4 high
error-quartino-four-colours = phase "{$phase}": { $on_board ->
    [true] a colour has 4 tokens on the board, so four colours is open (write F)
   *[false] four colours is open, but no colour has 4 tokens on the board
}
error-quartino-column-not-written = phase "{$phase}": a stack is 4 high, so the column is open (write C)
error-quartino-no-turn-yet = seat {$seat} has put aside {$aside} card(s) but has not had a turn yet ({$turns} turn(s) played, seat {$mover} to move)
error-quartino-too-many-placements = impossible counts: {$on_board} token(s) on the board, {$claims} card(s) put aside (each claim took {$taken} tokens off the board) and {$due} more to place now make {$needed} placements, but in {$turns} turn(s) at most {$most} tokens can be placed
error-quartino-bad-viewer = the viewer is "{$text}": expected @1 to @{$players}
error-quartino-viewer-hidden = seat {$seat} is the viewer, so its hand is shown, not ?
error-quartino-hand-shown = seat {$seat}'s hand is shown, but an observation shows only the viewer's hand (write ? for each hidden card{ $spectator ->
    [true] , or add @N for the viewer
   *[false] {""}
})

## Quartino: illegal actions.
error-quartino-game-over = the game is over
error-quartino-unknown-colour = this game has no colour {$colour}
error-quartino-unknown-space = this board has no space {$space}
error-quartino-unknown-quarter = this board has no quarter {$quarter}
error-quartino-unknown-card = {$card} is not a card of this game
error-quartino-situations-off = the situations are off in this game (situations=off)
error-quartino-situations-not-yet = the situations are played after {$rounds} round(s) (situations=from:{$rounds}), and this is round {$round}
error-quartino-no-colour-with-four-tokens = four colours is not open: no colour had 4 tokens on the board as the turn began
error-quartino-four-colours-used = four colours was used already this turn
error-quartino-situations-declined = the situations are used at the start of the turn: this turn's first placement declined them
error-quartino-no-stack-of-four = no column to remove: no stack stood 4 high as the turn began
error-quartino-one-column-per-turn = one column per turn: a column was removed already this turn
error-quartino-column-declined = the column was declined this turn (by a placement before it, or by going on to the claims)
error-quartino-not-a-column = the stack at {$space} is {$height} high: a column has 4 or more tokens
error-quartino-not-a-column-of-the-turn = the stack at {$space} was not a column as the turn began: the column to remove is at {$columns}
error-quartino-column-due = the column's token is placed: remove the column at {$columns} first
error-quartino-column-required = a column must be removed first (column_mandatory=on)
error-quartino-pile-empty = the {$colour} pile is empty
error-quartino-must-place = { $count ->
    [one] one more token to place first
   *[other] {$count} more tokens to place first
}
error-quartino-nothing-to-place = no token is due now: claim a card or end the turn
error-quartino-not-in-hand = card {$card} is not in the hand of the player to move
error-quartino-not-on-board = wrong claim: card {$card} is not on the board at {$quarter} (its tops read {$tops})
