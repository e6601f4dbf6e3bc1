# The terminal's full-screen game (`quartet play` without --plain): the menu, the game screen,
# its pop-ups and status line, the keys' help, and what the boards say about clicks.
# The commands typed on the input line (undo, hint, save FILE…) and the keys stay as they are.

## The menu.
# The line under the program's name: the three games' names.
tui-title-games = {$quarto}, {$danish} and {$quartino}
tui-new-game = New game
# The keys of the menu, under it (← → ↑ ↓ are arrow keys).
tui-menu-keys = ↑↓ choose  ←→ change  Enter start  l load  F1 rules  q quit (or click)
# A line's name is shown in a column 12 characters wide: keep them short.
tui-menu-game = Game
tui-menu-attributes = Attributes
tui-menu-squares = Squares win
tui-menu-announce = Announce
tui-menu-players = Players
tui-menu-situations = Situations
tui-menu-seat = Seat {$number}
tui-menu-clock = Clock
tui-menu-start = Start
tui-menu-load = Load a record…
tui-menu-position = Play from a position…
tui-yes = yes
tui-no = no
# Quartino: the situations count from this round on (the rulebook's game for beginners).
tui-situations-after = { $rounds ->
    [one] after {$rounds} round
   *[other] after {$rounds} rounds
}
tui-seat-person = person at this keyboard
tui-seat-bot = bot: {$level}
## Quarto!'s four attributes, as the menu lists those that count.
tui-attribute-height = height
tui-attribute-colour = colour
tui-attribute-shape = shape
tui-attribute-top = top
## The clock.
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = none
tui-clock-per-move = {$time} a move
tui-clock-total = {$time} a game
tui-clock-increment = {$time} a game, +{$increment} a move
## What the line under the cursor chooses, in a sentence.
tui-hint-quarto = Quarto!: you choose the piece your opponent places.
tui-hint-danish = Danish Quarto: place, then move; four at a square's corners capture.
tui-hint-quartino = Quartino: stack coloured tokens; claim your secret cards as they show.
tui-hint-attributes = Beginners: only these traits count for a quarto.
tui-hint-squares = Advanced: four pieces on a 2×2 square sharing a trait win too.
tui-hint-announce = Official rules: a quarto wins only when announced (claimed) in time.
tui-hint-players = How many players sit at the table (2–5).
tui-hint-situations = The four-colours and column bonuses; leave them off to learn.
tui-hint-seat = Who sits here: a person at this keyboard, or a bot of some level.
tui-hint-clock = A time for each move, or for the whole game (+ seconds a move).
tui-hint-start = Start the game.
tui-hint-load = Play on from a saved game record.
tui-hint-position = Start the game chosen above from a position in its notation (as `quartet show` and the game pages of the web app write it).

## The game screen.
# The game screen's title: the game, and its rules in words (board-…-rules-… of the browser).
tui-game-title = {$game} — {$rules}
tui-board = Board
tui-seats = Seats
tui-seats-bot-thinking = (a bot is thinking…)
# The last actions played, in the game's notation.
tui-last-actions = last: {$actions}
tui-legal-actions = Legal actions ({$count})
# A pop-up: each line of the message is a line on the screen.
tui-pass-the-device =
    Pass the device to {$seat}.
    Others, look away.

    Press Enter to show your cards.
tui-game-over = Game over
tui-game-over-keys =
    Ctrl+R rematch · Ctrl+N new game
    Ctrl+S save · Ctrl+O load · Esc quit
tui-prompt-load = Load a record
tui-prompt-load-keys = Enter load · Esc cancel
tui-prompt-save = Save the game as a record
tui-prompt-save-keys = Enter save · Esc cancel
tui-prompt-file = file: {$name}
tui-prompt-position = Play from a position
tui-prompt-position-keys = Enter start · Esc cancel
tui-prompt-position-line = position: {$position}

## The status line.
tui-welcome = type an action and Enter, or pick one with ↑↓ and Enter, or click; F1: help
tui-played = {$seat} played {$action}
tui-bot-thinking = wait: a bot is thinking
tui-bot-stopped = it stopped without an answer
tui-save-needs-name = save needs a file name
tui-loaded = { $count ->
    [one] loaded {$path}: {$game}, one action replayed
   *[other] loaded {$path}: {$game}, {$count} actions replayed
}
tui-load-failed = could not load: {$error}
tui-load-needs-name = load needs a file name
tui-cancelled = cancelled
tui-choice-cleared = choice cleared
tui-click-menu-line = click a line of the menu
tui-type-file-name = type the file name and Enter, or Esc
tui-type-position = type the position and Enter, or Esc
tui-pass-device-first = press Enter once the device is passed
tui-game-is-over = the game is over: Ctrl+R rematch, Ctrl+N new game, Ctrl+O load
tui-nothing-now = nothing to play now
tui-click-list-action = click an action of the list to play it
# $help: what to click in this game now (one of the board-…-help messages).
tui-nothing-there = nothing to play there: {$help}
tui-click-the-board = click the board ({$help}), or choose in the list with ↑↓ and Enter

