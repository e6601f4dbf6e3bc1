# Danish Quarto in the terminal: each side's pieces and squares, who is to move.

## The two sides, by the colour of their pieces.
danish-white = White
danish-black = Black

# A side: its name, its letter on the board (W or B), its pieces on the board and still to place,
# and its valid squares (listed by their corners, or danish-squares-none).
danish-side = {$colour} ({$letter}): {$on_board} on the board, {$in_hand} in hand; valid squares: {$squares}
danish-squares-none = none
danish-to-place = to move: {$colour}, who places a piece
danish-to-move = to move: {$colour}, who moves
danish-to-fly = to move: {$colour}, who moves (flies: 4 pieces left)
danish-legal = { $count ->
    [one] {$count} legal move
   *[other] {$count} legal moves
} ({$captures} with a capture)
# Who moves and how ($turn), then the legal moves ($legal).
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, must pass
danish-won = {$colour} won
danish-four-against-four = 4 against 4: the first to make a valid square wins
