# The browser's game page: the header, the connection, the seats, the status line, the buttons,
# the invitations, the history and replay, the analysis, the result and the cover of hidden cards.

play-loading = Loading…
# The tab's title.
play-title = {$game} · Quartet
play-title-your-turn = ● Your turn · {$game} · Quartet
play-not-found = No such game
play-not-found-detail = There is no game “{$id}” on this server: it may have been cancelled, or the link is mistyped.
# Parts of the line under the game's name, after its rules: "clock 5+3", "you are watching".
play-header-clock = clock {$clock}
play-header-watching = you are watching
play-seat-refused = Your seat for this game was refused ({$message}); watching instead.

## The connection to the server.
play-link-open = connected
play-link-connecting = connecting…
play-link-reconnecting = reconnecting…
play-link-waiting = connection lost: retrying in {$seconds} s
play-link-refused = refused by the server
play-link-bad-token = bad seat token

## The seats.
play-seat-bot = Bot ({$level})
# One of several bots, by its seat's number.
play-seat-bot-at = Bot {$number} ({$level})
play-seat-you = (you)
play-seat-kind-bot = bot
play-seat-thinking = bot · thinking…
play-seat-open = open seat: anyone may join
play-seat-invited = invited: not joined yet
play-seat-online = connected
play-seat-offline = offline
play-seat-resigned = resigned
play-seat-connected = connected
play-seat-not-connected = not connected
play-spectators = { $count ->
    [one] {$count} spectator
   *[other] {$count} spectators
}

## The status line.
play-status-replay = Replay: after action {$at} of {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} is thinking…
play-status-waiting-for = Waiting for {$names} to join.
play-status-your-turn-as = {$seat}: your turn.
play-status-your-turn = Your turn.
play-status-to-move = {$seat} to move…
# The last action, after the status: "Last: Ada placed on b3." ($action is the game's own words).
play-status-last = Last: {$seat} {$action}.

## The buttons.
play-take-back = Take back
play-resign = Resign
play-really-resign = Really resign?
play-really-resign-all = Really resign? The game ends for everyone
play-take-seat = Take a seat
play-open-rematch = Open the rematch
play-accept-rematch = Accept the rematch
play-rematch = Rematch
play-export-record = Export record
play-continue-from-here = Continue from here
play-position-label = Position
play-copy-position = Copy
play-position-copied = Position copied.
play-copy-failed = The browser did not let the page copy: select the position and copy it yourself.
play-cancel-game = Cancel the game
play-really-cancel = Really cancel?
play-cancelled = The game is cancelled.
play-record-saved = Record saved. Import it from the lobby to go on from any point.

## The invitations.
play-invite-heading = Invite
play-invite-link-for = link for seat {$number}
play-invite-send-open = {$seat} (open to anyone): send this link
play-invite-send-friend = {$seat} (for a friend): send this link
play-invite-copy = Copy
play-invite-copied = Link copied.
play-invite-copy-by-hand = Select the link and copy it.

## The history and the replay.
play-history-heading = History
play-history-slider = replay: action shown
play-history-first = first
play-history-back = back one action
play-history-forward = forward one action
play-history-live = back to the game
play-history-count = { $count ->
    [one] {$count} action
   *[other] {$count} actions
}
play-history-showing = showing {$at} of {$of}
# An action in the history: the seat's name, then the game's words for it ("placed on b3").
play-history-entry = {$seat} {$action}
play-history-turn = turn {$turn}, {$seat}
play-history-none = No action yet.

## Confirming an action before it is sent.
play-confirm-label = confirm the action
play-confirm-option = Confirm each action before it is sent
play-confirm-ask = {$action}?
play-confirm-yes = Confirm
play-confirm-no = Cancel

## The solver's analysis.
play-analysis-heading = Analysis
play-analysis-not-analysed = This position is not analysed: the server was too busy for the solver to finish in time.
play-analysis-show = Show the solver's values
play-analysis-hide = Hide the solver's values
play-analysis-thinking = The solver is thinking…
play-analysis-over = The game is over here.
play-analysis-value = {$seat} to move: {$value} with best play.
play-analysis-more = { $count ->
    [one] …and {$count} more turn.
   *[other] …and {$count} more turns.
}

## The result.
play-you-win = You win!
play-you-lose = You lose
play-banner-close = close
play-result-draw = Draw
play-result-nobody = Nobody wins
play-result-cancelled = Cancelled
play-result-cancelled-by = {$seat} cancelled it
play-result-expired = it waited for its players too long
play-result-wins = {$seat} wins
play-result-out-of-time = {$seat} ran out of time
play-result-resigned = {$seat} resigned
play-result-resigned-all = {$seat} resigned, which ends the game for everyone

## The cover over hidden cards on a shared device.
play-cover-pass = Pass the device to {$seat}.
play-cover-show = Show {$seat}'s cards

## The solver's marks on the board: a letter, then the placements left ("W5").
play-mark-win = W
play-mark-draw = D
play-mark-loss = L
