# The browser: words every page shares (the header's switches, the languages, the clocks).

web-player-number = Player {$number}
web-unknown-game = this page does not know the game “{$tag}”: reload it, the server may be newer
web-not-found-title = No page at this address
web-not-found = Nothing on this site is at “{$path}”: the lobby, the rules, the lessons and the puzzles are linked above.
web-no-such-game = There is no game “{$tag}” here: the games are linked above.
web-offline = the server cannot be reached
web-lobby = Lobby
web-to-lobby = Lobby

## The header's switches.
web-sound-mute = Sounds on: switch them off
web-sound-unmute = Sounds off: switch them on
web-theme-auto = Colours as the system says: switch to light
web-theme-light = Light colours: switch to dark
web-theme-dark = Dark colours: switch to the system's
web-language = Language

## Each language by its own name (the same in every catalog).
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano

## A game's clock: "5 min + 3 s", "30 s a move".
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} day
   *[other] {$days} days
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} a move
