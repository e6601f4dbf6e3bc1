# Prohlížeč: slova všech stránek (přepínače v záhlaví, jazyky, hodiny).

web-player-number = Hráč {$number}
web-unknown-game = tato stránka nezná hru „{$tag}“: načtěte ji znovu, server je možná novější
web-not-found-title = Na této adrese není žádná stránka
web-not-found = Na adrese „{$path}“ na tomto webu nic není: úvod, pravidla, lekce a úlohy najdete v odkazech výše.
web-no-such-game = Hra „{$tag}“ tu není: hry najdete v odkazech výše.
web-offline = server není dostupný
web-lobby = Úvod
web-to-lobby = Úvod

web-sound-mute = Zvuky zapnuté: vypnout
web-sound-unmute = Zvuky vypnuté: zapnout
web-theme-auto = Barvy podle systému: přepnout na světlé
web-theme-light = Světlé barvy: přepnout na tmavé
web-theme-dark = Tmavé barvy: přepnout na barvy systému
web-language = Jazyk

web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano

web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} den
    [few] {$days} dny
   *[other] {$days} dní
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} na tah
