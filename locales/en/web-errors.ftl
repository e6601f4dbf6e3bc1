# The server's errors as the browser says them, one message per code of the API (docs/api.md):
# server-error-<code>, "_" written "-". $message is the server's own words in English, for the
# errors whose details only it knows. The rules' refusals are errors.ftl's.

server-error-bad-request = The server cannot use this request: {$message}
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
server-error-undo-refused = Taking back is only for games against bots, and never past cards that were shown.
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
server-error-illegal = The rules do not allow this: {$message}
server-error-rate-limited = Too many requests: wait a moment and try again.
server-error-corrupt = This stored game cannot be replayed.
server-error-internal = Something went wrong on the server.
server-error-storage = The server could not save this: nothing changed. Try again.
server-error-analysis-timeout = The solver did not finish in time.
server-error-analysis-memory = The solver could not get the memory it needs.
server-error-name-taken = This name is taken (or one that looks like it).
server-error-wrong-credentials = The name and password do not go together.
server-error-signed-out = You need to sign in first.
server-error-rated-refused = This game cannot be rated: {$message}
server-error-csrf = This request came without its security token: reload the page and try again.
server-error-abort-refused = You have moved already: the game can no longer be aborted (offer a draw or resign instead).
server-error-no-draw = This game has no draw by agreement.
server-error-no-offer = There is no offer from the other player to answer (it was withdrawn, or a move ended it).
server-error-claim-refused = The game cannot be claimed now: {$message}
