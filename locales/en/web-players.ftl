# The browser's players' pages: the account menu in every page's header, the player page, the
# play panel of the lobby (quick pairing, seeks, challenges) and your games.

## The account menu.
players-account = Account
players-sign-in = Sign in
players-sign-up = Sign up
players-sign-in-title = Sign in
players-sign-up-title = Create an account
players-name = Name
players-password = Password
players-sign-up-hint = A name has 3 to 20 characters: letters A-Z, digits, _ and -. A password has at least 8 characters.
players-to-sign-up = No account yet? Sign up
players-to-sign-in = Have an account? Sign in
players-try-again-in = Too many tries: try again in { $seconds ->
    [one] {$seconds} second
   *[other] {$seconds} seconds
}.
players-signed-in-as = Signed in as {$name}
players-sign-out = Sign out
players-sign-out-everywhere = Sign out everywhere
players-signed-out-everywhere = Signed out of { $count ->
    [one] {$count} browser
   *[other] {$count} browsers
}.
players-delete-account = Delete the account
players-delete-explain = Deleting the account removes its name, ratings, seeks and challenges for good. Its games stay, under “deleted player”. Give your password to confirm.
players-delete-confirm = Delete for good
players-deleted = The account is deleted.
players-claim-offer = This browser holds seats of { $count ->
    [one] {$count} game played as a guest
   *[other] {$count} games played as a guest
}: add them to your account?
players-claim = Add them
players-not-now = Not now
players-claimed = { $count ->
    [one] {$count} seat added to your account.
   *[other] {$count} seats added to your account.
}
players-cancel = Cancel
players-your-page = Your player page
players-your-games = Your games
players-deleted-player = deleted player

## A player's page.
players-loading = Loading…
players-no-such-player = Nobody plays under the name “{$name}” (or the account was deleted).
players-member-since = Playing since {$date}
players-ratings = Ratings
players-no-ratings = No rated game yet.
players-rating-class = Game, rules and speed
players-rating = Rating
players-games = Games
players-provisional = provisional: too few games to be sure of it yet
players-provisional-note = A rating with “?” is provisional: too few games to be sure of it yet.
players-deviation = ±{$deviation}
players-chart-title = Rating over time
players-date = Date
players-chart-point = {$class_name}: {$rating} on {$date}
players-recent-games = Recent games
players-no-games = No game yet.
players-guest = a guest
players-against = against
players-casual = casual
players-outcome-open = waiting for players
players-outcome-live = under way
players-outcome-aborted = aborted
players-outcome-cancelled = cancelled
players-outcome-won = won
players-outcome-lost = lost
players-outcome-drawn = no winner
players-family-standard = lines
players-family-squares = lines and squares
players-family-players = {$players} players
players-family-traits = {$family}, {$traits} traits
players-speed-blitz = blitz
players-speed-rapid = rapid
players-speed-classical = classical
players-speed-correspondence = correspondence

## The leaderboards (/players).
players-top = Top players
players-top-all = All the leaderboards
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 player
   *[other] {$players} players
})
players-top-rank = Rank
players-rank-place = #{$rank}
players-top-player = Player
players-top-last-game = Last rated game
players-top-you = you
players-top-ranked-note = A player is ranked once their rating is sure (a deviation of ±110 or less); provisional ratings (“?”) follow, unranked.
players-top-nobody-rated = Nobody has a rating yet. Sign in and tick “Rated” under “Play now” to play the first rated game.
players-top-nobody-here = Nobody has a rating in this class yet.
players-top-no-such-class = There is no such rating class.
players-find = Find a player
players-find-open = Open

## The lobby's play panel: quick pairing, seeks, challenges, a bot.
players-play-title = Play now
players-play-game = game
players-play-rules = rules
players-play-clock = clock
players-play-no-clock = no clock
players-play-rated-game = Rated
players-play-rated-sign-in = Sign in to play rated games.
players-play-rated = rated
players-play-casual = casual
players-play-quick-game = Find an opponent
players-play-offer-seek = Offer in the list
players-play-bot = Play a bot
players-play-challenge-name = a player's name
players-play-challenge = Challenge
players-play-looking-for = Looking for an opponent: {$offer}
players-play-seek-offered = Your game is in the list for anyone to accept: {$offer}
players-play-challenge-sent = Waiting for {$name} to answer: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} second
   *[other] {$seconds} seconds
}
players-play-waiting-count = { $count ->
    [one] {$count} waiting
   *[other] {$count} waiting
}
players-play-wait-lost = The connection was lost: the wait ended. Try again.
players-play-cancel = Cancel
players-play-pools-title = Players waiting now
players-play-join-pool = Join the wait
players-play-seeks-title = Games offered
players-play-no-seeks = Nobody offers a game right now: offer yours.
players-play-your-seek = yours
players-play-guest = a guest
players-play-accept = Accept
players-play-decline = Decline
players-play-challenges-title = Challenges
players-play-challenge-from = Challenge from
players-play-challenge-to = Challenge to
players-play-other-page = waiting on another page

## Your games.
players-notify-sound = Play a sound when a game begins to wait for me
players-no-games-yet = No game yet: find an opponent in the lobby.
players-games-waiting = { $count ->
    [one] {$count} game waits for you.
   *[other] {$count} games wait for you.
}
players-your-turn = your turn
players-their-turn = their turn
players-draw-offered = a draw is offered: answer it
players-take-back-asked = a take-back is asked: answer it
players-challenge-from = Challenge from
players-answer-in-lobby = answer it in the lobby
