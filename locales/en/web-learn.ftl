# The browser's learning pages: the rules pages, the lessons, the puzzles, the review, the hints
# beside a game. Why an action was wrong and what a position is worth are learn.ftl's.

study-nav-rules = Rules
study-nav-learn = Learn to play
study-nav-puzzles = Puzzles
study-contents = Contents
study-heading = Learn
study-intro = New to these games? Read the rules, play the guided lessons, or solve the engines' puzzles.
study-learn-link = Learn {$game} step by step →
study-rules-link = The rules of {$game}

## The lessons.
study-lessons-progress = {$done} of {$of} lessons done
study-lessons-hint = Hint
study-lessons-again = Try again
study-lessons-next = Next lesson →
study-lessons-finished = You have done every lesson. Play a game, or try the puzzles!
study-lessons-play = Play a game
study-lessons-right = Right so far: go on.
study-lessons-replied = Your opponent answers: {$action}.

## The puzzles.
study-puzzles-heading = Puzzles
study-puzzles-intro = Positions from the engines' own games, each with one best answer. Solve them to move your puzzle rating (kept in this browser).
study-puzzles-daily = Puzzle of the day
study-puzzles-next = Next puzzle →
study-puzzles-rating = Your puzzle rating: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Puzzle rated {$rating} · solved {$solved} of { $tries ->
    [one] {$tries} try
   *[other] {$tries} tries
}
study-puzzles-day-of = Daily puzzle, {$day}
study-puzzles-you-play = You play {$seat}.
study-puzzles-solved = Solved!
study-puzzles-failed = Not the best answer.
study-puzzles-solution = The solution: {$line}.
# The rating's change, with its sign: "+12", "−8".
study-puzzles-change = Rating {$change}.
study-theme-win-in = { $count ->
    [one] Win with this placement
   *[other] Win within {$count} placements
}
study-theme-capture-in = { $count ->
    [one] Capture with this move
   *[other] Capture within {$count} moves
}
study-theme-only-safe-piece = Give the only safe piece
study-theme-only-drawing-move = Find the only turn that keeps the draw
study-theme-protected-square = Make a square your opponent cannot capture back
study-theme-claim-two = Claim two cards this turn
study-theme-mistake = Find a better action than the one played
study-eval-won = won
study-eval-lost = lost

## The review of a finished game.
study-review-heading = Review · {$game}
study-review-by = Reviewed in {$seconds} s ({$engine}).
study-review-by-quick = Reviewed in under {$seconds} s ({$engine}).
study-review-chart = How the game went: the expected score of the first player after each action (top: a win, middle: a draw, bottom: a loss)
study-review-chart-many = How each player's expected score moved with their actions
study-review-back = Back to the game
study-review-no-mistakes = No mistakes: well played.
study-review-mistakes = { $count ->
    [one] {$count} action lost ground.
   *[other] {$count} actions lost ground.
}
study-review-best = The engine's choice: {$action}.
study-review-play-again = Learn from this mistake
study-review-not-over = The review opens once the game is over.
study-game-review = Review the game

## The hints beside a game's board, for beginners.
study-hints-heading = Hints
study-hints-deadly = Do not give piece {$pieces}: your opponent would win with it at once.
study-hints-poisoned = Placing on {$cells} leaves no safe piece to give.
study-hints-threatened = Your pieces on {$points} can be captured next move.
study-hints-unsafe = { $count ->
    [one] {$count} of your moves would let your opponent capture or win.
   *[other] {$count} of your moves would let your opponent capture or win.
}
study-hints-near = Your card {$card} is one token away: {$colour} on {$space} shows it in {$quarter}.
study-hints-none = No danger now.
study-hints-warn-gift = Careful: this piece lets your opponent win at once. Play it again to give it anyway.
study-hints-warn-cell = Careful: after this placement every piece you could give lets your opponent win. Play it again to place anyway.
study-hints-warn-move = Careful: after this move your opponent can capture or win. Play it again to move anyway.
study-hints-option = Hints for beginners (warnings before a losing gift or move)
study-hints-option-help = What the hints show
