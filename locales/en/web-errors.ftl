# The server's errors as the browser says them, one message per code of the API (docs/api.md):
# server-error-<code>, "_" written "-"; a refusal's detail (its "detail": {code, values}) is
# server-detail-<code>, put after the error by server-error-with-detail. The rules' refusals are
# errors.ftl's.

server-error-bad-request = The server cannot use this request.
server-error-bad-token = Your seat's token is not valid for this game.
server-error-spectator = You are watching this game: only its players can act.
server-error-not-your-seat = That seat is not yours.
server-error-not-found = Not found: the game or invitation may have been cancelled, or the link is mistyped.
server-error-method-not-allowed = The server does not answer this kind of request here.
server-error-waiting = The game waits for its players to join.
server-error-not-your-turn = It is not your turn.
server-error-over = The game is over.
server-error-seat-taken = This seat is already taken.
server-error-one-seat = You already hold a seat in this game: with hidden cards, one person plays one seat.
server-error-started = The game has started: it can no longer be cancelled.
server-error-nothing-to-undo = There is nothing to take back.
server-error-undo-refused = Taking back at once is only against bots (against a person, ask for a take-back), and never past cards that were shown.
server-error-not-over = The game is not over yet.
server-error-rematch-exists = The rematch exists already, and your seats there are taken.
server-error-hidden = The record opens once the game is over: it holds hidden cards.
server-error-analysis-refused = The analysis opens once the game is over (or at once against bots).
server-error-stopping = The server is stopping: try again in a moment.
server-error-busy = The server is busy: try again in a few seconds.
server-error-too-many-connections = Too many connections from your address: close a tab or two and try again.
server-error-request-timeout = The request came too slowly: try again.
server-error-too-many-games = You have as many games waiting for players as you may: start or cancel one first.
server-error-too-large = That is too large for the server.
server-error-upgrade-required = This address is for a live connection only.
server-error-illegal = The rules do not allow this.
server-error-rate-limited = Too many requests: wait a moment and try again.
server-error-corrupt = This stored game cannot be replayed.
server-error-internal = Something went wrong on the server.
server-error-storage = The server could not save this: nothing changed. Try again.
server-error-not-owner = The game is passing to another server: trying again in a moment.
server-error-unanswered = The server driving this game did not answer in time: what you asked may have been done. The game is shown as it stands.
server-error-analysis-timeout = The solver did not finish in time.
server-error-analysis-memory = The solver could not get the memory it needs.
server-error-name-taken = This name is taken (or one that looks like it).
server-error-wrong-credentials = The name and password do not go together.
server-error-signed-out = You need to sign in first.
server-error-rated-refused = This game cannot be rated.
server-error-pairing-ended = Your wait for an opponent ended: you left, or asked for another game elsewhere.
server-error-challenge-declined = Your challenge was declined.
server-error-csrf = This request came without its security token: reload the page and try again.
server-error-abort-refused = You have moved already: the game can no longer be aborted (offer a draw or resign instead).
server-error-no-draw = This game has no draw by agreement.
server-error-no-offer = There is no offer from the other player to answer (it was withdrawn, or a move ended it).
server-error-claim-refused = The game cannot be claimed now.
server-error-chat-refused = This line cannot be said.

