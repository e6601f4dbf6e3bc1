# The terminal: `quartet play --plain`, line by line.

# The commands stay English words so that scripts work in every language; the help says so.
plain-help = type an action (one of the legal ones listed), or a command: moves, board, hint, undo, save FILE, load FILE, resign, help, quit
# The legal actions, in the game's notation.
plain-legal = legal: {$actions}
plain-clocks = clocks  {$clocks}
plain-game-over = game over: {$outcome}
plain-game-over-because = game over: {$outcome} ({$reason})
plain-rematch-question = rematch? (yes/no)
# The answers that mean yes to the rematch question, separated by commas.
plain-yes-words = y, yes, rematch
plain-rematch = rematch: the seats have turned one place
plain-bot-failed = the bot failed: {$error}
plain-pass-device = pass the device to {$seat} and press Enter
plain-end-of-input = end of input: the game is left unfinished
plain-not-text = that line is not text (UTF-8): type it again
plain-hint = hint: {$hint}
plain-no-hint = no hint
plain-bot-choice = {$action} (the strong bot's choice)
plain-undone = { $count ->
    [one] took back one action
   *[other] took back {$count} actions
}
plain-undo-refused = cannot undo: {$error}
plain-save-needs-file = save needs a file name: save game.txt
plain-saved = saved to {$path}
plain-save-failed = could not save to {$path}: {$error}
plain-load-needs-file = load needs a file name: load game.txt
plain-loaded = { $count ->
    [one] loaded {$path}: one action replayed
   *[other] loaded {$path}: {$count} actions replayed
}
plain-load-failed = could not load: {$error}; the game goes on
plain-not-played = not played: {$error}