## The help (F1): the keys and the mouse, then the game's rules. Keep the columns aligned.
tui-help-title = Help · ↑↓ PgUp PgDn scroll · any other key closes this help
tui-help =
    Keys
      an action, Enter    play it (see the list of legal actions)
      ↑↓, Enter           play the highlighted action
      F2                  a hint
      Ctrl+Z              undo
      Ctrl+S / Ctrl+O     save the game as a record / load a record
      Ctrl+R / Ctrl+N     rematch / new game (the menu)
      Esc                 clear a choice (or a right click); else quit
    Mouse
      any game   an action in the list of legal actions plays it
                 (a Quarto! claim too)
      Quarto!    an empty cell (·) to place; a pool piece to give
      Danish     a point to place; one of your pieces, then where it
                 goes [e5]; when a square is made, the piece to
                 capture (×). ! a piece one move of the other side
                 could capture; * the last move
      Quartino   a colour of the supply, then a space (═); a card
                 marked ✓ to claim it (then its quarter, if it shows
                 twice); the buttons: four, column, end
    Typed: undo, hint, save FILE, load FILE, resign, menu, quit

## What a click on a board does, when it plays nothing.
board-not-your-turn = nothing to play now: it is not your turn
board-not-this-game = that is not part of this game
board-not-legal-now = that is not a legal action now (see the list on the right)

## Quarto!'s board.
board-quarto-taken = {$cell} is taken
board-quarto-give-first = first give a piece: click one in the pool
board-quarto-place-first = first place the piece in hand: click an empty cell (·)
board-quarto-to-place = to place: {$piece} — {$traits}
board-quarto-pool = pool (click to give):
board-quarto-help-give = click a piece of the pool to give it
board-quarto-help-place = click an empty cell (·) to place the piece

## Danish Quarto's board. $letter is the letter the side's pieces are drawn with (W or B).
board-danish-must-pass = no move is possible: press Enter (or type pass) to pass
board-danish-move-cancelled = move cancelled: choose again
board-danish-choose-capture = choose the piece to capture: {$pieces} (marked ×); click {$point} again to cancel
board-danish-anywhere = any empty point (it flies: 4 pieces left)
board-danish-put-back = {$point} put back: choose a piece to move ({$letter})
board-danish-cannot-go = {$from} cannot go to {$to}: it can go to {$points}
board-danish-blocked = {$point} cannot move: every point next to it is taken
board-danish-moving = moving {$point}: click where it goes ([ ]): {$points}
board-danish-not-yours = {$point} is {$colour}'s piece: click one of yours ({$letter}), then where it goes
board-danish-piece-first = first click one of your pieces ({$letter}), then where it goes
board-danish-taken = {$point} is taken: place on an empty point
board-danish-not-legal = {$point} is not a legal move now
board-danish-square-made = {$point} makes a square: click the piece to capture (×): {$pieces}
board-danish-help-capture = click a piece marked × to capture it (or {$point} again to cancel)
board-danish-help-landing = click where {$point} goes (marked [ ]), or {$point} again to put it back
board-danish-help-place = click an empty point to place a piece
board-danish-help-move = click one of your pieces ({$letter}), then where it goes
# Who is to move ($status), then danish-four-against-four ($four).
board-danish-status-four = {$status}; {$four}
board-danish-capture = capture: click one of {$pieces} (×)
board-danish-targets = {$point} can go to {$points} ([ ])
board-danish-marks = marks: ! one move of the other side could capture it · × capture it now (click) · * last move · >W< chosen · [e5] it can go there · bold lines: valid squares (reversed: just made)

## Quartino's board. $colour is a colour's name, $letter its letter on the board (Y, B…).
board-quartino-aside = , put aside:
board-quartino-legend = [G] top of a stack, 3 its height, ▲ a column · ═ where the choice can go · a card: the centre, then three ring spaces clockwise · ✓ it shows on the wheel
board-quartino-supply = supply (click a colour):
# The buttons; `column@…` stays the notation's.
board-quartino-four = [four colours: +1 token]
board-quartino-column = [column@{$space}: remove it]
board-quartino-column-token = [column@{$space}: remove it, +1 token]
board-quartino-end = [end the turn]
board-quartino-your-hand = your hand (click a card to claim it):
board-quartino-hand-of = hand of {$seat}:
board-quartino-hidden = (the hands are hidden)
board-quartino-claim-at = claim {$card} at:
board-quartino-colour-put-back = {$colour} put back
board-quartino-colour-chosen = {$colour} ({$letter}) chosen: click a space of the wheel to place it
board-quartino-pile-empty = the {$colour} pile is empty
board-quartino-no-token = no token to place now: claim a card or end the turn
board-quartino-not-through = {$card} does not show through {$space}
board-quartino-several-quarters = {$space} is in more than one quarter showing {$card}: click {$quarters} under your hand
board-quartino-cannot-go-empty = {$colour} cannot go on {$space} now: its pile is empty
board-quartino-cannot-go = {$colour} cannot go on {$space} now: {$help}
board-quartino-colour-first = first click a colour in the supply, then {$space}
board-quartino-card-put-back = {$card} put back
board-quartino-claims-after = claims come after the placements: place your token(s) first
board-quartino-not-showing = {$card} does not show on the wheel now
board-quartino-shows-at = {$card} shows at {$quarters}: click the quarter (or one of its spaces)
board-quartino-nothing-at = nothing to claim at {$quarter}: click a card of your hand first
board-quartino-not-now = {$action} is not possible now
board-quartino-help-quarter = click the quarter to claim {$card} at, under your hand
board-quartino-help-space = click a space of the wheel to place {$colour} there (═)
board-quartino-help-place = click a colour in the supply, then a space of the wheel
board-quartino-help-claim = click a card marked ✓ to claim it, or {board-quartino-end}
board-quartino-help-end = click a button: {board-quartino-end}
