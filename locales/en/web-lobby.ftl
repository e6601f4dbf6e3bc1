# The browser's lobby: the new game's form, the lists of games, the import of a record; and the
# page of an invitation.

lobby-tagline = Quarto!, Danish Quarto and Quartino — against bots, on one device, or with friends through a link.
lobby-new-game = New game
lobby-form-label = new game
lobby-game = Game
lobby-rules = Rules
lobby-rules-of = The rules of {$game}, explained →
lobby-explained = explained in the rules
lobby-explained-option = {$option}: explained in the rules
lobby-hints = Hints for beginners: a warning before a gift or move that loses at once
lobby-no-chat = No chat at the table (for games with children)
lobby-start-summary = Start from a position
lobby-start-label = start position
lobby-start-help = A position in the game's notation, as a game page shows it under the history (Copy). Empty: the usual start.
lobby-start-copy-link = Copy a link to this position
lobby-start-link-copied = Link copied: it opens this form with the same game, rules and position.
lobby-start-link-by-hand = The link is in the address bar: copy it from there.
lobby-clock = Clock
lobby-clock-label = clock
lobby-no-clock = no clock
lobby-custom-clock = custom…
lobby-custom-total = minutes + increment
lobby-custom-per-move = seconds a move
lobby-custom-minutes = min
lobby-custom-increment = s a move
lobby-custom-seconds = s a move
lobby-other-player-name = name of seat {$number} (optional)
lobby-seats = Seats
lobby-preset-bot = vs bots
lobby-preset-friend = with friends (link)
lobby-preset-device = all on this device
lobby-preset-anyone = open to anyone
lobby-choice-me = Me (this device)
lobby-choice-bot = Bot
lobby-choice-invite = A friend (invite link)
lobby-choice-open = Open to anyone
lobby-seat = Seat {$number}
lobby-seat-first = Seat {$number} (moves first)
lobby-seat-label = seat {$number}
lobby-level-label = bot level for seat {$number}
lobby-fewer-seats = seat
lobby-more-seats = seat
lobby-players = { $count ->
    [one] {$count} player
   *[other] {$count} players
}
lobby-name-placeholder = your name (optional)
lobby-name-label = your name
lobby-create = Create game

## The lists of games.
lobby-your-games = Your games
# The seats this browser holds in a game: "seats 1 and 2".
lobby-your-seats = { $count ->
    [one] seat {$seats}
   *[other] seats {$seats}
}
lobby-open-games = Open games
lobby-no-open-games = No open game: create one, or open a seat to anyone.
lobby-live-games = Live games
lobby-no-live-games = No game is being played right now.
lobby-more-games = Show more games
lobby-listed-bot = bot ({$level})
lobby-listed-open = open seat
lobby-listed-invited = invited
lobby-play = Play
lobby-join = Join
lobby-watch = Watch

## Importing a record.
lobby-import-heading = Import a record
lobby-import-help = Paste a game record (from “Export record”) or choose its file, then choose where the game goes on and who plays each seat.
lobby-import-point-label = go on after this action
lobby-import-point-end = go on from the end (after action {$at})
lobby-import-point = go on after action {$at} of {$of}
lobby-import-finished = The record ends with the end of the game: choose an earlier action to play on.
lobby-import-name-of = name of seat {$number}
lobby-record-label = game record
lobby-file-label = record file
lobby-import-button = Import and play on

## An invitation's page.
join-heading = Invitation
join-invited = You are invited to play {$game}
join-seat = Seat {$number}.
join-seat-with = Seat {$number}, with {$others}.
join-bot = a bot ({$level})
join-rules = Rules: {$rules}
join-rules-clock = Rules: {$rules} · clock {$clock}
join-take = Take seat {$number}
join-watch = Just watch
join-to-lobby = Go to the lobby
join-taken = This invitation has already been used: seat {$number} is taken.
join-taken-by = This invitation has already been used: {$name} took seat {$number}.
join-over = This invitation was for a game of {$game}, which is over.
join-cancelled = This invitation was for a game of {$game}, which was cancelled before it began.
join-watch-game = Watch the game
join-see-game = See the game
