# The browser's game page, between the people at a table: aborting, offering a draw, asking
# for a take-back, answering the other player's offer, and claiming a game the others left.

table-heading = At the table
table-abort = Abort the game
table-really-abort = Really abort? It ends with no result
table-offer-draw = Offer a draw
table-ask-take-back = Propose a take-back
table-accept = Accept
table-decline = Decline
# Your own offer, while it stands ($seat: the other player, or "the others").
table-draw-offered = You offered a draw: it stands until {$seat} answers or moves.
table-take-back-asked = You asked to take back your last turn: it stands until {$seat} answers or a move is played.
# The other player's offer, with when it lapses.
table-draw-prompt = {$seat} offers a draw. The offer lapses if you move.
table-take-back-prompt = {$seat} asks to take back their last turn. The request lapses if a move is played.
# What became of your offer.
table-draw-declined = Your draw offer was declined.
table-draw-lapsed = Your draw offer lapsed: a move was played.
table-take-back-declined = Your take-back request was declined.
table-take-back-lapsed = Your take-back request lapsed: a move was played.
table-the-others = the others
# While the first turn of the seat to move runs, between people: the time left before the
# server aborts the game ($seat: the other player).
table-first-turn-mine = You have {$seconds} s to play your first move, or the game is aborted.
table-first-turn-theirs = {$seat} has {$seconds} s to play their first move, or the game is aborted.
# A game between people the others left: when it may be claimed.
table-claim-wait = {$seat} left the table: you may claim the game in {$seconds} s.
table-claim-ready = {$seat} left the table: you may claim the game.
table-claim-win = Claim the win
table-claim-draw = Claim a draw
# The result of a game that ended between the players.
table-result-aborted = Aborted
table-result-aborted-by = {$seat} aborted it before their first move
table-result-aborted-unstarted = a player did not take their first turn in time
table-result-agreement = the players agreed to a draw
# ($others: the players who had left, by name; $count: how many)
table-result-claimed = {$seat} claimed the game: { $count ->
    [one] {$others} had left the table
   *[other] {$others} had all left the table
}
table-result-abandoned = Abandoned
# An untimed game the server ended: every player left it (docs/api.md, Between the players).
table-result-abandoned-why = every player had left the table for a day
# The game's chat.
table-chat-players = Players' chat
table-chat-spectators = Spectators' chat
table-chat-placeholder = Say something
table-chat-send = Send
table-chat-spectator = spectator
table-chat-none = Nothing said yet.
table-chat-mute = Mute {$seat}
# How one of your games ended, in the lobby's list of your games.
table-ended-abort = aborted
table-ended-cancel = cancelled
table-ended-abandoned = abandoned
table-ended-over = over
table-ended-won-time = won on time
table-ended-lost-time = lost on time
table-ended-won-resign = won: the opponent resigned
table-ended-lost-resign = resigned
table-ended-won-claim = claimed: the opponent left
table-ended-lost-claim = lost: claimed after you left
table-ended-drawn-claim = drawn: claimed after the opponent left
table-ended-agreement = drawn by agreement
