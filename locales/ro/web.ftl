# Browserul: cuvintele tuturor paginilor (comutatoarele din antet, limbile, ceasurile).

web-player-number = Jucătorul {$number}
web-unknown-game = pagina nu cunoaște jocul „{$tag}”: reîncarc-o, poate serverul e mai nou
web-not-found-title = Nicio pagină la această adresă
web-not-found = Nimic de pe acest site nu se află la „{$path}”: pagina de început, regulile, lecțiile și problemele sunt legate mai sus.
web-no-such-game = Aici nu există jocul „{$tag}”: jocurile sunt legate mai sus.
web-offline = serverul nu poate fi contactat
web-lobby = Acasă
web-to-lobby = Acasă

web-sound-mute = Sunet pornit: oprește-l
web-sound-unmute = Sunet oprit: pornește-l
web-theme-auto = Culorile sistemului: treci la culori deschise
web-theme-light = Culori deschise: treci la culori închise
web-theme-dark = Culori închise: revino la cele ale sistemului
web-language = Limba

web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano

web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} zi
   *[other] {$days} zile
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} pe mutare
