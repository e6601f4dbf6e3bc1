# Quarto! in the browser: its blurb, its actions and pieces in words, its options, the board's
# labels and hints, the solver's values. The traits' words are quarto.ftl's.

board-quarto-blurb = Gigamic's classic: give your opponent the piece they must place; four in a line sharing a trait wins.
# A piece by its four traits (quarto.ftl's words), in the order the language says them.
board-quarto-piece = {$height} {$colour} {$shape} {$top}

## Actions, after the seat's name ("Ada placed on b3"), and as a player chooses them.
board-quarto-placed = placed on {$cell}
board-quarto-gave = gave {$piece} ({$action})
board-quarto-claimed = claimed Quarto! on {$alignment}
board-quarto-passed = passed (no claim)
board-quarto-give-piece = Give {$piece}
board-quarto-claim-on = Claim Quarto! on {$alignment}
board-quarto-pass-no-claim = Pass (no claim)
board-quarto-place-on = Place on {$cell}

## The rules, short.
board-standard-rules = standard rules
board-quarto-rules-only = only {$traits}
board-quarto-rules-squares = squares win too
board-quarto-rules-announce = announce Quarto!
board-quarto-option-traits = Traits that count:
board-quarto-height = height
board-quarto-colour = colour
board-quarto-shape = shape
board-quarto-top = top
board-quarto-option-squares = 2×2 squares win too (advanced)
board-quarto-option-announce = Announce "Quarto!" to win (official rules)

## The solver's values, counted in placements.
board-quarto-value-draw = draw
board-quarto-value-wins = wins
board-quarto-value-loses = loses
board-quarto-value-wins-in = { $distance ->
    [0] wins now
    [one] wins in {$distance} placement
   *[other] wins in {$distance} placements
}
board-quarto-value-loses-in = { $distance ->
    [0] loses now
    [one] loses in {$distance} placement
   *[other] loses in {$distance} placements
}
board-quarto-legend = Marks on the board: W wins, D draw, L loses for the player to move, with the placements left until the end under perfect play. Best line:
board-quarto-legend-no-distances = Marks on the board: W wins, D draw, L loses for the player to move (the placements left are not known this time: the solver ran out of time for them). Best line:

## Where a line lies.
board-quarto-row = row {$row}
board-quarto-column = column {$column}
board-quarto-square = the square {$cells}
board-quarto-diagonal = the diagonal {$cells}

## The board.
board-quarto-label = Quarto! board
board-quarto-cell-empty = {$cell}: empty
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = place {$piece} on {$cell}
board-quarto-place-the-piece = place the piece on {$cell}
board-quarto-claim-square = claim Quarto! on the square {$alignment}
board-quarto-claim-line = claim Quarto! on the line {$alignment}
board-quarto-place-this = Place this piece:
board-quarto-in-hand = Piece in hand:
board-pass-chip = pass
board-quarto-places = {$seat} places:
board-quarto-choose-gift = Choose the piece your opponent will place:
board-quarto-chooses-gift = {$seat} chooses a piece to give
web-board-quarto-pool = pieces to give
board-quarto-pool-heading = Pieces not yet played
board-quarto-give = give {$piece}
board-quarto-played = {$piece}: played
board-quarto-pick-line = Pick the line on the board (Escape to cancel).
board-quarto-pass = Pass (no claim: a draw)
board-quarto-announce-note = Announce mode: a quarto wins only when claimed, by its placer before giving or by the opponent before placing.

## Setting a start position up by hand.
board-quarto-editor-label = Set the position up on a board
board-quarto-editor-help = Choose a piece, then a cell or the hand. A piece on the board goes back with a click.
board-quarto-editor-no-hand = none: the player to move gives one
board-quarto-editor-clear = Clear the board

## Why a game ended: what the four pieces share ($traits: learn.ftl's plural words) and where.
board-quarto-reason-line = four {$traits} pieces on {$line}
board-quarto-reason-square = a 2×2 square of {$traits} pieces ({$cells})
