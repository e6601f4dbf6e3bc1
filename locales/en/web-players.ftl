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