## A refusal with its detail, and the details (docs/api.md): what a refusal is about beyond
## its code, said in place of the server's English words.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Choose a clock: none, a time a turn or a time a game.
server-detail-clock = “{$clock}” is not a clock: write none, 30s/move, 3d/move, 10m or 10m+5s.
server-detail-clock-turn-range = A turn gets at least 1 s and at most 14 days.
server-detail-clock-game-range = A game gets at least 10 s and at most 24 h a seat.
server-detail-clock-increment-range = The increment is at most 1 h.
server-detail-length-cap = {$option} is at most {$most} on this server.
server-detail-chosen-deal = This game hides cards and has seats for other people, so nobody may choose its deal.
server-detail-start-over = The game is over in this position: nothing would be left to play. Choose a position before its end.
server-detail-bot-level = This game has no bot level {$level}.
server-detail-seat-count = With these rules the game has {$seats} seats, not {$given}.
server-detail-record-bad-tag = Line {$line} of the record is not a tag [Name "value"].
server-detail-record-missing-tag = The record has no [{$tag} "…"] tag.
server-detail-record-wrong-game = The record is of another game ({$found}).
server-detail-record-bad-value = The record’s [{$tag}] tag has a value that is not understood.
server-detail-record-bad-action = Action {$number} of the record ({$action}) cannot be played.
server-detail-record-result-mismatch = The record’s result is not what its actions give.
server-detail-record-unclosed-comment = A comment of the record opened with {"{"} is never closed.
server-detail-record-ply = The record has { $actions ->
    [one] {$actions} action
   *[other] {$actions} actions
}: go on from 0 to {$actions}.
server-detail-record-replay = The record’s game cannot be replayed.
server-detail-rated-signed-out = A rated game is played between accounts.
server-detail-challenge-signed-out = Challenges are between accounts: sign in first.
server-detail-rematch-unplayed = A rematch follows a game played to its end: this one ended without a result (cancelled, aborted or abandoned).
server-detail-rated-bot = A rated game is played between people: a bot’s seat makes it unrated.
server-detail-rated-seats = In a rated game you hold exactly one seat, and every other seat waits for another player.
server-detail-rated-chosen-start = A rated game starts from the usual start, dealt by the server.
server-detail-rated-imported = An imported record is never rated.
server-detail-rated-hints = Hints for beginners are for unrated games.
server-detail-rated-same-account = Your account holds another seat of this rated game already.
server-detail-no-action = No action was played.
server-detail-two-players = Quick pairing, seeks and challenges are for games of two players.
server-detail-challenge-self = You cannot challenge yourself.
server-detail-pairing-browser = This browser's id for quick pairing is not valid (up to 64 letters, digits, - and _): reload the page.
server-detail-claim-alone = Only a game between people can be claimed: nobody else plays at this table.
server-detail-claim-away = Claim the game from its page while you are connected to it.
server-detail-claim-correspondence = A correspondence game waits for its players: its clock ends it, not a claim.
server-detail-lang-unknown = “{$lang}” is not a language of Quartet: choose en, ro, es, fr, cs or it.
server-detail-claim-present = Player {$seat} is at the table: the game can be claimed when every other player has left.
server-detail-claim-too-soon = The game can be claimed in { $seconds ->
    [one] {$seconds} second
   *[other] {$seconds} seconds
}.
server-detail-chat-off = This game has no chat: it was created without one.
server-detail-chat-empty = An empty line is not said.
server-detail-chat-too-long = A line has at most {$most} characters; this one has {$chars}.
server-detail-chat-control = A line is plain text on one line, without control characters.
server-detail-chat-too-fast = At most 5 lines in 10 seconds: wait {$seconds} s.
server-detail-name = { $why ->
    [length] A name has 3 to 20 characters.
    [character] A name has only letters A-Z, digits, _ and -, not “{$character}”.
    [shape] A name starts with a letter, and _ or - stand alone between letters or digits.
   *[reserved] This name is reserved.
}
server-detail-password = { $why ->
    [length] A password has 8 to 1024 bytes.
   *[is-the-name] A password cannot be the name.
}
server-detail-json-syntax = The request is not valid JSON (line {$line}, column {$column}).
server-detail-json-body-type = The request must be a JSON object {"{"}…{"}"}.
server-detail-json-unknown-type = The server does not know this type of message.
server-detail-json-missing-field = The field “{$field}” is missing.
server-detail-json-unknown-field = The server does not know the field “{$field}”.
server-detail-json-wrong-type = The field “{$field}” has a value of the wrong type.
server-detail-json-bad-value = The value of the field “{$field}” is not understood.
server-detail-body-too-large = A request has at most {$most} bytes.
server-detail-message-too-large = A message has at most {$most} bytes; this one had {$size}.
server-detail-message-binary = Messages are sent as JSON text, not binary data.
server-detail-query-unknown = The address has a parameter the server does not know: “{$name}”.
server-detail-query-value = The value of the address parameter “{$name}” is not understood.
server-detail-path-bad = The address cannot be read: part of it is not text.

## Why the server closed the live connection (the close frame's reason).
server-close-bad-token = Your seat’s token is not valid for this game.
server-close-too-many-messages = The server closed the connection: this page sent too many messages.
server-close-silent = The server closed the connection: nothing came from this page for too long.
server-close-restarting = The server is restarting: the page connects again in a moment.
server-close-bad-ticket = The wait for an opponent was not found: start again.
server-close-paired = An opponent was found.
server-close-not-utf8 = The server closed the connection: this page sent a text message that is not UTF-8.
