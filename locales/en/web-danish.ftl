# Danish Quarto in the browser: its blurb, its actions in words, its rules, the board's labels and
# hints. The sides' names (White, Black) are danish.ftl's.

board-danish-blurb = The 1950 game of squares: place, then move your pieces on a board of lines; a square captures.

## Actions, after the seat's name ("White moved e5→f6"), and as a player chooses them.
board-danish-passed = passed
board-danish-moved = moved {$from}→{$to}
board-danish-moved-captured = moved {$from}→{$to}, captured {$capture}
board-danish-placed = placed on {$to}
board-danish-placed-captured = placed on {$to}, captured {$capture}
board-danish-pass = Pass
board-danish-move = Move {$from} to {$to}
board-danish-move-capturing = Move {$from} to {$to}, capturing {$capture}
board-danish-place = Place on {$to}
board-danish-place-capturing = Place on {$to}, capturing {$capture}

## The rules.
board-danish-rules-cap = cap of {$turns} turns
board-danish-standard = Standard rules: 12 pieces each, squares capture, three repetitions draw.

## The board.
board-danish-label = Danish Quarto board
board-danish-made-square = {$side}'s square {$square}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: empty
web-board-danish-capture = capture the piece on {$point}
board-danish-move-from = move the piece on {$point}
board-danish-selected = {$point}: selected (Escape to cancel)
board-danish-place-on = place a piece on {$point}
board-danish-move-to = move {$from} to {$to}
board-danish-counts = {$in_hand} in hand · {$on_board} on the board
board-danish-squares = Squares: {$squares}
board-danish-pick-capture = A square! Pick the {$side} piece to capture (dotted rings).
board-danish-pick-place = {$side} to place: pick an empty point.
board-danish-pick-target = Move {$from} to a marked point (Escape to cancel).
board-danish-pick-source = {$side} to move: pick one of your marked pieces.
web-board-danish-must-pass = No move is possible: you must pass.

## Setting a start position up by hand.
board-danish-editor-label = Set the position up on a board
board-danish-editor-help = Click a point: a White piece, then a Black one, then empty again.
board-danish-editor-to-move = {$side} to move
board-danish-editor-in-hand = {$side}: pieces in hand
board-danish-editor-clear = Back to the start
